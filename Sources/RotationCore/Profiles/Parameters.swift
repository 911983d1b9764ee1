extension Profile {
  /// The parameters of a profile, grouped by the part of UIKit's behaviour they set. Each is
  /// declared, with its meaning, evidence and value per built-in profile, in
  /// ``ProfileParameter/all``; a fresh `Parameters()` holds placeholders until that table sets
  /// every one.
  public struct Parameters: Sendable, Hashable {
    public var decision = Decision()
    public var containers = Containers()
    public var application = Application()
    public var launch = Launch()
    public var presentation = Presentation()
    public var calls = Calls()
    public var system = System()
    public var windows = Windows()
    public var callbacks = Callbacks()

    public init() {}

    /// Who UIKit tells about a rotation (rules §5.12, R-N1, R-N2).
    public struct Callbacks: Sendable, Hashable {
      public var rotationCallbacks = RotationCallbacks.willRotate
      public var rotationCallbackRecipients = CallbackRecipients.childrenInWindow
      public var sizeTransitionToHiddenChildren = false
    }

    /// Several windows (rules §5.8).
    public struct Windows: Sendable, Hashable {
      public var statusBarAuthority = StatusBarAuthority.anyAcceptingWindow
      public var hiddenWindowsParticipate = false
      public var rootlessWindowsRotate = false
      public var missingRootViewControllerRaises = false
      public var rootViewControllerCheckInScenes = false
      public var statusBarReturnsOnWindowRemoval = false
      public var hiddenMainWindowRaises = false
      public var otherWindowsRaise = false
    }

    /// The system the profile models.
    public struct System: Sendable, Hashable {
      /// Its version: the SDK an app is taken to be linked with unless the scenario says, and
      /// the version `UIRequiresFullScreenIgnoredStartingWithVersion` is compared with.
      public var version = Version(6)
    }

    /// Who UIKit asks and how it reads the answers (rules §1 to §4, §8).
    public struct Decision: Sendable, Hashable {
      public var autorotation = AutorotationAPI.supportedInterfaceOrientations
      public var autorotatesAtRuntime = true
      public var firstSubviewControllerRotates = false
      public var modalControllerAskedBefore6 = true
      public var synthesizesLegacyMask = true
      public var legacyPrecedence = LegacyPrecedence.supportedInterfaceOrientationsWins
      public var synthesizedMaskUsesAppMask = true
      public var zeroMask = ZeroMask.manualStatusBar
      public var shouldAutorotateConsulted = true
      public var honourShouldAutorotateForOldSDK = false
      public var multitasking = false
      public var windowedAppsLetterbox = false
      public var baseLegacyAnswer = BaseLegacyAnswer.portraitOnly
      public var systemPlayersIgnoreAppMask = false
      public var alertAnswersPresenterMask = false
      public var alertRecursion = AlertRecursion.answersDefault
    }

    /// Navigation, tab bar and page controllers (rules §2.4, §4, §6).
    public struct Containers: Sendable, Hashable {
      public var containersConsultChildren = false
      public var navigationRule = NavigationRule.topController
      public var tabBarDefault = TabBarDefault.idiomDefault
      public var childContainmentAvailable = true
      public var customContainerLegacyDefault = CustomContainerDefault.portraitOnly
      public var splitLegacyCombination = SplitCombination.allChildren
      public var iPhoneSplitViewAvailable = true
      public var detachedPresentationWarning = true
      public var navigationDefaultAllOnPhone = false
    }

    /// The app's own say: its Info.plist and its app delegate (rules §4.3, §9).
    public struct Application: Sendable, Hashable {
      public var readsSupportedOrientationsKey = true
      public var plistRestrictsAtRuntime = true
      public var appDelegateMask = true
      public var warnsMissingRootViewController = true
      public var deviceMask = false
      public var sceneLifecycleWarning = SceneLifecycleWarning.none
      public var appDelegateAskedWhenMultitasking = false
      public var requiresFullScreenNotice = false
    }

    /// What happens at launch (rules §0.2, §1.1, §2.1).
    public struct Launch: Sendable, Hashable {
      public var manualLandscapeLaunch = false
      public var launchGeometry = LaunchGeometry.contentCenter
      public var presentFromDetachedRoot = DetachedRootPresentation.ignored
      public var launchWillAppearPresentPortrait = false
      public var unbalancedAppearanceWarning = true
      public var notInHierarchyWarning = true
    }

    /// Modal presentation and dismissal (rules §7).
    public struct Presentation: Sendable, Hashable {
      public var presentationSetsOrientation = true
      public var dismissalReevaluates = true
      public var presentationFallback = PresentationFallback.deviceThenFirstSupported
      public var sizeClassPresentations = false
      public var compactWidthSheetsAreFullScreen = true
      public var automaticMapsTo = AutomaticStyle.fullScreen
      public var compactHeightSheetDecides = true
      public var overFullScreenDecides = true
      public var overCurrentContextDecides = true
      public var nonFullScreenModalDecides = false
      public var reattachUsesStatusBarOrientation = false
      public var sameTurnDismissFails = true
      public var currentContextFillingWindowDecides = true
      public var customWithoutPresentationControllerDecides = false
      public var presentedFollowsDevice = true
      public var nonFullScreenDismissalReevaluates = false
    }

    /// APIs the app calls to change the orientation itself (rules §3, §10).
    public struct Calls: Sendable, Hashable {
      public var attemptRotationAvailable = true
      public var statusBarOrientationNeedsZeroMask = true
      public var deviceOrientationSetterIsNoOp = false
      public var kvcOrientationEffect16 = KVCEffect.ignoredWithWarning
      public var geometryRequestsAvailable = false
      public var geometryValidationUsesCache = true
      public var geometryRequestProcessing = RequestProcessing.endOfTurn
      public var transitionHoldsOrientation = false
      public var setNeedsUpdateLeavesUnsupported = false
      public var attemptRotationOn16 = AttemptRotation16.asBefore
      public var orientationLockAvailable = false
      public var lockHonouredOnIPhone = true
      public var statusBarOrientationSetterIsNoOp = false
      public var deviceTurnRereadsMask = true
    }
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

  /// What UIAlertController does when its presenter's answer asks it again (rules §5.15, R-Y5).
  public enum AlertRecursion: String, Sendable, CaseIterable {
    /// It logs the recursion and answers UIViewController's default (iOS 10 and later).
    case answersDefault
    /// It asserts: NSInternalInconsistencyException (iOS 9).
    case raises
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

  /// From iOS 6, what UIViewController's own `shouldAutorotateToInterfaceOrientation:` answers
  /// when a forwarding container asks a child that does not override it (open question, R-P2).
  public enum BaseLegacyAnswer: String, Sendable, CaseIterable {
    /// Portrait only, the method's documented default.
    case portraitOnly
    /// Whatever the child's supportedInterfaceOrientations allows.
    case fromSupportedMask
  }

  /// Before iOS 6: what a custom container that neither overrides nor forwards the legacy
  /// method answers (rules §5.10, R-C3).
  public enum CustomContainerDefault: String, Sendable, CaseIterable {
    /// UIViewController's own answer: portrait only ([A12], MFSideMenu #140 and #197).
    case portraitOnly
    /// Its visible child's answer.
    case visibleChild
    /// Every child must agree.
    case allChildren
  }

  /// Before iOS 6: whose answers a split view controller combines (rules §5.11, R-S1).
  public enum SplitCombination: String, Sendable, CaseIterable {
    /// Primary and secondary must both agree.
    case allChildren
    /// The secondary (detail) alone.
    case secondaryOnly
  }

  /// Which rotation callbacks UIKit sends (rules §5.12).
  public enum RotationCallbacks: String, Sendable, CaseIterable {
    /// `willRotateToInterfaceOrientation:duration:` and `didRotateFromInterfaceOrientation:`,
    /// to the visible controllers (before iOS 8).
    case willRotate
    /// `viewWillTransitionToSize:withTransitionCoordinator:`, down the containment tree and to
    /// presented controllers (iOS 8 and later).
    case sizeTransition
  }

  /// Which children of a custom container UIKit forwards the rotation callbacks to (open
  /// question, rules §5.12, R-N1).
  public enum CallbackRecipients: String, Sendable, CaseIterable {
    /// Those whose views are in the window: the visible child.
    case childrenInWindow
    /// Every child.
    case allChildren
  }

  /// Before iOS 6: presenting from `viewDidLoad` at launch, while the root's view is not yet in
  /// the window (open question, rules §5.13, R-L2).
  public enum DetachedRootPresentation: String, Sendable, CaseIterable {
    /// Nothing is presented.
    case ignored
    /// The controller is presented as usual.
    case presented
  }

  /// Which windows turn the status bar when the device turns (open question, rules §5.8, R-W2).
  public enum StatusBarAuthority: String, Sendable, CaseIterable {
    /// Any window that takes part and accepts the new orientation.
    case anyAcceptingWindow
    /// The key window only.
    case keyWindow
    /// The window with the highest level.
    case topmostWindow
    /// The window whose root view controller was set last.
    case lastRootAssigned
  }

  /// What a plain `present` (no style set) becomes (rules-modern R13.2, [A27]).
  public enum AutomaticStyle: String, Sendable, CaseIterable {
    /// Before iOS 13.
    case fullScreen
    /// iOS 13 to 17.
    case pageSheet
    /// iOS 18 and later.
    case formSheet
  }

  /// Which console line an app without a scene manifest gets at launch (rules-modern §7, R26.3).
  public enum SceneLifecycleWarning: String, Sendable, CaseIterable {
    case none
    /// iOS 18.4: "This process does not adopt UIScene lifecycle..."
    case adoptionNotice
    /// iOS 26: "`UIScene` lifecycle will soon be required..."
    case soonRequired

    /// UIKit's console line, as printed (rules §5.5 R26.3 [M20][N37]).
    var consoleLine: String? {
      switch self {
      case .none: nil
      case .adoptionNotice:
        "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This "
          + "will become an assert in a future version."
      case .soonRequired:
        "`UIScene` lifecycle will soon be required. Failure to adopt will result in an assert in "
          + "the future."
      }
    }
  }

  /// What the `UIDevice` key-value orientation write does on iOS 16 and later for an app linked
  /// with an earlier SDK (open question, rules-modern R16.5).
  public enum KVCEffect: String, Sendable, CaseIterable {
    case ignoredWithWarning
    case rotatesWithWarning
  }

  /// When a geometry request is processed (open question, rules-modern R16.4).
  public enum RequestProcessing: String, Sendable, CaseIterable {
    /// At the end of the current turn of the main run loop.
    case endOfTurn
    /// At once, when the app calls it.
    case immediate
  }

  /// What `attemptRotationToDeviceOrientation` does from iOS 16, where it is deprecated (open
  /// question, rules-modern R16.2).
  public enum AttemptRotation16: String, Sendable, CaseIterable {
    case asBefore
    case noOp
    /// As `setNeedsUpdateOfSupportedInterfaceOrientations` on the deciding controller: UIKit
    /// reads the mask again and turns away from an orientation no longer supported (R16.2).
    case likeSetNeedsUpdate
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
}
