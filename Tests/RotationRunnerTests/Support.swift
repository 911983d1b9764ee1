import Foundation
import RotationCatalogue
import RotationCore
import RotationStore

/// A fresh temporary database file, removed with its folder when the test ends.
final class TemporaryDatabase {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("rotationdb-runner-\(UUID().uuidString)")
  var path: String { directory.appendingPathComponent("runner.sqlite").path }

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// The store, created if needed, with a fixed clock.
  func open() throws -> Store {
    try Store(path: path, create: true, clock: { "2026-01-01T00:00:00Z" })
  }
}

let builtIn = try! Catalogue.decode(Array(BuiltInCatalogue.json.utf8))

/// The built-in catalogue's own rule cases (no public report): the catalogue the tests run,
/// whose size does not grow with the public record; one test reads back the whole catalogue.
let ruleCases = builtIn.scenarios.filter { !$0.tags.contains("public-report") }

/// The database's whole content as SQL text, from the sqlite3 shell: what a failed write must
/// leave unchanged.
func sqliteDump(_ path: String) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["sqlite3", path, ".dump"]
  let output = Pipe()
  process.standardOutput = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}
