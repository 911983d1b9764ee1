/// Steps that turn the device or make UIKit look at it again: `rotate`,
/// `forceDeviceOrientation` and `attemptRotationToDeviceOrientation` (rules §0.1, §0.3, §3,
/// §4.6, §5.1).
extension Simulation {
  mutating func turn(_ step: Step) -> Decision {
    switch step {
    case .rotate(let turned):
      device = turned
      physicalDevice = turned
      note(.deviceMapping, "The user turns the device to \(turned.spoken).")
      return followDevice(refreshing: parameters.calls.deviceTurnRereadsMask)
    case .forceDeviceOrientation(let forced):
      return forceDevice(forced)
    case .attemptRotationToDeviceOrientation:
      guard parameters.calls.attemptRotationAvailable else {
        note(
          .unrecognizedSelector,
          "attemptRotationToDeviceOrientation exists from iOS 5.0; calling it raises.")
        var decision = decide()
        raise(
          OutcomeError(
            name: "NSInvalidArgumentException",
            message:
              "+[UIViewController attemptRotationToDeviceOrientation]: unrecognized selector sent to class"
          ), in: &decision)
        return decision
      }
      if parameters.calls.geometryRequestsAvailable {
        let effect = parameters.calls.attemptRotationOn16
        observed(
          .attemptRotation16, parameter: "attemptRotationOn16", value: effect.rawValue,
          "attemptRotationToDeviceOrientation is deprecated from iOS 16: "
            + (effect == .asBefore
              ? "it still works as before."
              : effect == .noOp
                ? "it does nothing." : "it acts as setNeedsUpdateOfSupportedInterfaceOrientations.")
        )
        switch effect {
        case .asBefore: break
        case .noOp: return decide()
        case .likeSetNeedsUpdate: return setNeedsUpdateOfSupported(nil)
        }
      }
      note(
        .attemptRotation,
        "attemptRotationToDeviceOrientation: UIKit asks again for the device orientation "
          + "\(device.name).")
      return followDevice(refreshing: true)
    default:
      preconditionFailure("not a device step: \(step.action)")
    }
  }

  /// The key-value workaround: `UIDevice.current.setValue(o, forKey: "orientation")`
  /// (rules §5.1, rules-modern R8.5, R16.5).
  mutating func forceDevice(_ forced: DeviceOrientation) -> Decision {
    if multitasks {
      note(
        .kvcMultitasking,
        "The app multitasks on iPad: writing UIDevice's orientation turns nothing; the interface "
          + "stays \(interface.name).")
      return decide()
    }
    if parameters.calls.deviceOrientationSetterIsNoOp {
      warnings.append(
        "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. "
          + "Please use UIWindowScene.requestGeometryUpdate(_:)")
      let oldSDK = linkedSDK < Version(16)
      let rotates = oldSDK && parameters.calls.kvcOrientationEffect16 == .rotatesWithWarning
      if oldSDK {
        observed(
          .kvcOldSDK, parameter: "kvcOrientationEffect16",
          value: parameters.calls.kvcOrientationEffect16.rawValue,
          "The app is linked with SDK \(linkedSDK): the write "
            + (rotates ? "still takes effect, with the warning." : "is ignored, with the warning."))
      }
      if !rotates {
        note(
          .kvcNoOp,
          "Setting UIDevice's orientation through setValue:forKey: does nothing for an app linked "
            + "with the iOS 16 SDK or later; use requestGeometryUpdate (and "
            + "setNeedsUpdateOfSupportedInterfaceOrientations) instead. The interface stays "
            + "\(interface.name).")
        return decide()
      }
    }
    guard forced != device else {
      note(
        .kvcEvent,
        "UIDevice already reports \(forced.name): writing it again posts no orientation change, "
          + "so UIKit does not look again.")
      return decide()
    }
    device = forced
    note(
      .forceDevice,
      "The app sets UIDevice's orientation to \(forced.name) through setValue:forKey:; UIKit "
        + "treats it as a device turn, which lasts until the device turns again.")
    return followDevice(refreshing: parameters.calls.deviceTurnRereadsMask)
  }

  /// UIKit asks the app whether to follow the device as it is now held, in every window;
  /// `refreshing`: it reads the deciding controller's mask again (rules-modern R16.3).
  mutating func followDevice(refreshing: Bool = false) -> Decision {
    let statusBarBefore = statusBar
    var decision = followDeviceInMain(refreshing: refreshing)
    if !others.isEmpty, !decision.raises,
      let failure = followDeviceInOtherWindows(statusBarBefore: statusBarBefore)
    {
      raise(failure, in: &decision)
    }
    return decision
  }

  /// The main window follows the device, and the status bar with it.
  mutating func followDeviceInMain(refreshing: Bool) -> Decision {
    var decision = decide()
    if decision.raises { return decision }
    if refreshing || decision.answerer != cachedAnswerer {
      refreshCache(decision)
    } else if let cached = cachedMask, let answer = decision.answer, cached != answer {
      // From iOS 16 a device turn meets the mask UIKit last read of the same controller; a push
      // or a tab switch brings another controller, whose mask is read afresh (R16.3).
      observed(
        .maskCacheAtTurn, parameter: "deviceTurnRereadsMask", value: "false",
        "UIKit last read the deciding controller's mask as \(cached.spoken); it answers "
          + "\(answer.spoken) now, but a device turn does not read it again: the turn is checked "
          + "against the mask last read.")
      // The app's mask was read and traced by this decision: not told twice.
      let app = quietly { simulation in
        let multitasks = simulation.multitasks
        return simulation.appMask(multitasks: multitasks)
      }
      decision.supported = cached.intersection(app).intersection(deviceMask)
    }
    guard let wanted = device.interfaceOrientation else {
      note(
        .invalidDeviceOrientation,
        "\(device.name) has no interface orientation: the interface keeps \(interface.name).")
      return decision
    }
    note(.deviceMapping, "Device \(device.name) is interface \(wanted.name).")
    guard parameters.decision.autorotatesAtRuntime else {
      inferred(
        .runtimeLike21, parameter: "autorotatesAtRuntime", value: "false",
        "This profile does not autorotate at run time.")
      return decision
    }
    if parameters.launch.manualLandscapeLaunch {
      inferred(
        .runtimeLike21, parameter: "autorotatesAtRuntime", value: "true",
        "iPhone OS 2.0 is taken to autorotate at run time like 2.1.")
    }
    guard decision.canRotate else {
      note(.shouldAutorotate, "shouldAutorotate is NO: the interface stays \(interface.name).")
      return decision
    }
    if locked {
      note(
        .orientationLock,
        "The interface orientation is locked (prefersInterfaceOrientationLocked): it stays "
          + "\(interface.name).")
      return decision
    }
    let rule = parameters.decision.autorotation.rotationRule
    guard decision.supported.contains(wanted) else {
      note(
        rule,
        "\(wanted.name) is not supported: the rotation is ignored; the interface stays "
          + "\(interface.name).")
      return decision
    }
    if decision.viewsFollow {
      if interface != wanted {
        note(rule, "UIKit rotates the interface to \(wanted.name).")
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
}

extension Profile.AutorotationAPI {
  /// The rule by which a device turn rotates the interface under this API.
  var rotationRule: Rule {
    switch self {
    case .shouldAutorotateToInterfaceOrientation: .legacyAsked
    case .supportedInterfaceOrientations: .modernRotation
    }
  }
}
