/// The parameters of real apps' configurations: several windows, containers, split views,
/// rotation callbacks, launch timing and the open points (docs/rules.md §5.8 to §5.14). Columns
/// of `builtIn`: 2.0, 2.1+, 5, 6+, 8, 9+, 13+, 16+, 26+.
extension ProfileParameter {
  static let fromAppsReference: [ProfileParameter] = [
    choice(
      "statusBarAuthority", { $0.windows.statusBarAuthority },
      { $0.windows.statusBarAuthority = $1 }, .windows,
      "with several windows, which turn the status bar: any window taking part that accepts the "
        + "new orientation, the key window, the topmost window, or the last one given a root",
      .statusBarAuthority, openQuestion: true,
      builtIn: [
        .anyAcceptingWindow, .anyAcceptingWindow, .anyAcceptingWindow, .anyAcceptingWindow,
        .anyAcceptingWindow, .anyAcceptingWindow, .anyAcceptingWindow, .anyAcceptingWindow,
        .anyAcceptingWindow,
      ]),
    flag(
      "hiddenWindowsParticipate", { $0.windows.hiddenWindowsParticipate },
      { $0.windows.hiddenWindowsParticipate = $1 }, .windows,
      "a hidden window with a root view controller takes part in rotation (apps linked with the "
        + "iOS 8 SDK or later)", .hiddenWindows,
      builtIn: [false, false, false, false, true, true, true, true, true]),
    flag(
      "rootlessWindowsRotate", { $0.windows.rootlessWindowsRotate },
      { $0.windows.rootlessWindowsRotate = $1 }, .windows,
      "a window without a root view controller turns its content (apps linked with the iOS 8 "
        + "SDK or later); before, it never rotates", .rootlessWindows,
      builtIn: [false, false, false, false, true, true, true, true, true]),
    flag(
      "missingRootViewControllerRaises", { $0.windows.missingRootViewControllerRaises },
      { $0.windows.missingRootViewControllerRaises = $1 }, .windows,
      "a window without a root view controller at the end of launch raises "
        + "NSInternalInconsistencyException (apps linked with the iOS 9 SDK or later); before, "
        + "UIKit only warns", .missingRootRaises,
      builtIn: [false, false, false, false, false, true, true, true, true]),
    flag(
      "rootViewControllerCheckInScenes", { $0.windows.rootViewControllerCheckInScenes },
      { $0.windows.rootViewControllerCheckInScenes = $1 }, .windows,
      "an app with a scene manifest is checked for root view controllers at the end of launch "
        + "like one without", .rootCheckInScenes, openQuestion: true,
      builtIn: [false, false, false, false, false, false, false, false, false]),
    flag(
      "statusBarReturnsOnWindowRemoval", { $0.windows.statusBarReturnsOnWindowRemoval },
      { $0.windows.statusBarReturnsOnWindowRemoval = $1 }, .windows,
      "when a window that turned the status bar goes away, the status bar turns back to the "
        + "main window's orientation at once; else it keeps its orientation until the next "
        + "rotation", .windowRemoved,
      builtIn: [false, false, false, false, false, false, false, false, false]),
    flag(
      "otherWindowsRaise", { $0.windows.otherWindowsRaise },
      { $0.windows.otherWindowsRaise = $1 }, .windows,
      "a window other than the main one whose controller has no orientation in common with the "
        + "app's answer for that window, and says YES to shouldAutorotate, raises "
        + "UIApplicationInvalidInterfaceOrientation, as the main window does; else only the main "
        + "window is checked", .otherWindowsRaise,
      builtIn: [false, false, false, true, true, true, true, true, true]),
    flag(
      "hiddenMainWindowRaises", { $0.windows.hiddenMainWindowRaises },
      { $0.windows.hiddenMainWindowRaises = $1 }, .windows,
      "a main window still hidden at the end of launch (never made key and visible) fails the "
        + "launch check like a missing root view controller (apps linked with the iOS 9 SDK or "
        + "later)", .hiddenMainWindow, openQuestion: true,
      builtIn: [false, false, false, false, false, false, false, false, false]),
    choice(
      "baseLegacyAnswer", { $0.decision.baseLegacyAnswer },
      { $0.decision.baseLegacyAnswer = $1 }, .decision,
      "from iOS 6, what a container forwarding only the legacy method gets from a child that "
        + "does not override it: UIViewController's portrait only, or the child's mask",
      .baseLegacyAnswer, openQuestion: true,
      builtIn: [
        .portraitOnly, .portraitOnly, .portraitOnly, .portraitOnly, .portraitOnly, .portraitOnly,
        .portraitOnly, .portraitOnly, .portraitOnly,
      ]),
    flag(
      "childContainmentAvailable", { $0.containers.childContainmentAvailable },
      { $0.containers.childContainmentAvailable = $1 }, .containers,
      "addChildViewController: exists (5.0 and later); before, a custom container only adds its "
        + "children's views", .noContainment,
      builtIn: [false, false, true, true, true, true, true, true, true]),
    choice(
      "customContainerLegacyDefault", { $0.containers.customContainerLegacyDefault },
      { $0.containers.customContainerLegacyDefault = $1 }, .containers,
      "before iOS 6, what a custom container that neither overrides nor forwards "
        + "shouldAutorotateToInterfaceOrientation: answers: UIViewController's portrait only, its "
        + "visible child's answer, or all its children's", .customContainerLegacy,
      builtIn: [
        .portraitOnly, .portraitOnly, .portraitOnly, .portraitOnly, .portraitOnly, .portraitOnly,
        .portraitOnly, .portraitOnly, .portraitOnly,
      ]),
    choice(
      "splitLegacyCombination", { $0.containers.splitLegacyCombination },
      { $0.containers.splitLegacyCombination = $1 }, .containers,
      "before iOS 6, whose answers a split view controller combines: both children's, or the "
        + "secondary's alone", .splitAllChildren,
      builtIn: [
        .allChildren, .allChildren, .allChildren, .allChildren, .allChildren, .allChildren,
        .allChildren, .allChildren, .allChildren,
      ]),
    flag(
      "iPhoneSplitViewAvailable", { $0.containers.iPhoneSplitViewAvailable },
      { $0.containers.iPhoneSplitViewAvailable = $1 }, .containers,
      "UISplitViewController works on iPhone (iOS 8 and later, apps linked with the iOS 8 SDK or "
        + "later); before, its init raises", .splitOnIPhone,
      builtIn: [false, false, false, false, true, true, true, true, true]),
    flag(
      "detachedPresentationWarning", { $0.containers.detachedPresentationWarning },
      { $0.containers.detachedPresentationWarning = $1 }, .containers,
      "presenting from a controller whose view was only added as a subview logs \"Presenting view "
        + "controllers on detached view controllers is discouraged\" (iOS 8 and later)",
      .detachedPresentation, builtIn: [false, false, false, false, true, true, true, true, true]),
    choice(
      "rotationCallbacks", { $0.callbacks.rotationCallbacks },
      { $0.callbacks.rotationCallbacks = $1 }, .callbacks,
      "which rotation callbacks UIKit sends: willRotateToInterfaceOrientation:duration: to the "
        + "visible controllers (before iOS 8), or viewWillTransitionToSize:withTransitionCoordinator: "
        + "down the containment tree and to presented controllers", .sizeTransitions,
      builtIn: [
        .willRotate, .willRotate, .willRotate, .willRotate, .sizeTransition, .sizeTransition,
        .sizeTransition, .sizeTransition, .sizeTransition,
      ]),
    choice(
      "rotationCallbackRecipients", { $0.callbacks.rotationCallbackRecipients },
      { $0.callbacks.rotationCallbackRecipients = $1 }, .callbacks,
      "before iOS 8, which children of a custom container UIKit forwards the rotation callbacks "
        + "to: those whose views are in the window (the visible child), or all",
      .callbackRecipients,
      openQuestion: true,
      builtIn: [
        .childrenInWindow, .childrenInWindow, .childrenInWindow, .childrenInWindow,
        .childrenInWindow, .childrenInWindow, .childrenInWindow, .childrenInWindow,
        .childrenInWindow,
      ]),
    flag(
      "sizeTransitionToHiddenChildren", { $0.callbacks.sizeTransitionToHiddenChildren },
      { $0.callbacks.sizeTransitionToHiddenChildren = $1 }, .callbacks,
      "from iOS 8, a navigation or tab bar controller passes the size transition to its hidden "
        + "children too (covered stack entries, other tabs)", .sizeTransitionHidden,
      openQuestion: true,
      builtIn: [false, false, false, false, false, false, false, false, false]),
    choice(
      "presentFromDetachedRoot", { $0.launch.presentFromDetachedRoot },
      { $0.launch.presentFromDetachedRoot = $1 }, .launch,
      "before iOS 6, presenting from viewDidLoad at launch (the root's view not yet in the "
        + "window): nothing is presented, or it is presented as usual", .detachedRoot,
      openQuestion: true,
      builtIn: [
        .ignored, .ignored, .ignored, .ignored, .ignored, .ignored, .ignored, .ignored, .ignored,
      ]),
    flag(
      "launchWillAppearPresentPortrait", { $0.launch.launchWillAppearPresentPortrait },
      { $0.launch.launchWillAppearPresentPortrait = $1 }, .launch,
      "a controller presented from viewWillAppear: at launch opens in portrait until the next "
        + "device turn (observed on iOS 5; from iOS 8 inferred not to)", .launchWillAppear,
      openQuestion: true, builtIn: [true, true, true, true, false, false, false, false, false]),
    flag(
      "unbalancedAppearanceWarning", { $0.launch.unbalancedAppearanceWarning },
      { $0.launch.unbalancedAppearanceWarning = $1 }, .launch,
      "presenting from viewWillAppear: at launch logs \"Unbalanced calls to begin/end appearance "
        + "transitions\" (iOS 5 and later)", .launchPhase,
      builtIn: [false, false, true, true, true, true, true, true, true]),
    flag(
      "notInHierarchyWarning", { $0.launch.notInHierarchyWarning },
      { $0.launch.notInHierarchyWarning = $1 }, .launch,
      "presenting from viewDidLoad at launch logs \"whose view is not in the window hierarchy\" "
        + "and presents nothing (iOS 6 and later)", .launchPhase,
      builtIn: [false, false, false, true, true, true, true, true, true]),
    flag(
      "nonFullScreenModalDecides", { $0.presentation.nonFullScreenModalDecides },
      { $0.presentation.nonFullScreenModalDecides = $1 }, .presentation,
      "on iPad before iOS 6, a presented form or page sheet is the controller asked, as a "
        + "full-screen modal is", .formSheetDecides, openQuestion: true,
      builtIn: [true, true, true, false, false, false, false, false, false]),
    flag(
      "reattachUsesStatusBarOrientation", { $0.presentation.reattachUsesStatusBarOrientation },
      { $0.presentation.reattachUsesStatusBarOrientation = $1 }, .presentation,
      "before iOS 6, dismissing a full-screen modal asks the revealed controller again and lays "
        + "it out in the device's orientation, else the status bar's, if it accepts it", .reattach,
      builtIn: [true, true, true, false, false, false, false, false, false]),
    flag(
      "sameTurnDismissFails", { $0.presentation.sameTurnDismissFails },
      { $0.presentation.sameTurnDismissFails = $1 }, .presentation,
      "from iOS 8, dismissing in the run-loop turn that presented fails with \"Trying to dismiss "
        + "the presentation controller while transitioning already.\"", .sameTurnDismiss,
      builtIn: [false, false, false, false, true, true, true, true, true]),
  ]
}
