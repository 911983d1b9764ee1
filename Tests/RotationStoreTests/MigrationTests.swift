import Foundation
import RotationCore
import RotationMigrations
import RotationSpace
import Testing

@testable import RotationStore

@Suite("Migrations")
struct MigrationTests {
  /// Imports scenarios with their tags and expectations into a database of an earlier version,
  /// with the columns every version since the first has (today's import writes columns that
  /// older versions lack): a new id is added at the end, a known one updated in place.
  func importAsBefore(_ store: Store, _ scenarios: [Scenario]) throws {
    try store.transaction {
      for scenario in scenarios {
        let known = try store.database.scalar(
          "SELECT count(*) FROM scenario WHERE id = ?", [.text(scenario.id)])?.int
        try store.database.run(
          known == 0
            ? """
            INSERT INTO scenario (title, device, definition, hash, id, position)
            VALUES (?, ?, ?, ?, ?, (SELECT coalesce(max(position), -1) + 1 FROM scenario))
            """
            : "UPDATE scenario SET title = ?, device = ?, definition = ?, hash = ? WHERE id = ?",
          [
            .text(scenario.title), .text(scenario.device.rawValue),
            .text(scenario.definition.compact()), .text(scenario.contentHash), .text(scenario.id),
          ])
        try store.database.run("DELETE FROM scenario_tag WHERE scenario = ?", [.text(scenario.id)])
        for (position, tag) in scenario.tags.enumerated() {
          try store.database.run(
            "INSERT INTO scenario_tag (scenario, tag, position) VALUES (?, ?, ?)",
            [.text(scenario.id), .text(tag), .int(position)])
        }
        try store.database.run("DELETE FROM expectation WHERE scenario = ?", [.text(scenario.id)])
        // Only the columns the version has: a field kept by a later one is left out.
        let kept = Set(
          try store.database.query("SELECT name FROM pragma_table_info('expectation')") {
            $0.string(0) ?? ""
          })
        let fields = OutcomeField.expectationColumns.enumerated().filter {
          kept.contains($0.element)
        }
        let insert =
          "INSERT INTO expectation (scenario, position, profile, profile_index, step, "
          + fields.map { $0.element + ", " }.joined() + "evidence, source) VALUES (?"
          + String(repeating: ", ?", count: fields.count + 6) + ")"
        for (position, expectation) in scenario.expectations.enumerated() {
          let values = expectation.storedValues
          for (index, profile) in expectation.profiles.enumerated() {
            try store.database.run(
              insert,
              [
                .text(scenario.id), .int(position), .text(profile), .int(index),
                .int(expectation.step),
              ] + fields.map { SQLValue(values[$0.offset]) }
                + [.text(expectation.evidence.rawValue), .string(expectation.source)])
          }
        }
      }
    }
  }

  /// Adds a scenario to a database of version 14 or later, as its numbered tables keep it.
  func insertNumbered(_ store: Store, _ scenario: Scenario, position: Int) throws {
    try store.database.run("INSERT INTO scenario_number (id) VALUES (?)", [.text(scenario.id)])
    try store.database.run(
      "INSERT OR IGNORE INTO hash (hash) VALUES (?)", [.text(scenario.contentHash)])
    try store.database.run(
      """
      INSERT INTO scenario_row (number, position, title, device, hash_key, definition)
      VALUES ((SELECT number FROM scenario_number WHERE id = ?), ?, ?, ?,
              (SELECT id FROM hash WHERE hash = ?), ?)
      """,
      [
        .text(scenario.id), .int(position), .text(scenario.title),
        .text(scenario.device.rawValue), .text(scenario.contentHash),
        .text(scenario.definition.compact()),
      ])
  }

  /// Removes a scenario from a database of an earlier version (before 14), as its table was.
  func removeAsBefore(_ store: Store, _ id: String) throws {
    try store.database.run("DELETE FROM scenario WHERE id = ?", [.text(id)])
  }

