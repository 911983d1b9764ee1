/// A command of the command line, declared once: its arguments and options drive parsing,
/// validation, the usage line and `--help`; the README's command reference is checked against
/// the usage lines.
struct Command: Sendable {
  var name: String
  var summary: String
  /// What to know before the arguments and options, in a few lines.
  var discussion: String = ""
  var arguments: [Positional] = []
  var options: [Option] = []
  var examples: [String] = []
  var run: @Sendable (_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32

  /// The usage line: every argument and every option.
  var usage: String {
    (["rotationdb", name] + arguments.map(\.usage) + options.map(\.usage)).joined(separator: " ")
  }

  /// `rotationdb help COMMAND` at 80 columns.
  var help: String { help(width: HelpText.defaultWidth) }

  /// `rotationdb help COMMAND` wrapped at `width` columns: the usage line's continuation lines
  /// start under its first argument (under the command's name when that leaves too little room),
  /// the discussion is reflowed, and the arguments' and options' help wraps in its column.
  func help(width: Int) -> String {
    let head = "Usage: rotationdb \(name)"
    let tokens = arguments.map(\.usage) + options.map(\.usage)
    let under = HelpText.continuation(preferred: head.count + 1, tokens: tokens, width: width)
    var lines = HelpText.wrap(tokens, width: width, first: head, indent: under)
    lines += ["", HelpText.reflow(summary, width: width)]
    if !discussion.isEmpty { lines += ["", HelpText.reflow(discussion, width: width)] }
    if !arguments.isEmpty {
      lines += ["", "Arguments:"]
      lines += arguments.flatMap { Self.entry($0.name, $0.help, width: width) }
    }
    if !options.isEmpty {
      lines += ["", "Options:"]
      lines += options.flatMap { Self.entry($0.label, $0.helpText, width: width) }
    }
    if !examples.isEmpty {
      lines += ["", "Examples:"] + examples.flatMap { HelpText.example($0, width: width) }
    }
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// One `  NAME   help` entry, the help in a column from the 22nd, wrapped under itself.
  static func entry(_ name: String, _ help: String, width: Int) -> [String] {
    HelpText.entry(name, help, column: 21, width: width)
  }
}

/// A positional argument.
struct Positional: Sendable {
  enum Count: Sendable {
    case one, optional, oneOrMore
  }

  var name: String
  var help: String
  var count: Count = .one

  var usage: String {
    switch count {
    case .one: name
    case .optional: "[\(name)]"
    case .oneOrMore: "\(name)..."
    }
  }
}

/// An option of a command: a flag, or an option with one or more values.
struct Option: Sendable {
  var name: String
  /// The names of its values, e.g. `["ID"]`, `["A", "B"]`; empty for a flag.
  var values: [String] = []
  var help: String
  /// The values it accepts, when a closed set; the first is the default when `defaulted`.
  var choices: [String] = []
  /// It may be given several times.
  var repeats = false
  /// It must be given.
  var required = false
  /// What the value is called in an error: "unknown format 'xml'".
  var noun: String? = nil

  var isFlag: Bool { values.isEmpty }

  /// The short names of the common options, the same in every command.
  static let shortNames = ["--out": "-o", "--format": "-f", "--profile": "-p"]

  /// Its short name (`-o`), if it has one.
  var short: String? { Self.shortNames[name] }

  /// `-f, --format FORMAT` or `--check`.
  var label: String { (short.map { $0 + ", " } ?? "") + ([name] + values).joined(separator: " ") }

  /// How the usage line shows it: `[--format json|text]`, `[--profile ID]...`.
  var usage: String {
    let shown =
      choices.isEmpty
      ? ([name] + values).joined(separator: " ") : "\(name) \(choices.joined(separator: "|"))"
    return (required ? shown : "[\(shown)]") + (repeats ? "..." : "")
  }

  var helpText: String {
    choices.isEmpty || help.contains(choices[0])
      ? help : help + " (" + choices.joined(separator: ", ") + ")"
  }
}

extension Option {
  /// `--db PATH`, which every database command takes.
  static let db = Option(
    name: "--db", values: ["PATH"], help: "the database (default ./rotationdb.sqlite)")
  static let tag = Option(name: "--tag", values: ["T"], help: "only the scenarios with this tag")
  static let run = Option(name: "--run", values: ["ID"], help: "the run (default: the latest)")
  static let out = Option(
    name: "--out", values: ["PATH"],
    help: "write to this file (atomically) instead of standard output")

  /// `--require-expectations`: an outcome that no expectation speaks to fails the check.
  static let requireExpectations = Option(
    name: "--require-expectations",
    help: "exit 1 when an outcome has no expectation to check (for CI)")

  /// `--format`, with its formats, the default first.
  static func format(_ choices: [String], help: String? = nil) -> Option {
    Option(
      name: "--format", values: ["FORMAT"],
      help: help ?? spoken(choices),
      choices: choices, noun: "format")
  }

  /// `json (default) or text`, `text (default), md or html`.
  static func spoken(_ choices: [String]) -> String {
    let rest = Array(choices.dropFirst())
    guard let last = rest.last else { return "\(choices[0]) (default)" }
    return (["\(choices[0]) (default)"] + rest.dropLast()).joined(separator: ", ") + " or \(last)"
  }

  /// `--profile ID`, repeatable.
  static func profiles(_ help: String) -> Option {
    Option(name: "--profile", values: ["ID"], help: help, repeats: true)
  }
}
