import RotationMigrations

/// The views, declared once in Migrations/views.sql, like Flyway's repeatable migrations: from
/// version 22 the numbered migrations run without views, and the views are made after them,
/// and made again whenever views.sql changes. `schema_views` keeps the SHA-256 of the text they
/// were last made from; the ownership check compares them with the ones views.sql makes.
extension Migrator {
  /// The first version whose views views.sql declares.
  static let viewsDeclaredFrom = 22

  /// Drops every view, and forgets the declaration they were made from.
  static func dropViews(_ database: Database) throws(DatabaseError) {
    let names = try database.query("SELECT name FROM sqlite_schema WHERE type = 'view'") {
      $0.string(0) ?? ""
    }
    for name in names {
      try database.execute("DROP VIEW \"\(name.replacingOccurrences(of: "\"", with: "\"\""))\"")
    }
    if try hasViewsTable(database) { try database.execute("DELETE FROM schema_views") }
  }

  /// The SHA-256 of the declaration the database's views were made from; nil when none was.
  static func viewsMade(_ database: Database) throws(DatabaseError) -> String? {
    guard try hasViewsTable(database) else { return nil }
    return try database.scalar("SELECT checksum FROM schema_views WHERE id = 1")?.string
  }

  static func hasViewsTable(_ database: Database) throws(DatabaseError) -> Bool {
    try database.scalar(
      "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_views'")?.int
      == 1
  }

  /// Makes the declared views, under the write lock, when the database's were made from
  /// another declaration or not yet. Each view is then read once: a declaration naming a table
  /// or column the schema lacks fails here, and the views are left as they were. views.sql is
  /// written for the schema the embedded migrations reach: a migrator given only the first of
  /// them (a test standing in for an older rotationdb, whose views.sql is not at hand) makes
  /// none, and the next open with them all makes them.
  func makeViews(_ database: Database) throws {
    guard latestVersion >= Migrator.viewsDeclaredFrom,
      latestVersion >= Migration.embedded.map(\.version).max() ?? 0
    else { return }
    try database.transaction {
      // Another process may have made them while this one waited for the lock.
      guard try Migrator.viewsMade(database) != viewsChecksum else { return }
      try Migrator.dropViews(database)
      try database.execute(views)
      let names = try database.query("SELECT name FROM sqlite_schema WHERE type = 'view'") {
        $0.string(0) ?? ""
      }
      for name in names {
        _ = try database.query("SELECT * FROM \"\(name)\" LIMIT 0") { _ in 0 }
      }
      try database.run(
        "INSERT INTO schema_views (id, checksum) VALUES (1, ?)", [.text(viewsChecksum)])
    }
  }
}
