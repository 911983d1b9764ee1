import RotationCore
import Testing

/// Every orientation in the Info.plist.
let fourWay =
  #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}, "#
/// A window whose root supports portrait only and says YES to shouldAutorotate.
let portraitWindow =
  #"{"name": "sdk", "rootViewController": {"name": "login", "class": "SDKLoginController", "supportedInterfaceOrientations": "portrait"}}"#
/// A browser presented full screen is dismissed; then, in turn 1, the root narrows its answer to
/// portrait, calls setNeedsUpdate and requests portrait, as Capacitor's lock does (R16.4). The
/// dismissal is in that turn, or in the one before.
func lockAfterDismissal(inItsTurn: Bool) -> String {
  steps(
    launch(held: "landscapeLeft"), present(#"{"name": "browser"}"#, "fullScreen"),
    step("dismiss", inItsTurn ? #""turn": 1"# : ""),
    step(
      "update",
      #""controller": "root", "set": {"supportedInterfaceOrientations": "portrait"}, "turn": 1"#),
    step("setNeedsUpdateOfSupportedInterfaceOrientations", #""controller": "root", "turn": 1"#),
    request(#""portrait""#, turn: 1))
}

/// The rules the public record decided where its reports contradicted the first reading
/// (docs/rules.md §13): each case fails when its rule breaks.
@Suite("Rules the reports decided: each fails its case when it breaks")
struct ReportDecidedRuleTests {
  static let cases: [DayCase] = [
    DayCase(
      rule: "R-W1 otherWindowsRaise: an added window's portrait root raises in a landscape app",
      fields: iphone + landscapeApp + root(#"{"name": "app"}"#)
        + steps(
          launch(held: "landscapeLeft"), step("addWindow", #""window": \#(portraitWindow)"#)),
      expect: [
        ("5", DayExpect(error: .some(nil))),
        ("6+", DayExpect(error: "UIApplicationInvalidInterfaceOrientation")),
        ("16+", DayExpect(error: "UIApplicationInvalidInterfaceOrientation")),
      ]),
    DayCase(
      rule: "R-W1 otherWindowsRaise false: only the main window is checked",
      fields: iphone + landscapeApp + root(#"{"name": "app"}"#)
        + steps(
          launch(held: "landscapeLeft"), step("addWindow", #""window": \#(portraitWindow)"#)),
      expect: [("9+", DayExpect(interface: .landscapeRight, error: .some(nil)))],
      change: { $0.windows.otherWindowsRaise = false }),
    DayCase(
      rule: "R-W1 a window present at launch is checked with the app delegate's answer for it",
      fields: iphone + threeWay
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": {"windows": {"sdk": "landscape"}, "otherwise": "all"}}, "#
        + windows(#"{"name": "main", "rootViewController": {"name": "app"}}"#, portraitWindow)
        + steps(launch),
      expect: [("13+", DayExpect(error: "UIApplicationInvalidInterfaceOrientation"))]),
    DayCase(
      rule: "R-W1 a window whose root says NO to shouldAutorotate raises nothing before 16",
      fields: iphone + landscapeApp + root(#"{"name": "app"}"#)
        + steps(
          launch(held: "landscapeLeft"),
          step(
            "addWindow",
            #""window": {"name": "sdk", "rootViewController": {"name": "login", "shouldAutorotate": false, "supportedInterfaceOrientations": "portrait"}}"#
          )),
      expect: [
        ("13+", DayExpect(error: .some(nil))),
        ("16+", DayExpect(error: "UIApplicationInvalidInterfaceOrientation")),
      ]),
    DayCase(
      rule: "R13.4 navigationDefaultAllOnPhone: a plain navigation root turns upside down from 13",
      fields: iphone + #""environment": {"hasHomeButton": true}, "# + fourWay
        + root(
          #"{"name": "nav", "kind": "navigationController", "children": [{"name": "top", "supportedInterfaceOrientations": "allButUpsideDown"}]}"#
        )
        + steps(launch, rotate("portraitUpsideDown")),
      expect: [
        (
          "9+",
          DayExpect(interface: .portrait, supported: [.portrait, .landscapeLeft, .landscapeRight])
        ),
        ("13+", DayExpect(interface: .portraitUpsideDown, decider: "nav")),
        ("16+", DayExpect(interface: .portraitUpsideDown)),
      ]),
    DayCase(
      rule: "R13.4 navigationDefaultAllOnPhone false: the iPhone default, all but upside down",
      fields: iphone + #""environment": {"hasHomeButton": true}, "# + fourWay
        + root(#"{"name": "nav", "kind": "navigationController", "children": [{"name": "top"}]}"#)
        + steps(launch, rotate("portraitUpsideDown")),
      expect: [("13+", DayExpect(interface: .portrait))],
      change: { $0.containers.navigationDefaultAllOnPhone = false }),
    DayCase(
      rule: "R13.4 a navigation controller on iPad keeps the iPad default",
      fields: ipad + #""infoPlist": {"UIRequiresFullScreen": true}, "#
        + root(#"{"name": "nav", "kind": "navigationController", "children": [{"name": "top"}]}"#)
        + steps(launch, rotate("portraitUpsideDown")),
      expect: [("13+", DayExpect(interface: .portraitUpsideDown))]),
    DayCase(
      rule: "R16.4 the refused request at the call names the mask UIKit held",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(
          launch(held: "landscapeLeft"),
          step(
            "update",
            #""controller": "root", "set": {"supportedInterfaceOrientations": "portrait"}, "turn": 1"#
          ),
          request(#""portrait""#, turn: 1)),
      expect: [
        ("16+", DayExpect(interface: .landscapeRight, geometryError: 101)),
        ("26+", DayExpect(interface: .landscapeRight, geometryError: 101)),
      ]),
    DayCase(
      rule:
        "R16.4 transitionHoldsOrientation: during a dismissal a request meets the current orientation",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + lockAfterDismissal(inItsTurn: true),
      expect: [
        ("13+", DayExpect(skipped: true)),
        ("16+", DayExpect(interface: .portrait, geometryError: 101)),
        ("26+", DayExpect(interface: .portrait, geometryError: 101)),
      ]),
    DayCase(
      rule:
        "R16.4 transitionHoldsOrientation false: setNeedsUpdate turns at once, the request holds",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + lockAfterDismissal(inItsTurn: true),
      expect: [("16+", DayExpect(interface: .portrait, geometryError: .some(nil)))],
      change: { $0.calls.transitionHoldsOrientation = false }),
    DayCase(
      rule: "R16.4 a request in a later turn than the dismissal is checked as usual",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + lockAfterDismissal(inItsTurn: false),
      expect: [("16+", DayExpect(interface: .portrait, geometryError: .some(nil)))]),
    DayCase(
      rule:
        "R8.6 overCurrentContextDecides false: a portrait sheet over a landscape app is not asked",
      fields: iphone + landscapeApp
        + root(#"{"name": "root", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(launch(held: "landscapeLeft"), present(portraitOnly, "overCurrentContext")),
      expect: [
        ("9+", DayExpect(interface: .landscapeRight, decider: "root", error: .some(nil))),
        ("26+", DayExpect(interface: .landscapeRight, error: .some(nil))),
      ]),
    DayCase(
      rule: "R8.6 overCurrentContextDecides true: asked like overFullScreen, and raises",
      fields: iphone + landscapeApp
        + root(#"{"name": "root", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(launch(held: "landscapeLeft"), present(portraitOnly, "overCurrentContext")),
      expect: [("9+", DayExpect(error: "UIApplicationInvalidInterfaceOrientation"))],
      change: { $0.presentation.overCurrentContextDecides = true }),
  ]

  @Test("Each rule the reports decided", arguments: cases)
  func rule(_ item: DayCase) throws { try checkDay(item) }
}
