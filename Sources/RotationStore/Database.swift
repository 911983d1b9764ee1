import CSQLite
import Foundation

/// `SQLITE_TRANSIENT`: SQLite copies bound text before the call returns.
let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A connection to one SQLite file. Not `Sendable`: one owner uses it; it closes on `deinit`.
final class Database {
  let handle: OpaquePointer
  private var statements: [String: Statement] = [:]
  /// The statements used last, found by their text before the dictionary: a run alternates
  /// between a few, and comparing the same text is cheaper than hashing it.
  private var recent: [Statement] = []
  /// How this connection waits for another process's lock; kept alive as long as the handle.
  private let waiting: Waiting

  /// Opens (and with `create`, creates) the file. While another process holds the lock, the
  /// connection waits up to `busyTimeout` milliseconds instead of failing with "database is
  /// locked", calling `onWait` once when the wait passes a second.
  ///
  /// `immutable` opens a read-only file that nothing can change while it is open, without the
  /// `-shm` file a WAL database otherwise needs: for a database in a folder that cannot be
  /// written.
  init(
    path: String, create: Bool, readOnly: Bool = false, immutable: Bool = false,
    busyTimeout: Int32 = 60_000, onWait: (@Sendable () -> Void)? = nil
  ) throws(DatabaseError) {
    var pointer: OpaquePointer?
    let access =
      readOnly
      ? SQLITE_OPEN_READONLY
      : create ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READWRITE
    var flags = access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    var name = path
    if immutable {
      flags |= SQLITE_OPEN_URI
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      let escaped =
        absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? absolute
      name = "file:\(escaped)?mode=ro&immutable=1"
    }
    let status = sqlite3_open_v2(name, &pointer, flags, nil)
    guard let pointer else {
      throw DatabaseError(code: status, message: String(cString: sqlite3_errstr(status)), sql: nil)
    }
    guard status == SQLITE_OK else {
      let error = DatabaseError(
        code: sqlite3_extended_errcode(pointer), message: String(cString: sqlite3_errmsg(pointer)),
        sql: nil)
      sqlite3_close_v2(pointer)
      throw error
    }
    handle = pointer
    waiting = Waiting(timeout: busyTimeout, onWait: onWait)
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_handler(
      handle,
      { context, count in
        guard let context else { return 0 }
        return Unmanaged<Waiting>.fromOpaque(context).takeUnretainedValue().wait(count)
      }, Unmanaged.passUnretained(waiting).toOpaque())
    _ = csqlite_db_config_defensive(handle, 1)
  }

  deinit {
    recent.removeAll()
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  /// How long this connection waits for another process's lock, in milliseconds.
  var busyTimeout: Int32 { waiting.timeout }

  func error(_ sql: String?) -> DatabaseError {
    let code = sqlite3_extended_errcode(handle)
    return DatabaseError(
      code: code, message: String(cString: sqlite3_errmsg(handle)), sql: sql,
      waited: code & 0xFF == SQLITE_BUSY ? waiting.takeGaveUp() : nil)
  }

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws(DatabaseError) {
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw error(sql) }
  }

  /// A prepared statement, cached for reuse by its SQL.
  func statement(_ sql: String) throws(DatabaseError) -> Statement {
    for cached in recent where cached.sql == sql {
      cached.reset()
      return cached
    }
    let statement: Statement
    if let cached = statements[sql] {
      cached.reset()
      statement = cached
    } else {
      statement = try Statement(database: self, sql: sql)
      statements[sql] = statement
    }
    if recent.count == 4 { recent.removeLast() }
    recent.insert(statement, at: 0)
    return statement
  }

  /// Runs a statement with these arguments.
  func run(_ sql: String, _ arguments: [SQLValue] = []) throws(DatabaseError) {
    let statement = try statement(sql)
    try statement.bind(arguments)
    while try statement.step() {}
  }

