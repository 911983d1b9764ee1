import Foundation
import Testing

@testable import RotationCLI

/// Output files through the real binary: what a replaced file keeps, what a signal leaves, and
/// what `accept --write` does before and after the database changes.
@Suite("Output files: modes, signals, accept --write")
struct OutputFileTests {
  let directory: URL
  var database: String { directory.appendingPathComponent("test.sqlite").path }

  init() throws { directory = try temporaryDirectory() }

  func rotationdb(_ arguments: [String]) throws -> Binary.Result {
    try Binary.run(arguments + ["--db", database])
  }

  func mode(_ path: String) throws -> Int? {
    (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?
      .intValue
  }

  @Test("--out keeps a file's permissions but never its setuid, setgid or sticky bit")
  func specialBits() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try Fixture.database(in: directory, named: "test.sqlite")
    let target = directory.appendingPathComponent("report.md").path
    #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
    #expect(chmod(target, 0o7754) == 0)
    let result = try rotationdb(["report", "--format", "md", "--out", target])
    #expect(result.status == 0, "\(result.err)")
    #expect(try mode(target) == 0o754)
    #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# "))
  }

  @Test("report checks its output before it reads the run, and leaves nothing when the run fails")
  func reportOutputFirst() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try Fixture.database(in: directory, named: "test.sqlite")
    // An output in a missing folder is refused before the run, which does not exist either.
    let missing = directory.appendingPathComponent("missing/report.md").path
    let refused = try rotationdb(["report", "--run", "999", "--format", "md", "--out", missing])
    #expect(refused.status == 73, "\(refused.err)")
    #expect(refused.err.contains("missing"), "\(refused.err)")
    // A run that does not exist: the prepared output is removed and nothing is written.
    let target = directory.appendingPathComponent("report.md").path
    let failed = try rotationdb(["report", "--run", "999", "--format", "md", "--out", target])
    #expect(failed.status != 0 && failed.err.contains("no run 999"), "\(failed.err)")
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(temporaryFiles.isEmpty)
  }

  @Test("An output that must not replace a file keeps one made after the check, and cleans up")
  func keepingAFileMadeMeanwhile() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("compatibility.html").path
    let prepared = try FileOutput.prepare(
      [target], protecting: ProtectedFiles(database: nil), keeping: "the way out")
    // Made between the check and the write, as another process might.
    try "mine".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(
      throws: CLIError(
        code: 73, message: "cannot write '\(target)': it exists; the way out", usage: nil)
    ) {
      try prepared.write(["<!DOCTYPE html>"])
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine")
    #expect(temporaryFiles.isEmpty)
    // Without the file there, it is written, and only once.
    try FileManager.default.removeItem(atPath: target)
    try FileOutput.prepare(
      [target], protecting: ProtectedFiles(database: nil), keeping: "the way out"
    ).write(["page"])
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "page")
    #expect(try FileManager.default.attributesOfItem(atPath: target)[.referenceCount] as? Int == 1)
    #expect(temporaryFiles.isEmpty)
  }

  /// The files in the test's folder whose name ends with `.tmp`.
  var temporaryFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".tmp") }
  }

  @Test(
    "A signal during generate --out removes the temporary file and ends the process by it",
    arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
  func signal(_ number: Int32) throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("space.json").path
    let process = Process()
    process.executableURL = Binary.url
    process.arguments = ["generate", "--out", out]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // The standard space takes tens of seconds to write: wait for its temporary file.
    var waited = 0
    while temporaryFiles.isEmpty && process.isRunning && waited < 6_000 {
      usleep(10_000)
      waited += 1
    }
    #expect(!temporaryFiles.isEmpty, "no temporary file appeared")
    kill(process.processIdentifier, number)
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == number)
    #expect(message.isEmpty, "\(message)")
    #expect(temporaryFiles.isEmpty, "temporary files left: \(temporaryFiles)")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// The hand-written catalogue with a wrong expectation under 6+ (documented evidence).
  static let broken = EndToEndTests.handWritten.replacingOccurrences(
    of: "\"landscapeRight\", \"evidence\"", with: "\"portrait\", \"evidence\"")

  @Test(
    "accept --write into a folder that cannot be written changes nothing, the database included")
  func unwritableCatalogue() throws {
    let folder = directory.appendingPathComponent("catalogues")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    let file = folder.appendingPathComponent("mine.json").path
    try Self.broken.write(toFile: file, atomically: true, encoding: .utf8)
    #expect(try rotationdb(["import", file]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    let exported = try rotationdb(["export"]).out
    // Root ignores modes; the immutable attribute holds even for root.
    func chattr(_ flag: String) throws -> Int32 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
      process.arguments = [flag, folder.path]
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
    #expect(try chattr("+i") == 0)
    defer {
      _ = try? chattr("-i")
      try? FileManager.default.removeItem(at: directory)
    }
    let result = try rotationdb(["accept", "--force", "--write", file])
    #expect(result.status == 73)
    #expect(result.err.hasPrefix("Error: cannot write '\(file)': "), "\(result.err)")
    #expect(!result.out.contains("Accepted"), "\(result.out)")
    #expect(try rotationdb(["export"]).out == exported, "the database changed")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == Self.broken)
  }

  @Test("accept --write names the files it wrote, and leaves one without the scenario as it was")
  func fileWithoutTheScenario() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let mine = directory.appendingPathComponent("mine.json").path
    try Self.broken.write(toFile: mine, atomically: true, encoding: .utf8)
    let other = directory.appendingPathComponent("other.json").path
    let otherText = EndToEndTests.handWritten.replacingOccurrences(
      of: "\"nav-root-portrait-child\"", with: "\"another-case\"")
    try otherText.write(toFile: other, atomically: true, encoding: .utf8)
    #expect(try rotationdb(["import", mine]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    let result = try rotationdb(["accept", "--force", "--write", other])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out.hasSuffix(
        "\(other) holds no scenario whose expectations changed; left as it was.\n"
          + "1 accepted scenario in none of these files: nav-root-portrait-child; "
          + "'rotationdb export' prints them.\n"), "\(result.out)")
    #expect(!result.out.contains("Wrote"), "\(result.out)")
    #expect(try String(contentsOfFile: other, encoding: .utf8) == otherText)
  }
}
