import Foundation
import RotationCore
import RotationMigrations
import Testing

@testable import RotationStore

/// The views are declared once, in Migrations/views.sql: made after the numbered migrations,
/// made again when the declaration changes, and compared with it by the ownership check.
@Suite("Views declared once (Migrations/views.sql)")
struct ViewDeclarationTests {
  /// Each view a declaration makes, with its SQL as SQLite keeps it.
  func declared(_ views: String = Migration.views) throws -> [String] {
    let memory = try Database(path: ":memory:", create: true)
    try memory.execute(views)
    return try viewRows(memory)
  }

  func viewRows(_ database: Database) throws -> [String] {
    try database.query("SELECT name, sql FROM sqlite_schema WHERE type = 'view' ORDER BY name") {
      "\($0.string(0) ?? "")\n\($0.string(1) ?? "")"
    }
  }

  /// The whole schema, each object with its SQL.
  func schema(_ store: Store) throws -> [String] {
    try rows(store, "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name")
  }

  func edit(_ path: String, _ sql: String) throws {
    try Database(path: path, create: false).execute(sql)
  }

  @Test("A database of each earlier version, upgraded, has the declared views, a new one's schema")
  func upgradedFromEachVersion() throws {
    let fresh = try TemporaryDatabase()
    let wanted = try schema(try fresh.open())
    let views = try declared()
    #expect(views.count == 13)
    let all = Migration.embedded.sorted { $0.version < $1.version }
    for count in 1..<all.count {
      let file = try TemporaryDatabase()
      do {
        let old = try file.open(migrations: Array(all.prefix(count)))
        #expect(try old.schemaVersion == all[count - 1].version)
      }
      let store = try file.open()
      let version = all[count - 1].version
      #expect(try viewRows(store.database) == views, "from version \(version)")
      #expect(try schema(store) == wanted, "from version \(version)")
      #expect(
        try rows(store, "SELECT checksum FROM schema_views") == [SHA256.hex(Migration.views)],
        "from version \(version)")
    }
  }

  @Test("When views.sql changes, a database's views are made again, by a reading open too")
  func declarationChanged() throws {
    let file = try TemporaryDatabase()
    _ = try file.open()
    let changed =
      Migration.views + "\nCREATE VIEW latest_run_profile AS\n"
      + "SELECT profile FROM run_profile WHERE run = (SELECT id FROM latest_run);\n"
    for (views, readOnly) in [(changed, true), (Migration.views, false), (changed, false)] {
      let store = try Store(path: file.path, create: false, readOnly: readOnly, views: views)
      #expect(try viewRows(store.database) == declared(views))
      #expect(try rows(store, "SELECT checksum FROM schema_views") == [SHA256.hex(views)])
      // Opened again with the same declaration, as it is.
      _ = try Store(path: file.path, create: false, readOnly: true, views: views)
    }
  }

  @Test("Views changed by hand after their checksum was removed are made again before any read")
  func forgottenChecksum() throws {
    let file = try TemporaryDatabase()
    _ = try file.open()
    try edit(
      file.path,
      """
      DELETE FROM schema_views; DROP VIEW latest_mismatch;
      CREATE VIEW latest_mismatch AS SELECT 1 AS run; CREATE VIEW everything AS SELECT 1
      """)
    let store = try Store(path: file.path, create: false, readOnly: true)
    #expect(try viewRows(store.database) == declared())
  }

  @Test("A declaration that names a column the schema lacks fails, leaving the views as they were")
  func brokenDeclaration() throws {
    let file = try TemporaryDatabase()
    let before = try schema(try file.open())
    let broken = Migration.views + "\nCREATE VIEW broken AS SELECT no_such_column FROM run;\n"
    do {
      _ = try Store(path: file.path, create: false, views: broken)
      Issue.record("the broken declaration was applied")
    } catch {
      #expect("\(error)".contains("no such column: no_such_column"), "\(error)")
    }
    let store = try file.open(create: false)
    #expect(try schema(store) == before)
    #expect(try rows(store, "SELECT checksum FROM schema_views") == [SHA256.hex(Migration.views)])
  }

  @Test("A numbered migration after version 22 runs without views: renaming a table they read")
  func laterMigrationWithoutViews() throws {
    let file = try TemporaryDatabase()
    _ = try file.open()
    let latest = Migration.embedded.map(\.version).max() ?? 0
    // With the views in place SQLite would rewrite their text for each rename.
    let renaming =
      Migration.embedded + [
        Migration(
          version: latest + 1, name: "renames",
          sql: "ALTER TABLE run RENAME TO run_before; ALTER TABLE run_before RENAME TO run;")
      ]
    for _ in 0..<2 {
      let store = try file.open(migrations: renaming)
      #expect(try store.schemaVersion == latest + 1)
      #expect(try viewRows(store.database) == declared())
    }
  }
}
