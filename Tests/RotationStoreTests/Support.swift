import Foundation
import RotationCatalogue
import RotationCore
import RotationMigrations
import Testing

@testable import RotationStore

/// A fresh temporary database file, removed with its directory when the test ends.
final class TemporaryDatabase {
  let directory: URL
  var path: String { directory.appendingPathComponent("test.sqlite").path }

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rotationdb-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// Opens the store with a fixed clock.
  func open(create: Bool = true, migrations: [Migration] = Migration.embedded) throws -> Store {
    try Store(path: path, create: create, migrations: migrations, clock: { "2026-01-01T00:00:00Z" })
  }
}

let builtIn = try! Catalogue.decode(Array(BuiltInCatalogue.json.utf8))

/// Everything a database holds, as text: to check that a failed write changed nothing.
func dump(_ store: Store) throws -> String {
  let tables = try store.database.query(
    "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
  ) { $0.string(0) ?? "" }
  var out = ""
  for table in tables {
    out += "== \(table)\n"
    out +=
      try rows(store, "SELECT * FROM \"\(table)\" ORDER BY 1, 2").joined(separator: "\n") + "\n"
  }
  return out
}

/// The rows of a query, each as its values joined by `|`.
func rows(_ store: Store, _ sql: String) throws -> [String] {
  try store.database.query(sql) { row in
    (0..<row.columnCount).map { column -> String in
      switch row.value(column) {
      case .null: "NULL"
      case .integer(let number): "\(number)"
      case .text(let text): text
      }
    }.joined(separator: "|")
  }
}
