/// The app asks UIKit to rotate or to read its answers again (iOS 16 and 26):
/// `requestGeometryUpdate`, `setNeedsUpdateOfSupportedInterfaceOrientations` and
/// `setNeedsUpdateOfPrefersInterfaceOrientationLocked` (rules-modern R16.2 to R16.4, R26.2).
extension Simulation {
  mutating func request(_ step: Step) -> Decision {
    switch step {
    case .requestGeometryUpdate(let mask):
      guard parameters.calls.geometryRequestsAvailable else {
        return skip("requestGeometryUpdate(_:errorHandler:)", since: "16.0")
      }
      return requestGeometry(mask.mask)
    case .setNeedsUpdateOfSupportedInterfaceOrientations(let controller):
      guard parameters.calls.geometryRequestsAvailable else {
        return skip("setNeedsUpdateOfSupportedInterfaceOrientations()", since: "16.0")
      }
      return setNeedsUpdateOfSupported(controller)
    case .setNeedsUpdateOfPrefersInterfaceOrientationLocked(let controller):
      guard parameters.calls.orientationLockAvailable else {
        return skip("setNeedsUpdateOfPrefersInterfaceOrientationLocked()", since: "26.0")
      }
      note(
        .orientationLock,
        "\(controller) tells UIKit that its orientation lock preference changed.")
      let decision = decide()
      refreshLock(decision)
      return decision
    default:
      preconditionFailure("not a request step: \(step.action)")
    }
  }

  /// UIKit reads the deciding controller's mask again (rules-modern R16.3).
  mutating func refreshCache(_ decision: Decision) {
    cachedMask = decision.answer
    cachedAnswerer = decision.answerer
  }

  /// UIKit reads the orientation lock preference again (rules-modern R26.2): the lock holds
  /// only for a scene that fills the screen.
  mutating func refreshLock(_ decision: Decision) {
    guard parameters.calls.orientationLockAvailable else { return }
    // The controller UIKit would ask, even where multitasking asks none of their masks.
    let controller = decision.asked ?? askedController()
    if let controller { ask(controller, .prefersInterfaceOrientationLocked) }
    let wanted = controller.map { prefersLock($0) } ?? false
    var holds = wanted
    if wanted {
      if idiom == .ipad && multitaskingMode != .fullScreen {
        note(
          .orientationLock,
          "The scene does not fill the screen (\(multitaskingMode.rawValue)): the orientation "
            + "lock is not honoured.")
        holds = false
      } else if idiom == .iphone {
        holds = parameters.calls.lockHonouredOnIPhone
        inferred(
          .lockOnIPhone, parameter: "lockHonouredOnIPhone", value: String(holds),
          "On iPhone the orientation lock is " + (holds ? "honoured." : "not honoured."))
      }
    }
    if holds != locked {
      note(
        .orientationLock,
        holds
          ? "The interface orientation is now locked in \(interface.name)."
          : "The interface orientation lock is released.")
    }
    locked = holds
  }

  /// `prefersInterfaceOrientationLocked` of a controller, through forwarding containers.
  mutating func prefersLock(_ index: Int) -> Bool {
    if let value = nodes[index].answers.prefersInterfaceOrientationLocked { return value }
    // A container that forwards every method forwards this one too, to the children its
    // forwardingTarget names; one child preferring the lock is enough, as one child refusing
    // shouldAutorotate is (R-C6). A list of forwarded methods cannot name it: not forwarded.
    guard nodes[index].kind.isContainer, nodes[index].forwardsToChild,
      nodes[index].forwardedMethods == Hierarchy.allMethods
    else { return false }
    // Untraced: the method named is only the trace's, and no line is written.
    return forwardTargets(index, .shouldAutorotate, traced: false).contains { prefersLock($0) }
  }

  mutating func requestGeometry(_ requested: OrientationMask) -> Decision {
    note(
      .geometryRequest,
      "The app requests a geometry update to \(requested.spoken).")
    pendingRequest = requested
    let processing = parameters.calls.geometryRequestProcessing
    if processing == .endOfTurn {
      observed(
        .requestProcessing, parameter: "geometryRequestProcessing", value: processing.rawValue,
        "UIKit processes the request at the end of the run-loop turn.")
    } else {
      observed(
        .requestProcessing, parameter: "geometryRequestProcessing", value: processing.rawValue,
        "UIKit checks the request at once, against the masks it holds now.")
      return processPendingRequest()
    }
    return decide()
  }

