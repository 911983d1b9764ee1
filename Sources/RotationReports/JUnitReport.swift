import RotationCore

/// JUnit XML for CI systems: one test case per scenario and profile, failed when any
/// expectation differs (a known difference, catalogue-format §9.2, is skipped instead).
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
    func key(_ scenario: String, _ profile: String) -> String { scenario + "\u{0}" + profile }
    let byID = Dictionary(scenarios.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var found: [String: [Mismatch]] = [:]
    for mismatch in mismatches {
      found[key(mismatch.scenario, mismatch.profile), default: []].append(mismatch)
    }
    var profiles: [String] = []
    var suites: [String: (tally: Tally, cases: String)] = [:]
    var total = Tally()
    for outcome in outcomes {
      if suites[outcome.profile] == nil {
        profiles.append(outcome.profile)
        suites[outcome.profile] = (Tally(), "")
      }
      let scenario = byID[outcome.scenario]
      // An outcome no expectation speaks to is skipped, not passed.
      let checked = scenario?.expectations.contains { $0.applies(to: outcome.profile) } ?? false
      let testCase = TestCase(
        scenario: outcome.scenario, profile: outcome.profile, title: scenario?.title,
        mismatches: found[key(outcome.scenario, outcome.profile)] ?? [], unchecked: !checked,
        micros: micros[key(outcome.scenario, outcome.profile)])
      total.add(testCase)
      suites[outcome.profile]!.tally.add(testCase)
      suites[outcome.profile]!.cases += testCase.xml
    }
    var out = header(run: run, total)
    for profile in profiles {
      let suite = suites[profile]!
      out += suiteHeader(profile, suite.tally) + suite.cases + suiteFooter
    }
    return out + footer
  }

  /// One test case: an outcome, its scenario's title, its mismatches, whether no expectation
  /// speaks to it (skipped, not passed) and its evaluation's time when recorded.
  public struct TestCase: Sendable {
    public var scenario: String
    public var profile: String
    public var title: String?
    public var mismatches: [Mismatch]
    public var unchecked: Bool
    public var micros: Int?

    public init(
      scenario: String, profile: String, title: String?, mismatches: [Mismatch],
      unchecked: Bool, micros: Int?
    ) {
      self.scenario = scenario
      self.profile = profile
      self.title = title
      self.mismatches = mismatches
      self.unchecked = unchecked
      self.micros = micros
    }

    /// Its `<testcase>` element, indented, with a line feed. A difference that fails is a
    /// `<failure>`; a claim marked `knownDifference` (catalogue-format §9.2) that differs is
    /// skipped, as pytest reports an expected failure, and one that agrees is a failure.
    public var xml: String {
      let name = scenario + (title.map { ": " + $0 } ?? "")
      var out =
        #"    <testcase classname="\#(escapeHTML(className(profile)))" name="\#(escapeHTML(name))""#
        + (micros.map { " time=\"\(seconds($0))\"" } ?? "")
      let failures = mismatches.filter { !$0.isKnown }
      guard !failures.isEmpty else {
        if let known = knownSkip {
          return out + ">\n      <skipped message=\"\(escapeHTML(known))\"/>\n    </testcase>\n"
        }
        out +=
          unchecked
          ? ">\n      <skipped message=\"no expectation for this profile\"/>\n    </testcase>\n"
          : "/>\n"
        return out
      }
      let lines = failures.map(Self.line) + mismatches.filter(\.isKnown).map(Self.line)
      // Only claims that no longer differ: the failure says so and names their rules.
      let agreements = failures.allSatisfy(\.isAgreement)
      let type = agreements ? "UnexpectedAgreement" : "ExpectationMismatch"
      let message =
        agreements
        ? KnownDifference.noLongerDiffers + " ("
          + Self.distinct(failures.compactMap { $0.knownDifference?.rule }).joined(
            separator: ", ") + ")"
        : lines[0]
      out += ">\n"
      out +=
        #"      <failure type="\#(type)" message="\#(escapeHTML(message))">\#(escapeHTML(lines.joined(separator: "\n")))</failure>"#
        + "\n"
      out += "    </testcase>\n"
      return out
    }

    /// The skip message of a test case whose only differences are known: `known difference
    /// (R8.7): reason`, each distinct one once.
    var knownSkip: String? {
      let known = Self.distinct(mismatches.compactMap { $0.isKnown ? $0.knownDifference : nil })
      return known.isEmpty ? nil : known.map(\.words).joined(separator: "; ")
    }

    /// A mismatch in a line of a failure's text.
    static func line(_ item: Mismatch) -> String {
      let grade =
        "evidence: \(item.grade.words)" + (item.source.map { "; source: \($0)" } ?? "")
      if item.isAgreement, let known = item.knownDifference {
        return "step \(item.step): \(KnownDifference.noLongerDiffers) (\(known.rule)) (\(grade))"
      }
      return "step \(item.step): \(item.field) wanted \(item.wanted), got \(item.got) ("
        + (item.knownDifference.map { $0.words + "; " } ?? "") + grade + ")"
    }

    /// The values in their order, each once.
    static func distinct<Value: Hashable>(_ values: [Value]) -> [Value] {
      var seen: Set<Value> = []
      return values.filter { seen.insert($0).inserted }
    }
  }

  /// What a suite (or the whole document) counts: its test cases, those failed and skipped,
  /// and the sum of their times when any was timed.
  public struct Tally: Sendable, Equatable {
    public var tests = 0
    public var failures = 0
    public var skipped = 0
    public var micros: Int?

    public init() {}

    public mutating func add(_ testCase: TestCase) {
      tests += 1
      if testCase.mismatches.contains(where: { !$0.isKnown }) {
        failures += 1
      } else if testCase.unchecked || testCase.knownSkip != nil {
        skipped += 1
      }
      if let micros = testCase.micros { self.micros = (self.micros ?? 0) + micros }
    }

    /// The counts as attributes: ` tests="3" failures="1" skipped="0" time="0.000123"`.
    var attributes: String {
      #" tests="\#(tests)" failures="\#(failures)" skipped="\#(skipped)""#
        + (micros.map { " time=\"\(seconds($0))\"" } ?? "")
    }
  }

  /// The document's start, with the counts of all its test cases.
  public static func header(run: Int, _ total: Tally) -> String {
    #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
      + #"<testsuites name="rotationdb run \#(run)""# + total.attributes + ">\n"
  }

  /// A profile's suite's start, with the counts of its test cases.
  public static func suiteHeader(_ profile: String, _ tally: Tally) -> String {
    #"  <testsuite name="\#(escapeHTML(profile))""# + tally.attributes + ">\n"
  }

  public static let suiteFooter = "  </testsuite>\n"
  public static let footer = "</testsuites>\n"

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
