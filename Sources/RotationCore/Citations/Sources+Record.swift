/// Developers' reports (`P` keys) that decided the rules where they contradicted the rules
/// reference's first reading (docs/rules.md §13).
extension Source {
  static let record: [Source] = [
    Source(
      "P1", .developerReport,
      "react-native-orientation-locker #126: an iPad app's lock holds only without multitasking",
      "https://github.com/wonday/react-native-orientation-locker/issues/126"),
    Source(
      "P2", .developerReport, "expo #68: orientation not locked on iPad; multitasking the culprit",
      "https://github.com/expo/expo/issues/68"),
    Source(
      "P3", .developerReport,
      "jellyfin-ios PR #131: an orientation lock on iPad needs multitasking removed",
      "https://github.com/jellyfin/jellyfin-ios/pull/131"),
    Source(
      "P4", .developerReport,
      "react-native-orientation-director #70: no lock on iPad without Requires full screen",
      "https://github.com/gladiuscode/react-native-orientation-director/issues/70"),
    Source(
      "P5", .developerReport,
      "react-native-image-picker #103: landscape-only iPad app crashes choosing from the library",
      "https://github.com/react-native-image-picker/react-native-image-picker/issues/103"),
    Source(
      "P6", .developerReport,
      "react-native-image-picker #556: UIApplicationInvalidInterfaceOrientation on a landscape iPad",
      "https://github.com/react-native-image-picker/react-native-image-picker/issues/556"),
    Source(
      "P7", .developerReport,
      "react-native-image-picker #587: the picker presented currentContext crashes; popover works",
      "https://github.com/react-native-image-picker/react-native-image-picker/issues/587"),
    Source(
      "P8", .developerReport,
      "intercom-ios #153: the photo picker crashes a landscape-locked iPad app (9.3.2)",
      "https://github.com/intercom/intercom-ios/issues/153"),
    Source(
      "P9", .developerReport,
      "ZFPlayer #880: setStatusBarOrientation: logs that it is a no-op on iOS 13",
      "https://github.com/renzifeng/ZFPlayer/issues/880"),
    Source(
      "P10", .developerReport,
      "ZFPlayer #824: on iOS 13 the status bar stays portrait when the player turns",
      "https://github.com/renzifeng/ZFPlayer/issues/824"),
    Source(
      "P11", .developerReport,
      "ZFPlayer #857: the status bar no longer turns on 13 when built with Xcode 11, still with 10.3",
      "https://github.com/renzifeng/ZFPlayer/issues/857"),
    Source(
      "P12", .developerReport,
      "flutter engine PR #38230: always set the orientation preferences on iOS 16",
      "https://github.com/flutter/engine/pull/38230"),
    Source(
      "P13", .developerReport,
      "flutter #119473: setPreferredOrientations applies once on iOS 16.2",
      "https://github.com/flutter/flutter/issues/119473"),
    Source(
      "P14", .developerReport,
      "Play SRG's Orientation.m: a custom transition leaves the presenter deciding",
      "https://github.com/SRGSSR/playsrg-apple"),
    Source(
      "P15", .developerReport,
      "rdar 22401547: a custom presentation whose presentation controller removes the presenter's "
        + "view rotates with the presented controller",
      "https://github.com/lionheart/openradar-mirror/issues/5848"),
    Source(
      "P16", .developerReport,
      "KMCGeigerCounter PR #10: its rootless window fails the iOS 9 launch check",
      "https://github.com/kconner/KMCGeigerCounter/pull/10"),
    Source(
      "P17", .developerReport,
      "GSTouchesShowingWindow #7: the iOS 9 assertion in -[UIApplication _runWithMainScene:...]",
      "https://github.com/LukasCZ/GSTouchesShowingWindow/issues/7"),
    Source(
      "P18", .developerReport,
      "SXNews #32: a launch crash fixed by makeKeyAndVisible, not reproduced by the maintainer",
      "https://github.com/dsxNiubility/SXNews/issues/32"),
    Source(
      "P19", .developerReport,
      "TTWindowManager #2: dismissing a landscape window leaves the outgoing window landscape",
      "https://github.com/thattyson/TTWindowManager/issues/2"),
    Source(
      "P20", .developerReport,
      "FCOverlayViewController #4: a landscape status bar stays after the overlay is dismissed",
      "https://github.com/almerlucke/FCOverlayViewController/issues/4"),
    Source(
      "P21", .developerReport,
      "react-native-orientation-locker #8: the app delegate's lock holds only with Requires full "
        + "screen",
      "https://github.com/wonday/react-native-orientation-locker/issues/8"),
    Source(
      "P22", .developerReport,
      "Azure communication-ui PR #363: on iOS 16 rotation fails until the controller is told",
      "https://github.com/Azure/communication-ui-library-ios/pull/363"),
    Source(
      "P23", .developerReport,
      "swiftui-interface-orientation #2: a SwiftUI iPad app's lock holds only with Requires full "
        + "screen",
      "https://github.com/wvteijlingen/swiftui-interface-orientation/issues/2"),
  ]
}
