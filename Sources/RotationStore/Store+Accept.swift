import RotationCore

extension Store {
  /// Replaces the expectations of these scenarios (by id; call inside `transaction`), as
  /// `accept` merged them; a scenario no longer stored is skipped.
  public func replaceExpectations(_ scenarios: [(scenario: String, expectations: [Expectation])])
    throws(StoreError)
  {
    try wrap { () throws(DatabaseError) in
      for (scenario, expectations) in scenarios {
        guard let number = try number(of: scenario) else { continue }
        try replaceExpectations(of: number, with: expectations)
      }
    }
  }
}

extension Store {
  /// The stored hash of each of these scenarios, by id; a scenario no longer stored is absent.
  public func currentHashes(of scenarios: [String]) throws(StoreError) -> [String: String] {
    let ids = JSON.array(scenarios.map(JSON.string)).compact()
    let rows = try wrap { () throws(DatabaseError) in
      try database.query(
        """
        SELECT n.id, h.hash FROM json_each(?) AS w
        CROSS JOIN scenario_number AS n ON n.id = w.value
        CROSS JOIN scenario_row AS s ON s.number = n.number
        JOIN hash AS h ON h.id = s.hash_key
        """, [.text(ids)]
      ) { ($0.string(0) ?? "", $0.string(1) ?? "") }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }

  /// The scenario hash each of these scenarios' outcomes in a run were evaluated from, by id
  /// (``evaluatedHashes(run:)`` for a page of a walk).
  public func evaluatedHashes(run: Int, scenarios: [String]) throws(StoreError)
    -> [String: String]
  {
    let ids = JSON.array(scenarios.map(JSON.string)).compact()
    let rows = try wrap { () throws(DatabaseError) in
      try database.query(
        """
        SELECT n.id, h.hash FROM json_each(?2) AS w
        CROSS JOIN scenario_number AS n ON n.id = w.value
        CROSS JOIN run_scenario AS s ON s.run = ?1 AND s.scenario_number = n.number
        JOIN hash AS h ON h.id = s.scenario_key
        """, [.int(try outcomesHolder(of: run)), .text(ids)]
      ) { ($0.string(0) ?? "", $0.string(1) ?? "") }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }
}
