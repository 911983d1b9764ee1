import RotationCore
import Testing

/// Apple's full-screen players (R-Y4), the alert (R-Y5) and the picker's camera (R-Y1), each
/// with the parameter that decides it: one case a rule, each fails when its rule breaks.
@Suite("System controllers: players, alerts and the camera (rules R-Y1, R-Y4, R-Y5)")
struct SystemClassPlayerAlertTests {
  static let fullScreenPad =
    #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"], "UIRequiresFullScreen": true}, "#
  static let portraitApp = #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}, "#
  static let portraitRoot = root(#"{"name": "home", "supportedInterfaceOrientations": "portrait"}"#)
  static func system(_ name: String, _ extra: String = "") -> String {
    #"{"name": "sys", "systemClass": "\#(name)"\#(extra)}"#
  }
  /// UIKit's own alert presentation controller, which fills the window: the alert is asked.
  static let alertStyle =
    #", "presentationController": {"shouldPresentInFullscreen": true, "shouldRemovePresentersView": false}"#
  static func turning(_ controller: String, _ style: String = "fullScreen", _ extra: String = "")
    -> String
  {
    steps(launch, present(controller, style, extra), rotate("landscapeLeft"))
  }
  /// A landscape-only app whose root is landscape, held landscape, presenting the camera.
  static func camera(_ device: String, _ style: String) -> String {
    device + landscapeApp
      + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "all"}, "#
      + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
      + steps(
        launch(held: "landscapeLeft"),
        present(system("UIImagePickerController", #", "sourceType": "camera""#), style))
  }
  /// A root navigation controller whose category answers its visibleViewController's mask.
  static let forwardingNavigation =
    iphone + threeWay
    + root(
      #"{"name": "nav", "kind": "navigationController", "forwardsToChild": ["supportedInterfaceOrientations"], "forwardingTarget": "visibleViewController", "children": [{"name": "home", "supportedInterfaceOrientations": "portrait"}]}"#
    )
    + steps(launch, present(system("UIAlertController"), "custom", alertStyle))

  static let cases: [RuleCase] = [
    RuleCase(
      rule: "R-Y4 AVKit's player turns a portrait-only app from 9", profile: "9+",
      fields: iphone + portraitApp + portraitRoot + turning(system("AVPlayerViewController")),
      interface: .landscapeRight, decider: "sys",
      supported: [.portrait, .landscapeLeft, .landscapeRight]),
    RuleCase(
      rule: "R-Y4 before 9 the app's mask bounds it", profile: "8",
      fields: iphone + portraitApp + portraitRoot + turning(system("AVPlayerViewController")),
      interface: .portrait, decider: "sys", supported: [.portrait]),
    RuleCase(
      rule: "R-Y4 WebKit's full screen ignores the app delegate's portrait", profile: "16+",
      fields: iphone + threeWay
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "portrait"}, "#
        + portraitRoot + turning(system("AVFullScreenViewController")),
      interface: .landscapeRight, decider: "sys"),
    RuleCase(
      rule: "R-Y4 the player's own mask still applies: no upside down on iPhone", profile: "9+",
      fields: iphone + #""environment": {"hasHomeButton": true}, "# + portraitApp + portraitRoot
        + steps(
          launch, present(system("AVPlayerViewController"), "fullScreen"),
          rotate("portraitUpsideDown")),
      interface: .portrait, supported: [.portrait, .landscapeLeft, .landscapeRight]),
    RuleCase(
      rule: "R-Y4 no common orientation with the app's mask: nothing raises from 9",
      profile: "9+",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["portraitUpsideDown"]}, "#
        + root(#"{"name": "home", "supportedInterfaceOrientations": "portraitUpsideDown"}"#)
        + steps(
          launch(held: "portraitUpsideDown"),
          present(system("AVPlayerViewController"), "fullScreen")),
      interface: nil, decider: "sys"),
    RuleCase(
      rule: "R-Y4 and before 9 the same player raises", profile: "8",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["portraitUpsideDown"]}, "#
        + root(#"{"name": "home", "supportedInterfaceOrientations": "portraitUpsideDown"}"#)
        + steps(
          launch(held: "portraitUpsideDown"),
          present(system("AVPlayerViewController"), "fullScreen")),
      interface: nil, error: "UIApplicationInvalidInterfaceOrientation"),
    RuleCase(
      rule: "R-Y4 AVPlayerViewController as the window's root is not AVKit's presentation",
      profile: "9+",
      fields: iphone + portraitApp + root(system("AVPlayerViewController"))
        + steps(launch, rotate("landscapeLeft")),
      interface: .portrait, supported: [.portrait]),
    RuleCase(
      rule: "R-Y3 MPMoviePlayerViewController stays bounded by the app's mask", profile: "9+",
      fields: iphone + portraitApp + portraitRoot + turning(system("MPMoviePlayerViewController")),
      interface: .portrait, supported: [.portrait]),
    RuleCase(
      rule: "R-Y5 an alert over a portrait-locked screen keeps it portrait", profile: "9+",
      fields: iphone + threeWay + portraitRoot
        + turning(system("UIAlertController"), "custom", alertStyle),
      interface: .portrait, decider: "sys", supported: [.portrait]),
    RuleCase(
      rule: "R-Y5 under 8 the alert answers UIViewController's default", profile: "8",
      fields: iphone + threeWay + portraitRoot
        + turning(system("UIAlertController"), "custom", alertStyle),
      interface: .landscapeRight, decider: "sys"),
    RuleCase(
      rule: "R-Y5 an alert whose presenter shares nothing with the app's mask raises",
      profile: "9+",
      fields: ipad + SystemClassRuleTests.landscapeOnly + SystemClassRuleTests.game
        + steps(
          launch(held: "landscapeLeft"),
          present(#"{"name": "sheet", "supportedInterfaceOrientations": "portrait"}"#, "formSheet"),
          present(system("UIAlertController"), "custom", alertStyle)),
      interface: nil, error: "UIApplicationInvalidInterfaceOrientation"),
    RuleCase(
      rule: "R-Y5 a presenter asking the alert back: the alert answers the default",
      profile: "9+", fields: forwardingNavigation,
      interface: .portrait, decider: "sys",
      supported: [.portrait, .landscapeLeft, .landscapeRight]),
    RuleCase(
      rule: "R-Y1 the camera opens landscape in a landscape-only app, without raising",
      profile: "9+",
      fields: camera(iphone, "fullScreen").replacingOccurrences(
        of: #""appDelegate": {"supportedInterfaceOrientationsForWindow": "all"}, "#, with: ""),
      interface: .landscapeRight, decider: "sys", supported: [.landscapeLeft, .landscapeRight]),
    RuleCase(
      rule: "R-Y1 presented full screen where portrait is allowed, the camera opens portrait",
      profile: "9+", fields: camera(iphone, "fullScreen"),
      interface: .portrait, decider: "sys",
      supported: [.portrait, .landscapeLeft, .landscapeRight]),
    RuleCase(
      rule: "R-Y1 over the current context the camera stays landscape", profile: "9+",
      fields: camera(iphone, "currentContext"), interface: .landscapeRight, decider: "sys"),
    RuleCase(
      rule: "R-Y1 on iPad the camera supports every orientation", profile: "9+",
      fields: ipad + fullScreenPad + root(#"{"name": "home"}"#)
        + steps(
          launch,
          present(system("UIImagePickerController", #", "sourceType": "camera""#), "fullScreen"),
          rotate("portraitUpsideDown")),
      interface: .portraitUpsideDown, decider: "sys",
      supported: [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]),
  ]

  @Test("Each rule decides its case", arguments: cases)
  func decides(_ item: RuleCase) throws {
    try check(item)
  }

  @Test("The alert's exception names it; the trace names the deciding parameters")
  func named() throws {
    let raised = try evaluate(Self.cases[10].fields, "9+")
    let last = try #require(raised.steps.last)
    #expect(last.error?.message.contains("[UIAlertController shouldAutorotate]") == true)
    #expect(last.trace.contains { $0.contains("parameter alertAnswersPresenterMask = true") })
    let player = try evaluate(Self.cases[0].fields, "9+")
    #expect(
      player.steps[2].trace.contains { $0.contains("parameter systemPlayersIgnoreAppMask = true") }
    )
    let old = try evaluate(Self.cases[1].fields, "8")
    #expect(
      old.steps[2].trace.contains { $0.contains("parameter systemPlayersIgnoreAppMask = false") })
  }

  @Test("A presenter asking the alert back: logged from 10, an assertion on 9 (alertRecursion)")
  func recursion() throws {
    let logged = try #require(try evaluate(Self.forwardingNavigation, "9+").steps.last)
    #expect(logged.error == nil)
    #expect(
      logged.warnings == [
        "ERROR: -[UIAlertController supportedInterfaceOrientations] was invoked recursively! "
          + "Instead of using presentingViewController = <UINavigationController>, will return "
          + "super's value"
      ])
    #expect(logged.trace.contains { $0.contains("parameter alertRecursion = answersDefault") })
    let asserted = try evaluate(Self.forwardingNavigation, "9+") {
      $0.decision.alertRecursion = .raises
    }
    let last = try #require(asserted.steps.last)
    #expect(asserted.crashed)
    #expect(last.error?.name == "NSInternalInconsistencyException")
    #expect(
      last.error?.message == "UIAlertController:supportedInterfaceOrientations was invoked "
        + "recursively!")
  }

  static let refusals: [(fields: String, error: String)] = [
    (
      iphone + threeWay + root(system("SFSafariViewController", #", "sourceType": "camera""#))
        + steps(launch),
      "window.rootViewController.sourceType: sourceType goes with systemClass "
        + "UIImagePickerController only"
    ),
    (
      iphone + threeWay + root(#"{"name": "home", "sourceType": "camera"}"#) + steps(launch),
      "window.rootViewController.sourceType: sourceType goes with systemClass "
        + "UIImagePickerController only"
    ),
    (
      iphone + threeWay + root(system("UIImagePickerController", #", "sourceType": "video""#))
        + steps(launch),
      "window.rootViewController.sourceType: 'video' is not a source type; expected one of "
        + "photoLibrary, savedPhotosAlbum, camera"
    ),
  ]

  @Test(
    "sourceType is refused beside anything but the picker, with its JSON path", arguments: refusals)
  func refused(_ fields: String, _ error: String) {
    let text = #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + fields + "}]}"
    let description = refusal(text)?.description ?? ""
    #expect(description.hasPrefix("scenarios[0]." + error), "\(description)")
  }

  @Test(
    "sourceType and the visibleViewController target write back as read; the library is the default"
  )
  func roundTrip() throws {
    for fields in [Self.camera(iphone, "currentContext"), Self.forwardingNavigation] {
      let decoded = try scenario(fields)
      let text = Catalogue(scenarios: [decoded]).json.compact()
      #expect(try Catalogue.decode(Array(text.utf8)).scenarios == [decoded])
    }
    let camera = Catalogue(scenarios: [try scenario(Self.camera(iphone, "fullScreen"))])
    #expect(
      camera.json.compact().contains(
        #"{"name":"sys","systemClass":"UIImagePickerController","sourceType":"camera"}"#))
    let library = try scenario(
      iphone + threeWay
        + root(Self.system("UIImagePickerController", #", "sourceType": "photoLibrary""#))
        + steps(launch))
    #expect(
      Catalogue(scenarios: [library]).json.compact().contains(
        #"{"name":"sys","systemClass":"UIImagePickerController"}"#))
    #expect(
      Catalogue(scenarios: [try scenario(Self.forwardingNavigation)]).json.compact().contains(
        #""forwardingTarget":"visibleViewController""#))
  }
}
