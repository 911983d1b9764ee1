import RotationCore
import Testing

// Fragments of the dismissal cases: a portrait-only presenter, a modal that turns to landscape.
let portraitPresenter = #"{"name": "presenter", "supportedInterfaceOrientations": "portrait"}"#
let turningModal = #"{"name": "modal", "supportedInterfaceOrientations": "all"}"#
/// Presents the modal in `style`, turns the device to landscape, dismisses.
func presentTurnDismiss(_ style: String, _ extra: String = "") -> String {
  steps(launch, present(turningModal, style, extra), rotate("landscapeLeft"), step("dismiss"))
}
let fullScreenPresentationController =
  #", "presentationController": {"shouldPresentInFullscreen": true, "shouldRemovePresentersView": true}"#

extension PresentDayRuleTests {
  /// Dismissal (docs/rules.md §7, R-X3) and the preferred orientation it checks (§8).
  static let dismissalCases: [DayCase] = [
    DayCase(
      rule: "§7 a full-screen dismissal turns the revealed controller back (dismissalReevaluates)",
      fields: iphone + threeWay + root(portraitPresenter) + presentTurnDismiss("fullScreen"),
      expect: [
        ("8", DayExpect(interface: .portrait, trace: "parameter dismissalReevaluates = true")),
        ("16+", DayExpect(interface: .portrait)),
      ]),
    DayCase(
      rule: "R-X3 a custom presentation's dismissal leaves the interface as it was, asking nobody",
      fields: iphone + threeWay + root(portraitPresenter)
        + presentTurnDismiss("custom", fullScreenPresentationController),
      expect: [
        (
          "8",
          DayExpect(
            interface: .landscapeRight, error: .some(nil),
            notAsked: ["presenter.supportedInterfaceOrientations"],
            trace: "parameter nonFullScreenDismissalReevaluates = false")
        ),
        ("16+", DayExpect(interface: .landscapeRight, statusBar: .landscapeRight)),
      ]),
    DayCase(
      rule: "R-X3 nonFullScreenDismissalReevaluates true: the custom dismissal turns back",
      fields: iphone + threeWay + root(portraitPresenter)
        + presentTurnDismiss("custom", fullScreenPresentationController),
      expect: [
        (
          "9+",
          DayExpect(
            interface: .portrait, asked: ["presenter.supportedInterfaceOrientations"],
            trace: "parameter nonFullScreenDismissalReevaluates = true")
        )
      ],
      change: { $0.presentation.nonFullScreenDismissalReevaluates = true }),
    DayCase(
      rule: "R-X3 a currentContext dismissal leaves the interface as it was",
      fields: iphone + threeWay + root(portraitPresenter) + presentTurnDismiss("currentContext"),
      expect: [("9+", DayExpect(interface: .landscapeRight))]),
    DayCase(
      rule: "R-X3 an overCurrentContext dismissal leaves the interface as it was",
      fields: iphone + threeWay + root(portraitPresenter)
        + presentTurnDismiss("overCurrentContext"),
      expect: [("13+", DayExpect(interface: .landscapeRight))],
      // Asked while presented (the rival reading of R8.6), so that it turns the interface.
      change: { $0.presentation.overCurrentContextDecides = true }),
    DayCase(
      rule: "R-X3 an overFullScreen dismissal re-evaluates, as no report settles it",
      fields: iphone + threeWay + root(portraitPresenter) + presentTurnDismiss("overFullScreen"),
      expect: [("13+", DayExpect(interface: .portrait, trace: "presented overFullScreen"))]),
    DayCase(
      rule: "§8 a dismissal that needs no turn does not ask the revealed preferred orientation",
      fields: iphone + threeWay
        + root(
          #"{"name": "presenter", "supportedInterfaceOrientations": "allButUpsideDown", "preferredInterfaceOrientationForPresentation": 24}"#
        ) + presentTurnDismiss("fullScreen"),
      expect: [
        (
          "8",
          DayExpect(
            interface: .landscapeRight, error: .some(nil),
            notAsked: ["presenter.preferredInterfaceOrientationForPresentation"])
        ),
        ("16+", DayExpect(interface: .landscapeRight, error: .some(nil))),
      ]),
    DayCase(
      rule: "§8 a dismissal that must turn asks the override and raises on an unsupported answer",
      fields: iphone + threeWay
        + root(
          #"{"name": "presenter", "supportedInterfaceOrientations": "portrait", "preferredInterfaceOrientationForPresentation": "landscapeRight"}"#
        ) + presentTurnDismiss("fullScreen"),
      expect: [
        (
          "13+",
          DayExpect(
            error: "UIApplicationInvalidInterfaceOrientation",
            asked: ["presenter.preferredInterfaceOrientationForPresentation"])
        )
      ]),
    DayCase(
      rule: "§8 without an override the revealed controller is not checked: it turns back",
      fields: iphone + threeWay + root(portraitPresenter) + presentTurnDismiss("fullScreen"),
      expect: [("13+", DayExpect(interface: .portrait, error: .some(nil)))]),
    DayCase(
      rule: "§8 a container forwarding to a child without one answers the orientation left: raises",
      fields: iphone + threeWay
        + root(
          #"{"name": "nav", "kind": "navigationController", "forwardsToChild": true, "children": [\#(portraitPresenter)]}"#
        ) + presentTurnDismiss("fullScreen"),
      expect: [("16+", DayExpect(error: "UIApplicationInvalidInterfaceOrientation"))]),
  ]
}
