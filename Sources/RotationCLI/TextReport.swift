import RotationCore
import RotationReports
import RotationRunner

/// Plain-text renderings for the terminal. Pure: values in, text out.
enum TextReport {
  /// The width of `evaluate --format text`'s step label column.
  static let labelWidth = 34

  /// `evaluate --format text`: one block per scenario and profile, one line per step with its
  /// arguments (a label longer than its column wraps onto the lines below, in the column), then
  /// the step's console warnings; a crash's line is red.
  /// `note`: what the profile says of the scenario's device (``Profile/note(for:)``).
  static func outcome(_ outcome: Outcome, scenario: Scenario, note: String? = nil) -> Lines {
    var out = Lines()
    out.add("\(outcome.scenario) under \(outcome.profile): \(scenario.title)")
    if let note { out.add("  Note: \(note)") }
    for step in outcome.steps {
      let brief = scenario.brief(step: step.index, action: step.action)
      let number = "  \(step.index) "
      let indent = String(repeating: " ", count: number.count)
      let label = wrap(brief, labelWidth)
      out.add(
        number + pad(label[0], labelWidth) + " " + summary(step),
        step.error == nil ? nil : .crash)
      for line in label.dropFirst() { out.add(indent + line) }
      for warning in step.warnings { out.add(indent + "Console: " + warning) }
    }
    out.add("")
    return out
  }

