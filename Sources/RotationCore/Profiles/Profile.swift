/// An OS behaviour profile: a named set of parameters the evaluator follows.
///
/// Profiles are data: the four built-in ones are below, the store keeps them, and a user may add
/// more. Parameters marked "open question" are the open questions of rules §13: each has a
/// documented default, and the trace says when such an inferred rule decided.
public struct Profile: Sendable, Hashable {
  /// The id, e.g. `6+`.
  public var id: String
  /// A display name, e.g. `iOS 6 and later`.
  public var name: String
  /// Sort key: profiles appear in version order.
  public var order: Int
  public var parameters: Parameters

  public init(id: String, name: String, order: Int, parameters: Parameters) {
    self.id = id
    self.name = name
    self.order = order
    self.parameters = parameters
  }

  /// Which autorotation API UIKit consults.
  public enum AutorotationAPI: String, Sendable, CaseIterable {
    /// `shouldAutorotateToInterfaceOrientation:` on the window's controller (rules §1 to §3).
    case shouldAutorotateToInterfaceOrientation
    /// `shouldAutorotate` then `supportedInterfaceOrientations`, intersected with the app's
    /// mask (rules §4).
    case supportedInterfaceOrientations
  }

  /// Before iOS 6: who a navigation controller asks (open question, rules §13).
  public enum NavigationRule: String, Sendable, CaseIterable {
    /// The top (visible) controller answers ([C5][C6], observed).
    case topController
    /// Every level of the stack must agree (QA1688's wording, [A7]).
    case everyLevel
  }

  /// From iOS 6: a tab bar controller's mask when not overridden (open question, rules §13).
  public enum TabBarDefault: String, Sendable, CaseIterable {
    /// The idiom's default mask, like any controller.
    case idiomDefault
    /// The intersection of its tabs' masks.
    case intersectionOfTabs
  }

  /// From iOS 6: a controller implementing both the legacy method and
  /// `supportedInterfaceOrientations` (open question, rules §13).
  public enum LegacyPrecedence: String, Sendable, CaseIterable {
    case supportedInterfaceOrientationsWins
    case legacyMethodWins
  }

  /// From iOS 6: `supportedInterfaceOrientations` returning 0 (open question, rules §13, §8).
  public enum ZeroMask: String, Sendable, CaseIterable {
    /// The iOS 6 release notes' signal: no autorotation, `setStatusBarOrientation:` works ([S1]).
    case manualStatusBar
    /// "Must not be 0" ([A2]): treated as no common orientation.
    case exception
  }

  /// Presenting full screen without `preferredInterfaceOrientationForPresentation` while the
  /// status bar's orientation is unsupported (open question, rules §13, §7).
  public enum PresentationFallback: String, Sendable, CaseIterable {
    /// The device's orientation if supported, else the first supported in the contract's order.
    case deviceThenFirstSupported
    /// The first supported orientation in the contract's order.
    case firstSupported
  }

  /// Where the iPhone OS 2.0 landscape launch puts the root view's center (open question,
  /// rules §13, §0.2).
  public enum LaunchGeometry: String, Sendable, CaseIterable {
    /// The center of the screen less the status bar: right for both landscapes and a hidden bar.
    case contentCenter
    /// TN2244's 2009 listing, `(statusBarFrame.origin.x / 2, statusBarFrame.size.height / 2)`:
    /// right only for landscapeRight with a visible status bar.
    case technoteFormula
  }

