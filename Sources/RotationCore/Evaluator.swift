/// Evaluates scenarios under a profile: the shared rule core.
///
/// Pure and deterministic: the same scenario and profile always give the same outcome.
public struct Evaluator: Sendable {
  public let profile: Profile
  /// Whether outcomes carry trace lines (a run that only needs results may turn them off).
  public var tracing: Bool

  public init(profile: Profile, tracing: Bool = true) {
    self.profile = profile
    self.tracing = tracing
  }

  /// The outcome of every step of the scenario under the profile.
  public func evaluate(_ scenario: Scenario) -> Outcome {
    evaluate(PreparedScenario(scenario))
  }

  /// The outcome of a prepared scenario: prepare once, evaluate under several profiles.
  public func evaluate(_ prepared: PreparedScenario) -> Outcome {
    var run = Run(prepared, profile: profile, tracing: tracing)
    return run.execute()
  }
}

/// A scenario with its window's controllers laid out once, to evaluate under several profiles
/// without building them again.
public struct PreparedScenario: Sendable {
  public let scenario: Scenario
  let hierarchy: Hierarchy

  public init(_ scenario: Scenario) {
    self.scenario = scenario
    self.hierarchy = Hierarchy(window: scenario.window)
  }
}

/// The engine version: bumped whenever a rule changes an outcome, so that recorded outcomes
/// computed by an older engine are known to be stale.
public enum Engine {
  public static let version = "1"
}

/// What UIKit decided when it asked the app at one moment.
struct Decision {
  /// The controller whose answer decided, `application`, or nil when nothing was asked.
  var decider: String?
  /// The controller UIKit asks (top full-screen or window controller), if any.
  var asked: Int?
  /// Device rotation may rotate (6+: `shouldAutorotate`; before: always).
  var canRotate: Bool
  /// The effective supported set.
  var supported: OrientationMask
  /// Controllers rotate the views; false when no controller is asked, so at most the status bar
  /// turns (rules §4: no root view controller).
  var viewsFollow: Bool
  /// The top controller's mask is 0 under the manual-status-bar reading (rules §4, §10).
  var zeroMask: Bool = false
  /// The exception UIKit raises when it evaluates this decision.
  var failure: OutcomeError?
}

/// The trace lines of the step being evaluated. A reference, so that rules can write to it
/// while they read the run's state.
final class Log {
  var lines: [String] = []
}

/// One evaluation: the state of the simulated app, step by step.
struct Run {
  let scenario: Scenario
  /// The profile's id and parameters only: no other string of the profile is touched per step.
  let profileID: String
  let parameters: Profile.Parameters

  var hierarchy: Hierarchy
  var interface: InterfaceOrientation = .portrait
  var statusBar: InterfaceOrientation = .portrait
  var device: DeviceOrientation = .portrait
  var launched = false
  /// Nil when tracing is off: no trace text is built at all.
  let log: Log?
  var warnings: [String] = []

  init(_ prepared: PreparedScenario, profile: Profile, tracing: Bool) {
    self.scenario = prepared.scenario
    self.profileID = profile.id
    self.parameters = profile.parameters
    self.hierarchy = prepared.hierarchy
    self.log = tracing ? Log() : nil
  }

  var isModern: Bool { parameters.autorotation == .supportedInterfaceOrientations }

  func note(_ rule: @autoclosure () -> Rule, _ text: @autoclosure () -> String) {
    if let log { log.lines.append("\(text()) (\(rule().citation))") }
  }

  /// An inferred rule decided: the trace names the profile parameter that chose it.
  func inferred(
    _ rule: @autoclosure () -> Rule, parameter: String, value: @autoclosure () -> String,
    _ text: @autoclosure () -> String
  ) {
    if let log {
      log.lines.append(
        "\(text()) (\(rule().citation); inferred rule, parameter \(parameter) = \(value()))")
    }
  }

  // MARK: Running steps

