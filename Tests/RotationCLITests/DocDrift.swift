import Foundation

/// What the docs say a profile parameter's value is, checked against the declarations as
/// `rotationdb profiles parameters --format json` prints them.
///
/// A statement is a table row whose cell is a parameter's name alone and whose next cell starts
/// with a value (`| \`zeroMask\` | \`manualStatusBar\` |`, `| ... | \`tabBarDefault\` | yes, from
/// 8 |`), or prose where the name is followed by `:`, `(` or `,` and a value (`\`x\`: \`v\` from
/// \`16+\``, `\`x\` (default no)`, `\`x\`, \`v\`;`). The profiles it speaks of are those named
/// right after the value (`from 16`, `before iOS 6`, `on \`16+\``), else in the row's other cells
/// (`From iOS 16, ...`), else any built-in profile.
struct DocDrift {
  struct Parameter {
    var name: String
    var values: [String]
    /// Its value under each built-in profile, in version order, as a profile file writes it.
    var builtIn: [String]
    var isFlag: Bool { values == ["true", "false"] }
  }

  /// One statement read from a doc.
  struct Statement {
    var file: String
    var line: Int
    var name: String
    var value: String
    /// The built-in profiles it speaks of (indexes); nil: any of them.
    var profiles: [Int]?
    var text: String
  }

  let parameters: [String: Parameter]
  let profileIDs: [String]
  let versions: [[Int]]

  /// From `profiles parameters --format json`.
  init(json: String) throws {
    let root = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    let profiles = root["profiles"] as? [[String: Any]] ?? []
    profileIDs = profiles.compactMap { $0["id"] as? String }
    var parameters: [String: Parameter] = [:]
    for item in root["parameters"] as? [[String: Any]] ?? [] {
      guard let name = item["name"] as? String, let builtIn = item["builtIn"] as? [String: Any]
      else { continue }
      let values = profileIDs.map { id -> String in
        switch builtIn[id] {
        case let text as String: text
        case let number as NSNumber: number.boolValue ? "true" : "false"
        default: "?"
        }
      }
      parameters[name] = Parameter(
        name: name, values: item["values"] as? [String] ?? [], builtIn: values)
    }
    self.parameters = parameters
    versions = (parameters["version"]?.builtIn ?? []).map(Self.version)
  }

  /// A version as major, minor, patch: `16` is `16.0.0`.
  static func version(_ text: String) -> [Int] {
    let parts = text.split(separator: ".").map { Int($0) ?? 0 }
    return (parts + [0, 0, 0]).prefix(3).map { $0 }
  }

  /// The built-in profile a qualifier names: an id, or a version (the profile covering it).
  func profile(_ text: String) -> Int? {
    let bare = text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
    if let index = profileIDs.firstIndex(of: bare) { return index }
    guard bare.first?.isNumber == true, !bare.hasSuffix("+") else { return nil }
    let wanted = Self.version(bare)
    return versions.lastIndex { $0.lexicographicallyPrecedes(wanted) || $0 == wanted }
  }

  /// The profiles `from 16`, `before iOS 6`, `until 7` or `on \`16+\`` speak of.
  func profiles(_ word: String, _ target: String) -> [Int]? {
    guard let index = profile(target) else { return nil }
    switch word.lowercased() {
    case "from": return Array(index..<profileIDs.count)
    case "before": return Array(0..<index)
    case "until": return Array(0...index)
    default: return [index]
    }
  }

  /// Whether a stated value is one the parameter takes (a version for `version`).
  func accepts(_ parameter: Parameter, _ value: String) -> Bool {
    parameter.name == "version"
      ? value.allSatisfy { $0.isNumber || $0 == "." } : parameter.values.contains(value)
  }

