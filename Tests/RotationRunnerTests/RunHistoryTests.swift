import Foundation
import RotationCore
import RotationMigrations
import Testing

@testable import RotationRunner
@testable import RotationStore

/// Migration 19: runs keep the expectations they were recorded with.
@Suite("Runs keep their expectations (migration 19)")
struct RunHistoryTests {
  func count(_ path: String, _ table: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", path, "SELECT count(*) FROM \(table)"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
  }

  /// A run of every profile, as version 17 recorded it: a result row keyed by its own id, an
  /// outcome row a scenario and profile.
  func recordAsVersion17(_ old: Store, _ scenarios: [Scenario]) throws {
    let profiles = try old.profiles()
    var sequences = Store.Sequences()
    // One table of names, as a run has: its outcomes then share their sequences.
    let names = NameTable()
    try old.transaction {
      try old.database.run(
        """
        INSERT INTO run (engine_version, catalogue_hash, created_at, tag, evaluated, reused)
        VALUES (?, '-', '2026-01-01T00:00:00Z', NULL, ?, 0)
        """, [.text(Engine.version), .int(scenarios.count * profiles.count)])
      let run = old.database.lastInsertedRowID
      var crashes = 0
      for (position, profile) in profiles.enumerated() {
        try old.database.run(
          "INSERT INTO run_profile (run, profile, profile_hash, position) VALUES (?, ?, ?, ?)",
          [.integer(run), .text(profile.id), .text(profile.contentHash), .int(position)])
      }
      for scenario in scenarios {
        let number = try #require(try old.number(of: scenario.id))
        for profile in profiles {
          let outcome = Evaluator(profile: profile, tracing: false).evaluate(
            PreparedScenario(scenario, names: names))
          if outcome.crashed { crashes += 1 }
          let sequence = try old.sequence(
            of: Store.SequenceKey(outcome), known: &sequences)
          try old.database.run(
            """
            INSERT INTO result (scenario_key, profile_key, engine_version, crashed, sequence)
            VALUES (?, ?, ?, ?, ?)
            """,
            [
              .integer(try old.hashKey(scenario.contentHash)),
              .integer(try old.hashKey(profile.contentHash)), .text(Engine.version),
              .bool(outcome.crashed), .integer(sequence),
            ])
          try old.database.run(
            "INSERT INTO run_outcome (run, scenario_number, profile, result) VALUES (?, ?, ?, ?)",
            [
              .integer(run), .integer(number), .text(profile.id),
              .integer(old.database.lastInsertedRowID),
            ])
        }
      }
      try old.database.run(
        "UPDATE run SET crashes = ? WHERE id = ?", [.int(crashes), .integer(run)])
    }
  }

  @Test(
    "A version-17 database's runs are carried forward; new runs keep each set of expectations once")
  func carriedForward() throws {
    let file = try TemporaryDatabase()
    let scenarios = Array(builtIn.scenarios.prefix(3))
    let withExpectations = scenarios.filter { !$0.expectations.isEmpty }.count
    #expect(withExpectations > 0)
    do {
      let old = try Store(
        path: file.path, create: true,
        migrations: Migration.embedded.filter { $0.version <= 17 })
      // Today's import and steps write the columns versions 18, 23 and 24 add: there for the
      // writes only.
      let later = [
        ("expectation", "asked"), ("expectation", "not_asked"), ("sequence_step", "asked"),
        ("expectation", "known_difference_rule"), ("expectation", "known_difference_reason"),
        ("expectation", "letterboxed"), ("sequence_step", "letterboxed"),
      ]
      for (table, column) in later {
        let type = column == "letterboxed" ? "INTEGER" : "TEXT"
        try old.database.execute("ALTER TABLE \(table) ADD COLUMN \(column) \(type)")
      }
      _ = try old.importScenarios(scenarios)
      try recordAsVersion17(old, scenarios)
      for (table, column) in later {
        try old.database.execute("ALTER TABLE \(table) DROP COLUMN \(column)")
      }
    }
    let store = try file.open()
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
    let runner = Runner(store: store)
    // The old run kept none: it is judged by the current expectations, and says so.
    #expect(try store.keptExpectations(run: 1) == nil)
    let second = try runner.run().run
    let third = try runner.run().run
    let kept = try #require(try store.keptExpectations(run: second))
    #expect(kept.count == withExpectations)
    #expect(try store.keptExpectations(run: third) == kept)
    // Unchanged expectations are stored once, whatever the number of runs.
    #expect(try count(file.path, "expectation_set") == "\(withExpectations)")
    #expect(try count(file.path, "run_expectation") == "\(2 * withExpectations)")
    let history = try runner.history()
    #expect(history.map(\.keptExpectations) == [false, true, true])
    #expect(history.map(\.listing.complete) == [true, true, true])
    let comparison = try runner.diff(runs: 1, second)
    #expect(
      comparison.notes.first
        == "Run 1 was recorded before runs kept their expectations: it is judged by the "
        + "current expectations, the other by those recorded with it.")
  }
}
