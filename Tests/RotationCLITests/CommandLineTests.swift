import Foundation
import RotationCore
import Testing

@testable import RotationCLI

/// The command declarations drive parsing, `--help` and the README's command reference.
@Suite("Command-line declarations")
struct CommandLineTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

  @Test("The README's command reference shows every command's usage line, as --help does")
  func readmeReference() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    for command in CLI.commands {
      let row = "| `" + command.usage.replacingOccurrences(of: "|", with: "\\|") + "` |"
      #expect(text.contains(row), "README.md has no row \(row)")
      // Wide enough, the usage line is one line; at 80 columns its wrapped lines join back to it.
      #expect(command.help(width: 1000).hasPrefix("Usage: \(command.usage)\n"))
      #expect(HelpWidthTests.usage(command.help) == "Usage: \(command.usage)")
      for option in command.options {
        #expect(command.help.contains("  \(option.label) "), "\(command.name): \(option.name)")
      }
    }
  }

  @Test("Names are unique: commands, and each command's options")
  func uniqueNames() {
    #expect(Set(CLI.commands.map(\.name)).count == CLI.commands.count)
    for command in CLI.commands {
      #expect(Set(command.options.map(\.name)).count == command.options.count, "\(command.name)")
    }
  }

  static func parse(_ name: String, _ arguments: [String]) throws(CLIError) -> Arguments {
    let command = CLI.commands.first { $0.name == name }!
    return try Arguments(arguments, for: command)
  }

  @Test("Options parse from the declaration: values, repeats, pairs, flags, inline values")
  func parsing() throws {
    let evaluate = try Self.parse(
      "evaluate", ["x.json", "--profile", "5", "--profile=6+", "--check", "--format", "text"])
    #expect(evaluate.positionals == ["x.json"])
    #expect(evaluate.values("--profile") == ["5", "6+"])
    #expect(evaluate.flags == ["--check"])
    #expect(evaluate.value("--format") == "text")
    let diff = try Self.parse("diff", ["--profiles", "5", "6+", "--format", "md"])
    #expect(diff.values("--profiles") == ["5", "6+"])
    #expect(diff.positionals.isEmpty)
  }

  @Test(
    "Every malformed use is a usage error that says what is wrong",
    arguments: [
      (
        "evaluate", ["x.json", "--format", "xml"],
        "unknown format 'xml' for --format; expected json or text"
      ),
      (
        "evaluate", ["x.json", "--profil", "5"],
        "unknown option '--profil' (did you mean '--profile'?)"
      ),
      ("evaluate", [], "missing CATALOGUE.json"),
      ("evaluate", ["a.json", "b.json"], "too many arguments"),
      ("evaluate", ["x.json", "--check=yes"], "option --check takes no value"),
      ("explain", ["x.json", "id"], "missing --profile"),
      ("explain", [], "missing SCENARIO-ID"),
      (
        "explain", ["x.json", "id", "--profile", "5", "--profile", "6+"],
        "option --profile is given twice"
      ),
      ("diff", ["--profiles", "5"], "option --profiles needs 2 values: A B"),
      ("report", ["--out"], "option --out needs a value"),
      (
        "generate", ["--space", "huge"],
        "unknown space 'huge' for --space; expected standard or small"
      ),
      ("catalogue", ["a.json", "b.json"], "too many arguments"),
      ("completion", ["bash", "zsh"], "too many arguments"),
    ] as [(String, [String], String)])
  func usageErrors(name: String, arguments: [String], message: String) {
    #expect(throws: CLIError.self) { try Self.parse(name, arguments) }
    do {
      _ = try Self.parse(name, arguments)
    } catch {
      #expect(error.code == 64)
      #expect(error.message == message)
      #expect(error.usage == CLI.commands.first { $0.name == name }?.usage)
    }
  }
}

/// What a command wrote, captured from a terminal the command takes for a real one.
final class Captured: @unchecked Sendable {
  private let lock = NSLock()
  private var text = ""
  func append(_ more: String) { lock.withLock { text += more } }
  var value: String { lock.withLock { text } }
}

