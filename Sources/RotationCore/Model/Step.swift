/// One thing that happens in a scenario (catalogue-format §3).
public enum Step: Sendable, Hashable {
  /// The app launches while the device is held so. Always the first step, and only there.
  case launch(DeviceOrientation)
  /// The user turns the device.
  case rotate(DeviceOrientation)
  /// Push onto the navigation controller named, or the visible one.
  indirect case push(Controller, onto: String?)
  /// Pop the top controller of the navigation controller named, or the visible one.
  case pop(from: String?)
  /// The user selects a tab of the tab bar controller named, or the visible one.
  case selectTab(Int, tabBar: String?)
  /// Modal presentation (from the top controller unless `from` names another).
  indirect case present(Controller, Presentation)
  /// Dismiss the top presented controller.
  case dismiss
  /// `[UIApplication setStatusBarOrientation:animated:]`.
  case setStatusBarOrientation(InterfaceOrientation)
  /// The `UIDevice` `setValue:forKey:@"orientation"` workaround.
  case forceDeviceOrientation(DeviceOrientation)
  /// `[UIViewController attemptRotationToDeviceOrientation]`.
  case attemptRotationToDeviceOrientation
  /// A controller changes its answers at run time.
  indirect case update(controller: String, ControllerUpdate)
  /// `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))` (16.0+).
  case requestGeometryUpdate(MaskValue)
  /// `setNeedsUpdateOfSupportedInterfaceOrientations()` on the controller named, or the
  /// decider (16.0+).
  case setNeedsUpdateOfSupportedInterfaceOrientations(controller: String?)
  /// `setNeedsUpdateOfPrefersInterfaceOrientationLocked()` (26.0+).
  case setNeedsUpdateOfPrefersInterfaceOrientationLocked(controller: String)
  /// The app delegate's `application:supportedInterfaceOrientationsForWindow:` answers this
  /// from now on (one mask, or per window); an empty answer: it is no longer implemented.
  indirect case updateAppDelegate(AppDelegate)
  /// The user changes the iPad's windowing.
  case setMultitaskingMode(MultitaskingMode)
  /// A new window is made visible (an alert, a toast, a player).
  indirect case addWindow(WindowSpec)
  /// A window other than the main one is hidden and released (an alert or toast goes away).
  case removeWindow(String)
  /// A custom container (or a split view's secondary slot) shows another of its children
  /// (catalogue-format §8.3).
  case selectChild(container: String, index: Int)
  /// A window is hidden (`isHidden = true`) but kept (catalogue-format §8.3).
  case hideWindow(String)
  /// A hidden window is shown again (catalogue-format §8.3).
  case showWindow(String)

  /// A step's action: its raw value is the contract's name for it. How each action reads and
  /// writes is declared in ``StepSyntax``.
  public enum Action: String, Sendable, CaseIterable {
    case launch, rotate, push, pop, selectTab, present, dismiss, setStatusBarOrientation
    case forceDeviceOrientation, attemptRotationToDeviceOrientation, update
    case requestGeometryUpdate, setNeedsUpdateOfSupportedInterfaceOrientations
    case setNeedsUpdateOfPrefersInterfaceOrientationLocked, updateAppDelegate, setMultitaskingMode
    case addWindow, removeWindow, selectChild, hideWindow, showWindow
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
    /// A controller or the app delegate changes its answers.
    case update
    /// The app asks UIKit to rotate or to look at its answers again (16.0+).
    case request
    /// The app's windows or the iPad's windowing change.
    case windowing
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
    case .requestGeometryUpdate: .requestGeometryUpdate
    case .setNeedsUpdateOfSupportedInterfaceOrientations:
      .setNeedsUpdateOfSupportedInterfaceOrientations
    case .setNeedsUpdateOfPrefersInterfaceOrientationLocked:
      .setNeedsUpdateOfPrefersInterfaceOrientationLocked
    case .updateAppDelegate: .updateAppDelegate
    case .setMultitaskingMode: .setMultitaskingMode
    case .addWindow: .addWindow
    case .removeWindow: .removeWindow
    case .selectChild: .selectChild
    case .hideWindow: .hideWindow
    case .showWindow: .showWindow
    }
  }

  /// The contract's action name.
  public var action: String { kind.rawValue }

  /// The controller a step names in its `controller` key, when it may be in any window.
  public var namedController: String? {
    switch self {
    case .update(let controller, _): controller
    case .setNeedsUpdateOfSupportedInterfaceOrientations(let controller): controller
    case .setNeedsUpdateOfPrefersInterfaceOrientationLocked(let controller): controller
    case .selectChild(let container, _): container
    default: nil
    }
  }

  /// The step's family.
  public var family: Family {
    switch self {
    case .launch: .launch
    case .rotate, .forceDeviceOrientation, .attemptRotationToDeviceOrientation: .device
    case .push, .pop, .selectTab, .selectChild: .navigation
    case .present, .dismiss: .presentation
    case .setStatusBarOrientation: .statusBar
    case .update, .updateAppDelegate: .update
    case .requestGeometryUpdate, .setNeedsUpdateOfSupportedInterfaceOrientations,
      .setNeedsUpdateOfPrefersInterfaceOrientationLocked:
      .request
    case .setMultitaskingMode, .addWindow, .removeWindow, .hideWindow, .showWindow: .windowing
    }
  }
}

