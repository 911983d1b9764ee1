import Foundation
import RotationCore
import RotationMigrations
import RotationSpace
import Testing

@testable import RotationStore

extension MigrationTests {
  @Test("Version 13 rebuilds the scenario table keeping every tag, expectation and definition")
  func scenariosRebuilt() throws {
    let older = Migration.embedded.filter { $0.version <= 12 }
    let file = try TemporaryDatabase()
    let scenarios = Array(builtIn.scenarios.prefix(6))
    var views: [String] = []
    let sql = [
      "SELECT hash, definition FROM definition ORDER BY hash",
      "SELECT * FROM scenario_tag ORDER BY scenario, tag",
      "SELECT * FROM expectation ORDER BY scenario, position, profile",
    ]
    do {
      let old = try file.open(migrations: older)
      try importAsBefore(old, scenarios)
      try removeAsBefore(old, scenarios[5].id)
      views = try sql.flatMap { try rows(old, $0) }
    }
    let store = try file.open()
    #expect(try byID(store) == views)
    #expect(try store.scenarios() == Array(scenarios.prefix(5)))
    // Texts stay texts; the removed scenario's text is kept for history.
    #expect(
      try rows(store, "SELECT count(definition), count(space), count(space_index) FROM scenario")
        == ["5|0|0"])
    #expect(
      try keptHashes(store, holding: true) == [scenarios[5].contentHash])
    #expect(try rows(store, "PRAGMA foreign_key_check").isEmpty)
  }

  @Test(
    "Version 14 numbers scenarios: the views, runs, removed scenarios, tags and expectations read the same"
  )
  func scenariosNumbered() throws {
    let older = Migration.embedded.filter { $0.version <= 13 }
    let file = try TemporaryDatabase()
    let texts = Array(builtIn.scenarios.prefix(5))
    let generated = (0..<3).map { ConfigurationSpace.small.scenario(at: $0) }
    let views = [
      "SELECT * FROM outcome ORDER BY run, scenario, profile, step",
      "SELECT * FROM latest_final_orientation ORDER BY scenario, profile",
      "SELECT * FROM run_mismatch ORDER BY scenario, profile, step, field",
      "SELECT * FROM definition ORDER BY hash",
      "SELECT id, position, device, definition, hash, space, space_index FROM scenario "
        + "ORDER BY position",
      "SELECT id, title FROM scenario WHERE space IS NULL ORDER BY position",
    ]
    var before: [[String]] = []
    var resultsBefore: [[String]] = []
    var tagsAndExpectations: [String] = []
    var expected: [Outcome] = []
    do {
      let old = try file.open(migrations: older)
      try importAsBefore(old, texts)
      // Expectations the run does not meet, for run_mismatch.
      try old.database.run(
        """
        UPDATE expectation SET interface_orientation = CASE interface_orientation
          WHEN 'portrait' THEN 'landscapeLeft' ELSE 'portrait' END
        WHERE interface_orientation IS NOT NULL
        """)
      // Generated scenarios kept by reference, as version 13 kept them.
      for (index, scenario) in generated.enumerated() {
        try old.database.run(
          """
          INSERT INTO scenario (id, position, title, device, hash, space, space_index)
          VALUES (?, ?, ?, ?, ?, 'small', ?)
          """,
          [
            .text(scenario.id), .int(texts.count + index), .text(scenario.title),
            .text(scenario.device.rawValue), .text(scenario.contentHash), .int(index),
          ])
        for (position, tag) in scenario.tags.enumerated() {
          try old.database.run(
            "INSERT INTO scenario_tag (scenario, tag, position) VALUES (?, ?, ?)",
            [.text(scenario.id), .text(tag), .int(position)])
        }
      }
      // A run of all of them, as version 13 recorded it: today's insert also writes `asked`,
      // which version 18 adds, and `letterboxed` (24), so they are there for the insert only.
      try old.database.execute("ALTER TABLE sequence_step ADD COLUMN asked TEXT")
      try old.database.execute("ALTER TABLE sequence_step ADD COLUMN letterboxed INTEGER")
      let profiles = try old.profiles()
      var sequences = Store.Sequences()
      // One table of names, as a run has: its outcomes then share their sequences.
      let names = NameTable()
      try old.transaction {
        let run = try insertRunBefore20(old, engine: Engine.version, profiles: profiles)
        for scenario in texts + generated {
          for profile in profiles {
            let outcome = Evaluator(profile: profile, tracing: false).evaluate(
              PreparedScenario(scenario, names: names))
            let result = try insertResultBefore20(
              old, outcome, scenario: try old.hashKey(scenario.contentHash),
              profile: try old.hashKey(profile.contentHash), engine: Engine.version,
              sequences: &sequences)
            try old.database.run(
              "INSERT INTO run_outcome (run, scenario, profile, result) VALUES (?, ?, ?, ?)",
              [.int(run), .text(scenario.id), .text(profile.id), .integer(result)])
            expected.append(outcome.outcome.withoutAsked)
          }
        }
        try old.finishRun(
          run, catalogueHash: "-", evaluated: expected.count, reused: 0,
          crashes: expected.filter(\.crashed).count)
      }
      try old.database.execute("ALTER TABLE sequence_step DROP COLUMN letterboxed")
      try old.database.execute("ALTER TABLE sequence_step DROP COLUMN asked")
      // One text and one reference leave after the run.
      try removeAsBefore(old, texts[1].id)
      try removeAsBefore(old, generated[1].id)
      before = try views.map { try rows(old, $0) }
      #expect(before.allSatisfy { !$0.isEmpty })
      resultsBefore = try resultViews.map {
        try resultRows(
          old, view: $0.view, column: $0.column, keys: resultKeysBefore20, order: $0.order)
      }
      #expect(resultsBefore.allSatisfy { !$0.isEmpty })
      tagsAndExpectations = try [
        "SELECT hash, definition FROM definition ORDER BY hash",
        "SELECT * FROM scenario_tag ORDER BY scenario, tag",
        "SELECT * FROM expectation ORDER BY scenario, position, profile",
      ].flatMap { try rows(old, $0) }
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
    #expect(try byID(store) == tagsAndExpectations)
    // A generated scenario's title is its space's; the scenario reads as it was imported.
    #expect(
      try rows(store, "SELECT count(*), count(title) FROM scenario_row WHERE space IS NOT NULL")
        == ["2|0"])
    let current = texts.enumerated().filter { $0.offset != 1 }.map(\.element)
    // (Their expectations were changed by hand above; their definitions are as imported.)
    #expect(
      try store.scenarios().map { $0.definition.compact() }
        == (current + [generated[0], generated[2]]).map { $0.definition.compact() })
    #expect(
      try store.scenarioRows().map(\.title)
        == (current + [generated[0], generated[2]]).map(\.title))
    // Every id keeps its number; the run still names the removed scenarios, described last.
    #expect(try rows(store, "SELECT count(*) FROM scenario_number") == ["\(texts.count + 3)"])
    #expect(
      try store.outcomes(run: 1).sorted { ($0.scenario, $0.profile) < ($1.scenario, $1.profile) }
        == expected.sorted { ($0.scenario, $0.profile) < ($1.scenario, $1.profile) })
    var cursor = Store.RunScenarioCursor()
    let described = try store.runDefinitionPage(run: 1, after: &cursor, limit: 100)
    #expect(
      described.map(\.id)
        == (current + [generated[0], generated[2]]).map(\.id)
        + [texts[1].id, generated[1].id].sorted())
    #expect(try rows(store, "PRAGMA foreign_key_check").isEmpty)
  }

  @Test("Another SQLite database or a file that is not SQLite is refused")
  func foreign() throws {
    let file = try TemporaryDatabase()
    do {
      let database = try Database(path: file.path, create: true)
      try database.execute("CREATE TABLE notes (text TEXT)")
    }
    #expect(
      throws: StoreError.notRotationDatabase(path: file.path, reason: "it holds other tables")
    ) {
      try file.open()
    }
    let text = try TemporaryDatabase()
    try Data(String(repeating: "not a database ", count: 100).utf8).write(
      to: URL(fileURLWithPath: text.path))
    #expect(throws: StoreError.notRotationDatabase(path: text.path, reason: "not an SQLite file")) {
      try text.open()
    }
  }

  @Test("Opening without create refuses a missing file and creates nothing")
  func missing() throws {
    let file = try TemporaryDatabase()
    #expect(throws: StoreError.noDatabase(path: file.path)) { try file.open(create: false) }
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test("A reading open writes nothing to a current database and brings an older one up to date")
  func readingOpen() throws {
    let file = try TemporaryDatabase()
    let all = Migration.embedded.sorted { $0.version < $1.version }
    do {
      // The version before the latest, its scenarios imported as today (without expectations,
      // whose columns may be the latest version's).
      let old = try file.open(migrations: Array(all.dropLast()))
      _ = try old.importScenarios(
        builtIn.scenarios.prefix(2).map {
          var scenario = $0
          scenario.expectations = []
          return scenario
        })
    }
    let reader = try Store(path: file.path, create: false, readOnly: true)
    #expect(try reader.schemaVersion == all.last?.version)
    #expect(try reader.scenarios().count == 2)
  }

  @Test("Version 11 keeps every definition of a version-10 file, each text once while shown")
  func definitionsOnce() throws {
    let older = Migration.embedded.filter { $0.version <= 10 }
    let file = try TemporaryDatabase()
    let scenarios = Array(builtIn.scenarios.prefix(4))
    var shortened = scenarios[1]
    shortened.steps.removeLast()
    shortened.expectations = shortened.expectations.filter { $0.step < shortened.steps.count }
    var before: [String] = []
    do {
      let old = try file.open(migrations: older)
      try importAsBefore(old, scenarios)
      var retitled = scenarios[0]
      retitled.title = "Retitled, the same content"
      try importAsBefore(old, [retitled, shortened])
      try removeAsBefore(old, scenarios[2].id)
      before = try rows(old, "SELECT hash, definition FROM definition ORDER BY hash")
      #expect(before.count == 5)
    }
    let store = try file.open()
    #expect(try rows(store, "SELECT hash, definition FROM definition ORDER BY hash") == before)
    // Texts a scenario shows are its own: only the retitled one's first title, the old content
    // and the removed scenario keep theirs in the row.
    #expect(
      try keptHashes(store, holding: true)
        == [scenarios[0], scenarios[1], scenarios[2]].map(\.contentHash).sorted())
    #expect(
      try keptHashes(store, holding: false)
        == [scenarios[3], shortened].map(\.contentHash).sorted())
  }
}

extension Outcome {
  /// The outcome as a version before 18 kept it: nothing recorded as asked, nor (before 24) as
  /// letterboxed.
  var withoutAsked: Outcome {
    var outcome = self
    for index in outcome.steps.indices {
      outcome.steps[index].asked = []
      outcome.steps[index].letterboxed = false
    }
    return outcome
  }
}
