/// The device's side of the decision from iOS 8: its own orientations, its size classes and
/// iPad multitasking (rules-modern R8.1, §1.1, §4).
extension Simulation {
  var environment: Environment { mutating get { prepared.scenario.environment } }
  var idiom: Idiom { mutating get { prepared.scenario.device } }

  /// The SDK the app is linked with: the scenario's, else the profile's own version.
  var linkedSDK: Version { mutating get { environment.linkedSDK ?? parameters.system.version } }

  /// The orientations the device supports (R8.1): an iPhone without a Home button has no
  /// portraitUpsideDown; before iOS 8 the device adds nothing.
  var deviceMask: OrientationMask {
    mutating get {
      guard parameters.application.deviceMask else { return .all }
      if idiom == .iphone && environment.hasHomeButton == false { return .allButUpsideDown }
      return .all
    }
  }

  /// The size classes of the main window now ([M6], [N21]).
  var sizeClass: (horizontal: SizeClass, vertical: SizeClass) {
    mutating get {
      switch idiom {
      case .iphone:
        interface.isLandscape
          ? (environment.landscapeWidthClass ?? .compact, .compact) : (.compact, .regular)
      case .ipad:
        multitaskingMode == .slideOver || multitaskingMode == .splitView
          ? (.compact, .regular) : (.regular, .regular)
      }
    }
  }

  /// Whether the app multitasks on an iPad (R9.1), and if not, why; nil when the profile has no
  /// multitasking or the device is an iPhone.
  mutating func multitaskingEligibility() -> (eligible: Bool, reason: String)? {
    guard parameters.decision.multitasking, idiom == .ipad else { return nil }
    let plist = prepared.scenario.infoPlist
    let list = plist.supportedInterfaceOrientationsPad ?? plist.supportedInterfaceOrientations
    if environment.supportsMultitasking == false {
      return (false, "this iPad model cannot multitask")
    }
    if linkedSDK < Version(9) {
      return (false, "the app is linked with SDK \(linkedSDK), before iOS 9")
    }
    if OrientationMask(list ?? []) != .all {
      return (false, "its Info.plist does not list all four orientations")
    }
    // A launch screen from any of the four keys (catalogue-format §8.1); the reason keeps the
    // words traces have always said.
    if plist.launchScreenKey(on: idiom) == nil {
      return (false, "it has no UILaunchStoryboardName")
    }
    if let fullScreen = plist.requiresFullScreen(on: idiom), fullScreen.value {
      if let ignored = plist.requiresFullScreenIgnoredStartingWithVersion,
        parameters.system.version >= Version(26, 2), parameters.system.version >= ignored
      {
        note(
          .requiresFullScreenIgnored,
          "UIRequiresFullScreen is ignored from \(ignored) (UIRequiresFullScreenIgnoredStartingWithVersion)."
        )
      } else {
        return (false, "\(fullScreen.key) opts it out")
      }
    }
    return (true, "")
  }

  /// True when the app multitasks: UIKit then asks no view controller (R9.2).
  var multitasks: Bool { mutating get { multitaskingEligibility()?.eligible == true } }

  /// The orientation to turn to when the current one is not allowed and UIKit chooses
  /// (rules-modern §1.3): the current, the device's, then portrait, landscapeRight,
  /// landscapeLeft and portraitUpsideDown.
  mutating func fallback(in allowed: OrientationMask) -> InterfaceOrientation? {
    let order: [InterfaceOrientation?] = [
      interface, device.interfaceOrientation, .portrait, .landscapeRight, .landscapeLeft,
      .portraitUpsideDown,
    ]
    return order.compactMap { $0 }.first { allowed.contains($0) }
  }
}
