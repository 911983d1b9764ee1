/// The profile parameters and their values under the built-in profiles, in the order the
/// profile JSON lists them. Columns of `builtIn`: 2.0, 2.1+, 5, 6+, 8, 9+, 13+, 16+, 26+
/// (``Profile/builtIn``).
extension ProfileParameter {
  /// Every parameter: those of the rules reference (UIKit's versions, then real apps'), then those
  /// the public record decided, then those of UIKit's own controllers.
  public static let all: [ProfileParameter] =
    fromRulesReference + fromAppsReference + fromPublicRecord + fromSystemControllers

  static let fromRulesReference: [ProfileParameter] = [
    choice(
      "autorotation", { $0.decision.autorotation }, { $0.decision.autorotation = $1 }, .decision,
      "which API UIKit consults: shouldAutorotateToInterfaceOrientation: before iOS 6; "
        + "shouldAutorotate then supportedInterfaceOrientations, intersected with the app's mask, "
        + "from iOS 6",
      Rule("§1.3 §4", ["A7-orig", "S1", "A2"], .documented),
      builtIn: [
        .shouldAutorotateToInterfaceOrientation, .shouldAutorotateToInterfaceOrientation,
        .shouldAutorotateToInterfaceOrientation, .supportedInterfaceOrientations,
        .supportedInterfaceOrientations, .supportedInterfaceOrientations,
        .supportedInterfaceOrientations, .supportedInterfaceOrientations,
        .supportedInterfaceOrientations,
      ]),
    flag(
      "manualLandscapeLaunch", { $0.launch.manualLandscapeLaunch },
      { $0.launch.manualLandscapeLaunch = $1 }, .launch,
      "views load in portrait and a landscape launch sets only the status bar: the app rotates "
        + "its root view itself", .manualLandscapeLaunch,
      builtIn: [true, false, false, false, false, false, false, false, false]),
    flag(
      "readsSupportedOrientationsKey", { $0.application.readsSupportedOrientationsKey },
      { $0.application.readsSupportedOrientationsKey = $1 }, .application,
      "UISupportedInterfaceOrientations (and its ~ipad variant) exists (3.2 and later)",
      Rule("§2.3 §9", ["A15"], .documented),
      builtIn: [false, true, true, true, true, true, true, true, true]),
    flag(
      "firstSubviewControllerRotates", { $0.decision.firstSubviewControllerRotates },
      { $0.decision.firstSubviewControllerRotates = $1 }, .decision,
      "the first controller whose view was added to the window is asked and told; from iOS 6 a "
        + "window without a root view controller rotates no controller",
      Rule("§1.4 §4", ["A7-orig", "A7"], .documented),
      builtIn: [true, true, true, false, false, false, false, false, false]),
    flag(
      "containersConsultChildren", { $0.containers.containersConsultChildren },
      { $0.containers.containersConsultChildren = $1 }, .containers,
      "navigation, tab bar and page controllers answer with their children (before iOS 6)",
      Rule("§2.4 §4", ["A7", "S1"], .documented),
      builtIn: [true, true, true, false, false, false, false, false, false]),
    flag(
      "plistRestrictsAtRuntime", { $0.application.plistRestrictsAtRuntime },
      { $0.application.plistRestrictsAtRuntime = $1 }, .application,
      "the Info.plist restricts the orientations at run time (from iOS 6); before, it is only a "
        + "launch hint", Rule("§2.3 §4.3", ["A7", "A5"], .documented),
      builtIn: [false, false, false, true, true, true, true, true, true]),
    flag(
      "appDelegateMask", { $0.application.appDelegateMask },
      { $0.application.appDelegateMask = $1 }, .application,
      "application:supportedInterfaceOrientationsForWindow: is called, from the end of launch",
      .appMask, builtIn: [false, false, false, true, true, true, true, true, true]),
    flag(
      "attemptRotationAvailable", { $0.calls.attemptRotationAvailable },
      { $0.calls.attemptRotationAvailable = $1 }, .calls,
      "attemptRotationToDeviceOrientation exists (5.0 and later); before, calling it raises",
      .attemptRotation, builtIn: [false, false, true, true, true, true, true, true, true]),
    flag(
      "presentationSetsOrientation", { $0.presentation.presentationSetsOrientation },
      { $0.presentation.presentationSetsOrientation = $1 }, .presentation,
      "a full-screen presentation becomes the controller asked and is shown in its preferred "
        + "orientation (from iOS 6)", .presentation,
      builtIn: [false, false, false, true, true, true, true, true, true]),
    flag(
      "statusBarOrientationNeedsZeroMask", { $0.calls.statusBarOrientationNeedsZeroMask },
      { $0.calls.statusBarOrientationNeedsZeroMask = $1 }, .calls,
      "setStatusBarOrientation: works only while the top full-screen controller's mask is 0 "
        + "(from iOS 6); before, always", .statusBarZeroMask,
      builtIn: [false, false, false, true, true, true, true, true, true]),
    flag(
      "warnsMissingRootViewController", { $0.application.warnsMissingRootViewController },
      { $0.application.warnsMissingRootViewController = $1 },
      .application,
      "UIKit logs a warning when launch ends without a root view controller",
      .noRootViewController, builtIn: [false, false, true, true, true, true, true, true, true]),
    flag(
      "synthesizesLegacyMask", { $0.decision.synthesizesLegacyMask },
      { $0.decision.synthesizesLegacyMask = $1 }, .decision,
      "a controller that still implements shouldAutorotateToInterfaceOrientation: has its mask "
        + "synthesized from it (from iOS 6)", .legacySynthesis,
      builtIn: [false, false, false, true, true, true, true, true, true]),
    flag(
      "autorotatesAtRuntime", { $0.decision.autorotatesAtRuntime },
      { $0.decision.autorotatesAtRuntime = $1 }, .decision,
      "a device turn after launch rotates the interface (that 2.0 does so like 2.1 is inferred)",
      .runtimeLike21, openQuestion: true,
      builtIn: [true, true, true, true, true, true, true, true, true]),
    flag(
      "modalControllerAskedBefore6", { $0.decision.modalControllerAskedBefore6 },
      { $0.decision.modalControllerAskedBefore6 = $1 }, .decision,
      "before iOS 6, the top full-screen modal controller is the one asked", .modalAskedBefore6,
      openQuestion: true, builtIn: [true, true, true, true, true, true, true, true, true]),
    choice(
      "navigationRule", { $0.containers.navigationRule }, { $0.containers.navigationRule = $1 },
      .containers,
      "before iOS 6, whom a navigation controller asks: its top controller, or every level",
      Rule("§2.4 §13", ["C5", "C6", "A7"], .inferred), openQuestion: true,
      builtIn: [
        .topController, .topController, .topController, .topController, .topController,
        .topController, .topController, .topController, .topController,
      ]),
    choice(
      "tabBarDefault", { $0.containers.tabBarDefault }, { $0.containers.tabBarDefault = $1 },
      .containers,
      "from iOS 6, a tab bar controller's mask when not overridden", .tabBarDefault,
      openQuestion: true,
      builtIn: [
        .idiomDefault, .idiomDefault, .idiomDefault, .idiomDefault, .idiomDefault, .idiomDefault,
        .idiomDefault, .idiomDefault, .idiomDefault,
      ]),
    choice(
      "legacyPrecedence", { $0.decision.legacyPrecedence }, { $0.decision.legacyPrecedence = $1 },
      .decision,
      "from iOS 6, which answer counts when a controller implements both orientation APIs",
      .legacyPrecedence, openQuestion: true,
      builtIn: [
        .supportedInterfaceOrientationsWins, .supportedInterfaceOrientationsWins,
        .supportedInterfaceOrientationsWins, .supportedInterfaceOrientationsWins,
        .supportedInterfaceOrientationsWins, .supportedInterfaceOrientationsWins,
        .supportedInterfaceOrientationsWins, .supportedInterfaceOrientationsWins,
        .supportedInterfaceOrientationsWins,
      ]),
    flag(
      "synthesizedMaskUsesAppMask", { $0.decision.synthesizedMaskUsesAppMask },
      { $0.decision.synthesizedMaskUsesAppMask = $1 }, .decision,
      "from iOS 6, a synthesized mask is still intersected with the app's mask",
      .synthesizedAppMask, openQuestion: true,
      builtIn: [true, true, true, true, true, true, true, true, true]),
    choice(
      "zeroMask", { $0.decision.zeroMask }, { $0.decision.zeroMask = $1 }, .decision,
      "from iOS 6, what a supportedInterfaceOrientations of 0 means: no autorotation (the app "
        + "sets the status bar itself), or no common orientation", .zeroMask, openQuestion: true,
      builtIn: [
        .manualStatusBar, .manualStatusBar, .manualStatusBar, .manualStatusBar, .manualStatusBar,
        .manualStatusBar, .manualStatusBar, .manualStatusBar, .manualStatusBar,
      ]),
    flag(
      "dismissalReevaluates", { $0.presentation.dismissalReevaluates },
      { $0.presentation.dismissalReevaluates = $1 }, .presentation,
      "dismissing a full-screen controller re-evaluates the revealed one and rotates back to a "
        + "supported orientation", .dismissal,
      builtIn: [true, true, true, true, true, true, true, true, true]),
    choice(
      "presentationFallback", { $0.presentation.presentationFallback },
      { $0.presentation.presentationFallback = $1 }, .presentation,
      "the orientation a full-screen presentation falls back to when the status bar's is not "
        + "supported and no preferred orientation is given", .presentationFallback,
      openQuestion: true,
      builtIn: [
        .deviceThenFirstSupported, .deviceThenFirstSupported, .deviceThenFirstSupported,
        .deviceThenFirstSupported, .deviceThenFirstSupported, .deviceThenFirstSupported,
        .deviceThenFirstSupported, .deviceThenFirstSupported, .deviceThenFirstSupported,
      ]),
    choice(
      "launchGeometry", { $0.launch.launchGeometry }, { $0.launch.launchGeometry = $1 }, .launch,
      "where the iPhone OS 2.0 landscape launch puts the root view's center: the center of the "
        + "screen less the status bar, or TN2244's 2009 formula",
      Rule("§0.2 §13", ["S3", "C19", "C22"], .inferred), openQuestion: true,
      builtIn: [
        .contentCenter, .contentCenter, .contentCenter, .contentCenter, .contentCenter,
        .contentCenter, .contentCenter, .contentCenter, .contentCenter,
      ]),
    version(
      "version", { $0.system.version }, { $0.system.version = $1 }, .system,
      "the system version the profile models: the SDK an app is linked with unless its "
        + "environment says, and the version UIRequiresFullScreenIgnoredStartingWithVersion is "
        + "compared with", .systemVersion,
      builtIn: ["2.0", "2.1", "5.0", "6.0", "8.0", "9.0", "13.0", "16.0", "26.0"]),
    flag(
      "deviceMask", { $0.application.deviceMask }, { $0.application.deviceMask = $1 },
      .application,
      "the device's own orientations enter the intersection: an iPhone without a Home button "
        + "has no portraitUpsideDown (from iOS 8)", .deviceMask,
      builtIn: [false, false, false, false, true, true, true, true, true]),
    flag(
      "multitasking", { $0.decision.multitasking }, { $0.decision.multitasking = $1 }, .decision,
      "an iPad app that can multitask (all four orientations, a launch storyboard, no "
        + "UIRequiresFullScreen, an iPad model that multitasks) follows every device turn: "
        + "view controllers are not asked (from iOS 9)", .multitasking,
      builtIn: [false, false, false, false, false, true, true, true, true]),
    flag(
      "shouldAutorotateConsulted", { $0.decision.shouldAutorotateConsulted },
      { $0.decision.shouldAutorotateConsulted = $1 }, .decision,
      "shouldAutorotate is consulted (iOS 6 to 15); from iOS 16 it is not, so returning NO no "
        + "longer stops a rotation and an empty intersection always raises",
      .shouldAutorotateIgnored,
      builtIn: [true, true, true, true, true, true, true, false, false]),
    flag(
      "honourShouldAutorotateForOldSDK", { $0.decision.honourShouldAutorotateForOldSDK },
      { $0.decision.honourShouldAutorotateForOldSDK = $1 }, .decision,
      "from iOS 16, an app linked with an SDK before 16 still has shouldAutorotate consulted",
      .oldSDKShouldAutorotate, openQuestion: true,
      builtIn: [false, false, false, false, false, false, false, false, false]),
    flag(
      "sizeClassPresentations", { $0.presentation.sizeClassPresentations },
      { $0.presentation.sizeClassPresentations = $1 }, .presentation,
      "presentation styles adapt to the size class (from iOS 8); before, sheets fill the iPhone's "
        + "screen and never the iPad's", .sizeClasses,
      builtIn: [false, false, false, false, true, true, true, true, true]),
    flag(
      "compactWidthSheetsAreFullScreen", { $0.presentation.compactWidthSheetsAreFullScreen },
      { $0.presentation.compactWidthSheetsAreFullScreen = $1 }, .presentation,
      "in compact width, sheets, popovers and current-context styles adapt to full screen and "
        + "decide (iOS 8 to 12); from 13 they stay sheets", .compactWidthFullScreen,
      builtIn: [true, true, true, true, true, true, false, false, false]),
    choice(
      "automaticMapsTo", { $0.presentation.automaticMapsTo },
      { $0.presentation.automaticMapsTo = $1 }, .presentation,
      "what a present with no style set becomes: full screen before iOS 13, a page sheet from 13, "
        + "a form sheet from 18 (alike for orientation)", .automaticStyle,
      builtIn: [
        .fullScreen, .fullScreen, .fullScreen, .fullScreen, .fullScreen, .fullScreen, .pageSheet,
        .pageSheet, .formSheet,
      ]),
    flag(
      "compactHeightSheetDecides", { $0.presentation.compactHeightSheetDecides },
      { $0.presentation.compactHeightSheetDecides = $1 }, .presentation,
      "from iOS 13, a sheet in compact height (iPhone landscape), which \"behaves the same as "
        + "fullScreen\", is the controller asked", .compactHeightSheet, openQuestion: true,
      builtIn: [true, true, true, true, true, true, true, true, true]),
    flag(
      "overFullScreenDecides", { $0.presentation.overFullScreenDecides },
      { $0.presentation.overFullScreenDecides = $1 }, .presentation,
      "an overFullScreen presentation (and overCurrentContext over the whole window), which "
        + "covers the screen but keeps the presenter's view, is the controller asked",
      .overFullScreen, openQuestion: true,
      builtIn: [true, true, true, true, true, true, true, true, true]),
    choice(
      "sceneLifecycleWarning", { $0.application.sceneLifecycleWarning },
      { $0.application.sceneLifecycleWarning = $1 }, .application,
      "the console line an app without UIApplicationSceneManifest gets at launch: none, 18.4's "
        + "adoption notice, or 26's \"will soon be required\"", .sceneLifecycle,
      builtIn: [.none, .none, .none, .none, .none, .none, .none, .none, .soonRequired]),
    flag(
      "deviceOrientationSetterIsNoOp", { $0.calls.deviceOrientationSetterIsNoOp },
      { $0.calls.deviceOrientationSetterIsNoOp = $1 }, .calls,
      "for an app linked with the iOS 16 SDK or later, setting UIDevice's orientation through "
        + "setValue:forKey: does nothing but log a warning", .kvcNoOp,
      builtIn: [false, false, false, false, false, false, false, true, true]),
    choice(
      "kvcOrientationEffect16", { $0.calls.kvcOrientationEffect16 },
      { $0.calls.kvcOrientationEffect16 = $1 }, .calls,
      "from iOS 16, what the key-value orientation write does for an app linked with an earlier "
        + "SDK: ignored with a warning, or a rotation with a warning", .kvcOldSDK,
      builtIn: [
        .rotatesWithWarning, .rotatesWithWarning, .rotatesWithWarning, .rotatesWithWarning,
        .rotatesWithWarning, .rotatesWithWarning, .rotatesWithWarning, .rotatesWithWarning,
        .rotatesWithWarning,
      ]),
    flag(
      "geometryRequestsAvailable", { $0.calls.geometryRequestsAvailable },
      { $0.calls.geometryRequestsAvailable = $1 }, .calls,
      "requestGeometryUpdate and setNeedsUpdateOfSupportedInterfaceOrientations exist (16.0 and "
        + "later); before, their steps are skipped", .geometryRequest,
      builtIn: [false, false, false, false, false, false, false, true, true]),
    flag(
      "geometryValidationUsesCache", { $0.calls.geometryValidationUsesCache },
      { $0.calls.geometryValidationUsesCache = $1 }, .calls,
      "a geometry request is checked against the deciding controller's mask as UIKit last read "
        + "it (at launch, a device turn, a presentation, a dismissal or setNeedsUpdate...), not "
        + "its answer now", .geometryCache, openQuestion: true,
      builtIn: [true, true, true, true, true, true, true, true, true]),
    choice(
      "geometryRequestProcessing", { $0.calls.geometryRequestProcessing },
      { $0.calls.geometryRequestProcessing = $1 }, .calls,
      "when a geometry request is checked: at once, against the masks as UIKit holds them at "
        + "the call (a mask changed later in the same turn does not count), or at the end of the "
        + "run-loop turn (after the other steps of its turn)", .requestProcessing,
      builtIn: [
        .endOfTurn, .endOfTurn, .endOfTurn, .endOfTurn, .endOfTurn, .endOfTurn, .endOfTurn,
        .immediate, .immediate,
      ]),
    flag(
      "setNeedsUpdateLeavesUnsupported", { $0.calls.setNeedsUpdateLeavesUnsupported },
      { $0.calls.setNeedsUpdateLeavesUnsupported = $1 }, .calls,
      "setNeedsUpdateOfSupportedInterfaceOrientations leaves an interface whose orientation is "
        + "no longer supported as it is, instead of rotating it away", .setNeedsUpdateUnsupported,
      openQuestion: true,
      builtIn: [false, false, false, false, false, false, false, false, false]),
    choice(
      "attemptRotationOn16", { $0.calls.attemptRotationOn16 },
      { $0.calls.attemptRotationOn16 = $1 }, .calls,
      "from iOS 16, where it is deprecated, whether attemptRotationToDeviceOrientation still "
        + "works as before, does nothing, or acts as setNeedsUpdateOfSupportedInterfaceOrientations",
      .attemptRotation16,
      builtIn: [
        .asBefore, .asBefore, .asBefore, .asBefore, .asBefore, .asBefore, .asBefore,
        .likeSetNeedsUpdate, .likeSetNeedsUpdate,
      ]),
    flag(
      "orientationLockAvailable", { $0.calls.orientationLockAvailable },
      { $0.calls.orientationLockAvailable = $1 }, .calls,
      "prefersInterfaceOrientationLocked and setNeedsUpdateOfPrefersInterfaceOrientationLocked "
        + "exist (26.0 and later)", .orientationLock,
      builtIn: [false, false, false, false, false, false, false, false, true]),
    flag(
      "lockHonouredOnIPhone", { $0.calls.lockHonouredOnIPhone },
      { $0.calls.lockHonouredOnIPhone = $1 }, .calls,
      "the iOS 26 orientation lock holds on iPhone too (documented for full-screen scenes)",
      .lockOnIPhone, openQuestion: true,
      builtIn: [true, true, true, true, true, true, true, true, true]),
  ]
}