  /// The rows of a query, each read by `row`.
  func query<T>(
    _ sql: String, _ arguments: [SQLValue] = [], row: (Statement) throws(DatabaseError) -> T
  ) throws(DatabaseError) -> [T] {
    let statement = try statement(sql)
    try statement.bind(arguments)
    var result: [T] = []
    while try statement.step() { result.append(try row(statement)) }
    return result
  }

  /// Reads each row of a query with `row` as it comes, holding none.
  func each(
    _ sql: String, _ arguments: [SQLValue] = [], row: (Statement) throws(DatabaseError) -> Void
  ) throws(DatabaseError) {
    let statement = try statement(sql)
    try statement.bind(arguments)
    while try statement.step() { try row(statement) }
  }

  /// Inserts rows through `prefix` (`INSERT INTO table (columns)`), `width` values a row, up to
  /// ``rowsPerInsert`` rows a statement: a statement's fixed cost (finding, binding, stepping,
  /// resetting it) is paid once for many rows, as `INSERT … SELECT` pays it once for all.
  func insertRows(_ prefix: String, width: Int, _ values: [SQLValue], suffix: String = "")
    throws(DatabaseError)
  {
    precondition(width > 0 && values.count % width == 0, "values are not whole rows")
    let rows = values.count / width
    // The SQL of a whole statement is made once a call, a shorter last one's once more.
    let full =
      Database.insertSQL(prefix, width: width, rows: min(rows, Database.rowsPerInsert)) + suffix
    var first = 0
    while first < rows {
      let count = min(Database.rowsPerInsert, rows - first)
      let statement = try statement(
        count == Database.rowsPerInsert || count == rows
          ? full : Database.insertSQL(prefix, width: width, rows: count) + suffix)
      try statement.bind(values[first * width..<(first + count) * width])
      while try statement.step() {}
      first += count
    }
  }

  /// `prefix VALUES (?, …), …`: `rows` rows of `width` parameters.
  static func insertSQL(_ prefix: String, width: Int, rows: Int) -> String {
    let row = "(" + Array(repeating: "?", count: width).joined(separator: ", ") + ")"
    return prefix + " VALUES " + Array(repeating: row, count: rows).joined(separator: ", ")
  }

  /// How many rows ``insertRows(_:width:_:)`` writes a statement.
  static let rowsPerInsert = 128

  /// The first column of the first row, if any.
  func scalar(_ sql: String, _ arguments: [SQLValue] = []) throws(DatabaseError) -> SQLValue? {
    try query(sql, arguments) { $0.value(0) }.first
  }

  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// How many rows the last statement inserted, changed or deleted.
  var changes: Int32 { sqlite3_changes(handle) }

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws, and the
  /// first error rethrown (a failing ROLLBACK or checkpoint never hides it). `BEGIN IMMEDIATE`
  /// takes the write lock at once, so two writers queue on the busy timeout rather than
  /// deadlock.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
      // The pages a failed transaction spilled stay in the `-wal` file (on a full disk, its
      // space) until a checkpoint: given back at once when no reader holds them.
      try? execute("PRAGMA wal_checkpoint(TRUNCATE)")
      throw error
    }
  }
}

/// A value bound to or read from SQL.
enum SQLValue: Equatable, Sendable {
  case null
  case integer(Int64)
  case text(String)

  var int: Int? { if case .integer(let value) = self { Int(value) } else { nil } }
  var string: String? { if case .text(let value) = self { value } else { nil } }
}

extension SQLValue {
  static func bool(_ value: Bool?) -> SQLValue { value.map { .integer($0 ? 1 : 0) } ?? .null }
  static func string(_ value: String?) -> SQLValue { value.map(SQLValue.text) ?? .null }
  static func int(_ value: Int?) -> SQLValue { value.map { .integer(Int64($0)) } ?? .null }
}

/// A prepared statement. Finalized on `deinit`; used by its connection's owner only.
final class Statement {
  private let handle: OpaquePointer
  private unowned let database: Database
  let sql: String

