import CSQLite

/// `SQLITE_TRANSIENT`: SQLite copies bound text before the call returns.
let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A connection to one SQLite file. Not `Sendable`: one owner uses it; it closes on `deinit`.
final class Database {
  let handle: OpaquePointer
  private var statements: [String: Statement] = [:]

  /// Opens (and with `create`, creates) the file. `busyTimeout` makes a second process wait for
  /// the first's write lock instead of failing with "database is locked".
  init(path: String, create: Bool, readOnly: Bool = false, busyTimeout: Int32 = 60_000)
    throws(DatabaseError)
  {
    var pointer: OpaquePointer?
    let access =
      readOnly
      ? SQLITE_OPEN_READONLY
      : create ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READWRITE
    let flags = access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    let status = sqlite3_open_v2(path, &pointer, flags, nil)
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
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, busyTimeout)
    _ = csqlite_db_config_defensive(handle, 1)
  }

  deinit {
    statements.removeAll()
    sqlite3_close_v2(handle)
  }

  func error(_ sql: String?) -> DatabaseError {
    DatabaseError(
      code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)),
      sql: sql)
  }

  /// Runs one or more statements that return no rows.
  func execute(_ sql: String) throws(DatabaseError) {
    guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw error(sql) }
  }

  /// A prepared statement, cached for reuse by its SQL.
  func statement(_ sql: String) throws(DatabaseError) -> Statement {
    if let cached = statements[sql] {
      cached.reset()
      return cached
    }
    let statement = try Statement(database: self, sql: sql)
    statements[sql] = statement
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

  /// The first column of the first row, if any.
  func scalar(_ sql: String, _ arguments: [SQLValue] = []) throws(DatabaseError) -> SQLValue? {
    try query(sql, arguments) { $0.value(0) }.first
  }

  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws, and the
  /// first error rethrown (a failing ROLLBACK never hides it). `BEGIN IMMEDIATE` takes the write
  /// lock at once, so two writers queue on the busy timeout rather than deadlock.
  func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
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

  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  func bind(_ values: [SQLValue]) throws(DatabaseError) {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let status: Int32
      switch value {
      case .null: status = sqlite3_bind_null(handle, index)
      case .integer(let number): status = sqlite3_bind_int64(handle, index, number)
      case .text(let text): status = sqlite3_bind_text(handle, index, text, -1, transient)
      }
      guard status == SQLITE_OK else { throw database.error(sql) }
    }
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

  func string(_ column: Int32) -> String? { value(column).string }
  func int(_ column: Int32) -> Int? { value(column).int }
  func bool(_ column: Int32) -> Bool? { value(column).int.map { $0 != 0 } }
}
