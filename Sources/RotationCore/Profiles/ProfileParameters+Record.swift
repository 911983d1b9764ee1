/// The parameters that reports of the public record decided, where they contradicted the rules
/// reference's first reading (docs/rules.md §13 lists the reports on each side). Columns of
/// `builtIn`: 2.0, 2.1+, 5, 6+, 8, 9+, 13+, 16+, 26+.
extension ProfileParameter {
  static let fromPublicRecord: [ProfileParameter] = [
    flag(
      "requiresFullScreenNotice", { $0.application.requiresFullScreenNotice },
      { $0.application.requiresFullScreenNotice = $1 }, .application,
      "an iPad app that sets UIRequiresFullScreen logs at launch that the key will soon be "
        + "ignored and every orientation required (iPadOS 26)", .requiresFullScreenNotice,
      builtIn: [false, false, false, false, false, false, false, false, true]),
    flag(
      "appDelegateAskedWhenMultitasking", { $0.application.appDelegateAskedWhenMultitasking },
      { $0.application.appDelegateAskedWhenMultitasking = $1 }, .application,
      "an iPad app that multitasks still has its app delegate's "
        + "application:supportedInterfaceOrientationsForWindow: met; reports say UIKit ignores "
        + "that lock too", .multitaskingDelegate,
      builtIn: [false, false, false, false, false, false, false, false, false]),
    flag(
      "windowedAppsLetterbox", { $0.decision.windowedAppsLetterbox },
      { $0.decision.windowedAppsLetterbox = $1 }, .decision,
      "an iPad app in windowed mode whose supported orientations leave out the device's is not "
        + "turned: it keeps its interface orientation, shown upright in a letterboxed window, "
        + "until the device turns to one it supports or it leaves windowed mode (iPadOS 26); "
        + "else no window is letterboxed", .windowedLetterbox,
      builtIn: [false, false, false, false, false, false, false, false, true]),
    flag(
      "currentContextFillingWindowDecides",
      { $0.presentation.currentContextFillingWindowDecides },
      { $0.presentation.currentContextFillingWindowDecides = $1 }, .presentation,
      "a currentContext presentation whose context fills the window is asked like a full-screen "
        + "one, whatever the size class (from iOS 8; overCurrentContext like overFullScreen)",
      .currentContextFillsWindow,
      builtIn: [false, false, false, false, true, true, true, true, true]),
    flag(
      "customWithoutPresentationControllerDecides",
      { $0.presentation.customWithoutPresentationControllerDecides },
      { $0.presentation.customWithoutPresentationControllerDecides = $1 }, .presentation,
      "a custom presentation with only a transitioning delegate (no presentation controller of "
        + "the app's) is asked like a full-screen one; else the presenter keeps deciding",
      .customTransition,
      builtIn: [false, false, false, false, false, false, false, false, false]),
    flag(
      "overCurrentContextDecides", { $0.presentation.overCurrentContextDecides },
      { $0.presentation.overCurrentContextDecides = $1 }, .presentation,
      "an overCurrentContext presentation is asked like the presentations that fill the window "
        + "(over the window's own controllers like overFullScreen, over a sheet like a sheet); "
        + "else, as it leaves its presenter's view in place, it is never asked (from iOS 8)",
      .overCurrentContext,
      builtIn: [true, true, true, true, false, false, false, false, false]),
    flag(
      "presentedFollowsDevice", { $0.presentation.presentedFollowsDevice },
      { $0.presentation.presentedFollowsDevice = $1 }, .presentation,
      "a full-screen controller without a preferred orientation, shown in the status bar's "
        + "orientation, turns at once to the device's when it supports it (from iOS 8)",
      .presentedFollowsDevice,
      builtIn: [false, false, false, false, true, true, true, true, true]),
    flag(
      "nonFullScreenDismissalReevaluates",
      { $0.presentation.nonFullScreenDismissalReevaluates },
      { $0.presentation.nonFullScreenDismissalReevaluates = $1 }, .presentation,
      "dismissing a custom, currentContext or overCurrentContext presentation re-evaluates the "
        + "revealed controller as a full-screen dismissal does; else the interface stays as it "
        + "was until the next device turn (from iOS 6)", .nonFullScreenDismissal,
      builtIn: [false, false, false, false, false, false, false, false, false]),
    flag(
      "statusBarOrientationSetterIsNoOp", { $0.calls.statusBarOrientationSetterIsNoOp },
      { $0.calls.statusBarOrientationSetterIsNoOp = $1 }, .calls,
      "for an app linked with the iOS 13 SDK or later, setStatusBarOrientation: does nothing but "
        + "log an assertion (from iOS 13)", .statusBarSetterNoOp,
      builtIn: [false, false, false, false, false, false, true, true, true]),
    flag(
      "deviceTurnRereadsMask", { $0.calls.deviceTurnRereadsMask },
      { $0.calls.deviceTurnRereadsMask = $1 }, .calls,
      "a device turn reads the deciding controller's mask again; from iOS 16 it meets the mask "
        + "UIKit last read (at launch, a presentation, a dismissal, setNeedsUpdate... or "
        + "attemptRotation...)", .maskCacheAtTurn,
      builtIn: [true, true, true, true, true, true, true, false, false]),
    flag(
      "navigationDefaultAllOnPhone", { $0.containers.navigationDefaultAllOnPhone },
      { $0.containers.navigationDefaultAllOnPhone = $1 }, .containers,
      "on iPhone, a navigation controller that does not override supportedInterfaceOrientations "
        + "answers every orientation, upside down included (from iOS 13); else the iPhone "
        + "default, all but upside down", .navigationDefaultOnPhone,
      builtIn: [false, false, false, false, false, false, true, true, true]),
    flag(
      "transitionHoldsOrientation", { $0.calls.transitionHoldsOrientation },
      { $0.calls.transitionHoldsOrientation = $1 }, .calls,
      "in the run-loop turn of a presentation, dismissal, push or pop, a geometry request is "
        + "checked against the current interface orientation only, and "
        + "setNeedsUpdateOfSupportedInterfaceOrientations takes effect when the turn ends "
        + "(from iOS 16)", .transitionHoldsOrientation,
      builtIn: [false, false, false, false, false, false, false, true, true]),
  ]
}
