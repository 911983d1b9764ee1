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
      "ViewDeck #28: on iOS 5 a dismissed modal reveals its presenter in the device's orientation",
      "https://github.com/ViewDeck/ViewDeck/issues/28"),
    Source(
      "P25", .developerReport,
      "auto_orientation #6: the key-value write has no effect on a multitasking iPad (12.3.1)",
      "https://github.com/bytepark/auto_orientation/issues/6"),
    Source(
      "P26", .developerReport,
      "Xamarin.Plugin.DeviceOrientation #8: forcing does nothing on iPad until full screen",
      "https://github.com/yauhenipakala/Xamarin.Plugin.DeviceOrientation/issues/8"),
    Source(
      "P27", .developerReport,
      "DOAlertController #23: an alert with only a transitioning delegate lets a landscape screen "
        + "turn",
      "https://github.com/okmr-d/DOAlertController/issues/23"),
    Source(
      "P29", .developerReport,
      "NYTPhotoViewer #44: a custom-presented viewer inherits its presenter's orientations",
      "https://github.com/nytimes/NYTPhotoViewer/issues/44"),
    Source(
      "P30", .developerReport,
      "rdar 19592583: from iOS 8 adding a hidden HUD window turns the interface at once",
      "https://github.com/lionheart/openradar-mirror/issues/2215"),
    Source(
      "P31", .developerReport,
      "Sudoku #43: Xcode 26's console asks to drop UIRequiresFullScreen and support every orientation",
      "https://github.com/rckim77/Sudoku/issues/43"),
    Source(
      "P32", .developerReport,
      "SideMenu #30: a menu presented over a root that refuses to turn opens in the device's landscape",
      "https://github.com/jonkykong/SideMenu/issues/30"),
    Source(
      "P33", .developerReport,
      "SocialSharing-PhoneGap-Plugin #376: the share sheet turns a portrait app held in landscape",
      "https://github.com/EddyVerbruggen/SocialSharing-PhoneGap-Plugin/issues/376"),
    Source(
      "P34", .developerReport,
      "MIT Mobile #711: a forwarding container's default preferred orientation raises at dismissal",
      "https://github.com/MIT-Mobile/MIT-Mobile-for-iOS/issues/711"),
    Source(
      "P28", .developerReport,
      "react-native-google-cast #541: a custom-presented portrait alert is asked, and raises",
      "https://github.com/react-native-google-cast/react-native-google-cast/issues/541"),
    Source(
      "P35", .developerReport,
      "swiftui-interface-orientation #2: a SwiftUI iPad app's lock holds only with Requires full "
        + "screen",
      "https://github.com/wvteijlingen/swiftui-interface-orientation/issues/2"),
    Source(
      "P60", .developerReport,
      "mindlogger-app-refactor PR #1116: Unity's own window raises against the delegate's portrait",
      "https://github.com/ChildMindInstitute/mindlogger-app-refactor/pull/1116"),
    Source(
      "P61", .developerReport,
      "clevertap-ios-sdk #39: a portrait in-app window crashes a landscape app on iOS 9 to 12",
      "https://github.com/CleverTap/clevertap-ios-sdk/issues/39"),
    Source(
      "P62", .developerReport,
      "firefox-ios #5950 and #17921: a plain navigation root turns upside down from iOS 13",
      "https://github.com/mozilla-mobile/firefox-ios/issues/5950"),
    Source(
      "P63", .developerReport,
      "arcgis-runtime-samples-ios PR #517: upside down does not work on iPhones on iOS 12",
      "https://github.com/Esri/arcgis-runtime-samples-ios/pull/517"),
    Source(
      "P64", .developerReport,
      "expo #43692: orientation locks during navigation transitions are ignored on iOS 26.2",
      "https://github.com/expo/expo/issues/43692"),
    Source(
      "P65", .developerReport,
      "flutter #147460: error 101 lists the mask before the same block's change",
      "https://github.com/flutter/flutter/issues/147460"),
    Source(
      "P66", .developerReport,
      "expo PR #5946: the image picker presented overCurrentContext shows in a landscape app",
      "https://github.com/expo/expo/pull/5946"),
    Source(
      "P67", .developerReport,
      "react-native-navigation #4916: an overCurrentContext modal does not turn the screen",
      "https://github.com/wix/react-native-navigation/issues/4916"),
    Source(
      "P36", .developerReport,
      "cordova-plugin-camera #427: a landscape app stays portrait after its current-context "
        + "camera is dismissed",
      "https://github.com/apache/cordova-plugin-camera/issues/427"),
    Source(
      "P37", .developerReport,
      "NYTPhotoViewer #202: a custom-presented viewer dismissed in landscape leaves the app "
        + "landscape, its app delegate not asked",
      "https://github.com/nytimes/NYTPhotoViewer/issues/202"),
    Source(
      "P38", .developerReport,
      "react-native-screens PR #1848: after a full-screen modal's dismissal the screen "
        + "underneath turns back",
      "https://github.com/software-mansion/react-native-screens/pull/1848"),
    Source(
      "P39", .developerReport,
      "onmyway133/notes #210: a dismissal that turns back tells the presenter one more size "
        + "transition",
      "https://github.com/onmyway133/notes/issues/210"),
    Source(
      "P68", .developerReport,
      "capacitor-plugins #2493: a landscape lock on iPadOS 26 leaves the app in a floating window",
      "https://github.com/ionic-team/capacitor-plugins/issues/2493"),
    Source(
      "P69", .developerReport,
      "OpenZCine PR #91: a full-screen app with fixed orientations, windowed on 26, is a scaled "
        + "canvas",
      "https://github.com/erik-sutton95/OpenZCine/pull/91"),
    Source(
      "P70", .developerReport,
      "StraboField #910: a multitasking app's portrait lock does not hold in Windowed Apps (26.5)",
      "https://github.com/StraboSpot/StraboField/issues/910"),
  ]
}
