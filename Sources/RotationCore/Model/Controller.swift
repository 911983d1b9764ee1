/// A view controller of the scenario, with the orientation methods it overrides
/// (catalogue-format §2, Controller).
public struct Controller: Sendable, Hashable {
  /// The UIKit class a controller is or subclasses.
  public enum Kind: String, Sendable, CaseIterable {
    case viewController
    case navigationController
    case tabBarController
    case pageViewController
    /// `UISplitViewController`: children primary and secondary (catalogue-format §7.4).
    case splitViewController
    /// A custom container: a `UIViewController` subclass holding child controllers
    /// (catalogue-format §7.4).
    case containerViewController

    /// The UIKit class name.
    public var uiKitClass: String {
      switch self {
      case .viewController: "UIViewController"
      case .navigationController: "UINavigationController"
      case .tabBarController: "UITabBarController"
      case .pageViewController: "UIPageViewController"
      case .splitViewController: "UISplitViewController"
      case .containerViewController: "UIViewController"
      }
    }

    /// Whether the kind holds child controllers.
    public var isContainer: Bool { self != .viewController }
  }

  public var name: String
  public var kind: Kind
  /// The display class name, e.g. `CustomNavigationViewController`.
  public var className: String?
  /// The system class it is, unsubclassed (catalogue-format §8.2): it answers as UIKit's own.
  public var systemClass: SystemClass?
  /// A system image picker's source (catalogue-format §8.2, `sourceType`): the camera's answers
  /// are not the photo library's (R-Y1).
  public var sourceType: ImagePickerSource = .photoLibrary
  public var overrides: Overrides
  /// A subclass, category, extension or delegate answers each orientation method the container
  /// does not override itself with its visible child's answer.
  public var forwardsToChild: Bool
  /// Only these methods are forwarded (catalogue-format §7.4, `forwardsToChild` as an array);
  /// nil: every one, when ``forwardsToChild`` is true.
  public var forwardedMethods: [OrientationMethod]?
  /// Navigation: the stack, bottom first; tab bar: the tabs; page: the pages, current first.
  public var children: [Controller]
  /// Tab bar: the selected tab; custom container: the visible child.
  public var selectedIndex: Int?
  /// Custom containers: how the children were added (catalogue-format §7.4).
  public var containment: Containment
  /// Whom a forwarding container asks (catalogue-format §7.4).
  public var forwardingTarget: ForwardingTarget
  /// How the container passes the rotation callbacks to its children (catalogue-format §7.4).
  public var rotationCallbackForwarding: CallbackForwarding

  /// How a custom container's children were added.
  public enum Containment: String, Sendable, CaseIterable {
    /// With `addChildViewController:` (iOS 5.0 and later).
    case childViewController
    /// Only the child's view was added as a subview.
    case viewOnly
  }

  /// Whom a container that forwards a method asks.
  public enum ForwardingTarget: String, Sendable, CaseIterable {
    /// Its visible child.
    case visibleChild
    /// Down through its visible children to the last (a navigation child's top controller).
    case visibleLeaf
    /// Every child: all must agree, masks are intersected.
    case allChildren
    /// `visibleViewController`: the controller presented over it (by it or an ancestor), else
    /// its visible child (catalogue-format §8.2).
    case visibleViewController
  }

  /// How a container passes the rotation callbacks to its children.
  public enum CallbackForwarding: String, Sendable, CaseIterable {
    /// UIKit forwards them (the forwarding flags left at YES).
    case automatic
    /// The container returns NO from the flags and forwards them itself, to every child.
    case manual
    /// Nobody forwards them.
    case none
  }

  public init(
    name: String, kind: Kind = .viewController, className: String? = nil,
    overrides: Overrides = Overrides(), forwardsToChild: Bool = false,
    forwardedMethods: [OrientationMethod]? = nil, children: [Controller] = [],
    selectedIndex: Int? = nil, containment: Containment = .childViewController,
    forwardingTarget: ForwardingTarget = .visibleChild,
    rotationCallbackForwarding: CallbackForwarding = .automatic, systemClass: SystemClass? = nil
  ) {
    self.name = name
    self.systemClass = systemClass
    self.kind = kind
    self.className = className
    self.overrides = overrides
    self.forwardsToChild = forwardsToChild
    self.forwardedMethods = forwardedMethods
    self.children = children
    self.selectedIndex = selectedIndex
    self.containment = containment
    self.forwardingTarget = forwardingTarget
    self.rotationCallbackForwarding = rotationCallbackForwarding
  }

