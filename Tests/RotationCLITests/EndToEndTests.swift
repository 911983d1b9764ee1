import Foundation
import Testing

@Suite("rotationdb end to end (the real binary)")
struct EndToEndTests {
  /// A catalogue written by hand from the contract.
  static let handWritten = """
    {
      "formatVersion": 1,
      "scenarios": [
        {
          "id": "nav-root-portrait-child",
          "title": "Navigation root whose first screen is portrait only",
          "tags": ["navigation"],
          "device": "iphone",
          "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
          "window": {"rootViewController": {"name": "nav", "kind": "navigationController", "children": [
            {"name": "first", "supportedInterfaceOrientations": "portrait",
             "shouldAutorotateToInterfaceOrientation": ["portrait"]}]}},
          "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
          "expect": [
            {"profiles": ["2.0", "2.1+", "5"], "step": 1, "interfaceOrientation": "portrait", "evidence": "observed"},
            {"profiles": ["6+"], "step": 1, "interfaceOrientation": "landscapeRight", "evidence": "documented",
             "source": "iOS 6 release notes"}
          ]
        }
      ]
    }
    """

  @Test("evaluate prints the contract's outcome JSON, byte-identical run to run")
  func evaluate() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("catalogue.json")
    try Self.handWritten.write(to: file, atomically: true, encoding: .utf8)
    let first = try Binary.run(["evaluate", file.path])
    let second = try Binary.run(["evaluate", file.path])
    #expect(first.status == 0, "\(first.err)")
    #expect(first.out == second.out)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [String: Any])
    #expect(object["formatVersion"] as? Int == 1)
    let outcomes = try #require(object["outcomes"] as? [[String: Any]])
    #expect(
      outcomes.map { $0["profile"] as? String } == [
        "2.0", "2.1+", "5", "6+", "8", "9+", "13+", "16+", "26+",
      ])
    let steps = try #require(outcomes[3]["steps"] as? [[String: Any]])
    #expect(steps[1]["interfaceOrientation"] as? String == "landscapeRight")
    #expect(steps[1]["decider"] as? String == "nav")
    #expect(steps[1]["supported"] as? [String] == ["portrait", "landscapeLeft", "landscapeRight"])
    #expect(
      Set(steps[1].keys) == [
        "index", "action", "deviceOrientation", "reportedDeviceOrientation",
        "interfaceOrientation", "statusBarOrientation", "rotated", "decider", "supported", "error",
        "geometryError", "skipped", "windowOrientations", "notified", "asked", "letterboxed",
        "manualTransform", "warnings", "trace",
      ])
    #expect(
      steps[1]["asked"] as? [String] == [
        "nav.shouldAutorotate", "nav.supportedInterfaceOrientations",
      ])
  }

  @Test("evaluate --check exits 1 when an expectation differs, 0 when all hold")
  func check() throws {
    let good = try Binary.run(
      ["evaluate", "-", "--check", "--format", "text"], stdin: Self.handWritten)
    #expect(good.status == 0, "\(good.err)")
    #expect(good.err == "9 outcomes, 4 expectations checked: all hold.\n")
    let broken = Self.handWritten.replacingOccurrences(
      of: "\"landscapeRight\", \"evidence\"", with: "\"portrait\", \"evidence\"")
    let bad = try Binary.run(["evaluate", "-", "--check", "--profile", "6+"], stdin: broken)
    #expect(bad.status == 1)
    #expect(
      bad.err.contains(
        "nav-root-portrait-child under 6+, step 1: interfaceOrientation wanted portrait, got landscapeRight"
      ))
  }

  /// The one test that pins the built-in catalogue's figures (the README's example session
  /// shows them): when the catalogue grows, they change here only; every other test reads a
  /// fixed catalogue or counts the built-in one's scenarios.
  @Test("The built-in catalogue's expectations hold through the binary; its figures")
  func builtIn() throws {
    let result = try Binary.run(["evaluate", "@builtin", "--check", "--format", "text"])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.err.hasPrefix(
        "3375 outcomes, 1189 expectations checked: none fails.\n31 known differences, not failures:\n"
      ))
    #expect(result.err.hasSuffix("\n1158 hold, 31 known differences, 0 failures.\n"))
    let diff = try Binary.run(["diff", "--profiles", "5", "6+", "--catalogue", "@builtin"])
    #expect(diff.out.hasPrefix("234 of 375 scenarios behave differently under 5 and 6+.\n"))
  }

  @Test(
    "Exit codes: 64 usage, 65 bad data, 66 unreadable input",
    arguments: [
      (["evaluat"], Int32(64), "Error: unknown command 'evaluat' (did you mean 'evaluate'?)"),
      (["evaluate"], 64, "Error: missing CATALOGUE.json"),
      (
        ["evaluate", "x.json", "--profil", "5"], 64,
        "Error: unknown option '--profil' (did you mean '--profile'?)"
      ),
      (["evaluate", "@builtin", "--profile", "1"], 64, "Error: unknown profile '1'"),
      (["evaluate", "@builtin", "--format", "xml"], 64, "Error: unknown format 'xml'"),
      (["explain", "@builtin", "seed000-nav-forwarding"], 64, "Error: missing --profile"),
      (
        ["evaluate", "/nonexistent/catalogue.json"], 66,
        "Error: cannot read '/nonexistent/catalogue.json'"
      ),
      (["plist", "/nonexistent/Info.plist"], 66, "Error: cannot read '/nonexistent/Info.plist'"),
      (
        ["explain", "@builtin", "no-such-scenario", "--profile", "6+"], 65,
        "Error: no scenario 'no-such-scenario'"
      ),
    ])
  func exitCodes(arguments: [String], status: Int32, message: String) throws {
    let result = try Binary.run(arguments)
    #expect(result.status == status, "\(result.err)")
    #expect(result.err.hasPrefix(message), "\(result.err)")
    #expect(result.out.isEmpty)
  }

  @Test(
    "Malformed catalogues exit 65 with the JSON path",
    arguments: [
      ("", "<stdin>: $: invalid JSON: the file is empty"),
      (
        "{\"formatVersion\": 1, \"scenarios\": [",
        "<stdin>: $: invalid JSON: unexpected end of file"
      ),
      (
        "{\"formatVersion\": 1, \"scenarios\": [{\"id\": \"a\"}]}",
        "<stdin>: scenarios[0].title: missing required key 'title'"
      ),
    ])
  func malformed(text: String, message: String) throws {
    let result = try Binary.run(["evaluate", "-"], stdin: text)
    #expect(result.status == 65)
    #expect(result.err.hasPrefix("Error: \(message)"), "\(result.err)")
  }

  @Test("explain tells the story with the rules it applied")
  func explain() throws {
    let result = try Binary.run([
      "explain", "@builtin", "seed004-landscape-right-launch-2x", "--profile", "2.0",
    ])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out.contains(
        "manual transform (the app's own code turns its root view, rules §0.2): 90° about "
          + "(150, 240), bounds 480×300"))
    #expect(result.out.contains("(§1.1 [S3][C24] D)"))
    #expect(result.out.contains("Expectations for 2.0: 1 checked, all hold."))
  }

  @Test("explain under 16+: the seed's forced orientation only warns, and names what to call")
  func explainForcedOrientation16() throws {
    let result = try Binary.run([
      "explain", "@builtin", "seed003-forced-orientation-reverts", "--profile", "17",
    ])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("Profile 16+ (iOS 16 to 18)"))
    #expect(
      result.out.contains(
        "Console: [Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not "
          + "supported. Please use UIWindowScene.requestGeometryUpdate(_:)"))
    #expect(result.out.contains("use requestGeometryUpdate"))
    #expect(result.out.contains("The interface stays portrait. (§5.4 R16.5"))
    #expect(result.out.contains("Expectations for 16+: 2 checked, all hold."))
  }

  @Test("A hand-written present-day catalogue: geometry requests, skipped steps and their errors")
  func presentDayByHand() throws {
    let text = """
      {"formatVersion": 1, "scenarios": [{
        "id": "video", "title": "A landscape video screen asks for landscape", "device": "iphone",
        "environment": {"hasHomeButton": false},
        "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
        "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "portrait"}},
        "steps": [
          {"action": "launch"},
          {"action": "requestGeometryUpdate", "interfaceOrientations": "landscape"},
          {"action": "update", "controller": "root", "set": {"supportedInterfaceOrientations": "landscape"}},
          {"action": "setNeedsUpdateOfSupportedInterfaceOrientations", "turn": 1},
          {"action": "requestGeometryUpdate", "interfaceOrientations": ["landscapeLeft"], "turn": 1}
        ],
        "expect": [
          {"profiles": ["16+", "26+"], "step": 1, "geometryError": 101, "evidence": "observed"},
          {"profiles": ["16+", "26+"], "step": 4, "interfaceOrientation": "landscapeLeft", "geometryError": null, "evidence": "documented"},
          {"profiles": ["13+"], "step": 1, "skipped": true, "warning": "available from iOS 16.0", "evidence": "documented"}
        ]}]}
      """
    let result = try Binary.run(
      ["evaluate", "-", "--profile", "13", "--profile", "16", "--profile", "26", "--check"],
      stdin: text)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.err == "3 outcomes, 5 expectations checked: all hold.\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let outcomes = try #require(object["outcomes"] as? [[String: Any]])
    #expect(outcomes.map { $0["profile"] as? String } == ["13+", "16+", "26+"])
    let steps = try #require(outcomes[1]["steps"] as? [[String: Any]])
    let error = try #require(steps[1]["geometryError"] as? [String: Any])
    #expect(error["domain"] as? String == "UISceneErrorDomain")
    #expect(error["code"] as? Int == 101)
    #expect(
      error["message"] as? String
        == "None of the requested orientations are supported by the view controller. "
        + "Requested: landscapeLeft, landscapeRight; Supported: portrait")
    let skipped = try #require(outcomes[0]["steps"] as? [[String: Any]])
    #expect(skipped[1]["skipped"] as? Bool == true)
    // A malformed use of a new key names its path.
    let bad = try Binary.run(
      ["evaluate", "-"],
      stdin: text.replacingOccurrences(of: #""hasHomeButton": false"#, with: #""hasHomeButton": 0"#)
    )
    #expect(bad.status == 65)
    #expect(
      bad.err.hasPrefix(
        "Error: <stdin>: scenarios[0].environment.hasHomeButton: expected true or false, found a number"
      ), "\(bad.err)")
  }

  @Test("--help and --version print on stdout and exit 0")
  func help() throws {
    let overview = try Binary.run(["--help"])
    #expect(overview.status == 0)
    #expect(overview.out.contains("evaluate"))
    let evaluate = try Binary.run(["evaluate", "--help"])
    #expect(evaluate.out.hasPrefix("Usage: rotationdb evaluate CATALOGUE.json"))
    let version = try Binary.run(["--version"])
    #expect(version.out == "rotationdb 0.1.0 (engine 8, catalogue format 1)\n")
  }

  @Test("Conventions of swift-argument-parser tools: help, short options, errors pointing to help")
  func conventions() throws {
    // Bare rotationdb, `help help` and `--help` print the command list.
    let bare = try Binary.run([])
    #expect(bare.status == 0 && bare.out.contains("Commands:\n  evaluate"))
    #expect(try Binary.run(["help", "help"]).out == bare.out)
    #expect(
      try Binary.run(["--help", "evaluate"]).out == (try Binary.run(["help", "evaluate"])).out)
    // A usage error in a subcommand points to that subcommand's help.
    let missing = try Binary.run(["evaluate"])
    #expect(missing.status == 64)
    #expect(missing.err.hasSuffix("See 'rotationdb help evaluate' for more.\n"), "\(missing.err)")
    #expect(missing.err.contains("[--check]"))
    #expect(try Binary.run(["evalute"]).err.hasSuffix("See 'rotationdb help' for more.\n"))
    // -p, -f and -o are --profile, --format and --out.
    let long = try Binary.run(["evaluate", Fixture.catalogue, "--profile", "5", "--format", "text"])
    let short = try Binary.run(["evaluate", Fixture.catalogue, "-p", "5", "-f", "text"])
    #expect(short.status == 0 && short.out == long.out)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("c.json").path
    #expect(
      try Binary.run(["generate", "--space", "small", "--limit", "2", "-o", file]).status == 0)
    #expect(FileManager.default.fileExists(atPath: file))
    #expect(
      try Binary.run(["evaluate", "@builtin", "-p"]).err.contains("option --profile needs a value"))
  }

  @Test("completion prints bash, zsh and fish scripts; bash completes commands, options, values")
  func completion() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bash = try Binary.run(["completion", "bash"])
    #expect(bash.status == 0)
    let script = directory.appendingPathComponent("rotationdb.bash")
    try bash.out.write(to: script, atomically: true, encoding: .utf8)
    func complete(_ words: [String]) throws -> String {
      let line = words.map { "'\($0)'" }.joined(separator: " ")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = [
        "-c",
        "source '\(script.path)'; COMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1); "
          + "_rotationdb; echo \"${COMPREPLY[*]}\"",
      ]
      // The script asks the installed binary for profile ids: it is on the PATH.
      process.environment = ProcessInfo.processInfo.environment.merging(
        ["PATH": Binary.url.deletingLastPathComponent().path + ":/usr/bin:/bin"],
        uniquingKeysWith: { $1 })
      process.currentDirectoryURL = directory
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
    #expect(try complete(["rotationdb", "eva"]) == "evaluate")
    #expect(try complete(["rotationdb", "evaluate", "x.json", "-p", "1"]) == "13+ 16+")
    #expect(try complete(["rotationdb", "report", "--format", ""]) == "html md")
    #expect(try complete(["rotationdb", "evaluate", "--che"]) == "--check")
    #expect(try complete(["rotationdb", "catalogue", "--tag", "pub"]) == "public-report")
    #expect(try complete(["rotationdb", "sources", "--rep"]) == "--reports")
    // An option's second value completes as its first; the word after both does not.
    #expect(try complete(["rotationdb", "diff", "--profiles", "5", "1"]) == "13+ 16+")
    #expect(try complete(["rotationdb", "diff", "--profiles", "5", "6+", "--f"]) == "--format")
    for shell in ["zsh", "fish"] {
      let other = try Binary.run(["completion", shell])
      #expect(other.status == 0 && other.out.contains("evaluate"))
    }
    #expect(try Binary.run(["completion", "tcsh"]).status == 64)
  }
}