  /// The parameters of a profile.
  public struct Parameters: Sendable, Hashable {
    public var autorotation: AutorotationAPI
    /// iPhone OS 2.0: views load in portrait; a landscape launch sets only the status bar and
    /// the app transforms its views itself (rules §1.1).
    public var manualLandscapeLaunch: Bool
    /// `UISupportedInterfaceOrientations` exists (3.2+; rules §2.3, §9).
    public var readsSupportedOrientationsKey: Bool
    /// The first controller whose view was added to the window is asked (rules §1.4, §6);
    /// false from iOS 6, where a window without a root view controller rotates no controller.
    public var firstSubviewControllerRotates: Bool
    /// Containers consult their children (≤5: rules §2.4, §6) or not (6+: rules §4).
    public var containersConsultChildren: Bool
    /// The Info.plist restricts orientations at run time (6+) or is only a launch hint (≤5).
    public var plistRestrictsAtRuntime: Bool
    /// `application:supportedInterfaceOrientationsForWindow:` is called (6+, rules §4.3).
    public var appDelegateMask: Bool
    /// `attemptRotationToDeviceOrientation` exists (5.0+, rules §3).
    public var attemptRotationAvailable: Bool
    /// A full-screen presentation asks `preferredInterfaceOrientationForPresentation` and
    /// rotates to it (6+, rules §7).
    public var presentationSetsOrientation: Bool
    /// `setStatusBarOrientation:` works only when the top full-screen controller's mask is 0
    /// (6+, rules §4, §10); otherwise always.
    public var statusBarOrientationNeedsZeroMask: Bool
    /// UIKit logs a warning when launch ends without a root view controller (6+, [C28]).
    public var warnsMissingRootViewController: Bool
    /// The legacy method synthesizes `supportedInterfaceOrientations` (6+, rules §4.2, [S1]).
    public var synthesizesLegacyMask: Bool
    /// Device rotation after launch rotates the interface (rules §1.3: that 2.0 behaves like
    /// 2.1 at run time is inferred; open question, rules §13).
    public var autorotatesAtRuntime: Bool
    /// Open question: before iOS 6, the top full-screen modal controller is the one asked
    /// (rules §2.4, [C6], inferred).
    public var modalControllerAskedBefore6: Bool
    /// Open question: who a navigation controller asks before iOS 6.
    public var navigationRule: NavigationRule
    /// Open question: a tab bar controller's default mask from iOS 6.
    public var tabBarDefault: TabBarDefault
    /// Open question: legacy method and `supportedInterfaceOrientations` both implemented.
    public var legacyPrecedence: LegacyPrecedence
    /// Open question: whether a synthesized mask is still intersected with the app's mask.
    public var synthesizedMaskUsesAppMask: Bool
    /// Open question: a controller mask of 0.
    public var zeroMask: ZeroMask
    /// Open question: dismissing a full-screen controller re-evaluates the revealed one and
    /// rotates back to a supported orientation (rules §7, [C10b], inferred).
    public var dismissalReevaluates: Bool
    /// Open question: the orientation a presentation falls back to.
    public var presentationFallback: PresentationFallback
    /// Open question: the 2.0 landscape launch geometry.
    public var launchGeometry: LaunchGeometry

    public init(
      autorotation: AutorotationAPI, manualLandscapeLaunch: Bool,
      readsSupportedOrientationsKey: Bool, firstSubviewControllerRotates: Bool,
      containersConsultChildren: Bool, plistRestrictsAtRuntime: Bool, appDelegateMask: Bool,
      attemptRotationAvailable: Bool, presentationSetsOrientation: Bool,
      statusBarOrientationNeedsZeroMask: Bool, warnsMissingRootViewController: Bool,
      synthesizesLegacyMask: Bool, autorotatesAtRuntime: Bool = true,
      modalControllerAskedBefore6: Bool = true, navigationRule: NavigationRule = .topController,
      tabBarDefault: TabBarDefault = .idiomDefault,
      legacyPrecedence: LegacyPrecedence = .supportedInterfaceOrientationsWins,
      synthesizedMaskUsesAppMask: Bool = true, zeroMask: ZeroMask = .manualStatusBar,
      dismissalReevaluates: Bool = true,
      presentationFallback: PresentationFallback = .deviceThenFirstSupported,
      launchGeometry: LaunchGeometry = .contentCenter
    ) {
      self.autorotation = autorotation
      self.manualLandscapeLaunch = manualLandscapeLaunch
      self.readsSupportedOrientationsKey = readsSupportedOrientationsKey
      self.firstSubviewControllerRotates = firstSubviewControllerRotates
      self.containersConsultChildren = containersConsultChildren
      self.plistRestrictsAtRuntime = plistRestrictsAtRuntime
      self.appDelegateMask = appDelegateMask
      self.attemptRotationAvailable = attemptRotationAvailable
      self.presentationSetsOrientation = presentationSetsOrientation
      self.statusBarOrientationNeedsZeroMask = statusBarOrientationNeedsZeroMask
      self.warnsMissingRootViewController = warnsMissingRootViewController
      self.synthesizesLegacyMask = synthesizesLegacyMask
      self.autorotatesAtRuntime = autorotatesAtRuntime
      self.modalControllerAskedBefore6 = modalControllerAskedBefore6
      self.navigationRule = navigationRule
      self.tabBarDefault = tabBarDefault
      self.legacyPrecedence = legacyPrecedence
      self.synthesizedMaskUsesAppMask = synthesizedMaskUsesAppMask
      self.zeroMask = zeroMask
      self.dismissalReevaluates = dismissalReevaluates
      self.presentationFallback = presentationFallback
      self.launchGeometry = launchGeometry
    }
  }
}

