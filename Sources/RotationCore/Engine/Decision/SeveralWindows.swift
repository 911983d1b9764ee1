/// Several windows (rules §5.8): each window's controllers decide for it; the status bar
/// follows the windows the profile says; the app delegate answers per window.
extension Simulation {
  /// The app delegate's answer for the main window: the one the decision uses.
  var delegateAnswer: OrientationMask? { mutating get { delegate.mask(for: main.name) } }

  /// Each visible window's orientation, the main one first; empty with a single window, as
  /// most scenarios have (answered in place, without a call).
  @inline(__always) var windowOrientations: [WindowOrientation] {
    mutating get { prepared.namesWindows || !others.isEmpty ? listedWindowOrientations() : [] }
  }

  private mutating func listedWindowOrientations() -> [WindowOrientation] {
    ([main] + others.filter { !$0.hidden }).map {
      WindowOrientation(window: $0.name, orientation: $0.interface)
    }
  }

  /// Applies a step's structure to the window it concerns (the main one unless it names a
  /// controller of another), with the controllers it brings in as prepared.
  mutating func applyStructure(_ step: Step, at position: Int) throws(Hierarchy.Failure) {
    let arriving = prepared.arrivingController(at: position)
    guard !others.isEmpty else { return try main.hierarchy.apply(step, prepared: arriving) }
    let index = Hierarchy.window(for: step, in: [main.hierarchy] + others.map(\.hierarchy))
    if index == 0 {
      try main.hierarchy.apply(step, prepared: arriving)
    } else {
      try others[index - 1].hierarchy.apply(step, prepared: arriving)
    }
  }

  /// The name of the first window without a root view controller, the main one first (R-W5).
  var firstRootlessWindow: String? {
    mutating get {
      main.hierarchy.root == nil ? main.name : others.first { $0.hierarchy.root == nil }?.name
    }
  }

  /// What UIKit decides for another window: the same rules over its controllers, and the app
  /// delegate's answer for it (R-W1, R-W4). No trace: the caller says what it concludes.
  /// The window trades places with the main one in place and back: a copy of the simulation
  /// with the two exchanged copied the list of windows, for each window (windows² a step).
  mutating func decision(inWindow index: Int) -> Decision {
    let log = self.log
    self.log = nil
    swap(&main, &others[index])
    defer {
      swap(&main, &others[index])
      self.log = log
    }
    return decide()
  }

  /// Whether a window takes part in rotation: visible (or hidden, from the iOS 8 SDK), with a
  /// controller that rotates (or any, from the iOS 8 SDK) (R-W1, R-W3).
  mutating func participates(_ window: WindowState) -> Bool {
    let linked8 = linkedSDK >= Version(8)
    if window.hidden && !(parameters.windows.hiddenWindowsParticipate && linked8) { return false }
    return hasRotatingController(window) || (parameters.windows.rootlessWindowsRotate && linked8)
  }

  mutating func hasRotatingController(_ window: WindowState) -> Bool {
    window.hierarchy.root != nil
      || (parameters.decision.firstSubviewControllerRotates && !window.hierarchy.subviews.isEmpty)
  }

  /// Whether a window's decision lets it turn to an orientation.
  mutating func accepts(_ decision: Decision, _ wanted: InterfaceOrientation) -> Bool {
    !decision.raises && decision.canRotate && decision.supported.contains(wanted)
  }

  /// The exception another window's decision raises, when the profile checks every window
  /// for an orientation in common with the app's (R-W1, `otherWindowsRaise`); nil otherwise.
  mutating func exception(of decision: Decision, inWindow index: Int) -> OutcomeError? {
    guard case .noCommonOrientation(let asked)? = decision.exception,
      parameters.windows.otherWindowsRaise
    else { return nil }
    let hierarchy = others[index].hierarchy
    observed(
      .otherWindowsRaise, parameter: "otherWindowsRaise", value: "true",
      "Window \(others[index].name): \(hierarchy.label(asked)) has no orientation in common with "
        + "the app's for this window and shouldAutorotate YES: UIKit raises.")
    return Self.noCommonOrientation(hierarchy.raisingClass(asked))
  }

