import RotationCore
import RotationReports
import RotationStore

extension Runner {
  /// What changed between two runs, regressions first, each run judged by the expectations it
  /// was recorded with (kept with it; the current ones when it kept none); with notes on
  /// what else changed between them. The second run is read page by page, each page with the
  /// first run's scenarios and outcomes of the same ids, then the first run's list of
  /// scenarios for the outcomes the second lacks: memory holds a page and the changes found.
  public func diff(runs first: Int, _ second: Int) throws -> RunComparison {
    let before = try store.run(first)
    let after = try store.run(second)
    let firstKept = try store.keptExpectations(run: first, scenarios: []) != nil
    let secondKept = try store.keptExpectations(run: second, scenarios: []) != nil
    let known = try store.profileIDs()
    // The profiles kept expectations may name: the database's and the run's.
    let (firstNames, secondNames) = (
      known.union(before.profiles.map(\.id)), known.union(after.profiles.map(\.id))
    )
    var notes = RunNotes(before, kept: firstKept, after, kept: secondKept)
    var changes: [RunChange] = []
    let (oldProfiles, newProfiles) = (before.profiles.map(\.id), after.profiles.map(\.id))
    try walk(run: after, profiles: newProfiles) { chunk, outcomes in
      let ids = chunk.map(\.id)
      let current = Dictionary(chunk.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
      // The first run's scenarios of these ids, as it evaluated them, with their current
      // expectations, and its outcomes of them.
      var earlier: [String: Scenario] = [:]
      for row in try store.runDefinitions(run: first, scenarios: ids) {
        var scenario = try Store.decode(row.definition, of: row.id, profiles: known)
        scenario.expectations = current[row.id]?.expectations ?? []
        earlier[row.id] = scenario
      }
      let previous =
        earlier.isEmpty
        ? [:] : try store.outcomes(run: first, profiles: oldProfiles, scenarios: ids)
      let now = try judged(Array(chunk), run: second, kept: secondKept, profiles: secondNames)
      let then = Dictionary(
        try judged(
          ids.compactMap { earlier[$0] }, run: first, kept: firstKept, profiles: firstNames
        ).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
      for scenario in now {
        if let old = then[scenario.id] { notes.add(old, scenario) }
        for profile in newProfiles {
          guard let outcome = outcomes[profile]?[scenario.id] else { continue }
          guard let old = previous[profile]?[scenario.id], let judge = then[scenario.id] else {
            changes.append(
              RunChange(
                kind: .added, scenario: scenario.id, profile: profile,
                detail: "new in run \(second)"))
            continue
          }
          if let change = Self.change(
            from: old, judge.mismatches(in: old).filter { !$0.isKnown }, to: outcome,
            scenario.mismatches(in: outcome).filter { !$0.isKnown }, scenario: scenario)
          {
            changes.append(change)
          }
        }
      }
    }
    // The first run's outcomes the second lacks, in the first run's order.
    var cursor = Store.RunScenarioCursor()
    while true {
      let ids = try store.runDefinitionPage(run: first, after: &cursor, limit: pageSize).map(\.id)
      guard !ids.isEmpty else { break }
      let held = try store.evaluatedHashes(run: second, scenarios: ids)
      for id in ids {
        for profile in oldProfiles where held[id] == nil || !newProfiles.contains(profile) {
          changes.append(
            RunChange(
              kind: .removed, scenario: id, profile: profile, detail: "not in run \(second)"))
        }
      }
    }
    let sorted = changes.enumerated().sorted {
      ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset)
    }.map(\.element)
    return RunComparison(changes: sorted, notes: notes.lines)
  }

  /// Scenarios with the expectations a run was recorded with: those kept with it, or their
  /// current ones when it kept none; by id.
  func judged(
    _ scenarios: [Scenario], run: Int, kept: Bool, profiles: Set<String>
  ) throws -> [Scenario] {
    var result: [Scenario] = []
    let keptSets = kept ? try store.keptExpectations(run: run, scenarios: scenarios.map(\.id)) : nil
    for var scenario in scenarios {
      if let keptSets {
        scenario.expectations =
          try keptSets[scenario.id].map {
            try Expectation.list(decoding: $0, profiles: profiles)
          } ?? []
      }
      result.append(scenario)
    }
    return result
  }

  /// The change of an outcome present in both runs, given the mismatches that fail in each
  /// (known differences, catalogue-format §9.2, do not), if any: a regression, a claim marked
  /// `knownDifference` that now agrees, a fix, a recorded crash gone (changed: no longer
  /// crashes), or changed steps; with every step whose state
  /// changed, its arguments as the second run's scenario gives them.
  static func change(
    from previous: Outcome, _ wasFailing: [Mismatch], to outcome: Outcome,
    _ nowMismatches: [Mismatch], scenario: Scenario
  ) -> RunChange? {
    let wasMet = wasFailing.isEmpty
    let changed = StepState.differingSteps(previous, outcome).map { index in
      let action = (index < outcome.steps.count ? outcome.steps[index] : previous.steps[index])
        .action
      let brief = scenario.brief(step: index, action: action)
      /// A step an outcome lacks: never reached (it crashed before), or not in its scenario.
      func state(_ outcome: Outcome) -> String {
        StepState.of(outcome, step: index)?.description
          ?? (outcome.crashed ? "not reached" : "no such step")
      }
      return "step \(index) (\(brief)): \(state(previous)) → \(state(outcome))"
    }
    let (scenario, profile) = (outcome.scenario, outcome.profile)
    let detail = nowMismatches.map { item in
      item.isAgreement
        ? "step \(item.step): \(KnownDifference.noLongerDiffers) "
          + "(\(item.knownDifference?.rule ?? ""))"
        : "step \(item.step): \(item.field) wanted \(item.wanted), got \(item.got)"
    }.joined(separator: "; ")
    if wasMet && Self.noLongerCrashes(previous, outcome, nowMismatches) {
      return RunChange(
        kind: .changed, scenario: scenario, profile: profile,
        detail: "\(noLongerCrashes) (\(detail))", steps: changed)
    } else if wasMet && nowMismatches.contains(where: { !$0.isAgreement }) {
      return RunChange(
        kind: .regression, scenario: scenario, profile: profile, detail: detail, steps: changed)
    } else if nowMismatches.contains(where: \.isAgreement)
      && !wasFailing.contains(where: \.isAgreement)
    {
      return RunChange(
        kind: .noLongerDiffers, scenario: scenario, profile: profile, detail: detail,
        steps: changed)
    } else if !wasMet && nowMismatches.isEmpty {
      return RunChange(
        kind: .fixed, scenario: scenario, profile: profile, detail: "meets its expectations",
        steps: changed)
    } else if !changed.isEmpty {
      return RunChange(
        kind: .changed, scenario: scenario, profile: profile,
        detail: changed.count == 1 ? "1 step changed" : "\(changed.count) steps changed",
        steps: changed)
    }
    return nil
  }
}

extension Runner {
  /// The words of a change whose only failures are a recorded crash that is gone.
  static let noLongerCrashes = "no longer crashes"