  mutating func execute() -> Outcome {
    var outcomes: [StepOutcome] = []
    outcomes.reserveCapacity(scenario.steps.count)
    for (index, step) in scenario.steps.enumerated() {
      log?.lines = []
      warnings = []
      let before = interface
      var decision: Decision
      do {
        try hierarchy.apply(step)
        decision = try perform(step)
      } catch let failure as Hierarchy.Failure {
        decision = Decision(canRotate: false, supported: .none, viewsFollow: false)
        decision.failure = OutcomeError(name: "InvalidStep", message: failure.message)
      } catch {
        decision = Decision(canRotate: false, supported: .none, viewsFollow: false)
      }
      let transform = manualTransform()
      if let transform {
        note(
          parameters.launchGeometry == .technoteFormula ? .manualLandscapeLaunch : .geometry,
          "The status bar is \(statusBar.name) but the views are \(interface.name): the app must "
            + "rotate its root view by \(transform.rotationDegrees)° with center "
            + "(\(transform.center.x), \(transform.center.y)) and bounds "
            + "\(transform.bounds.width)×\(transform.bounds.height)"
            + (parameters.launchGeometry == .technoteFormula
              ? " (TN2244's 2009 formula, parameter launchGeometry = technoteFormula)."
              : " (center of the screen less the status bar)."))
      }
      outcomes.append(
        StepOutcome(
          index: index, action: step.action, deviceOrientation: device,
          interfaceOrientation: interface, statusBarOrientation: statusBar,
          rotated: interface != before, decider: decision.decider, supported: decision.supported,
          error: decision.failure, manualTransform: transform,
          warnings: warnings, trace: log?.lines ?? []))
      if decision.failure != nil {
        return Outcome(
          scenario: scenario.id, profile: profileID, crashed: true, steps: outcomes)
      }
    }
    return Outcome(scenario: scenario.id, profile: profileID, crashed: false, steps: outcomes)
  }

  mutating func perform(_ step: Step) throws -> Decision {
    switch step {
    case .launch(let held):
      device = held
      return launch()
    case .rotate(let turned):
      device = turned
      note(.deviceMapping, "The user turns the device to \(turned.spoken).")
      return followDevice()
    case .forceDeviceOrientation(let forced):
      device = forced
      note(
        .forceDevice,
        "The app sets UIDevice's orientation to \(forced.name) through setValue:forKey:; UIKit "
          + "treats it as a device turn, which lasts until the device turns again.")
      return followDevice()
    case .attemptRotationToDeviceOrientation:
      guard parameters.attemptRotationAvailable else {
        note(
          .unrecognizedSelector,
          "attemptRotationToDeviceOrientation exists from iOS 5.0; calling it raises.")
        var decision = decide()
        decision.failure = OutcomeError(
          name: "NSInvalidArgumentException",
          message:
            "+[UIViewController attemptRotationToDeviceOrientation]: unrecognized selector sent to class"
        )
        return decision
      }
      note(
        .attemptRotation,
        "attemptRotationToDeviceOrientation: UIKit asks again for the device orientation "
          + "\(device.name).")
      return followDevice()
    case .push(let controller, _):
      note(
        .noForcedRotation,
        "Pushed \(controller.name); a push never forces a rotation: the interface stays "
          + "\(interface.name) until the device turns.")
      return decide()
    case .pop:
      note(
        .noForcedRotation,
        "Popped; a pop never forces a rotation: the interface stays \(interface.name).")
      return decide()
    case .selectTab(let tab, _):
      note(
        .noForcedRotation,
        "Selected tab \(tab); a tab switch never forces a rotation: the interface stays "
          + "\(interface.name).")
      return decide()
    case .present(let controller, let style):
      return present(controller, style: style)
    case .dismiss:
      return dismiss()
    case .setStatusBarOrientation(let orientation):
      return setStatusBar(orientation)
    case .update(let name, _):
      note(
        .attemptRotation,
        "\(name) now answers differently; UIKit asks again only at the next device turn, "
          + "presentation or attemptRotationToDeviceOrientation.")
      return decide()
    }
  }

  // MARK: Launch

