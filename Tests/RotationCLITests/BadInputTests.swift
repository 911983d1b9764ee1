import Foundation
import Testing

/// Every kind of bad input to `rotationdb import`: a clear error naming what and where, exit 65,
/// and the database byte for byte as it was.
@Suite("Bad input leaves the database as it was")
struct BadInputTests {
  static func scenario(_ fields: String) -> String {
    #"{"formatVersion": 1, "scenarios": [{"id": "a", "title": "A", "device": "iphone", "#
      + fields + "}]}"
  }

  static let window = #""window": {"rootViewController": {"name": "root"}}"#
  static let launch = #""steps": [{"action": "launch"}]"#

  struct Case: Sendable, CustomTestStringConvertible {
    var what: String
    var bytes: [UInt8]
    var error: String
    var testDescription: String { what }

    init(_ what: String, _ text: String, _ error: String) {
      self.what = what
      self.bytes = Array(text.utf8)
      self.error = error
    }

    init(_ what: String, bytes: [UInt8], _ error: String) {
      self.what = what
      self.bytes = bytes
      self.error = error
    }
  }

  static let cases: [Case] = [
    Case("empty file", "", "$: invalid JSON: the file is empty; expected a JSON object (line 1)"),
    Case(
      "invalid JSON", "{formatVersion: 1}",
      "$: invalid JSON: expected a key in double quotes (line 1)"),
    Case(
      "truncated JSON", "{\n\"formatVersion\": 1,\n\"scenarios\": [{\"id\": \"a\"",
      "$: invalid JSON: unexpected end of file inside an object (line 3)"),
    Case(
      "invalid UTF-8",
      bytes: Array("{\"formatVersion\": 1, \"x\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8),
      "$: invalid JSON: the file is not valid UTF-8 (byte 27) (line 1)"),
    Case("wrong top-level type", "[1, 2]", "$: expected an object, found an array (line 1)"),
    Case(
      "wrong format version", #"{"formatVersion": 2, "scenarios": []}"#,
      "formatVersion: unsupported format version 2; this rotationdb reads version 1 (line 1)"),
    // The supported version written as another JSON type is named as what it is.
    Case(
      "format version as a string", #"{"formatVersion": "1", "scenarios": []}"#,
      #"formatVersion: must be the integer 1, not the string "1" (line 1)"#),
    Case(
      "format version 1.0", #"{"formatVersion": 1.0, "scenarios": []}"#,
      "formatVersion: must be the integer 1, not 1.0 (line 1)"),
    Case(
      "a UTF-16 file",
      bytes: [0xFF, 0xFE] + Array(#"{"formatVersion": 1}"#.utf8).flatMap { [$0, 0] },
      "$: invalid JSON: the file is not valid UTF-8 (byte 0): it starts with a UTF-16 byte order "
        + "mark; save it as UTF-8 (line 1)"),
    // An unknown top-level key fails as it is read: what follows it is not read.
    Case(
      "a misspelt scenarios key",
      #"{"formatVersion": 1, "scenarioz": [{"id": "a"}, {"# + String(repeating: "x", count: 100),
      "scenarioz: unknown key 'scenarioz' (did you mean 'scenarios'?) (line 1)"),
    Case(
      "an object of 200,000 keys",
      scenario((0..<200_000).map { #""k\#($0)": 0"# }.joined(separator: ", ")),
      "scenarios[0].k0: unknown key 'k0' (line 1)"),
    Case(
      "unknown key in a scenario", scenario(window + ", " + launch + #", "expected": []"#),
      "scenarios[0].expected: unknown key 'expected' (did you mean 'expect'?) (line 1)"),
    Case(
      "unknown key in infoPlist",
      scenario(#""infoPlist": {"UISupportedInterfaceOrientation": []}, "# + window + ", " + launch),
      "scenarios[0].infoPlist.UISupportedInterfaceOrientation: unknown key 'UISupportedInterfaceOrientation' (did you mean 'UISupportedInterfaceOrientations'?) (line 1)"
    ),
    Case(
      "unknown key in a step",
      scenario(window + #", "steps": [{"action": "launch", "orientation": "portrait"}]"#),
      "scenarios[0].steps[0].orientation: unknown key 'orientation' (did you mean "
        + "'deviceOrientation'?) (line 1)"),
    Case(
      "unknown key in an expectation",
      scenario(
        window + ", " + launch
          + #", "expect": [{"profiles": ["*"], "step": 0, "rotated": false, "evidence": "observed", "note": "x"}]"#
      ), "scenarios[0].expect[0].note: unknown key 'note' (line 1)"),
    Case(
      "wrong value type", scenario(window + #", "steps": {"action": "launch"}"#),
      "scenarios[0].steps: expected an array, found an object (line 1)"),
    Case(
      "invalid orientation",
      scenario(#""infoPlist": {"UIInterfaceOrientation": "landscape"}, "# + window + ", " + launch),
      "scenarios[0].infoPlist.UIInterfaceOrientation: 'landscape' is not an interface orientation (did you mean 'landscapeLeft'?); expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight (line 1)"
    ),
    Case(
      "invalid mask",
      scenario(
        #""appDelegate": {"supportedInterfaceOrientationsForWindow": "sideways"}, "# + window + ", "
          + launch),
      "scenarios[0].appDelegate.supportedInterfaceOrientationsForWindow: 'sideways' is not a mask; expected an array of orientations, an integer, or one of all, allButUpsideDown, landscape, portrait, portraitUpsideDown, landscapeLeft, landscapeRight (line 1)"
    ),
    Case(
      "negative mask",
      scenario(
        #""window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": -2}}, "#
          + launch),
      "scenarios[0].window.rootViewController.supportedInterfaceOrientations: mask -2 is out of range (0 to 4294967295) (line 1)"
    ),
    Case(
      "duplicate controller names",
      scenario(
        window
          + #", "steps": [{"action": "launch"}, {"action": "present", "controller": {"name": "root"}}]"#
      ),
      "scenarios[0].steps[1].controller.name: duplicate controller name 'root' (also at scenarios[0].window.rootViewController) (line 1)"
    ),
    Case(
      "dangling controller reference",
      scenario(
        window
          + #", "steps": [{"action": "launch"}, {"action": "update", "controller": "ghost", "set": {"shouldAutorotate": false}}]"#
      ),
      "scenarios[0].steps[1].controller: no controller named 'ghost' exists at this step (line 1)"),
    Case(
      "a second launch",
      scenario(window + #", "steps": [{"action": "launch"}, {"action": "launch"}]"#),
      "scenarios[0].steps[1].action: 'launch' may only be the first step (line 1)"),
    Case(
      "a tab that does not exist",
      scenario(
        #""window": {"rootViewController": {"name": "tabs", "kind": "tabBarController", "children": [{"name": "x"}]}}, "steps": [{"action": "launch"}, {"action": "selectTab", "index": 4}]"#
      ), "scenarios[0].steps[1].index: tab index 4 is out of range: 'tabs' has 1 tabs (line 1)"),
    Case(
      "deep nesting", String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
      "$: invalid JSON: nesting is deeper than 64 levels (line 1)"),
    Case(
      "a huge string",
      scenario(
        #""notes": ""# + String(repeating: "x", count: 20_000) + #"", "# + window + ", " + launch),
      "scenarios[0].notes: string is 20000 bytes; the limit is 10000 (line 1)"),
    Case(
      "a million steps",
      scenario(
        window + #", "steps": [{"action": "launch"}"#
          + String(
            repeating: #", {"action": "rotate", "deviceOrientation": "faceUp"}"#, count: 1_000_000)
          + "]"), "scenarios[0].steps: 1000001 steps; the limit is 1000 per scenario (line 1)"),
    Case(
      "a thousand windows",
      scenario(
        #""windows": ["#
          + (0..<1_000).map { #"{"name": "w\#($0)"}"# }.joined(separator: ", ") + "], " + launch),
      "scenarios[0].windows: 1000 windows; the limit is 32 per scenario (line 1)"),
    Case(
      "a window added past the limit",
      scenario(
        window + #", "steps": [{"action": "launch"}"#
          + (1...32).map { #", {"action": "addWindow", "window": {"name": "w\#($0)"}}"# }
          .joined() + "]"),
      "scenarios[0].steps[32].window: window 33 of the scenario; the limit is 32 per scenario, "
        + "counting its 'windows' and every window 'addWindow' shows (line 1)"),
    Case(
      "too many expectations",
      scenario(
        window + ", " + launch + #", "expect": ["#
          + Array(repeating: "{}", count: 100_001).joined(separator: ",") + "]"),
      "scenarios[0].expect: 100001 expectations; the limit is 100000 per scenario (line 1)"),
    Case(
      "an expectation that contradicts itself",
      scenario(
        window + ", " + launch
          + #", "expect": [{"profiles": ["*"], "step": 0, "asked": ["root.shouldAutorotate"], "notAsked": ["root.shouldAutorotate"], "evidence": "observed"}]"#
      ),
      "scenarios[0].expect[0].notAsked[0]: 'root.shouldAutorotate' is in asked as well: it "
        + "cannot be asked and not (line 1)"),
    Case(
      "an expectation naming no controller",
      scenario(
        window + ", " + launch
          + #", "expect": [{"profiles": ["*"], "step": 0, "notAsked": ["rooot.shouldAutorotate"], "evidence": "observed"}]"#
      ),
      "scenarios[0].expect[0].notAsked[0]: 'rooot' is no controller of this scenario (did you "
        + "mean 'root'?) (line 1)"),
    Case(
      "a hidden window removed",
      scenario(
        #""windows": [{"name": "main", "rootViewController": {"name": "root"}}, {"name": "toast", "hidden": true}], "steps": [{"action": "launch"}, {"action": "removeWindow", "window": "toast"}]"#
      ),
      "scenarios[0].steps[1].window: 'toast' is hidden; removeWindow takes a showing window "
        + "(showWindow shows it first) (line 1)"),
  ]

  @Test("import refuses bad input with exit 65 and changes nothing", arguments: cases)
  func refused(_ item: Case) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try Fixture.database(in: directory)
    let files = ["", "-wal", "-shm"].map { database + $0 }
    let before = files.map { FileManager.default.contents(atPath: $0) }
    let file = directory.appendingPathComponent("bad.json")
    try Data(item.bytes).write(to: file)
    let result = try Binary.run(["import", file.path, "--db", database])
    #expect(result.status == 65)
    #expect(result.err == "Error: \(file.path): \(item.error)\n")
    #expect(files.map { FileManager.default.contents(atPath: $0) } == before)
  }

  @Test("import lists every invalid scenario of a file, up to 20, and counts them all")
  func everyError() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    #expect(try Binary.run(["import", Fixture.catalogue, "--db", database]).status == 0)
    let files = ["", "-wal", "-shm"].map { database + $0 }
    let before = files.map { FileManager.default.contents(atPath: $0) }
    let file = directory.appendingPathComponent("bad.json")
    let scenarios = (0..<3).map { #"{"id": "x\#($0)", "device": "ipod"}"# }
    try Data(#"{"formatVersion": 1, "scenarios": [\#(scenarios.joined(separator: ",\n"))]}"#.utf8)
      .write(to: file)
    let result = try Binary.run(["import", file.path, "--db", database])
    #expect(result.status == 65)
    #expect(
      result.err == """
        Error: \(file.path): scenarios[0].title: missing required key 'title' (line 1)
        \(file.path): scenarios[1].title: missing required key 'title' (line 2)
        \(file.path): scenarios[2].title: missing required key 'title' (line 3)
        3 invalid scenarios in \(file.path).

        """)
    #expect(files.map { FileManager.default.contents(atPath: $0) } == before)

    let many = (0..<30).map { #"{"id": "x\#($0)", "device": "ipod"}"# }
    try Data(#"{"formatVersion": 1, "scenarios": [\#(many.joined(separator: ",\n"))]}"#.utf8)
      .write(to: file)
    let listed = try Binary.run(["evaluate", file.path])
    #expect(listed.status == 65)
    let lines = listed.err.split(separator: "\n")
    #expect(lines.count == 21)
    #expect(lines.last == "30 invalid scenarios in \(file.path); the first 20 are listed.")
  }

  @Test("A directory, a missing file, a foreign or corrupt database: clear errors, no crash")
  func files() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = try Binary.run(["evaluate", directory.path])
    #expect(folder.status == 66)
    #expect(folder.err.hasPrefix("Error: cannot read '\(directory.path)'"))
    let text = directory.appendingPathComponent("notes.sqlite")
    try "just some text, not a database at all; long enough to be read as a header".write(
      to: text, atomically: true, encoding: .utf8)
    let foreign = try Binary.run(["export", "--db", text.path])
    #expect(foreign.status == 74)
    #expect(
      foreign.err == "Error: \(text.path) is not a rotationdb database (not an SQLite file)\n")
    let database = directory.appendingPathComponent("db.sqlite").path
    #expect(try Binary.run(["import", Fixture.catalogue, "--db", database]).status == 0)
    #expect(try sqlite3(database, "PRAGMA wal_checkpoint(TRUNCATE)").hasPrefix("0|"))
    // Corrupt the middle of the file: the pages of the tables.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: database))
    try handle.seek(toOffset: 4096)
    handle.write(Data(repeating: 0xAB, count: 40_000))
    try handle.close()
    let corrupt = try Binary.run(["export", "--db", database])
    #expect(corrupt.status == 74, "\(corrupt.err)")
    #expect(
      corrupt.err
        == "Error: the database \(database) is corrupt; restore it from a copy (PRAGMA integrity_check tells more)\n"
    )
  }

  @Test("A generated scenario whose reference this rotationdb does not make: named, no write")
  func damagedReference() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    let generated = try Binary.run([
      "generate", "--space", "small", "--limit", "5", "--import", "--db", database,
    ])
    #expect(generated.status == 0, "\(generated.err)")
    let id = try sqlite3(database, "SELECT id FROM scenario WHERE position = 3")
      .trimmingCharacters(in: .newlines)
    _ = try sqlite3(database, "UPDATE scenario_row SET space = 'huge' WHERE position = 3")
    let before = try sqlite3(database, ".dump")
    let out = directory.appendingPathComponent("catalogue.json").path
    for command in [["export"], ["export", "--out", out], ["run"], ["scenarios"]] {
      // Listing too: a generated scenario's title is made from its reference.
      let result = try Binary.run(command + ["--db", database])
      #expect(result.status == 74, "\(command)")
      #expect(
        result.err
          == "Error: the database holds invalid content: scenario \(id): it was generated in space "
          + "'huge', which this rotationdb does not make (it makes small, standard)\n", "\(command)"
      )
      #expect(result.out.isEmpty, "\(command)")
      #expect(!FileManager.default.fileExists(atPath: out))
      #expect(try sqlite3(database, ".dump") == before, "\(command)")
    }
  }
}

@Suite("A read-only database")
struct ReadOnlyTests {
  @Test("Writing to an immutable database file is refused with exit 74, reading still works")
  func readOnly() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    #expect(try Binary.run(["import", Fixture.catalogue, "--db", database]).status == 0)
    #expect(try sqlite3(database, "PRAGMA wal_checkpoint(TRUNCATE)").hasPrefix("0|"))
    // Root ignores file modes; the immutable attribute holds even for root.
    func chattr(_ flag: String) throws -> Int32 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
      process.arguments = [flag, database]
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
    #expect(try chattr("+i") == 0)
    defer { _ = try? chattr("-i") }
    let before = FileManager.default.contents(atPath: database)
    let run = try Binary.run(["run", "--db", database])
    #expect(run.status == 74)
    #expect(
      run.err
        == "Error: cannot write to the database \(database): it is read-only (attempt to write a readonly database)\n"
    )
    #expect(FileManager.default.contents(atPath: database) == before)
    let export = try Binary.run(["export", "--db", database])
    #expect(export.status == 0, "\(export.err)")
  }
}
