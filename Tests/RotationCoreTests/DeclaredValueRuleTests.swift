import RotationCore
import Testing

/// Rules checked under the profiles' declared values, with no parameter changed: a slip in a
/// rule or in a profile's declaration fails the case named after the rule, not only the
/// recorded outcome digests.
@Suite("Rules under the profiles' declared values")
struct DeclaredValueRuleTests {
  static let fourWay =
    #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}, "#
  static let drawer = root(
    #"{"name": "drawer", "kind": "containerViewController", "forwardsToChild": true, "children": [{"name": "list", "supportedInterfaceOrientations": "portrait"}, {"name": "video", "supportedInterfaceOrientations": "landscape"}]}"#
  )
  static let fullScreenPad =
    #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"], "UIRequiresFullScreen": true}, "#

  static let cases: [DayCase] = [
    DayCase(
      rule: "§4 a controller's default mask leaves out upside down on iPhone",
      fields: iphone + fourWay + root(#"{"name": "root"}"#)
        + steps(launch, rotate("portraitUpsideDown")),
      expect: ["6+", "8", "16+", "26+"].map {
        (
          $0,
          DayExpect(interface: .portrait, supported: [.portrait, .landscapeLeft, .landscapeRight])
        )
      }),
    DayCase(
      rule: "§4 a controller's default mask is every orientation on iPad",
      fields: ipad + fullScreenPad + root(#"{"name": "root"}"#)
        + steps(launch, rotate("portraitUpsideDown")),
      expect: ["6+", "8", "16+", "26+"].map {
        (
          $0,
          DayExpect(interface: .portraitUpsideDown, supported: InterfaceOrientation.contractOrder)
        )
      }),
    DayCase(
      rule: "§0.1 face up has no interface orientation: the interface stays as it was",
      fields: iphone + threeWay
        + root(
          #"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown", "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft", "landscapeRight"]}"#
        )
        + steps(launch, rotate("landscapeLeft"), rotate("faceUp")),
      expect: ["2.1+", "6+", "8", "16+"].map {
        ($0, DayExpect(interface: .landscapeRight, statusBar: .landscapeRight))
      }),
    DayCase(
      rule: "§0.1 a launch held face up opens in portrait",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(launch(held: "faceUp")),
      expect: ["6+", "16+"].map { ($0, DayExpect(interface: .portrait, statusBar: .portrait)) }),
    DayCase(
      rule: "R16.5 the key-value write still turns an app linked before 16, with the warning",
      fields: iphone + #""environment": {"linkedSDK": "15.0"}, "# + threeWay
        + root(#"{"name": "root"}"#)
        + steps(launch, step("forceDeviceOrientation", #""deviceOrientation": "landscapeRight""#)),
      expect: ["16+", "26+"].map {
        ($0, DayExpect(interface: .landscapeLeft, warning: "BUG IN CLIENT OF UIKIT"))
      }),
    DayCase(
      rule: "R-C7 a container's switch to a child that accepts the held device turns nothing",
      fields: iphone + threeWay + drawer
        + steps(
          launch(held: "landscapeLeft"),
          #"{"action": "selectChild", "container": "drawer", "index": 1}"#),
      expect: ["6+", "8", "16+", "26+"].map {
        ($0, DayExpect(interface: .portrait, decider: "video"))
      }),
    DayCase(
      rule: "R8.6 from 8 a currentContext presentation over the whole window decides on iPad",
      fields: ipad + fullScreenPad
        + root(#"{"name": "root", "supportedInterfaceOrientations": "all"}"#)
        + steps(
          launch(held: "landscapeLeft"),
          present(
            #"{"name": "picker", "supportedInterfaceOrientations": "portrait"}"#, "currentContext")),
      expect: [
        ("6+", DayExpect(interface: .landscapeRight, decider: "root")),
        ("8", DayExpect(interface: .portrait, decider: "picker")),
        ("16+", DayExpect(interface: .portrait, decider: "picker")),
      ]),
  ]

  @Test(arguments: cases)
  func rule(_ item: DayCase) throws { try checkDay(item) }

  /// R9.2: a multitasking iPad app's delegate is not asked from 9; a full-screen one's is.
  @Test("R9.2 the app delegate is not asked while the app multitasks")
  func delegateNotAskedWhenMultitasking() throws {
    let fields =
      ipad + padMultitasking + #""}, "#
      + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "portrait"}, "#
      + root(#"{"name": "root"}"#) + steps(launch, rotate("landscapeLeft"))
    let delegate = "application.supportedInterfaceOrientationsForWindow"
    for profile in ["9+", "13+", "16+", "26+"] {
      let last = try #require(try evaluate(fields, profile).steps.last)
      #expect(!last.asked.contains(delegate), "under \(profile): \(last.asked)")
      #expect(last.interfaceOrientation == .landscapeRight, "under \(profile)")
    }
    let eight = try #require(try evaluate(fields, "8").steps.last)
    #expect(eight.asked.contains(delegate), "under 8: \(eight.asked)")
    #expect(eight.interfaceOrientation == .portrait)
  }
}