  /// The definitions, tags and expectations, each naming its scenario by id as versions before
  /// 14 did (the latest version names them by number).
  func byID(_ store: Store) throws -> [String] {
    // The expectation columns version 14 had (later versions add theirs at the end).
    let added = [
      "confidence", "through", "window_orientations", "notified_includes", "notified_excludes",
      "asked", "not_asked", "known_difference_rule", "known_difference_reason", "letterboxed",
    ]
    let columns = try store.database.query(
      "SELECT name FROM pragma_table_info('expectation') ORDER BY cid"
    ) { $0.string(0) ?? "" }.filter { $0 != "scenario_number" && !added.contains($0) }
    return try rows(store, "SELECT hash, definition FROM definition ORDER BY hash")
      + rows(
        store,
        """
        SELECT n.id, t.tag, t.position FROM scenario_tag AS t
        JOIN scenario_number AS n ON n.number = t.scenario_number ORDER BY n.id, t.tag
        """)
      + rows(
        store,
        "SELECT n.id, " + columns.map { "e." + $0 }.joined(separator: ", ")
          + " FROM expectation AS e JOIN scenario_number AS n ON n.number = e.scenario_number"
          + " ORDER BY n.id, e.position, e.profile")
  }

  /// The hashes of the definition rows holding (or not) a text, sorted.
  func keptHashes(_ store: Store, holding: Bool) throws -> [String] {
    try rows(
      store,
      """
      SELECT h.hash FROM definition_row AS d JOIN hash AS h ON h.id = d.hash_key
      WHERE d.definition IS \(holding ? "NOT NULL" : "NULL") ORDER BY 1
      """)
  }