  /// The status bar's orientation at launch (rules §1.1, §4, §9).
  func launchStatusBar() -> InterfaceOrientation {
    if let list = plistOrientations, !list.isEmpty {
      if scenario.infoPlist.interfaceOrientation != nil {
        note(
          .launchStatusBar,
          "UIInterfaceOrientation is ignored because UISupportedInterfaceOrientations is present.")
      }
      let chosen = list.contains(.portrait) ? InterfaceOrientation.portrait : list[0]
      note(
        .launchStatusBar,
        "Launch status bar: \(chosen.name) (portrait if listed in UISupportedInterfaceOrientations, "
          + "else the first listed).")
      return chosen
    }
    let chosen = scenario.infoPlist.interfaceOrientation ?? .portrait
    note(
      .launchStatusBarKey,
      "Launch status bar: \(chosen.name) from UIInterfaceOrientation"
        + (scenario.infoPlist.interfaceOrientation == nil ? " (absent: default portrait)." : "."))
    return chosen
  }

  /// The Info.plist's supported list for this device, if the profile reads the key.
  var plistOrientations: [InterfaceOrientation]? {
    guard parameters.readsSupportedOrientationsKey else { return nil }
    if scenario.device == .ipad, let pad = scenario.infoPlist.supportedInterfaceOrientationsPad {
      return pad
    }
    return scenario.infoPlist.supportedInterfaceOrientations
  }

  mutating func launch() -> Decision {
    if !parameters.readsSupportedOrientationsKey
      && (scenario.infoPlist.supportedInterfaceOrientations != nil
        || scenario.infoPlist.supportedInterfaceOrientationsPad != nil)
    {
      note(.plistHint, "UISupportedInterfaceOrientations does not exist before 3.2 and is ignored.")
    }
    statusBar = launchStatusBar()
    interface = .portrait
    note(.launchRotation, "Views load in portrait.")
    let decision = isModern ? launchModern() : launchLegacy()
    launched = true
    if isModern, scenario.appDelegate.supportedInterfaceOrientationsForWindow != nil,
      parameters.appDelegateMask
    {
      note(
        .delegateAfterLaunch,
        "application:supportedInterfaceOrientationsForWindow: takes effect from the end of launch.")
    }
    if parameters.warnsMissingRootViewController, hierarchy.root == nil {
      warnings.append(
        "Application windows are expected to have a root view controller at the end of application launch"
      )
    }
    return decision
  }

