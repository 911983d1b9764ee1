/// Parsed command-line arguments of one command: positionals and options, checked against
/// the options the command knows.
struct Arguments {
  var positionals: [String] = []
  var options: [String: [String]] = [:]
  var flags: Set<String> = []

  /// Parses `arguments`; `valued` options take a value, `flags` take none.
  init(_ arguments: [String], valued: [String], flags known: [String], usage: String)
    throws(CLIError)
  {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positionals += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        positionals.append(argument)
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if valued.contains(name) {
        guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
          throw .usage("option \(name) needs a value", usage)
        }
        if inlineValue == nil { index += 1 }
        options[name, default: []].append(value)
      } else if known.contains(name), inlineValue == nil {
        flags.insert(name)
      } else {
        let hint = closest(name, in: valued + known).map { " (did you mean '\($0)'?)" } ?? ""
        throw .usage("unknown option '\(name)'\(hint)", usage)
      }
    }
  }

  func value(_ name: String) -> String? { options[name]?.last }
  func values(_ name: String) -> [String] { options[name] ?? [] }
}
