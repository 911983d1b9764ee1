import RotationCore

extension Store {
  /// Where a walk through a run's scenarios stands: past the current scenarios up to an import
  /// position, then through the removed ones. A run holding fewer than a quarter of the
  /// database's scenarios (a tag's run, or an old run in a database grown since) lists its
  /// current scenarios' positions from its outcomes at the first page (8 bytes a scenario), so
  /// reading it costs what it holds; a larger run walks the positions of all of them, which
  /// costs less a scenario (measured in docs/performance.md). The removed scenarios' numbers are
  /// listed, in the order of their ids, when the current ones are done.
  public struct RunScenarioCursor: Sendable, Equatable {
    var position = -1
    /// Whether the first page chose how the run is read.
    var chose = false
    /// The positions of a run read from its outcomes, listed when the first page chose so.
    var listed: Listed?
    /// The numbers of the run's removed scenarios, listed once the current ones are done.
    var removed: Listed?

    public init() {}
  }

  /// The next page of the scenarios a run evaluated, each as the stored definition the run
  /// evaluated (kept by hash; canonical JSON without expectations, or a generated scenario's
  /// space and index), in import order (removed scenarios last, by id): an old run is described
  /// as it was. Each page starts where the cursor stands, so a walk through the run reads each
  /// row once. The reader decodes them (``decode(_:of:profiles:)``, on as many threads as it
  /// likes) and adds the scenarios' current expectations (``expectations(of:)``; none once a
  /// scenario was removed).
  public func runDefinitionPage(run: Int, after cursor: inout RunScenarioCursor, limit: Int)
    throws(StoreError) -> [(id: String, definition: StoredDefinition)]
  {
    var rows: [(id: String, definition: StoredDefinition?, position: Int, key: Int)] = []
    try wrap { () throws(DatabaseError) in
      let source = try outcomesHolder(of: run)
      if !cursor.chose {
        cursor.chose = true
        // The run's scenarios (its outcomes over its profiles) against the positions a walk
        // would visit.
        let held =
          try database.scalar(
            """
            SELECT (evaluated + reused) / max(1, (SELECT count(*) FROM run_profile WHERE run = ?1))
            FROM run WHERE id = ?1
            """, [.int(run)])?.int ?? 0
        let positions =
          try database.scalar("SELECT coalesce(max(position), -1) + 1 FROM scenario_row")?.int
          ?? 0
        if held * 4 < positions {
          cursor.listed = Listed(
            values: try database.query(
              """
              SELECT s.position FROM (
                SELECT scenario_number FROM run_scenario WHERE run = ?) AS o
              CROSS JOIN scenario_row AS s ON s.number = o.scenario_number ORDER BY s.position
              """, [.int(source)]
            ) { $0.int(0) ?? 0 })
        }
      }
      func query(_ scenarios: String, _ arguments: [SQLValue]) throws(DatabaseError) -> [(
        id: String, definition: StoredDefinition?, position: Int, key: Int
      )] {
        try database.query(
          Store.runDefinitions(of: scenarios), [.int(source)] + arguments
        ) { statement in
          (
            statement.string(0) ?? "", StoredDefinition(statement, from: 1),
            statement.int(4) ?? 0, statement.int(5) ?? 0
          )
        }
      }
      if cursor.removed == nil {
        if cursor.listed == nil {
          // A large run: the current scenarios by position, those it evaluated.
          rows = try query(
            """
            SELECT s.number, s.position, s.position AS rank FROM scenario_row AS s
            WHERE s.position > ?2 AND EXISTS (
              SELECT 1 FROM run_scenario WHERE run = ?1 AND scenario_number = s.number)
            ORDER BY s.position LIMIT ?3
            """, [.int(cursor.position), .int(limit)])
          if let last = rows.last { cursor.position = last.position }
        }
        // A small run: its current scenarios found from its outcomes, read by position.
        while rows.count < limit, let page = cursor.listed?.next(limit - rows.count) {
          rows += try query(
            """
            SELECT s.number, s.position, s.position AS rank
            FROM json_each(?2) AS w CROSS JOIN scenario_row AS s ON s.position = w.value
            """, [.text(page)])
        }
        guard rows.count < limit else { return }
        cursor.removed = Listed(
          values: try database.query(
            """
            SELECT n.number FROM (SELECT scenario_number FROM run_scenario WHERE run = ?) AS o
            JOIN scenario_number AS n ON n.number = o.scenario_number
            WHERE NOT EXISTS (SELECT 1 FROM scenario_row WHERE number = o.scenario_number)
            ORDER BY n.id
            """, [.int(source)]
          ) { $0.int(0) ?? 0 })
      }
      // The removed scenarios, by id.
      while rows.count < limit, let page = cursor.removed?.next(limit - rows.count) {
        rows += try query(
          "SELECT w.value AS number, 0 AS position, w.key AS rank FROM json_each(?2) AS w",
          [.text(page)])
      }
    }
    var result: [(id: String, definition: StoredDefinition)] = []
    for (id, definition, _, key) in rows {
      guard let definition else { throw missingDefinition(scenario: id, key: key) }
      result.append((id, definition))
    }
    return result
  }
}

