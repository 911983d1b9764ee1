import RotationCore

/// `profiles parameters`: every parameter as declared, with its value under each built-in
/// profile, its rival values and the rule behind it. Its Markdown is docs/parameters.md.
extension TextReport {
  /// The command that writes docs/parameters.md.
  static let parametersPageCommand = "rotationdb profiles parameters --format md"

  /// Runs of neighbouring values that are equal: the first and last index of each, in order.
  static func runs<T: Equatable>(_ values: [T]) -> [(first: Int, last: Int, value: T)] {
    var runs: [(first: Int, last: Int, value: T)] = []
    var start = 0
    for end in values.indices where end == values.count - 1 || values[end + 1] != values[start] {
      runs.append((start, end, values[start]))
      start = end + 1
    }
    return runs
  }

  /// A value as a profile file writes it: `true`, `asBefore`, `16.0`.
  static func written(_ value: JSON) -> String {
    if case .string(let text) = value { return text }
    return value.compact()
  }

  /// The values a parameter may take that no built-in profile takes; nil when its values are
  /// not a list (a version).
  static func rivals(_ parameter: ProfileParameter) -> [String]? {
    let values = parameter.values.map { text -> JSON in
      text == "true" || text == "false" ? .bool(text == "true") : .string(text)
    }
    guard values.allSatisfy(parameter.accepts) else { return nil }
    let taken = Set(parameter.builtIn.map(written))
    return values.map(written).filter { !taken.contains($0) }
  }

  /// Its values over runs of neighbouring built-in profiles, each part through `code`.
  static func builtInValues(_ parameter: ProfileParameter, code: (String) -> String) -> String {
    let ids = Profile.builtIn.map(\.id)
    let runs = runs(parameter.builtIn.map(written))
    if runs.count == 1 { return "every built-in profile: " + code(runs[0].value) }
    return runs.map { run in
      (run.first == run.last
        ? code(ids[run.first]) : code(ids[run.first]) + " to " + code(ids[run.last]))
        + ": " + code(run.value)
    }.joined(separator: "; ")
  }

  /// The rival values' line, each through `code`.
  static func rivalValues(_ parameter: ProfileParameter, code: (String) -> String) -> String {
    guard let rivals = rivals(parameter) else {
      return "any: " + parameter.values.joined(separator: ", ")
    }
    return rivals.isEmpty
      ? "none: each value is a built-in profile's" : rivals.map(code).joined(separator: ", ")
  }

  /// The page, as Markdown (docs/parameters.md) or as text within 100 columns.
  static func parametersPage(markdown: Bool) -> String {
    let code: (String) -> String = markdown ? { "`\($0)`" } : { $0 }
    let profiles = Profile.builtIn.map { code($0.id) + " " + $0.name }.joined(separator: ", ")
    let open = ProfileParameter.all.filter(\.openQuestion)
    var out = ""
    if markdown {
      out += """
        # Profile parameters

        Every parameter of the OS behaviour profiles, as declared in
        `Sources/RotationCore/Profiles/`, with its value under each built-in profile. This page
        is generated (`\(parametersPageCommand) > docs/parameters.md`), and a test checks it is
        current. `rotationdb profiles` lists the values as a table, `rotationdb profiles 16+`
        one profile's.

        The built-in profiles, in version order: \(profiles).

        An *open question* is one of
        [docs/rules.md §13](rules.md#13-open-questions-and-the-parameters-that-answer-them): the
        value is inferred, and a trace names the parameter whenever it decides. The rival values
        are those no built-in profile takes; a profile of your own can take one (`rotationdb help
        profiles`). The rule is the section of [docs/rules.md](rules.md), the keys of the
        sources it cites and its evidence mark (D documented, Q quoted, O observed, I inferred).

        Open questions (\(open.count) of \(ProfileParameter.all.count) parameters): \
        \(open.map { "[`\($0.name)`](#\($0.name.lowercased()))" }.joined(separator: ", ")).

        """
    } else {
      out +=
        wrap("Profile parameters under the built-in profiles: \(profiles).", 100)
        .joined(separator: "\n") + "\n"
      out += "* an open question (docs/rules.md §13): the trace names it when it decides.\n"
    }
    for group in ProfileParameter.Group.allCases {
      out += markdown ? "\n## \(group.rawValue)\n" : "\n\(group.rawValue)\n"
      for parameter in ProfileParameter.all where parameter.group == group {
        out += entry(parameter, markdown: markdown, code: code)
      }
    }
    return out
  }

  /// One parameter's entry.
  static func entry(_ parameter: ProfileParameter, markdown: Bool, code: (String) -> String)
    -> String
  {
    let lines = [
      ("meaning", parameter.meaning),
      ("values", builtInValues(parameter, code: code)),
      ("rivals", rivalValues(parameter, code: code)),
      ("open question", parameter.openQuestion ? "yes (docs/rules.md §13)" : "no"),
      ("rule", code(parameter.rule.citation)),
    ]
    if markdown {
      return "\n### `\(parameter.name)`\n\n" + lines.map { "- \($0.0): \($0.1)\n" }.joined()
    }
    var out = "  \(parameter.name)\(parameter.openQuestion ? "*" : "")\n"
    for line in wrap(parameter.meaning, 96) { out += "    \(line)\n" }
    for (label, text) in lines.dropFirst() where label != "open question" {
      out += "    " + wrap("\(label): \(text)", 96).joined(separator: "\n      ") + "\n"
    }
    return out
  }

  /// The page as JSON: the built-in profiles, then each parameter with its declaration.
  static func parametersJSON() -> JSON {
    .object([
      (
        "profiles",
        .array(
          Profile.builtIn.map {
            .object([("id", .string($0.id)), ("name", .string($0.name))])
          })
      ),
      (
        "parameters",
        .array(
          ProfileParameter.all.map { parameter in
            .object([
              ("name", .string(parameter.name)), ("group", .string(parameter.group.rawValue)),
              ("meaning", .string(parameter.meaning)),
              ("openQuestion", .bool(parameter.openQuestion)),
              ("values", .array(parameter.values.map(JSON.string))),
              ("rivals", .array((rivals(parameter) ?? []).map(JSON.string))),
              (
                "builtIn",
                .object(zip(Profile.builtIn, parameter.builtIn).map { ($0.id, $1) })
              ),
              (
                "rule",
                .object([
                  ("section", .string(parameter.rule.section)),
                  ("sources", .array(parameter.rule.sources.map(JSON.string))),
                  ("mark", .string(parameter.rule.mark.rawValue)),
                ])
              ),
            ])
          })
      ),
    ])
  }
}
