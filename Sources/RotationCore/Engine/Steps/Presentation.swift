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
    guard fillsWindow(presentation, name: controller.name) else {
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
    if decision.failure != nil {
      note(.noCommonOrientation, "Raised during the presentation.")
      return decision
    }
    refreshCache(decision)
    refreshLock(decision)
    guard decision.viewsFollow, !decision.supported.hasNoOrientation, !locked else {
      return decision
    }
    guard let chosen = presentationOrientation(for: decision, reason: "presenting") else {
      decision.failure = .badPreferredOrientation
      return decision
    }
    interface = chosen
    statusBar = chosen
    return decision
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
    if decision.supported.contains(statusBar) {
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
      chosen = decision.supported.orientations.first ?? statusBar
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
      note(
        .modalBefore6,
        "The presented controller is dismissed; the interface stays \(interface.name) until the "
          + "device turns.")
      return decide()
    }
    guard parameters.presentation.dismissalReevaluates else {
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
    refreshCache(decision)
    refreshLock(decision)
    if locked { return decision }
    guard decision.viewsFollow, decision.canRotate, !decision.supported.hasNoOrientation else {
      return decision
    }
    let held = device.interfaceOrientation
    let target: InterfaceOrientation
    if decision.supported.contains(interface) {
      target = held.flatMap { decision.supported.contains($0) ? $0 : nil } ?? interface
    } else {
      guard let chosen = presentationOrientation(for: decision, reason: "dismissing") else {
        decision.failure = .badPreferredOrientation
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
