import Dispatch
import RotationCore
import RotationReports
import RotationStore

/// A run's outcomes compared with the current expectations.
public struct Verification: Sendable {
  public var run: RunInfo
  public var scenarios: [Scenario]
  public var outcomes: [Outcome]
  /// What the comparison covered, and its mismatches.
  public var check: Check

  public var mismatches: [Mismatch] { check.mismatches }

  /// The mismatches of one scenario under one profile.
  public func mismatches(scenario: String, profile: String) -> [Mismatch] {
    mismatches.filter { $0.scenario == scenario && $0.profile == profile }
  }
}

/// The scenarios a run evaluated, as it evaluated them, with their current expectations, a page
/// at a time (``Store/runDefinitionPage(run:after:limit:)``). Handing out a page reads the next
/// one and sets it decoding on every core, so decoding overlaps what the caller does with the
/// page (reading outcomes, summarising). Memory holds two pages.
struct RunPages {
  let store: Store
  let run: Int
  let limit: Int
  /// Whether each scenario gets its current expectations (a diff of profiles reads none).
  var expectations = true
  private var cursor = Store.RunScenarioCursor()
  private var known: Set<String>?
  private var ahead: Pending?

  /// A page read and being decoded.
  private struct Pending {
    let rows: [(id: String, definition: Store.StoredDefinition)]
    let group: DispatchGroup
    let decoded: Slots<Result<[Scenario], StoreError>>
  }

  init(store: Store, run: Int, limit: Int, expectations: Bool = true) {
    self.store = store
    self.run = run
    self.limit = limit
    self.expectations = expectations
  }

  /// The next page, empty after the last.
  mutating func next() throws -> [Scenario] {
    if known == nil {
      known = try store.profileIDs()
      ahead = try read()
    }
    guard let page = ahead else { return [] }
    page.group.wait()
    var scenarios = try page.decoded.all.first?.get() ?? []
    ahead = try read()
    guard expectations else { return scenarios }
    let expected = try store.expectations(of: page.rows.map(\.id))
    for index in scenarios.indices {
      scenarios[index].expectations = expected[page.rows[index].id] ?? []
    }
    return scenarios
  }

  /// Reads the next page's definitions on this thread, the one connection, and decodes them on
  /// others.
  private mutating func read() throws -> Pending? {
    let rows = try store.runDefinitionPage(run: run, after: &cursor, limit: limit)
    guard !rows.isEmpty else { return nil }
    let known = known ?? []
    let group = DispatchGroup()
    let decoded = Slots<Result<[Scenario], StoreError>>(count: 1)
    DispatchQueue.global().async(group: group) {
      decoded.set(
        0,
        Result { () throws(StoreError) in
          try Runner.parallelMap(rows, workers: Runner.cores) { row throws(StoreError) in
            try Store.decode(row.definition, of: row.id, profiles: known)
          }
        })
    }
    return Pending(rows: rows, group: group, decoded: decoded)
  }
}

extension Runner {
  /// Every scenario a run evaluated, as the run evaluated it, with its current expectations.
  func runScenarios(_ run: Int) throws -> [Scenario] {
    var all: [Scenario] = []
    var pages = RunPages(store: store, run: run, limit: 10_000)
    while true {
      let page = try pages.next()
      guard !page.isEmpty else { return all }
      all += page
    }
  }

  /// The scenarios among these whose definition changed since the run evaluated them: today's
  /// expectations speak of the current definition, not of the one the run's outcomes come from.
  /// A scenario no longer stored is not among them (it has no expectations left).
  func olderDefinitions(run: Int, scenarios: [String]) throws -> Set<String> {
    let current = try store.currentHashes(of: scenarios)
    let evaluated = try store.evaluatedHashes(run: run, scenarios: scenarios)
    return Set(
      scenarios.filter { id in current[id].map { $0 != evaluated[id] } ?? false })
  }

