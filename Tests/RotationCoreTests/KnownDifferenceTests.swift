import RotationCore
import Testing

/// The expectation key `knownDifference` (catalogue-format §9.2): read with its JSON path,
/// written back as read, and held strictly: a claim so marked that differs is a known
/// difference, one that agrees is a failure.
@Suite("Expectation key knownDifference")
struct KnownDifferenceTests {
  /// Portrait at launch, landscapeRight after the device turns (under every profile).
  static let turns =
    iphone + threeWay + root(#"{"name": "root"}"#) + steps(launch, rotate("landscapeLeft"))
  static let key = #""knownDifference": {"rule": "R8.7", "reason": "one report, unconfirmed"}"#

  @Test("A claim with the key writes it back as read, after confidence")
  func roundTrip() throws {
    let decoded = try scenario(
      Self.turns + #", "expect": [{"profiles": ["8"], "step": 1, "#
        + #""interfaceOrientation": "portrait", "evidence": "observed", "confidence": "low", "#
        + Self.key + "}]")
    #expect(
      decoded.expectations[0].knownDifference
        == KnownDifference(rule: "R8.7", reason: "one report, unconfirmed"))
    let text = Catalogue(scenarios: [decoded]).json.compact()
    #expect(
      text.contains(
        #""evidence":"observed","confidence":"low","knownDifference":{"rule":"R8.7","reason":"one report, unconfirmed"}}"#
      ))
    #expect(try Catalogue.decode(Array(text.utf8)).scenarios == [decoded])
    // Without the key, nothing is written.
    let plain = try scenario(
      Self.turns
        + #", "expect": [{"profiles": ["8"], "step": 1, "rotated": true, "evidence": "inferred"}]"#)
    #expect(plain.expectations[0].knownDifference == nil)
    #expect(!Catalogue(scenarios: [plain]).json.compact().contains("knownDifference"))
  }

  static let long = String(repeating: "x", count: Catalogue.maxStringLength + 1)

