/// The sources of the present-day profiles (8 to 26): Apple's pages (`M` keys) and developers'
/// reports (`N` keys), as rules-modern §13 lists them.
extension Source {
  static let modern: [Source] = [
    Source(
      "M1", .appleDocumentation, "UIWindowScene.interfaceOrientation (13.0 to 26.0)",
      "https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation"),
    Source(
      "M2", .appleDocumentation, "UIModalPresentationStyle.pageSheet and .formSheet",
      "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet"),
    Source(
      "M3", .appleDocumentation,
      "UIModalPresentationStyle.popover (with the iOS 12-and-earlier behaviour)",
      "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover"),
    Source(
      "M4", .appleDocumentation,
      "UIModalPresentationStyle.overFullScreen; UIPresentationController.shouldPresentInFullscreen",
      "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen"),
    Source(
      "M5-Q", .appleDocumentation,
      "UIViewController.modalPresentationStyle, iOS 8 to 12 wording (quoted)",
      "https://riptutorial.com/ios/topic/10122/modelpresentationstyles"),
    Source(
      "M6", .appleDocumentation, "Human Interface Guidelines: Layout (size classes)",
      "https://developer.apple.com/design/human-interface-guidelines/layout"),
    Source(
      "M8", .appleDocumentation, "Info.plist key UIRequiresFullScreen",
      "https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen"
    ),
    Source(
      "M9", .technicalNote,
      "TN3192: Migrating your app from the deprecated UIRequiresFullScreen key",
      "https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key"
    ),
    Source(
      "M10", .appleDocumentation, "UIViewController.prefersInterfaceOrientationLocked (26.0)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersinterfaceorientationlocked"
    ),
    Source(
      "M11", .appleDocumentation, "UISceneError.Code (geometryRequestDenied = 101)",
      "https://developer.apple.com/documentation/uikit/uisceneerror/code"),
    Source(
      "M15", .appleDocumentation,
      "WWDC15 session 205, Getting Started with Multitasking on iPad in iOS 9",
      "https://asciiwwdc.com/2015/sessions/205"),
    Source(
      "M18", .appleDocumentation,
      "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:)",
      "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:)"
    ),
    Source(
      "M19", .appleDocumentation,
      "View Controller Programming Guide: Presenting a View Controller",
      "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/PresentingaViewController.html"
    ),
    Source(
      "M20", .technicalNote, "TN3187: Migrating to the UIKit scene-based life cycle",
      "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"
    ),
    Source(
      "M21", .appleDocumentation,
      "UISheetPresentationController.prefersEdgeAttachedInCompactHeight (15.0)",
      "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight"
    ),
    Source(
      "M22", .releaseNotes,
      "iPadOS 16 release notes, UIKit: requestGeometryUpdate; shouldAutorotate no longer supported",
      "https://developer.apple.com/documentation/ios-ipados-release-notes/ipados-16-release-notes"),
    Source(
      "N1", .developerReport, "flutter #111587: setting UIDevice orientation on iOS 16",
      "https://github.com/flutter/flutter/issues/111587"),
    Source(
      "N2", .developerReport, "react-native-orientation-locker #241 and PR #243 (iOS 16)",
      "https://github.com/wonday/react-native-orientation-locker/issues/241"),
    Source(
      "N3", .developerReport,
      "react-native-orientation #418: the notification is posted on 15.6.1, not on 16.1.1",
      "https://github.com/yamill/react-native-orientation/issues/418"),
    Source(
      "N4", .developerReport,
      "@capacitor/screen-orientation #2100: error 101 with Requested and Supported lists",
      "https://github.com/ionic-team/capacitor-plugins/issues/2100"),
    Source(
      "N5", .developerReport,
      "Geometry requests refused in iPad windowing modes (orientation-director #70, flutter #119473)",
      "https://github.com/gladiuscode/react-native-orientation-director/issues/70"),
    Source(
      "N6", .developerReport,
      "react-native-screens #3831: a geometry request during a push sees the outgoing mask",
      "https://github.com/software-mansion/react-native-screens/issues/3831"),
    Source(
      "N7", .developerReport,
      "Flutter engine performOrientationUpdate: request, then setNeedsUpdate, per scene",
      "https://github.com/flutter/flutter/blob/main/engine/src/flutter/shell/platform/darwin/ios/framework/Source/FlutterViewController.mm"
    ),
    Source(
      "N8", .developerReport, "expo-screen-orientation ScreenOrientationRegistry.swift",
      "https://github.com/expo/expo/blob/main/packages/expo-screen-orientation/ios/ScreenOrientationRegistry.swift"
    ),
    Source(
      "N9", .developerReport, "@capacitor/screen-orientation ScreenOrientation.swift and README",
      "https://github.com/ionic-team/capacitor-plugins/tree/main/screen-orientation"),
    Source(
      "N10", .developerReport,
      "react-native-orientation-locker Orientation.m: mask, Unknown, target, attemptRotation",
      "https://github.com/wonday/react-native-orientation-locker/blob/master/iOS/RCTOrientation/Orientation.m"
    ),
    Source(
      "N11", .developerReport,
      "react-native-orientation #205 and #7: writing the reported value posts nothing",
      "https://github.com/yamill/react-native-orientation/issues/205"),
    Source(
      "N13", .developerReport,
      "shouldAutorotate NO no longer stops rotation from iOS 16 (SwiftMessages #501 and others)",
      "https://github.com/SwiftKickMobile/SwiftMessages/issues/501"),
    Source(
      "N14", .developerReport,
      "rdar 19592583 and 18406156, sdl_ios #1250: hidden and overlay windows take part from iOS 8",
      "https://github.com/lionheart/openradar-mirror/issues/2215"),
    Source(
      "N15", .developerReport,
      "rdar 18176955: a portrait presenter stays landscape after a dismissal (iOS 8 beta)",
      "https://github.com/lionheart/openradar-mirror/issues/3257"),
    Source(
      "N16", .developerReport, "Pocket iOS PR #211: a pop does not rotate back",
      "https://github.com/Pocket/pocket-ios/pull/211"),
    Source(
      "N18", .developerReport,
      "SDCAlertView PR #226: a custom-presented alert lets a landscape-only presenter turn",
      "https://github.com/sberrevoets/SDCAlertView/pull/226"),
    Source(
      "N19", .developerReport,
      "iPad multitasking ignores view controllers' orientation locks (iOS 9)",
      "https://www.brockmann.com/amazing-revelation-for-me-about-orientation-control-multi-tasking-and-ios-9/"
    ),
    Source(
      "N21", .developerReport, "iPad multitasking size classes",
      "http://txt.jazzychad.net/post/70b4389ab2e9ce42522d"),
    Source(
      "N27", .developerReport,
      "Azure communication-ui PR #720: a changed mask applies only when the device turns",
      "https://github.com/Azure/communication-ui-library-ios/pull/720"),
    Source(
      "N29", .developerReport, "dotnet/macios #16113: requestGeometryUpdate before iOS 16",
      "https://github.com/dotnet/macios/issues/16113"),
    Source(
      "N30", .developerReport,
      "cordova-plugin-printer #302: UIApplicationInvalidInterfaceOrientation on iOS 17",
      "https://github.com/katzer/cordova-plugin-printer/issues/302"),
    Source(
      "N35", .developerReport,
      "WebKit b751dd0 (rdar 93784344): linked on or after iOS 16, setOrientation:animated: is a no-op",
      "https://github.com/WebKit/WebKit/commit/b751dd03ccdb9abb0eefb3baa75d3cfe0ddc877a"),
    Source(
      "N36", .developerReport,
      "rdar 22887620: rotation methods have no effect on iPads that multitask (9.0.1)",
      "https://github.com/lionheart/openradar-mirror/issues/6225"),
    Source(
      "N37", .developerReport,
      "Scene life-cycle console lines on 18.4 and 26 (SDL #12680 and others)",
      "https://github.com/libsdl-org/SDL/issues/12680"),
  ]
}
