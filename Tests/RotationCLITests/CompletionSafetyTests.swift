import Foundation
import Testing

@testable import RotationCLI

/// Completion given what a folder may hold: a database whose ids are shell code (an edit that
/// passes every check of the file) and a file named so. Nothing of it runs, neither in the
/// script nor on the line the shell inserts a candidate into.
@Suite("Completion never runs what a database or a file name holds")
struct CompletionSafetyTests {
  /// Ids an edited database may hold, each of which would run `touch PWNED` in the folder if a
  /// shell evaluated it (the last one also splits into two lines).
  static let planted = [
    "$(touch${IFS}PWNED)", "`touch${IFS}PWNED`", "f;touch${IFS}PWNED", "f*", "-f",
    "feed\n$(touch${IFS}PWNED)",
  ]

  /// Seven scenarios: `feed`, and six more that the database's edit renames to planted ids.
  static let catalogue: String = {
    let ids = ["feed", "s1", "s2", "s3", "s4", "s5", "s6"]
    let scenarios = ids.map {
      #"{"id": "\#($0)", "title": "t", "device": "iphone", "window": {}, "#
        + #""steps": [{"action": "launch"}]}"#
    }
    return #"{"formatVersion": 1, "scenarios": ["# + scenarios.joined(separator: ", ") + "]}"
  }()

  /// A folder whose ./rotationdb.sqlite holds `feed` and the planted scenario ids, and the
  /// built-in profiles with 26+ renamed to a planted id.
  static func plantedWorkspace() throws -> Workspace {
    let space = try Workspace()
    try space.write(catalogue, "app.json")
    let imported = try space.run(["import", "app.json"])
    #expect(imported.status == 0, "\(imported.err)")
    func literal(_ text: String) -> String {
      "'"
        + text.replacingOccurrences(of: "'", with: "''").replacingOccurrences(
          of: "\n", with: "' || char(10) || '") + "'"
    }
    var edits = planted.enumerated().map { index, id in
      "UPDATE scenario_number SET id = \(literal(id)) WHERE id = 's\(index + 1)';"
    }
    edits.append("UPDATE profile SET id = \(literal(planted[0])) WHERE id = '26+';")
    _ = try sqlite3(space.database, edits.joined(separator: " "))
    #expect(try sqlite3(space.database, "SELECT count(*) FROM scenario_number") == "7\n")
    return space
  }

  /// The built-in profiles but 26+, which the planted database renamed.
  static let profiles = ["2.0", "2.1+", "5", "6+", "8", "9+", "13+", "16+"]