  static let refusals: [(value: String, error: String)] = [
    (#""R8.7""#, "knownDifference: expected an object, found a string"),
    ("null", "knownDifference: expected an object, found null"),
    ("{}", "knownDifference.rule: missing required key 'rule'"),
    (#"{"rule": "R8.7"}"#, "knownDifference.reason: missing required key 'reason'"),
    (
      #"{"reason": "why"}"#, "knownDifference.rule: missing required key 'rule'"
    ),
    (
      #"{"rule": "", "reason": "why"}"#,
      #"knownDifference.rule: must not be blank: name the rule (e.g. "R8.7") or parameter responsible"#
    ),
    (
      #"{"rule": "  ", "reason": "why"}"#,
      #"knownDifference.rule: must not be blank: name the rule (e.g. "R8.7") or parameter responsible"#
    ),
    (
      #"{"rule": "R8.7", "reason": ""}"#,
      "knownDifference.reason: must not be blank: say why the engine keeps its reading for now"
    ),
    (#"{"rule": "R8\n7", "reason": "why"}"#, "knownDifference.rule: the rule's name is one line"),
    (#"{"rule": 8.7, "reason": "why"}"#, "knownDifference.rule: expected a string, found a number"),
    (
      #"{"rule": "R8.7", "reason": ["why"]}"#,
      "knownDifference.reason: expected a string, found an array"
    ),
    (
      #"{"rule": "R8.7", "reason": "why", "since": "16"}"#,
      "knownDifference.since: unknown key 'since'"
    ),
    (
      #"{"rul": "R8.7", "reason": "why"}"#,
      "knownDifference.rul: unknown key 'rul' (did you mean 'rule'?)"
    ),
    (
      #"{"rule": "R8.7", "reason": "\#(long)"}"#,
      "knownDifference.reason: string is 10001 bytes; the limit is 10000"
    ),
  ]

  @Test("A bad shape is refused with its JSON path", arguments: refusals)
  func refused(_ value: String, _ error: String) {
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + Self.turns
      + #", "expect": [{"profiles": ["8"], "step": 0, "rotated": false, "evidence": "inferred"}, "#
      + #"{"profiles": ["8"], "step": 1, "rotated": true, "evidence": "inferred", "#
      + #""knownDifference": "# + value + "}]}]}"
    #expect(refusal(text)?.description == "scenarios[0].expect[1]." + error + " (line 1)")
  }

  /// A comparison: the keys of one expectation under profile 8, the mismatches it gives
  /// (`known`/`fails` field wanted got, at step), and what it counts as.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var keys: String
    var mismatches: [String]
    var verdict: ExpectationCounts.Count
    var testDescription: String { name }
  }

  static let holds = ExpectationCounts.Count(holds: 1)
  static let known = ExpectationCounts.Count(knownDifferences: 1)
  static let fails = ExpectationCounts.Count(failures: 1)

  static let cases: [Case] = [
    Case(
      name: "without the key, a difference fails",
      keys: #""step": 1, "interfaceOrientation": "portrait""#,
      mismatches: ["fails 1 interfaceOrientation portrait landscapeRight"], verdict: fails),
    Case(
      name: "without the key, an agreement holds",
      keys: #""step": 1, "interfaceOrientation": "landscapeRight""#, mismatches: [],
      verdict: holds),
    Case(
      name: "a difference is known",
      keys: #""step": 1, "interfaceOrientation": "portrait", "# + key,
      mismatches: ["known 1 interfaceOrientation portrait landscapeRight"], verdict: known),
    Case(
      name: "an agreement fails: no longer differs",
      keys: #""step": 1, "interfaceOrientation": "landscapeRight", "# + key,
      mismatches: ["fails 1 knownDifference a difference agrees"], verdict: fails),
    Case(
      name: "a range that differs at its last step only is known",
      keys: #""step": 0, "through": 1, "interfaceOrientation": "portrait", "# + key,
      mismatches: ["known 1 interfaceOrientation portrait landscapeRight"], verdict: known),
    Case(
      name: "a range that agrees at every step fails at its first",
      keys: #""step": 0, "through": 1, "crashed": false, "# + key,
      mismatches: ["fails 0 knownDifference a difference agrees"], verdict: fails),
    Case(
      name: "several fields: one differing is enough",
      keys: #""step": 1, "interfaceOrientation": "landscapeRight", "rotated": false, "# + key,
      mismatches: ["known 1 rotated false true"], verdict: known),
    Case(
      name: "several fields: all differing are each known",
      keys: #""step": 1, "interfaceOrientation": "portrait", "rotated": false, "# + key,
      mismatches: [
        "known 1 interfaceOrientation portrait landscapeRight", "known 1 rotated false true",
      ], verdict: known),
    Case(
      name: "several fields: all agreeing fails",
      keys: #""step": 1, "interfaceOrientation": "landscapeRight", "rotated": true, "# + key,
      mismatches: ["fails 1 knownDifference a difference agrees"], verdict: fails),
  ]

  @Test("Each claim compared with the outcome, strictly", arguments: cases)
  func compared(_ item: Case) throws {
    let decoded = try scenario(
      Self.turns + #", "expect": [{"profiles": ["8"], "# + item.keys
        + #", "evidence": "observed", "confidence": "medium"}]"#)
    let outcome = Evaluator(profile: try #require(Profile.builtIn(id: "8"))).evaluate(decoded)
    var counts = ExpectationCounts()
    let found = decoded.mismatches(in: outcome, counting: &counts)
    let said = found.map {
      "\($0.isKnown ? "known" : "fails") \($0.step) \($0.field) \($0.wanted) \($0.got)"
    }
    #expect(said == item.mismatches)
    #expect(counts.all == item.verdict)
    #expect(counts[.medium] == item.verdict)
    #expect(counts[nil] == ExpectationCounts.Count())
    // Every mismatch of a marked claim carries its rule and reason.
    let marked = decoded.expectations[0].knownDifference
    #expect(found.allSatisfy { $0.knownDifference == marked })
    #expect(found.allSatisfy { $0.isAgreement == ($0.field == "knownDifference") })
  }

  @Test("A check counts holds, known differences and failures apart, by confidence")
  func counted() throws {
    let decoded = try scenario(
      Self.turns + #", "expect": ["#
        + #"{"profiles": ["8"], "step": 1, "interfaceOrientation": "portrait", "evidence": "observed", "confidence": "high", "#
        + Self.key + "}, "
        + #"{"profiles": ["8"], "step": 1, "rotated": true, "evidence": "observed", "confidence": "medium", "#
        + Self.key + "}, "
        + #"{"profiles": ["*"], "step": 0, "interfaceOrientation": "portrait", "evidence": "inferred"}, "#
        + #"{"profiles": ["8"], "step": 1, "rotated": false, "evidence": "observed", "confidence": "low"}]"#
    )
    var check = Check()
    check.add(
      Evaluator(profile: try #require(Profile.builtIn(id: "8"))).evaluate(decoded), of: decoded)
    check.add(
      Evaluator(profile: try #require(Profile.builtIn(id: "16+"))).evaluate(decoded), of: decoded)
    #expect(check.expectations == 5)
    #expect(check.counts.all == .init(holds: 2, knownDifferences: 1, failures: 2))
    #expect(check.counts[.high] == .init(knownDifferences: 1))
    #expect(check.counts[.medium] == .init(failures: 1))
    #expect(check.counts[.low] == .init(failures: 1))
    #expect(check.counts[nil] == .init(holds: 2))
    #expect(check.knownDifferences.map(\.field) == ["interfaceOrientation"])
    #expect(check.failures.map(\.field) == ["knownDifference", "rotated"])
    #expect(check.mismatches.count == 3)
  }
}
