import Foundation
import Testing

/// Inputs and outputs through the real binary, as a shell gives them: full disks, cut pipes,
/// folders and devices where files are expected, the database as an output, links, FIFOs.
/// Each case names its exit code and message, and the database stays byte-identical.
@Suite("Files and streams: no crash, no destroyed file, plain words")
struct FilesAndStreamsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var script: String
    var status: Int32
    var message: String
    var testDescription: String { script }
  }

  static let cases: [Case] = [
    Case(
      script: "$DB catalogue > /dev/full", status: 73,
      message: "Error: cannot write to standard output: no space left on device"),
    Case(
      script: "$DB evaluate - < /tmp", status: 66, message: "Error: cannot read '-': is a directory"
    ),
    Case(
      script: "$DB report --out rotationdb.sqlite", status: 73,
      message: "Error: cannot write 'rotationdb.sqlite': it is the database"),
    Case(
      script: "$DB verify --junit rotationdb.sqlite-wal", status: 73,
      message: "Error: cannot write 'rotationdb.sqlite-wal': it is the database"),
    Case(
      script: "$DB diff --profiles 5 6+ --out ./rotationdb.sqlite-shm", status: 73,
      message: "Error: cannot write './rotationdb.sqlite-shm': it is the database"),
    // Another spelling of the database's path: a linked folder, /proc/self/cwd, a companion
    // file that does not exist yet; files the command reads; a file with two names.
    Case(
      script: "ln -s . here && $DB report --out here/rotationdb.sqlite", status: 73,
      message:
        "Error: cannot write 'here/rotationdb.sqlite': it is the database (./rotationdb.sqlite)"),
    Case(
      script: "$DB report --out /proc/self/cwd/rotationdb.sqlite", status: 73,
      message: "Error: cannot write '/proc/self/cwd/rotationdb.sqlite': it is the database"),
    Case(
      script: "ln -s . here && $DB verify --junit here/rotationdb.sqlite-journal", status: 73,
      message: "Error: cannot write 'here/rotationdb.sqlite-journal': it is the database"),
    Case(
      script: "ln -s . here && $DB export --out here/rotationdb.sqlite", status: 73,
      message: "Error: cannot write 'here/rotationdb.sqlite': it is the database"),
    Case(
      script: "$DB generate --limit 1 --out /proc/self/cwd/rotationdb.sqlite", status: 73,
      message: "Error: cannot write '/proc/self/cwd/rotationdb.sqlite': it is the database"),
    Case(
      script: "mkdir out && cp rotationdb.sqlite out/compatibility.md && ln -s out alias && "
        + "{ $DB publish --db out/compatibility.md --out-dir alias; s=$?; } && "
        + "cmp -s rotationdb.sqlite out/compatibility.md && exit $s",
      status: 73,
      message: "Error: cannot write 'alias/compatibility.md': it is the database"),
    Case(
      script: "$DB diff --profiles 5 6+ --catalogue catalogue.json --out catalogue.json",
      status: 73,
      message:
        "Error: cannot write 'catalogue.json': it is a file this command reads (catalogue.json)"),
    Case(
      script: "ln -s . here && $DB diff --profiles 5 6+ --catalogue catalogue.json "
        + "--out here/catalogue.json -f md",
      status: 73, message: "Error: cannot write 'here/catalogue.json': it is a file this command"),
    Case(
      script: "$DB diff --profiles 5 6+ --catalogue - --out catalogue.json < catalogue.json",
      status: 73,
      message:
        "Error: cannot write 'catalogue.json': it is a file this command reads (standard input)"),
    Case(
      script: "ln -s . here && $DB accept --write catalogue.json --write here/catalogue.json",
      status: 73,
      message:
        "Error: cannot write 'here/catalogue.json': it is the same file as 'catalogue.json'"),
    Case(
      script: "ln catalogue.json other.json && $DB report --out other.json", status: 73,
      message: "Error: cannot write 'other.json': it has 2 hard links"),
    Case(
      script: "$DB report --out /dev/null", status: 73,
      message: "Error: cannot write '/dev/null': it is not a regular file"),
    Case(
      script: "$DB report --out Reports", status: 73,
      message: "Error: cannot write 'Reports': it is a folder"),
    // A path ending in '/' names a folder: never a file of the folder's name.
    Case(
      script: "$DB report --out missing/; s=$?; [ ! -e missing ] && exit $s", status: 73,
      message:
        "Error: cannot write 'missing/': it names a folder, not a file; add a file name to the path"
    ),
    Case(
      script: "$DB report --out missing/..; s=$?; [ ! -e missing ] && exit $s", status: 73,
      message: "Error: cannot write 'missing/..': it names a folder, not a file"),
    Case(
      script: "$DB report --out catalogue.json/", status: 73,
      message: "Error: cannot write 'catalogue.json/': it names a folder, not a file"),
    Case(
      script: "$DB report --out Reports/.", status: 73,
      message: "Error: cannot write 'Reports/.': it names a folder, not a file"),
    // A 230-byte file name fits (its temporary file's too); one of 256 bytes is named.
    Case(
      script: "n=$(printf 'a%.0s' {1..225}).html; $DB report --out $n && test -s $n", status: 0,
      message: ""),
    Case(
      script: "$DB report --out $(printf 'a%.0s' {1..256})", status: 73,
      message: "Error: cannot write '\(String(repeating: "a", count: 256))': its file name is "
        + "256 bytes, more than the 255 its file system takes"),
    Case(
      script: "$DB report --out missing/report.html", status: 73,
      message: "Error: cannot write 'missing/report.html': the folder"),
    Case(
      script: "$DB report --out ''", status: 73,
      message: "Error: cannot write '': an empty path names no file"),
    Case(
      script: "$DB publish --out-dir ''", status: 64,
      message: "Error: --out-dir needs a folder, not an empty path"),
    Case(
      script: "$DB import @builtin --db ''", status: 64,
      message: "Error: --db needs a database file, not ''"),
    Case(
      script: "$DB import @builtin --db :memory:", status: 64,
      message: "Error: --db needs a database file, not ':memory:'"),
    Case(
      script: "$DB import @builtin --db nowhere/db.sqlite", status: 74,
      message:
        "Error: cannot open the database nowhere/db.sqlite: the folder 'nowhere' does not exist"
    ),
    Case(
      script: "$DB scenarios --db Reports", status: 74,
      message: "Error: cannot open the database Reports: it is a folder"),
    Case(
      script: "trap '' PIPE; $DB evaluate @builtin | head -c 1 > /dev/null; exit ${PIPESTATUS[0]}",
      status: 141, message: ""),
    Case(
      script: "$DB evaluate <(cat catalogue.json) --profile 5 > /dev/null", status: 0, message: ""),
    Case(script: "$DB evaluate /dev/stdin < catalogue.json > /dev/null", status: 0, message: ""),
    Case(
      script: "mkfifo fifo; cat catalogue.json > fifo & $DB evaluate fifo --profile 5 > /dev/null",
      status: 0,
      message: ""),
  ]

  /// Runs `script` in bash in `directory`, the binary as `$DB`.
  static func run(_ script: String, in directory: URL) throws -> Binary.Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(
      ["DB": Binary.url.path], uniquingKeysWith: { _, new in new })
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Binary.Result(
      status: process.terminationStatus, out: "", err: String(decoding: data, as: UTF8.self))
  }

  /// A folder as `$DB import RULES && $DB publish && $DB catalogue > catalogue.json` leaves it
  /// (the database, its Reports folder, the catalogue), made once a test process: each case
  /// works in a copy. The rule cases, not the built-in catalogue whole: the cases that refuse
  /// an output make the report first, and what they check does not depend on its size.
  static let published: URL = {
    let directory = Fixture.sharedFolder("published")
    let result = try! run(
      "$DB import '\(Fixture.catalogue)' && $DB publish && $DB catalogue > catalogue.json",
      in: directory)
    precondition(result.status == 0, result.err)
    return directory
  }()

  @Test("Each case: its exit code, its message, the database unchanged", arguments: cases)
  func shell(_ item: Case) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rotationdb-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: Self.published, to: directory)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("rotationdb.sqlite")
    func run(_ script: String) throws -> Binary.Result { try Self.run(script, in: directory) }
    let before = try Data(contentsOf: database)
    let files = try contents(of: directory)
    let result = try run(item.script)
    #expect(result.status == item.status, "\(result.err)")
    if item.message.isEmpty {
      #expect(result.err.isEmpty, "\(result.err)")
    } else {
      #expect(result.err.hasPrefix(item.message), "\(result.err)")
    }
    #expect(try Data(contentsOf: database) == before, "the database changed")
    let after = try contents(of: directory)
    for (name, data) in files where !name.hasSuffix("-shm") && !name.hasSuffix("-wal") {
      #expect(after[name] == data, "\(name) changed")
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".tmp") }
    #expect(left.isEmpty, "temporary files left: \(left)")
  }

  /// Every regular file under `directory`, by its relative path.
  func contents(of directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
    for path in paths {
      let url = directory.appendingPathComponent(path)
      let values = try url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
      guard values.isRegularFile == true, values.isSymbolicLink != true else { continue }
      files[path] = try Data(contentsOf: url)
    }
    return files
  }

  @Test("--out through a symbolic link replaces its target, keeps the link and the file's mode")
  func symbolicLink() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try Fixture.database(in: directory)
    let target = directory.appendingPathComponent("report.md")
    try "old".write(to: target, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
    let link = directory.appendingPathComponent("link.md")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "report.md")
    let result = try Binary.run([
      "report", "--format", "md", "--out", link.path, "--db", database,
    ])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "report.md")
    #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("# "))
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
  }

  @Test("Control characters from a catalogue never reach the terminal raw")
  func hostileTerminal() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalogue = #"""
      {"formatVersion": 1, "scenarios": [{"id": "evil", "title": "T\u001b[2KAll expectations hold.",
       "tags": ["x\u001b[31m"], "device": "iphone",
       "window": {"rootViewController": {"name": "n\u0007"}},
       "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
       "expect": [{"profiles": ["6+"], "step": 1, "interfaceOrientation": "portrait",
                   "evidence": "observed", "source": "\u001b[1A\u001b[2KAll expectations hold."}]}]}
      """#
    let file = directory.appendingPathComponent("evil.json").path
    try catalogue.write(toFile: file, atomically: true, encoding: .utf8)
    let database = directory.appendingPathComponent("db.sqlite").path
    let commands: [[String]] = [
      ["evaluate", file, "--check", "--format", "text", "--profile", "6+"],
      ["explain", file, "evil", "--profile", "6+"],
      ["import", file, "--db", database], ["scenarios", "--db", database],
      ["run", "--db", database], ["verify", "--db", database],
      ["explain", file, "nothing\u{1B}[2J", "--profile", "6+"],
    ]
    for command in commands {
      let result = try Binary.run(command)
      let all = result.out + result.err
      #expect(!all.unicodeScalars.contains("\u{1B}"), "\(command): \(all)")
      #expect(!all.unicodeScalars.contains("\u{07}"), "\(command): \(all)")
    }
    let verify = try Binary.run(["verify", "--db", database])
    #expect(verify.status == 1)
    #expect(verify.out.contains(#"source: \u{1B}[1A\u{1B}[2KAll expectations hold."#))
  }

  @Test("Another application's SQLite file is refused before anything is written to it")
  func foreignDatabase() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let foreign = directory.appendingPathComponent("other.db").path
    _ = try sqlite3(foreign, "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine');")
    let before = try Data(contentsOf: URL(fileURLWithPath: foreign))
    for command in [
      ["scenarios"], ["import", Fixture.catalogue], ["publish", "--out-dir", directory.path],
    ] {
      let result = try Binary.run(command + ["--db", foreign])
      #expect(result.status == 74, "\(command)")
      #expect(
        result.err == "Error: \(foreign) is not a rotationdb database (it holds other tables)\n")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: foreign)) == before)
    #expect(!FileManager.default.fileExists(atPath: foreign + "-wal"))
  }

  @Test("publish fills an empty database (a zero-byte file) with the built-in catalogue")
  func emptyDatabase() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("empty.sqlite").path
    #expect(FileManager.default.createFile(atPath: database, contents: nil))
    let result = try Binary.run(["publish", "--db", database, "--out-dir", directory.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out.hasPrefix(
        "Created \(database) with the built-in catalogue (\(Fixture.builtIn.scenarios.count) "
          + "scenarios)."), "\(result.out)")
  }

  @Test("Another process's lock: a note after a second, then the command; exit 75 past the wait")
  func locks() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("rotationdb.sqlite").path
    #expect(try Binary.run(["import", Fixture.catalogue, "--db", database]).status == 0)
    func whileLocked(for seconds: Int, timeout: Int, _ arguments: [String]) throws -> Binary.Result
    {
      let holder = Process()
      holder.executableURL = URL(fileURLWithPath: "/bin/bash")
      holder.arguments = [
        "-c",
        "(echo 'BEGIN IMMEDIATE;'; echo \"SELECT 'held';\"; sleep \(seconds); echo 'COMMIT;') "
          + "| sqlite3 '\(database)'",
      ]
      // The command starts once the holder holds the lock (it says so), however slow the
      // machine.
      let held = Pipe()
      holder.standardOutput = held
      try holder.run()
      #expect(held.fileHandleForReading.availableData == Data("held\n".utf8))
      let process = Process()
      process.executableURL = Binary.url
      process.arguments = arguments + ["--db", database]
      process.environment = ["ROTATIONDB_BUSY_TIMEOUT": String(timeout)]
      let err = Pipe()
      process.standardError = err
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let data = err.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      holder.waitUntilExit()
      return Binary.Result(
        status: process.terminationStatus, out: "", err: String(decoding: data, as: UTF8.self))
    }
    let waited = try whileLocked(for: 3, timeout: 30, ["run"])
    #expect(waited.status == 0, "\(waited.err)")
    #expect(waited.err == "waiting for another process that is writing to \(database)...\n")
    let gaveUp = try whileLocked(for: 4, timeout: 2, ["import", Fixture.catalogue])
    #expect(gaveUp.status == 75)
    #expect(
      gaveUp.err.hasSuffix(
        "Error: gave up waiting after 2 s for another process that is writing to \(database); "
          + "try again when it is done\n"), "\(gaveUp.err)")
  }

  @Test("In a folder that cannot be written, reading commands work and writing ones say why")
  func readOnlyFolder() throws {
    let directory = try temporaryDirectory()
    let folder = directory.appendingPathComponent("db")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    let database = try Fixture.database(in: folder, named: "x.sqlite")
    // Reading leaves nothing behind in a folder that can be written.
    #expect(try Binary.run(["scenarios", "--db", database]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.sqlite"])
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
    let before = FileManager.default.contents(atPath: database)
    for command in [
      ["scenarios"], ["export"], ["verify"], ["profiles"], ["diff", "--profiles", "5", "6+"],
      ["report", "--format", "md"], ["explain", "seed000-nav-forwarding", "--profile", "6+"],
    ] {
      let result = try Binary.run(command + ["--db", database])
      #expect(result.status == 0 || result.status == 1, "\(command): \(result.err)")
      #expect(result.err.isEmpty || command == ["verify"], "\(command): \(result.err)")
    }
    let run = try Binary.run(["run", "--db", database])
    #expect(run.status == 74)
    #expect(run.err.hasPrefix("Error: cannot open the database \(database): the folder"))
    #expect(FileManager.default.contents(atPath: database) == before)
  }
}
