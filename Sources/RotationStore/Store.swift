import Foundation
import RotationCore
import RotationMigrations

/// The rotationdb database: scenarios, expectations, profiles, runs and recorded outcomes in one
/// SQLite file. The only module that touches SQLite.
///
/// Not `Sendable`: one owner uses a store. Two processes may use one file at once: writers wait
/// for each other (WAL mode and a busy timeout).
public final class Store {
  public let path: String
  let database: Database
  /// The current time as ISO 8601 text, for run timestamps.
  let clock: () -> String
  /// How long a command waits for another process's lock, in milliseconds.
  let busyTimeout: Int32
  /// The sequences of steps read so far, by id: stored sequences never change, and a
  /// transaction that rolls back forgets them (its ids may be given again).
  var readSequences = ReadSequences()

  struct ReadSequences {
    var steps: [Int64: [StepOutcome]] = [:]
    /// How many bytes `steps` holds (``Footprint``), and the most it keeps.
    var bytes = 0
    var limit = Store.readSequenceBytes
  }

  /// Opens the database at `path`, creating it when `create` is true, and brings its schema to
  /// the latest version of `migrations` and its views to those `views` declares. The built-in
  /// profiles are installed or updated.
  ///
  /// While another process holds the database, the store waits up to `busyTimeout`
  /// milliseconds and calls `onWait` once after a second; past the timeout the command fails
  /// with ``StoreError/busy(path:seconds:)``.
  public init(
    path: String, create: Bool, readOnly: Bool = false,
    migrations: [Migration] = Migration.embedded, views: String = Migration.views,
    clock: @escaping () -> String = Store.systemClock, busyTimeout: Int32 = 60_000,
    onWait: (@Sendable () -> Void)? = nil
  ) throws(StoreError) {
    if !create && !FileManager.default.fileExists(atPath: path) { throw .noDatabase(path: path) }
    self.path = path
    self.clock = clock
    self.busyTimeout = busyTimeout
    let migrator = Migrator(migrations: migrations, views: views)
    if !readOnly { try migrator.inspect(path: path, busyTimeout: busyTimeout, onWait: onWait) }
    if readOnly {
      // The same checks as `inspect`, on the reading connection.
      try Migrator.refuseFolder(path)
      // Reading commands write nothing: no migration, no profile update, no journal switch.
      // Only a database an older rotationdb wrote is opened for writing, to bring it up to date.
      let reader = try Database.readable(path: path, busyTimeout: busyTimeout, onWait: onWait)
      let state = try migrator.state(reader, path: path)
      let version = state.version
      guard version > 0 else {
        throw .notRotationDatabase(
          path: path,
          reason: "it holds no rotationdb data yet: an empty file, or one whose creation was "
            + "interrupted; 'rotationdb import' or 'rotationdb publish' makes the database in it")
      }
      guard version <= migrator.latestVersion else {
        throw .newerSchema(path: path, found: version, known: migrator.latestVersion)
      }
      // Views an older views.sql made are made again first, as an older version is migrated.
      if version == migrator.latestVersion && state.viewsCurrent {
        database = reader
        return
      }
    }
    do {
      database = try Database(
        path: path, create: create, busyTimeout: busyTimeout, onWait: onWait)
    } catch {
      throw .classify(error, path: path)
    }
    do {
      // 64 MiB of page cache: large runs insert into big indexes out of key order.
      try database.execute("PRAGMA cache_size = -65536")
      try Store.switchToWAL(database)
    } catch {
      throw .classify(error, path: path)
    }
    // Migrations run with foreign keys off (a table rebuilt under them would cascade its
    // drop), each checked before it commits; every connection then enforces them.
    try migrator.migrate(database, path: path)
    do {
      try database.execute("PRAGMA foreign_keys = ON")
    } catch {
      throw .classify(error, path: path)
    }
    try installBuiltInProfiles()
  }

  /// Puts the file in WAL mode. Switching a new file needs its exclusive lock, and SQLite
  /// answers BUSY at once, without waiting, while another connection creating the same file
  /// holds a lock (it would deadlock): the switch is tried again within the busy timeout.
  static func switchToWAL(_ database: Database) throws(DatabaseError) {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(database.busyTimeout) * 1_000_000
    while true {
      do {
        _ = try database.scalar("PRAGMA journal_mode = WAL")
        return
      } catch  where error.primaryCode == 5 {
        guard DispatchTime.now().uptimeNanoseconds < deadline else {
          var error = error
          error.waited = database.busyTimeout
          throw error
        }
        usleep(10_000)
      }
    }
  }

