import RotationCore
import Testing

/// Rules of the profiles 2.0, 2.1+ and 5 (rules §1 to §3, §6).
@Suite("Before iOS 6: shouldAutorotateToInterfaceOrientation:")
struct LegacyRuleTests {
  static let cases: [RuleCase] = [
    // §1.2: a controller that does not override answers YES for portrait only.
    RuleCase(
      rule: "§1.2 default is portrait only", profile: "5",
      fields: iphone + root(#"{"name": "a"}"#) + steps(launch, rotate("landscapeLeft")),
      interface: .portrait, supported: [.portrait]),
    // §1.3: YES rotates, and interface follows device with left and right swapped.
    RuleCase(
      rule: "§1.3 YES rotates", profile: "2.1+",
      fields: iphone
        + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}"#)
        + steps(launch, rotate("landscapeLeft")),
      interface: .landscapeRight, statusBar: .landscapeRight),
    RuleCase(
      rule: "§1.3 NO ignores the turn", profile: "2.0",
      fields: iphone
        + root(
          #"{"name": "a", "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeRight"]}"#
        )
        + steps(launch, rotate("landscapeRight")),
      interface: .portrait),
    // §1.4: only the first controller added to the window is asked.
    RuleCase(
      rule: "§1.4 first subview decides", profile: "2.1+",
      fields: iphone
        + #""window": {"subviews": [{"name": "a"}, {"name": "b", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}]}, "#
        + steps(launch, rotate("landscapeLeft")),
      interface: .portrait, decider: "a"),
    // §2.4: a navigation controller answers with its top controller.
    RuleCase(
      rule: "§2.4 navigation follows its top controller", profile: "5",
      fields: iphone
        + root(
          #"{"name": "nav", "kind": "navigationController", "children": [{"name": "a"}, {"name": "b", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}]}"#
        )
        + steps(launch, rotate("landscapeLeft")),
      interface: .landscapeRight, decider: "b"),
    // §2.4: a tab bar rotates only if every tab agrees, hidden ones included.
    RuleCase(
      rule: "§2.4 tab bar needs every tab", profile: "5",
      fields: iphone
        + root(
          #"{"name": "tabs", "kind": "tabBarController", "selectedIndex": 1, "children": [{"name": "a"}, {"name": "b", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}]}"#
        )
        + steps(launch, rotate("landscapeLeft")),
      interface: .portrait, decider: "tabs", supported: [.portrait]),
    RuleCase(
      rule: "§2.4 tab bar rotates when all agree", profile: "2.1+",
      fields: iphone
        + root(
          #"{"name": "tabs", "kind": "tabBarController", "children": [{"name": "a", "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeRight"]}, {"name": "b", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}]}"#
        )
        + steps(launch, rotate("landscapeLeft")),
      interface: .landscapeRight),
    // §3 [C-cont]: a forwarding tab bar subclass answers with the selected tab.
    RuleCase(
      rule: "§3 forwarding tab bar", profile: "5",
      fields: iphone
        + root(
          #"{"name": "tabs", "kind": "tabBarController", "forwardsToChild": true, "selectedIndex": 1, "children": [{"name": "a"}, {"name": "b", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}]}"#
        )
        + steps(launch, rotate("landscapeLeft")),
      interface: .landscapeRight, decider: "b"),
    // §6: a page controller answers with its current page (inferred).
    RuleCase(
      rule: "§6 page follows its current page", profile: "5",
      fields: iphone
        + root(
          #"{"name": "pages", "kind": "pageViewController", "children": [{"name": "p", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}]}"#
        )
        + steps(launch, rotate("landscapeRight")),
      interface: .landscapeLeft),
    // §2.3: the plist is only a launch hint before iOS 6.
    RuleCase(
      rule: "§2.3 plist does not restrict", profile: "5",
      fields: iphone + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}, "#
        + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}"#)
        + steps(launch, rotate("landscapeLeft")),
      interface: .landscapeRight),
    // §1.1 / §2.1: the launch status bar comes from UIInterfaceOrientation; 2.1 rotates views.
    RuleCase(
      rule: "§2.1 landscape launch rotates the views", profile: "2.1+",
      fields: iphone + #""infoPlist": {"UIInterfaceOrientation": "landscapeLeft"}, "#
        + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": ["landscapeLeft"]}"#)
        + steps(launch),
      interface: .landscapeLeft, statusBar: .landscapeLeft),
    RuleCase(
      rule: "§1.1 2.0 launch sets only the status bar", profile: "2.0",
      fields: iphone + #""infoPlist": {"UIInterfaceOrientation": "landscapeLeft"}, "#
        + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": ["landscapeLeft"]}"#)
        + steps(launch),
      interface: .portrait, statusBar: .landscapeLeft),
    // §9 [A14]: UIInterfaceOrientation is ignored when UISupportedInterfaceOrientations is present.
    RuleCase(
      rule: "§9 supported key wins over UIInterfaceOrientation", profile: "5",
      fields: iphone
        + #""infoPlist": {"UIInterfaceOrientation": "landscapeLeft", "UISupportedInterfaceOrientations": ["landscapeRight", "portrait"]}, "#
        + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}"#)
        + steps(launch),
      interface: .portrait, statusBar: .portrait),
    // §9 [A8]: without portrait, the first listed orientation.
    RuleCase(
      rule: "§9 first listed orientation at launch", profile: "5",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeRight", "landscapeLeft"]}, "#
        + root(
          #"{"name": "a", "shouldAutorotateToInterfaceOrientation": ["landscapeLeft", "landscapeRight"]}"#
        )
        + steps(launch),
      interface: .landscapeRight, statusBar: .landscapeRight),
    // §9: the key does not exist on 2.0.
    RuleCase(
      rule: "§9 2.0 ignores UISupportedInterfaceOrientations", profile: "2.0",
      fields: iphone + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeRight"]}, "#
        + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}"#)
        + steps(launch),
      interface: .portrait, statusBar: .portrait),
    // §1.5: setStatusBarOrientation: turns the status bar, not the views.
    RuleCase(
      rule: "§1.5 status bar only", profile: "5",
      fields: iphone + root(#"{"name": "a"}"#)
        + steps(launch, #"{"action": "setStatusBarOrientation", "orientation": "landscapeLeft"}"#),
      interface: .portrait, statusBar: .landscapeLeft),
    // §3 [A21]: attemptRotationToDeviceOrientation exists from 5.0.
    RuleCase(
      rule: "§3 attemptRotation before 5 raises", profile: "2.1+",
      fields: iphone + root(#"{"name": "a"}"#)
        + steps(launch, #"{"action": "attemptRotationToDeviceOrientation"}"#),
      interface: .portrait, error: "NSInvalidArgumentException"),
    // §2.4 [C6]: the top full-screen modal controller is asked (inferred).
    RuleCase(
      rule: "§2.4 modal is asked", profile: "5",
      fields: iphone + root(#"{"name": "a"}"#)
        + steps(
          launch,
          #"{"action": "present", "controller": {"name": "m", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}}"#,
          rotate("landscapeLeft")),
      interface: .landscapeRight, decider: "m"),
    // §7: before 6 a modal appears in the current orientation.
    RuleCase(
      rule: "§7 modal does not rotate on present", profile: "5",
      fields: iphone
        + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}"#)
        + steps(
          launch, rotate("landscapeLeft"),
          #"{"action": "present", "controller": {"name": "m"}}"#),
      interface: .landscapeRight),
    // §9 [A9]: a controller refusing the launch orientation: UIKit turns to one it supports.
    RuleCase(
      rule: "§9 refused launch orientation", profile: "2.1+",
      fields: iphone + #""infoPlist": {"UIInterfaceOrientation": "landscapeRight"}, "#
        + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": ["landscapeLeft"]}"#)
        + steps(launch),
      interface: .landscapeLeft, statusBar: .landscapeLeft),
    RuleCase(
      rule: "§9 refused launch orientation, portrait supported", profile: "5",
      fields: iphone + #""infoPlist": {"UIInterfaceOrientation": "landscapeRight"}, "#
        + root(#"{"name": "a"}"#) + steps(launch),
      interface: .portrait, statusBar: .portrait),
    // §1.3: after a manual 2.0 landscape launch, a device turn UIKit accepts rotates the views
    // and the status bar together: no manual transform is left.
    RuleCase(
      rule: "§1.3 2.0 rotation after a manual launch", profile: "2.0",
      fields: iphone + #""infoPlist": {"UIInterfaceOrientation": "landscapeRight"}, "#
        + root(
          #"{"name": "a", "shouldAutorotateToInterfaceOrientation": ["landscapeRight", "landscapeLeft"]}"#
        )
        + steps(launch, rotate("landscapeRight")),
      interface: .landscapeLeft, statusBar: .landscapeLeft),
    // §0.1 [A29][C13]: face up keeps the orientation.
    RuleCase(
      rule: "§0.1 face down is ignored", profile: "2.0",
      fields: iphone
        + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}"#)
        + steps(launch, rotate("landscapeRight"), rotate("faceDown")),
      interface: .landscapeLeft),
  ]

  @Test("Legacy rules", arguments: cases)
  func rule(_ item: RuleCase) throws { try check(item) }

  @Test("§13 navigationRule = everyLevel makes every level agree")
  func everyLevel() throws {
    let fields =
      iphone
      + root(
        #"{"name": "nav", "kind": "navigationController", "children": [{"name": "a"}, {"name": "b", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}]}"#
      )
      + steps(launch, rotate("landscapeLeft"))
    let outcome = try evaluate(fields, "5") { $0.containers.navigationRule = .everyLevel }
    #expect(outcome.steps[1].interfaceOrientation == .portrait)
    #expect(
      outcome.steps[1].trace.contains { $0.contains("parameter navigationRule = everyLevel") })
  }

  @Test("§13 modalControllerAskedBefore6 = false leaves the root deciding")
  func modalNotAsked() throws {
    let fields =
      iphone + root(#"{"name": "a"}"#)
      + steps(
        launch,
        #"{"action": "present", "controller": {"name": "m", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}}"#,
        rotate("landscapeLeft"))
    let outcome = try evaluate(fields, "5") { $0.decision.modalControllerAskedBefore6 = false }
    #expect(outcome.steps[2].interfaceOrientation == .portrait)
    #expect(outcome.steps[2].decider == "a")
  }

  @Test("§13 autorotatesAtRuntime = false turns off run-time rotation")
  func noRuntimeRotation() throws {
    let fields =
      iphone + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}"#)
      + steps(launch, rotate("landscapeLeft"))
    #expect(try evaluate(fields, "2.0").steps[1].interfaceOrientation == .landscapeRight)
    let off = try evaluate(fields, "2.0") { $0.decision.autorotatesAtRuntime = false }
    #expect(off.steps[1].interfaceOrientation == .portrait)
  }

  @Test("The app delegate's method is not called before iOS 6")
  func delegateIgnored() throws {
    let fields =
      iphone + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "portrait"}, "#
      + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}"#)
      + steps(launch, rotate("landscapeLeft"))
    #expect(try evaluate(fields, "5").steps[1].interfaceOrientation == .landscapeRight)
  }
}
