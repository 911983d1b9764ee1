import Foundation
import Testing

@testable import RotationCLI

/// Help wraps at the terminal's width: 80 columns when standard output is not a terminal,
/// `COLUMNS` or the terminal's size when set, never below 40.
@Suite("Help at the terminal's width")
struct HelpWidthTests {
  /// Every help the binary prints: the overview, then each command's.
  static func helps(columns: String) throws -> [(name: String, text: String)] {
    let environment = ["COLUMNS": columns]
    var helps = [("--help", try Binary.run(["--help"], environment: environment).out)]
    for command in CLI.commands {
      helps.append(
        (command.name, try Binary.run(["help", command.name], environment: environment).out))
    }
    return helps
  }

  /// The usage line a help shows, its continuation lines joined back.
  static func usage(_ help: String) -> String {
    let block = help.components(separatedBy: "\n\n")[0]
    return block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
  }

  @Test("Not on a terminal, no line of any help is wider than 80 columns")
  func eighty() throws {
    for (name, help) in try Self.helps(columns: "") {
      for line in help.split(separator: "\n") {
        #expect(line.count <= 80, "\(name): \(line.count) columns: \(line)")
      }
    }
    let accept = try Binary.run(["accept", "--help"], environment: ["COLUMNS": ""]).out
    #expect(
      accept.hasPrefix(
        "Usage: rotationdb accept [--run ID] [--scenario ID]... [--profile ID]...\n"
          + "                         [--dry-run] [--verbose] [--force]\n"))
  }

  @Test("COLUMNS=60 wraps every help at 60, the usage line under its first argument")
  func sixty() throws {
    for (name, help) in try Self.helps(columns: "60") {
      let lines = help.split(separator: "\n")
      for line in lines {
        #expect(line.count <= 60, "\(name): \(line.count) columns: \(line)")
      }
      if let command = CLI.commands.first(where: { $0.name == name }) {
        #expect(Self.usage(help) == "Usage: \(command.usage)", "\(name)")
      }
    }
    let plist = try Binary.run(["help", "plist"], environment: ["COLUMNS": "60"]).out
    #expect(plist.contains("\nPrints the keys that matter to rotation\n"))
  }

  @Test("Below 40 columns help wraps at 40; only a word wider than that runs past it")
  func narrow() throws {
    for (name, help) in try Self.helps(columns: "12") {
      for line in help.split(separator: "\n") where line.count > 40 {
        let words = line.split(separator: " ").filter { $0 != "\\" }
        #expect(words.count == 1, "\(name): \(line)")
      }
    }
  }

  @Test("The width: COLUMNS, else the terminal's when output is one, else 80; at least 40")
  func width() {
    func width(_ environment: [String: String], terminal: Bool, columns: Int?) -> Int {
      HelpText.width(
        Terminal(
          out: { _ in }, err: { _ in }, readFile: { _ in [] }, environment: environment,
          outputIsTerminal: terminal, columns: columns))
    }
    #expect(width([:], terminal: false, columns: 120) == 80)
    #expect(width([:], terminal: true, columns: 120) == 120)
    #expect(width([:], terminal: true, columns: nil) == 80)
    #expect(width(["COLUMNS": "60"], terminal: false, columns: nil) == 60)
    #expect(width(["COLUMNS": "100"], terminal: true, columns: 120) == 100)
    #expect(width(["COLUMNS": "wide"], terminal: true, columns: 120) == 120)
    #expect(width(["COLUMNS": "20"], terminal: false, columns: nil) == 40)
    #expect(width([:], terminal: true, columns: 30) == 40)
  }

  @Test("A long example or command line in help continues with a backslash")
  func continued() throws {
    let completion = try Binary.run(["help", "completion"], environment: ["COLUMNS": "60"]).out
    #expect(
      completion.contains(
        "  rotationdb completion bash > \\\n    ~/.local/share/bash-completion/completions/rotationdb\n"
      ))
  }
}