/// A modal presentation style (catalogue-format §3 and §7.5, `present`).
public enum PresentationStyle: String, Sendable, CaseIterable {
  case fullScreen
  case pageSheet
  case formSheet
  case popover
  /// What an app gets when it sets no style: full screen before iOS 13, a sheet from 13.
  case automatic
  case overFullScreen
  case currentContext
  case overCurrentContext
  case custom
}

/// What the presentation controller's delegate answers for the compact size class
/// (`adaptivePresentationStyle(for:)`, 8.0+).
public enum AdaptiveStyle: String, Sendable, CaseIterable {
  /// Not implemented: UIKit adapts the style.
  case adapts = "default"
  /// `.none`: the requested style is kept where UIKit would adapt it.
  case keepsStyle = "none"
}

/// How a controller is presented (the `present` step's keys besides `controller`).
public struct Presentation: Sendable, Hashable {
  public var style: PresentationStyle
  public var adaptiveStyle: AdaptiveStyle?
  /// The presenting controller's name; nil: the top controller.
  public var from: String?
  /// `UISheetPresentationController.prefersEdgeAttachedInCompactHeight` (15.0+).
  public var prefersEdgeAttachedInCompactHeight: Bool?
  /// Where in the root controller's first appearance the app presents, for a `present` that
  /// directly follows `launch` (catalogue-format §7.5); nil: after launch.
  public var launchPhase: LaunchPhase?
  /// The app's own `UIPresentationController` subclass of a `custom` presentation; nil: none
  /// (only a transitioning delegate) (catalogue-format §8.3).
  public var presentationController: PresentationControllerSpec?

  public init(
    style: PresentationStyle = .fullScreen, adaptiveStyle: AdaptiveStyle? = nil,
    from: String? = nil, prefersEdgeAttachedInCompactHeight: Bool? = nil,
    launchPhase: LaunchPhase? = nil, presentationController: PresentationControllerSpec? = nil
  ) {
    self.style = style
    self.adaptiveStyle = adaptiveStyle
    self.from = from
    self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
    self.launchPhase = launchPhase
    self.presentationController = presentationController
  }
}

/// A `UIPresentationController` subclass's answers that matter for orientation; UIKit's
/// defaults are true and false.
public struct PresentationControllerSpec: Sendable, Hashable {
  public var shouldPresentInFullscreen: Bool
  public var shouldRemovePresentersView: Bool

  public init(shouldPresentInFullscreen: Bool = true, shouldRemovePresentersView: Bool = false) {
    self.shouldPresentInFullscreen = shouldPresentInFullscreen
    self.shouldRemovePresentersView = shouldRemovePresentersView
  }
}

/// Where in the root controller's first appearance at launch the app presents (rules §5.13).
public enum LaunchPhase: String, Sendable, CaseIterable {
  /// In `viewDidLoad`: the root's view is not in the window yet.
  case viewDidLoad
  /// In `viewWillAppear:`, before UIKit has turned to the launch orientation.
  case viewWillAppear
  /// In `viewDidAppear:`.
  case viewDidAppear
  /// Dispatched from launch to the next turn of the main run loop.
  case deferred
}
