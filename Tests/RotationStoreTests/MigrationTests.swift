import Foundation
import RotationCore
import RotationMigrations
import Testing

@testable import RotationStore

@Suite("Migrations")
struct MigrationTests {
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
        // that older versions lack).
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
      let store = try file.open()
      #expect(try store.schemaVersion == all.last?.version)
      #expect(try store.scenarios().map(\.id) == builtIn.scenarios.prefix(3).map(\.id))
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
      let old = try file.open(migrations: Array(all.dropLast()))
      for (position, scenario) in builtIn.scenarios.prefix(2).enumerated() {
        try old.database.run(
          "INSERT INTO scenario (id, position, title, device, definition, hash) VALUES (?, ?, ?, ?, ?, ?)",
          [
            .text(scenario.id), .int(position), .text(scenario.title),
            .text(scenario.device.rawValue), .text(scenario.definition.compact()),
            .text(scenario.contentHash),
          ])
      }
    }
    let reader = try Store(path: file.path, create: false, readOnly: true)
    #expect(try reader.schemaVersion == all.last?.version)
    #expect(try reader.scenarios().count == 2)
  }
}
