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

/// A run's header and profiles as versions 1 to 19 wrote them (no result kind).
func insertRunBefore20(_ store: Store, engine: String, profiles: [Profile]) throws -> Int {
  try store.database.run(
    """
    INSERT INTO run (engine_version, catalogue_hash, created_at, tag, evaluated, reused)
    VALUES (?, '-', '2026-01-01T00:00:00Z', NULL, 0, 0)
    """, [.text(engine)])
  let run = Int(store.database.lastInsertedRowID)
  for (position, profile) in profiles.enumerated() {
    try store.database.run(
      "INSERT INTO run_profile (run, profile, profile_hash, position) VALUES (?, ?, ?, ?)",
      [.int(run), .text(profile.id), .text(profile.contentHash), .int(position)])
  }
  return run
}

/// A result as versions 8 to 19 wrote it: keyed by its own id, its keys in columns.
func insertResultBefore20(
  _ store: Store, _ outcome: PackedOutcome, scenario: Int64, profile: Int64, engine: String,
  sequences: inout Store.Sequences
) throws -> Int64 {
  let sequence = try store.sequence(of: Store.SequenceKey(outcome), known: &sequences)
  try store.database.run(
    """
    INSERT INTO result (scenario_key, profile_key, engine_version, crashed, micros, sequence)
    VALUES (?, ?, ?, ?, NULL, ?)
    """,
    [
      .integer(scenario), .integer(profile), .text(engine), .bool(outcome.crashed),
      .integer(sequence),
    ])
  return store.database.lastInsertedRowID
}

/// The rows of a view naming results by id, each id replaced by what the result is (its
/// scenario's and profile's hashes and its engine version): ids are renumbered by version 20.
/// `keys` gives each result id with those three; `column` is the id's place in the view's row.
func resultRows(
  _ store: Store, view: String, column: Int, keys: String, order: String
) throws -> [String] {
  try rows(
    store,
    """
    SELECT k.scenario_hash, k.profile_hash, k.engine_version, v.* FROM \(view) AS v
    JOIN (\(keys)) AS k ON k.id = v.result ORDER BY \(order)
    """
  ).map { row in
    var fields = row.split(separator: "|", omittingEmptySubsequences: false)
    fields.remove(at: 3 + column)
    return fields.joined(separator: "|")
  }
}

/// Each result's id with its hashes and engine version, from version 8 to 19.
let resultKeysBefore20 = """
  SELECT r.id, s.hash AS scenario_hash, p.hash AS profile_hash, r.engine_version FROM result AS r
  JOIN hash AS s ON s.id = r.scenario_key JOIN hash AS p ON p.id = r.profile_key
  """

/// The same from version 20.
let resultKeys = resultKeysBefore20.replacingOccurrences(
  of: "FROM result AS r", with: "FROM result_keyed AS r")

/// The views naming results by id, each with its id's column and an order of its rows.
let resultViews = [
  (view: "result_step", column: 0, order: "1, 2, 3, v.step"),
  (view: "run_outcome_resolved", column: 3, order: "v.run, v.scenario, v.profile"),
]

/// The expectation columns that versions after an older file's add and today's import writes
/// (migration 23's `knownDifference`, 24's `letterboxed`), each with its type: `body` runs with
/// them added, and they are dropped after, so the file is at its version again when migrated.
func withLaterExpectationColumns<Value>(
  _ store: Store, since version: Int, _ body: () throws -> Value
) throws -> Value {
  var columns =
    version < 23 ? [("known_difference_rule", "TEXT"), ("known_difference_reason", "TEXT")] : []
  if version < 24 { columns.append(("letterboxed", "INTEGER")) }
  for (column, type) in columns {
    try store.database.execute("ALTER TABLE expectation ADD COLUMN \(column) \(type)")
  }
  let value = try body()
  for (column, _) in columns.reversed() {
    try store.database.execute("ALTER TABLE expectation DROP COLUMN \(column)")
  }
  return value
}
