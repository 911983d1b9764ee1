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
  /// again: its stored result is reused. Scenarios are read and recorded page by page, so memory
  /// stays flat however many there are. `progress` hears (done, total).
  public func run(
    profiles ids: [String] = [], tag: String? = nil,
    progress: ((Int, Int) -> Void)? = nil
  ) throws -> RunSummary {
    try store.transaction {
      let profiles = try selectProfiles(ids)
      let hashes = try store.scenarioHashes(tag: tag)
      let count = hashes.count
      guard count > 0 else { throw RunnerError.noScenarios(tag: tag) }
      let engine = Engine.version
      // An unchanged re-run evaluates and copies nothing: it refers to the run it repeats.
      let catalogueHash = Runner.catalogueHash(hashes)
      if let earlier = try store.runs().last(where: {
        $0.tag == tag && $0.engineVersion == engine && $0.catalogueHash == catalogueHash
          && $0.profiles.map(\.id) == profiles.map(\.id)
          && $0.profiles.map(\.hash) == profiles.map(\.contentHash)
      }) {
        let reused = count * profiles.count
        let run = try store.insertRepeatedRun(of: earlier, profiles: profiles, reused: reused)
        progress?(reused, reused)
        return RunSummary(
          run: run, scenarios: count, profiles: profiles.map(\.id), evaluated: 0, reused: reused,
          crashes: try store.crashCount(run: run))
      }
      let run = try store.insertRun(
        engine: engine, catalogueHash: "", tag: tag, evaluated: 0, reused: 0, profiles: profiles)
      // Traces are derived data: not stored, so not built.
      let evaluators = profiles.map { Evaluator(profile: $0, tracing: false) }
      let profileKeys = try profiles.map { try store.hashKey($0.contentHash) }
      // Each evaluation's time, for JUnit's test case times.
      let clock = ContinuousClock()
      var sequences = Store.Sequences()
      var evaluated = 0
      var done = 0
      var after = -1
      while true {
        let page = try store.scenarioPage(tag: tag, after: after, limit: 1_000)
        guard let last = page.last else { break }
        after = last.position
        for (_, hash, scenario) in page {
          var prepared: PreparedScenario?
          let scenarioKey = try store.hashKey(hash)
          let stored = try store.results(scenario: scenarioKey, engine: engine)
          for (evaluator, profileKey) in zip(evaluators, profileKeys) {
            var result = stored[profileKey]
            if result == nil {
              let start = clock.now
              if prepared == nil { prepared = PreparedScenario(scenario) }
              let outcome = evaluator.evaluate(prepared!)
              let took = start.duration(to: clock.now).components
              result = try store.insertResult(
                outcome, scenario: scenarioKey, profile: profileKey, engine: engine,
                micros: Int(took.seconds) * 1_000_000 + Int(took.attoseconds / 1_000_000_000_000),
                sequences: &sequences)
              evaluated += 1
            }
            try store.insertRunOutcome(
              run: run, scenario: scenario.id, profile: evaluator.profile.id, result: result!)
            done += 1
          }
        }
        progress?(done, count * profiles.count)
      }
      try store.finishRun(
        run, catalogueHash: catalogueHash, evaluated: evaluated, reused: done - evaluated)
      return RunSummary(
        run: run, scenarios: count, profiles: profiles.map(\.id), evaluated: evaluated,
        reused: done - evaluated, crashes: try store.crashCount(run: run))
    }
  }

  /// The profiles with these ids (all when none), in version order.
  func selectProfiles(_ ids: [String]) throws -> [Profile] {
    let all = try store.profiles()
    var profiles: [Profile] = []
    for id in ids {
      guard let profile = all.first(where: { $0.id == id }) else {
        throw RunnerError.unknownProfile(id, known: all.map(\.id))
      }
      if !profiles.contains(profile) { profiles.append(profile) }
    }
    if profiles.isEmpty { profiles = all }
    return profiles.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
  }

  /// The hash of a catalogue: SHA-256 over its scenarios' hashes, each followed by a newline.
  public static func catalogueHash(_ hashes: [String]) -> String {
    var hasher = SHA256.Hasher256()
    for hash in hashes { hasher.update(hash + "\n") }
    return hasher.finalizeHex()
  }
}

extension Runner {
  /// The latest run when it evaluated exactly the current scenarios under the current profiles
  /// with this engine (so a new run would record the same results), else a new run.
  public func latestOrNewRun(progress: ((Int, Int) -> Void)? = nil) throws -> (
    run: Int, summary: RunSummary?
  ) {
    let catalogueHash = Runner.catalogueHash(try store.scenarioHashes())
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
