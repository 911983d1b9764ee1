import Foundation
import RotationCore
import RotationMigrations
import Testing

@testable import RotationStore

/// Migration 23 (catalogue-format §9.2): the expectation table gains the columns of
/// `knownDifference`, its rule and its reason, both or neither.
@Suite("Migration 23: the expectation key knownDifference")
struct KnownDifferenceMigrationTests {
  /// Two scenarios of the built-in catalogue, one of them with a wrong expectation for the
  /// mismatch views.
  static func scenarios() -> [Scenario] {
    var scenarios = Array(builtIn.scenarios.prefix(2))
    scenarios[0].expectations[0].interfaceOrientation =
      scenarios[0].expectations[0].interfaceOrientation == .portrait ? .landscapeLeft : .portrait
    return scenarios
  }

  /// A file at the version before 23 holding the scenarios, their expectations as that version
  /// kept them, and a run of them; with its expectation rows. (Its views are those of an older
  /// views.sql, not at hand: the test makes none there.)
  static func olderFile(_ scenarios: [Scenario]) throws -> (
    TemporaryDatabase, expectations: [String]
  ) {
    let file = try TemporaryDatabase()
    let old = try file.open(migrations: Migration.embedded.filter { $0.version < 23 })
    _ = try old.importScenarios(
      scenarios.map {
        var scenario = $0
        scenario.expectations = []
        return scenario
      })
    // The expectation columns version 22 had: without version 24's letterboxed.
    let columns = OutcomeField.expectationColumns.enumerated().filter {
      $0.element != "letterboxed"
    }
    let insert =
      "INSERT INTO expectation (scenario_number, position, profile, profile_index, step, through, "
      + columns.map { $0.element + ", " }.joined() + "evidence, source, confidence) VALUES (?"
      + String(repeating: ", ?", count: columns.count + 8) + ")"
    let profiles = try old.profiles()
    let names = NameTable()
    var sequences = Store.Sequences()
    // Today's steps write the column version 24 adds: there for the writes only.
    try old.database.execute("ALTER TABLE sequence_step ADD COLUMN letterboxed INTEGER")
    try old.transaction {
      for scenario in scenarios {
        let number = try #require(try old.number(of: scenario.id))
        for (position, expectation) in scenario.expectations.enumerated() {
          let values = expectation.storedValues
          for (index, profile) in expectation.profiles.enumerated() {
            try old.database.run(
              insert,
              [
                .integer(number), .int(position), .text(profile), .int(index),
                .int(expectation.step), .int(expectation.through),
              ] + columns.map { SQLValue(values[$0.offset]) } + [
                .text(expectation.evidence.rawValue), .string(expectation.source),
                .string(expectation.confidence?.rawValue),
              ])
          }
        }
      }
      // A run, recorded without keeping its expectations (that reads today's columns).
      let run = try old.insertRun(
        engine: Engine.version, catalogueHash: "-", tag: nil, evaluated: 0, reused: 0,
        profiles: profiles)
      for scenario in scenarios {
        let number = try #require(try old.number(of: scenario.id))
        for profile in profiles {
          let outcome = Evaluator(profile: profile, tracing: false).evaluate(
            PreparedScenario(scenario, names: names))
          let result = try old.insertResult(
            outcome, scenario: try old.hashKey(scenario.contentHash),
            profile: try old.hashKey(profile.contentHash), engine: Engine.version,
            sequences: &sequences)
          try old.insertRunOutcome(run: run, scenario: number, profile: profile.id, result: result)
        }
      }
      try old.database.run(
        "UPDATE run SET evaluated = ? WHERE id = ?",
        [.int(scenarios.count * profiles.count), .int(run)])
    }
    try old.database.execute("ALTER TABLE sequence_step DROP COLUMN letterboxed")
    let expectations = try rows(
      old, "SELECT * FROM expectation ORDER BY scenario_number, position, profile")
    return (file, expectations)
  }

  /// The mismatches verify finds for the scenarios under every built-in profile, as the
  /// mismatch views list them.
  static func verified(_ scenarios: [Scenario]) -> [String] {
    var check = Check()
    for scenario in scenarios {
      for profile in Profile.builtIn {
        check.add(Evaluator(profile: profile).evaluate(scenario), of: scenario)
      }
    }
    return check.failures.map {
      [
        $0.scenario, $0.profile, "\($0.step)", $0.field, $0.wanted, $0.got, $0.evidence.rawValue,
        $0.source ?? "NULL",
      ].joined(separator: "|")
    }.sorted()
  }

