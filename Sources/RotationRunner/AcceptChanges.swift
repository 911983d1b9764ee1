import RotationCore

/// The expectation fields that accepting outcomes changes, listed as compactly as `accept`
/// records them: the consecutive steps with the same change as one range, and the profiles
/// with the same change of a scenario as one line (a run of long scenarios listed one line a
/// field, step and profile: millions of lines, held in memory).
struct AcceptChanges {
  private(set) var changes: [AcceptPlan.Change] = []
  /// The changes of the current scenario, without profiles, to their position.
  private var positions: [AcceptPlan.Change: Int] = [:]
  private var scenario: String?

  /// Adds the changes from the expectations an outcome replaces to its recorded values, where
  /// no kept expectation states the field (`covered`, by field and step position).
  mutating func add(
    _ outcome: Outcome, replacing replaced: [Expectation],
    covered: (OutcomeField, Int) -> Bool = { _, _ in false }
  ) {
    if scenario != outcome.scenario {
      positions = [:]
      scenario = outcome.scenario
    }
    for var change in Self.changes(of: outcome, replacing: replaced, covered: covered) {
      change.profiles = []
      if let position = positions[change] {
        changes[position].profiles.append(outcome.profile)
      } else {
        positions[change] = changes.count
        change.profiles = [outcome.profile]
        changes.append(change)
      }
    }
  }

  /// One outcome's changes, in step order, then field order.
  static func changes(
    of outcome: Outcome, replacing replaced: [Expectation],
    covered: (OutcomeField, Int) -> Bool = { _, _ in false }
  ) -> [AcceptPlan.Change] {
    let steps = outcome.steps
    let fields = OutcomeField.compared.filter { $0.comparison?.recorded == true }
    let recorded = steps.map {
      Expectation.recording($0, profile: outcome.profile, evidence: .recorded, source: nil)
    }
    var result: [(field: Int, change: AcceptPlan.Change)] = []
    for (fieldIndex, field) in fields.enumerated() {
      // The first expectation stating the field at each step, as `verify` finds it.
      var old: [Expectation?] = Array(repeating: nil, count: steps.count)
      for expectation in replaced where field.stated(in: expectation) != nil {
        for step in expectation.steps where step < steps.count && old[step] == nil {
          old[step] = expectation
        }
      }
      var open: AcceptPlan.Change?
      for (position, step) in steps.enumerated() {
        let new = field.stated(in: recorded[position])
        let before = old[position].flatMap { field.stated(in: $0) }
        guard let new, !covered(field, position), before?.compact() != new.compact() else {
          if let done = open { result.append((fieldIndex, done)) }
          open = nil
          continue
        }
        let change = AcceptPlan.Change(
          scenario: outcome.scenario, profiles: [outcome.profile], step: step.index,
          field: field.expectationKey, old: before.map(Runner.spoken), new: Runner.spoken(new),
          oldEvidence: old[position]?.evidence)
        if var current = open, current.old == change.old, current.new == change.new,
          current.oldEvidence == change.oldEvidence
        {
          current.through = step.index
          open = current
        } else {
          if let done = open { result.append((fieldIndex, done)) }
          open = change
        }
      }
      if let done = open { result.append((fieldIndex, done)) }
    }
    return result.sorted { ($0.change.step, $0.field) < ($1.change.step, $1.field) }.map(\.change)
  }
}
