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
  ]
}