  /// Processes the geometry request that waited for the end of its turn (rules-modern R16.4).
  mutating func processPendingRequest() -> Decision {
    guard let requested = pendingRequest else { return decide() }
    pendingRequest = nil
    var decision = decide()
    if decision.raises { return decision }
    if multitasks || (idiom == .ipad && multitaskingMode == .windowed) {
      geometryError = GeometryError(
        code: 101,
        message:
          "The current windowing mode does not allow for programmatic changes to interface orientation."
      )
      note(
        .geometryWindowing,
        "The app multitasks or is windowed: the request fails with error 101; no rotation.")
      return decision
    }
    var supported = decision.supported
    if transitionInTurn, parameters.calls.transitionHoldsOrientation {
      observed(
        .transitionHoldsOrientation, parameter: "transitionHoldsOrientation", value: "true",
        "A presentation, dismissal, push or pop runs in this turn: UIKit checks the request "
          + "against the current orientation \(interface.name) only.")
      supported = OrientationMask([interface])
    } else if let cached = cachedMask, cached != decision.answer, decision.asked != nil {
      let usesCache = parameters.calls.geometryValidationUsesCache
      inferred(
        .geometryCache, parameter: "geometryValidationUsesCache", value: String(usesCache),
        "UIKit last read the deciding controller's mask as \(cached.spoken); it answers "
          + "\(decision.answer?.spoken ?? "nothing") now: the request is checked against "
          + (usesCache ? "the mask last read." : "its answer now."))
      if usesCache {
        // The app's mask was read and traced by this decision: not told twice.
        supported = cached.intersection(quietly { $0.appMask() }).intersection(deviceMask)
      }
    }
    decision.supported = supported
    let allowed = requested.intersection(supported)
    guard !allowed.hasNoOrientation, let target = fallback(in: allowed) else {
      geometryError = GeometryError(
        code: 101,
        message:
          "None of the requested orientations are supported by the view controller. Requested: "
          + requested.orientations.map(\.name).joined(separator: ", ") + "; Supported: "
          + supported.orientations.map(\.name).joined(separator: ", "))
      note(
        .geometryDenied,
        "None of \(requested.spoken) is supported (\(supported.spoken)): the error handler gets "
          + "UISceneErrorDomain 101; no rotation.")
      return decision
    }
    if target == interface {
      note(.geometryRequest, "\(interface.name) is allowed: the interface stays.")
    } else {
      note(
        .fallbackOrder,
        "UIKit rotates to \(target.name), the first allowed of the current orientation, the "
          + "device's, portrait, landscapeRight, landscapeLeft, portraitUpsideDown.")
      rotate(to: target, decision)
    }
    return decision
  }

  /// The interface and the status bar turn to an orientation UIKit chose.
  mutating func rotate(to target: InterfaceOrientation, _ decision: Decision) {
    guard decision.viewsFollow else {
      statusBar = target
      return
    }
    interface = target
    statusBar = target
  }

  mutating func setNeedsUpdateOfSupported(_ controller: String?) -> Decision {
    if let controller, let index = main.hierarchy.index(named: controller),
      !main.hierarchy.isOnScreen(index)
    {
      note(
        .setNeedsUpdate,
        "\(controller) is in no window: UIKit reads nothing again (inferred).")
      return decide()
    }
    if transitionInTurn, parameters.calls.transitionHoldsOrientation {
      observed(
        .transitionHoldsOrientation, parameter: "transitionHoldsOrientation", value: "true",
        "\(controller ?? "The deciding controller") calls "
          + "setNeedsUpdateOfSupportedInterfaceOrientations while a transition runs: UIKit reads "
          + "the masks again when the turn ends.")
      deferredUpdate = .some(controller)
      return decide()
    }
    note(
      .setNeedsUpdate,
      "\(controller ?? "The deciding controller") calls "
        + "setNeedsUpdateOfSupportedInterfaceOrientations: UIKit reads the masks again.")
    let decision = decide()
    if decision.raises { return decision }
    refreshCache(decision)
    guard decision.viewsFollow, !decision.supported.hasNoOrientation, !locked else {
      return decision
    }
    if let wanted = device.interfaceOrientation, wanted != interface,
      decision.supported.contains(wanted)
    {
      note(
        .setNeedsUpdate, "The device is held \(device.spoken), now allowed: UIKit rotates to it.")
      rotate(to: wanted, decision)
    } else if !decision.supported.contains(interface) {
      let stays = parameters.calls.setNeedsUpdateLeavesUnsupported
      inferred(
        .setNeedsUpdateUnsupported, parameter: "setNeedsUpdateLeavesUnsupported",
        value: String(stays),
        "\(interface.name) is no longer supported: "
          + (stays ? "the interface stays." : "UIKit rotates away from it."))
      if !stays, let target = fallback(in: decision.supported) {
        note(.fallbackOrder, "UIKit rotates to \(target.name).")
        rotate(to: target, decision)
      }
    }
    return decision
  }
}
