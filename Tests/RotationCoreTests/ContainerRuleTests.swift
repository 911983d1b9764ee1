import RotationCore
import Testing

/// Legacy answers for every orientation, as iOS 5-era controllers wrote them.
let allFour = #"["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]"#

/// A root custom container with its extra keys and children.
func customContainer(_ keys: String, children: String) -> String {
  root(
    #"{"name": "container", "kind": "containerViewController", "# + keys
      + #""children": [\#(children)]}"#)
}

/// A split view root: primary and secondary.
func split(primary: String, secondary: String) -> String {
  root(
    #"{"name": "split", "kind": "splitViewController", "children": [\#(primary), \#(secondary)]}"#)
}

@Suite(
  "Custom containers and split views (rules §5.10, §5.11): each rule fails its case when it breaks")
struct ContainerRuleTests {
  /// MFSideMenu 0.5: the modern methods forwarded down to the centre's top controller.
  static let sideMenu = customContainer(
    #""forwardsToChild": ["shouldAutorotate", "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation"], "forwardingTarget": "visibleLeaf", "#,
    children:
      #"{"name": "centre", "kind": "navigationController", "children": [{"name": "list", "shouldAutorotateToInterfaceOrientation": \#(allFour), "supportedInterfaceOrientations": "all"}]}"#
  )

  /// MMDrawerController: YES to everything, nothing forwarded, callbacks forwarded by hand.
  static func drawer(_ forwarding: String) -> String {
    customContainer(
      #""shouldAutorotate": true, "shouldAutorotateToInterfaceOrientation": \#(allFour), "rotationCallbackForwarding": "manual", "#
        + forwarding,
      children:
        #"{"name": "centreNav", "kind": "navigationController", "children": [{"name": "reader", "supportedInterfaceOrientations": "portrait", "shouldAutorotateToInterfaceOrientation": ["portrait"]}]}, {"name": "menu"}"#
    )
  }

  /// PKRevealController: every child must agree.
  static let reveal = customContainer(
    #""forwardsToChild": true, "forwardingTarget": "allChildren", "#,
    children:
      #"{"name": "front", "supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": \#(allFour)}, {"name": "left", "supportedInterfaceOrientations": "portrait", "shouldAutorotateToInterfaceOrientation": ["portrait"]}"#
  )

  static let landscapeMaster =
    #"{"name": "master", "shouldAutorotateToInterfaceOrientation": ["landscapeLeft", "landscapeRight"], "supportedInterfaceOrientations": "landscape"}"#
  static let anyDetail =
    #"{"name": "detail", "shouldAutorotateToInterfaceOrientation": \#(allFour), "supportedInterfaceOrientations": "all"}"#

  static let cases: [DayCase] = [
    DayCase(
      rule: "R-C3 a container without the legacy method stays portrait before iOS 6",
      fields: ipad + sideMenu + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("2.1+", DayExpect(interface: .portrait, decider: "container")),
        ("5", DayExpect(interface: .portrait, decider: "container")),
        ("6+", DayExpect(interface: .landscapeRight, decider: "list")),
        ("16+", DayExpect(interface: .landscapeRight, decider: "list")),
      ]),
    DayCase(
      rule: "R-C3 customContainerLegacyDefault visibleChild: the centre answers",
      fields: ipad + sideMenu + steps(launch, rotate("landscapeLeft")),
      expect: [("5", DayExpect(interface: .landscapeRight, decider: "list"))],
      change: { $0.containers.customContainerLegacyDefault = .visibleChild }),
    DayCase(
      rule: "R-C3 customContainerLegacyDefault allChildren: every child must agree",
      fields: ipad
        + customContainer(
          "",
          children:
            #"{"name": "a", "shouldAutorotateToInterfaceOrientation": \#(allFour)}, {"name": "b", "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeRight"]}"#
        )
        + steps(launch, rotate("landscapeRight")),
      expect: [("5", DayExpect(interface: .portrait, decider: "b"))],
      change: { $0.containers.customContainerLegacyDefault = .allChildren }),
    DayCase(
      rule: "R-C4 a drawer that forwards nothing turns whatever its centre says",
      fields: iphone + drawer(#""forwardsToChild": [], "#) + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("5", DayExpect(interface: .landscapeRight, decider: "container")),
        ("6+", DayExpect(interface: .landscapeRight, decider: "container")),
        ("26+", DayExpect(interface: .landscapeRight, decider: "container")),
      ]),
    DayCase(
      rule: "R-C forwardingTarget visibleLeaf: the centre navigation's top controller decides",
      fields: iphone + drawer(#""forwardsToChild": true, "forwardingTarget": "visibleLeaf", "#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("6+", DayExpect(interface: .portrait, decider: "reader")),
        ("13+", DayExpect(interface: .portrait, decider: "reader")),
      ]),
    DayCase(
      rule: "R-C forwardingTarget visibleChild: the centre navigation itself answers",
      fields: iphone + drawer(#""forwardsToChild": true, "#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("6+", DayExpect(interface: .landscapeRight, decider: "centreNav"))]),
    DayCase(
      rule: "R-C forwardingTarget allChildren: masks intersect, the narrowest child decides",
      fields: iphone + reveal + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("5", DayExpect(interface: .portrait, decider: "left")),
        ("6+", DayExpect(interface: .portrait, decider: "left")),
        ("16+", DayExpect(interface: .portrait, decider: "left")),
      ]),
    DayCase(
      rule: "R-C forwardingTarget allChildren: once every child agrees, it turns",
      fields: iphone + reveal
        + steps(
          launch,
          #"{"action": "update", "controller": "left", "set": {"supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": \#(allFour)}}"#,
          rotate("landscapeLeft")),
      expect: [
        ("5", DayExpect(interface: .landscapeRight)),
        ("6+", DayExpect(interface: .landscapeRight)),
      ]),
    DayCase(
      rule: "R-C1 before iOS 5 a container's children are only added as views, with a warning",
      fields: iphone + sideMenu + steps(launch),
      expect: [
        ("2.1+", DayExpect(warning: "addChildViewController: is available from iOS 5.0")),
        ("5", DayExpect(warningAbsent: "addChildViewController:")),
      ]),
    DayCase(
      rule: "R-C1 a view-only container draws no warning before iOS 5",
      fields: iphone
        + customContainer(#""containment": "viewOnly", "#, children: #"{"name": "a"}"#)
        + steps(launch),
      expect: [("2.1+", DayExpect(warningAbsent: "addChildViewController:"))]),
    DayCase(
      rule: "R-C5 from iOS 8 presenting from a view-only child warns, and presents",
      fields: iphone + threeWay
        + customContainer(
          #""containment": "viewOnly", "#,
          children:
            #"{"name": "centre", "kind": "navigationController", "children": [{"name": "list"}]}"#)
        + steps(
          launch,
          step(
            "present",
            #""controller": {"name": "player", "supportedInterfaceOrientations": "landscape"}, "from": "list""#
          )),
      expect: [
        ("6+", DayExpect(interface: .landscapeLeft, warningAbsent: "detached view controllers")),
        (
          "8",
          DayExpect(
            interface: .landscapeLeft,
            warning:
              "Presenting view controllers on detached view controllers is discouraged <UIViewController>."
          )
        ),
      ]),
    DayCase(
      rule: "R-C5 a child added with containment is not detached",
      fields: iphone + threeWay
        + customContainer("", children: #"{"name": "centre"}"#)
        + steps(
          launch,
          step("present", #""controller": {"name": "player"}, "from": "centre""#)),
      expect: [("16+", DayExpect(warningAbsent: "detached view controllers"))]),
    DayCase(
      rule: "R-C6 the iOS 26 lock is forwarded down to the visible leaf",
      fields: iphone + threeWay
        + customContainer(
          #""forwardsToChild": true, "forwardingTarget": "visibleLeaf", "#,
          children:
            #"{"name": "centre", "kind": "navigationController", "children": [{"name": "game", "prefersInterfaceOrientationLocked": true}]}"#
        )
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("26+", DayExpect(interface: .portrait)), ("16+", DayExpect(interface: .landscapeRight)),
      ]),
    DayCase(
      rule: "R-C6 the iOS 26 lock: one of all children preferring it is enough",
      fields: iphone + threeWay
        + customContainer(
          #""forwardsToChild": true, "forwardingTarget": "allChildren", "#,
          children:
            #"{"name": "front"}, {"name": "menu", "prefersInterfaceOrientationLocked": true}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("26+", DayExpect(interface: .portrait))]),
    DayCase(
      rule: "R-C6 a list of forwarded methods does not forward the iOS 26 lock",
      fields: iphone + threeWay
        + customContainer(
          #""forwardsToChild": ["supportedInterfaceOrientations"], "#,
          children: #"{"name": "game", "prefersInterfaceOrientationLocked": true}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("26+", DayExpect(interface: .landscapeRight))]),
    DayCase(
      rule: "R-S1 before iOS 6 a split view turns only if both children agree",
      fields: ipad + split(primary: landscapeMaster, secondary: anyDetail)
        + steps(
          launch(held: "landscapeLeft"),
          rotate("portrait")),
      expect: [
        ("2.1+", DayExpect(interface: .landscapeRight, decider: "master")),
        ("5", DayExpect(interface: .landscapeRight, decider: "master")),
      ]),
    DayCase(
      rule: "R-S1 splitLegacyCombination secondaryOnly: the secondary alone answers",
      fields: ipad + split(primary: landscapeMaster, secondary: anyDetail)
        + steps(
          launch(held: "landscapeLeft"),
          rotate("portrait")),
      expect: [("5", DayExpect(interface: .portrait, decider: "detail"))],
      change: { $0.containers.splitLegacyCombination = .secondaryOnly }),
    DayCase(
      rule: "R-S3 from iOS 6 the split view answers for itself; its children are not asked",
      fields: ipad + split(primary: landscapeMaster, secondary: anyDetail)
        + steps(
          launch(held: "landscapeLeft"),
          rotate("portrait")),
      expect: [
        ("6+", DayExpect(interface: .portrait, decider: "split")),
        ("26+", DayExpect(interface: .portrait, decider: "split")),
      ]),
    DayCase(
      rule: "R-S2 a split view on iPhone raises before iOS 8 and before the iOS 8 SDK",
      fields: iphone + split(primary: #"{"name": "master"}"#, secondary: #"{"name": "detail"}"#)
        + steps(launch),
      expect: [
        ("2.1+", DayExpect(error: "NSInvalidArgumentException")),
        ("6+", DayExpect(error: "NSInvalidArgumentException")),
        ("8", DayExpect(decider: "split", error: .some(nil))),
      ]),
    DayCase(
      rule: "R-S2 an app linked before the iOS 8 SDK still raises on iOS 8",
      fields: iphone + #""environment": {"linkedSDK": "7.0"}, "#
        + split(primary: #"{"name": "master"}"#, secondary: #"{"name": "detail"}"#)
        + steps(launch),
      expect: [("9+", DayExpect(error: "NSInvalidArgumentException"))]),
  ]

  @Test("Each rule of custom containers and split views", arguments: cases)
  func rule(_ item: DayCase) throws { try checkDay(item) }

  @Test("Container keys out of place are refused with their paths")
  func malformed() throws {
    let cases: [(String, String)] = [
      (
        root(#"{"name": "a", "containment": "viewOnly"}"#),
        "scenarios[0].window.rootViewController.containment: containment belongs to a containerViewController only (line 1)"
      ),
      (
        root(
          #"{"name": "a", "kind": "navigationController", "containment": "viewOnly", "children": [{"name": "b"}]}"#
        ),
        "scenarios[0].window.rootViewController.containment: containment belongs to a containerViewController only (line 1)"
      ),
      (
        root(#"{"name": "a", "forwardingTarget": "allChildren"}"#),
        "scenarios[0].window.rootViewController.forwardingTarget: only a container has forwardingTarget (line 1)"
      ),
      (
        customContainer(#""forwardingTarget": "everyone", "#, children: #"{"name": "b"}"#),
        "scenarios[0].window.rootViewController.forwardingTarget: 'everyone' is not a target; expected one of visibleChild, visibleLeaf, allChildren, visibleViewController (line 1)"
      ),
      (
        customContainer(#""rotationCallbackForwarding": "auto", "#, children: #"{"name": "b"}"#),
        "scenarios[0].window.rootViewController.rotationCallbackForwarding: 'auto' is not a way of forwarding the rotation callbacks; expected one of automatic, manual, none (line 1)"
      ),
      (
        customContainer(#""selectedIndex": 2, "#, children: #"{"name": "b"}"#),
        "scenarios[0].window.rootViewController.selectedIndex: selected index 2 is out of range: 'container' has 1 children (line 1)"
      ),
      (
        root(#"{"name": "s", "kind": "splitViewController", "children": [{"name": "b"}]}"#),
        "scenarios[0].window.rootViewController.children: a splitViewController has two children, primary and secondary; found 1 (line 1)"
      ),
    ]
    for (window, message) in cases {
      let text =
        #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + iphone + window
        + steps(launch) + "}]}"
      #expect(refusal(text)?.description == message)
    }
  }

  @Test("Container keys round-trip through canonical JSON")
  func roundTrip() throws {
    let decoded = try scenario(
      iphone
        + customContainer(
          #""containment": "viewOnly", "forwardsToChild": ["shouldAutorotate"], "forwardingTarget": "allChildren", "rotationCallbackForwarding": "none", "selectedIndex": 1, "#,
          children: #"{"name": "a"}, {"name": "b"}"#) + steps(launch))
    #expect(try Catalogue.decodeScenario(Array(decoded.json.compact().utf8)) == decoded)
    #expect(decoded.json.compact().contains(#""forwardingTarget":"allChildren""#))
  }
}
