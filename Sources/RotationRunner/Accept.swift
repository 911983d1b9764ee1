import RotationCore
import RotationStore

extension Runner {
  /// Records a run's outcomes (the latest when nil; only these scenarios and profiles when
  /// given) where the expectations miss or differ from them, with evidence `recorded`, keeping
  /// every expectation the run agrees with, whatever its evidence; returns what changed.
  ///
  /// Nothing is written when the plan is refused: the run disagrees with an expectation with
  /// stronger evidence than `recorded` (device, simulator, documented, observed, inferred) and
  /// `force` is false, or a scenario changed since the run evaluated it (its outcomes describe a
  /// definition that no longer exists). With `dryRun`, nothing is written either.
  public func accept(
    run id: Int?, scenarios: [String] = [], profiles: [String] = [], force: Bool = false,
    dryRun: Bool = false
  ) throws -> AcceptPlan {
    try accept(
      run: id, scenarios: scenarios, profiles: profiles, force: force, dryRun: dryRun,
      beforeWriting: {})
  }

  /// ``accept(run:scenarios:profiles:force:dryRun:)``, calling `beforeWriting` between the
  /// checks and the write: tests run a competing import there.
  func accept(
    run id: Int?, scenarios: [String], profiles: [String] = [], force: Bool, dryRun: Bool,
    beforeWriting: () throws -> Void
  ) throws -> AcceptPlan {
    // The checks (changed since the run, stronger evidence) read in the transaction that
    // writes: an import landing between them and the write would leave them stale.
    let limits = (scenarios: scenarios, profiles: profiles)
    guard !dryRun else {
      return try plan(run: id, limits, force: force, dryRun: true) {}
    }
    return try store.transaction {
      try plan(run: id, limits, force: force, dryRun: false, beforeWriting)
    }
  }

  /// What accepting changes, checked and (unless refused or `dryRun`) written.
  private func plan(
    run id: Int?, _ limits: (scenarios: [String], profiles: [String]), force: Bool,
    dryRun: Bool, _ beforeWriting: () throws -> Void
  ) throws -> AcceptPlan {
    let run = try store.run(id)
    let inRun = run.profiles.map(\.id)
    for profile in limits.profiles where !inRun.contains(profile) {
      throw RunnerError.unknownProfile(profile, known: inRun)
    }
    let outcomes = try store.outcomes(run: run.id).filter {
      (limits.scenarios.isEmpty || limits.scenarios.contains($0.scenario))
        && (limits.profiles.isEmpty || limits.profiles.contains($0.profile))
    }
    let present = Set(outcomes.map(\.scenario))
    for scenario in limits.scenarios where !present.contains(scenario) {
      throw RunnerError.unknownScenario(scenario, run: run.id)
    }
    let current = Dictionary(
      try store.hashedScenarios().map { ($0.scenario.id, $0) },
      uniquingKeysWith: { first, _ in first })
    let evaluated = try store.evaluatedHashes(run: run.id)
    let profileIDs = try store.profiles().map(\.id)
    var plan = AcceptPlan(run: run.id)
    var changes = AcceptChanges()
    var written: [(scenario: String, expectations: [Expectation])] = []
    // The outcomes arrive in scenario order: each scenario's are merged together.
    var start = outcomes.startIndex
    while start < outcomes.endIndex {
      var end = start + 1
      while end < outcomes.endIndex && outcomes[end].scenario == outcomes[start].scenario {
        end += 1
      }
      let group = Array(outcomes[start..<end])
      start = end
      let id = group[0].scenario
      guard let (hash, scenario) = current[id], evaluated[id] == hash else {
        plan.stale.append(id)
        continue
      }
      let merged = AcceptMerge(
        scenario: scenario, outcomes: group, profileIDs: profileIDs, force: force)
      plan.accepted += group.count
      plan.kept += merged.kept
      plan.changed += merged.changed
      plan.added += merged.added
      plan.conflicts += merged.conflicts
      for outcome in group {
        changes.add(
          outcome, replacing: merged.replaced[outcome.profile] ?? [],
          covered: { merged.covered(outcome.profile, $0, $1) })
      }
      if merged.expectations != scenario.expectations {
        written.append((id, merged.expectations))
      }
    }
    plan.changes = changes.changes
    plan.refused = !plan.stale.isEmpty || (!plan.conflicts.isEmpty && !force)
    if !plan.refused && !dryRun {
      try beforeWriting()
      try store.replaceExpectations(written)
      plan.written = true
    }
    return plan
  }

  static func spoken(_ value: JSON) -> String {
    if case .string(let text) = value { return text }
    return value.compact()
  }
}

/// What `accept` changes, or would change, and why it may refuse.
public struct AcceptPlan: Sendable, Equatable {
  /// A field of an expectation that the run's outcome changes, alike under these profiles
  /// and from `step` through `through` (nil: at `step` only).
  public struct Change: Sendable, Hashable {
    public var scenario: String
    public var profiles: [String]
    public var step: Int
    public var through: Int? = nil
    public var field: String
    /// Nil when no expectation stated the field before.
    public var old: String?
    public var new: String
    public var oldEvidence: Evidence?
  }

  /// Where the run disagrees with an expectation with stronger evidence than `recorded`.
  public struct Conflict: Sendable, Equatable {
    public var scenario: String
    public var profile: String
    public var step: Int
    public var field: String
    public var wanted: String
    public var got: String
    public var evidence: Evidence
    public var source: String?
  }

  public var run: Int
  public var changes: [Change] = []
  public var conflicts: [Conflict] = []
  /// Scenarios whose definition changed since the run evaluated them: never accepted.
  public var stale: [String] = []
  /// Scenario and profile outcomes accepted (or that would be).
  public var accepted = 0
  /// Expectations the run agrees with, left as they are.
  public var kept = 0
  /// Expectations the run disagrees with, replaced under the accepted profiles.
  public var changed = 0
  /// Expectations recorded for what was missing or differed.
  public var added = 0
  public var refused = false
  public var written = false
}
