import Foundation
import RotationCore
import RotationMigrations
import Testing

@testable import RotationStore

/// Migration 24 (catalogue-format §9.4): each step keeps whether its scene is letterboxed, the
/// expectation table the key that compares it, and the mismatch view compares them; a step
/// stored before reads false.
@Suite("Migration 24: letterboxed")
struct LetterboxedMigrationTests {
  /// A portrait-only iPad app windowed on 26: letterboxed once the device turns to landscape.
  static let windowed = try! Catalogue.decode(
    Array(
      """
      {"formatVersion": 1, "scenarios": [{"id": "windowed-portrait", "title": "t",
        "device": "ipad", "environment": {"multitaskingMode": "windowed"},
        "infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait"],
          "UILaunchStoryboardName": "Launch", "UIRequiresFullScreen": true},
        "window": {"rootViewController": {"name": "root"}},
        "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
        "expect": [{"profiles": ["26+"], "step": 1, "interfaceOrientation": "portrait",
          "evidence": "inferred"}]}]}
      """.utf8)
  ).scenarios[0]

  /// Two scenarios of the built-in catalogue, one with a wrong expectation, and the windowed
  /// app.
  static func scenarios() -> [Scenario] {
    var scenarios = Array(builtIn.scenarios.prefix(2))
    scenarios[0].expectations[0].interfaceOrientation =
      scenarios[0].expectations[0].interfaceOrientation == .portrait ? .landscapeLeft : .portrait
    return scenarios + [windowed]
  }

  /// Records a run of the scenarios under every profile of the store; returns its id.
  static func record(_ store: Store, _ scenarios: [Scenario]) throws -> Int {
    let profiles = try store.profiles()
    let names = NameTable()
    var sequences = Store.Sequences()
    var run = 0
    try store.transaction {
      run = try store.insertRun(
        engine: Engine.version, catalogueHash: "-", tag: nil, evaluated: 0, reused: 0,
        profiles: profiles)
      for scenario in scenarios {
        let number = try #require(try store.number(of: scenario.id))
        for profile in profiles {
          let outcome = Evaluator(profile: profile, tracing: false).evaluate(
            PreparedScenario(scenario, names: names))
          let result = try store.insertResult(
            outcome, scenario: try store.hashKey(scenario.contentHash),
            profile: try store.hashKey(profile.contentHash), engine: Engine.version,
            sequences: &sequences)
          try store.insertRunOutcome(
            run: run, scenario: number, profile: profile.id, result: result)
        }
      }
      try store.database.run(
        "UPDATE run SET evaluated = ? WHERE id = ?",
        [.int(scenarios.count * profiles.count), .int(run)])
    }
    return run
  }

  @Test(
    "Version 24 adds letterboxed: a version-23 file's steps read false, its expectations and mismatches as before"
  )
  func added() throws {
    let scenarios = Self.scenarios()
    let file = try TemporaryDatabase()
    var expectationRows: [String] = []
    var stepRows: [String] = []
    do {
      let old = try file.open(migrations: Migration.embedded.filter { $0.version < 24 })
      #expect(try old.schemaVersion == 23)
      // Today's import and steps write the column version 24 adds: there for the writes only.
      _ = try withLaterExpectationColumns(old, since: 23) { try old.importScenarios(scenarios) }
      try old.database.execute("ALTER TABLE sequence_step ADD COLUMN letterboxed INTEGER")
      #expect(try Self.record(old, scenarios) == 1)
      try old.database.execute("ALTER TABLE sequence_step DROP COLUMN letterboxed")
      expectationRows = try rows(
        old, "SELECT * FROM expectation ORDER BY scenario_number, position, profile")
      stepRows = try rows(old, "SELECT * FROM sequence_step ORDER BY sequence, step")
    }
    let store = try file.open()
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
    // The new columns come last, empty.
    #expect(
      try rows(store, "SELECT * FROM expectation ORDER BY scenario_number, position, profile")
        == expectationRows.map { $0 + "|NULL" })
    #expect(
      try rows(store, "SELECT * FROM sequence_step ORDER BY sequence, step")
        == stepRows.map { $0 + "|NULL" })
    let read = try store.expectations(of: scenarios.map(\.id))
    for scenario in scenarios {
      #expect(read[scenario.id] ?? [] == scenario.expectations, "\(scenario.id)")
    }
    // The older run's steps read false, letterboxed as the engine had it or not.
    let outcomes = try store.outcomes(run: 1)
    #expect(outcomes.count == scenarios.count * Profile.builtIn.count)
    #expect(outcomes.allSatisfy { $0.steps.allSatisfy { !$0.letterboxed } })
    let old26 = try #require(
      outcomes.first { $0.scenario == Self.windowed.id && $0.profile == "26+" })
    let now26 = Evaluator(profile: try #require(Profile.builtIn(id: "26+")), tracing: false)
      .evaluate(Self.windowed)
    #expect(now26.steps.map(\.letterboxed) == [false, true])
    #expect(old26.steps.map(\.interfaceOrientation) == now26.steps.map(\.interfaceOrientation))
    // Its mismatches are those verify finds, as before (the windowed claim holds).
    #expect(
      try rows(store, "SELECT scenario, profile, step, field, wanted, got FROM run_mismatch")
        .sorted() == Self.wrong)

    // The migrated file keeps the key; the older run's step reads as not letterboxed in the
    // view too.
    var stated = Self.windowed
    stated.expectations[0].letterboxed = true
    // A claim of false holds at an older step.
    stated.expectations.append(
      Expectation(profiles: ["26+"], step: 0, letterboxed: false, evidence: .inferred))
    _ = try store.importScenarios([stated])
    #expect(try store.expectations(of: stated.id) == stated.expectations)
    #expect(
      try rows(store, "SELECT DISTINCT letterboxed FROM expectation ORDER BY 1") == [
        "NULL", "0", "1",
      ])
    #expect(
      try rows(
        store,
        "SELECT run, scenario, profile, step, field, wanted, got FROM run_mismatch "
          + "WHERE field = 'letterboxed'") == ["1|windowed-portrait|26+|1|letterboxed|true|false"])
  }

  /// The mismatches of the wrong built-in expectation, as verify gives them.
  static var wrong: [String] {
    var check = Check()
    for scenario in scenarios() {
      for profile in Profile.builtIn {
        check.add(Evaluator(profile: profile).evaluate(scenario), of: scenario)
      }
    }
    return check.failures.map {
      "\($0.scenario)|\($0.profile)|\($0.step)|\($0.field)|\($0.wanted)|\($0.got)"
    }.sorted()
  }

  @Test("A new file keeps the field; the columns refuse a value other than 0, 1 or NULL")
  func checked() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios([Self.windowed])
    _ = try Self.record(store, [Self.windowed])
    // A new file keeps each step's value.
    #expect(
      try rows(store, "SELECT DISTINCT letterboxed FROM sequence_step ORDER BY 1") == ["0", "1"])
    let before = try dump(store)
    for table in ["expectation", "sequence_step"] {
      #expect(throws: DatabaseError.self, "\(table)") {
        try store.database.run("UPDATE \(table) SET letterboxed = 2")
      }
    }
    #expect(try dump(store) == before)
  }
}
