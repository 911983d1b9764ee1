import RotationCore

/// JUnit XML for CI systems: one test case per scenario and profile, failed when any
/// expectation differs.
///
/// Jenkins splits a class name at its last dot into a package and a class, which would turn
/// the profile `2.0` into package `…2`, class `0`: class names are `profile 2․0`, with U+2024
/// ONE DOT LEADER for the dot, so every CI shows them as written.
public enum JUnitReport {
  /// Renders a run's outcomes and mismatches, with each evaluation's time (microseconds, by
  /// `scenario + "\0" + profile`) where it was recorded. Pure: the same input gives the same
  /// bytes.
  public static func render(
    run: Int, scenarios: [Scenario], outcomes: [Outcome], mismatches: [Mismatch],
    micros: [String: Int] = [:]
  ) -> String {
    func key(_ outcome: Outcome) -> String { outcome.scenario + "\u{0}" + outcome.profile }
    /// ` time="0.000123"` over these outcomes, when any was timed.
    func time(_ outcomes: [Outcome]) -> String {
      let known = outcomes.compactMap { micros[key($0)] }
      guard !known.isEmpty else { return "" }
      return " time=\"\(seconds(known.reduce(0, +)))\""
    }
    let titles = Dictionary(scenarios.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
    let byID = Dictionary(scenarios.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    /// An outcome no expectation speaks to is skipped, not passed.
    func unchecked(_ outcome: Outcome) -> Bool {
      !(byID[outcome.scenario]?.expectations.contains { $0.applies(to: outcome.profile) } ?? false)
    }
    var profiles: [String] = []
    for outcome in outcomes where !profiles.contains(outcome.profile) {
      profiles.append(outcome.profile)
    }
    let failing = Set(mismatches.map { $0.scenario + "\u{0}" + $0.profile })
    var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    out +=
      #"<testsuites name="rotationdb run \#(run)" tests="\#(outcomes.count)" failures="\#(failing.count)" skipped="\#(outcomes.filter(unchecked).count)"\#(time(outcomes))>"#
      + "\n"
    for profile in profiles {
      let cases = outcomes.filter { $0.profile == profile }
      let failures = cases.filter { failing.contains($0.scenario + "\u{0}" + profile) }.count
      out +=
        #"  <testsuite name="\#(escapeHTML(profile))" tests="\#(cases.count)" failures="\#(failures)" skipped="\#(cases.filter(unchecked).count)"\#(time(cases))>"#
        + "\n"
      for outcome in cases {
        let name = outcome.scenario + (titles[outcome.scenario].map { ": " + $0 } ?? "")
        out +=
          #"    <testcase classname="\#(escapeHTML(className(profile)))" name="\#(escapeHTML(name))""#
          + time([outcome])
        let found = mismatches.filter { $0.scenario == outcome.scenario && $0.profile == profile }
        if found.isEmpty {
          out +=
            unchecked(outcome)
            ? ">\n      <skipped message=\"no expectation for this profile\"/>\n    </testcase>\n"
            : "/>\n"
          continue
        }
        let lines = found.map {
          "step \($0.step): \($0.field) wanted \($0.wanted), got \($0.got) (evidence: \($0.grade.words)"
            + ($0.source.map { "; source: \($0)" } ?? "") + ")"
        }
        out += ">\n"
        out +=
          #"      <failure type="ExpectationMismatch" message="\#(escapeHTML(lines[0]))">\#(escapeHTML(lines.joined(separator: "\n")))</failure>"#
          + "\n"
        out += "    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    return out
  }

  /// A test case's class name: `profile 2․0` (no dot for Jenkins to split at).
  static func className(_ profile: String) -> String {
    "profile " + String(profile.map { $0 == "." ? "\u{2024}" : $0 })
  }

  /// Microseconds as seconds with six decimals, without floating point: `0.000123`.
  static func seconds(_ micros: Int) -> String {
    let fraction = String(micros % 1_000_000)
    return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }
}