  mutating func launchLegacy() -> Decision {
    let decision = decide()
    guard decision.viewsFollow else {
      note(.legacyAsked, "No view controller is asked: the views stay portrait.")
      return decision
    }
    if parameters.manualLandscapeLaunch {
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
    if held != interface && decision.supported.contains(held) && parameters.autorotatesAtRuntime {
      interface = held
      statusBar = held
      note(
        .legacyAsked,
        "The device is held \(device.spoken) and the controller accepts \(held.name): "
          + "UIKit rotates to it.")
    }
    return decision
  }

  mutating func launchModern() -> Decision {
    let decision = decide()
    if decision.failure != nil {
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

  /// The first supported orientation in the Info.plist's order, then the contract's order.
  func firstSupported(_ mask: OrientationMask) -> InterfaceOrientation? {
    let listed = (plistOrientations ?? []).first { mask.contains($0) }
    return listed ?? mask.orientations.first
  }

  // MARK: Device-driven rotation

  mutating func followDevice() -> Decision {
    let decision = decide()
    if decision.failure != nil { return decision }
    guard let wanted = device.interfaceOrientation else {
      note(
        .invalidDeviceOrientation,
        "\(device.name) has no interface orientation: the interface keeps \(interface.name).")
      return decision
    }
    note(.deviceMapping, "Device \(device.name) is interface \(wanted.name).")
    guard parameters.autorotatesAtRuntime else {
      inferred(
        .runtimeLike21, parameter: "autorotatesAtRuntime", value: "false",
        "This profile does not autorotate at run time.")
      return decision
    }
    if !isModern && parameters.manualLandscapeLaunch {
      inferred(
        .runtimeLike21, parameter: "autorotatesAtRuntime", value: "true",
        "iPhone OS 2.0 is taken to autorotate at run time like 2.1.")
    }
    guard decision.canRotate else {
      note(.shouldAutorotate, "shouldAutorotate is NO: the interface stays \(interface.name).")
      return decision
    }
    guard decision.supported.contains(wanted) else {
      note(
        isModern ? .modernRotation : .legacyAsked,
        "\(wanted.name) is not supported: the rotation is ignored; the interface stays "
          + "\(interface.name).")
      return decision
    }
    if decision.viewsFollow {
      if interface != wanted {
        note(
          isModern ? .modernRotation : .legacyAsked,
          "UIKit rotates the interface to \(wanted.name).")
      }
      interface = wanted
    } else {
      note(
        .noRootViewController,
        "No view controller is notified: only the status bar turns to \(wanted.name).")
    }
    statusBar = wanted
    return decision
  }

  // MARK: Presentation

  func isFullScreen(_ style: PresentationStyle) -> Bool {
    switch style {
    case .fullScreen: true
    // On iPhone, page and form sheets fill the screen ([C9c]: the crash happens on compact
    // iPhones, not on iPad where the controller is a sheet).
    case .pageSheet, .formSheet: scenario.device == .iphone
    case .popover: false
    }
  }

  mutating func present(_ controller: Controller, style: PresentationStyle) -> Decision {
    guard isFullScreen(style) else {
      note(
        .sheetNotConsulted,
        "\(controller.name) is presented as a \(style.rawValue) on \(scenario.device.displayName), "
          + "which does not fill the screen: it is not consulted.")
      return decide()
    }
    guard parameters.presentationSetsOrientation else {
      note(
        .modalBefore6,
        "\(controller.name) is presented full screen and appears in the current orientation "
          + "\(interface.name); it rotates only at the next device turn.")
      return decide()
    }
    note(
      .presentation,
      "\(controller.name) is presented full screen: it becomes the top-most full-screen controller."
    )
    var decision = decide()
    if decision.failure != nil {
      note(.noCommonOrientation, "Raised during the presentation.")
      return decision
    }
    guard decision.viewsFollow, !decision.supported.hasNoOrientation else { return decision }
    guard let chosen = presentationOrientation(for: decision, reason: "presenting") else {
      decision.failure = badPreferredError
      return decision
    }
    interface = chosen
    statusBar = chosen
    return decision
  }

  var badPreferredError: OutcomeError {
    OutcomeError(
      name: "UIApplicationInvalidInterfaceOrientation",
      message:
        "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
    )
  }

  /// The orientation a full-screen controller is shown in, or nil when its
  /// `preferredInterfaceOrientationForPresentation` is not supported (an exception).
  func presentationOrientation(for decision: Decision, reason: String)
    -> InterfaceOrientation?
  {
    guard let asked = decision.asked else { return interface }
    if let preferred = preferredOrientation(asked) {
      guard let orientation = preferred.value.orientation,
        decision.supported.contains(orientation)
      else {
        note(
          .badPreferred,
          "\(hierarchy.label(preferred.answerer)).preferredInterfaceOrientationForPresentation "
            + "→ \(preferred.value.spoken), not in \(decision.supported.spoken).")
        return nil
      }
      note(
        .presentation,
        "\(hierarchy.label(preferred.answerer)).preferredInterfaceOrientationForPresentation "
          + "→ \(orientation.name).")
      return orientation
    }
    if decision.supported.contains(statusBar) {
      note(
        .presentation,
        "preferredInterfaceOrientationForPresentation is not implemented: the status bar's "
          + "orientation \(statusBar.name) is used.")
      return statusBar
    }
    let held = device.interfaceOrientation
    let chosen: InterfaceOrientation
    if parameters.presentationFallback == .deviceThenFirstSupported, let held,
      decision.supported.contains(held)
    {
      chosen = held
    } else {
      chosen = decision.supported.orientations.first ?? statusBar
    }
    inferred(
      .presentationFallback, parameter: "presentationFallback",
      value: parameters.presentationFallback.rawValue,
      "The status bar's \(statusBar.name) is not supported while \(reason): UIKit picks "
        + "\(chosen.name).")
    return chosen
  }

  mutating func dismiss() -> Decision {
    guard isModern, parameters.presentationSetsOrientation else {
      note(
        .modalBefore6,
        "The presented controller is dismissed; the interface stays \(interface.name) until the "
          + "device turns.")
      return decide()
    }
    guard parameters.dismissalReevaluates else {
      inferred(
        .dismissal, parameter: "dismissalReevaluates", value: "false",
        "Dismissed; the interface stays \(interface.name).")
      return decide()
    }
    var decision = decide()
    inferred(
      .dismissal, parameter: "dismissalReevaluates", value: "true",
      "Dismissed: UIKit re-evaluates the controller now on top.")
    if decision.failure != nil { return decision }
    guard decision.viewsFollow, decision.canRotate, !decision.supported.hasNoOrientation else {
      return decision
    }
    let held = device.interfaceOrientation
    let target: InterfaceOrientation
    if decision.supported.contains(interface) {
      target = held.flatMap { decision.supported.contains($0) ? $0 : nil } ?? interface
    } else {
      guard let chosen = presentationOrientation(for: decision, reason: "dismissing") else {
        decision.failure = badPreferredError
        return decision
      }
      target = chosen
    }
    if target != interface {
      note(.dismissal, "UIKit rotates the revealed interface to \(target.name).")
    }
    interface = target
    statusBar = target
    return decision
  }

  // MARK: Status bar

  mutating func setStatusBar(_ orientation: InterfaceOrientation) -> Decision {
    let decision = decide()
    if parameters.statusBarOrientationNeedsZeroMask && decision.asked != nil && !decision.zeroMask {
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

  // MARK: Manual transform

  /// What the app must apply itself when the status bar and the views disagree (rules §0.2).
  func manualTransform() -> ManualTransform? {
    guard statusBar != interface else { return nil }
    let (width, height) = scenario.device == .iphone ? (320, 480) : (768, 1024)
    let bar = scenario.infoPlist.statusBarHidden == true ? 0 : 20
    // Status bar frame in portrait screen coordinates (rules §0.2, [C20]).
    let barFrame: (x: Int, y: Int, w: Int, h: Int)
    let degrees: Int
    switch statusBar {
    case .portrait: (barFrame, degrees) = ((0, 0, width, bar), 0)
    case .portraitUpsideDown: (barFrame, degrees) = ((0, height - bar, width, bar), 180)
    case .landscapeRight: (barFrame, degrees) = ((width - bar, 0, bar, height), 90)
    case .landscapeLeft: (barFrame, degrees) = ((0, 0, bar, height), -90)
    }
    if parameters.launchGeometry == .technoteFormula {
      // TN2244 (2009): bounds = (0, 0, bar.height, bar.x); center = (bar.x / 2, bar.height / 2).
      let hidden = bar == 0
      let x = hidden ? 0 : barFrame.x
      let h = hidden ? 0 : barFrame.h
      return ManualTransform(rotationDegrees: degrees, center: (x / 2, h / 2), bounds: (h, x))
    }
    // The content area is the screen less the status bar; the view is centred on it.
    let content: (x: Int, y: Int, w: Int, h: Int)
    switch statusBar {
    case .portrait: content = (0, bar, width, height - bar)
    case .portraitUpsideDown: content = (0, 0, width, height - bar)
    case .landscapeRight: content = (0, 0, width - bar, height)
    case .landscapeLeft: content = (bar, 0, width - bar, height)
    }
    let center = (content.x + content.w / 2, content.y + content.h / 2)
    let bounds = statusBar.isLandscape ? (content.h, content.w) : (content.w, content.h)
    return ManualTransform(rotationDegrees: degrees, center: center, bounds: bounds)
  }
}
