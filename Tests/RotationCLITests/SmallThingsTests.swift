import Foundation
import Testing

@Suite("profiles show, a table within 100 columns, completion of ids, publish's first lines")
struct SmallThingsTests {
  @Test("profiles fits 100 columns; profiles show ID prints one profile")
  func profiles() throws {
    let table = try Binary.run(["profiles"])
    #expect(table.status == 0)
    let lines = table.out.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 100 }, "\(lines.map(\.count).max() ?? 0) columns")
    #expect(
      table.out.contains(
        "  autorotation                                2.0 to 5: "
          + "shouldAutorotateToInterfaceOrientation\n" + String(repeating: " ", count: 46)
          + "6+ to 26+: supportedInterfaceOrientations\n"), "\(table.out)")
    let shown = try Binary.run(["profiles", "show", "16"])
    #expect(shown.status == 0, "\(shown.err)")
    #expect(shown.out.hasPrefix("Profile 16+: iOS 16 to 18\ndecision\n"), "\(shown.out)")
    #expect(
      shown.out.contains(
        "\n  autorotation                                supportedInterfaceOrientations\n"))
    #expect(shown.out.split(separator: "\n").allSatisfy { $0.count <= 100 })
    let json = try Binary.run(["profiles", "show", "6+", "--format", "json"])
    #expect(json.out.hasPrefix("{\n  \"id\": \"6+\""), "\(json.out.prefix(80))")
    let unknown = try Binary.run(["profiles", "show", "nope"])
    #expect(unknown.status == 64)
    #expect(unknown.err.hasPrefix("Error: unknown profile 'nope'; known: 2.0, 2.1+, 5"))
  }

  @Test("completion offers the database's profile, scenario and run ids")
  func completionIDs() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(AcceptMixedEvidenceTests.catalogue, "app.json")
    #expect(try space.run(["import", "app.json"]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    #expect(try space.run(["completion", "--ids", "scenarios"]).out == "feed\nplayer\n")
    #expect(try space.run(["completion", "--ids", "runs"]).out == "1\n")
    #expect(try space.run(["completion", "--ids", "profiles"]).out.hasPrefix("2.0\n2.1+\n5\n"))
    try space.write(try space.run(["completion", "bash"]).out, "rotationdb.bash")
    func complete(_ words: [String]) throws -> String {
      let line = words.map { "'\($0)'" }.joined(separator: " ")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = [
        "-c",
        "source rotationdb.bash; COMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1); "
          + "_rotationdb; echo \"${COMPREPLY[*]}\"",
      ]
      process.currentDirectoryURL = space.directory
      process.environment = ["PATH": Binary.url.deletingLastPathComponent().path + ":/usr/bin:/bin"]
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
    #expect(try complete(["rotationdb", "accept", "--scenario", "f"]) == "feed")
    #expect(try complete(["rotationdb", "verify", "--run", ""]) == "1")
    #expect(try complete(["rotationdb", "diff", "--profiles", "2"]) == "2.0 2.1+ 26+")
    #expect(try complete(["rotationdb", "profiles", "sh"]) == "show")
    #expect(try complete(["rotationdb", "profiles", "show", "1"]) == "13+ 16+")
    #expect(try complete(["rotationdb", "explain", "pl"]) == "player")
  }

  @Test("publish says first that crashes are documented behaviour, not a failure of the tool")
  func publishSaysWhatCrashesAre() throws {
    let space = try Workspace()
    defer { space.remove() }
    let result = try space.run(["publish", "--out-dir", "."])
    #expect(result.status == 0, "\(result.err)")
    let lines = result.out.split(separator: "\n")
    #expect(lines.count > 3)
    #expect(lines[0].hasPrefix("Created ./rotationdb.sqlite with the built-in catalogue"))
    #expect(
      lines[1]
        == "Crashes counted below are behaviour the scenarios document (UIKit raising an "
        + "exception, as it does on a device), not a failure of rotationdb.")
    #expect(lines[2].contains(" crashed"))
  }
}
