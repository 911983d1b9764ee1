import RotationCore
import RotationReports

/// `rotationdb sources`: the sources the rules cite, so that a trace's `[A2]` resolves; with
/// `--reports`, the public reports a catalogue's scenarios cite.
enum SourcesCommand {
  static let command = Command(
    name: "sources",
    summary:
      "List the sources that traces and docs/rules.md cite, or print one by its key; or the "
      + "public reports the catalogue cites.",
    discussion: """
      Trace lines cite their rule as '§4.1 [S1][A2][A3] D': a section of docs/rules.md, the keys
      of its sources and an evidence mark (D documented, Q Apple text through a quotation,
      O observed by developers, I inferred). This command resolves the keys.
      With --reports: every web address (http or https) that a scenario's sources or an
      expectation's source starts with, the public record's reports, sorted, each with the ids
      of the scenarios that cite it, sorted.
      """,
    arguments: [
      Positional(
        name: "KEY",
        help: "a source key such as A2, [A2], a2 or \"seed 003\"; without it, all",
        count: .optional)
    ],
    options: [
      Option(name: "--reports", help: "list the reports the catalogue's scenarios cite"),
      Option(
        name: "--catalogue", values: ["FILE"],
        help: "with --reports: the catalogue to read ('-' reads standard input; default @builtin)"),
      .format(["text", "json"]),
    ],
    examples: [
      "rotationdb sources", "rotationdb sources A7", "rotationdb sources --reports",
      "rotationdb sources --reports --catalogue my-app.json --format json",
    ],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let format = parsed.value("--format") ?? "text"
    if parsed.flags.contains("--reports") {
      guard parsed.positionals.isEmpty else {
        throw .usage("give a KEY or --reports, not both", command.usage)
      }
      return try reports(parsed.value("--catalogue") ?? "@builtin", format: format, terminal)
    }
    guard parsed.value("--catalogue") == nil else {
      throw .usage("--catalogue goes with --reports", command.usage)
    }
    var selected = Source.all
    if !parsed.positionals.isEmpty {
      let key = parsed.positionals.joined(separator: " ")
      guard let source = Source.typed(key) else {
        let hint = didYouMean(key, in: Source.all.map(\.key))
        throw .data("no source '\(key)'\(hint); 'rotationdb sources' lists them")
      }
      selected = [source]
    }
    if format == "json" {
      terminal.out(JSON.array(selected.map(\.json)).rendered())
    } else if selected.count == 1 {
      terminal.out(detail(selected[0]))
    } else {
      terminal.out(selected.map(line).joined())
    }
    return 0
  }

  /// The reports a catalogue cites: each address, sorted, with the scenarios that cite it.
  static func reports(_ path: String, format: String, _ terminal: Terminal) throws(CLIError)
    -> Int32
  {
    let catalogue = try CLI.loadCatalogue(path, terminal: terminal)
    var citing: [String: Set<String>] = [:]
    for scenario in catalogue.scenarios {
      let sources = scenario.sources + scenario.expectations.compactMap(\.source)
      for source in sources {
        guard let url = PublicRecord.address(in: source)?.url else { continue }
        citing[url, default: []].insert(scenario.id)
      }
    }
    let reports = citing.keys.sorted().map { ($0, citing[$0, default: []].sorted()) }
    if format == "json" {
      terminal.out(
        JSON.array(
          reports.map { url, ids in
            .object([("url", .string(url)), ("scenarios", .array(ids.map(JSON.string)))])
          }
        ).rendered())
      return 0
    }
    let name = path == "-" ? "<stdin>" : path
    guard !reports.isEmpty else {
      terminal.out("No scenario of \(name) cites a report's web address.\n".terminalSafe)
      return 0
    }
    var out = reports.map { url, ids in "\(url)\n  \(ids.joined(separator: ", "))\n" }.joined()
    let scenarios = Set(reports.flatMap(\.1)).count
    out +=
      "\(TextReport.count(reports.count, "report")) cited by "
      + "\(TextReport.count(scenarios, "scenario")) of \(name).\n"
    terminal.out(out.terminalSafe)
    return 0
  }

  /// One line a source: key, kind, title.
  static func line(_ source: Source) -> String {
    TextReport.pad("[\(source.key)]", 11) + " \(source.title) (\(source.kind.rawValue))\n"
  }

  /// Every field of one source.
  static func detail(_ source: Source) -> String {
    var out = "[\(source.key)] \(source.title)\n  kind: \(source.kind.rawValue)\n"
    // A source read in person (a seed, a header) may have no address; inferences are ours.
    if let url = source.url {
      out += "  url:  \(url)\n"
    } else if source.kind != .inference {
      out += "  url:  no public address\n"
    }
    if let note = source.note { out += "  note: \(note)\n" }
    return out
  }
}

extension Source {
  /// The source as JSON: key, title, kind, url, note.
  var json: JSON {
    .object([
      ("key", .string(key)), ("title", .string(title)), ("kind", .string(kind.rawValue)),
      ("url", url.map(JSON.string) ?? .null), ("note", note.map(JSON.string) ?? .null),
    ])
  }
}
