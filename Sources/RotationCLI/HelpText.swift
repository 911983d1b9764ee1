/// Help text wrapped to the terminal: words move to the next line, never cut, so every line
/// fits unless a single word is wider than the line.
enum HelpText {
  /// The narrowest width help is wrapped at.
  static let minimumWidth = 40
  /// The width when neither `COLUMNS` nor a terminal gives one.
  static let defaultWidth = 80

  /// The width help is wrapped at: `COLUMNS` when it is a whole number (as
  /// swift-argument-parser reads it), else the terminal's width when standard output is one,
  /// else 80; never below 40.
  static func width(_ terminal: Terminal) -> Int {
    let columns =
      terminal.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
      ?? (terminal.outputIsTerminal ? terminal.columns : nil) ?? defaultWidth
    return max(minimumWidth, columns)
  }

  /// `words` joined by spaces into lines of at most `width` columns: the first line starts
  /// with `first`, the others with `indent` spaces.
  static func wrap(
    _ words: some Sequence<some StringProtocol>, width: Int, first: String = "", indent: Int
  ) -> [String] {
    var lines: [String] = []
    var line = first
    var atStart = first.isEmpty || first.hasSuffix(" ")
    for word in words where !word.isEmpty {
      if !atStart, line.count + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        atStart = true
      }
      line += (atStart ? "" : " ") + word
      atStart = false
    }
    lines.append(line)
    return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// A block of text at `width`: lines that start without a space run together into
  /// paragraphs and are reflowed; an indented line (an example, a list) stays a line of its
  /// own, wrapped two columns under its indentation when too wide (a command line continued
  /// with a backslash, as ``example(_:width:)``); blank lines stay.
  static func reflow(_ text: String, width: Int) -> String {
    var out: [String] = []
    var paragraph: [Substring] = []
    func flush() {
      guard !paragraph.isEmpty else { return }
      out += wrap(paragraph.flatMap { $0.split(separator: " ") }, width: width, indent: 0)
      paragraph = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy({ $0 == " " }) {
        flush()
        out.append("")
      } else if line.first == " " {
        flush()
        let depth = line.prefix { $0 == " " }.count
        let text = line.dropFirst(depth)
        if line.count <= width {
          out.append(String(line))
        } else if text.hasPrefix("rotationdb ") {
          out += example(String(text), width: width, depth: depth)
        } else {
          out += wrap(
            text.split(separator: " "), width: width,
            first: String(repeating: " ", count: depth), indent: depth + 2)
        }
      } else {
        paragraph.append(line)
      }
    }
    flush()
    return out.joined(separator: "\n")
  }

  /// An example command line at `width`, indented `depth` columns: a line too wide is
  /// continued with a backslash, so it still pastes into a shell.
  static func example(_ command: String, width: Int, depth: Int = 2) -> [String] {
    let lines = wrap(
      command.split(separator: " "), width: width - 2,
      first: String(repeating: " ", count: depth), indent: depth + 2)
    return lines.enumerated().map { $0 < lines.count - 1 ? $1 + " \\" : $1 }
  }

  /// `  NAME   help`: the help in a column from `column`, wrapped under itself; when that
  /// column leaves under 20 columns for the help, the help goes under the name instead.
  static func entry(_ name: String, _ help: String, column: Int, width: Int) -> [String] {
    let words = help.split(separator: " ")
    guard column + 20 <= width else {
      return ["  " + name] + wrap(words, width: width, first: "      ", indent: 6)
    }
    var first = "  " + name
    first += String(repeating: " ", count: max(1, column - first.count))
    return wrap(words, width: width, first: first, indent: column)
  }

  /// Where a wrapped usage line's continuation lines start: under `preferred` (its first
  /// argument), else under the command's name, else four columns in, whichever first leaves
  /// room for the widest of `tokens`.
  static func continuation(preferred: Int, tokens: [String], width: Int) -> Int {
    let widest = tokens.map(\.count).max() ?? 0
    return [preferred, "Usage: rotationdb ".count].first { $0 + widest <= width } ?? 4
  }
}
