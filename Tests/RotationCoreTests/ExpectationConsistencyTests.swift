import RotationCore
import Testing

/// Expectations that no outcome can meet are refused when the catalogue is read, with the JSON
/// path of the key at fault, not left to fail at `verify` (catalogue-format §5, §8.5).
@Suite("Expectations that contradict themselves or name no controller")
struct ExpectationConsistencyTests {
  /// A tab bar (`tabs`, with `shown` and `hidden`) and a controller a step presents (`sheet`).
  static let fields =
    iphone + CallbackRuleTests.tabs
    + steps(
      launch, rotate("landscapeLeft"), #"{"action": "present", "controller": {"name": "sheet"}}"#)

  static func text(_ keys: String) -> String {
    #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + fields
      + #", "expect": [{"profiles": ["8"], "step": 1, "# + keys + #", "evidence": "inferred"}]}]}"#
  }

  static let refusals: [(keys: String, error: String)] = [
    (
      #""asked": ["tabs.shouldAutorotate"], "notAsked": ["shown.shouldAutorotate", "tabs.shouldAutorotate"]"#,
      "expect[0].notAsked[1]: 'tabs.shouldAutorotate' is in asked as well: it cannot be asked "
        + "and not"
    ),
    (
      #""notifiedIncludes": ["tabs", "shown"], "notifiedExcludes": ["shown"]"#,
      "expect[0].notifiedExcludes[0]: 'shown' is in notifiedIncludes as well: it cannot be told "
        + "and not told"
    ),
    (
      #""notified": ["tabs"], "notifiedExcludes": ["hidden", "tabs"]"#,
      "expect[0].notifiedExcludes[1]: 'tabs' is in notified as well: it cannot be told and not "
        + "told"
    ),
    (
      #""notified": ["tabs"], "notifiedIncludes": ["shown"]"#,
      "expect[0].notifiedIncludes[0]: 'shown' is not in notified, which names every controller "
        + "told at the step"
    ),
    (
      #""crashed": true, "error": null"#,
      "expect[0].crashed: crashed is true but error is null (no error): both cannot hold"
    ),
    (
      #""crashed": false, "error": "NSInternalInconsistencyException""#,
      "expect[0].crashed: crashed is false but error names 'NSInternalInconsistencyException': "
        + "both cannot hold"
    ),
    (
      #""asked": ["tab.shouldAutorotate"]"#,
      "expect[0].asked[0]: 'tab' is no controller of this scenario (did you mean 'tabs'?)"
    ),
    (
      #""notAsked": ["sheet.shouldAutorotate", "ghost.supportedInterfaceOrientations"]"#,
      "expect[0].notAsked[1]: 'ghost' is no controller of this scenario"
    ),
    (
      #""notAsked": ["application.shouldAutorotate"]"#,
      "expect[0].notAsked[0]: 'application' is no controller of this scenario ('application' "
        + "is the app delegate, asked only application.supportedInterfaceOrientationsForWindow)"
    ),
    (
      #""asked": ["tabs.supportedInterfaceOrientationsForWindow"]"#,
      "expect[0].asked[0]: 'tabs.supportedInterfaceOrientationsForWindow' is never asked: only "
        + "the app delegate answers supportedInterfaceOrientationsForWindow, as "
        + "'application.supportedInterfaceOrientationsForWindow'"
    ),
  ]

  @Test("Each is refused with the JSON path of the key at fault", arguments: refusals)
  func refused(_ keys: String, _ error: String) {
    let description = refusal(Self.text(keys))?.description ?? ""
    #expect(description == "scenarios[0]." + error + " (line 1)", "\(description)")
  }

  @Test(
    "The names the engine gives are accepted, whichever step brings the controller",
    arguments: [
      #""asked": ["application.supportedInterfaceOrientationsForWindow"]"#,
      #""notAsked": ["sheet.preferredInterfaceOrientationForPresentation", "tabs.shouldAutorotate"]"#,
      #""asked": ["tabs.shouldAutorotate"], "notAsked": ["shown.shouldAutorotate"]"#,
      #""notified": ["tabs", "shown"], "notifiedIncludes": ["shown"], "notifiedExcludes": ["x"]"#,
      #""crashed": true, "error": "NSInternalInconsistencyException""#,
      #""crashed": false, "error": null"#,
    ])
  func accepted(_ keys: String) throws {
    let catalogue = try Catalogue.decode(Array(Self.text(keys).utf8))
    #expect(catalogue.scenarios[0].expectations.count == 1)
  }

  @Test("A controller named application answers for itself, not for the app delegate")
  func controllerNamedApplication() throws {
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + iphone
      + root(#"{"name": "application"}"#) + steps(launch)
      + #", "expect": [{"profiles": ["8"], "step": 0, "asked": ["application.shouldAutorotate", "application.supportedInterfaceOrientationsForWindow"], "evidence": "inferred"}]}]}"#
    #expect(try Catalogue.decode(Array(text.utf8)).scenarios[0].expectations.count == 1)
  }
}
