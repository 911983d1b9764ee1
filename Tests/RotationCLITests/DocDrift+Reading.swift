import Foundation

/// Reading the statements of a doc: its table rows and its prose.
extension DocDrift {
  /// A parameter's name in backticks followed by `: `, ` (` or `, ` and a value that ends there
  /// (`;`, `,`, `.`, `:`, `)`, ` from`, ` (`), e.g. `\`x\`: \`v\` from`, `\`x\` (default no)`.
  static let prose = try! NSRegularExpression(
    pattern: #"`([A-Za-z0-9]+)`(?::\s+|\s+\(|,\s+)(?:default\s+)?(?:`([^`]+)`|(yes|no|true|false))"#
      + #"(?=[;,.:)]|\s+from\b|\s+\(|\s*$)"#)

  /// The cells of a table row, split at `|` but not at an escaped `\|`.
  static func cells(_ line: Substring) -> [String] {
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in line.dropFirst() {
      if character == "|" && !escaped {
        cells.append(cell.trimmingCharacters(in: .whitespaces))
        cell = ""
      } else {
        cell.append(character)
      }
      escaped = character == "\\"
    }
    return cells
  }

  /// Rows with a cell that is a parameter's name alone, followed by a cell that starts with a
  /// value.
  func tableStatements(_ text: String, file: String) -> [Statement] {
    var statements: [Statement] = []
    var inCode = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("|") else { continue }
      let cells = Self.cells(line)
      for (column, cell) in cells.enumerated().dropLast() {
        guard cell.hasPrefix("`"), cell.hasSuffix("`"), cell.count > 2,
          let parameter = parameters[String(cell.dropFirst().dropLast())],
          let (value, rest) = value(cells[column + 1], of: parameter, pattern: Self.leading)
        else { continue }
        // Profiles named right after the value, else in the row's other cells, first first.
        let others = cells.indices.filter { $0 != column && $0 != column + 1 }
        let profiles =
          qualified(rest) ?? others.lazy.compactMap { qualified(cell: cells[$0]) }.first
        statements.append(
          Statement(
            file: file, line: index + 1, name: parameter.name, value: value, profiles: profiles,
            text: String(line)))
      }
    }
    return statements
  }

  /// Prose statements, read across line breaks; a backticked value counts only when the
  /// parameter takes it (else the backticks name something else, as in a list of names).
  func proseStatements(_ text: String, file: String) -> [Statement] {
    var statements: [Statement] = []
    var lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
    var inCode = false
    for index in lines.indices {
      if lines[index].hasPrefix("```") { inCode.toggle() }
      if inCode || lines[index].hasPrefix("```") { lines[index] = "" }
    }
    // One line for the whole text, each line's start remembered for the line numbers.
    let joined = lines.joined(separator: " ")
    var starts: [Int] = []
    var offset = 0
    for line in lines {
      starts.append(offset)
      offset += line.utf16.count + 1
    }
    let range = NSRange(joined.startIndex..., in: joined)
    for match in Self.prose.matches(in: joined, range: range) {
      guard let name = Range(match.range(at: 1), in: joined),
        let parameter = parameters[String(joined[name])],
        let whole = Range(match.range, in: joined)
      else { continue }
      let value: String
      if let code = Range(match.range(at: 2), in: joined) {
        value = String(joined[code])
        guard accepts(parameter, value) else { continue }
      } else if parameter.isFlag, let word = Range(match.range(at: 3), in: joined) {
        value = ["yes": "true", "no": "false"][String(joined[word])] ?? String(joined[word])
      } else {
        continue
      }
      let line = (starts.lastIndex { $0 <= match.range.location } ?? 0) + 1
      statements.append(
        Statement(
          file: file, line: line, name: parameter.name, value: value,
          profiles: qualified(joined[whole.upperBound...]),
          text: String(joined[whole]) + String(joined[whole.upperBound...].prefix(30))))
    }
    return statements
  }
}
