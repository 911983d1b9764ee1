import Foundation
import RotationCatalogue
import RotationCore

/// The `rotationdb` command line: parses arguments, runs a command, returns the exit code.
public enum CLI {
  /// The tool's version.
  public static let version = "0.1.0"

  static let commands: [Command] = [
    Evaluate.command, Explain.command, PlistCommand.command, CatalogueCommand.command,
    ImportCommand.command, RemoveCommand.command, ExportCommand.command, ScenariosCommand.command,
    ProfilesCommand.command, RunCommand.command, VerifyCommand.command, AcceptCommand.command,
    RunsCommand.command, DiffCommand.command, ReportCommand.command, PublishCommand.command,
    GenerateCommand.command,
    SourcesCommand.command, CompletionCommand.command,
  ]

  /// Runs the command line (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], terminal: Terminal = .process) -> Int32 {
    var arguments = arguments
    // The global --db may come before the command: move it after.
    if arguments.first == "--db", arguments.count >= 3 {
      arguments = Array(arguments[2...]) + Array(arguments[0..<2])
    } else if let first = arguments.first, first.hasPrefix("--db="), arguments.count >= 2 {
      arguments = Array(arguments[1...]) + [first]
    }
    guard let first = arguments.first else {
      // As swift-argument-parser tools do: no command, the list of commands.
      terminal.out(overview(width: HelpText.width(terminal)))
      return 0
    }
    switch first {
    case "--help", "-h", "help":
      // `help evaluate`, `--help evaluate`; `help help` is the overview.
      if let name = arguments.dropFirst().first, name != "help" {
        guard let command = commands.first(where: { $0.name == name }) else {
          return fail(unknownCommand(name), terminal)
        }
        terminal.out(command.help(width: HelpText.width(terminal)))
      } else {
        terminal.out(overview(width: HelpText.width(terminal)))
      }
      return 0
    case "--version":
      terminal.out(
        "rotationdb \(version) (engine \(Engine.version), catalogue format \(Catalogue.formatVersion))\n"
      )
      return 0
    default:
      break
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      return fail(unknownCommand(first), terminal)
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      terminal.out(command.help(width: HelpText.width(terminal)))
      return 0
    }
    do {
      try EnvironmentVariable.check(terminal.environment, usage: command.usage)
      return try command.run(try Arguments(rest, for: command), terminal)
    } catch {
      return fail(error, terminal)
    }
  }

  static func fail(_ error: CLIError, _ terminal: Terminal) -> Int32 {
    terminal.err(error.rendered.terminalSafe)
    return error.code
  }

  static func unknownCommand(_ name: String) -> CLIError {
    let hint = didYouMean(name, in: commands.map(\.name) + ["help", "--help", "--version"])
    return .usage("unknown command '\(name)'\(hint)", "rotationdb <command> [options]")
  }

  /// `rotationdb --help` at `width` columns.
  static func overview(width: Int) -> String {
    let column = 2 + (commands.map(\.name.count).max() ?? 0) + 2
    let lines = commands.flatMap {
      HelpText.entry($0.name, $0.summary, column: column, width: width)
    }
    let options = [
      ("--db PATH", "the database of the database commands (default ./rotationdb.sqlite)"),
      ("--help", "show help (also: rotationdb help <command>)"),
      ("--version", "show the version"),
    ].flatMap { HelpText.entry($0, $1, column: 15, width: width) }
    let variables = EnvironmentVariable.all.flatMap {
      HelpText.wrap(
        "\($0.name): \($0.help)".split(separator: " "), width: width, first: "  ", indent: 4)
    }
    let text = [
      HelpText.reflow(
        "rotationdb: a database of iOS interface-rotation test cases, evaluated under each OS "
          + "behaviour profile (\(Profile.builtIn.map(\.id).joined(separator: ", "))).",
        width: width),
      "", "Usage: rotationdb <command> [options]", "", "Commands:",
    ]
    let heading = "Environment (a value outside its range is a usage error):"
    let environment =
      ["", "Options:"] + options + ["", HelpText.reflow(heading, width: width)] + variables
    let exits = HelpText.reflow(
      "Exit codes: 0 success, 1 expectations not met (diff --runs: a regression; accept: refused), "
        + "64 usage error, 65 invalid input data, 66 input file or database missing, 73 output "
        + "cannot be written, 74 database unusable, 75 another process held the database too "
        + "long, 141 the reader of a pipe went away.",
      width: width)
    return (text + lines + environment + ["", exits]).joined(separator: "\n") + "\n\n"
  }

  /// Loads a catalogue file, or the built-in catalogue for `@builtin`.
  static func loadCatalogue(
    _ path: String, terminal: Terminal, profiles: [Profile] = Profile.builtIn
  ) throws(CLIError) -> Catalogue {
    let bytes: [UInt8]
    if path == "@builtin" {
      bytes = Array(BuiltInCatalogue.json.utf8)
    } else {
      do {
        bytes = try terminal.readFile(path)
      } catch {
        throw .noInput("cannot read '\(path)': \(describe(error))")
      }
    }
    // "SQLite format 3\0": a database given where a catalogue is expected.
    if bytes.starts(with: Array("SQLite format 3\u{0}".utf8)) {
      throw .data(
        "\(path) is an SQLite database, not a catalogue; commands read a rotationdb database "
          + "with --db \(path)")
    }
    do {
      return try Catalogue.decode(bytes, profiles: Set(profiles.map(\.id)))
    } catch {
      let name = path == "-" ? "<stdin>" : path
      var lines = ([error] + error.others).map { "\(name): \($0.description)" }
      let listed = 1 + error.others.count
      if error.invalidScenarios > listed {
        lines.append(
          "\(error.invalidScenarios) invalid scenarios in \(name); the first \(listed) are listed.")
      } else if listed > 1 {
        lines.append("\(listed) invalid scenarios in \(name).")
      }
      throw .data(lines.joined(separator: "\n"))
    }
  }

  /// Profiles a user defined in a file (`--profiles-file`), on the built-in ones.
  static func loadProfiles(_ path: String, terminal: Terminal, bases: [Profile] = Profile.builtIn)
    throws(CLIError) -> [Profile]
  {
    let bytes: [UInt8]
    do {
      bytes = try terminal.readFile(path)
    } catch {
      throw .noInput("cannot read '\(path)': \(describe(error))")
    }
    do {
      return try ProfileDefinition.decode(bytes, bases: bases)
    } catch {
      throw .data("\(path == "-" ? "<stdin>" : path): \(error.description)")
    }
  }

  /// Profile ids as the command line gives them, with aliases (`7`, `4.3`, `17`) resolved to
  /// the built-in profile that covers that version.
  static func profileIDs(_ values: [String]) -> [String] {
    values.map { Profile.builtInID(forAlias: $0) ?? $0 }
  }

  /// The profiles named with `--profile`, or all built-in ones.
  static func profiles(
    _ ids: [String], usage: String, available: [Profile] = Profile.builtIn
  ) throws(CLIError) -> [Profile] {
    guard !ids.isEmpty else { return available }
    var result: [Profile] = []
    for id in profileIDs(ids) {
      guard let profile = available.first(where: { $0.id == id }) else {
        let known = available.map(\.id)
        let hint = didYouMean(id, in: known)
        throw .usage(
          "unknown profile '\(id)'\(hint); known: \(known.joined(separator: ", "))", usage)
      }
      if !result.contains(profile) { result.append(profile) }
    }
    return result
  }
}

/// A file error's reason in plain words: "no such file or directory", "no space left on device".
func describe(_ error: any Error) -> String {
  if let code = posixCode(of: error), let text = strerror(code) {
    return String(cString: text).lowercased()
  }
  if let input = error as? InputTooLarge { return input.description }
  return (error as NSError).localizedDescription
}
