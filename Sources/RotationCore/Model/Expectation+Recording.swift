/// Outcomes recorded as expectations compactly (catalogue-format §5.1, what `accept` writes):
/// they pin every field the verbose form pinned (each recorded field at each step under each
/// profile) in far fewer expectations.
extension Expectation {
  /// The expectations that an outcome stays as it is, for outcomes of one scenario under
  /// several profiles, in the order given. For each recorded field, each run of consecutive
  /// steps with the same value is one range (`step` through `through`); the fields whose runs
  /// start and end at the same steps share one expectation; and an expectation that several
  /// profiles share names them all, once. Sorted by step, then last step, then first seen.
  /// With `covered`, a field at a step position that it holds for an outcome (stated already
  /// by an expectation kept) is not recorded again.
  public static func recordings(
    of outcomes: [Outcome], evidence: Evidence, source: String?,
    covered: (_ outcome: Outcome, _ field: OutcomeField, _ position: Int) -> Bool = { _, _, _ in
      false
    }
  ) -> [Expectation] {
    let fields = OutcomeField.compared.filter { $0.comparison?.recorded == true }
    var result: [Expectation] = []
    // Each expectation without its profiles, to the position of the one that holds it.
    var seen: [Expectation: Int] = [:]
    for outcome in outcomes {
      let pinned = { (field: Int, position: Int) in covered(outcome, fields[field], position) }
      for var expectation in ranges(of: outcome, fields: fields.map { $0.comparison! }, pinned) {
        expectation.evidence = evidence
        expectation.source = source
        if let position = seen[expectation] {
          result[position].profiles.append(outcome.profile)
        } else {
          seen[expectation] = result.count
          var named = expectation
          named.profiles = [outcome.profile]
          result.append(named)
        }
      }
    }
    return result.enumerated().sorted {
      ($0.element.step, $0.element.lastStep, $0.offset)
        < ($1.element.step, $1.element.lastStep, $1.offset)
    }.map(\.element)
  }

  /// One outcome's fields as runs of equal values, the runs that share their steps together;
  /// without profiles. A pinned field and position breaks the run and is left out.
  private static func ranges(
    of outcome: Outcome, fields: [OutcomeField.Comparison],
    _ pinned: (_ field: Int, _ position: Int) -> Bool
  ) -> [Expectation] {
    let steps = outcome.steps
    guard !steps.isEmpty else { return [] }
    // The steps each field's run starts at, and where it ends (inclusive), per field.
    var runs: [[(start: Int, end: Int)]] = []
    for (index, field) in fields.enumerated() {
      var list: [(start: Int, end: Int)] = []
      var open: (start: Int, value: Expectation)?
      for position in steps.indices {
        if pinned(index, position) {
          if let run = open { list.append((run.start, position - 1)) }
          open = nil
          continue
        }
        let next = value(of: field, at: steps[position])
        if let run = open, run.value == next { continue }
        if let run = open { list.append((run.start, position - 1)) }
        open = (position, next)
      }
      if let run = open { list.append((run.start, steps.count - 1)) }
      runs.append(list)
    }
    // The runs with the same first and last step become one expectation, in step order.
    var byRange: [ClosedRangeKey: Int] = [:]
    var result: [Expectation] = []
    for (fieldIndex, list) in runs.enumerated() {
      for run in list {
        let key = ClosedRangeKey(start: run.start, end: run.end)
        let position =
          byRange[key]
          ?? {
            result.append(
              Expectation(
                profiles: [], step: steps[run.start].index,
                through: run.end > run.start ? steps[run.end].index : nil, evidence: .recorded))
            byRange[key] = result.count - 1
            return result.count - 1
          }()
        fields[fieldIndex].record(steps[run.start], &result[position])
      }
    }
    return result
  }

  /// A field's recorded value at a step, as an expectation stating only it.
  private static func value(of field: OutcomeField.Comparison, at step: StepOutcome)
    -> Expectation
  {
    var expectation = Expectation(profiles: [], step: 0, evidence: .recorded)
    field.record(step, &expectation)
    return expectation
  }

  private struct ClosedRangeKey: Hashable {
    var start: Int
    var end: Int
  }
}