@Suite("Progress on a terminal")
struct ProgressTests {
  @Test("import, generate --import and run show progress on a terminal, and clear it")
  func progress() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("p.sqlite").path
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
      let out = Captured()
      let err = Captured()
      let terminal = Terminal(
        out: { out.append($0) }, err: { err.append($0) },
        readFile: { try InputFile.read($0) }, isTerminal: true)
      let status = CLI.run(arguments + ["--db", database], terminal: terminal)
      return (status, out.value, err.value)
    }
    let generated = run(["generate", "--space", "small", "--limit", "300", "--import"])
    #expect(generated.status == 0)
    #expect(generated.err.contains("\rimporting: 300/300 (100%)"), "\(generated.err)")
    #expect(generated.err.hasSuffix("\r\u{1B}[K"))
    #expect(generated.out.hasPrefix("Imported 300 generated scenarios (space small) into "))
    let one = run(["generate", "--space", "small", "--limit", "1", "--import"])
    #expect(one.out.hasPrefix("Imported 1 generated scenario (space small) into "))
    let imported = run(["import", Fixture.catalogue])
    let count = Fixture.ruleCases.scenarios.count
    #expect(imported.err.contains("\rimporting: \(count)/\(count) (100%)"), "\(imported.err)")
    let evaluated = run(["run"])
    #expect(evaluated.err.contains("evaluating: "), "\(evaluated.err)")
    #expect(evaluated.err.hasSuffix("\r\u{1B}[K"))
  }

  @Test(
    "A terminal gets colour for crashes, mismatches and changes; NO_COLOR, TERM=dumb, a pipe do not"
  )
  func colour() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A scenario whose title carries an escape sequence, and that crashes under 9+ (no root
    // view controller at the end of launch), with an expectation that 8 does not meet.
    let catalogue = directory.appendingPathComponent("c.json")
    try #"""
    {"formatVersion": 1, "scenarios": [{"id": "a", "title": "Rootless \u001B[2J window", "device": "iphone", "window": {}, "steps": [{"action": "launch"}],
      "expect": [{"profiles": ["8"], "step": 0, "crashed": true, "evidence": "inferred"}]}]}
    """#.write(to: catalogue, atomically: true, encoding: .utf8)
    func run(_ arguments: [String], environment: [String: String] = [:], tty: Bool = true)
      -> (status: Int32, out: String, err: String)
    {
      let out = Captured()
      let err = Captured()
      let terminal = Terminal(
        out: { out.append($0) }, err: { err.append($0) }, readFile: { try InputFile.read($0) },
        environment: environment, isTerminal: tty, outputIsTerminal: tty)
      let status = CLI.run(arguments, terminal: terminal)
      return (status, out.value, err.value)
    }
    let arguments = ["evaluate", catalogue.path, "-f", "text", "-p", "8", "-p", "9+", "--check"]
    let coloured = run(arguments)
    #expect(coloured.status == 1)
    // The crash's step line is bold red; the title's escape stays visible, uncoloured.
    #expect(coloured.out.contains("a under 9+: Rootless \\u{1B}[2J window\n"))
    #expect(coloured.out.contains("\u{1B}[1;31m  0 launch"))
    #expect(coloured.out.contains("NSInternalInconsistencyException"))
    #expect(!coloured.out.contains("\u{1B}[2J"))
    // The mismatch verdict on standard error is red.
    #expect(
      coloured.err.hasPrefix(
        "\u{1B}[31m2 outcomes, 1 expectation checked: 1 expectation differs:\u{1B}[0m\n"))
    for plain in [
      run(arguments, environment: ["NO_COLOR": "1"]), run(arguments, environment: ["TERM": "dumb"]),
      run(arguments, tty: false),
    ] {
      #expect(plain.status == 1)
      #expect(!plain.out.contains("\u{1B}"))
      #expect(!plain.err.contains("\u{1B}"))
      #expect(plain.out.contains("\\u{1B}[2J"))
    }
    // An empty NO_COLOR does not count (no-color.org).
    #expect(run(arguments, environment: ["NO_COLOR": ""]).out.contains("\u{1B}[1;31m"))
  }

  #if os(Linux)
    @Test(
      "report on a terminal writes a new file, not a page; one there stays unless named or forced",
      .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func reportToFile() throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let database = try Fixture.database(in: directory, named: "r.sqlite")
      var status: Int32 = 0
      /// The binary with a terminal as its standard output and error (util-linux script), in
      /// `directory`; its exit status in `status`.
      func onTerminal(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = ([Binary.url.path] + arguments + ["--db", database]).map { "'\($0)'" }
        process.arguments = ["-qec", command.joined(separator: " "), "/dev/null"]
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        return String(decoding: data, as: UTF8.self)
      }
      let opener = ReportCommand.opener
      #expect(
        try onTerminal(["report"])
          == "Wrote compatibility.html; open it in a web browser: \(opener) compatibility.html\r\n")
      let page = directory.appendingPathComponent("compatibility.html").path
      #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
      #expect(
        try onTerminal(["report", "-f", "md"])
          == "Wrote compatibility.md; open it in a Markdown viewer or a text editor: \(opener) "
          + "compatibility.md\r\n")
      // The file there now is the user's: kept, unless --force or --out names it.
      try "mine".write(toFile: page, atomically: true, encoding: .utf8)
      #expect(
        try onTerminal(["report"])
          == "Error: cannot write 'compatibility.html': it exists; report without --out writes "
          + "only a new file: replace it with --force or --out compatibility.html, or write "
          + "another file with --out\r\n")
      #expect(status == 73)
      #expect(try String(contentsOfFile: page, encoding: .utf8) == "mine")
      #expect(try onTerminal(["report", "--force"]).hasPrefix("Wrote compatibility.html; "))
      #expect(status == 0)
      #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
      try "mine".write(toFile: page, atomically: true, encoding: .utf8)
      #expect(try onTerminal(["report", "--out", "compatibility.html"]) == "")
      #expect(status == 0)
      #expect(try String(contentsOfFile: page, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
      // Nor a link there, even one to nothing.
      try FileManager.default.removeItem(atPath: page)
      try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: "nowhere")
      #expect(try onTerminal(["report"]).hasPrefix("Error: cannot write 'compatibility.html'"))
      #expect(status == 73)
      #expect(
        !FileManager.default.fileExists(atPath: directory.appendingPathComponent("nowhere").path))
      // A pipe or a redirection still gets the page.
      let piped = try Binary.run(["report", "-f", "md", "--db", database])
      #expect(piped.out.hasPrefix("# Rotation compatibility report"))
    }
  #endif
}

@Suite("Streamed JSON")
struct StreamedJSONTests {
  @Test(
    "An array written item by item is the text of the whole, in pieces of a megabyte",
    arguments: [0, 1, 2, 3, 5_000])
  func array(count: Int) {
    // Items of ~700 bytes: 5,000 of them cross the megabyte three times.
    let items = (0..<count).map { index in
      JSON.object([
        ("id", .int(index)), ("text", .string(String(repeating: "é\"", count: 200))),
        ("list", .array([.int(index), .null, .bool(true)])),
      ])
    }
    for (opening, indent, closing, whole) in [
      ("", 2, "\n", JSON.array(items).rendered()),
      (
        "{\n  \"formatVersion\": \(Catalogue.formatVersion),\n  \"scenarios\": ", 4, "\n}\n",
        JSON.object([
          ("formatVersion", .int(Catalogue.formatVersion)), ("scenarios", .array(items)),
        ])
        .rendered()
      ),
    ] {
      var pieces: [String] = []
      var array = StreamedArray(opening: opening, indent: indent, closing: closing)
      for item in items { array.add(item) { pieces.append($0) } }
      array.finish { pieces.append($0) }
      #expect(pieces.joined() == whole)
      #expect(pieces.dropLast().allSatisfy { $0.utf8.count > 1 << 20 })
      #expect(count < 5_000 || pieces.count > 2)
    }
  }
}