  /// After the main window followed the device: the other windows follow it each by its own
  /// decision, and the status bar follows the windows the profile says (R-W1 to R-W3). Returns
  /// the exception a window raises (R-W1, `otherWindowsRaise`).
  mutating func followDeviceInOtherWindows(statusBarBefore: InterfaceOrientation) -> OutcomeError? {
    guard let wanted = device.interfaceOrientation, parameters.decision.autorotatesAtRuntime
    else { return nil }
    var accepted: Set<Int> = []
    for index in others.indices where participates(others[index]) {
      let decision = decision(inWindow: index)
      if let failure = exception(of: decision, inWindow: index) { return failure }
      guard accepts(decision, wanted) else {
        note(
          .windowsRotateApart,
          "Window \(others[index].name) does not accept \(wanted.name): it stays "
            + "\(others[index].interface.name).")
        continue
      }
      accepted.insert(index)
      if others[index].interface != wanted {
        note(
          .windowsRotateApart,
          "Window \(others[index].name) accepts \(wanted.name) "
            + "(\(Self.name(of: decision.decider, in: others[index]) ?? "application") decides): "
            + "it turns.")
      }
      others[index].interface = wanted
    }
    settleStatusBar(wanted, accepted: accepted, before: statusBarBefore)
    return nil
  }

  /// The status bar after a device turn with several windows (R-W2, `statusBarAuthority`).
  mutating func settleStatusBar(
    _ wanted: InterfaceOrientation, accepted: Set<Int>, before: InterfaceOrientation
  ) {
    let authority = parameters.windows.statusBarAuthority
    let mainTook = statusBar == wanted && before != wanted
    var turns: Bool?
    switch authority {
    case .anyAcceptingWindow:
      if !mainTook && !accepted.isEmpty { turns = true }
    case .keyWindow:
      return
    case .topmostWindow:
      let visible = others.indices.filter { participates(others[$0]) }
      if let top = visible.max(by: { others[$0].level <= others[$1].level }),
        others[top].level > main.level
      {
        turns = accepted.contains(top)
      }
    case .lastRootAssigned:
      if let last = others.indices.last(where: { participates(others[$0]) }) {
        turns = accepted.contains(last)
      }
    }
    guard let turns else { return }
    let result = turns ? wanted : before
    if result != statusBar {
      inferred(
        .statusBarAuthority, parameter: "statusBarAuthority", value: authority.rawValue,
        "With several windows the status bar "
          + (turns ? "turns to \(wanted.name)" : "stays \(before.name)") + ".")
    }
    statusBar = result
  }

  /// Where a window shown after launch starts: the status bar's orientation if its controllers
  /// accept it, else the device's, else portrait (R-W1). Returns the exception its root raises
  /// (R-W1, `otherWindowsRaise`).
  mutating func placeNewWindow(_ index: Int) -> OutcomeError? {
    guard participates(others[index]) else {
      note(
        .windowsRotateApart,
        "Window \(others[index].name) does not take part in rotation: its content stays portrait.")
      return nil
    }
    let decision = decision(inWindow: index)
    if let failure = exception(of: decision, inWindow: index) { return failure }
    // UIKit asks the new window's root about the device as held: it starts there if it accepts
    // it, and may turn the status bar at once (rdar 19592583 [P30], TTWindowManager [P19]).
    let held = device.interfaceOrientation.flatMap { accepts(decision, $0) ? $0 : nil }
    let hierarchy = others[index].hierarchy
    let preferred = hierarchy.windowController.flatMap {
      hierarchy.nodes[$0].answers.preferredInterfaceOrientationForPresentation?.orientation
    }.flatMap { accepts(decision, $0) ? $0 : nil }
    let start: InterfaceOrientation =
      held
      ?? (accepts(decision, statusBar)
        ? statusBar : preferred ?? firstSupported(decision.supported) ?? .portrait)
    others[index].interface = start
    note(
      .windowsRotateApart,
      "Window \(others[index].name) appears; "
        + "\(Self.name(of: decision.decider, in: others[index]) ?? "the application") decides "
        + "for it: \(start.name).")
    if start != statusBar, start == held || start == preferred {
      settleStatusBar(start, accepted: [index], before: statusBar)
    }
    return nil
  }

