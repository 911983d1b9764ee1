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
  ///
  /// The plan lists the first `listing` changes and counts them all; `each` hears every
  /// change as it is found, in order, so that a caller printing them all holds none of them.
  public func accept(
    run id: Int?, scenarios: [String] = [], profiles: [String] = [], force: Bool = false,
    dryRun: Bool = false, listing: Int = .max,
    each: (AcceptPlan.Change) throws -> Void = { _ in }
  ) throws -> AcceptPlan {
    try accept(
      run: id, scenarios: scenarios, profiles: profiles, force: force, dryRun: dryRun,
      listing: listing, each: each, beforeWriting: {})
  }

  /// ``accept(run:scenarios:profiles:force:dryRun:listing:each:)``, calling `beforeWriting`
  /// between the checks and the first write: tests run a competing import there.
  func accept(
    run id: Int?, scenarios: [String], profiles: [String] = [], force: Bool, dryRun: Bool,
    listing: Int = .max, each: (AcceptPlan.Change) throws -> Void = { _ in },
    beforeWriting: () throws -> Void
  ) throws -> AcceptPlan {
    // The checks (changed since the run, stronger evidence) read in the transaction that
    // writes: an import landing between them and the write would leave them stale. The run is
    // read and written page by page; a plan refused once some pages were written is rolled
    // back.
    let limits = (scenarios: scenarios, profiles: profiles)
    guard !dryRun else {
      return try plan(
        run: id, limits, force: force, dryRun: true, listing: listing, each: each
      ) {}
    }
    struct Refused: Error { let plan: AcceptPlan }
    do {
      return try store.transaction {
        let made = try plan(
          run: id, limits, force: force, dryRun: false, listing: listing, each: each,
          beforeWriting)
        if made.refused { throw Refused(plan: made) }
        return made
      }
    } catch let refused as Refused {
      return refused.plan
    }
  }

  /// What accepting changes, checked and (unless refused or `dryRun`) written, page by page;
  /// the plan lists the first `listing` changes and counts them all, and `each` hears them all.
  private func plan(
    run id: Int?, _ limits: (scenarios: [String], profiles: [String]), force: Bool,
    dryRun: Bool, listing: Int, each: (AcceptPlan.Change) throws -> Void,
    _ beforeWriting: () throws -> Void
  ) throws -> AcceptPlan {
    let run = try store.run(id)
    let inRun = run.profiles.map(\.id)
    for profile in limits.profiles where !inRun.contains(profile) {
      throw RunnerError.unknownProfile(profile, known: inRun)
    }
    let chosen = inRun.filter { limits.profiles.isEmpty || limits.profiles.contains($0) }
    let profileIDs = try store.profiles().map(\.id)
    var plan = AcceptPlan(run: run.id)
    var present: Set<String> = []
    var ready = false
    let kept: (Scenario) -> Bool = {
      limits.scenarios.isEmpty || limits.scenarios.contains($0.id)
    }
    try walk(run: run, profiles: chosen, keep: kept) { chunk, outcomes in
      let ids = chunk.map(\.id)
      let current = try store.currentHashes(of: ids)
      let evaluated = try store.evaluatedHashes(run: run.id, scenarios: ids)
      var written: [(scenario: String, expectations: [Expectation])] = []
      for scenario in chunk {
        // Its outcomes in the run's profile order; the scenario as the run evaluated it, with
        // its current expectations.
        let group = chosen.compactMap { outcomes[$0]?[scenario.id] }
        guard !group.isEmpty else { continue }
        let id = scenario.id
        if !limits.scenarios.isEmpty { present.insert(id) }
        guard let hash = current[id], evaluated[id] == hash else {
          plan.stale.append(id)
          continue
        }
        let merged = AcceptMerge(
          scenario: scenario, outcomes: group, profileIDs: profileIDs, force: force)
        plan.accepted += group.count
        plan.kept += merged.kept
        plan.knownDifferences += merged.knownDifferences
        plan.changed += merged.changed
        plan.added += merged.added
        plan.conflicts += merged.conflicts
        var changes = AcceptChanges()
        for outcome in group {
          changes.add(
            outcome, replacing: merged.replaced[outcome.profile] ?? [],
            covered: { merged.covered(outcome.profile, $0, $1) })
        }
        plan.changeCount += changes.changes.count
        plan.changes += changes.changes.prefix(max(0, listing - plan.changes.count))
        for change in changes.changes { try each(change) }
        if merged.expectations != scenario.expectations {
          written.append((id, merged.expectations))
        }
      }
      plan.refused = !plan.stale.isEmpty || (!plan.conflicts.isEmpty && !force)
      if !plan.refused && !dryRun && !written.isEmpty {
        if !ready { try beforeWriting() }
        ready = true
        try store.replaceExpectations(written)
      }
    }
    for scenario in limits.scenarios where !present.contains(scenario) {
      throw RunnerError.unknownScenario(scenario, run: run.id)
    }
    plan.refused = !plan.stale.isEmpty || (!plan.conflicts.isEmpty && !force)
    if !plan.refused && !dryRun {
      if !ready { try beforeWriting() }
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
  /// The changes, or the first of them when the plan was asked to list only some.
  public var changes: [Change] = []
  /// How many changes there are, listed or not.
  public var changeCount = 0
  public var conflicts: [Conflict] = []
  /// Scenarios whose definition changed since the run evaluated them: never accepted.
  public var stale: [String] = []
  /// Scenario and profile outcomes accepted (or that would be).
  public var accepted = 0
  /// Expectations the run agrees with, left as they are.
  public var kept = 0
  /// Claims marked `knownDifference` (catalogue-format §9.2), kept as they are whatever the
  /// run says.
  public var knownDifferences = 0
  /// Expectations the run disagrees with, replaced under the accepted profiles.
  public var changed = 0
  /// Expectations recorded for what was missing or differed.
  public var added = 0
  public var refused = false
  public var written = false
}
