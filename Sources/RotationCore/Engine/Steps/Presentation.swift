/// `present` and `dismiss` (rules §7, §8): a full-screen presentation becomes the controller
/// UIKit asks, and from iOS 6 sets the orientation; sheets and popovers that do not fill the
/// screen are not consulted.
extension Simulation {
  mutating func presentOrDismiss(_ step: Step) -> Decision {
    switch step {
    case .present(let controller, let presentation): present(controller, presentation)
    case .dismiss: dismiss()
    default: preconditionFailure("not a presentation step: \(step.action)")
    }
  }

  mutating func present(_ controller: Controller, _ presentation: Presentation) -> Decision {
    switch presentation.launchPhase {
    case .viewDidLoad?:
      if let refused = presentFromDetachedRoot(controller) { return refused }
    case .viewWillAppear?:
      return presentBeforeFirstAppearance(controller, presentation)
    case .viewDidAppear?, .deferred?:
      note(
        .launchPhase,
        "\(controller.name) is presented once the root has appeared: as after launch.")
    case nil:
      break
    }
    warnDetachedPresenter(presentation)
    return presentAfterLaunch(controller, presentation)
  }

  mutating func presentAfterLaunch(_ controller: Controller, _ presentation: Presentation)
    -> Decision
  {
    let index = max(main.hierarchy.presented.count - 1, 0)
    guard fillsWindow(presentation, name: controller.name, below: index) else {
      note(
        .sheetNotConsulted,
        "\(controller.name) is presented as a \(requestedStyle(presentation).rawValue) on "
          + "\(prepared.scenario.device.displayName), which does not fill the screen: it is not "
          + "consulted.")
      let decision = decide()
      refreshCache(decision)
      return decision
    }
    guard parameters.presentation.presentationSetsOrientation else {
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
    if decision.raises {
      note(.noCommonOrientation, "Raised during the presentation.")
      return decision
    }
    refreshCache(decision)
    refreshLock(decision)
    guard decision.viewsFollow, !decision.supported.hasNoOrientation, !locked else {
      return decision
    }
    guard let chosen = presentationOrientation(for: decision, reason: "presenting") else {
      raise(.badPreferredOrientation, in: &decision)
      return decision
    }
    interface = chosen
    statusBar = chosen
    return decision
  }

  /// The class of the window's controller, as UIKit's launch messages name the presenter.
  var rootClass: String {
    mutating get {
      main.hierarchy.windowController.map { main.hierarchy.displayClass($0) } ?? "nil"
    }
  }

  /// Presenting from the root's `viewDidLoad` at launch, before its view is in the window: from
  /// iOS 6 UIKit refuses with a warning; before, nothing happens (parameter
  /// `presentFromDetachedRoot`) (R-L2). Nil when the presentation goes ahead.
  mutating func presentFromDetachedRoot(_ controller: Controller) -> Decision? {
    if parameters.launch.notInHierarchyWarning {
      warnings.append(
        "Warning: Attempt to present <\(controller.displayClass)> on <\(rootClass)> whose view is "
          + "not in the window hierarchy!")
      note(
        .launchPhase,
        "\(controller.name) is presented from viewDidLoad, before the root's view is in the "
          + "window: UIKit refuses and presents nothing.")
    } else {
      let rule = parameters.launch.presentFromDetachedRoot
      inferred(
        .detachedRoot, parameter: "presentFromDetachedRoot", value: rule.rawValue,
        "\(controller.name) is presented from viewDidLoad, before the root's view is in the "
          + "window: " + (rule == .ignored ? "nothing is presented." : "it is presented as usual."))
      guard rule == .ignored else { return nil }
    }
    try? main.hierarchy.apply(.dismiss)
    return decide()
  }

  /// Presenting from the root's `viewWillAppear:` at launch: UIKit has not yet turned to the
  /// launch orientation, so the controller may open in portrait until the next device turn
  /// (R-L1, R-L2; parameter `launchWillAppearPresentPortrait`).
  mutating func presentBeforeFirstAppearance(
    _ controller: Controller, _ presentation: Presentation
  ) -> Decision {
    if parameters.launch.unbalancedAppearanceWarning {
      warnings.append("Unbalanced calls to begin/end appearance transitions for <\(rootClass)>.")
    }
    let decision = presentAfterLaunch(controller, presentation)
    let portrait = parameters.launch.launchWillAppearPresentPortrait
    inferred(
      .launchWillAppear, parameter: "launchWillAppearPresentPortrait", value: String(portrait),
      "\(controller.name) is presented from viewWillAppear:, before UIKit turns to the launch "
        + "orientation: "
        + (portrait && interface != .portrait
          ? "it opens in portrait, and stays so until the device turns."
          : "it opens as presented after launch."))
    guard !decision.raises, decision.viewsFollow, portrait else { return decision }
    interface = .portrait
    statusBar = .portrait
    return decision
  }

  /// The orientation a full-screen controller is shown in, or nil when its
  /// `preferredInterfaceOrientationForPresentation` is not supported (an exception).
  mutating func presentationOrientation(for decision: Decision, reason: String)
    -> InterfaceOrientation?
  {
    guard let asked = decision.asked else { return interface }
    ask(asked, .preferredInterfaceOrientationForPresentation)
    if let preferred = preferredOrientation(asked) {
      guard let orientation = preferred.value.orientation,
        decision.supported.contains(orientation)
      else {
        note(
          .badPreferred,
          "\(main.hierarchy.label(preferred.answerer)).preferredInterfaceOrientationForPresentation "
            + "→ \(preferred.value.spoken), not in \(decision.supported.spoken).")
        return nil
      }
      note(
        .presentation,
        "\(main.hierarchy.label(preferred.answerer)).preferredInterfaceOrientationForPresentation "
          + "→ \(orientation.name).")
      return orientation
    }
    if let camera = cameraPresentationOrientation(asked, supported: decision.supported) {
      return camera
    }
    if decision.supported.contains(statusBar) {
      if parameters.presentation.presentedFollowsDevice, decision.canRotate,
        let held = device.interfaceOrientation, held != statusBar,
        decision.supported.contains(held)
      {
        observed(
          .presentedFollowsDevice, parameter: "presentedFollowsDevice", value: "true",
          "preferredInterfaceOrientationForPresentation is not implemented: shown in the status "
            + "bar's \(statusBar.name), then turned to the device's \(held.name), which it supports."
        )
        return held
      }
      note(
        .presentation,
        "preferredInterfaceOrientationForPresentation is not implemented: the status bar's "
          + "orientation \(statusBar.name) is used.")
      return statusBar
    }
    let held = device.interfaceOrientation
    let chosen: InterfaceOrientation
    if parameters.presentation.presentationFallback == .deviceThenFirstSupported, let held,
      decision.supported.contains(held)
    {
      chosen = held
    } else {
      chosen = decision.supported.first ?? statusBar
    }
    inferred(
      .presentationFallback, parameter: "presentationFallback",
      value: parameters.presentation.presentationFallback.rawValue,
      "The status bar's \(statusBar.name) is not supported while \(reason): UIKit picks "
        + "\(chosen.name).")
    return chosen
  }

  mutating func dismiss() -> Decision {
    guard parameters.presentation.presentationSetsOrientation else {
      if parameters.presentation.reattachUsesStatusBarOrientation { return reattach() }
      note(
        .modalBefore6,
        "The presented controller is dismissed; the interface stays \(interface.name) until the "
          + "device turns.")
      return decide()
    }
    guard parameters.presentation.dismissalReevaluates else {
      observed(
        .dismissal, parameter: "dismissalReevaluates", value: "false",
        "Dismissed; the interface stays \(interface.name).")
      return decide()
    }
    if let kept = keepAfterNonFullScreenDismissal() { return kept }
    var decision = decide()
    observed(
      .dismissal, parameter: "dismissalReevaluates", value: "true",
      "Dismissed: UIKit re-evaluates the controller now on top.")
    if decision.raises { return decision }
    refreshCache(decision)
    refreshLock(decision)
    if locked { return decision }
    guard decision.viewsFollow, decision.canRotate, !decision.supported.hasNoOrientation else {
      return decision
    }
    let held = device.interfaceOrientation
    let target: InterfaceOrientation
    if decision.supported.contains(interface) {
      // Its preferred orientation is asked only when the orientation must change (rules §8).
      target = held.flatMap { decision.supported.contains($0) ? $0 : nil } ?? interface
    } else {
      guard let chosen = presentationOrientation(for: decision, reason: "dismissing") else {
        raise(.badPreferredOrientation, in: &decision)
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

  /// A `custom`, `currentContext` or `overCurrentContext` presentation's dismissal leaves the
  /// interface as it was until the next device turn, asking nobody (R-X3, parameter
  /// `nonFullScreenDismissalReevaluates`); nil when UIKit re-evaluates as after a full-screen
  /// one (`overFullScreen`, which no report settles, included).
  mutating func keepAfterNonFullScreenDismissal() -> Decision? {
    guard let style = dismissedStyle else { return nil }
    switch style {
    case .custom, .currentContext, .overCurrentContext:
      let reevaluates = parameters.presentation.nonFullScreenDismissalReevaluates
      observed(
        .nonFullScreenDismissal, parameter: "nonFullScreenDismissalReevaluates",
        value: String(reevaluates),
        "The dismissed controller was presented \(style.rawValue): "
          + (reevaluates
            ? "UIKit re-evaluates the revealed controller as after a full-screen dismissal."
            : "UIKit does not re-evaluate; the interface stays \(interface.name) until the next "
              + "device turn."))
      guard !reevaluates else { return nil }
      // Nothing is asked, so the decision's own lines would mislead: the log is off meanwhile.
      let log = self.log
      self.log = nil
      defer { self.log = log }
      return unasked(decide())
    case .overFullScreen:
      note(
        .overFullScreenDismissal,
        "The dismissed controller was presented overFullScreen: no report says whether its "
          + "dismissal re-evaluates; it is read as a full-screen one's (open).")
      return nil
    case .fullScreen, .automatic, .pageSheet, .formSheet, .popover:
      return nil
    }
  }
}

extension Simulation {
  /// Before iOS 6: dismissing a full-screen modal puts the revealed controller's view back in the
  /// window, which asks it again: it is laid out in the device's orientation if it accepts it,
  /// else the status bar's, else its first accepted one (R-X2, parameter
  /// `reattachUsesStatusBarOrientation`).
  mutating func reattach() -> Decision {
    let decision = decide()
    let held = device.interfaceOrientation.flatMap { decision.supported.contains($0) ? $0 : nil }
    guard !decision.raises, decision.viewsFollow, decision.canRotate,
      let target = held
        ?? (decision.supported.contains(statusBar)
          ? statusBar : firstSupported(decision.supported))
    else { return decision }
    observed(
      .reattach, parameter: "reattachUsesStatusBarOrientation", value: "true",
      "Dismissed: the revealed controller is asked again and laid out in \(target.name)"
        + (target == held
          ? ", the device's orientation."
          : target == statusBar ? ", the status bar's orientation." : ", the first it accepts."))
    interface = target
    statusBar = target
    return decision
  }

  /// From iOS 8: a `dismiss` in the run-loop turn of the `present` before it fails, and the
  /// presented controller stays (R-X2, parameter `sameTurnDismissFails`).
  mutating func dismissWhileTransitioning(at index: Int) -> Bool {
    guard parameters.presentation.sameTurnDismissFails, index > 0,
      case .dismiss = prepared.scenario.steps[index],
      case .present = prepared.scenario.steps[index - 1]
    else { return false }
    return turnContinues(after: index - 1)
  }

  mutating func refuseDismissal() -> Decision {
    warnings.append("Trying to dismiss the presentation controller while transitioning already.")
    note(
      .sameTurnDismiss,
      "The dismissal comes in the run-loop turn of the presentation: UIKit refuses it while the "
        + "transition runs; the presented controller stays.")
    return decide()
  }
}

extension OutcomeError {
  /// `preferredInterfaceOrientationForPresentation` returned an unsupported orientation
  /// (rules §8, [C10][C10b][C10c]).
  static let badPreferredOrientation = OutcomeError(
    name: "UIApplicationInvalidInterfaceOrientation",
    message:
      "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
  )
}