  /// The system clock, in UTC, to the second.
  public static func systemClock() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date())
  }

  /// The schema version applied.
  public var schemaVersion: Int {
    get throws(StoreError) {
      try wrap { () throws(DatabaseError) in
        try database.scalar("SELECT coalesce(max(version), 0) FROM schema_migration")?.int ?? 0
      }
    }
  }

  /// Runs `body` in one transaction: all of it is written, or none.
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    do {
      return try database.transaction(body)
    } catch {
      // The rolled back sequences' ids may be given again.
      readSequences = ReadSequences()
      if let error = error as? DatabaseError { throw classify(error) }
      if case StoreError.sqlite(let inner) = error { throw classify(inner) }
      throw error
    }
  }

  /// ``transaction(_:)`` for a writer that only inserts rows whose references it has just read
  /// or written itself, under the transaction's write lock (a run's recording): SQLite skips the
  /// foreign-key probes of each insert (a sixth of a run's recording thread), and enforces them
  /// again on this connection once the transaction ends, also when it fails. Nothing in it
  /// deletes, so no cascade is missed.
  public func insertingTransaction<T>(_ body: () throws -> T) throws -> T {
    // The pragma is a no-op inside a transaction: a nested call keeps checking.
    try wrap { () throws(DatabaseError) in try database.execute("PRAGMA foreign_keys = OFF") }
    defer { try? database.execute("PRAGMA foreign_keys = ON") }
    return try transaction(body)
  }

  /// An SQLite failure on this database, in plain words with its path.
  func classify(_ error: DatabaseError) -> StoreError {
    StoreError.classify(error, path: path)
  }

  func wrap<T>(_ body: () throws(DatabaseError) -> T) throws(StoreError) -> T {
    do {
      return try body()
    } catch {
      throw classify(error)
    }
  }

  // MARK: Profiles

  /// Installs the built-in profiles, or updates them when this engine defines them differently.
  func installBuiltInProfiles() throws(StoreError) {
    let stored = try wrap { () throws(DatabaseError) in
      try database.query("SELECT id, hash FROM profile WHERE builtin = 1") {
        ($0.string(0) ?? "", $0.string(1) ?? "")
      }
    }
    let wanted = Profile.builtIn.map { ($0.id, $0.contentHash) }
    let sorted = { (pairs: [(String, String)]) in pairs.sorted { $0.0 < $1.0 } }
    if sorted(stored).elementsEqual(sorted(wanted), by: ==) { return }
    do {
      try database.transaction {
        for profile in Profile.builtIn { try self.save(profile, builtin: true) }
      }
    } catch let error as DatabaseError {
      throw classify(error)
    } catch {
      throw .invalidContent("\(error)")
    }
  }

  /// Inserts or replaces a profile.
  func save(_ profile: Profile, builtin: Bool) throws(DatabaseError) {
    guard case .object(let members) = profile.json,
      let parameters = members.first(where: { $0.0 == "parameters" })?.1
    else { return }
    try database.run(
      """
      INSERT INTO profile (id, name, position, parameters, hash, builtin) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET name = excluded.name, position = excluded.position,
        parameters = excluded.parameters, hash = excluded.hash, builtin = excluded.builtin
      """,
      [
        .text(profile.id), .text(profile.name), .int(profile.order), .text(parameters.compact()),
        .text(profile.contentHash), .bool(builtin),
      ])
  }

  /// Adds profiles a user defined (``ProfileDefinition``), in one transaction.
  public func addProfiles(_ profiles: [Profile]) throws {
    // Checked in the transaction that writes: another process may add one meanwhile.
    try transaction {
      let existing = try profileIDs()
      for profile in profiles where existing.contains(profile.id) {
        throw StoreError.invalidContent("a profile '\(profile.id)' exists already")
      }
      for profile in profiles { try save(profile, builtin: false) }
    }
  }

  /// Removes a profile a user defined; built-in profiles stay. Recorded runs keep their
  /// outcomes under its id.
  public func removeProfile(_ id: String) throws {
    try transaction {
      let rows = try database.query("SELECT builtin FROM profile WHERE id = ?", [.text(id)]) {
        $0.bool(0) ?? false
      }
      guard let builtin = rows.first else { throw StoreError.unknownProfile(id) }
      guard !builtin else { throw StoreError.builtInProfile(id) }
      try database.run("DELETE FROM profile WHERE id = ?", [.text(id)])
    }
  }

  /// The ids of every profile, without decoding their parameters: what a stored definition's
  /// expectations may name.
  public func profileIDs() throws(StoreError) -> Set<String> {
    try wrap { () throws(DatabaseError) in
      Set(try database.query("SELECT id FROM profile") { $0.string(0) ?? "" })
    }
  }

  /// Every profile, in version order.
  public func profiles() throws(StoreError) -> [Profile] {
    let rows = try wrap { () throws(DatabaseError) in
      try database.query("SELECT id, name, position, parameters FROM profile ORDER BY position, id")
      {
        ($0.string(0) ?? "", $0.string(1) ?? "", $0.int(2) ?? 0, $0.string(3) ?? "")
      }
    }
    var result: [Profile] = []
    for (id, name, position, parameters) in rows {
      let text =
        JSON.object([
          ("id", .string(id)), ("name", .string(name)), ("order", .int(position)),
        ]).compact().dropLast() + ",\"parameters\":" + parameters + "}"
      do {
        // A profile an older rotationdb stored may lack parameters declared since.
        result.append(try Profile.decode(stored: Array(text.utf8)))
      } catch {
        throw .invalidContent("profile \(id): \(error.description)")
      }
    }
    return result
  }
}
