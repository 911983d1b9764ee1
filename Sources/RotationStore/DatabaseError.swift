/// An SQLite failure: the extended result code, SQLite's own message and the SQL.
public struct DatabaseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The extended result code (e.g. 2067 for SQLITE_CONSTRAINT_UNIQUE).
  public var code: Int32
  public var message: String
  public var sql: String?
  /// For SQLITE_BUSY: how long the connection waited for the other one's lock before giving
  /// up, in milliseconds; nil when SQLite answered busy without waiting (it does where waiting
  /// could deadlock).
  public var waited: Int32? = nil

  public var description: String {
    "SQLite error \(code): \(message)" + (sql.map { " - while executing \($0)" } ?? "")
  }

  /// The primary result code (the low byte).
  public var primaryCode: Int32 { code & 0xFF }
}