  /// The statements that do not hold, as `file:line: ...`, and how many were checked.
  func check(_ text: String, file: String) -> (failures: [String], checked: Int) {
    let statements = tableStatements(text, file: file) + proseStatements(text, file: file)
    var seen = Set<String>()
    var failures: [String] = []
    var checked = 0
    for statement in statements {
      guard seen.insert("\(statement.line) \(statement.name)").inserted,
        let parameter = parameters[statement.name]
      else { continue }
      checked += 1
      let location = "\(statement.file):\(statement.line): `\(statement.name)`"
      guard accepts(parameter, statement.value) else {
        failures.append(
          "\(location) is stated as `\(statement.value)`, which it does not take ("
            + parameter.values.joined(separator: ", ") + "): \(statement.text)")
        continue
      }
      let indexes = statement.profiles ?? Array(profileIDs.indices)
      let holds =
        statement.profiles == nil
        ? indexes.contains { parameter.builtIn[$0] == statement.value }
        : indexes.allSatisfy { parameter.builtIn[$0] == statement.value }
      guard !holds else { continue }
      let actual = indexes.map { "\(profileIDs[$0]): \(parameter.builtIn[$0])" }
        .joined(separator: ", ")
      let under =
        statement.profiles.map { " under " + $0.map { profileIDs[$0] }.joined(separator: ", ") }
        ?? " under any built-in profile"
      failures.append(
        "\(location) is stated as `\(statement.value)`\(under), but the declarations give "
          + "\(actual): \(statement.text)")
    }
    return (failures, checked)
  }

  static let qualifier = #"(?:iOS\s+|iPhone OS\s+)?(`[^`]+`|\d+(?:\.\d+)*\+?)"#
  /// A qualifier right after a value: `, from 8`, ` from \`16+\``, ` before iOS 6`.
  static let after = try! NSRegularExpression(
    pattern: #"^\s*,?\s*(from|before|until|on|under)\s+"# + qualifier)
  /// A qualifier elsewhere in a row: `From iOS 16`, `before iOS 6`, `on \`16+\``.
  static let inRow = try! NSRegularExpression(
    pattern: #"\b(from|before|until|on|in|under)\s+(?:iOS\s+|iPhone OS\s+)(\d+(?:\.\d+)*)\b|"#
      + #"\b(from|before|until|on|under)\s+(`[^`]+`)"#, options: [.caseInsensitive])
  /// A value at the start of a table cell.
  static let leading = try! NSRegularExpression(
    pattern: #"^\s*(?:`([^`]+)`|(yes|no|true|false)\b)"#)

  /// The value a text starts with, and the rest after it; bare yes and no only for flags.
  func value(_ text: String, of parameter: Parameter, pattern: NSRegularExpression) -> (
    String, Substring
  )? {
    let range = NSRange(text.startIndex..., in: text)
    guard let match = pattern.firstMatch(in: text, range: range),
      let whole = Range(match.range, in: text)
    else { return nil }
    if let code = Range(match.range(at: 1), in: text) {
      return (String(text[code]), text[whole.upperBound...])
    }
    guard parameter.isFlag, let word = Range(match.range(at: 2), in: text) else { return nil }
    let bool = ["yes": "true", "no": "false"][String(text[word])] ?? String(text[word])
    return (bool, text[whole.upperBound...])
  }

  /// The profiles named right after a value, if any.
  func qualified(_ rest: Substring) -> [Int]? {
    let text = String(rest)
    guard
      let match = Self.after.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let word = Range(match.range(at: 1), in: text),
      let target = Range(match.range(at: 2), in: text)
    else { return nil }
    return profiles(String(text[word]), String(text[target]))
  }

  /// The profiles the first qualifier of a row's cell names, if any.
  func qualified(cell text: String) -> [Int]? {
    let range = NSRange(text.startIndex..., in: text)
    for match in Self.inRow.matches(in: text, range: range) {
      for (word, target) in [(1, 2), (3, 4)] {
        if let word = Range(match.range(at: word), in: text),
          let target = Range(match.range(at: target), in: text),
          let found = profiles(String(text[word]), String(text[target]))
        {
          return found
        }
      }
    }
    return nil
  }
}