  /// The comparison of a run (the latest when nil) with the scenarios' current expectations:
  /// read page by page, so memory stays flat however large the run is. The outcomes of a
  /// scenario changed since the run are left out and named (``Check/olderDefinitions``).
  /// The check lists at most `listing` outcomes with no expectation.
  public func check(run id: Int?, listing: Int = .max) throws -> (run: RunInfo, check: Check) {
    let run = try store.run(id)
    var check = Check(listing: listing)
    var pages = RunPages(store: store, run: run.id, limit: pageSize)
    while true {
      let page = try pages.next()
      guard !page.isEmpty else { break }
      let outcomes = try store.outcomes(
        run: run.id, profiles: run.profiles.map(\.id), scenarios: page.map(\.id))
      let older = try olderDefinitions(run: run.id, scenarios: page.map(\.id))
      for profile in run.profiles {
        let outcomes = outcomes[profile.id] ?? [:]
        for scenario in page {
          guard let outcome = outcomes[scenario.id] else { continue }
          if older.contains(scenario.id) {
            check.skip(outcome)
          } else {
            check.add(outcome, of: scenario)
          }
        }
      }
    }
    return (run, check)
  }

  /// A run's outcomes with the scenarios and their mismatches, all in memory (for JUnit output
  /// and reports).
  public func verify(run id: Int?) throws -> Verification {
    let run = try store.run(id)
    let scenarios = try runScenarios(run.id)
    let outcomes = try store.outcomes(run: run.id)
    var check = Check()
    let byID = Dictionary(scenarios.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for outcome in outcomes {
      if let scenario = byID[outcome.scenario] { check.add(outcome, of: scenario) }
    }
    let inRun = Set(outcomes.map(\.scenario))
    return Verification(
      run: run, scenarios: scenarios.filter { inRun.contains($0.id) }, outcomes: outcomes,
      check: check)
  }

  /// The scenarios whose outcomes differ between two profiles in a run (the latest when nil),
  /// "what breaks when I move from 5 to 6", with a summary of the dimensions that explain them.
  /// Reads the run page by page: memory stays flat however large it is.
  /// Without a run id, the latest run that covers both profiles for every scenario.
  public func diff(profiles first: String, _ second: String, run id: Int?) throws -> Divergence {
    let stored = try store.profileIDs()
    for profile in [first, second] where id == nil && !stored.contains(profile) {
      throw RunnerError.unknownProfile(profile, known: try store.profiles().map(\.id))
    }
    let run = try id.map { try store.run($0) } ?? store.latestRun(covering: [first, second])
    let known = run.profiles.map(\.id)
    for profile in [first, second] where !known.contains(profile) {
      throw RunnerError.unknownProfile(profile, known: known)
    }
    var builder = Divergence.Builder(first: first, second: second)
    var pages = RunPages(store: store, run: run.id, limit: pageSize, expectations: false)
    while true {
      let page = try pages.next()
      guard !page.isEmpty else { break }
      let outcomes = try store.outcomes(
        run: run.id, profiles: [first, second], scenarios: page.map(\.id))
      let (left, right) = (outcomes[first] ?? [:], outcomes[second] ?? [:])
      // Each scenario's features on every core; numbering them is the builder's, here.
      let features = try Runner.parallelMap(page, workers: Runner.cores) {
        ScenarioFeatures.values(of: $0)
      }
      for (scenario, values) in zip(page, features) {
        guard let a = left[scenario.id], let b = right[scenario.id] else { continue }
        builder.add(values, difference: Runner.difference(scenario, a, b))
      }
    }
    return builder.build()
  }
}

extension Runner {
  /// Where two outcomes of a scenario first differ (``ProfileDifference/between(_:_:_:)``),
  /// saying when that step was skipped under one of the profiles (its API does not exist
  /// there): the state alone would not tell why nothing happened.
  static func difference(_ scenario: Scenario, _ a: Outcome, _ b: Outcome) -> ProfileDifference? {
    guard var difference = ProfileDifference.between(scenario, a, b) else { return nil }
    let skipped = [a, b].filter { outcome in
      outcome.steps.indices.contains(difference.step) && outcome.steps[difference.step].skipped
    }
    if !skipped.isEmpty {
      difference.action +=
        ", skipped under \(skipped.map(\.profile).joined(separator: " and ")), "
        + (skipped.count == 1 ? "which lacks the API" : "which lack the API")
    }
    return difference
  }
}

extension Runner {
  /// The compatibility report model of a run (the latest when nil), optionally only the
  /// scenarios with a tag; with `traces`, the shown steps' traces when they fit the budget
  /// (steps shown in the whole report, ``ReportModel/traceBudget`` by default). The run is
  /// read page by page and each cell keeps only the steps a report shows, while they hold at
  /// most `stepBytes` (``ReportModel/stepBytes``) and their traces `traceBytes` more: memory
  /// follows what the report shows, not the run's size.
  public func report(
    run id: Int?, tag: String? = nil, title: String = "Rotation compatibility report",
    traces: Bool = true, traceBudget: Int = ReportModel.traceBudget,
    stepBytes: Int = ReportModel.stepBytes, traceBytes: Int = ReportModel.traceBytes,
    generatedAt: String? = nil
  ) throws -> ReportModel {
    let run = try store.run(id)
    let profiles = try store.profiles().filter { profile in
      run.profiles.contains { $0.id == profile.id }
    }
    var builder = ReportModel.Builder(
      title: title, profiles: profiles,
      provenance: ReportModel.Provenance(
        runID: run.id, engineVersion: run.engineVersion, catalogueHash: run.catalogueHash,
        profileHashes: run.profiles.map { ReportModel.ProfileHash(id: $0.id, hash: $0.hash) },
        generatedAt: generatedAt), stepBytes: stepBytes)
    // Outcomes are read a chunk at a time, then cut to the steps the report shows.
    let ids = run.profiles.map(\.id)
    let kept: (Scenario) -> Bool = { tag.map($0.tags.contains) ?? true }
    try walk(run: run, profiles: ids, keep: kept) { chunk, byProfile in
      for scenario in chunk {
        var outcomes: [String: Outcome] = [:]
        for profile in ids { outcomes[profile] = byProfile[profile]?[scenario.id] }
        builder.add(scenario, outcomes: outcomes)
      }
    }
    var model = builder.model
    // Traces are not stored: recompute them when this engine and these profiles made the run,
    // and the report is small enough to show them.
    let unchanged =
      run.engineVersion == Engine.version
      && run.profiles.allSatisfy { recorded in
        profiles.contains { $0.id == recorded.id && $0.contentHash == recorded.hash }
      }
    guard traces && unchanged && model.shownStepCount <= traceBudget else { return model }
    // Traces in page order while they fit their bytes; the cells after keep their steps
    // without.
    let evaluators = Dictionary(
      profiles.map { ($0.id, Evaluator(profile: $0)) }, uniquingKeysWith: { a, _ in a })
    var footprint = model.detailFootprint
    let most = footprint + traceBytes
    tracing: for group in model.groups.indices {
      for row in model.groups[group].rows.indices {
        let scenario = model.groups[group].rows[row].scenario
        for cell in model.groups[group].rows[row].cells.indices {
          let recorded = model.groups[group].rows[row].cells[cell]
          guard let evaluator = evaluators[recorded.profile], let outcome = recorded.outcome,
            !recorded.detailsLeftOut
          else { continue }
          let traced = Self.traced(outcome, final: recorded.final, evaluator.evaluate(scenario))
          let added = traced.footprint - outcome.footprint
          guard footprint + added <= most else { break tracing }
          footprint += added
          model.groups[group].rows[row].cells[cell].outcome = traced
        }
      }
    }
    model.detailFootprint = footprint
    return model
  }

  /// The recomputed outcome's shown steps, with their traces, when it is the recorded one (its
  /// shown steps and its last); else the recorded outcome, without traces.
  static func traced(_ recorded: Outcome, final: StepOutcome?, _ evaluated: Outcome) -> Outcome {
    func stripped(_ step: StepOutcome) -> StepOutcome {
      var copy = step
      copy.trace = []
      return copy
    }
    let shown = evaluated.steps.prefix(recorded.steps.count)
    guard shown.map(stripped) == recorded.steps, evaluated.last.map(stripped) == final else {
      return recorded
    }
    var result = recorded
    result.steps = Array(shown)
    return result
  }
}
