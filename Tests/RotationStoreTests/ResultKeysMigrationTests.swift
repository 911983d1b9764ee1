import Foundation
import RotationCore
import RotationMigrations
import Testing

@testable import RotationStore

/// Migration 20: a result's id is its key, and a run keeps one row a scenario.
@Suite("Migration 20: results and outcomes keyed by what they are")
struct ResultKeysMigrationTests {
  /// A version-19 file with three runs: every profile under engine "4"; two profiles under
  /// engine "5"; an unchanged re-run of the second.
  func olderFile(dropping: Bool = false) throws -> (TemporaryDatabase, [String: [String]]) {
    let file = try TemporaryDatabase()
    let old = try file.open(migrations: Migration.embedded.filter { $0.version < 20 })
    var scenarios = Array(builtIn.scenarios.prefix(6))
    // A wrong expectation, for run_mismatch.
    scenarios[0].expectations[0].interfaceOrientation =
      scenarios[0].expectations[0].interfaceOrientation == .portrait ? .landscapeLeft : .portrait
    _ = try withLaterExpectationColumns(old, since: 19) { try old.importScenarios(scenarios) }
    let profiles = try old.profiles()
    var sequences = Store.Sequences()
    // One table of names, as a run has: its outcomes then share their sequences.
    let names = NameTable()
    // Today's steps write the column version 24 adds: there for the writes only.
    try old.database.execute("ALTER TABLE sequence_step ADD COLUMN letterboxed INTEGER")
    try old.transaction {
      for (engine, chosen) in [("4", profiles), ("5", [profiles[0], profiles[2]])] {
        let run = try insertRunBefore20(old, engine: engine, profiles: chosen)
        for scenario in scenarios {
          let number = try #require(try old.number(of: scenario.id))
          for profile in chosen {
            let outcome = Evaluator(profile: profile, tracing: false).evaluate(
              PreparedScenario(scenario, names: names))
            let result = try insertResultBefore20(
              old, outcome, scenario: try old.hashKey(scenario.contentHash),
              profile: try old.hashKey(profile.contentHash), engine: engine,
              sequences: &sequences)
            try old.database.run(
              "INSERT INTO run_outcome (run, scenario_number, profile, result) VALUES (?, ?, ?, ?)",
              [.int(run), .integer(number), .text(profile.id), .integer(result)])
          }
        }
        try old.database.run(
          "UPDATE run SET evaluated = ? WHERE id = ?",
          [.int(scenarios.count * chosen.count), .int(run)])
      }
      let rerun = try insertRunBefore20(old, engine: "5", profiles: [profiles[0], profiles[2]])
      try old.database.run(
        "UPDATE run SET same_as = 2, reused = ? WHERE id = ?",
        [.int(scenarios.count * 2), .int(rerun)])
      if dropping {
        try old.database.run(
          "DELETE FROM run_outcome WHERE run = 1 AND profile = ?",
          [
            .text(profiles[1].id)
          ])
      }
    }
    try old.database.execute("ALTER TABLE sequence_step DROP COLUMN letterboxed")
    var read: [String: [String]] = [:]
    for sql in Self.views { read[sql] = try rows(old, sql) }
    for view in resultViews {
      read[view.view] = try resultRows(
        old, view: view.view, column: view.column, keys: resultKeysBefore20, order: view.order)
    }
    read["keys"] = try rows(
      old,
      "SELECT scenario_key, profile_key, engine_version, crashed, sequence FROM result ORDER BY 1, 2, 3"
    )
    return (file, read)
  }

  static let views = [
    "SELECT * FROM outcome ORDER BY run, scenario, profile, step",
    "SELECT * FROM run_mismatch ORDER BY run, scenario, profile, step, field",
    "SELECT * FROM latest_final_orientation ORDER BY scenario, profile",
    "SELECT run, scenario_number, profile FROM run_outcome ORDER BY 1, 2, 3",
  ]

  @Test("Every view reads the same rows, each result keeps its keys, one row a run's scenario")
  func carried() throws {
    let (file, before) = try olderFile()
    #expect(before.values.allSatisfy { !$0.isEmpty })
    let store = try file.open()
    for sql in Self.views { #expect(try rows(store, sql) == before[sql], "\(sql)") }
    for view in resultViews {
      let after = try resultRows(
        store, view: view.view, column: view.column, keys: resultKeys, order: view.order)
      #expect(after == before[view.view], "\(view.view)")
    }
    #expect(
      try rows(
        store,
        "SELECT scenario_key, profile_key, engine_version, crashed, sequence FROM result_keyed ORDER BY 1, 2, 3"
      ) == before["keys"])
    // Runs 1 and 2 each keep their 6 scenarios once, whatever their profiles.
    #expect(
      try rows(store, "SELECT run, count(*) FROM run_scenario GROUP BY run") == ["1|6", "2|6"])
    #expect(try rows(store, "SELECT count(*) FROM result_kind") == ["\(9 + 2)"])
    // The migrated runs are whole, and a run recorded now reuses their results.
    for run in try store.runs() { try store.checkWhole(run) }
  }

  @Test("A run that is not its scenarios by its profiles stops the migration; the file is kept")
  func refused() throws {
    let (file, _) = try olderFile(dropping: true)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: file.path))
    #expect(throws: StoreError.self) { try file.open() }
    #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == bytes)
  }
}
