import Foundation
import RotationMigrations

/// Applies numbered migrations in order, each in its own transaction with its bookkeeping row.
struct Migrator {
  /// `PRAGMA application_id` of a rotationdb database ('RoTn').
  static let applicationID = 1_383_027_822

  let migrations: [Migration]

  var latestVersion: Int { migrations.map(\.version).max() ?? 0 }

  /// Why a database file cannot be opened, in plain words.
  static func openFailure(_ path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let place = folder.isEmpty ? "." : folder
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: place, isDirectory: &isFolder), isFolder.boolValue
    else { return "the folder '\(place)' does not exist" }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      return "it is a folder"
    }
    return "the folder '\(place)' or the file cannot be read or written"
  }

  /// Looks at an existing file without writing to it: another application's SQLite file (tables
  /// of its own, another application id) is refused before anything is changed.
  func inspect(path: String) throws(StoreError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw .cannotOpen(path: path, reason: "it is a folder")
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let size = attributes?[.size] as? Int, size > 0 else { return }
    do {
      let database = try Database.readable(path: path)
      let application = try database.scalar("PRAGMA application_id")?.int ?? 0
      guard application != Migrator.applicationID else { return }
      let tables = try database.scalar("SELECT count(*) FROM sqlite_schema")?.int ?? 0
      if tables > 0 {
        throw StoreError.notRotationDatabase(
          path: path,
          reason: application == 0
            ? "it holds other tables" : "its application id is \(application)")
      }
    } catch let error as StoreError {
      throw error
    } catch let error as DatabaseError {
      throw classify(error, path: path)
    } catch {
      throw .invalidContent("\(error)")
    }
  }

  /// Brings the database to the latest version, or refuses a database it cannot own.
  func migrate(_ database: Database, path: String) throws(StoreError) {
    do {
      try database.execute(
        "CREATE TABLE IF NOT EXISTS schema_migration (version INTEGER PRIMARY KEY, name TEXT NOT NULL) STRICT"
      )
    } catch {
      throw classify(error, path: path)
    }
    let current = try version(database, path: path)
    guard current <= latestVersion else {
      throw .newerSchema(path: path, found: current, known: latestVersion)
    }
    for migration in migrations.sorted(by: { $0.version < $1.version })
    where migration.version > current {
      do {
        try database.transaction {
          // Another process may have applied it while this one waited for the lock.
          let applied = try database.scalar(
            "SELECT count(*) FROM schema_migration WHERE version = ?", [.int(migration.version)])
          guard applied?.int == 0 else { return }
          try database.execute(migration.sql)
          // Foreign keys are off while migrating (SQLite's way of rebuilding a table): the
          // migration must leave every reference whole.
          let broken = try database.query("PRAGMA foreign_key_check") { $0.string(0) ?? "" }
          if let table = broken.first {
            throw StoreError.invalidContent(
              "migration \(migration.version) (\(migration.name)) left rows of '\(table)' "
                + "referring to rows that do not exist")
          }
          try database.run(
            "INSERT INTO schema_migration (version, name) VALUES (?, ?)",
            [.int(migration.version), .text(migration.name)])
        }
      } catch let error as DatabaseError {
        throw .sqlite(error)
      } catch let error as StoreError {
        throw error
      } catch {
        throw .invalidContent("\(error)")
      }
    }
  }

  /// The applied version, after checking the file belongs to rotationdb.
  func version(_ database: Database, path: String) throws(StoreError) -> Int {
    do {
      let version =
        try database.scalar("SELECT coalesce(max(version), 0) FROM schema_migration")?.int ?? 0
      let application = try database.scalar("PRAGMA application_id")?.int ?? 0
      if version == 0 {
        let tables =
          try database.scalar(
            "SELECT count(*) FROM sqlite_schema WHERE name <> 'schema_migration'")?.int ?? 0
        guard tables == 0 else {
          throw StoreError.notRotationDatabase(path: path, reason: "it holds other tables")
        }
      } else if application != Migrator.applicationID {
        throw StoreError.notRotationDatabase(
          path: path, reason: "its application id is \(application)")
      }
      return version
    } catch let error as DatabaseError {
      throw classify(error, path: path)
    } catch let error as StoreError {
      throw error
    } catch {
      throw .invalidContent("\(error)")
    }
  }

  /// An SQLite failure while opening or migrating, in plain words with the path.
  func classify(_ error: DatabaseError, path: String) -> StoreError {
    StoreError.classify(error, path: path, busySeconds: nil)
  }
}
