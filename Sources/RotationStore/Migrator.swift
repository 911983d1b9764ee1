import Foundation
import RotationCore
import RotationMigrations

/// Applies numbered migrations in order, each in its own transaction with its bookkeeping row,
/// then makes the declared views (``makeViews(_:)``).
struct Migrator {
  /// `PRAGMA application_id` of a rotationdb database ('RoTn').
  static let applicationID = 1_383_027_822

  let migrations: [Migration]
  /// The views, declared once (Migrations/views.sql), from version ``viewsDeclaredFrom`` on.
  let views: String
  /// The SHA-256 of ``views``: `schema_views` keeps the one the views were made from.
  let viewsChecksum: String

  init(migrations: [Migration], views: String = Migration.views) {
    self.migrations = migrations
    self.views = views
    viewsChecksum = SHA256.hex(views)
  }

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

  /// The bookkeeping table, made in the first migration's transaction: a file holds it together
  /// with the schema and the application id, or holds none of them.
  static let bookkeeping =
    "CREATE TABLE IF NOT EXISTS schema_migration (version INTEGER PRIMARY KEY, name TEXT NOT NULL) STRICT"

  /// Brings the database to the latest version and its views to the declared ones, or refuses
  /// a database it cannot own.
  func migrate(_ database: Database, path: String) throws(StoreError) {
    let state = try state(database, path: path)
    let current = state.version
    guard current <= latestVersion else {
      throw .newerSchema(path: path, found: current, known: latestVersion)
    }
    for migration in migrations.sorted(by: { $0.version < $1.version })
    where migration.version > current {
      do {
        try database.transaction {
          try database.execute(Migrator.bookkeeping)
          // Another process may have applied it while this one waited for the lock.
          let applied = try database.scalar(
            "SELECT count(*) FROM schema_migration WHERE version = ?", [.int(migration.version)])
          guard applied?.int == 0 else { return }
          if migration.version >= Migrator.viewsDeclaredFrom { try Migrator.dropViews(database) }
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
      } catch {
        throw Migrator.storeError(error)
      }
    }
    // Only when needed: making them takes the write lock, which most opens never wait for.
    guard current < latestVersion || !state.viewsCurrent else { return }
    do {
      try makeViews(database)
    } catch {
      throw Migrator.storeError(error)
    }
  }

  /// A failure while migrating: SQLite's error with its SQL, or the migrator's own.
  static func storeError(_ error: any Error) -> StoreError {
    switch error {
    case let error as DatabaseError: .sqlite(error)
    case let error as StoreError: error
    default: .invalidContent("\(error)")
    }
  }
}
