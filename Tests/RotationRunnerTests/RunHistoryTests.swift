import Foundation
import RotationCore
import RotationMigrations
import RotationStore
import Testing

@testable import RotationRunner

/// Migration 19: runs keep the expectations they were verified against.
@Suite("Runs keep their expectations (migration 19)")
struct RunHistoryTests {
  func count(_ path: String, _ table: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", path, "SELECT count(*) FROM \(table)"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
  }

  @Test(
    "A version-17 database's runs are carried forward; new runs keep each set of expectations once")
  func carriedForward() throws {
    let file = try TemporaryDatabase()
    let scenarios = Array(builtIn.scenarios.prefix(3))
    let withExpectations = scenarios.filter { !$0.expectations.isEmpty }.count
    #expect(withExpectations > 0)
    do {
      let old = try Store(
        path: file.path, create: true,
        migrations: Migration.embedded.filter { $0.version <= 17 })
      _ = try old.importScenarios(scenarios)
      _ = try Runner(store: old).run()
    }
    let store = try file.open()
    #expect(try store.schemaVersion == Migration.embedded.map(\.version).max())
    let runner = Runner(store: store)
    // The old run kept none: it is judged by the current expectations, and says so.
    #expect(try store.keptExpectations(run: 1) == nil)
    let second = try runner.run().run
    let third = try runner.run().run
    let kept = try #require(try store.keptExpectations(run: second))
    #expect(kept.count == withExpectations)
    #expect(try store.keptExpectations(run: third) == kept)
    // Unchanged expectations are stored once, whatever the number of runs.
    #expect(try count(file.path, "expectation_set") == "\(withExpectations)")
    #expect(try count(file.path, "run_expectation") == "\(2 * withExpectations)")
    let history = try runner.history()
    #expect(history.map(\.keptExpectations) == [false, true, true])
    #expect(history.map(\.listing.complete) == [true, true, true])
    let comparison = try runner.diff(runs: 1, second)
    #expect(
      comparison.notes.first
        == "Run 1 was recorded before runs kept their expectations: it is judged by the "
        + "current expectations, the other by those it was verified against.")
  }
}
