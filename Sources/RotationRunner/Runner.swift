import RotationCore
import RotationStore

/// What a recorded run did.
public struct RunSummary: Sendable, Equatable {
  public var run: Int
  public var scenarios: Int
  public var profiles: [String]
  public var evaluated: Int
  public var reused: Int
  public var crashes: Int

  /// One line for the terminal.
  public var line: String {
    "run \(run): \(scenarios) scenarios × \(profiles.count) profiles (\(profiles.joined(separator: ", "))) = "
      + "\(evaluated + reused) outcomes, \(evaluated) evaluated, \(reused) reused; \(crashes) crashed"
  }
}

/// Why a run could not start.
public enum RunnerError: Error, Sendable, Equatable, CustomStringConvertible {
  case unknownProfile(String, known: [String])
  case noScenarios(tag: String?)
  case unknownScenario(String, run: Int)

  public var description: String {
    switch self {
    case .unknownProfile(let id, let known):
      "unknown profile '\(id)'; the database has \(known.joined(separator: ", "))"
    case .noScenarios(let tag):
      tag.map { "no scenario is tagged '\($0)'" }
        ?? "the database holds no scenario; import a catalogue first"
    case .unknownScenario(let id, let run): "scenario '\(id)' is not in run \(run)"
    }
  }
}

/// Evaluates the database's scenarios under its profiles with the shared rule core and records
/// the run: entirely, or not at all.
public struct Runner {
  public let store: Store

  public init(store: Store) { self.store = store }

  /// Records a run of the scenarios (those with `tag`, or all) under the profiles (the ids
  /// given, or all). A scenario whose content, profile and engine are unchanged is not evaluated
  /// again: its stored result is reused. `progress` hears (done, total).
  public func run(
    profiles ids: [String] = [], tag: String? = nil,
    progress: ((Int, Int) -> Void)? = nil
  ) throws -> RunSummary {
    try store.transaction {
      let all = try store.profiles()
      var profiles: [Profile] = []
      for id in ids {
        guard let profile = all.first(where: { $0.id == id }) else {
          throw RunnerError.unknownProfile(id, known: all.map(\.id))
        }
        if !profiles.contains(profile) { profiles.append(profile) }
      }
      if profiles.isEmpty { profiles = all }
      profiles.sort { ($0.order, $0.id) < ($1.order, $1.id) }
      let scenarios = try store.scenarios(tag: tag)
      guard !scenarios.isEmpty else { throw RunnerError.noScenarios(tag: tag) }
      let hashes = scenarios.map(\.contentHash)
      let catalogueHash = SHA256.hex(hashes.joined(separator: "\n"))
      let engine = Engine.version
      var results: [(scenario: String, profile: String, result: Int64)] = []
      var evaluated = 0
      let total = scenarios.count * profiles.count
      for profile in profiles {
        let evaluator = Evaluator(profile: profile)
        let profileHash = profile.contentHash
        for (scenario, hash) in zip(scenarios, hashes) {
          if let id = try store.result(scenarioHash: hash, profileHash: profileHash, engine: engine)
          {
            results.append((scenario.id, profile.id, id))
            continue
          }
          let outcome = evaluator.evaluate(scenario)
          let id = try store.insertResult(
            outcome, scenarioHash: hash, profileHash: profileHash, engine: engine)
          results.append((scenario.id, profile.id, id))
          evaluated += 1
          progress?(results.count, total)
        }
      }
      let run = try store.insertRun(
        engine: engine, catalogueHash: catalogueHash, tag: tag, evaluated: evaluated,
        reused: total - evaluated, profiles: profiles)
      for item in results {
        try store.insertRunOutcome(
          run: run, scenario: item.scenario, profile: item.profile, result: item.result)
      }
      let crashes = try store.crashCount(run: run)
      return RunSummary(
        run: run, scenarios: scenarios.count, profiles: profiles.map(\.id), evaluated: evaluated,
        reused: total - evaluated, crashes: crashes)
    }
  }
}

extension Runner {
  /// The latest run when it evaluated exactly the current scenarios under the current profiles
  /// with this engine (so a new run would record the same results), else a new run.
  public func latestOrNewRun(progress: ((Int, Int) -> Void)? = nil) throws -> (
    run: Int, summary: RunSummary?
  ) {
    let scenarios = try store.scenarios()
    let catalogueHash = SHA256.hex(scenarios.map(\.contentHash).joined(separator: "\n"))
    let profiles = try store.profiles()
    if let latest = try store.runs().last, latest.tag == nil,
      latest.engineVersion == Engine.version,
      latest.catalogueHash == catalogueHash,
      latest.profiles.map(\.hash) == profiles.map(\.contentHash)
    {
      return (latest.id, nil)
    }
    let summary = try run(progress: progress)
    return (summary.run, summary)
  }
}
