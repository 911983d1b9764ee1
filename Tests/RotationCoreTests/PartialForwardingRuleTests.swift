import RotationCore
import Testing

/// A navigation root forwarding the listed methods to its top controller.
func forwardingNav(_ methods: String, top: String) -> String {
  root(
    #"{"name": "nav", "kind": "navigationController", "forwardsToChild": \#(methods), "children": [\#(top)]}"#
  )
}

@Suite("Partial forwarding (rules §5.9): each rule fails its case when it breaks")
struct PartialForwardingRuleTests {
  static let cases: [DayCase] = [
    DayCase(
      rule: "R-P3 forwarding only shouldAutorotate: the child freezes but does not restrict",
      fields: iphone + threeWay
        + forwardingNav(
          #"["shouldAutorotate"]"#,
          top: #"{"name": "a", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("6+", DayExpect(interface: .landscapeRight, decider: "nav"))]),
    DayCase(
      rule: "R-P3 the forwarded NO freezes until iOS 15, not from 16",
      fields: iphone + threeWay
        + forwardingNav(
          #"["shouldAutorotate"]"#,
          top:
            #"{"name": "a", "shouldAutorotate": false, "supportedInterfaceOrientations": "portrait"}"#
        )
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("13+", DayExpect(interface: .portrait)),
        ("16+", DayExpect(interface: .landscapeRight)),
      ]),
    DayCase(
      rule: "R-P1 forwarding only supportedInterfaceOrientations is complete from iOS 6",
      fields: iphone + threeWay
        + forwardingNav(
          #"["supportedInterfaceOrientations"]"#,
          top: #"{"name": "a", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("6+", DayExpect(interface: .portrait, decider: "a"))]),
    DayCase(
      rule: "R-P1 forwarding nothing: the container's default from iOS 6",
      fields: iphone + threeWay
        + forwardingNav("[]", top: #"{"name": "a", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("8", DayExpect(interface: .landscapeRight, decider: "nav"))]),
    DayCase(
      rule:
        "R-P2 forwarding only the legacy method: the mask is synthesized from the child's answer",
      fields: iphone + threeWay
        + forwardingNav(
          #"["shouldAutorotateToInterfaceOrientation"]"#,
          top: #"{"name": "a", "shouldAutorotateToInterfaceOrientation": ["portrait"]}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("5", DayExpect(interface: .portrait)),
        ("6+", DayExpect(interface: .portrait)),
        ("26+", DayExpect(interface: .portrait)),
      ]),
    DayCase(
      rule: "R-P2 without synthesis the navigation controller's default decides",
      fields: iphone + threeWay
        + forwardingNav(
          #"["shouldAutorotateToInterfaceOrientation"]"#,
          top: #"{"name": "a", "shouldAutorotateToInterfaceOrientation": ["portrait"]}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("6+", DayExpect(interface: .landscapeRight))],
      change: { $0.decision.synthesizesLegacyMask = false }),
    DayCase(
      rule: "R-P2 a child with only the modern mask answers the base legacy default, portrait",
      fields: iphone + threeWay
        + forwardingNav(
          #"["shouldAutorotateToInterfaceOrientation"]"#,
          top: #"{"name": "b", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("6+", DayExpect(interface: .portrait))]),
    DayCase(
      rule: "R-P2 baseLegacyAnswer fromSupportedMask: the child's mask",
      fields: iphone + threeWay
        + forwardingNav(
          #"["shouldAutorotateToInterfaceOrientation"]"#,
          top: #"{"name": "b", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("6+", DayExpect(interface: .landscapeRight))],
      change: { $0.decision.baseLegacyAnswer = .fromSupportedMask }),
    DayCase(
      rule:
        "R-P2, R-C6 one child's answer is combined as several are: bits naming no orientation "
        + "dropped, the container answers",
      fields: iphone + threeWay
        + forwardingNav(
          #"["shouldAutorotateToInterfaceOrientation"]"#,
          top: #"{"name": "b", "supportedInterfaceOrientations": 3}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("6+", DayExpect(interface: .portrait, decider: "nav", supported: [.portrait]))],
      change: { $0.decision.baseLegacyAnswer = .fromSupportedMask }),
    DayCase(
      rule: "R-P4 the forwarded preferred orientation decides a presented container",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + steps(
          launch,
          present(
            #"{"name": "modalNav", "kind": "navigationController", "forwardsToChild": ["supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation"], "children": [{"name": "v", "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "landscapeLeft"}]}"#,
            "fullScreen")),
      expect: [("6+", DayExpect(interface: .landscapeLeft))]),
  ]

  @Test("Each rule of partial forwarding", arguments: cases)
  func rule(_ item: DayCase) throws { try checkDay(item) }

  @Test("A forwarding list with an unknown or repeated method is refused with its path")
  func malformed() throws {
    let cases: [(String, String)] = [
      (
        #"["shouldAutorotate", "supportedOrientations"]"#,
        "scenarios[0].window.rootViewController.forwardsToChild[1]: 'supportedOrientations' is not a method a container forwards; expected one of shouldAutorotate, supportedInterfaceOrientations, shouldAutorotateToInterfaceOrientation, preferredInterfaceOrientationForPresentation (line 1)"
      ),
      (
        #"["shouldAutorotate", "shouldAutorotate"]"#,
        "scenarios[0].window.rootViewController.forwardsToChild[1]: 'shouldAutorotate' is listed twice (line 1)"
      ),
    ]
    for (methods, message) in cases {
      let text =
        #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + iphone
        + forwardingNav(methods, top: #"{"name": "a"}"#) + steps(launch) + "}]}"
      #expect(refusal(text)?.description == message)
    }
    let plain =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + iphone
      + root(#"{"name": "a", "forwardsToChild": ["shouldAutorotate"]}"#) + steps(launch) + "}]}"
    #expect(
      refusal(plain)?.description
        == "scenarios[0].window.rootViewController.forwardsToChild: only a container (navigation, tab bar, page, split or custom container) forwards to a child (line 1)"
    )
  }

  @Test("A forwarding list round-trips, [] included")
  func roundTrip() throws {
    for methods in [#"["shouldAutorotate"]"#, "[]", "true"] {
      let decoded = try scenario(
        iphone + forwardingNav(methods, top: #"{"name": "a"}"#) + steps(launch))
      #expect(try Catalogue.decodeScenario(Array(decoded.json.compact().utf8)) == decoded)
    }
  }
}
