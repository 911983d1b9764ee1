import Foundation

extension Database {
  /// A connection for reading only, the least intrusive that works: a plain connection that is
  /// never written through (so SQLite tidies its `-wal` and `-shm` files on close), else a
  /// read-only one, else, in a folder that cannot be written where a WAL database cannot make
  /// its `-shm` file, an immutable one. An immutable connection reads the database file alone,
  /// so one whose `-wal` file holds changes is refused rather than read without them.
  ///
  /// While another process holds the database, waits as ``init(path:create:readOnly:immutable:busyTimeout:onWait:)`` does.
  static func readable(
    path: String, busyTimeout: Int32 = 60_000, onWait: (@Sendable () -> Void)? = nil
  ) throws(StoreError) -> Database {
    var last = DatabaseError(code: 14, message: "unable to open database file", sql: nil)
    for mode in 0..<3 {
      if mode == 2, let size = walSize(path), size > walHeader {
        throw .cannotOpen(
          path: path,
          reason: "its -wal file holds changes not yet in the database file, "
            + "and SQLite cannot read them without writing its -shm file in the folder '"
            + folder(of: path) + "', which cannot be written: make the folder writable, or "
            + "copy the database with its -wal file to one that is")
      }
      do {
        let database = try Database(
          path: path, create: false, readOnly: mode > 0, immutable: mode == 2,
          busyTimeout: busyTimeout, onWait: onWait)
        _ = try database.scalar("PRAGMA application_id")
        return database
      } catch  where error.primaryCode == 14 || error.primaryCode == 8 {  // CANTOPEN, READONLY
        last = error
      } catch {
        throw .classify(error, path: path)
      }
    }
    throw .classify(last, path: path)
  }

  /// The bytes of a `-wal` file's header: a longer one holds frames (pages of changes).
  private static let walHeader = 32

  /// The size of the database's `-wal` file, nil when there is none.
  private static func walSize(_ path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int
  }

  private static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }
}
