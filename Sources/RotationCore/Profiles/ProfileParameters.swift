/// The profile parameters and their values under the built-in profiles, in the order the
/// profile JSON lists them. Columns of `builtIn`: 2.0, 2.1+, 5, 6+ (``Profile/builtIn``).
extension ProfileParameter {
  public static let all: [ProfileParameter] = [
    choice(
      "autorotation", { $0.decision.autorotation }, { $0.decision.autorotation = $1 }, .decision,
      "which API UIKit consults: shouldAutorotateToInterfaceOrientation: before iOS 6; "
        + "shouldAutorotate then supportedInterfaceOrientations, intersected with the app's mask, "
        + "from iOS 6",
      Rule("§1.3 §4", ["A7-orig", "S1", "A2"], .documented),
      builtIn: [
        .shouldAutorotateToInterfaceOrientation, .shouldAutorotateToInterfaceOrientation,
        .shouldAutorotateToInterfaceOrientation, .supportedInterfaceOrientations,
      ]),
    flag(
      "manualLandscapeLaunch", { $0.launch.manualLandscapeLaunch },
      { $0.launch.manualLandscapeLaunch = $1 }, .launch,
      "views load in portrait and a landscape launch sets only the status bar: the app rotates "
        + "its root view itself", .manualLandscapeLaunch, builtIn: [true, false, false, false]),
    flag(
      "readsSupportedOrientationsKey", { $0.application.readsSupportedOrientationsKey },
      { $0.application.readsSupportedOrientationsKey = $1 }, .application,
      "UISupportedInterfaceOrientations (and its ~ipad variant) exists (3.2 and later)",
      Rule("§2.3 §9", ["A15"], .documented), builtIn: [false, true, true, true]),
    flag(
      "firstSubviewControllerRotates", { $0.decision.firstSubviewControllerRotates },
      { $0.decision.firstSubviewControllerRotates = $1 }, .decision,
      "the first controller whose view was added to the window is asked and told; from iOS 6 a "
        + "window without a root view controller rotates no controller",
      Rule("§1.4 §4", ["A7-orig", "A7"], .documented), builtIn: [true, true, true, false]),
    flag(
      "containersConsultChildren", { $0.containers.containersConsultChildren },
      { $0.containers.containersConsultChildren = $1 }, .containers,
      "navigation, tab bar and page controllers answer with their children (before iOS 6)",
      Rule("§2.4 §4", ["A7", "S1"], .documented), builtIn: [true, true, true, false]),
    flag(
      "plistRestrictsAtRuntime", { $0.application.plistRestrictsAtRuntime },
      { $0.application.plistRestrictsAtRuntime = $1 }, .application,
      "the Info.plist restricts the orientations at run time (from iOS 6); before, it is only a "
        + "launch hint", Rule("§2.3 §4.3", ["A7", "A5"], .documented),
      builtIn: [false, false, false, true]),
    flag(
      "appDelegateMask", { $0.application.appDelegateMask },
      { $0.application.appDelegateMask = $1 }, .application,
      "application:supportedInterfaceOrientationsForWindow: is called, from the end of launch",
      .appMask, builtIn: [false, false, false, true]),
    flag(
      "attemptRotationAvailable", { $0.calls.attemptRotationAvailable },
      { $0.calls.attemptRotationAvailable = $1 }, .calls,
      "attemptRotationToDeviceOrientation exists (5.0 and later); before, calling it raises",
      .attemptRotation, builtIn: [false, false, true, true]),
    flag(
      "presentationSetsOrientation", { $0.presentation.presentationSetsOrientation },
      { $0.presentation.presentationSetsOrientation = $1 }, .presentation,
      "a full-screen presentation becomes the controller asked and is shown in its preferred "
        + "orientation (from iOS 6)", .presentation, builtIn: [false, false, false, true]),
    flag(
      "statusBarOrientationNeedsZeroMask", { $0.calls.statusBarOrientationNeedsZeroMask },
      { $0.calls.statusBarOrientationNeedsZeroMask = $1 }, .calls,
      "setStatusBarOrientation: works only while the top full-screen controller's mask is 0 "
        + "(from iOS 6); before, always", .statusBarZeroMask, builtIn: [false, false, false, true]),
    flag(
      "warnsMissingRootViewController", { $0.application.warnsMissingRootViewController },
      { $0.application.warnsMissingRootViewController = $1 },
      .application,
      "UIKit logs a warning when launch ends without a root view controller",
      .noRootViewController, builtIn: [false, false, false, true]),
    flag(
      "synthesizesLegacyMask", { $0.decision.synthesizesLegacyMask },
      { $0.decision.synthesizesLegacyMask = $1 }, .decision,
      "a controller that still implements shouldAutorotateToInterfaceOrientation: has its mask "
        + "synthesized from it (from iOS 6)", .legacySynthesis,
      builtIn: [false, false, false, true]),
    flag(
      "autorotatesAtRuntime", { $0.decision.autorotatesAtRuntime },
      { $0.decision.autorotatesAtRuntime = $1 }, .decision,
      "a device turn after launch rotates the interface (that 2.0 does so like 2.1 is inferred)",
      .runtimeLike21, openQuestion: true, builtIn: [true, true, true, true]),
    flag(
      "modalControllerAskedBefore6", { $0.decision.modalControllerAskedBefore6 },
      { $0.decision.modalControllerAskedBefore6 = $1 }, .decision,
      "before iOS 6, the top full-screen modal controller is the one asked", .modalAskedBefore6,
      openQuestion: true, builtIn: [true, true, true, true]),
    choice(
      "navigationRule", { $0.containers.navigationRule }, { $0.containers.navigationRule = $1 },
      .containers,
      "before iOS 6, whom a navigation controller asks: its top controller, or every level",
      Rule("§2.4 §13", ["C5", "C6", "A7"], .inferred), openQuestion: true,
      builtIn: [.topController, .topController, .topController, .topController]),
    choice(
      "tabBarDefault", { $0.containers.tabBarDefault }, { $0.containers.tabBarDefault = $1 },
      .containers,
      "from iOS 6, a tab bar controller's mask when not overridden", .tabBarDefault,
      openQuestion: true, builtIn: [.idiomDefault, .idiomDefault, .idiomDefault, .idiomDefault]),
    choice(
      "legacyPrecedence", { $0.decision.legacyPrecedence }, { $0.decision.legacyPrecedence = $1 },
      .decision,
      "from iOS 6, which answer counts when a controller implements both orientation APIs",
      .legacyPrecedence, openQuestion: true,
      builtIn: [
        .supportedInterfaceOrientationsWins, .supportedInterfaceOrientationsWins,
        .supportedInterfaceOrientationsWins, .supportedInterfaceOrientationsWins,
      ]),
    flag(
      "synthesizedMaskUsesAppMask", { $0.decision.synthesizedMaskUsesAppMask },
      { $0.decision.synthesizedMaskUsesAppMask = $1 }, .decision,
      "from iOS 6, a synthesized mask is still intersected with the app's mask",
      .synthesizedAppMask, openQuestion: true, builtIn: [true, true, true, true]),
    choice(
      "zeroMask", { $0.decision.zeroMask }, { $0.decision.zeroMask = $1 }, .decision,
      "from iOS 6, what a supportedInterfaceOrientations of 0 means: no autorotation (the app "
        + "sets the status bar itself), or no common orientation", .zeroMask, openQuestion: true,
      builtIn: [.manualStatusBar, .manualStatusBar, .manualStatusBar, .manualStatusBar]),
    flag(
      "dismissalReevaluates", { $0.presentation.dismissalReevaluates },
      { $0.presentation.dismissalReevaluates = $1 }, .presentation,
      "dismissing a full-screen controller re-evaluates the revealed one and rotates back to a "
        + "supported orientation", .dismissal, openQuestion: true,
      builtIn: [true, true, true, true]),
    choice(
      "presentationFallback", { $0.presentation.presentationFallback },
      { $0.presentation.presentationFallback = $1 }, .presentation,
      "the orientation a full-screen presentation falls back to when the status bar's is not "
        + "supported and no preferred orientation is given", .presentationFallback,
      openQuestion: true,
      builtIn: [
        .deviceThenFirstSupported, .deviceThenFirstSupported, .deviceThenFirstSupported,
        .deviceThenFirstSupported,
      ]),
    choice(
      "launchGeometry", { $0.launch.launchGeometry }, { $0.launch.launchGeometry = $1 }, .launch,
      "where the iPhone OS 2.0 landscape launch puts the root view's center: the center of the "
        + "screen less the status bar, or TN2244's 2009 formula",
      Rule("§0.2 §13", ["S3", "C19", "C22"], .inferred), openQuestion: true,
      builtIn: [.contentCenter, .contentCenter, .contentCenter, .contentCenter]),
  ]
}
