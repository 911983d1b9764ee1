/// Compares a scenario's expectations with one outcome in one pass over each field's values:
/// work linear in the expectations, the steps and the mismatches found, however long the
/// ranges (`through`) are. A step at a time, 20,000 expectations through step 999 were twenty
/// million comparisons for one profile.
///
/// Each field the expectations state gets, once per outcome, a table of its values by step
/// (``OutcomeField/Comparison/Sweep``); an expectation then passes over the steps where it
/// holds a run at a time and stops only where it does not, which is a mismatch to report.
struct ExpectationSweep {
  let scenario: Scenario
  let outcome: Outcome
  /// Built once an expectation applies: most outcomes of a run have none.
  private lazy var table = StepTable(outcome.steps)
  /// Units of work, for ``WorkCounter``.
  private(set) var work = 0

  init(_ scenario: Scenario, _ outcome: Outcome) {
    self.scenario = scenario
    self.outcome = outcome
  }

  /// The mismatches, in the order of the expectations, each one's by step and field; each
  /// expectation counted as holding, known to differ or failing (catalogue-format §9.2).
  mutating func mismatches(counting counts: inout ExpectationCounts) -> [Mismatch] {
    let expectations = scenario.expectations
    let applicable = expectations.indices.filter { expectations[$0].applies(to: outcome.profile) }
    work += expectations.count
    guard !applicable.isEmpty else { return [] }
    work += outcome.steps.count
    // By first step: the tables of names are read forward only (``MemberRuns``).
    var found = [[Mismatch]](repeating: [], count: expectations.count)
    for index in table.byStart(applicable, expectations, work: &work) {
      found[index] = mismatches(of: expectations[index])
    }
    for index in applicable {
      let expectation = expectations[index]
      let verdict: ExpectationCounts.Verdict
      switch (expectation.knownDifference != nil, !found[index].isEmpty) {
      case (false, false): verdict = .holds
      case (false, true): verdict = .fails
      case (true, true): verdict = .knownDifference
      case (true, false):
        verdict = .fails
        found[index].append(
          mismatch(expectation, expectation.step, Mismatch.agreementField, "a difference", "agrees")
        )
      }
      counts.add(verdict, confidence: expectation.confidence)
    }
    return applicable.flatMap { found[$0] }
  }

  private mutating func mismatches(of expectation: Expectation) -> [Mismatch] {
    var result: [Mismatch] = []
    func add(_ step: Int, _ field: String, _ wanted: String, _ got: String) {
      result.append(mismatch(expectation, step, field, wanted, got))
    }
    guard let start = table.position(of: expectation.step) else {
      add(expectation.step, "step", "reached", "not reached")
      return result
    }
    let span = expectation.lastStep - expectation.step
    let end = min(start + span, table.lastReached(from: start))
    // Each stated field's steps where it does not hold, in step order.
    var failing: [(field: OutcomeField, positions: [Int])] = []
    for (order, field) in OutcomeField.compared.enumerated() {
      guard let comparison = field.comparison,
        let positions = violations(comparison, order, expectation, start, end)
      else { continue }
      if !positions.isEmpty { failing.append((field, positions)) }
    }
    // Merged by step, then by field in the contract's order.
    var next = [Int](repeating: 0, count: failing.count)
    while true {
      var chosen: Int?
      for entry in failing.indices where next[entry] < failing[entry].positions.count {
        work += 1
        let position = failing[entry].positions[next[entry]]
        if chosen.map({ position < failing[$0].positions[next[$0]] }) ?? true { chosen = entry }
      }
      guard let entry = chosen else { break }
      let position = failing[entry].positions[next[entry]]
      next[entry] += 1
      let field = failing[entry].field
      let step = table.steps[position]
      if let check = field.comparison?.check(expectation, step), !check.holds {
        add(step.index, field.expectationKey, check.wanted, check.got)
      }
    }
    if end - start < span {
      add(expectation.step + end - start + 1, "step", "reached", "not reached")
    }
    return result
  }

  /// A mismatch of the expectation at the step, marked with its known difference if any.
  private func mismatch(
    _ expectation: Expectation, _ step: Int, _ field: String, _ wanted: String, _ got: String
  ) -> Mismatch {
    Mismatch(
      scenario: scenario.id, profile: outcome.profile, step: step, field: field, wanted: wanted,
      got: got, evidence: expectation.evidence, source: expectation.source,
      confidence: expectation.confidence, knownDifference: expectation.knownDifference)
  }

  /// The positions from `start` through `end` where the stated value does not hold; nil when
  /// the expectation does not state the field.
  private mutating func violations(
    _ comparison: OutcomeField.Comparison, _ order: Int, _ expectation: Expectation,
    _ start: Int, _ end: Int
  ) -> [Int]? {
    switch comparison.sweep {
    case .equal(let wanted, let actual):
      guard let key = wanted(expectation) else { return nil }
      let runs = table.equalRuns(order, actual, work: &work)
      return runs.positions(from: start, through: end, otherThan: runs.id(of: key), work: &work)
    case .members(let all, let wanted, let actual):
      guard let keys = wanted(expectation) else { return nil }
      return table.memberRuns(order, actual, work: &work).positions(
        from: start, through: end, missing: keys, all: all, work: &work)
    case .text(let wanted, let holds):
      guard let text = wanted(expectation) else { return nil }
      return table.textRuns(order, text, holds, work: &work).positions(
        from: start, through: end, otherThan: 1, work: &work)
    }
  }
}

extension Scenario {
  /// ``mismatches(in:)`` and the units of work it took (``ExpectationSweep``).
  func mismatchesCounted(in outcome: Outcome) -> (mismatches: [Mismatch], work: Int) {
    var counts = ExpectationCounts()
    return mismatchesCounted(in: outcome, counting: &counts)
  }

  /// ``mismatches(in:counting:)`` and the units of work it took.
  func mismatchesCounted(in outcome: Outcome, counting counts: inout ExpectationCounts)
    -> (mismatches: [Mismatch], work: Int)
  {
    var sweep = ExpectationSweep(self, outcome)
    let found = sweep.mismatches(counting: &counts)
    return (found, sweep.work)
  }
}
