import RotationCore
import Testing

/// UIKit's own controllers (catalogue-format §8.2 `systemClass`, rules §5.15): one case a rule;
/// each fails when the rule breaks.
@Suite("System controllers (rules R-Y1 to R-Y3)")
struct SystemClassRuleTests {
  static let landscapeOnly =
    #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft", "landscapeRight"], "UIRequiresFullScreen": true}, "#
  static let game = root(
    #"{"name": "game", "supportedInterfaceOrientations": "landscape", "shouldAutorotateToInterfaceOrientation": ["landscapeLeft", "landscapeRight"]}"#
  )
  static func presenting(_ system: String, _ style: String = "fullScreen") -> String {
    steps(
      launch(held: "landscapeLeft"),
      present(#"{"name": "sys", "systemClass": "\#(system)"}"#, style))
  }

  static let cases: [RuleCase] = [
    RuleCase(
      rule: "R-Y1 the photo picker in a landscape-only iPhone app raises", profile: "6+",
      fields: iphone + landscapeOnly + game + presenting("UIImagePickerController"),
      interface: nil, error: "UIApplicationInvalidInterfaceOrientation"),
    RuleCase(
      rule: "R-Y1 and on a landscape-only iPad, full screen", profile: "9+",
      fields: ipad + landscapeOnly + game + presenting("UIImagePickerController"),
      interface: nil, error: "UIApplicationInvalidInterfaceOrientation"),
    RuleCase(
      rule: "R-Y1 in a popover on iPad it is not asked", profile: "9+",
      fields: ipad + landscapeOnly + game + presenting("UIImagePickerController", "popover"),
      interface: .landscapeRight, decider: "game"),
    RuleCase(
      rule: "R-Y1 in a portrait app it decides, portrait", profile: "6+",
      fields: iphone + threeWay + root(#"{"name": "home"}"#)
        + steps(
          launch,
          present(#"{"name": "sys", "systemClass": "UIImagePickerController"}"#, "fullScreen"),
          rotate("landscapeLeft")),
      interface: .portrait, decider: "sys", supported: [.portrait]),
    RuleCase(
      rule: "R-Y1 before 6 it accepts portrait only", profile: "5",
      fields: iphone + threeWay
        + root(
          #"{"name": "home", "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft", "landscapeRight"]}"#
        )
        + steps(
          launch,
          present(#"{"name": "sys", "systemClass": "UIImagePickerController"}"#, "fullScreen"),
          rotate("landscapeLeft")),
      interface: .portrait, decider: "sys", supported: [.portrait]),
    RuleCase(
      rule: "R-Y2 the App Store sheet in a landscape-only app raises", profile: "8",
      fields: iphone + landscapeOnly + game + presenting("SKStoreProductViewController"),
      interface: nil, error: "UIApplicationInvalidInterfaceOrientation"),
    RuleCase(
      rule: "R-Y3 the Safari view turns with the app's mask", profile: "9+",
      fields: iphone + threeWay
        + root(#"{"name": "home", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          present(#"{"name": "sys", "systemClass": "SFSafariViewController"}"#, "fullScreen"),
          rotate("landscapeLeft")),
      interface: .landscapeRight, decider: "sys",
      supported: [.portrait, .landscapeLeft, .landscapeRight]),
    RuleCase(
      rule: "R-Y3 the player supports every orientation on iPad", profile: "8",
      fields: ipad
        + #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}, "#
        + root(#"{"name": "home", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          present(#"{"name": "sys", "systemClass": "AVPlayerViewController"}"#, "fullScreen"),
          rotate("portraitUpsideDown")),
      interface: .portraitUpsideDown, decider: "sys",
      supported: [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]),
  ]

  @Test("Each system class answers as UIKit's own", arguments: cases)
  func answers(_ item: RuleCase) throws {
    try check(item)
  }

  @Test("The exception names the picker's album list; the trace cites the rule")
  func named() throws {
    let outcome = try evaluate(
      iphone + Self.landscapeOnly + Self.game + Self.presenting("UIImagePickerController"), "6+")
    let last = try #require(outcome.steps.last)
    #expect(last.error?.message.contains("[PUUIAlbumListViewController shouldAutorotate]") == true)
    #expect(last.trace.contains { $0.contains("R-Y1") && $0.contains("[Y1]") })
  }

  static let refusals: [(fields: String, error: String)] = [
    (
      iphone + threeWay
        + root(
          #"{"name": "sys", "systemClass": "UIImagePickerController", "supportedInterfaceOrientations": "all"}"#
        ) + steps(launch),
      "window.rootViewController.supportedInterfaceOrientations: supportedInterfaceOrientations "
        + "overrides an orientation method; a systemClass controller answers as "
        + "UIImagePickerController does"
    ),
    (
      iphone + threeWay
        + root(
          #"{"name": "sys", "systemClass": "UIAlertController", "shouldAutorotate": false}"#)
        + steps(launch),
      "window.rootViewController.shouldAutorotate: shouldAutorotate overrides"
    ),
    (
      iphone + threeWay
        + root(#"{"name": "sys", "systemClass": "UIImagePicker"}"#)
        + steps(launch),
      "window.rootViewController.systemClass: 'UIImagePicker' is not a system class (did you "
        + "mean 'UIImagePickerController'?); expected one of UIImagePickerController, SKStoreProductViewController"
    ),
    (
      iphone + threeWay
        + root(
          #"{"name": "sys", "systemClass": "UIImagePickerController", "kind": "navigationController"}"#
        ) + steps(launch),
      "window.rootViewController.kind: kind does not go with systemClass"
    ),
    (
      iphone + threeWay
        + root(#"{"name": "sys", "systemClass": "SFSafariViewController"}"#)
        + steps(
          launch,
          #"{"action": "update", "controller": "sys", "set": {"shouldAutorotate": false}}"#),
      "steps[1].set: 'sys' is a SFSafariViewController (systemClass)"
    ),
  ]

  @Test("An override beside systemClass is refused with its JSON path", arguments: refusals)
  func refused(_ fields: String, _ error: String) {
    let text = #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + fields + "}]}"
    let description = refusal(text)?.description ?? ""
    #expect(description.hasPrefix("scenarios[0]." + error), "\(description)")
  }

  @Test("systemClass writes back as read")
  func roundTrip() throws {
    let decoded = try scenario(
      iphone + Self.landscapeOnly + Self.game + Self.presenting("UIImagePickerController"))
    let text = Catalogue(scenarios: [decoded]).json.compact()
    #expect(text.contains(#"{"name":"sys","systemClass":"UIImagePickerController"}"#))
    #expect(try Catalogue.decode(Array(text.utf8)).scenarios == [decoded])
  }
}
