import Foundation
import RotationCore
import RotationMigrations
import Testing

@testable import RotationStore

/// Migration 18 (catalogue-format §8.4, §8.5): each step keeps the methods UIKit called
/// (`asked`), the expectation table the calls that must (must not) be among them, and the
/// mismatch view compares them.
@Suite("Migration 18: asked")
struct AskedMigrationTests {
  @Test(
    "Version 18 adds asked: a version-17 file's outcomes, expectations and mismatches read the same"
  )
  func askedAdded() throws {
    let older = Migration.embedded.filter { $0.version <= 17 }
    let file = try TemporaryDatabase()
    var scenarios = Array(builtIn.scenarios.prefix(4))
    // A wrong expectation, for run_mismatch.
    scenarios[0].expectations[0].interfaceOrientation =
      scenarios[0].expectations[0].interfaceOrientation == .portrait ? .landscapeLeft : .portrait
    let views = [
      "SELECT * FROM run_mismatch ORDER BY scenario, profile, step, field",
      "SELECT * FROM latest_mismatch ORDER BY scenario, profile, step, field",
    ]
    var before: [[String]] = []
    var expectationRows: [String] = []
    var stepRows: [String] = []
    do {
      let old = try file.open(migrations: older)
      #expect(try old.schemaVersion == 17)
      // Today's import and steps write the new columns (and version 24's letterboxed): they are
      // there for the writes only.
      try old.database.execute("ALTER TABLE expectation ADD COLUMN asked TEXT")
      try old.database.execute("ALTER TABLE expectation ADD COLUMN not_asked TEXT")
      try old.database.execute("ALTER TABLE sequence_step ADD COLUMN asked TEXT")
      try old.database.execute("ALTER TABLE sequence_step ADD COLUMN letterboxed INTEGER")
      _ = try withLaterExpectationColumns(old, since: 17) { try old.importScenarios(scenarios) }
      let profiles = try old.profiles()
      var sequences = Store.Sequences()
      // One table of names, as a run has: its outcomes then share their sequences.
      let names = NameTable()
      try old.transaction {
        let run = try insertRunBefore20(old, engine: Engine.version, profiles: profiles)
        var count = 0
        for scenario in scenarios {
          let number = try #require(try old.number(of: scenario.id))
          for profile in profiles {
            let outcome = Evaluator(profile: profile, tracing: false).evaluate(
              PreparedScenario(scenario, names: names))
            let result = try insertResultBefore20(
              old, outcome, scenario: try old.hashKey(scenario.contentHash),
              profile: try old.hashKey(profile.contentHash), engine: Engine.version,
              sequences: &sequences)
            try old.database.run(
              "INSERT INTO run_outcome (run, scenario_number, profile, result) VALUES (?, ?, ?, ?)",
              [.int(run), .integer(number), .text(profile.id), .integer(result)])
            count += 1
          }
        }
        try old.finishRun(run, catalogueHash: "-", evaluated: count, reused: 0, crashes: 0)
      }
      try old.database.execute("ALTER TABLE expectation DROP COLUMN asked")
      try old.database.execute("ALTER TABLE expectation DROP COLUMN not_asked")
      try old.database.execute("ALTER TABLE sequence_step DROP COLUMN letterboxed")
      try old.database.execute("ALTER TABLE sequence_step DROP COLUMN asked")
      before = try views.map { try rows(old, $0) }
      #expect(before.allSatisfy { !$0.isEmpty })
      expectationRows = try rows(
        old, "SELECT * FROM expectation ORDER BY scenario_number, position, profile")
      stepRows = try rows(old, "SELECT * FROM sequence_step ORDER BY sequence, step")
    }
    let store = try file.open()
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
    for (sql, rowsBefore) in zip(views, before) {
      #expect(try rows(store, sql) == rowsBefore, "\(sql)")
    }
    // The new columns come last, empty, and later versions' after them (23's knownDifference,
    // 24's letterboxed); an older step reads as nothing asked.
    #expect(
      try rows(store, "SELECT * FROM expectation ORDER BY scenario_number, position, profile")
        == expectationRows.map { $0 + "|NULL|NULL|NULL|NULL|NULL" })
    #expect(
      try rows(store, "SELECT * FROM sequence_step ORDER BY sequence, step")
        == stepRows.map { $0 + "|NULL|NULL" })
    let values = try store.database.query(
      "SELECT \(OutcomeField.storeColumns.joined(separator: ", ")) FROM sequence_step LIMIT 1"
    ) { row in (0..<OutcomeField.storeColumns.count).map { StoredValue(row.value(Int32($0))) } }
    #expect(try StepOutcome(stored: try #require(values.first)).asked == [])
    // And the migrated file keeps the new keys and outcomes.
    var stated = scenarios[1]
    stated.expectations = [
      Expectation(
        profiles: ["16+"], step: 0, asked: ["nav.supportedInterfaceOrientations"],
        notAsked: ["nav.shouldAutorotate", "application.supportedInterfaceOrientationsForWindow"],
        evidence: .inferred)
    ]
    _ = try store.importScenarios([stated])
    #expect(try store.expectations(of: stated.id) == stated.expectations)
  }
}
