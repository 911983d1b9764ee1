/// The application's side of the decision: the Info.plist's keys and the app delegate
/// (rules §4.3, §9).
extension Simulation {
  /// The application's mask (rules §4.3): the app delegate's after launch, else the Info.plist's,
  /// else the idiom's default. `multitasks`: the app multitasks on iPad, where UIKit is taken
  /// not to call the app delegate either (R9.2, `appDelegateAskedWhenMultitasking`).
  mutating func appMask(multitasks: Bool = false) -> OrientationMask {
    if multitasks, parameters.application.appDelegateMask, delegateAnswer != nil {
      let asked = parameters.application.appDelegateAskedWhenMultitasking
      observed(
        .multitaskingDelegate, parameter: "appDelegateAskedWhenMultitasking",
        value: String(asked),
        "The app multitasks: "
          + (asked
            ? "UIKit still meets application:supportedInterfaceOrientationsForWindow:."
            : "UIKit does not call application:supportedInterfaceOrientationsForWindow:; its "
              + "lock does not hold."))
      if !asked { return plistOrIdiomMask() }
    }
    if parameters.application.appDelegateMask, let delegate = delegateAnswer {
      if launched {
        askApplication()
        note(
          .appMask,
          "application:supportedInterfaceOrientationsForWindow: → \(delegate.spoken).")
        return delegate
      }
      note(
        .delegateAfterLaunch,
        "application:supportedInterfaceOrientationsForWindow: is not used until launch ends.")
    }
    return plistOrIdiomMask()
  }

  /// The Info.plist's mask, else the idiom's default (rules §4.3, §9).
  private mutating func plistOrIdiomMask() -> OrientationMask {
    guard parameters.application.plistRestrictsAtRuntime else { return .all }
    if parameters.application.readsSupportedOrientationsKey, let mask = prepared.plistMask {
      let key =
        prepared.scenario.device == .ipad
          && prepared.scenario.infoPlist.supportedInterfaceOrientationsPad != nil
        ? InfoPlist.Key.supportedPad : InfoPlist.Key.supported
      note(
        key == InfoPlist.Key.supportedPad ? .padKey : .appMask,
        "App mask from \(key): \(mask.spoken).")
      return mask
    }
    let mask: OrientationMask = prepared.scenario.device == .ipad ? .all : .allButUpsideDown
    note(
      .appMask,
      "No UISupportedInterfaceOrientations: the \(prepared.scenario.device.displayName) default app mask "
        + "\(mask.spoken).")
    return mask
  }

  /// The Info.plist's supported list for this device, if the profile reads the key.
  var plistOrientations: [InterfaceOrientation]? {
    mutating get {
      guard parameters.application.readsSupportedOrientationsKey else { return nil }
      return prepared.plistOrientations
    }
  }

  /// The Info.plist's supported list for the scenario's device: the `~ipad` key's on an iPad
  /// when it has one.
  static func plistOrientations(of scenario: Scenario) -> [InterfaceOrientation]? {
    if scenario.device == .ipad,
      let pad = scenario.infoPlist.supportedInterfaceOrientationsPad
    {
      return pad
    }
    return scenario.infoPlist.supportedInterfaceOrientations
  }

  /// The first supported orientation in the Info.plist's order, then the contract's order.
  mutating func firstSupported(_ mask: OrientationMask) -> InterfaceOrientation? {
    let listed = (plistOrientations ?? []).first { mask.contains($0) }
    return listed ?? mask.first
  }
}
