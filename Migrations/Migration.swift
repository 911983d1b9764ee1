/// One numbered schema migration: raw SQL, forward only, never edited once shipped.
/// The numbered `.sql` files of this folder are embedded at build time as
/// ``Migration/embedded``, and `views.sql`, the views declared once, as ``Migration/views``.
public struct Migration: Sendable, Hashable {
  public var version: Int
  public var name: String
  public var sql: String

  public init(version: Int, name: String, sql: String) {
    self.version = version
    self.name = name
    self.sql = sql
  }
}