  /// Whether an outcome that met its expectations by crashing now fails them only because it
  /// no longer crashes: every failure is `recorded` (a snapshot of the engine, not a claim about
  /// UIKit), at or after the step that crashed, and one of them wants the crash. The
  /// expectation says "it crashes here": its going away is a change, not a regression.
  static func noLongerCrashes(
    _ previous: Outcome, _ outcome: Outcome, _ mismatches: [Mismatch]
  ) -> Bool {
    guard previous.crashed, !outcome.crashed, let crash = previous.steps.last?.index else {
      return false
    }
    let failures = mismatches.filter { !$0.isKnown }
    return !failures.isEmpty
      && failures.allSatisfy { !$0.isAgreement && $0.evidence == .recorded && $0.step >= crash }
      && failures.contains {
        ($0.field == "error" && $0.wanted != "null" && $0.got == "null")
          || ($0.field == "crashed" && $0.wanted == "true")
      }
  }
}

/// What the reader of a diff of two runs needs besides the outcomes' changes: how each run is
/// judged, what changed in the engine and the profiles, then in each scenario both runs hold
/// (added in the second run's order), and whose expectations changed.
struct RunNotes {
  private var head: [String] = []
  private var scenarios: [String] = []
  private var expectationsChanged = 0
  private var firstChanged: [String] = []

  init(_ before: RunInfo, kept firstKept: Bool, _ after: RunInfo, kept: Bool) {
    let (first, second) = (before.id, after.id)
    switch (firstKept, kept) {
    case (true, true):
      head.append("Each run is judged by the expectations recorded with it.")
    case (false, false):
      head.append(
        "Runs \(first) and \(second) were recorded before runs kept their expectations: both "
          + "are judged by the current expectations.")
    default:
      let old = firstKept ? second : first
      head.append(
        "Run \(old) was recorded before runs kept their expectations: it is judged by the "
          + "current expectations, the other by those recorded with it.")
    }
    if before.engineVersion != after.engineVersion {
      head.append(
        "The engine changed: version \(before.engineVersion) → \(after.engineVersion).")
    }
    let oldProfiles = Dictionary(
      before.profiles.map { ($0.id, $0.hash) }, uniquingKeysWith: { a, _ in a })
    for profile in after.profiles {
      if let hash = oldProfiles[profile.id], hash != profile.hash {
        head.append("Profile \(profile.id) changed: its parameters differ between the runs.")
      }
    }
  }

  /// A scenario both runs hold, each as its run evaluated and judged it.
  mutating func add(_ earlier: Scenario, _ scenario: Scenario) {
    if earlier.expectations != scenario.expectations {
      expectationsChanged += 1
      if firstChanged.count < 10 { firstChanged.append(scenario.id) }
    }
    let changes = Runner.definitionChanges(earlier, scenario)
    if !changes.isEmpty {
      scenarios.append(
        "Scenario \(scenario.id) changed between the runs: "
          + changes.prefix(8).joined(separator: "; ")
          + (changes.count > 8 ? "; and \(changes.count - 8) more" : "") + ".")
    }
  }

  var lines: [String] {
    guard expectationsChanged > 0 else { return head + scenarios }
    return head + scenarios + [
      "Expectations changed between the runs for \(expectationsChanged) "
        + (expectationsChanged == 1 ? "scenario" : "scenarios") + ": "
        + firstChanged.joined(separator: ", ") + (expectationsChanged > 10 ? ", …" : "") + "."
    ]
  }
}
