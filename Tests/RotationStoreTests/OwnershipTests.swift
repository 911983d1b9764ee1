import Foundation
import RotationCore
import RotationMigrations
import Testing

@testable import RotationStore

/// Which files the store takes as its own: a database it made, an empty file or one whose
/// creation was interrupted (finished); never another application's file or a tampered one.
@Suite("Ownership: what the store opens, finishes or refuses")
struct OwnershipTests {
  /// Runs SQL on the file through a plain connection, as another program would.
  func edit(_ path: String, _ sql: String) throws {
    let database = try Database(path: path, create: true)
    try database.execute(sql)
  }

  func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test("A first creation that fails leaves no half-made file: the next open makes the database")
  func interruptedCreation() throws {
    let file = try TemporaryDatabase()
    let failing = [
      Migration(version: 1, name: "0001_fails", sql: "CREATE TABLE a (x); SELECT no_such()")
    ]
    #expect(throws: StoreError.self) { try file.open(migrations: failing) }
    let database = try Database(path: file.path, create: false)
    #expect(try Migrator.objects(of: database).isEmpty)
    let store = try file.open()
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
  }

  @Test("A file an older rotationdb left holding only the bookkeeping table is finished")
  func halfMadeFinished() throws {
    let file = try TemporaryDatabase()
    try edit(file.path, Migrator.bookkeeping)
    #expect(
      throws: StoreError.notRotationDatabase(
        path: file.path,
        reason: "it holds no rotationdb data yet: an empty file, or one whose creation was "
          + "interrupted; 'rotationdb import' or 'rotationdb publish' makes the database in it")
    ) { try Store(path: file.path, create: false, readOnly: true) }
    let store = try file.open(create: false)
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
  }

  @Test("Reading an empty file says it holds no database yet, with no raw SQLite message")
  func emptyFileRead() throws {
    let file = try TemporaryDatabase()
    _ = FileManager.default.createFile(atPath: file.path, contents: Data())
    #expect {
      try Store(path: file.path, create: false, readOnly: true)
    } throws: { error in
      "\(error)".hasPrefix("\(file.path) is not a rotationdb database (it holds no rotationdb")
    }
    #expect(bytes(file.path) == Data())
  }

  @Test("An empty SQLite file of another application is refused and left as it was")
  func otherApplicationEmpty() throws {
    let file = try TemporaryDatabase()
    try edit(file.path, "PRAGMA application_id = 42; VACUUM")
    let before = bytes(file.path)
    #expect(
      throws: StoreError.notRotationDatabase(path: file.path, reason: "its application id is 42")
    ) { try file.open() }
    #expect(bytes(file.path) == before)
  }

  @Test(
    "A database holding an object the migrations did not make, or lacking one, is refused",
    arguments: [
      (
        "CREATE TRIGGER planted AFTER INSERT ON run BEGIN DELETE FROM profile; END",
        "it holds a trigger 'planted' that rotationdb did not make"
      ),
      ("CREATE TABLE notes (text TEXT)", "it holds a table 'notes' that rotationdb did not make"),
      (
        "CREATE VIEW everything AS SELECT 1",
        "it holds a view 'everything' that rotationdb did not make"
      ),
      (
        "CREATE INDEX extra ON profile (name)",
        "it holds an index 'extra' that rotationdb did not make"
      ),
      (
        """
        DROP TRIGGER scenario_definition_removed;
        CREATE TRIGGER scenario_definition_removed BEFORE DELETE ON scenario_row BEGIN
          DELETE FROM profile;
        END
        """,
        "its trigger 'scenario_definition_removed' was changed since rotationdb made it"
      ),
      ("DROP INDEX scenario_tag_by_tag", "its index 'scenario_tag_by_tag' is missing"),
      // The tool reads views: one changed by hand would give it other rows.
      (
        "DROP VIEW latest_mismatch; CREATE VIEW latest_mismatch AS SELECT 1",
        "its view 'latest_mismatch' was changed since rotationdb made it"
      ),
      ("DROP VIEW run_mismatch", "its view 'run_mismatch' is missing"),
      ("DROP TABLE schema_views", "its table 'schema_views' is missing"),
    ])
  func foreignObjects(sql: String, reason: String) throws {
    let file = try TemporaryDatabase()
    _ = try file.open()
    try edit(file.path, sql)
    for readOnly in [false, true] {
      #expect(throws: StoreError.notRotationDatabase(path: file.path, reason: reason)) {
        try Store(path: file.path, create: false, readOnly: readOnly)
      }
    }
  }

  @Test("The embedded schema's digest is the one replaying the embedded migrations gives")
  func embeddedSchema() throws {
    let migrator = Migrator(migrations: Migration.embedded)
    let digest = Migrator.digest(try migrator.reference(version: migrator.latestVersion))
    #expect(
      Migrator.embeddedSchema.version == migrator.latestVersion
        && Migrator.embeddedSchema.digest == digest,
      "set Migrator.embeddedSchema to (version: \(migrator.latestVersion), digest: \"\(digest)\")")
  }

  @Test("SQLite's own tables (an ANALYZE's statistics) are not foreign objects")
  func analyzed() throws {
    let file = try TemporaryDatabase()
    _ = try file.open()
    try edit(file.path, "ANALYZE")
    _ = try Store(path: file.path, create: false, readOnly: true)
    _ = try file.open(create: false)
  }

  @Test("Threads creating one new database at once all open it at the latest version")
  func concurrentCreation() throws {
    for _ in 0..<8 {
      let file = try TemporaryDatabase()
      let path = file.path
      let results = Locked<[String]>([])
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        do {
          let store = try Store(path: path, create: true)
          results.withLock { $0.append("version \((try? store.schemaVersion) ?? -1)") }
        } catch {
          results.withLock { $0.append("\(error)") }
        }
      }
      let latest = Migration.embedded.map(\.version).max() ?? 0
      #expect(results.withLock { $0 } == Array(repeating: "version \(latest)", count: 4))
    }
  }
}
