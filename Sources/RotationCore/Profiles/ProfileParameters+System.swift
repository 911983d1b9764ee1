/// The parameters of UIKit's and Apple's own controllers that reports decided (docs/rules.md
/// §5.15, §13 lists the reports on each side). Columns of `builtIn`: 2.0, 2.1+, 5, 6+, 8, 9+,
/// 13+, 16+, 26+.
extension ProfileParameter {
  static let fromSystemControllers: [ProfileParameter] = [
    flag(
      "systemPlayersIgnoreAppMask", { $0.decision.systemPlayersIgnoreAppMask },
      { $0.decision.systemPlayersIgnoreAppMask = $1 }, .decision,
      "Apple's full-screen video players (AVPlayerViewController presented, WebKit's HTML5 full "
        + "screen) are bounded by their own mask only, not by the app's (Info.plist and app "
        + "delegate); from iOS 9, except iOS 10's web views", .systemPlayers,
      builtIn: [false, false, false, false, false, true, true, true, true]),
    flag(
      "alertAnswersPresenterMask", { $0.decision.alertAnswersPresenterMask },
      { $0.decision.alertAnswersPresenterMask = $1 }, .decision,
      "UIAlertController answers supportedInterfaceOrientations with its presenter's answer "
        + "(from iOS 9; iOS 8 unknown, kept as UIViewController's default)", .systemAlert,
      builtIn: [false, false, false, false, false, true, true, true, true]),
    choice(
      "alertRecursion", { $0.decision.alertRecursion }, { $0.decision.alertRecursion = $1 },
      .decision,
      "when the presenter's answer asks the alert again: it logs and answers UIViewController's "
        + "default (iOS 10 and later), or it asserts (iOS 9)", .alertRecursion,
      builtIn: [
        .answersDefault, .answersDefault, .answersDefault, .answersDefault, .answersDefault,
        .answersDefault, .answersDefault, .answersDefault, .answersDefault,
      ]),
  ]
}