  /// The class name shown in UIKit's messages: the display class, else the UIKit class.
  public var displayClass: String { className ?? systemClass?.rawValue ?? kind.uiKitClass }

  /// This controller and all its descendants, depth first.
  public var allControllers: [Controller] { [self] + children.flatMap(\.allControllers) }
}

/// An orientation method a container may forward to its child (catalogue-format §7.4).
public enum OrientationMethod: String, Sendable, CaseIterable {
  case shouldAutorotate
  case supportedInterfaceOrientations
  case shouldAutorotateToInterfaceOrientation
  case preferredInterfaceOrientationForPresentation

  /// Its selector as a trace names it: `shouldAutorotateToInterfaceOrientation:` with its colon.
  var spoken: String {
    self == .shouldAutorotateToInterfaceOrientation ? rawValue + ":" : rawValue
  }

  /// Its bit in a set of methods.
  var bit: UInt8 {
    switch self {
    case .shouldAutorotate: 1
    case .supportedInterfaceOrientations: 2
    case .shouldAutorotateToInterfaceOrientation: 4
    case .preferredInterfaceOrientationForPresentation: 8
    }
  }
}

/// The orientation methods a controller overrides. Nil means not overridden: UIKit's default.
public struct Overrides: Sendable, Hashable {
  /// `shouldAutorotate` (6.0+) returns this.
  public var shouldAutorotate: Bool?
  /// `supportedInterfaceOrientations` (6.0+) returns this.
  public var supportedInterfaceOrientations: MaskValue?
  /// `shouldAutorotateToInterfaceOrientation:` (2.0 to 5.x) returns YES exactly for these.
  public var shouldAutorotateToInterfaceOrientation: [InterfaceOrientation]?
  /// `preferredInterfaceOrientationForPresentation` (6.0+) returns this.
  public var preferredInterfaceOrientationForPresentation: PreferredOrientation?
  /// `prefersInterfaceOrientationLocked` (26.0+) returns this.
  public var prefersInterfaceOrientationLocked: Bool?

  public init(
    shouldAutorotate: Bool? = nil, supportedInterfaceOrientations: MaskValue? = nil,
    shouldAutorotateToInterfaceOrientation: [InterfaceOrientation]? = nil,
    preferredInterfaceOrientationForPresentation: PreferredOrientation? = nil,
    prefersInterfaceOrientationLocked: Bool? = nil
  ) {
    self.shouldAutorotate = shouldAutorotate
    self.supportedInterfaceOrientations = supportedInterfaceOrientations
    self.shouldAutorotateToInterfaceOrientation = shouldAutorotateToInterfaceOrientation
    self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
    self.prefersInterfaceOrientationLocked = prefersInterfaceOrientationLocked
  }
}

/// A change to a controller's answers at run time (the `update` step). Each field: nil leaves
/// the answer as it is, `.some(nil)` removes the override, `.some(value)` sets it.
public struct ControllerUpdate: Sendable, Hashable {
  public var shouldAutorotate: Bool??
  public var supportedInterfaceOrientations: MaskValue??
  public var shouldAutorotateToInterfaceOrientation: [InterfaceOrientation]??
  public var preferredInterfaceOrientationForPresentation: PreferredOrientation??
  public var prefersInterfaceOrientationLocked: Bool??
  public var forwardsToChild: Bool?

  public init(
    shouldAutorotate: Bool?? = nil, supportedInterfaceOrientations: MaskValue?? = nil,
    shouldAutorotateToInterfaceOrientation: [InterfaceOrientation]?? = nil,
    preferredInterfaceOrientationForPresentation: PreferredOrientation?? = nil,
    prefersInterfaceOrientationLocked: Bool?? = nil, forwardsToChild: Bool? = nil
  ) {
    self.shouldAutorotate = shouldAutorotate
    self.supportedInterfaceOrientations = supportedInterfaceOrientations
    self.shouldAutorotateToInterfaceOrientation = shouldAutorotateToInterfaceOrientation
    self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
    self.prefersInterfaceOrientationLocked = prefersInterfaceOrientationLocked
    self.forwardsToChild = forwardsToChild
  }
}
