import Foundation
import RotationCore
import RotationMigrations

/// Whether a file is a rotationdb database, one whose creation was interrupted, or another
/// application's file; and which version it holds.
extension Migrator {
  /// An object of the schema: its type and name, and for a trigger or a view its SQL (a trigger
  /// runs on the tool's writes and the tool reads views, so each must be the one rotationdb
  /// wrote).
  struct SchemaObject: Hashable, Comparable {
    var type: String
    var name: String
    var sql: String?

    static func < (a: SchemaObject, b: SchemaObject) -> Bool {
      (a.name, a.type, a.sql ?? "") < (b.name, b.type, b.sql ?? "")
    }
  }

  /// Looks at an existing file without writing to it: another application's SQLite file (tables
  /// of its own, another application id) is refused before anything is changed.
  func inspect(path: String, busyTimeout: Int32, onWait: (@Sendable () -> Void)?)
    throws(StoreError)
  {
    try Migrator.refuseFolder(path)
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let size = attributes?[.size] as? Int, size > 0 else { return }
    let database = try Database.readable(path: path, busyTimeout: busyTimeout, onWait: onWait)
    _ = try state(database, path: path)
  }

  /// A folder at the path is named as such (SQLite calls it a disk I/O error).
  static func refuseFolder(_ path: String) throws(StoreError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw .cannotOpen(path: path, reason: "it is a folder")
    }
  }

  /// What a file holds: the version applied, and whether its views are the ones rotationdb
  /// makes there (false: the views an older views.sql made, or none yet; a writing open makes
  /// them before anything reads them).
  struct State: Equatable {
    var version: Int
    var viewsCurrent: Bool
  }

  /// The applied version, after checking the file belongs to rotationdb: its application id,
  /// and every table, index, view and trigger one the migrations (and views.sql) made. A file
  /// where no migration was applied (empty, or holding only the bookkeeping table an
  /// interrupted creation left) is at version 0, ours to finish.
  func state(_ database: Database, path: String) throws(StoreError) -> State {
    do {
      // One read transaction: another process may be migrating the file meanwhile, and the id,
      // the objects and the version must be read from the same state.
      try database.execute("BEGIN")
      defer { try? database.execute("ROLLBACK") }
      let application = try database.scalar("PRAGMA application_id")?.int ?? 0
      guard application == 0 || application == Migrator.applicationID else {
        throw StoreError.notRotationDatabase(
          path: path, reason: "its application id is \(application)")
      }
      let objects = try Migrator.objects(of: database)
      let booked = objects.contains { $0.type == "table" && $0.name == "schema_migration" }
      let version =
        booked
        ? try database.scalar("SELECT coalesce(max(version), 0) FROM schema_migration")?.int ?? 0
        : 0
      if version == 0 {
        guard objects.allSatisfy({ $0.name == "schema_migration" }) else {
          throw StoreError.notRotationDatabase(path: path, reason: "it holds other tables")
        }
      } else if application != Migrator.applicationID {
        throw StoreError.notRotationDatabase(
          path: path, reason: "its application id is \(application)")
      }
      // Before version 22 the numbered migrations made the views, and are compared as such.
      let viewsCurrent =
        try version < Migrator.viewsDeclaredFrom || Migrator.viewsMade(database) == viewsChecksum
      if version > 0 && version <= latestVersion {
        try checkObjects(objects, version: version, viewsCurrent: viewsCurrent, path: path)
      }
      return State(version: version, viewsCurrent: viewsCurrent)
    } catch let error as DatabaseError {
      throw StoreError.classify(error, path: path)
    } catch let error as StoreError {
      throw error
    } catch {
      throw .invalidContent("\(error)")
    }
  }

  /// Refuses objects the migrations up to `version` (and views.sql) did not make (a planted
  /// trigger would run on the tool's writes, a changed view give the tool other rows), and a
  /// missing one, naming the first. Views an older views.sql made are not compared: they are
  /// made again before anything reads them.
  func checkObjects(
    _ objects: Set<SchemaObject>, version: Int, viewsCurrent: Bool, path: String
  ) throws(StoreError) {
    // The usual file, at the version the embedded migrations reach and made by them, is known
    // by its digest without replaying them.
    if version == Migrator.embeddedSchema.version && viewsCurrent
      && Migrator.digest(objects) == Migrator.embeddedSchema.digest
    {
      return
    }
    // Views an older views.sql made are left out, and so are today's: views.sql is written for
    // the latest schema and may read a column an older version lacks.
    let wanted = try reference(version: version, views: viewsCurrent)
    var objects = objects
    if !viewsCurrent { objects = objects.filter { $0.type != "view" } }
    if let extra = objects.subtracting(wanted).sorted().first {
      let changed =
        extra.sql != nil && wanted.contains { $0.type == extra.type && $0.name == extra.name }
      throw .notRotationDatabase(
        path: path,
        reason: changed
          ? "its \(extra.type) '\(extra.name)' was changed since rotationdb made it"
          : "it holds \(extra.type == "index" ? "an" : "a") \(extra.type) '\(extra.name)' that "
            + "rotationdb did not make")
    }
    if let missing = wanted.subtracting(objects).sorted().first {
      throw .notRotationDatabase(
        path: path, reason: "its \(missing.type) '\(missing.name)' is missing")
    }
  }

  /// The version the embedded migrations reach, and the ``digest(_:)`` of the objects they
  /// and views.sql make there, so that a command need not replay them (replaying them was most
  /// of a short command's work). A test checks it against the replay; a new migration or a
  /// change of views.sql changes it.
  static let embeddedSchema = (
    version: 25, digest: "0373d218304c926517c6e820fb25f4b22b69e2d2fbe7e734af5992cf4407eefe"
  )

  /// SHA-256 of the objects, one line each in their order.
  static func digest(_ objects: Set<SchemaObject>) -> String {
    SHA256.hex(objects.sorted().map { "\($0.type)\t\($0.name)\t\($0.sql ?? "")\n" }.joined())
  }

  /// The schema's objects, without SQLite's own (`sqlite_stat1` of an ANALYZE, autoindexes).
  static func objects(of database: Database) throws(DatabaseError) -> Set<SchemaObject> {
    Set(
      try database.query(
        "SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
      ) {
        let type = $0.string(0) ?? ""
        return SchemaObject(
          type: type, name: $0.string(1) ?? "",
          sql: type == "trigger" || type == "view" ? $0.string(2) : nil)
      })
  }

  /// The objects the migrations up to `version` make, and from version 22 (with `views`) the
  /// views views.sql makes, found by applying them to an empty database in memory as
  /// ``migrate(_:path:)`` does (once a process for each list of migrations, declaration and
  /// version).
  func reference(version: Int, views withViews: Bool = true) throws(StoreError)
    -> Set<SchemaObject>
  {
    let declared = withViews && version >= Migrator.viewsDeclaredFrom
    let key =
      migrations.map { "\($0.version) \($0.name)" }.joined(separator: "\n") + "@\(version)"
      + (declared ? " " + viewsChecksum : "")
    if let known = Migrator.references.withLock({ $0[key] }) { return known }
    do {
      let memory = try Database(path: ":memory:", create: true)
      // One transaction: SQLite then reloads the schema once, not after each statement.
      try memory.execute("BEGIN")
      try memory.execute(Migrator.bookkeeping)
      for migration in migrations.sorted(by: { $0.version < $1.version })
      where migration.version <= version {
        if migration.version >= Migrator.viewsDeclaredFrom { try Migrator.dropViews(memory) }
        try memory.execute(migration.sql)
      }
      if declared { try memory.execute(views) }
      try memory.execute("COMMIT")
      let objects = try Migrator.objects(of: memory)
      Migrator.references.withLock { $0[key] = objects }
      return objects
    } catch {
      throw .invalidContent("the migrations up to version \(version) fail: \(error)")
    }
  }

  /// The reference schemas made so far, by migrations and version.
  static let references = Locked<[String: Set<SchemaObject>]>([:])
}

/// A value shared between threads, read and written under a lock.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) { self.value = value }

  func withLock<T>(_ body: (inout Value) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
