/// Steps that turn the device or make UIKit look at it again: `rotate`,
/// `forceDeviceOrientation` and `attemptRotationToDeviceOrientation` (rules §0.1, §0.3, §3,
/// §4.6, §5.1).
extension Simulation {
  mutating func turn(_ step: Step) -> Decision {
    switch step {
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
      guard parameters.calls.attemptRotationAvailable else {
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
    default:
      preconditionFailure("not a device step: \(step.action)")
    }
  }

  /// UIKit asks the app whether to follow the device as it is now held.
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
