import Foundation
import Testing

/// The database file itself: who holds it, what is beside it, what else is in it. (Its first
/// creation, killed or raced, is in CrashSafetyTests.)
@Suite("The database file end to end (the real binary)")
struct DatabaseFileTests {
  /// Runs the binary with these environment variables; stdout is dropped.
  func run(_ arguments: [String], environment: [String: String]) throws -> Binary.Result {
    let process = Process()
    process.executableURL = Binary.url
    process.arguments = arguments
    process.environment = environment
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Binary.Result(
      status: process.terminationStatus, out: "", err: String(decoding: data, as: UTF8.self))
  }

  @Test(
    "A holder in exclusive locking mode: the opening step says it waits and honours the timeout")
  func exclusiveHolder() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("rotationdb.sqlite").path
    #expect(try Binary.run(["import", Fixture.catalogue, "--db", database]).status == 0)
    // The holder keeps the lock until the test closes its input (once the command is done).
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/bin/bash")
    holder.arguments = [
      "-c",
      "(echo 'PRAGMA locking_mode = EXCLUSIVE;'; echo 'SELECT count(*) FROM profile;'; cat) "
        + "| sqlite3 '\(database)' > /dev/null",
    ]
    let release = Pipe()
    holder.standardInput = release
    try holder.run()
    defer {
      try? release.fileHandleForWriting.close()
      holder.waitUntilExit()
    }
    usleep(500_000)
    let start = Date()
    let result = try run(
      ["scenarios", "--db", database], environment: ["ROTATIONDB_BUSY_TIMEOUT": "2"])
    let seconds = Date().timeIntervalSince(start)
    #expect(result.status == 75, "\(result.err)")
    #expect(
      result.err
        == "waiting for another process that is writing to \(database)...\n"
        + "Error: gave up waiting after 2 s for another process that is writing to \(database); "
        + "try again when it is done\n")
    #expect(seconds < 6, "waited \(seconds) s")
  }

  @Test("In a folder that cannot be written, a -wal file holding changes is refused, not ignored")
  func walInReadOnlyFolder() throws {
    let directory = try temporaryDirectory()
    let folder = directory.appendingPathComponent("db")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    let database = folder.appendingPathComponent("x.sqlite").path
    #expect(try Binary.run(["import", Fixture.catalogue, "--db", database]).status == 0)
    // A change committed to the -wal file and left there (no checkpoint when it closes).
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    shell.arguments = [
      database, ".dbconfig no_ckpt_on_close on", "DELETE FROM profile WHERE id = '2.0'",
    ]
    shell.standardOutput = FileHandle.nullDevice
    try shell.run()
    shell.waitUntilExit()
    try FileManager.default.removeItem(atPath: database + "-shm")
    #expect(
      ((try FileManager.default.attributesOfItem(atPath: database + "-wal"))[.size] as? Int ?? 0)
        > 32)
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
    let result = try Binary.run(["profiles", "--db", database])
    #expect(result.status == 74 || !result.out.contains("2.0:"), "\(result.out)")
    #expect(
      result.err
        == "Error: cannot open the database \(database): its -wal file holds changes not yet in "
        + "the database file, and SQLite cannot read them without writing its -shm file in the "
        + "folder '\(folder.path)', which cannot be written: make the folder writable, or copy "
        + "the database with its -wal file to one that is\n")
  }

  @Test("Empty files, other applications' files and planted triggers: a clear error, exit 74")
  func notOurs() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let empty = directory.appendingPathComponent("empty.sqlite").path
    #expect(FileManager.default.createFile(atPath: empty, contents: nil))
    let read = try Binary.run(["scenarios", "--db", empty])
    #expect(read.status == 74)
    #expect(
      read.err
        == "Error: \(empty) is not a rotationdb database (it holds no rotationdb data yet: an "
        + "empty file, or one whose creation was interrupted; 'rotationdb import' or 'rotationdb "
        + "publish' makes the database in it)\n")
    let other = directory.appendingPathComponent("other.sqlite").path
    _ = try sqlite3(other, "PRAGMA application_id = 42; VACUUM;")
    let before = FileManager.default.contents(atPath: other)
    let taken = try Binary.run(["import", Fixture.catalogue, "--db", other])
    #expect(taken.status == 74)
    #expect(
      taken.err == "Error: \(other) is not a rotationdb database (its application id is 42)\n")
    #expect(FileManager.default.contents(atPath: other) == before)
    let planted = directory.appendingPathComponent("planted.sqlite").path
    #expect(try Binary.run(["import", Fixture.catalogue, "--db", planted]).status == 0)
    _ = try sqlite3(
      planted, "CREATE TRIGGER planted AFTER INSERT ON run BEGIN DELETE FROM profile; END;")
    for command in [["run"], ["scenarios"]] {
      let result = try Binary.run(command + ["--db", planted])
      #expect(result.status == 74)
      #expect(
        result.err
          == "Error: \(planted) is not a rotationdb database (it holds a trigger 'planted' that "
          + "rotationdb did not make)\n")
    }
    #expect(try sqlite3(planted, "SELECT count(*) FROM profile") == "9\n")
  }
}