extension Profile {
  /// iPhone OS 2.0 (rules §1).
  public static let iPhoneOS20 = Profile(
    id: "2.0", name: "iPhone OS 2.0", order: 20,
    parameters: Parameters(
      autorotation: .shouldAutorotateToInterfaceOrientation, manualLandscapeLaunch: true,
      readsSupportedOrientationsKey: false, firstSubviewControllerRotates: true,
      containersConsultChildren: true, plistRestrictsAtRuntime: false, appDelegateMask: false,
      attemptRotationAvailable: false, presentationSetsOrientation: false,
      statusBarOrientationNeedsZeroMask: false, warnsMissingRootViewController: false,
      synthesizesLegacyMask: false))

  /// iPhone OS 2.1 to iOS 4.x (rules §2).
  public static let iPhoneOS21 = Profile(
    id: "2.1+", name: "iPhone OS 2.1 to iOS 4", order: 21,
    parameters: Parameters(
      autorotation: .shouldAutorotateToInterfaceOrientation, manualLandscapeLaunch: false,
      readsSupportedOrientationsKey: true, firstSubviewControllerRotates: true,
      containersConsultChildren: true, plistRestrictsAtRuntime: false, appDelegateMask: false,
      attemptRotationAvailable: false, presentationSetsOrientation: false,
      statusBarOrientationNeedsZeroMask: false, warnsMissingRootViewController: false,
      synthesizesLegacyMask: false))

  /// iOS 5 (rules §3).
  public static let iOS5 = Profile(
    id: "5", name: "iOS 5", order: 50,
    parameters: Parameters(
      autorotation: .shouldAutorotateToInterfaceOrientation, manualLandscapeLaunch: false,
      readsSupportedOrientationsKey: true, firstSubviewControllerRotates: true,
      containersConsultChildren: true, plistRestrictsAtRuntime: false, appDelegateMask: false,
      attemptRotationAvailable: true, presentationSetsOrientation: false,
      statusBarOrientationNeedsZeroMask: false, warnsMissingRootViewController: false,
      synthesizesLegacyMask: false))

  /// iOS 6 and later, as documented up to iOS 7 (rules §4).
  public static let iOS6 = Profile(
    id: "6+", name: "iOS 6 and later", order: 60,
    parameters: Parameters(
      autorotation: .supportedInterfaceOrientations, manualLandscapeLaunch: false,
      readsSupportedOrientationsKey: true, firstSubviewControllerRotates: false,
      containersConsultChildren: false, plistRestrictsAtRuntime: true, appDelegateMask: true,
      attemptRotationAvailable: true, presentationSetsOrientation: true,
      statusBarOrientationNeedsZeroMask: true, warnsMissingRootViewController: true,
      synthesizesLegacyMask: true))

  /// The built-in profiles, in version order.
  public static let builtIn: [Profile] = [iPhoneOS20, iPhoneOS21, iOS5, iOS6]

  /// The built-in profile with this id.
  public static func builtIn(id: String) -> Profile? { builtIn.first { $0.id == id } }
}
