/// Why the store could not do what was asked.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// SQLite failed.
  case sqlite(DatabaseError)
  /// No database file at the path (read-only commands do not create one).
  case noDatabase(path: String)
  /// The file is not a rotationdb database (another SQLite file, or not SQLite at all).
  case notRotationDatabase(path: String, reason: String)
  /// The database cannot be written (a read-only file or folder).
  case readOnly(path: String, DatabaseError)
  /// The database file is damaged.
  case corrupt(path: String)
  /// SQLite cannot open the file (a missing folder, a folder in its place, no permission).
  case cannotOpen(path: String, reason: String)
  /// The file was written by a newer rotationdb.
  case newerSchema(path: String, found: Int, known: Int)
  /// A stored value does not decode: the database was edited by hand or damaged.
  case invalidContent(String)
  /// A run id that does not exist.
  case unknownRun(Int)
  /// No run has been recorded yet.
  case noRun
  /// Another process held the database longer than the wait allows.
  case busy(path: String, seconds: Int?)
  /// Scenario ids the database does not hold.
  case unknownScenarios([String])
  /// A profile id the database does not hold.
  case unknownProfile(String)
  /// A built-in profile cannot be removed.
  case builtInProfile(String)
  /// No run is complete (a tag, some profiles only, or profiles the database no longer holds);
  /// the latest is named with how it differs.
  case noCompleteRun(latest: Int, differs: String)
  /// No run without a tag has all these profiles.
  case noRunCovering(profiles: [String], latest: Int)
  /// The disk (or the database's size limit) is full: the change was rolled back.
  case diskFull(path: String)
  /// The operating system failed to read or write the file.
  case ioFailure(path: String, DatabaseError)
  /// The operating system refused access to the file.
  case noPermission(path: String)
  /// SQLite ran out of memory.
  case outOfMemory(path: String)
  /// Another SQLite failure while using the database at `path`.
  case failed(path: String, DatabaseError)

  public var description: String {
    switch self {
    case .sqlite(let error): error.description
    case .noDatabase(let path):
      "no database at \(path); create it with 'rotationdb import' or 'rotationdb publish'"
    case .notRotationDatabase(let path, let reason):
      "\(path) is not a rotationdb database (\(reason))"
    case .readOnly(let path, let error):
      "cannot write to the database \(path): it is read-only (\(error.message))"
    case .cannotOpen(let path, let reason): "cannot open the database \(path): \(reason)"
    case .corrupt(let path):
      "the database \(path) is corrupt; restore it from a copy (PRAGMA integrity_check tells more)"
    case .newerSchema(let path, let found, let known):
      "\(path) was written by a newer rotationdb (schema version \(found)); this rotationdb "
        + "reads up to version \(known): upgrade rotationdb to open it"
    case .invalidContent(let message): "the database holds invalid content: \(message)"
    case .unknownRun(let id): "no run \(id) in the database"
    case .noRun: "no run recorded yet; record one with 'rotationdb run'"
    case .busy(let path, let seconds?):
      "gave up waiting after \(seconds) s for another process that is writing to \(path); try "
        + "again when it is done"
    case .busy(let path, nil):
      "another process is writing to \(path), and SQLite could not wait for it here; try again "
        + "when it is done"
    case .unknownProfile(let id): "no profile '\(id)' in the database"
    case .builtInProfile(let id):
      "'\(id)' is a built-in profile; only profiles added with 'rotationdb profiles add' can be "
        + "removed"
    case .unknownScenarios(let ids):
      "no scenario " + ids.map { "'\($0)'" }.joined(separator: ", ")
        + " in the database; nothing was removed"
    case .diskFull(let path):
      "the disk holding \(path) is full; nothing was written (free some space and try again)"
    case .ioFailure(let path, let error):
      "cannot read or write the database \(path): the system reported an input/output error "
        + "(\(error.message))"
    case .noPermission(let path): "no permission to use the database \(path)"
    case .outOfMemory(let path): "out of memory while using the database \(path)"
    case .failed(let path, let error):
      "the database \(path) failed: \(error.message) (SQLite error \(error.code)"
        + (error.sql.map { " while executing \($0.prefix(80))" } ?? "") + ")"
    case .noCompleteRun(let latest, let differs):
      "no complete run (every scenario under every profile) yet; the latest, run \(latest), "
        + "\(differs): give --run \(latest), or record a complete one with 'rotationdb run'"
    case .noRunCovering(let profiles, let latest):
      "no run covers \(profiles.joined(separator: " and ")) for every scenario (a run without "
        + "--tag under both); the latest is run \(latest): give --run, or record one with "
        + "'rotationdb run --profile \(profiles.joined(separator: " --profile "))'"
    }
  }
}

extension StoreError {
  /// An SQLite failure on the database at `path`, in plain words: each result code that a user
  /// can act on has its own error; the rest keep SQLite's message with the path.
  static func classify(_ error: DatabaseError, path: String) -> StoreError {
    switch error.primaryCode {
    case 3, 23: .noPermission(path: path)  // SQLITE_PERM, SQLITE_AUTH
    case 5: .busy(path: path, seconds: error.waited.map { Int($0) / 1_000 })  // SQLITE_BUSY
    case 7: .outOfMemory(path: path)  // SQLITE_NOMEM
    case 8: .readOnly(path: path, error)  // SQLITE_READONLY
    case 10: .ioFailure(path: path, error)  // SQLITE_IOERR
    case 11: .corrupt(path: path)  // SQLITE_CORRUPT
    case 13: .diskFull(path: path)  // SQLITE_FULL
    case 14: .cannotOpen(path: path, reason: Migrator.openFailure(path))  // SQLITE_CANTOPEN
    case 26: .notRotationDatabase(path: path, reason: "not an SQLite file")  // SQLITE_NOTADB
    default: .failed(path: path, error)
    }
  }
}
