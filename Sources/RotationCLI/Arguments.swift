import RotationCore

/// Parsed command-line arguments of one command: positionals and options, checked against the
/// command's declarations.
struct Arguments {
  var positionals: [String] = []
  var options: [String: [String]] = [:]
  var flags: Set<String> = []

  /// Parses `arguments` for a command: unknown options, missing values, values outside an
  /// option's choices, an option given twice that does not repeat, and a wrong number of
  /// positional arguments are usage errors.
  init(_ arguments: [String], for command: Command) throws(CLIError) {
    let usage = command.usage
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
      guard let option = command.options.first(where: { $0.name == name || $0.short == name })
      else {
        let hint = didYouMean(name, in: command.options.map(\.name))
        throw .usage("unknown option '\(name)'\(hint)", usage)
      }
      if option.isFlag {
        guard inlineValue == nil else { throw .usage("option \(name) takes no value", usage) }
        flags.insert(name)
        continue
      }
      name = option.name
      guard option.repeats || options[name] == nil else {
        throw .usage("option \(name) is given twice", usage)
      }
      var values: [String] = []
      if let inlineValue { values.append(inlineValue) }
      while values.count < option.values.count, index < arguments.count {
        values.append(arguments[index])
        index += 1
      }
      guard values.count == option.values.count else {
        throw .usage(
          option.values.count == 1
            ? "option \(name) needs a value"
            : "option \(name) needs \(option.values.count) values: \(option.values.joined(separator: " "))",
          usage)
      }
      for value in values where !option.choices.isEmpty && !option.choices.contains(value) {
        throw .usage(
          "unknown \(option.noun ?? "value") '\(value)' for \(name)"
            + didYouMean(value, in: option.choices) + "; expected "
            + option.choices.joined(separator: " or "), usage)
      }
      options[name, default: []] += values
    }
    let expected = command.arguments
    let minimum = expected.filter { $0.count != .optional }.count
    let unbounded = expected.contains { $0.count == .oneOrMore }
    if positionals.count < minimum {
      let missing = expected.dropFirst(positionals.count).filter { $0.count != .optional }
      throw .usage("missing " + missing.map(\.name).joined(separator: " and "), usage)
    }
    if !unbounded && positionals.count > expected.count {
      throw .usage(
        expected.isEmpty ? "\(command.name) takes no arguments" : "too many arguments", usage)
    }
    for option in command.options where option.required && options[option.name] == nil {
      throw .usage("missing \(option.name)", usage)
    }
  }

  func value(_ name: String) -> String? { options[name]?.last }
  func values(_ name: String) -> [String] { options[name] ?? [] }
}

/// A whole-number option value of at least `minimum` (digits only, within 64 bits), or a usage
/// error naming the option, what it takes and its range.
func wholeNumber(_ text: String, for option: String, _ what: String, usage: String)
  throws(CLIError) -> Int
{
  let minimum = 1
  guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value >= minimum
  else {
    throw .usage(
      "\(option) takes \(what), a whole number from \(minimum) to \(Int.max), not '\(text)'",
      usage)
  }
  return value
}