  init(database: Database, sql: String) throws(DatabaseError) {
    var pointer: OpaquePointer?
    guard
      sqlite3_prepare_v3(database.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        == SQLITE_OK, let pointer
    else { throw database.error(sql) }
    self.handle = pointer
    self.database = database
    self.sql = sql
  }

  deinit { sqlite3_finalize(handle) }

  /// The number of parameters.
  private lazy var parameters = Int(sqlite3_bind_parameter_count(handle))

  func reset() {
    sqlite3_reset(handle)
  }

  /// Binds the values to the first parameters, and NULL to those after them.
  func bind(_ values: some Collection<SQLValue>) throws(DatabaseError) {
    if values.count < parameters { sqlite3_clear_bindings(handle) }
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let status: Int32
      switch value {
      case .null: status = sqlite3_bind_null(handle, index)
      case .integer(let number): status = sqlite3_bind_int64(handle, index, number)
      case .text(let text): status = bind(text, at: index)
      }
      guard status == SQLITE_OK else { throw database.error(sql) }
    }
  }

  /// Binds a text as a C string (up to its first NUL, if any), read in place where the string
  /// keeps its UTF-8 contiguous, rather than copied into a C string a text.
  private func bind(_ text: String, at index: Int32) -> Int32 {
    let bound = text.utf8.withContiguousStorageIfAvailable { bytes -> Int32 in
      guard let base = bytes.baseAddress, !bytes.isEmpty else {
        return sqlite3_bind_text(handle, index, "", 0, transient)
      }
      let length = bytes.firstIndex(of: 0) ?? bytes.count
      return base.withMemoryRebound(to: CChar.self, capacity: length) {
        sqlite3_bind_text(handle, index, $0, Int32(length), transient)
      }
    }
    return bound ?? sqlite3_bind_text(handle, index, text, -1, transient)
  }

  /// Advances; true while there is a row to read.
  func step() throws(DatabaseError) -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE:
      sqlite3_reset(handle)
      return false
    default:
      let error = database.error(sql)
      sqlite3_reset(handle)
      throw error
    }
  }

  func value(_ column: Int32) -> SQLValue {
    switch sqlite3_column_type(handle, column) {
    case SQLITE_NULL: return .null
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, column))
    default:
      guard let text = sqlite3_column_text(handle, column) else { return .null }
      return .text(String(cString: text))
    }
  }

  /// How many columns each row has.
  var columnCount: Int32 { sqlite3_column_count(handle) }

  func string(_ column: Int32) -> String? { value(column).string }
  func int(_ column: Int32) -> Int? { value(column).int }
  func int64(_ column: Int32) -> Int64? {
    if case .integer(let value) = value(column) { value } else { nil }
  }
  func bool(_ column: Int32) -> Bool? { value(column).int.map { $0 != 0 } }
}

/// SQLite's busy handler: waits in steps of 10 ms up to the timeout, saying once when the wait
/// passes a second.
final class Waiting {
  let timeout: Int32
  let onWait: (@Sendable () -> Void)?
  private var said = false
  /// The milliseconds waited when the handler last gave up, until an error reads it.
  private var gaveUpAfter: Int32?

  init(timeout: Int32, onWait: (@Sendable () -> Void)?) {
    self.timeout = timeout
    self.onWait = onWait
  }

  /// Called by SQLite with the number of earlier calls for this lock: 1 to wait again, 0 to
  /// give up (the statement then fails with SQLITE_BUSY).
  func wait(_ count: Int32) -> Int32 {
    let waited = count * 10
    if count == 0 { gaveUpAfter = nil }
    if waited >= timeout {
      gaveUpAfter = waited
      return 0
    }
    if waited >= 1_000, !said {
      said = true
      onWait?()
    }
    usleep(10_000)
    return 1
  }

  /// How long the handler waited before it last gave up, if it did since the last call.
  func takeGaveUp() -> Int32? {
    defer { gaveUpAfter = nil }
    return gaveUpAfter
  }
}
