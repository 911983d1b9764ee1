import RotationCore
import Testing

/// The expectation key `letterboxed` (catalogue-format §9.4): compared with the step's
/// `letterboxed`, written back as read, a bad value refused with its JSON path.
@Suite("Expectation key letterboxed")
struct LetterboxedKeyTests {
  /// A portrait-only iPad app, windowed, the device turned to landscape at step 1.
  static let windowed = LetterboxRuleTests.portraitApp() + steps(launch, rotate("landscapeLeft"))

  static let cases: [ExpectationKeyTests.Case] = [
    .init(
      name: "letterboxed: the window is on 26", fields: windowed, profile: "26+",
      keys: #""letterboxed": true"#, mismatches: []),
    .init(
      name: "letterboxed: not before 26", fields: windowed, profile: "16+",
      keys: #""letterboxed": true"#, mismatches: ["letterboxed true false"]),
    .init(
      name: "letterboxed false: but it is", fields: windowed, profile: "26+",
      keys: #""interfaceOrientation": "portrait", "letterboxed": false"#,
      mismatches: ["letterboxed false true"]),
    .init(
      name: "letterboxed false: a full-screen app",
      fields: LetterboxRuleTests.portraitApp(nil)
        + steps(launch, rotate("landscapeLeft")), profile: "26+",
      keys: #""letterboxed": false"#, mismatches: []),
  ]

  @Test("The key compared with the step's letterboxed", arguments: cases)
  func compared(_ item: ExpectationKeyTests.Case) throws {
    try ExpectationKeyTests().compared(item)
  }

  @Test("A scenario with the key writes it back as read, after notAsked")
  func roundTrip() throws {
    let decoded = try scenario(
      Self.windowed
        + #", "expect": [{"profiles": ["26+"], "step": 1, "warning": "lifecycle", "letterboxed": true, "notAsked": ["root.shouldAutorotate"], "evidence": "observed", "confidence": "medium"}]"#
    )
    #expect(decoded.expectations[0].letterboxed == true)
    let text = Catalogue(scenarios: [decoded]).json.compact()
    #expect(
      text.contains(
        #""notAsked":["root.shouldAutorotate"],"letterboxed":true,"warning":"lifecycle""#),
      "\(text)")
    #expect(try Catalogue.decode(Array(text.utf8)).scenarios == [decoded])
  }

  static let refusals: [(keys: String, error: String)] = [
    (#""letterboxed": "yes""#, "expect[0].letterboxed: expected true or false, found a string"),
    (#""letterboxed": null"#, "expect[0].letterboxed: expected true or false, found null"),
    (#""letterboxed": 1"#, "expect[0].letterboxed: expected true or false, found a number"),
    (
      #""letterBoxed": true"#,
      "expect[0].letterBoxed: unknown key 'letterBoxed' (did you mean 'letterboxed'?)"
    ),
  ]

  @Test("A bad value is refused with its JSON path", arguments: refusals)
  func refused(_ keys: String, _ error: String) {
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + Self.windowed
      + #", "expect": [{"profiles": ["26+"], "step": 1, "# + keys
      + #", "evidence": "inferred"}]}]}"#
    let description = refusal(text)?.description ?? ""
    #expect(description.hasPrefix("scenarios[0]." + error), "\(description)")
  }
}
