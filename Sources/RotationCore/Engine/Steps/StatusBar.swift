/// `setStatusBarOrientation`: turns the status bar only, and from iOS 6 only when the top-most
/// full-screen controller's mask is 0 (rules §1.5, §4, §10, [S1][A22][A23]).
extension Simulation {
  mutating func setStatusBar(_ step: Step) -> Decision {
    guard case .setStatusBarOrientation(let orientation) = step else {
      preconditionFailure("not a status bar step: \(step.action)")
    }
    let decision = decide()
    if parameters.calls.statusBarOrientationSetterIsNoOp, linkedSDK >= Version(13) {
      warnings.append(Self.statusBarSetterNoOpMessage)
      note(
        .statusBarSetterNoOp,
        "setStatusBarOrientation:\(orientation.name) does nothing for an app linked with the iOS 13 "
          + "SDK or later; the status bar stays \(statusBar.name).")
      return decision
    }
    if parameters.calls.statusBarOrientationNeedsZeroMask && decision.asked != nil
      && !decision.zeroMask
    {
      note(
        .statusBarZeroMask,
        "setStatusBarOrientation:\(orientation.name) is ignored: it works only when the top-most "
          + "full-screen controller's supportedInterfaceOrientations returns 0.")
      return decision
    }
    statusBar = orientation
    note(
      .statusBarOnly,
      "setStatusBarOrientation: turns the status bar to \(orientation.name); the views stay "
        + "\(interface.name).")
    return decision
  }

  /// The console line of iOS 13 and later (ZFPlayer #880, #857).
  static let statusBarSetterNoOpMessage =
    "[Assert] -[UIApplication setStatusBarOrientation:] and -[UIApplication "
    + "setStatusBarOrientation:animated:] API have been deprecated on iOS 8.0 and are no-ops on "
    + "iOS 13.0."
}
