import RotationCore
import Testing

/// A `present` that directly follows a landscape launch, at the given phase.
func presentAtLaunch(_ phase: String) -> String {
  steps(
    launch(held: "landscapeLeft"),
    present(
      #"{"name": "login", "supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": \#(allFour)}"#,
      "fullScreen", #", "launchPhase": "\#(phase)""#))
}

@Suite("Launch timing and the two open points (rules §5.13, §5.14): each rule fails its case")
struct LaunchTimingRuleTests {
  static let anyRoot = root(
    #"{"name": "root", "supportedInterfaceOrientations": "all", "shouldAutorotateToInterfaceOrientation": \#(allFour)}"#
  )

  static let cases: [DayCase] = [
    DayCase(
      rule: "R-L2 viewWillAppear: the modal opens in portrait until iOS 7, with the warning from 5",
      fields: ipad + anyRoot + presentAtLaunch("viewWillAppear"),
      expect: [
        ("2.1+", DayExpect(interface: .portrait, warningAbsent: "Unbalanced")),
        (
          "5",
          DayExpect(
            interface: .portrait,
            warning: "Unbalanced calls to begin/end appearance transitions for <UIViewController>.")
        ),
        ("6+", DayExpect(interface: .portrait, warning: "Unbalanced calls")),
        ("8", DayExpect(interface: .landscapeRight, warning: "Unbalanced calls")),
      ]),
    DayCase(
      rule: "R-L2 viewDidAppear and deferred: as after launch, no warning",
      fields: ipad + anyRoot + presentAtLaunch("viewDidAppear"),
      expect: [
        ("5", DayExpect(interface: .landscapeRight, decider: "login", warningAbsent: "Unbalanced")),
        (
          "6+", DayExpect(interface: .landscapeRight, decider: "login", warningAbsent: "Unbalanced")
        ),
      ]),
    DayCase(
      rule: "R-L2 viewDidLoad: nothing is presented; from iOS 6 with UIKit's warning",
      fields: ipad + anyRoot + presentAtLaunch("viewDidLoad"),
      expect: [
        ("5", DayExpect(decider: "root", warningAbsent: "window hierarchy")),
        (
          "6+",
          DayExpect(
            decider: "root",
            warning:
              "Warning: Attempt to present <UIViewController> on <UIViewController> whose view is not in the window hierarchy!"
          )
        ),
      ]),
    DayCase(
      rule: "R-L2 presentFromDetachedRoot presented: the modal decides before iOS 6",
      fields: ipad + anyRoot + presentAtLaunch("viewDidLoad"),
      expect: [("5", DayExpect(decider: "login"))],
      change: { $0.launch.presentFromDetachedRoot = .presented }),
    DayCase(
      rule: "R-X1 on iPad before iOS 6 a form sheet decides; from 6 it does not",
      fields: ipad + anyRoot
        + steps(
          launch(held: "landscapeLeft"),
          present(
            #"{"name": "picker", "supportedInterfaceOrientations": "landscapeRight", "shouldAutorotateToInterfaceOrientation": ["landscapeRight"]}"#,
            "formSheet"),
          rotate("portrait")),
      expect: [
        ("5", DayExpect(interface: .landscapeRight, decider: "picker")),
        ("6+", DayExpect(interface: .portrait, decider: "root")),
      ]),
    DayCase(
      rule: "R-X1 nonFullScreenModalDecides false: the root decides on 5 as well",
      fields: ipad + anyRoot
        + steps(
          launch(held: "landscapeLeft"),
          present(
            #"{"name": "picker", "shouldAutorotateToInterfaceOrientation": ["landscapeRight"]}"#,
            "formSheet"),
          rotate("portrait")),
      expect: [("5", DayExpect(interface: .portrait, decider: "root"))],
      change: { $0.presentation.nonFullScreenModalDecides = false }),
    DayCase(
      rule: "R-X2 status bar, empty modal, dismissal: a landscape-only screen turns to landscape",
      fields: iphone
        + root(
          #"{"name": "nav", "kind": "navigationController", "forwardsToChild": ["shouldAutorotate", "supportedInterfaceOrientations", "shouldAutorotateToInterfaceOrientation"], "children": [{"name": "list", "shouldAutorotateToInterfaceOrientation": ["portrait"], "supportedInterfaceOrientations": "portrait"}]}"#
        )
        + steps(
          launch,
          #"{"action": "push", "controller": {"name": "landscapeOnly", "shouldAutorotateToInterfaceOrientation": ["landscapeLeft", "landscapeRight"], "supportedInterfaceOrientations": "landscape"}}"#,
          #"{"action": "setStatusBarOrientation", "orientation": "landscapeRight"}"#,
          present(#"{"name": "dummy"}"#, "fullScreen"), #"{"action": "dismiss"}"#),
      expect: [
        ("5", DayExpect(interface: .landscapeRight)),
        // From 6 the status-bar call is ignored; dismissal re-evaluates and the side is the
        // presentation fallback's (presentationFallback: the first supported).
        ("6+", DayExpect(interface: .landscapeLeft)),
      ]),
    DayCase(
      rule: "R-X2 reattachUsesStatusBarOrientation false: it stays portrait on 5",
      fields: iphone
        + root(
          #"{"name": "nav", "kind": "navigationController", "forwardsToChild": true, "children": [{"name": "list", "shouldAutorotateToInterfaceOrientation": ["portrait"]}]}"#
        )
        + steps(
          launch,
          #"{"action": "push", "controller": {"name": "landscapeOnly", "shouldAutorotateToInterfaceOrientation": ["landscapeLeft", "landscapeRight"], "supportedInterfaceOrientations": "landscape"}}"#,
          #"{"action": "setStatusBarOrientation", "orientation": "landscapeRight"}"#,
          present(#"{"name": "dummy"}"#, "fullScreen"), #"{"action": "dismiss"}"#),
      expect: [("5", DayExpect(interface: .portrait))],
      change: { $0.presentation.reattachUsesStatusBarOrientation = false }),
    DayCase(
      rule:
        "R-X2 from iOS 8 a dismissal in the presentation's turn fails; in a later turn it works",
      fields: iphone + root(#"{"name": "root"}"#)
        + steps(
          launch, #"{"action": "present", "controller": {"name": "dummy"}, "turn": 1}"#,
          #"{"action": "dismiss", "turn": 1}"#),
      expect: [
        ("6+", DayExpect(decider: "root", warningAbsent: "transitioning")),
        (
          "8",
          DayExpect(
            decider: "dummy",
            warning: "Trying to dismiss the presentation controller while transitioning already.")
        ),
      ]),
  ]

  @Test("Each rule of launch timing and the open points", arguments: cases)
  func rule(_ item: DayCase) throws { try checkDay(item) }

  @Test("launchPhase anywhere but right after launch is refused with its path")
  func misplaced() {
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + iphone
      + root(#"{"name": "root"}"#)
      + steps(
        launch, rotate("landscapeLeft"),
        present(#"{"name": "m"}"#, "fullScreen", #", "launchPhase": "viewDidAppear""#)) + "}]}"
    #expect(
      refusal(text)?.description
        == "scenarios[0].steps[2].launchPhase: launchPhase belongs to a present that directly follows launch; this is step 2 (line 1)"
    )
  }
}
