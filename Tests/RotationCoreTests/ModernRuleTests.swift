import RotationCore
import Testing

/// Rules of the profile 6+ (rules §4, §7, §8, §10).
@Suite("iOS 6: shouldAutorotate, supportedInterfaceOrientations and the app's mask")
struct ModernRuleTests {
  static let noCommon = "UIApplicationInvalidInterfaceOrientation"

  static let cases: [RuleCase] = [
    // §4.2: default masks per idiom.
    RuleCase(
      rule: "§4.2 iPhone default excludes upside down", profile: "6+",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}, "#
        + root(#"{"name": "a"}"#) + steps(launch, rotate("portraitUpsideDown")),
      interface: .portrait, supported: [.portrait, .landscapeLeft, .landscapeRight]),
    RuleCase(
      rule: "§4.2 iPad default is all", profile: "6+",
      fields: ipad + root(#"{"name": "a"}"#) + steps(launch, rotate("portraitUpsideDown")),
      interface: .portraitUpsideDown, supported: InterfaceOrientation.contractOrder),
    // §4.1: shouldAutorotate NO stops the rotation.
    RuleCase(
      rule: "§4.1 shouldAutorotate NO", profile: "6+",
      fields: iphone + root(#"{"name": "a", "shouldAutorotate": false}"#)
        + steps(launch, rotate("landscapeLeft")),
      interface: .portrait),
    // §4.4: the controller's mask meets the app's.
    RuleCase(
      rule: "§4.4 intersection with the plist", profile: "6+",
      fields: iphone + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}, "#
        + root(#"{"name": "a", "supportedInterfaceOrientations": "all"}"#)
        + steps(launch, rotate("landscapeLeft")),
      interface: .portrait, supported: [.portrait]),
    // §4 [S1][A7]: containers do not consult their children.
    RuleCase(
      rule: "§4 navigation ignores its children", profile: "6+",
      fields: iphone
        + root(
          #"{"name": "nav", "kind": "navigationController", "children": [{"name": "a", "supportedInterfaceOrientations": "portrait"}]}"#
        )
        + steps(launch, rotate("landscapeLeft")),
      interface: .landscapeRight, decider: "nav"),
    RuleCase(
      rule: "§4 forwarding navigation subclass", profile: "6+",
      fields: iphone
        + root(
          #"{"name": "nav", "kind": "navigationController", "forwardsToChild": true, "children": [{"name": "a", "supportedInterfaceOrientations": "portrait"}]}"#
        )
        + steps(launch, rotate("landscapeLeft")),
      interface: .portrait, decider: "a"),
    RuleCase(
      rule: "§4 container's own override wins over forwarding", profile: "6+",
      fields: iphone
        + root(
          #"{"name": "nav", "kind": "navigationController", "forwardsToChild": true, "supportedInterfaceOrientations": "landscape", "children": [{"name": "a", "supportedInterfaceOrientations": "portrait"}]}"#
        )
        + steps(launch, rotate("landscapeLeft")),
      interface: .landscapeRight, decider: "nav"),
    RuleCase(
      rule: "§4 forwarded shouldAutorotate NO", profile: "6+",
      fields: iphone
        + root(
          #"{"name": "tabs", "kind": "tabBarController", "forwardsToChild": true, "children": [{"name": "a", "shouldAutorotate": false}]}"#
        )
        + steps(launch, rotate("landscapeLeft")),
      interface: .portrait, decider: "a"),
    // §4.2 [S1]: the legacy method synthesizes the mask.
    RuleCase(
      rule: "§4.2 legacy synthesis", profile: "6+",
      fields: iphone
        + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": ["portrait"]}"#)
        + steps(launch, rotate("landscapeLeft")),
      interface: .portrait, supported: [.portrait]),
    // §4.3: the app delegate's mask after launch; the ~ipad key on iPad.
    RuleCase(
      rule: "§4.3 delegate mask replaces the plist after launch", profile: "6+",
      fields: iphone + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}, "#
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "allButUpsideDown"}, "#
        + root(#"{"name": "a"}"#) + steps(launch, rotate("landscapeLeft")),
      interface: .landscapeRight),
    RuleCase(
      rule: "§4.3 delegate mask not used during launch", profile: "6+",
      fields: iphone + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}, "#
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "landscape"}, "#
        + root(#"{"name": "a"}"#)
        + #""steps": [{"action": "launch", "deviceOrientation": "landscapeLeft"}]"#,
      interface: .portrait, supported: [.portrait]),
    RuleCase(
      rule: "§9 ~ipad key on iPad", profile: "6+",
      fields: ipad
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft"], "UISupportedInterfaceOrientations~ipad": ["portrait"]}, "#
        + root(#"{"name": "a"}"#) + steps(launch, rotate("landscapeRight")),
      interface: .portrait),
    RuleCase(
      rule: "§9 ~ipad key ignored on iPhone", profile: "6+",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft"], "UISupportedInterfaceOrientations~ipad": ["portrait"]}, "#
        + root(#"{"name": "a"}"#) + steps(launch, rotate("landscapeRight")),
      interface: .landscapeLeft),
    // §4.5 / §8: no common orientation raises, with UIKit's message.
    RuleCase(
      rule: "§8 no common orientation at launch", profile: "6+",
      fields: iphone + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft"]}, "#
        + root(#"{"name": "a", "supportedInterfaceOrientations": "portrait"}"#) + steps(launch),
      interface: .portrait, error: noCommon),
    RuleCase(
      rule: "§8 no exception when shouldAutorotate is NO", profile: "6+",
      fields: iphone + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft"]}, "#
        + root(
          #"{"name": "a", "shouldAutorotate": false, "supportedInterfaceOrientations": "portrait"}"#
        )
        + steps(launch),
      interface: .landscapeLeft),
    RuleCase(
      rule: "§8 raw value without a valid bit", profile: "6+",
      fields: iphone + root(#"{"name": "a", "supportedInterfaceOrientations": 1}"#) + steps(launch),
      interface: .portrait, error: noCommon),
    // §4 [A7][C28]: no root view controller: the application decides, views do not rotate.
    RuleCase(
      rule: "§4 no root view controller", profile: "6+",
      fields: iphone
        + #""window": {"subviews": [{"name": "a", "supportedInterfaceOrientations": "all"}]}, "#
        + steps(launch, rotate("landscapeLeft")),
      interface: .portrait, statusBar: .landscapeRight, decider: "application"),
    // §4 launch: device orientation if supported, else the launch orientation.
    RuleCase(
      rule: "§9 launch into the held orientation", profile: "6+",
      fields: iphone + root(#"{"name": "a"}"#)
        + #""steps": [{"action": "launch", "deviceOrientation": "landscapeRight"}]"#,
      interface: .landscapeLeft),
    // §7: presentation.
    RuleCase(
      rule: "§7 preferred orientation for presentation", profile: "6+",
      fields: iphone + root(#"{"name": "a"}"#)
        + steps(
          launch,
          #"{"action": "present", "controller": {"name": "m", "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "landscapeLeft"}}"#
        ),
      interface: .landscapeLeft, decider: "m"),
    RuleCase(
      rule: "§8 preferred orientation outside the mask", profile: "6+",
      fields: iphone + root(#"{"name": "a"}"#)
        + steps(
          launch,
          #"{"action": "present", "controller": {"name": "m", "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "portrait"}}"#
        ),
      interface: .portrait, error: noCommon),
    RuleCase(
      rule: "§8 preferred orientation 0 (unknown)", profile: "6+",
      fields: iphone + root(#"{"name": "a"}"#)
        + steps(
          launch,
          #"{"action": "present", "controller": {"name": "m", "preferredInterfaceOrientationForPresentation": 0}}"#
        ),
      interface: .portrait, error: noCommon),
    RuleCase(
      rule: "§7 status bar orientation kept when supported", profile: "6+",
      fields: iphone + root(#"{"name": "a"}"#)
        + steps(
          launch, rotate("landscapeLeft"), #"{"action": "present", "controller": {"name": "m"}}"#),
      interface: .landscapeRight),
    RuleCase(
      rule: "§7 iPhone sheets fill the screen", profile: "6+",
      fields: iphone + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft"]}, "#
        + root(#"{"name": "a", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(
          launch,
          #"{"action": "present", "controller": {"name": "m", "supportedInterfaceOrientations": "portrait"}, "style": "formSheet"}"#
        ),
      interface: .landscapeLeft, error: noCommon),
    RuleCase(
      rule: "§7 iPad sheets are not consulted", profile: "6+",
      fields: ipad + #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["landscapeLeft"]}, "#
        + root(#"{"name": "a", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(
          launch,
          #"{"action": "present", "controller": {"name": "m", "supportedInterfaceOrientations": "portrait"}, "style": "pageSheet"}"#
        ),
      interface: .landscapeLeft, decider: "a"),
    RuleCase(
      rule: "§7 dismissal rotates back", profile: "6+",
      fields: iphone + root(#"{"name": "a", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          #"{"action": "present", "controller": {"name": "m", "supportedInterfaceOrientations": "landscape"}}"#,
          #"{"action": "dismiss"}"#),
      interface: .portrait),
    // §8 [C10b]: on dismissal the revealed controller's preferred orientation is checked.
    RuleCase(
      rule: "§8 bad preferred orientation on dismissal", profile: "6+",
      fields: iphone
        + root(
          #"{"name": "a", "supportedInterfaceOrientations": "portrait", "preferredInterfaceOrientationForPresentation": 24}"#
        )
        + steps(
          launch,
          #"{"action": "present", "controller": {"name": "m", "supportedInterfaceOrientations": "landscape"}}"#,
          #"{"action": "dismiss"}"#),
      interface: .landscapeLeft, error: noCommon),
    // §2.6 / §7: push, pop and tab switches never force a rotation.
    RuleCase(
      rule: "§7 push does not rotate", profile: "6+",
      fields: iphone
        + root(
          #"{"name": "nav", "kind": "navigationController", "forwardsToChild": true, "children": [{"name": "a"}]}"#
        )
        + steps(
          launch,
          #"{"action": "push", "controller": {"name": "b", "supportedInterfaceOrientations": "landscape"}}"#
        ),
      interface: .portrait, decider: "b", supported: [.landscapeLeft, .landscapeRight]),
    // §10 [S1]: setStatusBarOrientation: only with a mask of 0.
    RuleCase(
      rule: "§10 status bar ignored with a mask", profile: "6+",
      fields: iphone + root(#"{"name": "a"}"#)
        + steps(launch, #"{"action": "setStatusBarOrientation", "orientation": "landscapeLeft"}"#),
      statusBar: .portrait),
    RuleCase(
      rule: "§10 status bar works with a mask of 0", profile: "6+",
      fields: iphone + root(#"{"name": "a", "supportedInterfaceOrientations": []}"#)
        + steps(launch, #"{"action": "setStatusBarOrientation", "orientation": "landscapeLeft"}"#),
      interface: .portrait, statusBar: .landscapeLeft),
    // §3 [A21]: attemptRotationToDeviceOrientation asks again.
    RuleCase(
      rule: "§3 attemptRotation after an update", profile: "6+",
      fields: iphone + root(#"{"name": "a", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch, rotate("landscapeLeft"),
          #"{"action": "update", "controller": "a", "set": {"supportedInterfaceOrientations": null}}"#,
          #"{"action": "attemptRotationToDeviceOrientation"}"#),
      interface: .landscapeRight),
    // §5.1 [S2][C14]: the UIDevice workaround lasts until the next turn.
    RuleCase(
      rule: "§5.1 forced orientation", profile: "6+",
      fields: iphone + root(#"{"name": "a"}"#)
        + steps(
          launch, #"{"action": "forceDeviceOrientation", "deviceOrientation": "landscapeRight"}"#),
      interface: .landscapeLeft),
    RuleCase(
      rule: "§5.1 forced orientation ends at the next turn", profile: "6+",
      fields: iphone + root(#"{"name": "a"}"#)
        + steps(
          launch, #"{"action": "forceDeviceOrientation", "deviceOrientation": "landscapeRight"}"#,
          rotate("portrait")),
      interface: .portrait),
  ]

  @Test("iOS 6 rules", arguments: cases)
  func rule(_ item: RuleCase) throws { try check(item) }

  @Test("§8 UIKit's exception message names the class")
  func message() throws {
    let outcome = try evaluate(
      iphone + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft"]}, "#
        + root(
          #"{"name": "a", "class": "GameViewController", "supportedInterfaceOrientations": "portrait"}"#
        )
        + steps(launch, rotate("landscapeLeft")), "6+")
    #expect(outcome.crashed)
    #expect(outcome.steps.count == 1)
    #expect(
      outcome.steps[0].error?.message
        == "Supported orientations has no common orientation with the application, and [GameViewController shouldAutorotate] is returning YES"
    )
  }

  @Test("§4 [C28] R-W5 a window without a root view controller logs UIKit's warning from 5.0")
  func warning() throws {
    let fields = iphone + #""window": {}, "# + steps(launch)
    #expect(
      try evaluate(fields, "6+").steps[0].warnings == [
        "Application windows are expected to have a root view controller at the end of application launch"
      ])
    #expect(
      try evaluate(fields, "5").steps[0].warnings == [
        "Applications are expected to have a root view controller at the end of application launch"
      ])
    #expect(try evaluate(fields, "2.1+").steps[0].warnings.isEmpty)
  }

  @Test("§13 tabBarDefault = intersectionOfTabs")
  func tabBarDefault() throws {
    let fields =
      iphone
      + root(
        #"{"name": "tabs", "kind": "tabBarController", "children": [{"name": "a", "supportedInterfaceOrientations": "portrait"}, {"name": "b"}]}"#
      )
      + steps(launch, rotate("landscapeLeft"))
    #expect(try evaluate(fields, "6+").steps[1].interfaceOrientation == .landscapeRight)
    let changed = try evaluate(fields, "6+") { $0.containers.tabBarDefault = .intersectionOfTabs }
    #expect(changed.steps[1].interfaceOrientation == .portrait)
    #expect(
      changed.steps[1].trace.contains {
        $0.contains("parameter tabBarDefault = intersectionOfTabs")
      })
  }

  @Test("§13 legacyPrecedence decides when both APIs are implemented")
  func legacyPrecedence() throws {
    let fields =
      iphone
      + root(
        #"{"name": "a", "supportedInterfaceOrientations": "allButUpsideDown", "shouldAutorotateToInterfaceOrientation": ["portrait"]}"#
      )
      + steps(launch, rotate("landscapeLeft"))
    #expect(try evaluate(fields, "6+").steps[1].interfaceOrientation == .landscapeRight)
    let changed = try evaluate(fields, "6+") { $0.decision.legacyPrecedence = .legacyMethodWins }
    #expect(changed.steps[1].interfaceOrientation == .portrait)
  }

  @Test("§13 synthesizedMaskUsesAppMask = false bypasses the app's mask")
  func synthesizedAppMask() throws {
    let fields =
      iphone
      + root(
        #"{"name": "a", "shouldAutorotateToInterfaceOrientation": ["portrait", "portraitUpsideDown"]}"#
      )
      + steps(launch, rotate("portraitUpsideDown"))
    #expect(try evaluate(fields, "6+").steps[1].interfaceOrientation == .portrait)
    let changed = try evaluate(fields, "6+") { $0.decision.synthesizedMaskUsesAppMask = false }
    #expect(changed.steps[1].interfaceOrientation == .portraitUpsideDown)
  }

  @Test("§13 zeroMask = exception raises on a mask of 0")
  func zeroMask() throws {
    let fields =
      iphone + root(#"{"name": "a", "supportedInterfaceOrientations": []}"#) + steps(launch)
    #expect(try evaluate(fields, "6+").crashed == false)
    #expect(try evaluate(fields, "6+") { $0.decision.zeroMask = .exception }.crashed)
  }

  @Test("§13 dismissalReevaluates = false keeps the presented orientation")
  func dismissal() throws {
    let fields =
      iphone + root(#"{"name": "a", "supportedInterfaceOrientations": "portrait"}"#)
      + steps(
        launch,
        #"{"action": "present", "controller": {"name": "m", "supportedInterfaceOrientations": "landscape"}}"#,
        #"{"action": "dismiss"}"#)
    let changed = try evaluate(fields, "6+") { $0.presentation.dismissalReevaluates = false }
    #expect(changed.steps[2].interfaceOrientation == .landscapeLeft)
  }

  @Test("§13 presentationFallback chooses the orientation when the status bar's is unsupported")
  func fallback() throws {
    let fields =
      iphone + root(#"{"name": "a", "supportedInterfaceOrientations": "portrait"}"#)
      + steps(
        launch, rotate("landscapeLeft"),
        #"{"action": "present", "controller": {"name": "m", "supportedInterfaceOrientations": "landscape"}}"#
      )
    let byDevice = try evaluate(fields, "6+")
    #expect(byDevice.steps[2].interfaceOrientation == .landscapeRight)
    #expect(byDevice.steps[2].trace.contains { $0.contains("parameter presentationFallback") })
    let first = try evaluate(fields, "6+") {
      $0.presentation.presentationFallback = .firstSupported
    }
    #expect(first.steps[2].interfaceOrientation == .landscapeLeft)
  }
}
