import RotationCore
import RotationReports
import RotationRunner

/// Plain-text renderings for the terminal. Pure: values in, text out.
enum TextReport {
  /// `evaluate --format text`: one block per scenario and profile, one line per step with its
  /// arguments.
  static func outcome(_ outcome: Outcome, scenario: Scenario) -> String {
    var out = "\(outcome.scenario) under \(outcome.profile): \(scenario.title)\n"
    for step in outcome.steps {
      let brief = scenario.brief(step: step.index, action: step.action)
      out += "  \(step.index) \(pad(brief, 34)) \(summary(step))\n"
    }
    return out + "\n"
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
      "interface \(step.interfaceOrientation.name)" + (step.rotated ? " (rotated)" : ""),
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
    if step.reportedDeviceOrientation != step.deviceOrientation {
      parts.append("UIDevice reports \(step.reportedDeviceOrientation.name)")
    }
    if let transform = step.manualTransform {
      parts.append(
        "manual transform \(transform.rotationDegrees)° center (\(transform.center.x), \(transform.center.y))"
      )
    }
    return parts.joined(separator: "; ")
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// The mismatch list.
  static func mismatches(_ mismatches: [Mismatch]) -> String {
    guard !mismatches.isEmpty else { return "All expectations hold.\n" }
    var out = "\(mismatches.count) expectation(s) differ:\n"
    for item in mismatches {
      out +=
        "  \(item.scenario) under \(item.profile), step \(item.step): \(item.field) wanted "
        + "\(item.wanted), got \(item.got) (evidence: \(item.evidence.rawValue)"
        + (item.source.map { "; source: \($0)" } ?? "") + ")\n"
    }
    return out
  }

  /// What a check covered and found: `148 outcomes, 153 expectations checked: all hold.`, the
  /// differences, and with `requireExpectations` the outcomes that nothing checked.
  static func verdict(_ check: Check, requireExpectations: Bool) -> String {
    var out =
      "\(count(check.outcomes, "outcome")), \(count(check.expectations, "expectation")) checked: "
    if check.expectations == 0 {
      out += "nothing was compared.\n"
    } else if check.mismatches.isEmpty {
      out += "all hold.\n"
    } else {
      out += mismatches(check.mismatches)
    }
    if requireExpectations && !check.unchecked.isEmpty {
      out +=
        "\(count(check.unchecked.count, "outcome")) with no expectation "
        + "(--require-expectations):\n"
      for item in check.unchecked.prefix(20) {
        out += "  \(item.scenario) under \(item.profile)\n"
      }
      if check.unchecked.count > 20 { out += "  ... and \(check.unchecked.count - 20) more\n" }
    }
    return out
  }

  /// Whether a check passes: nothing differs, and with `requireExpectations` every outcome was
  /// checked.
  static func passes(_ check: Check, requireExpectations: Bool) -> Bool {
    check.mismatches.isEmpty && (!requireExpectations || check.unchecked.isEmpty)
  }

  /// `1 outcome`, `2 outcomes`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// `explain`: the story of one scenario under one profile.
  static func explanation(_ scenario: Scenario, profile: Profile, outcome: Outcome) -> String {
    var out = "\(scenario.id): \(scenario.title)\n"
    out +=
      "Profile \(profile.id) (\(profile.name)), device \(scenario.device.displayName)"
      + (scenario.environment.isEmpty ? "" : " with \(scenario.environment.spoken)") + "\n"
    out += "Info.plist: \(scenario.infoPlist.spoken)\n"
    if scenario.appDelegate.answers {
      out +=
        "App delegate: application:supportedInterfaceOrientationsForWindow: returns "
        + "\(scenario.appDelegate.spoken)\n"
    }
    if let windows = scenario.windows {
      out += "Windows:\n" + windows.map { "  - \($0.spoken)\n" }.joined()
    } else {
      out += "Window: \(scenario.window.spoken)\n"
    }
    for step in outcome.steps {
      out += "\nStep \(step.index): \(scenario.steps[step.index].spoken)\n"
      out += "  Result: \(summary(step))\n"
      if !step.trace.isEmpty {
        out += "  Why:\n" + step.trace.map { "    - \($0)\n" }.joined()
      }
      for warning in step.warnings { out += "  Console: \(warning)\n" }
    }
    if outcome.crashed { out += "\nThe app terminates at step \(outcome.steps.count - 1).\n" }
    let applicable = scenario.expectations.filter { $0.applies(to: profile.id) }
    if !applicable.isEmpty {
      let mismatches = scenario.mismatches(in: outcome)
      out += "\nExpectations for \(profile.id): \(applicable.count) recorded, "
      out +=
        mismatches.isEmpty
        ? "all hold.\n" : "\(mismatches.count) differ:\n" + self.mismatches(mismatches)
    }
    return out
  }

  /// `profiles`: each profile with its parameters.
  /// `profiles`: a parameter × profile table, parameters by group; `*` marks an open question
  /// of docs/rules.md §13. Neighbouring versions' differences show at a glance.
  static func parameterTable(_ profiles: [Profile], markdown: Bool) -> String {
    func value(_ parameter: ProfileParameter, _ profile: Profile) -> String {
      switch parameter.value(in: profile.parameters) {
      case .bool(let flag): flag ? "yes" : "no"
      case .string(let text): text
      case let other: other.compact()
      }
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
    let footnote = "* an open question (docs/rules.md §13): the trace names it when it decides.\n"
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
    // Parameters are indented under their group.
    let cells = rows.enumerated().map { index, row in
      index == 0 || groups.contains(index) ? row : ["  " + row[0]] + row.dropFirst()
    }
    let widths = (0..<rows[0].count).map { column in cells.map { $0[column].count }.max() ?? 0 }
    var out = ""
    for row in cells {
      out += zip(row, widths).map { pad($0, $1) }.joined(separator: "  ").trimmingTrailingSpaces()
      out += "\n"
    }
    return "Profiles: \(names).\n\n" + out + "\n" + footnote
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
  /// `diff --profiles`: the summary by dimension, then the scenarios (up to 100).
  static func profileDifferences(_ divergence: Divergence) -> String {
    let (first, second) = (divergence.first, divergence.second)
    guard divergence.total > 0 else {
      return "No scenario behaves differently under \(first) and \(second) "
        + "(\(divergence.compared) compared).\n"
    }
    var out =
      "\(divergence.total) of \(divergence.compared) scenarios behave differently under \(first) "
      + "and \(second).\n\nBy change, with the dimensions that explain it:\n"
    for line in divergence.summaryLines() { out += "  \(line)\n" }
    out += "\nScenarios:\n"
    for item in divergence.differences.prefix(100) {
      out += "  \(item.scenario): \(item.title)\n"
      out +=
        "    step \(item.step) (\(item.action)): \(first) \(item.first?.description ?? "not reached"); "
      out += "\(second) \(item.second?.description ?? "not reached")"
      out += item.differingSteps > 1 ? " (\(item.differingSteps) steps differ)\n" : "\n"
    }
    if divergence.total > 100 {
      out +=
        "  ... and \(divergence.total - 100) more (--format md or html lists up to "
        + "\(Divergence.listLimit)).\n"
    }
    return out
  }

  /// `diff --runs`.
  static func runChanges(_ changes: [RunChange], _ first: Int, _ second: Int) -> String {
    guard !changes.isEmpty else {
      return "No outcome changed from run \(first) to run \(second).\n"
    }
    var out = "\(changes.count) changes from run \(first) to run \(second):\n"
    for change in changes {
      out +=
        "  \(change.kind.rawValue.uppercased()) \(change.scenario) under \(change.profile): \(change.detail)\n"
    }
    return out
  }
}