  @Test(
    "Version 23 adds knownDifference: an older file's expectations read the same, its mismatches as verify finds them"
  )
  func added() throws {
    let scenarios = Self.scenarios()
    let (file, expectationRows) = try Self.olderFile(scenarios)
    let store = try file.open()
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
    let wanted = Self.verified(scenarios)
    #expect(!wanted.isEmpty)
    for view in ["run_mismatch", "latest_mismatch"] {
      #expect(
        try rows(
          store,
          "SELECT scenario, profile, step, field, wanted, got, evidence, source FROM \(view)"
        ).sorted() == wanted, "\(view)")
    }
    // The new columns come last, empty (version 24's after them).
    #expect(
      try rows(store, "SELECT * FROM expectation ORDER BY scenario_number, position, profile")
        == expectationRows.map { $0 + "|NULL|NULL|NULL" })
    let read = try store.expectations(of: scenarios.map(\.id))
    for scenario in scenarios {
      #expect(read[scenario.id] ?? [] == scenario.expectations, "\(scenario.id)")
    }
    // The migrated file keeps the key.
    var marked = scenarios[1]
    marked.expectations[0].knownDifference = KnownDifference(
      rule: "R8.7", reason: "one report, unconfirmed")
    _ = try store.importScenarios([marked])
    #expect(try store.expectations(of: marked.id) == marked.expectations)
    #expect(
      try rows(
        store,
        "SELECT DISTINCT known_difference_rule, known_difference_reason FROM expectation "
          + "WHERE known_difference_rule IS NOT NULL"
      ) == ["R8.7|one report, unconfirmed"])
  }

  @Test("A version-22 file whose views an older views.sql made opens, with today's views")
  func olderViews() throws {
    let file = try TemporaryDatabase()
    do {
      let old = try file.open(migrations: Migration.embedded.filter { $0.version <= 22 })
      // As a rotationdb of version 22 left it: views made from its views.sql.
      let older = "CREATE VIEW latest_run AS SELECT max(id) AS id FROM run;\n"
      try old.database.execute(older)
      try old.database.run(
        "INSERT INTO schema_views (id, checksum) VALUES (1, ?)", [.text(SHA256.hex(older))])
    }
    // Read first, then written: views.sql reads columns version 22 lacks, and is compared only
    // once they are there.
    let reader = try Store(path: file.path, create: false, readOnly: true)
    #expect(try reader.schemaVersion == Migration.embedded.map(\.version).max())
    let store = try file.open(create: false)
    #expect(try rows(store, "SELECT count(*) FROM run_mismatch") == ["0"])
    #expect(try rows(store, "SELECT checksum FROM schema_views") == [SHA256.hex(Migration.views)])
  }

  static let refused: [(set: String, because: String)] = [
    ("known_difference_rule = 'R8.7'", "a rule without a reason"),
    ("known_difference_reason = 'why'", "a reason without a rule"),
    ("known_difference_rule = '', known_difference_reason = 'why'", "an empty rule"),
    ("known_difference_rule = 'R8.7', known_difference_reason = ''", "an empty reason"),
    (
      "known_difference_rule = 'R8' || char(10) || '7', known_difference_reason = 'why'",
      "a rule of two lines"
    ),
    (
      "known_difference_rule = 'R8.7', known_difference_reason = printf('%.10001c', 'x')",
      "a reason past the format's limit"
    ),
  ]

  @Test("The columns refuse what the format refuses", arguments: refused)
  func checked(_ set: String, _ because: String) throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(Self.scenarios())
    let before = try dump(store)
    #expect(throws: DatabaseError.self, "\(because)") {
      try store.database.run("UPDATE expectation SET \(set)")
    }
    #expect(try dump(store) == before)
    // Both, within the limit, are kept.
    try store.database.run(
      "UPDATE expectation SET known_difference_rule = 'R8.7', "
        + "known_difference_reason = printf('%.10000c', 'x')")
  }
}
