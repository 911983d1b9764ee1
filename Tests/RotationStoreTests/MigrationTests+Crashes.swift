import Foundation
import RotationCore
import RotationMigrations
import Testing

@testable import RotationStore

extension MigrationTests {
  @Test("Version 12 counts the crashes of a run and of its unchanged re-run, recorded before it")
  func crashesOfRepeatedRun() throws {
    let file = try TemporaryDatabase()
    let scenarios = Array(builtIn.scenarios.prefix(12))
    var crashes = 0
    var outcomes = 0
    do {
      let old = try file.open(migrations: Migration.embedded.filter { $0.version <= 11 })
      try importAsBefore(old, scenarios)
      let profiles = try old.profiles()
      // Today's steps write the columns versions 18 and 24 add: there for the writes only.
      try old.database.execute("ALTER TABLE sequence_step ADD COLUMN asked TEXT")
      try old.database.execute("ALTER TABLE sequence_step ADD COLUMN letterboxed INTEGER")
      var sequences = Store.Sequences()
      let names = NameTable()
      try old.transaction {
        let run = try insertRunBefore20(old, engine: Engine.version, profiles: profiles)
        for scenario in scenarios {
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
            crashes += outcome.crashed ? 1 : 0
            outcomes += 1
          }
        }
        try old.database.run(
          "UPDATE run SET evaluated = ? WHERE id = ?", [.int(outcomes), .int(run)])
        // An unchanged re-run, as versions 3 to 11 recorded it: no outcome rows of its own.
        let rerun = try insertRunBefore20(old, engine: Engine.version, profiles: profiles)
        try old.database.run(
          "UPDATE run SET same_as = ?, reused = ? WHERE id = ?",
          [.int(run), .int(outcomes), .int(rerun)])
      }
      try old.database.execute("ALTER TABLE sequence_step DROP COLUMN letterboxed")
      try old.database.execute("ALTER TABLE sequence_step DROP COLUMN asked")
    }
    #expect(crashes > 0 && crashes < outcomes, "\(crashes) of \(outcomes)")
    let store = try file.open()
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
    #expect(try store.runs().map(\.sameAs) == [nil, 1])
    #expect(try store.crashCount(run: 1) == crashes)
    #expect(try store.crashCount(run: 2) == crashes)
  }
}