  /// Nothing ran: no file named PWNED in the folder.
  static func nothingRan(in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("PWNED").path),
      "a planted command ran", sourceLocation: sourceLocation)
  }

  /// The three completion scripts, written as the README installs them, into a new folder.
  static func scripts() throws -> URL {
    let folder = try temporaryDirectory()
    for (shell, name) in [
      ("bash", "rotationdb.bash"), ("zsh", "_rotationdb"), ("fish", "rotationdb.fish"),
    ] {
      let script = try Binary.run(["completion", shell])
      #expect(script.status == 0, "\(script.err)")
      try script.out.write(
        to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// A folder holding only `rotationdb`, a stand-in that prints the planted ids and `feed`
  /// whatever it is asked: what the script reads is taken as text, whoever prints it.
  static func stub() throws -> URL {
    let folder = try temporaryDirectory()
    let lines = (["feed", "x$(touch${IFS}PWNED)"] + planted.dropLast()).map {
      "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
    let path = folder.appendingPathComponent("rotationdb").path
    try "#!/bin/sh\nprintf '%s\\n' \(lines.joined(separator: " "))\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(chmod(path, 0o755) == 0)
    return folder
  }

  @Test("completion --ids leaves out the ids of an edited database that a shell could run")
  func idsLeftOut() throws {
    let space = try Self.plantedWorkspace()
    defer { space.remove() }
    let scenarios = try space.run(["completion", "--ids", "scenarios"])
    #expect(scenarios.status == 0, "\(scenarios.err)")
    #expect(scenarios.out == "feed\n")
    let profiles = try space.run(["completion", "--ids", "profiles"])
    #expect(profiles.out == Self.profiles.map { $0 + "\n" }.joined())
    Self.nothingRan(in: space.directory)
  }

  @Test("Of ASCII, only letters, digits, '.', '+', '_' and '-' (not first) are offered")
  func offeredCharacters() {
    for byte in UInt8(0)..<128 {
      let character = Character(Unicode.Scalar(byte))
      let allowed = character.isLetter || character.isNumber || ".+_-".contains(character)
      #expect(CompletionCommand.offered("a\(character)") == allowed, "\(byte)")
      #expect(CompletionCommand.offered("\(character)a") == (allowed && byte != 0x2D), "\(byte)")
    }
  }

  @Test("Ids of other scripts' letters are offered; an empty id is not")
  func offeredOthers() {
    #expect(CompletionCommand.offered("défilé-2.1+"))
    #expect(CompletionCommand.offered("6+_iPad.x"))
    #expect(!CompletionCommand.offered(""))
    #expect(!CompletionCommand.offered("a\u{202E}b"))
    #expect(!CompletionCommand.offered("a\u{1B}[2Jb"))
  }

  @Test("bash completes a planted database's ids without running any")
  func bashPlantedDatabase() throws {
    let space = try Self.plantedWorkspace()
    defer { space.remove() }
    let scripts = try Self.scripts()
    defer { try? FileManager.default.removeItem(at: scripts) }
    let script = scripts.appendingPathComponent("rotationdb.bash").path
    let folders = [Binary.url.deletingLastPathComponent().path]
    func candidates(_ words: [String]) throws -> [String] {
      try Shells.bashCandidates(
        ["rotationdb"] + words, script: script, in: space.directory, folders: folders)
    }
    #expect(try candidates(["accept", "--scenario", ""]) == ["feed"])
    #expect(try candidates(["accept", "--scenario", "f"]) == ["feed"])
    #expect(try candidates(["diff", "--profiles", ""]) == Self.profiles)
    #expect(try candidates(["diff", "--profiles", "5", ""]) == Self.profiles)
    // A scenario's id or a file: the files of the folder beside the one id.
    #expect(
      try candidates(["explain", ""]).sorted() == ["app.json", "feed", "rotationdb.sqlite"])
    #expect(try candidates(["profiles", "show", ""]) == Self.profiles)
    #expect(try candidates(["profiles", "p"]) == ["parameters"])
    Self.nothingRan(in: space.directory)
  }

  @Test("The bash script takes what the binary prints as text, whoever prints it")
  func bashStub() throws {
    let stub = try Self.stub()
    defer { try? FileManager.default.removeItem(at: stub) }
    let scripts = try Self.scripts()
    defer { try? FileManager.default.removeItem(at: scripts) }
    let script = scripts.appendingPathComponent("rotationdb.bash").path
    func candidates(_ words: [String]) throws -> [String] {
      try Shells.bashCandidates(
        ["rotationdb"] + words, script: script, in: stub, folders: [stub.path])
    }
    // Not evaluated, split or globbed; those bash would insert as code are not offered.
    #expect(try candidates(["accept", "--scenario", ""]) == ["feed"])
    #expect(try candidates(["accept", "--scenario", "x"]) == [])
    #expect(try candidates(["verify", "--run", ""]) == ["feed"])
    #expect(try candidates(["diff", "--runs", "1", ""]) == ["feed"])
    Self.nothingRan(in: stub)
  }

  @Test(
    "Tab in an interactive shell: a planted id is not offered or run, a file name is quoted",
    .enabled(if: !Shells.off, "ROTATIONDB_SHELLS=off"), arguments: ["bash", "zsh", "fish"])
  func interactive(shell: String) throws {
    let scripts = try Self.scripts()
    defer { try? FileManager.default.removeItem(at: scripts) }
    // The planted database, through the real binary.
    let space = try Self.plantedWorkspace()
    defer { space.remove() }
    let binary = [Binary.url.deletingLastPathComponent().path]
    #expect(
      try Shells.lineAfterTab(
        "rotationdb accept --scenario ", shell: shell, scripts: scripts, in: space.directory,
        folders: binary) == "rotationdb accept --scenario feed ")
    Self.nothingRan(in: space.directory)
    // A stand-in printing the planted ids: bash and zsh do not offer the one starting with x;
    // fish offers it escaped.
    let stub = try Self.stub()
    defer { try? FileManager.default.removeItem(at: stub) }
    #expect(
      try Shells.lineAfterTab(
        "rotationdb accept --scenario x", shell: shell, scripts: scripts, in: stub,
        folders: [stub.path])
        == "rotationdb accept --scenario x"
        + (shell == "fish" ? #"\$\(touch\$\{IFS\}PWNED\) "# : ""))
    Self.nothingRan(in: stub)
    // A file named as code is inserted quoted.
    let files = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: files) }
    #expect(
      FileManager.default.createFile(
        atPath: files.appendingPathComponent("$(touch${IFS}PWNED).html").path, contents: nil))
    #expect(
      try Shells.lineAfterTab(
        "rotationdb report --out ", shell: shell, scripts: scripts, in: files, folders: binary)
        == #"rotationdb report --out \$\(touch\$\{IFS\}PWNED\).html "#)
    Self.nothingRan(in: files)
  }
}