extension Store {
  /// The definitions a run evaluated for those of these scenarios it holds, in the order given
  /// (``runDefinitionPage(run:after:limit:)`` for scenarios named by another walk).
  public func runDefinitions(run: Int, scenarios: [String]) throws(StoreError)
    -> [(id: String, definition: StoredDefinition)]
  {
    let ids = JSON.array(scenarios.map(JSON.string)).compact()
    let rows = try wrap { () throws(DatabaseError) in
      let source = try outcomesHolder(of: run)
      return try database.query(
        Store.runDefinitions(
          of: """
            SELECT n.number, 0 AS position, w.key AS rank FROM json_each(?2) AS w
            CROSS JOIN scenario_number AS n ON n.id = w.value
            WHERE EXISTS (SELECT 1 FROM run_scenario WHERE run = ?1 AND scenario_number = n.number)
            """), [.int(source), .text(ids)]
      ) { statement in
        (statement.string(0) ?? "", StoredDefinition(statement, from: 1), statement.int(5) ?? 0)
      }
    }
    var result: [(id: String, definition: StoredDefinition)] = []
    for (id, definition, key) in rows {
      guard let definition else { throw missingDefinition(scenario: id, key: key) }
      result.append((id, definition))
    }
    return result
  }
}

extension Store {
  /// The query of the definitions a run (`?1`) evaluated, with their ids, for the scenarios
  /// (`number`, `position`, `rank`) another query gives, in rank order, with the key of the
  /// hash each was evaluated from: each scenario's definition is the one of that hash. Each row
  /// is read by key (pinned by a test of its query plan): a join of the `definition` view,
  /// which joins `hash`, made SQLite build the whole view for each page. A scenario unchanged
  /// since the run reads its own row; only a changed or removed one reads the definition
  /// `definition_by_key` keeps (whose row every scenario's hash must have).
  static func runDefinitions(of scenarios: String) -> String {
    """
    SELECT n.id,
      CASE WHEN d.hash_key IS NULL THEN NULL
        WHEN s.hash_key = ro.scenario_key THEN s.definition ELSE d.definition END,
      CASE WHEN d.hash_key IS NULL THEN NULL
        WHEN s.hash_key = ro.scenario_key THEN s.space ELSE d.space END,
      CASE WHEN d.hash_key IS NULL THEN NULL
        WHEN s.hash_key = ro.scenario_key THEN s.space_index ELSE d.space_index END,
      e.position, ro.scenario_key
    FROM (\(scenarios)) AS e
    CROSS JOIN scenario_number AS n ON n.number = e.number
    CROSS JOIN run_scenario AS ro ON ro.run = ?1 AND ro.scenario_number = e.number
    LEFT JOIN scenario_row AS s ON s.number = e.number
    LEFT JOIN definition_by_key AS d ON d.hash_key = ro.scenario_key
    ORDER BY e.rank
    """
  }

  /// A scenario whose definition the `definition` view does not give: a damaged database.
  func missingDefinition(scenario: String, key: Int) -> StoreError {
    let hash = try? database.scalar("SELECT hash FROM hash WHERE id = ?", [.int(key)])?.string
    return .invalidContent(
      "scenario \(scenario): the definition view holds no definition with its hash "
        + (hash ?? "(key \(key), which the hash table does not hold)"))
  }
}
