import Foundation
import Testing

/// Every environment variable and number rotationdb reads is checked before anything runs: a
/// usage error (exit 64) naming it and the values it takes, never a crash, and no file made.
@Suite("Environment variables and numbers out of range")
struct EnvironmentAndNumberTests {
  static let busy =
    "Error: ROTATIONDB_BUSY_TIMEOUT takes a whole number of seconds from 0 to 86400, not '%@'\n"

  @Test(
    "ROTATIONDB_BUSY_TIMEOUT out of range: exit 64 naming it and its range, no database made",
    arguments: ["9999999", "86401", "-1", "1e3", " 5", "5s", "99999999999999999999", "٣"])
  func busyTimeout(_ value: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    for arguments in [["scenarios"], ["import", Fixture.catalogue]] {
      let result = try Binary.run(
        arguments + ["--db", database], environment: ["ROTATIONDB_BUSY_TIMEOUT": value])
      #expect(result.status == 64, "\(arguments): \(result.err)")
      #expect(
        result.err.hasPrefix(Self.busy.replacingOccurrences(of: "%@", with: value)),
        "\(result.err)")
      #expect(!FileManager.default.fileExists(atPath: database))
    }
  }

  @Test(
    "ROTATIONDB_BUSY_TIMEOUT in range, or empty (unset), is used",
    arguments: ["0", "86400", "60", ""])
  func busyTimeoutInRange(_ value: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    let result = try Binary.run(
      ["import", Fixture.catalogue, "--db", database],
      environment: ["ROTATIONDB_BUSY_TIMEOUT": value])
    #expect(result.status == 0, "\(result.err)")
  }

  @Test("ROTATIONDB_NOW that is not an ISO 8601 time: exit 64 naming it")
  func now() throws {
    let bad = try Binary.run(
      ["evaluate", Fixture.catalogue], environment: ["ROTATIONDB_NOW": "yesterday"])
    #expect(bad.status == 64)
    #expect(
      bad.err.hasPrefix(
        "Error: ROTATIONDB_NOW takes an ISO 8601 date and time such as 2026-01-31T12:00:00Z, "
          + "not 'yesterday'\n"))
    let good = try Binary.run(
      ["evaluate", Fixture.catalogue], environment: ["ROTATIONDB_NOW": "2026-01-31T12:00:00Z"])
    #expect(good.status == 0, "\(good.err)")
  }

  @Test("--help lists every environment variable with its range")
  func help() throws {
    let help = try Binary.run(["--help"], environment: ["COLUMNS": "200"]).out
    #expect(
      help.contains(
        "  ROTATIONDB_BUSY_TIMEOUT: seconds to wait for another process holding the database "
          + "(0 to 86400; default 60)\n"))
    #expect(help.contains("  ROTATIONDB_NOW: "))
  }

  @Test(
    "Numeric options out of range: exit 64 naming the option and its range, before the database",
    arguments: [
      (["verify", "--run", "0"], "--run takes a run id", "0"),
      (
        ["report", "--run", "99999999999999999999"], "--run takes a run id", "99999999999999999999"
      ),
      (["accept", "--run", "-3"], "--run takes a run id", "-3"),
      (["diff", "--runs", "1", "+2"], "--runs takes two run ids", "+2"),
      (["diff", "--runs", "0", "1"], "--runs takes two run ids", "0"),
      (["generate", "--limit", "0"], "--limit takes a count", "0"),
      (["generate", "--limit", "1e9"], "--limit takes a count", "1e9"),
    ])
  func numbers(_ arguments: [String], _ message: String, _ value: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    let result = try Binary.run(arguments + ["--db", database])
    #expect(result.status == 64)
    #expect(
      result.err.hasPrefix(
        "Error: \(message), a whole number from 1 to 9223372036854775807, not '\(value)'\n"),
      "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: database))
  }
}
