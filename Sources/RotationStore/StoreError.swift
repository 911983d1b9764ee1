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
  /// Every run is partial (a tag or some profiles only); the latest is named.
  case noCompleteRun(latest: Int, covers: String)

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
    case .busy(let path, let seconds):
      "gave up waiting\(seconds.map { " after \($0) s" } ?? "") for another process that is "
        + "writing to \(path); try again when it is done"
    case .unknownProfile(let id): "no profile '\(id)' in the database"
    case .builtInProfile(let id):
      "'\(id)' is a built-in profile; only profiles added with 'rotationdb profiles add' can be "
        + "removed"
    case .unknownScenarios(let ids):
      "no scenario " + ids.map { "'\($0)'" }.joined(separator: ", ")
        + " in the database; nothing was removed"
    case .noCompleteRun(let latest, let covers):
      "no complete run (every scenario under every profile) yet; the latest, run \(latest), "
        + "covers only \(covers): give --run \(latest), or record a complete one with "
        + "'rotationdb run'"
    }
  }
}