  /// A window goes away: it no longer takes part. The status bar keeps the orientation it
  /// took, or turns back to the main window's at once (R-W6, `statusBarReturnsOnWindowRemoval`).
  mutating func removeWindow(named name: String) {
    guard let index = others.firstIndex(where: { $0.name == name }) else {
      preconditionFailure("the decoder admits only a showing window: \(name)")
    }
    others.remove(at: index)
    note(.windowRemoved, "Window \(name) is hidden and released: it no longer takes part.")
    settleStatusBarAfterLeaving()
  }

  /// After a window left (removed or hidden): the status bar keeps the orientation the window
  /// gave it, or turns back to the main window's (R-W6, `statusBarReturnsOnWindowRemoval`).
  mutating func settleStatusBarAfterLeaving() {
    guard statusBar != interface else { return }
    let returns = parameters.windows.statusBarReturnsOnWindowRemoval
    observed(
      .windowRemoved, parameter: "statusBarReturnsOnWindowRemoval", value: String(returns),
      "The status bar is \(statusBar.name) and the main window \(interface.name): the status bar "
        + (returns ? "turns back to \(interface.name)." : "stays until the next rotation."))
    if returns { statusBar = interface }
  }

  static let missingRootMessage =
    "Application windows are expected to have a root view controller at the end of application launch"

  /// The end of launch: every window without a root view controller is a warning, or from the
  /// iOS 9 SDK an exception (R-W5).
  @inline(__always) mutating func missingRootViewController() -> OutcomeError? {
    let message = Self.missingRootMessage
    guard let rootless = firstRootlessWindow else { return nil }
    if prepared.scenario.infoPlist.sceneManifest != nil, parameters.system.version >= Version(13) {
      let checked = parameters.windows.rootViewControllerCheckInScenes
      inferred(
        .rootCheckInScenes, parameter: "rootViewControllerCheckInScenes", value: String(checked),
        "The app uses scenes: " + (checked ? "its windows are checked." : "nothing is checked."))
      guard checked else { return nil }
    }
    if parameters.windows.missingRootViewControllerRaises, linkedSDK >= Version(9) {
      note(
        .missingRootRaises,
        "Window \(rootless) has no root view controller at the end of launch: from the "
          + "iOS 9 SDK UIKit raises.")
      return OutcomeError(name: "NSInternalInconsistencyException", message: message)
    }
    return nil
  }

  /// The end of launch with the main window never made key and visible: from the iOS 9 SDK the
  /// launch check fails as for a missing root (R-L3, `hiddenMainWindowRaises`).
  @inline(__always) mutating func hiddenMainWindow() -> OutcomeError? {
    guard main.hidden, parameters.windows.hiddenMainWindowRaises, linkedSDK >= Version(9) else {
      return nil
    }
    note(
      .hiddenMainWindow,
      "Window \(main.name) is still hidden at the end of launch (makeKeyAndVisible was never "
        + "called): from the iOS 9 SDK UIKit raises.")
    return OutcomeError(name: "NSInternalInconsistencyException", message: Self.missingRootMessage)
  }
}

/// The app delegate's answers as masks, read once (R-W4).
struct DelegateMasks: Sendable {
  var single: OrientationMask?
  var perWindow: [String: OrientationMask] = [:]
  var otherwise: OrientationMask?

  init(_ delegate: AppDelegate) {
    single = delegate.supportedInterfaceOrientationsForWindow?.mask
    if let answers = delegate.perWindow {
      for answer in answers.windows { perWindow[answer.window] = answer.mask.mask }
      otherwise = answers.otherwise.mask
    }
  }

  func mask(for window: String) -> OrientationMask? {
    single ?? perWindow[window] ?? otherwise
  }
}
