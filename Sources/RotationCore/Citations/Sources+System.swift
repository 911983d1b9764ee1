/// The sources of UIKit's own controllers' answers (`Y` keys; catalogue-format §8.2,
/// docs/rules.md §5.15).
extension Source {
  static let system: [Source] = [
    Source(
      "Y1", .appleDocumentation,
      "UIImagePickerController class reference: the class supports portrait mode only",
      "https://developer.apple.com/documentation/uikit/uiimagepickercontroller"),
    Source(
      "Y2", .developerReport,
      "Instabug-iOS #90: a landscape-only app raises naming [PUUIAlbumListViewController "
        + "shouldAutorotate] (2016)",
      "https://github.com/Instabug/Instabug-iOS/issues/90"),
    Source(
      "Y3", .developerReport,
      "react-native-image-picker #466: the picker raises on a landscape iPad; it only supports "
        + "portrait",
      "https://github.com/react-native-image-picker/react-native-image-picker/issues/466"),
    Source(
      "Y4", .developerReport,
      "rdar 33799746: SKStoreProductViewController raises in apps without portrait (iPhone and "
        + "iPad, iOS 8.4 to 10.3)",
      "https://github.com/lionheart/openradar-mirror/issues/18150"),
    Source(
      "Y5", .developerReport,
      "Unity-NativeAppstore #2: [SKStoreProductViewController shouldAutorotate] raises on iPhone",
      "https://github.com/purplelilgirl/Unity-NativeAppstore/issues/2"),
    Source(
      "Y6", .developerReport,
      "WistiaKit #23: AVPlayerViewController plays full screen in landscape in a portrait app",
      "https://github.com/wistia/WistiaKit/issues/23"),
    Source(
      "Y7", .developerReport,
      "rdar 22927542: the activity sheet's system controllers rotate freely",
      "https://github.com/lionheart/openradar-mirror/issues/8322"),
    Source(
      "Y8", .developerReport,
      "latest-chatty-ios #136: SFSafariViewController turns to landscape in a portrait app",
      "https://github.com/latestchatty/latest-chatty-ios/issues/136"),
    Source(
      "Y9", .developerReport,
      "ZFPlayer #548: [UIAlertController shouldAutorotate] is returning YES in a landscape player",
      "https://github.com/renzifeng/ZFPlayer/issues/548"),
    Source(
      "Y10", .developerReport,
      "cordova-plugin-camera PR #312: the camera opens portrait presented full screen, landscape "
        + "presented over the current context (iOS 11)",
      "https://github.com/apache/cordova-plugin-camera/pull/312"),
    Source(
      "Y11", .developerReport,
      "react-native-image-picker #408: in a landscape-only app the camera is fine, the library "
        + "needs portrait (iOS 10)",
      "https://github.com/react-native-image-picker/react-native-image-picker/issues/408"),
    Source(
      "Y12", .developerReport,
      "youtube-ios-player-helper #190: web full-screen video turns a portrait-only app on iOS 9, "
        + "not on iOS 8",
      "https://github.com/youtube/youtube-ios-player-helper/issues/190"),
    Source(
      "Y13", .developerReport,
      "youtube-ios-player-helper #238: web full-screen video turns a portrait-only app on iOS 9, "
        + "not on iOS 10 (three reporters)",
      "https://github.com/youtube/youtube-ios-player-helper/issues/238"),
    Source(
      "Y14", .developerReport,
      "YouTubePlayerKit #51: WKWebView's full-screen video turns a portrait-only app (iOS 16)",
      "https://github.com/SvenTiigi/YouTubePlayerKit/issues/51"),
    Source(
      "Y15", .developerReport,
      "XCDYouTubeKit #104: an MPMoviePlayerViewController stays portrait while the project lists "
        + "portrait only (iOS 8)",
      "https://github.com/0xced/XCDYouTubeKit/issues/104"),
    Source(
      "Y16", .developerReport,
      "hyperoslo/ImagePicker PR #186: an alert over a portrait-locked picker stays portrait "
        + "(iOS 9)",
      "https://github.com/hyperoslo/ImagePicker/pull/186"),
    Source(
      "Y17", .developerReport,
      "DKImagePickerController #225: [UIAlertController shouldAutorotate] raises on a landscape "
        + "iPad (iOS 9.3)",
      "https://github.com/zhangao0086/DKImagePickerController/issues/225"),
    Source(
      "Y18", .developerReport,
      "QMUI_iOS #632: an alert over a forwarding tab bar logs that it was asked recursively; no "
        + "crash (iOS 12.3.1)",
      "https://github.com/Tencent/QMUI_iOS/issues/632"),
    Source(
      "Y19", .developerReport,
      "RTRootNavigationController #19: the same recursion asserts on iOS 9.3",
      "https://github.com/rickytan/RTRootNavigationController/issues/19"),
    Source(
      "Y20", .developerReport,
      "QMUI_iOS #502: the recursive alert crashes on iOS 9 and logs from iOS 10 (the "
        + "maintainers' fix)",
      "https://github.com/Tencent/QMUI_iOS/issues/502"),
    Source(
      "Y21", .developerReport,
      "YoutubePlayerView #11: web full-screen video turns a portrait-only app on iOS 11 and 12, "
        + "not on iOS 10",
      "https://github.com/mukeshydv/YoutubePlayerView/issues/11"),
  ]
}
