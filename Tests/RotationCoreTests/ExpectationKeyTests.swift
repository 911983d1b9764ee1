import RotationCore
import Testing

/// The expectation keys of catalogue-format §8.5: read with their paths, compared with the
/// step's outcome as the contract says, written back as read.
@Suite("Expectation keys windowOrientations, notifiedIncludes, notifiedExcludes")
struct ExpectationKeyTests {
  static let oneWindow =
    iphone + threeWay + root(#"{"name": "root"}"#) + steps(launch, rotate("landscapeLeft"))
  static let twoWindows =
    iphone + threeWay + windows(portraitApp, toast) + steps(launch, rotate("landscapeLeft"))
  static let tabs = iphone + CallbackRuleTests.tabs + steps(launch, rotate("landscapeLeft"))

  /// A case: a scenario, a profile, the keys of one expectation of step 1, and the mismatches
  /// it must give (`field wanted got`), none when it holds.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var fields: String
    var profile: String
    var keys: String
    var mismatches: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "one window: main is the step's orientation", fields: oneWindow, profile: "8",
      keys: #""windowOrientations": {"main": "landscapeRight"}"#, mismatches: []),
    Case(
      name: "one window: a wrong orientation", fields: oneWindow, profile: "8",
      keys: #""windowOrientations": {"main": "portrait"}"#,
      mismatches: [#"windowOrientations {"main":"portrait"} {"main":"landscapeRight"}"#]),
    Case(
      name: "one window: another name is no window of the step", fields: oneWindow, profile: "8",
      keys: #""windowOrientations": {"toast": "landscapeRight"}"#,
      mismatches: [#"windowOrientations {"toast":"landscapeRight"} {"main":"landscapeRight"}"#]),
    Case(
      name: "several windows: a subset holds", fields: twoWindows, profile: "6+",
      keys: #""windowOrientations": {"toast": "landscapeRight"}"#, mismatches: []),
    Case(
      name: "several windows: every window stated holds", fields: twoWindows, profile: "6+",
      keys: #""windowOrientations": {"toast": "landscapeRight", "main": "portrait"}"#,
      mismatches: []),
    Case(
      name: "several windows: the main window turned under 5? no: it stays", fields: twoWindows,
      profile: "6+", keys: #""windowOrientations": {"main": "landscapeRight"}"#,
      mismatches: [
        #"windowOrientations {"main":"landscapeRight"} {"main":"portrait","toast":"landscapeRight"}"#
      ]),
    Case(
      name: "notifiedIncludes: the shown tab is told", fields: tabs, profile: "8",
      keys: #""notifiedIncludes": ["shown"]"#, mismatches: []),
    Case(
      name: "notifiedIncludes: the hidden tab is not", fields: tabs, profile: "8",
      keys: #""notifiedIncludes": ["tabs", "hidden"]"#,
      mismatches: [#"notifiedIncludes ["tabs","hidden"] ["tabs","shown"]"#]),
    Case(
      name: "notifiedExcludes: the hidden tab was not told", fields: tabs, profile: "8",
      keys: #""notifiedExcludes": ["hidden"]"#, mismatches: []),
    Case(
      name: "notifiedExcludes: the shown tab was", fields: tabs, profile: "8",
      keys: #""notifiedExcludes": ["hidden", "shown"]"#,
      mismatches: [#"notifiedExcludes ["hidden","shown"] ["tabs","shown"]"#]),
    Case(
      name: "all three at once, each compared", fields: tabs, profile: "8",
      keys: #""windowOrientations": {"main": "portrait"}, "notifiedIncludes": ["hidden"], "#
        + #""notifiedExcludes": ["tabs"]"#,
      mismatches: [
        #"windowOrientations {"main":"portrait"} {"main":"landscapeRight"}"#,
        #"notifiedIncludes ["hidden"] ["tabs","shown"]"#,
        #"notifiedExcludes ["tabs"] ["tabs","shown"]"#,
      ]),
  ]

  @Test("Each key compared with the step's outcome", arguments: cases)
  func compared(_ item: Case) throws {
    let decoded = try scenario(
      item.fields + #", "expect": [{"profiles": ["\#(item.profile)"], "step": 1, "#
        + item.keys + #", "evidence": "inferred"}]"#)
    let outcome = Evaluator(profile: try #require(Profile.builtIn(id: item.profile)))
      .evaluate(decoded)
    #expect(
      decoded.mismatches(in: outcome).map { "\($0.field) \($0.wanted) \($0.got)" }
        == item.mismatches)
  }

  @Test("A scenario with the keys writes them back as read")
  func roundTrip() throws {
    let decoded = try scenario(
      Self.twoWindows
        + #", "expect": [{"profiles": ["6+"], "step": 1, "windowOrientations": {"toast": "landscapeRight", "main": "portrait"}, "notifiedIncludes": ["app"], "notifiedExcludes": ["toastRoot", "other"], "evidence": "observed", "confidence": "low"}]"#
    )
    let expectation = decoded.expectations[0]
    #expect(
      expectation.windowOrientations == [
        WindowOrientation(window: "toast", orientation: .landscapeRight),
        WindowOrientation(window: "main", orientation: .portrait),
      ])
    #expect(expectation.notifiedIncludes == ["app"])
    #expect(expectation.notifiedExcludes == ["toastRoot", "other"])
    let text = Catalogue(scenarios: [decoded]).json.compact()
    #expect(
      text.contains(
        #""windowOrientations":{"toast":"landscapeRight","main":"portrait"},"notifiedIncludes":["app"],"notifiedExcludes":["toastRoot","other"]"#
      ))
    #expect(try Catalogue.decode(Array(text.utf8)).scenarios == [decoded])
  }

  static let refusals: [(keys: String, error: String)] = [
    (
      #""windowOrientations": ["main"]"#,
      "expect[0].windowOrientations: expected an object, found an array"
    ),
    (#""windowOrientations": {}"#, "expect[0].windowOrientations: name at least one window"),
    (
      #""windowOrientations": {"": "portrait"}"#,
      "expect[0].windowOrientations: a window's name is 1 to 200 bytes"
    ),
    (
      #""windowOrientations": {"main": "faceUp"}"#,
      "expect[0].windowOrientations.main: 'faceUp' is not an interface orientation"
    ),
    (
      #""windowOrientations": {"main": 1}"#,
      "expect[0].windowOrientations.main: expected a string, found a number"
    ),
    (
      #""notifiedIncludes": "tabs""#,
      "expect[0].notifiedIncludes: expected an array, found a string"
    ),
    (#""notifiedIncludes": []"#, "expect[0].notifiedIncludes: name at least one controller"),
    (
      #""notifiedExcludes": ["tabs", "tabs"]"#,
      "expect[0].notifiedExcludes[1]: 'tabs' is listed twice"
    ),
    (
      #""notifiedExcludes": [true]"#,
      "expect[0].notifiedExcludes[0]: expected a string, found a boolean"
    ),
    (
      #""notifiedExclude": ["tabs"]"#,
      "expect[0].notifiedExclude: unknown key 'notifiedExclude' (did you mean 'notifiedExcludes'?)"
    ),
  ]

  @Test("A bad value is refused with its JSON path", arguments: refusals)
  func refused(_ keys: String, _ error: String) {
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + Self.tabs
      + #", "expect": [{"profiles": ["8"], "step": 1, "# + keys + #", "evidence": "inferred"}]}]}"#
    let description = refusal(text)?.description ?? ""
    #expect(description.hasPrefix("scenarios[0]." + error), "\(description)")
  }
}

/// The expectation keys `asked` and `notAsked` (catalogue-format §8.5): compared with the
/// step's `asked`, bad values refused with their JSON path.
@Suite("Expectation keys asked, notAsked")
struct AskedKeyTests {
  static let plain =
    iphone + threeWay + root(#"{"name": "root"}"#) + steps(launch, rotate("landscapeLeft"))

  static let cases: [ExpectationKeyTests.Case] = [
    .init(
      name: "asked: shouldAutorotate is called under 6", fields: plain, profile: "6+",
      keys: #""asked": ["root.shouldAutorotate"]"#, mismatches: []),
    .init(
      name: "asked: not from 16", fields: plain, profile: "16+",
      keys: #""asked": ["root.shouldAutorotate", "root.supportedInterfaceOrientations"]"#,
      mismatches: [
        #"asked ["root.shouldAutorotate","root.supportedInterfaceOrientations"] ["root.supportedInterfaceOrientations"]"#
      ]),
    .init(
      name: "notAsked: shouldAutorotate from 16", fields: plain, profile: "16+",
      keys: #""notAsked": ["root.shouldAutorotate"]"#, mismatches: []),
    .init(
      name: "notAsked: but it is under 6", fields: plain, profile: "6+",
      keys: #""notAsked": ["root.shouldAutorotate"]"#,
      mismatches: [
        #"notAsked ["root.shouldAutorotate"] ["root.shouldAutorotate","root.supportedInterfaceOrientations"]"#
      ]),
  ]

  @Test("Each key compared with the step's asked", arguments: cases)
  func compared(_ item: ExpectationKeyTests.Case) throws {
    try ExpectationKeyTests().compared(item)
  }

  @Test("A scenario with the keys writes them back as read")
  func roundTrip() throws {
    let decoded = try scenario(
      Self.plain
        + #", "expect": [{"profiles": ["16+"], "step": 1, "asked": ["root.supportedInterfaceOrientations"], "notAsked": ["root.shouldAutorotate", "application.supportedInterfaceOrientationsForWindow"], "evidence": "documented"}]"#
    )
    #expect(decoded.expectations[0].asked == ["root.supportedInterfaceOrientations"])
    let text = Catalogue(scenarios: [decoded]).json.compact()
    #expect(
      text.contains(
        #""asked":["root.supportedInterfaceOrientations"],"notAsked":["root.shouldAutorotate","application.supportedInterfaceOrientationsForWindow"]"#
      ))
    #expect(try Catalogue.decode(Array(text.utf8)).scenarios == [decoded])
  }

  static let refusals: [(keys: String, error: String)] = [
    (#""asked": "root.shouldAutorotate""#, "expect[0].asked: expected an array, found a string"),
    (#""asked": []"#, "expect[0].asked: name at least one call"),
    (
      #""notAsked": ["shouldAutorotate"]"#,
      "expect[0].notAsked[0]: 'shouldAutorotate' is not NAME.method"
    ),
    (
      #""notAsked": [".shouldAutorotate"]"#,
      "expect[0].notAsked[0]: '.shouldAutorotate' is not NAME.method"
    ),
    (
      #""asked": ["root.shouldAutoRotate"]"#,
      "expect[0].asked[0]: 'shouldAutoRotate' is not an orientation method UIKit calls"
    ),
    (
      #""notAsked": ["root.shouldAutorotate", "root.shouldAutorotate"]"#,
      "expect[0].notAsked[1]: 'root.shouldAutorotate' is listed twice"
    ),
  ]

  @Test("A bad value is refused with its JSON path", arguments: refusals)
  func refused(_ keys: String, _ error: String) {
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + Self.plain
      + #", "expect": [{"profiles": ["8"], "step": 1, "# + keys + #", "evidence": "inferred"}]}]}"#
    let description = refusal(text)?.description ?? ""
    #expect(description.hasPrefix("scenarios[0]." + error), "\(description)")
  }
}
