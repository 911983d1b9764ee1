/// The `launch` step: the status bar's launch orientation, then the first decision
/// (rules §1.1, §2.1, §4, §9).
extension Simulation {
  /// The helpers it calls once are inlined (`@inline(__always)`: docs/performance.md, "The
  /// simulation passed by address").
  mutating func launch(_ step: Step) -> Decision {
    guard case .launch(let held) = step else { preconditionFailure("not a launch step") }
    device = held
    physicalDevice = held
    if !parameters.application.readsSupportedOrientationsKey
      && (prepared.scenario.infoPlist.supportedInterfaceOrientations != nil
        || prepared.scenario.infoPlist.supportedInterfaceOrientationsPad != nil)
    {
      note(.plistHint, "UISupportedInterfaceOrientations does not exist before 3.2 and is ignored.")
    }
    statusBar = launchStatusBar()
    interface = .portrait
    if let failure = splitOnIPhoneFailure() {
      var decision = Decision(canRotate: false, supported: .none, viewsFollow: false)
      raise(failure, in: &decision)
      return decision
    }
    warnNoChildContainment()
    note(.launchRotation, "Views load in portrait.")
    var decision: Decision
    switch parameters.decision.autorotation {
    case .shouldAutorotateToInterfaceOrientation: decision = launchAskingEachOrientation()
    case .supportedInterfaceOrientations: decision = launchFromSupportedMask()
    }
    launched = true
    if !decision.raises {
      refreshCache(decision)
      refreshLock(decision)
      var windowFailure: OutcomeError?
      for index in others.indices where windowFailure == nil {
        windowFailure = placeNewWindow(index)
      }
      if let failure = windowFailure ?? missingRootViewController() ?? hiddenMainWindow() {
        raise(failure, in: &decision)
      }
    }
    if prepared.scenario.infoPlist.sceneManifest == nil,
      let line = parameters.application.sceneLifecycleWarning.consoleLine
    {
      warnings.append(line)
      note(.sceneLifecycle, "The app declares no UIApplicationSceneManifest: UIKit logs a warning.")
    }
    if parameters.application.requiresFullScreenNotice, idiom == .ipad,
      prepared.scenario.infoPlist.requiresFullScreen(on: idiom)?.value == true
    {
      warnings.append(Self.requiresFullScreenNotice)
      note(
        .requiresFullScreenNotice,
        "The app sets UIRequiresFullScreen: UIKit logs that it will soon be ignored.")
    }
    if delegateAnswer != nil,
      parameters.application.appDelegateMask
    {
      note(
        .delegateAfterLaunch,
        "application:supportedInterfaceOrientationsForWindow: takes effect from the end of launch.")
    }
    if parameters.application.warnsMissingRootViewController, !decision.raises,
      firstRootlessWindow != nil
    {
      // iOS 5.0 words it "Applications are expected…"; 5.1 and later "Application windows…" (R-W5).
      warnings.append(
        parameters.system.version < Version(5, 1)
          ? "Applications are expected to have a root view controller at the end of application launch"
          : Self.missingRootMessage)
    }
    return decision
  }

  /// The status bar's orientation at launch (rules §1.1, §4, §9).
  @inline(__always) mutating func launchStatusBar() -> InterfaceOrientation {
    let key = prepared.scenario.infoPlist.interfaceOrientation(on: idiom)
    if let list = plistOrientations, !list.isEmpty {
      if let key {
        note(
          .launchStatusBar,
          "\(key.key) is ignored because UISupportedInterfaceOrientations is present.")
      }
      let chosen = list.contains(.portrait) ? InterfaceOrientation.portrait : list[0]
      note(
        .launchStatusBar,
        "Launch status bar: \(chosen.name) (portrait if listed in UISupportedInterfaceOrientations, "
          + "else the first listed).")
      return chosen
    }
    let chosen = key?.value ?? .portrait
    note(
      .launchStatusBarKey,
      "Launch status bar: \(chosen.name) from \(key?.key ?? InfoPlist.Key.interfaceOrientation)"
        + (key == nil ? " (absent: default portrait)." : "."))
    return chosen
  }

  /// Before iOS 6: UIKit asks the window's controller about the launch orientation and rotates
  /// the views to it if accepted, then follows the device as held (rules §1.1, §2.1).
  mutating func launchAskingEachOrientation() -> Decision {
    let decision = decide()
    guard decision.viewsFollow else {
      note(.legacyAsked, "No view controller is asked: the views stay portrait.")
      return decision
    }
    if parameters.launch.manualLandscapeLaunch {
      if statusBar != .portrait {
        note(
          .manualLandscapeLaunch,
          "iPhone OS 2.0 sets only the status bar at launch: views stay portrait and the app must "
            + "rotate its root view itself.")
      }
    } else if decision.supported.contains(statusBar) {
      interface = statusBar
      note(
        .launchRotation,
        "The controller accepts the launch orientation \(statusBar.name): UIKit rotates the views to it."
      )
    } else if let first = firstSupported(decision.supported) {
      note(
        .launchChoice,
        "The controller refuses \(statusBar.name): UIKit rotates to the supported \(first.name).")
      interface = first
      statusBar = first
    }
    guard let held = device.interfaceOrientation else {
      note(.invalidDeviceOrientation, "The device is \(device.name): no device-driven rotation.")
      return decision
    }
    if held != interface && decision.supported.contains(held)
      && parameters.decision.autorotatesAtRuntime
    {
      interface = held
      statusBar = held
      note(
        .legacyAsked,
        "The device is held \(device.spoken) and the controller accepts \(held.name): "
          + "UIKit rotates to it.")
    }
    return decision
  }

  /// From iOS 6: the held device orientation if supported, else the launch status bar's, else
  /// the first supported (rules §4, §9).
  mutating func launchFromSupportedMask() -> Decision {
    let decision = decide()
    if decision.raises {
      note(.noCommonOrientation, "Raised while installing the root view controller at launch.")
      return decision
    }
    let held = device.interfaceOrientation
    if !decision.viewsFollow {
      if let held, decision.supported.contains(held) {
        statusBar = held
      } else if !decision.supported.contains(statusBar),
        let first = firstSupported(decision.supported)
      {
        statusBar = first
      }
      note(
        .noRootViewController,
        "No root view controller: only the application's mask governs the status bar "
          + "(\(statusBar.name)); no view controller is rotated.")
      return decision
    }
    guard decision.canRotate, !decision.supported.hasNoOrientation else {
      interface = statusBar
      note(
        .launchStatusBar,
        "The interface starts in the launch status bar orientation \(statusBar.name).")
      return decision
    }
    let chosen: InterfaceOrientation
    if let held, decision.supported.contains(held) {
      chosen = held
      note(.launchChoice, "The device is held \(device.spoken), which is supported: \(held.name).")
    } else if decision.supported.contains(statusBar) {
      chosen = statusBar
      note(.launchChoice, "The launch orientation \(statusBar.name) is supported.")
    } else {
      chosen = firstSupported(decision.supported) ?? statusBar
      note(
        .launchChoice, "Neither the device nor the launch orientation is supported: \(chosen.name)."
      )
    }
    interface = chosen
    statusBar = chosen
    return decision
  }

  /// The console line of iPadOS 26 for an app that still opts out of resizing (R26.4).
  static let requiresFullScreenNotice =
    "Update the Info.plist: 1) `UIRequiresFullScreen` will soon be ignored. 2) Support for all "
    + "orientations will soon be required."
}
