/// One thing that happens in a scenario (catalogue-format §3).
public enum Step: Sendable, Hashable {
  /// The app launches while the device is held so. Always the first step, and only there.
  case launch(DeviceOrientation)
  /// The user turns the device.
  case rotate(DeviceOrientation)
  /// Push onto the navigation controller named, or the visible one.
  case push(Controller, onto: String?)
  /// Pop the top controller of the navigation controller named, or the visible one.
  case pop(from: String?)
  /// The user selects a tab of the tab bar controller named, or the visible one.
  case selectTab(Int, tabBar: String?)
  /// Modal presentation from the top controller.
  case present(Controller, style: PresentationStyle)
  /// Dismiss the top presented controller.
  case dismiss
  /// `[UIApplication setStatusBarOrientation:animated:]`.
  case setStatusBarOrientation(InterfaceOrientation)
  /// The `UIDevice` `setValue:forKey:@"orientation"` workaround.
  case forceDeviceOrientation(DeviceOrientation)
  /// `[UIViewController attemptRotationToDeviceOrientation]`.
  case attemptRotationToDeviceOrientation
  /// A controller changes its answers at run time.
  case update(controller: String, ControllerUpdate)

  /// A step's action: its raw value is the contract's name for it. How each action reads and
  /// writes is declared in ``StepSyntax``.
  public enum Action: String, Sendable, CaseIterable {
    case launch, rotate, push, pop, selectTab, present, dismiss, setStatusBarOrientation
    case forceDeviceOrientation, attemptRotationToDeviceOrientation, update

  }

  /// The families of steps: each family is simulated in its own file of the engine
  /// (`Engine/Steps/`).
  public enum Family: Sendable {
    case launch
    /// Turning the device, forcing its orientation, asking UIKit to look at it again.
    case device
    /// Push, pop, tab selection: structure that never forces a rotation.
    case navigation
    case presentation
    case statusBar
    /// A controller changes its answers.
    case update
  }

  /// The step's action.
  public var kind: Action {
    switch self {
    case .launch: .launch
    case .rotate: .rotate
    case .push: .push
    case .pop: .pop
    case .selectTab: .selectTab
    case .present: .present
    case .dismiss: .dismiss
    case .setStatusBarOrientation: .setStatusBarOrientation
    case .forceDeviceOrientation: .forceDeviceOrientation
    case .attemptRotationToDeviceOrientation: .attemptRotationToDeviceOrientation
    case .update: .update
    }
  }

  /// The contract's action name.
  public var action: String { kind.rawValue }

  /// The step's family.
  public var family: Family {
    switch self {
    case .launch: .launch
    case .rotate, .forceDeviceOrientation, .attemptRotationToDeviceOrientation: .device
    case .push, .pop, .selectTab: .navigation
    case .present, .dismiss: .presentation
    case .setStatusBarOrientation: .statusBar
    case .update: .update
    }
  }
}

/// A modal presentation style (catalogue-format §3, `present`).
public enum PresentationStyle: String, Sendable, CaseIterable {
  case fullScreen
  case pageSheet
  case formSheet
  case popover
}
