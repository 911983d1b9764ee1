/// `setStatusBarOrientation`: turns the status bar only, and from iOS 6 only when the top-most
/// full-screen controller's mask is 0 (rules §1.5, §4, §10, [S1][A22][A23]).
extension Simulation {
  mutating func setStatusBar(_ step: Step) -> Decision {
    guard case .setStatusBarOrientation(let orientation) = step else {
      preconditionFailure("not a status bar step: \(step.action)")
    }
    let decision = decide()
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
}