  /// A text in lines of at most `width` characters, broken at spaces where it can be (a longer
  /// word is cut).
  static func wrap(_ text: String, _ width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      while word.count > width {
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines
  }

  /// One step's result in a line.
  static func summary(_ step: StepOutcome) -> String {
    if let error = step.error { return "CRASH \(error.name): \(error.message)" }
    var parts: [String] = []
    if step.skipped { parts.append("SKIPPED (the API does not exist under this profile)") }
    if let error = step.geometryError {
      parts.append("geometry request failed: \(error.domain) \(error.code) \"\(error.message)\"")
    }
    parts += [
      "interface \(step.interfaceOrientation.name)" + (step.rotated ? " (rotated)" : "")
        + (step.letterboxed ? ", letterboxed" : ""),
      "status bar \(step.statusBarOrientation.name)",
      "supported \(step.supported.spoken)",
      "decider \(step.decider ?? "none")",
    ]
    if !step.windowOrientations.isEmpty {
      parts.append(
        "windows "
          + step.windowOrientations.map { "\($0.window) \($0.orientation.name)" }.joined(
            separator: ", "))
    }
    if !step.notified.isEmpty { parts.append("told " + step.notified.joined(separator: ", ")) }
    if !step.asked.isEmpty { parts.append("asked " + step.asked.joined(separator: ", ")) }
    if step.reportedDeviceOrientation != step.deviceOrientation {
      parts.append("UIDevice reports \(step.reportedDeviceOrientation.name)")
    }
    if let transform = step.manualTransform { parts.append(transform.spoken) }
    return parts.joined(separator: "; ")
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// `1 outcome`, `2 outcomes`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// `explain`: the story of one scenario under one profile.
  static func explanation(_ scenario: Scenario, profile: Profile, outcome: Outcome) -> Lines {
    var out = Lines()
    out.add("\(scenario.id): \(scenario.title)")
    out.add(
      "Profile \(profile.id) (\(profile.name)), device \(scenario.device.displayName)"
        + (scenario.environment.isEmpty ? "" : " with \(scenario.environment.spoken)"))
    if let note = profile.note(for: scenario.device) { out.add("Note: \(note)") }
    out.add("Info.plist: \(scenario.infoPlist.spoken)")
    if scenario.appDelegate.answers {
      out.add(
        "App delegate: application:supportedInterfaceOrientationsForWindow: returns "
          + "\(scenario.appDelegate.spoken)")
    }
    if let windows = scenario.windows {
      out.add("Windows:")
      for window in windows { out.add("  - \(window.spoken)") }
    } else {
      out.add("Window: \(scenario.window.spoken)")
    }
    for step in outcome.steps {
      out.add("")
      out.add("Step \(step.index): \(scenario.steps[step.index].spoken)")
      out.add("  Result: \(summary(step))", step.error == nil ? nil : .crash)
      if !step.trace.isEmpty {
        out.add("  Why:")
        for line in step.trace { out.add("    - \(line)") }
      }
      for warning in step.warnings { out.add("  Console: \(warning)") }
    }
    if outcome.crashed {
      out.add("")
      out.add("The app terminates at step \(outcome.steps.count - 1).", .crash)
    }
    let applicable = scenario.expectations.filter { $0.applies(to: profile.id) }
    if !applicable.isEmpty {
      let mismatches = scenario.mismatches(in: outcome)
      let failures = mismatches.filter { !$0.isKnown }
      let known = mismatches.filter(\.isKnown)
      out.add("")
      // "checked", as verify says: "recorded" is the evidence accept writes (catalogue-format §5).
      let head = "Expectations for \(profile.id): \(applicable.count) checked, "
      if failures.isEmpty {
        out.add(head + (known.isEmpty ? "all hold." : "none fails."), .pass)
      } else {
        out.add(
          head + "\(failures.count) " + (failures.count == 1 ? "differs:" : "differ:"), .mismatch)
        add(failures, to: &out)
      }
      if !known.isEmpty {
        out.add("Known differences, not failures:")
        add(known, to: &out)
      }
    }
    return out
  }

  /// `profiles`: a parameter × profile table, parameters by group; `*` marks an open question
  /// of docs/rules.md §13, `(filled in)` a value a stored profile lacked. Neighbouring versions'
  /// differences show at a glance.
  static func parameterTable(_ profiles: [Profile], markdown: Bool) -> String {
    func value(_ parameter: ProfileParameter, _ profile: Profile) -> String {
      let text =
        switch parameter.value(in: profile.parameters) {
        case .bool(let flag): flag ? "yes" : "no"
        case .string(let text): text
        case let other: other.compact()
        }
      return profile.filledIn.contains(parameter.name) ? text + " (filled in)" : text
    }
    var rows: [[String]] = [["parameter"] + profiles.map(\.id)]
    var groups: [Int] = []
    for group in ProfileParameter.Group.allCases {
      groups.append(rows.count)
      rows.append([group.rawValue] + profiles.map { _ in "" })
      for parameter in ProfileParameter.all where parameter.group == group {
        rows.append(
          ["\(parameter.name)\(parameter.openQuestion ? "*" : "")"]
            + profiles.map { value(parameter, $0) })
      }
    }
    let names = profiles.map { "\($0.id): \($0.name)" }.joined(separator: "; ")
    var footnote = "* an open question (docs/rules.md §13): the trace names it when it decides.\n"
    if profiles.contains(where: { !$0.filledIn.isEmpty }) {
      footnote +=
        wrap(
          "(filled in): an older rotationdb stored the profile without this parameter; it has the "
            + "value of the built-in profile the profile is based on.", 100
        ).joined(separator: "\n") + "\n"
    }
    if markdown {
      var out = "| " + rows[0].joined(separator: " | ") + " |\n"
      out += "|" + rows[0].map { _ in "---|" }.joined() + "\n"
      for (index, row) in rows.enumerated().dropFirst() {
        out +=
          groups.contains(index)
          ? "| **\(row[0])** |" + profiles.map { _ in " |" }.joined() + "\n"
          : "| `\(row[0])` | " + row.dropFirst().joined(separator: " | ") + " |\n"
      }
      return "Profiles: \(names).\n\n" + out + "\n" + footnote
    }
    // Within 100 columns: parameters indented under their group, each with its values over
    // runs of consecutive profiles ("2.0 to 5: …"), a run a line.
    let nameWidth = rows.dropFirst().map { $0[0].count + 2 }.max() ?? 0
    let indent = String(repeating: " ", count: nameWidth + 2)
    var out = ""
    for (index, row) in rows.enumerated().dropFirst() {
      if groups.contains(index) {
        out += row[0] + "\n"
        continue
      }
      let values = Array(row.dropFirst())
      let runs = runs(values).map { run in
        let ids =
          run.first == 0 && run.last == values.count - 1
          ? "all"
          : run.first == run.last
            ? profiles[run.first].id : "\(profiles[run.first].id) to \(profiles[run.last].id)"
        return profiles.count == 1 ? run.value : "\(ids): \(run.value)"
      }
      var lines: [String] = []
      for run in runs { lines += wrap(run, 100 - indent.count) }
      out += pad("  " + row[0], nameWidth) + "  " + lines.joined(separator: "\n" + indent) + "\n"
    }
    let heading = wrap("Profiles: \(names).", 100).joined(separator: "\n")
    return heading + "\n\n" + out + "\n" + footnote
  }

  /// `profiles show ID`: one profile's parameters, by group, within 100 columns.
  static func profileSheet(_ profile: Profile) -> String {
    var out = "Profile \(profile.id): \(profile.name)\n"
    let table = parameterTable([profile], markdown: false)
    // The table of one profile, without its heading.
    out += table.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
      .joined(separator: "\n")
    return out
  }
}

extension String {
  /// The text without spaces at its end.
  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

extension TextReport {
  /// `diff --profiles`: the summary by dimension, then the scenarios (up to 100); changes in
  /// yellow.
  static func profileDifferences(_ divergence: Divergence) -> Lines {
    var out = Lines()
    let (first, second) = (divergence.first, divergence.second)
    guard divergence.total > 0 else {
      out.add(
        "No scenario behaves differently under \(first) and \(second) "
          + "(\(divergence.compared) compared).")
      return out
    }
    out.add(
      "\(divergence.total) of \(divergence.compared) scenarios behave differently under \(first) "
        + "and \(second).")
    out.add("")
    out.add("By change, with the dimensions that explain it:")
    for line in divergence.groupLines() { out.add("  \(line)", .change) }
    out.add("")
    out.add("Scenarios:")
    for item in divergence.differences.prefix(100) {
      out.add("  \(item.scenario): \(item.title)")
      out.add(
        "    step \(item.step) (\(item.action)): \(first) \(item.first?.description ?? "not reached"); "
          + "\(second) \(item.second?.description ?? "not reached")"
          + (item.differingSteps > 1 ? " (\(item.differingSteps) steps differ)" : ""), .change)
    }
    if divergence.total > 100 {
      out.add(
        "  ... and \(divergence.total - 100) more (--format md or html lists up to "
          + "\(Divergence.listLimit)).")
    }
    return out
  }
}

/// What a line of terminal text reports, for its colour.
enum Tone {
  case crash, mismatch, change, pass

  /// The SGR parameters: bold red, red, yellow, green.
  var code: String {
    switch self {
    case .crash: "1;31"
    case .mismatch: "31"
    case .change: "33"
    case .pass: "32"
    }
  }
}

/// Terminal text, line by line, each line with what it reports. Rendering makes the content's
/// control characters visible (``Swift/String/terminalSafe``) before colouring, so only the
/// colours rotationdb chooses reach the terminal.
struct Lines {
  private(set) var lines: [(text: String, tone: Tone?)] = []

  mutating func add(_ text: String, _ tone: Tone? = nil) { lines.append((text, tone)) }

  /// The text, each line ending in a line feed; coloured when `colours`.
  func rendered(colours: Bool) -> String {
    var out = ""
    for (text, tone) in lines {
      if colours, let tone {
        out += "\u{1B}[\(tone.code)m" + text.terminalSafe + "\u{1B}[0m\n"
      } else {
        out += text.terminalSafe + "\n"
      }
    }
    return out
  }
}
