import RotationCore
import Testing

@Suite("Who is told about a rotation (rules §5.12): each rule fails its case when it breaks")
struct CallbackRuleTests {
  static let tabs =
    root(
      #"{"name": "tabs", "kind": "tabBarController", "children": [{"name": "shown", "shouldAutorotateToInterfaceOrientation": \#(allFour)}, {"name": "hidden", "shouldAutorotateToInterfaceOrientation": \#(allFour)}]}"#
    )

  static func container(_ keys: String) -> String {
    customContainer(
      keys + #""shouldAutorotate": true, "shouldAutorotateToInterfaceOrientation": \#(allFour), "#,
      children: #"{"name": "centre"}, {"name": "menu"}"#)
  }

  static let cases: [DayCase] = [
    DayCase(
      rule: "R-N1 a tab bar tells its selected tab only; R-N2 the same from iOS 8",
      fields: iphone + tabs + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("5", DayExpect(interface: .landscapeRight, notified: ["tabs", "shown"])),
        ("6+", DayExpect(notified: ["tabs", "shown"])),
        ("8", DayExpect(notified: ["tabs", "shown"])),
      ]),
    DayCase(
      rule: "R-N2 sizeTransitionToHiddenChildren: every tab is told",
      fields: iphone + tabs + steps(launch, rotate("landscapeLeft")),
      expect: [("8", DayExpect(notified: ["tabs", "shown", "hidden"]))],
      change: { $0.callbacks.sizeTransitionToHiddenChildren = true }),
    DayCase(
      rule: "R-N1 nobody is told when the interface does not turn",
      fields: iphone + root(#"{"name": "a", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("6+", DayExpect(interface: .portrait, notified: [])), ("8", DayExpect(notified: [])),
      ]),
    DayCase(
      rule: "R-N1 a presenter covered by a full-screen modal is not told before iOS 8; R-N2 it is",
      fields: iphone + root(#"{"name": "presenter"}"#)
        + steps(
          launch,
          present(#"{"name": "modal", "supportedInterfaceOrientations": "all"}"#, "fullScreen"),
          rotate("landscapeLeft")),
      expect: [
        ("6+", DayExpect(interface: .landscapeRight, notified: ["modal"])),
        ("8", DayExpect(interface: .landscapeRight, notified: ["presenter", "modal"])),
      ]),
    DayCase(
      rule:
        "R-C2 containment passes the callbacks to the visible child (rotationCallbackRecipients)",
      fields: iphone + container("") + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("5", DayExpect(notified: ["container", "centre"])),
        ("6+", DayExpect(notified: ["container", "centre"])),
      ]),
    DayCase(
      rule: "R-N1 rotationCallbackRecipients allChildren: every child is told",
      fields: iphone + container("") + steps(launch, rotate("landscapeLeft")),
      expect: [("6+", DayExpect(notified: ["container", "centre", "menu"]))],
      change: { $0.callbacks.rotationCallbackRecipients = .allChildren }),
    DayCase(
      rule: "R-C1 before iOS 5, or with only the views added, the children are not told",
      fields: iphone + container("") + steps(launch, rotate("landscapeLeft")),
      expect: [("2.1+", DayExpect(interface: .landscapeRight, notified: ["container"]))]),
    DayCase(
      rule: "R-C1 a view-only container tells nobody else, before and after iOS 8",
      fields: iphone + container(#""containment": "viewOnly", "#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("5", DayExpect(notified: ["container"])), ("8", DayExpect(notified: ["container"])),
      ]),
    DayCase(
      rule: "R-N1 manual forwarding reaches every child; none reaches nobody",
      fields: iphone + container(#""rotationCallbackForwarding": "manual", "#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("5", DayExpect(notified: ["container", "centre", "menu"]))]),
    DayCase(
      rule: "R-N2 from iOS 8 a custom container passes the size transition to every child",
      fields: iphone + container("") + steps(launch, rotate("landscapeLeft")),
      expect: [("8", DayExpect(notified: ["container", "centre", "menu"]))]),
    DayCase(
      rule: "R-N2 a container whose forwarding is none tells no child, even from iOS 8",
      fields: iphone + container(#""rotationCallbackForwarding": "none", "#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("6+", DayExpect(notified: ["container"])), ("8", DayExpect(notified: ["container"])),
      ]),
    DayCase(
      rule: "R-N1 a split view tells both its children",
      fields: ipad
        + split(
          primary: #"{"name": "master", "shouldAutorotateToInterfaceOrientation": \#(allFour)}"#,
          secondary: #"{"name": "detail", "shouldAutorotateToInterfaceOrientation": \#(allFour)}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("5", DayExpect(notified: ["split", "master", "detail"])),
        ("8", DayExpect(notified: ["split", "master", "detail"])),
      ]),
    DayCase(
      rule: "R-N2 a dismissal that turns the interface back tells the revealed controllers from 8",
      fields: iphone + threeWay
        + root(
          #"{"name": "nav", "kind": "navigationController", "forwardsToChild": true, "children": [{"name": "home", "supportedInterfaceOrientations": "portrait", "preferredInterfaceOrientationForPresentation": "portrait"}]}"#
        ) + presentTurnDismiss("fullScreen"),
      expect: [
        ("6+", DayExpect(interface: .portrait, notified: [])),
        (
          "8",
          DayExpect(
            interface: .portrait, notified: ["nav", "home"], trace: "The dismissal turned")
        ),
        ("16+", DayExpect(interface: .portrait, notified: ["nav", "home"])),
      ]),
    DayCase(
      rule: "R-N2 a dismissal that turns nothing tells nobody",
      fields: iphone + threeWay + root(#"{"name": "presenter"}"#)
        + presentTurnDismiss("fullScreen"),
      expect: [("9+", DayExpect(interface: .landscapeRight, notified: []))]),
    DayCase(
      rule: "R-N1 launching tells nobody",
      fields: iphone + tabs
        + steps(launch(held: "landscapeLeft")),
      expect: [("5", DayExpect(interface: .landscapeRight, notified: []))]),
  ]

  @Test("Each rule of the rotation callbacks", arguments: cases)
  func rule(_ item: DayCase) throws { try checkDay(item) }

  @Test("A notified expectation is compared as a set and read with its path")
  func expectation() throws {
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + iphone + Self.tabs
      + steps(launch, rotate("landscapeLeft"))
      + #", "expect": [{"profiles": ["5"], "step": 1, "notified": ["shown", "tabs", "shown"], "evidence": "inferred"}]}]}"#
    #expect(
      refusal(text)?.description
        == "scenarios[0].expect[0].notified[2]: 'shown' is listed twice (line 1)")
    let scenario = try scenario(
      iphone + Self.tabs + steps(launch, rotate("landscapeLeft"))
        + #", "expect": [{"profiles": ["5"], "step": 1, "notified": ["shown", "tabs"], "evidence": "inferred"}]"#
    )
    let outcome = try evaluate(iphone + Self.tabs + steps(launch, rotate("landscapeLeft")), "5")
    #expect(scenario.mismatches(in: outcome).isEmpty)
    var wrong = scenario
    wrong.expectations[0].notified = ["tabs"]
    #expect(
      wrong.mismatches(in: outcome).map { "\($0.field) \($0.wanted) \($0.got)" }
        == [#"notified ["tabs"] ["tabs","shown"]"#])
  }
}
