import Foundation
import RotationCore
import RotationMigrations
import Testing

@testable import RotationStore

/// Migration 17 (catalogue-format §8.5): the expectation table gains the columns of
/// `windowOrientations`, `notifiedIncludes` and `notifiedExcludes`, and the mismatch view their
/// comparisons.
@Suite("Migration 17: the §8.5 expectation keys")
struct ExpectationKeysMigrationTests {
  @Test(
    "Version 17 adds the §8.5 expectation keys: a version-16 file's expectations and mismatches read the same"
  )
  func expectationKeysAdded() throws {
    let older = Migration.embedded.filter { $0.version <= 16 }
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
    do {
      let old = try file.open(migrations: older)
      _ = try old.importScenarios(
        scenarios.map {
          var scenario = $0
          scenario.expectations = []
          return scenario
        })
      // The expectations as version 16 kept them (its import wrote these columns).
      let columns = OutcomeField.expectationColumns.enumerated().filter {
        // (and without version 18's asked and not_asked, and 24's letterboxed)
        ![
          "window_orientations", "notified_includes", "notified_excludes", "asked", "not_asked",
          "letterboxed",
        ].contains($0.element)
      }
      let insert =
        "INSERT INTO expectation (scenario_number, position, profile, profile_index, step, "
        + columns.map { $0.element + ", " }.joined() + "evidence, source, confidence) VALUES (?"
        + String(repeating: ", ?", count: columns.count + 7) + ")"
      for scenario in scenarios {
        let number = try #require(try old.number(of: scenario.id))
        for (position, expectation) in scenario.expectations.enumerated() {
          let values = expectation.storedValues
          for (index, profile) in expectation.profiles.enumerated() {
            try old.database.run(
              insert,
              [
                .integer(number), .int(position), .text(profile), .int(index),
                .int(expectation.step),
              ] + columns.map { SQLValue(values[$0.offset]) }
                + [
                  .text(expectation.evidence.rawValue), .string(expectation.source),
                  .string(expectation.confidence?.rawValue),
                ])
          }
        }
      }
      // A run of them, as version 16 recorded it: today's insert also writes `asked`, which
      // version 18 adds, and `letterboxed` (24), so they are there for the insert only.
      try old.database.execute("ALTER TABLE sequence_step ADD COLUMN asked TEXT")
      try old.database.execute("ALTER TABLE sequence_step ADD COLUMN letterboxed INTEGER")
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
      try old.database.execute("ALTER TABLE sequence_step DROP COLUMN letterboxed")
      try old.database.execute("ALTER TABLE sequence_step DROP COLUMN asked")
      before = try views.map { try rows(old, $0) }
      #expect(before.allSatisfy { !$0.isEmpty })
      expectationRows = try rows(
        old, "SELECT * FROM expectation ORDER BY scenario_number, position, profile")
    }
    let store = try file.open()
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
    for (sql, rowsBefore) in zip(views, before) {
      #expect(try rows(store, sql) == rowsBefore, "\(sql)")
    }
    // The new columns come last, empty.
    #expect(
      try rows(store, "SELECT * FROM expectation ORDER BY scenario_number, position, profile")
        == expectationRows.map { $0 + "|NULL|NULL|NULL|NULL|NULL|NULL|NULL|NULL" })
    let read = try store.expectations(of: scenarios.map(\.id))
    for scenario in scenarios {
      #expect(read[scenario.id] ?? [] == scenario.expectations, "\(scenario.id)")
    }
    // And the migrated file keeps the new keys.
    var stated = scenarios[1]
    stated.expectations = [
      Expectation(
        profiles: ["8"], step: 0,
        windowOrientations: [WindowOrientation(window: "main", orientation: .portrait)],
        notifiedIncludes: ["a"], notifiedExcludes: ["b", "c"], evidence: .inferred)
    ]
    _ = try store.importScenarios([stated])
    #expect(try store.expectations(of: stated.id) == stated.expectations)
  }
}