  @Test("A new file is migrated to the latest version with its bookkeeping rows")
  func fromEmpty() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
    let rows = try store.database.query(
      "SELECT version, name FROM schema_migration ORDER BY version"
    ) {
      "\($0.int(0) ?? 0) \($0.string(1) ?? "")"
    }
    #expect(rows == Migration.embedded.map { "\($0.version) \($0.name)" })
    #expect(try store.profiles().map(\.id) == Profile.builtIn.map(\.id))
  }

  @Test("A database at each earlier version is migrated, keeping its data")
  func fromEachEarlierVersion() throws {
    let all = Migration.embedded.sorted { $0.version < $1.version }
    for count in 1..<all.count {
      let file = try TemporaryDatabase()
      do {
        let old = try file.open(migrations: Array(all.prefix(count)))
        #expect(try old.schemaVersion == all[count - 1].version)
        // Rows as every version since the first keeps them (today's import writes columns
        // that older versions lack); from 14 on, today's import of scenarios without
        // expectations.
        if all[count - 1].version >= 14 {
          _ = try old.importScenarios(
            builtIn.scenarios.prefix(3).map {
              var scenario = $0
              scenario.expectations = []
              return scenario
            })
        } else {
          for (position, scenario) in builtIn.scenarios.prefix(3).enumerated() {
            try old.database.run(
              "INSERT INTO scenario (id, position, title, device, definition, hash) VALUES (?, ?, ?, ?, ?, ?)",
              [
                .text(scenario.id), .int(position), .text(scenario.title),
                .text(scenario.device.rawValue), .text(scenario.definition.compact()),
                .text(scenario.contentHash),
              ])
          }
        }
      }
      let store = try file.open()
      #expect(try store.schemaVersion == all.last?.version)
      #expect(try store.scenarios().map(\.id) == builtIn.scenarios.prefix(3).map(\.id))
    }
  }

  @Test(
    "Versions 8 to 10 carry a recorded run: its outcomes, definitions and views' rows unchanged")
  func sequencesCarryRuns() throws {
    let older = Migration.embedded.filter { $0.version <= 7 }
    let file = try TemporaryDatabase()
    let scenarios = Array(builtIn.scenarios.prefix(12))
    var expected: [Outcome] = []
    let views = [
      "SELECT * FROM outcome ORDER BY run, scenario, profile, step",
      "SELECT * FROM latest_final_orientation ORDER BY scenario, profile",
      "SELECT * FROM run_mismatch ORDER BY scenario, profile, step, field",
    ]
    var before: [[String]] = []
    var resultsBefore: [[String]] = []
    do {
      let old = try file.open(migrations: older)
      try importAsBefore(old, scenarios)
      // Expectations the run does not meet, for run_mismatch.
      try old.database.execute(
        """
        UPDATE expectation SET interface_orientation = CASE interface_orientation
          WHEN 'portrait' THEN 'landscapeLeft' ELSE 'portrait' END
        WHERE interface_orientation IS NOT NULL
        """)
      let profiles = try old.profiles()
      // A run as version 7 recorded it: each result with its own steps in result_step, without
      // what later versions keep (asked, version 18; letterboxed, 24).
      let kept = OutcomeField.storeColumns.enumerated().filter {
        !["asked", "letterboxed"].contains($0.element)
      }
      let insertStep =
        "INSERT INTO result_step (result, " + kept.map(\.element).joined(separator: ", ")
        + ") VALUES (?" + String(repeating: ", ?", count: kept.count) + ")"
      try old.transaction {
        let run = try insertRunBefore20(old, engine: Engine.version, profiles: profiles)
        for scenario in scenarios {
          for profile in profiles {
            let outcome = Evaluator(profile: profile, tracing: false).evaluate(scenario)
            try old.database.run(
              """
              INSERT INTO result (scenario_hash, profile_hash, engine_version, crashed, micros)
              VALUES (?, ?, ?, ?, 7)
              """,
              [
                .text(scenario.contentHash), .text(profile.contentHash), .text(Engine.version),
                .bool(outcome.crashed),
              ])
            let result = old.database.lastInsertedRowID
            for step in outcome.steps {
              let values = step.storedValues
              try old.database.run(
                insertStep, [.integer(result)] + kept.map { SQLValue(values[$0.offset]) })
            }
            try old.database.run(
              "INSERT INTO run_outcome (run, scenario, profile, result) VALUES (?, ?, ?, ?)",
              [.int(run), .text(scenario.id), .text(profile.id), .integer(result)])
            expected.append(outcome)
          }
        }
        // As version 7 finished a run, without the count of its crashes (version 12).
        try old.database.run(
          "UPDATE run SET evaluated = ? WHERE id = ?", [.int(expected.count), .int(run)])
      }
      before = try views.map { try rows(old, $0) }
      #expect(before.allSatisfy { !$0.isEmpty })
      // Version 7 kept a result's hashes in its row.
      resultsBefore = try resultViews.map {
        try resultRows(
          old, view: $0.view, column: $0.column,
          keys: "SELECT id, scenario_hash, profile_hash, engine_version FROM result",
          order: $0.order)
      }
      #expect(resultsBefore.allSatisfy { !$0.isEmpty })
    }
    let store = try file.open()
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
    for (sql, rowsBefore) in zip(views, before) {
      #expect(try rows(store, sql) == rowsBefore, "\(sql)")
    }
    for (view, rowsBefore) in zip(resultViews, resultsBefore) {
      let after = try resultRows(
        store, view: view.view, column: view.column, keys: resultKeys, order: view.order)
      #expect(after == rowsBefore, "\(view.view)")
    }
    #expect(try store.outcomes(run: 1) == expected.map(\.withoutAsked))
    // Version 12 counted the run's crashes from its outcomes.
    let crashes = expected.filter(\.crashed).count
    #expect(crashes > 0)
    #expect(try store.crashCount(run: 1) == crashes)
    // The run's definitions, kept by hash, read as they were.
    var cursor = Store.RunScenarioCursor()
    let described = try store.runDefinitionPage(run: 1, after: &cursor, limit: 100)
    #expect(
      described.map(\.definition)
        == scenarios.map { Store.StoredDefinition.text($0.definition.compact()) })
    #expect(try rows(store, "SELECT count(*) FROM definition") == ["\(scenarios.count)"])
    // Each older result keeps a sequence of its own, without a digest.
    #expect(
      try rows(store, "SELECT count(*), count(digest) FROM sequence") == ["\(expected.count)|0"])
    #expect(try rows(store, "SELECT count(DISTINCT sequence) FROM result") == ["\(expected.count)"])

    // The same outcomes recorded today share their sequences, and read the same in the views.
    var sequences = Store.Sequences()
    // One table of names, as a run has: its outcomes then share their sequences.
    let names = NameTable()
    let profiles = try store.profiles()
    try store.transaction {
      let run = try store.insertRun(
        engine: "today", catalogueHash: "-", tag: nil, evaluated: 0, reused: 0,
        profiles: profiles)
      for scenario in scenarios {
        for profile in profiles {
          let outcome = Evaluator(profile: profile, tracing: false).evaluate(
            PreparedScenario(scenario, names: names))
          let result = try store.insertResult(
            outcome, scenario: try store.hashKey(scenario.contentHash),
            profile: try store.hashKey(profile.contentHash), engine: "today",
            sequences: &sequences)
          try store.insertRunOutcome(
            run: run, scenario: try #require(try store.number(of: scenario.id)),
            profile: profile.id, result: result)
        }
      }
      try store.finishRun(
        run, catalogueHash: "-", evaluated: expected.count, reused: 0, crashes: crashes)
    }
    #expect(try store.crashCount(run: 2) == crashes)
    #expect(sequences.count < expected.count / 2, "\(sequences.count) of \(expected.count)")
    #expect(
      try rows(store, "SELECT count(*) FROM sequence WHERE digest IS NOT NULL")
        == ["\(sequences.count)"])
    #expect(try store.outcomes(run: 2) == expected)
    for view in ["outcome", "run_mismatch"] {
      let columns = "SELECT * FROM \(view) WHERE run = ? ORDER BY scenario, profile, step"
      let first = try rows(store, columns.replacingOccurrences(of: "?", with: "1"))
      let second = try rows(store, columns.replacingOccurrences(of: "?", with: "2"))
      #expect(
        second.map { $0.dropFirst(2) }.sorted() == first.map { $0.dropFirst(2) }.sorted(),
        "\(view)")
      #expect(!first.isEmpty, "\(view)")
    }
  }

  @Test("A database written by a newer version is refused with the version it needs")
  func newer() throws {
    let file = try TemporaryDatabase()
    do {
      let store = try file.open()
      try store.database.execute(
        "INSERT INTO schema_migration (version, name) VALUES (99, 'future')")
    }
    let latest = Migration.embedded.map(\.version).max() ?? 0
    #expect(throws: StoreError.newerSchema(path: file.path, found: 99, known: latest)) {
      try file.open()
    }
  }

  @Test("A failing migration rolls back whole and rethrows SQLite's error")
  func failing() throws {
    let file = try TemporaryDatabase()
    let latest = Migration.embedded.map(\.version).max() ?? 0
    let broken =
      Migration.embedded + [
        Migration(
          version: latest + 1, name: "broken",
          sql: "CREATE TABLE half_done (x INTEGER); INSERT INTO no_such_table VALUES (1);")
      ]
    do {
      _ = try file.open()
    }
    do {
      _ = try file.open(migrations: broken)
      Issue.record("the broken migration succeeded")
    } catch let error as StoreError {
      guard case .sqlite(let sqlite) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(sqlite.message == "no such table: no_such_table")
      #expect(
        sqlite.description.hasPrefix(
          "SQLite error 1: no such table: no_such_table - while executing CREATE TABLE half_done"))
    }
    let store = try file.open()
    #expect(try store.schemaVersion == latest)
    #expect(
      try store.database.scalar("SELECT count(*) FROM sqlite_schema WHERE name = 'half_done'")?.int
        == 0)
  }

  @Test("A migration runs with foreign keys off and must leave every reference whole")
  func danglingReferences() throws {
    let file = try TemporaryDatabase()
    let latest = Migration.embedded.map(\.version).max() ?? 0
    do {
      let store = try file.open()
      _ = try store.importScenarios(builtIn.scenarios.prefix(2))
    }
    let before = try dump(try file.open())
    // Removing a scenario under foreign keys would cascade to its tags and expectations; here
    // it leaves them (SQLite's check meets the expectations first).
    let dangling =
      Migration.embedded + [
        Migration(
          version: latest + 1, name: "dangling",
          sql: "DELETE FROM scenario_row WHERE position = 0;")
      ]
    #expect(
      throws: StoreError.invalidContent(
        "migration \(latest + 1) (dangling) left rows of 'expectation' referring to rows that "
          + "do not exist")
    ) { try file.open(migrations: dangling) }
    let store = try file.open()
    #expect(try dump(store) == before)
    #expect(try store.schemaVersion == latest)
    // Every connection enforces them once opened.
    #expect(try rows(store, "PRAGMA foreign_keys") == ["1"])
  }
}
