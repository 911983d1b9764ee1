import RotationCore

/// `rotationdb sources`: the sources the rules cite, so that a trace's `[A2]` resolves.
enum SourcesCommand {
  static let command = Command(
    name: "sources",
    summary: "List the sources that traces and docs/rules.md cite, or print one by its key.",
    discussion: """
      Trace lines cite their rule as '§4.1 [S1][A2][A3] D': a section of docs/rules.md, the keys
      of its sources and an evidence mark (D documented, Q Apple text through a quotation,
      O observed by developers, I inferred). This command resolves the keys.
      """,
    arguments: [
      Positional(
        name: "KEY", help: "a source key such as A2, [A2] or \"seed 003\"; without it, all",
        count: .optional)
    ],
    options: [.format(["text", "json"])],
    examples: ["rotationdb sources", "rotationdb sources A7"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let format = parsed.value("--format") ?? "text"
    var selected = Source.all
    if !parsed.positionals.isEmpty {
      let key = parsed.positionals.joined(separator: " ")
      guard let source = Source.named(key) else {
        let hint =
          closest(key, in: Source.all.map(\.key)).map { " (did you mean '\($0)'?)" } ?? ""
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

  /// One line a source: key, kind, title.
  static func line(_ source: Source) -> String {
    TextReport.pad("[\(source.key)]", 11) + " \(source.title) (\(source.kind.rawValue))\n"
  }

  /// Every field of one source.
  static func detail(_ source: Source) -> String {
    var out = "[\(source.key)] \(source.title)\n  kind: \(source.kind.rawValue)\n"
    if let url = source.url { out += "  url:  \(url)\n" }
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
