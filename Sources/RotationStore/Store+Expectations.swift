import RotationCore

/// A scenario's expectations: replaced on import, read by scenario or by page.
extension Store {
  /// Replaces all expectations of a scenario (by its number).
  func replaceExpectations(of scenario: Int64, with expectations: [Expectation])
    throws(DatabaseError)
  {
    try database.run("DELETE FROM expectation WHERE scenario_number = ?", [.integer(scenario)])
    for (position, expectation) in expectations.enumerated() {
      try insert(expectation, scenario: scenario, position: position)
    }
  }

  /// Inserts one expectation row per profile it names; the compared fields' columns come from
  /// the outcome field declarations.
  static let insertExpectation =
    "INSERT INTO expectation (scenario_number, position, profile, profile_index, step, through, "
    + OutcomeField.expectationColumns.joined(separator: ", ")
    + ", evidence, source, confidence, known_difference_rule, known_difference_reason) VALUES (?"
    + String(repeating: ", ?", count: OutcomeField.expectationColumns.count + 10) + ")"

  func insert(_ expectation: Expectation, scenario: Int64, position: Int) throws(DatabaseError) {
    let fields = expectation.storedValues.map(SQLValue.init)
    for (index, profile) in expectation.profiles.enumerated() {
      try database.run(
        Store.insertExpectation,
        [
          .integer(scenario), .int(position), .text(profile), .int(index), .int(expectation.step),
          .int(expectation.through),
        ] + fields + [
          .text(expectation.evidence.rawValue), .string(expectation.source),
          .string(expectation.confidence?.rawValue),
          .string(expectation.knownDifference?.rule),
          .string(expectation.knownDifference?.reason),
        ])
    }
  }

  /// The expectation rows of some scenarios (a JSON array of ids), each scenario's in their
  /// catalogue order (the CROSS JOIN keeps SQLite to one probe an id, where an IN list sorted
  /// the ids first), the compared fields' columns from the outcome field declarations (made
  /// once: a walk reads it for every page).
  static let selectExpectations =
    "SELECT n.id, e.position, e.profile, e.step, e.evidence, e.source, e.through, e.confidence, "
    + "e.known_difference_rule, e.known_difference_reason, "
    + OutcomeField.expectationColumns.map { "e." + $0 }.joined(separator: ", ")
    + " FROM json_each(?) AS w CROSS JOIN scenario_number AS n ON n.id = w.value"
    + " CROSS JOIN expectation AS e ON e.scenario_number = n.number"
    + " ORDER BY w.key, e.position, e.profile_index"

  /// A scenario's expectations, in their catalogue order.
  public func expectations(of scenario: String) throws(StoreError) -> [Expectation] {
    try expectations(of: [scenario])[scenario] ?? []
  }

  /// The expectations of some scenarios, by id, each scenario's in their catalogue order; a
  /// scenario without any is absent. One query for a page of a walk, each row read as it
  /// comes: a row a profile, held all at once, cost ten times the expectations they make.
  public func expectations(of scenarios: [String]) throws(StoreError) -> [String: [Expectation]] {
    let columns = OutcomeField.expectationColumns
    let ids = JSON.array(scenarios.map(JSON.string)).compact()
    var result: [String: [Expectation]] = [:]
    var last: (scenario: String, position: Int)?
    var failure: StoreError?
    try wrap { () throws(DatabaseError) in
      try database.each(Store.selectExpectations, [.text(ids)]) { row in
        guard failure == nil else { return }
        let scenario = row.string(0) ?? ""
        let position = row.int(1) ?? 0
        let profile = row.string(2) ?? ""
        if let last, last.scenario == scenario, last.position == position {
          result[scenario]![result[scenario]!.count - 1].profiles.append(profile)
          return
        }
        let evidenceText = row.string(4)
        guard let evidence = evidenceText.flatMap(Evidence.init(rawValue:)) else {
          failure = .invalidContent(
            "expectation \(position) of scenario '\(scenario)': evidence "
              + "'\(evidenceText ?? "NULL")' is not an evidence grade")
          return
        }
        let known: KnownDifference?
        switch (row.string(8), row.string(9)) {
        case (nil, nil): known = nil
        case (let rule?, let reason?): known = KnownDifference(rule: rule, reason: reason)
        default:
          failure = .invalidContent(
            "expectation \(position) of scenario '\(scenario)': a known difference needs both "
              + "known_difference_rule and known_difference_reason")
          return
        }
        var expectation = Expectation(
          profiles: [profile], step: row.int(3) ?? 0, through: row.int(6), evidence: evidence,
          source: row.string(5), confidence: row.string(7).flatMap(Confidence.init(rawValue:)),
          knownDifference: known)
        let fields = (0..<columns.count).map { StoredValue(row.value(Int32(10 + $0))) }
        do throws(StoredValueError) {
          try expectation.load(stored: fields)
        } catch {
          failure = .invalidContent(
            "expectation \(position) of scenario '\(scenario)': \(error.message)")
          return
        }
        result[scenario, default: []].append(expectation)
        last = (scenario, position)
      }
    }
    if let failure { throw failure }
    return result
  }
}
