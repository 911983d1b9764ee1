/// A UIKit or system view controller, unsubclassed (catalogue-format §8.2, `systemClass`): its
/// orientation answers are the system's own (docs/rules.md §5.15, R-Y1 to R-Y3).
public enum SystemClass: String, Sendable, CaseIterable {
  case imagePicker = "UIImagePickerController"
  case storeProduct = "SKStoreProductViewController"
  case alert = "UIAlertController"
  case activity = "UIActivityViewController"
  case player = "AVPlayerViewController"
  case moviePlayer = "MPMoviePlayerViewController"
  case safari = "SFSafariViewController"
  case documentPicker = "UIDocumentPickerViewController"
  /// WebKit's HTML5 full-screen video (UIWebView, WKWebView): AVKit's full-screen controller
  /// in WebKit's own full-screen window (an addition to the contract's list, R-Y4).
  case webFullScreenVideo = "AVFullScreenViewController"

  /// The mask its `supportedInterfaceOrientations` (and before iOS 6 the orientations its
  /// `shouldAutorotateToInterfaceOrientation:` accepts) answers on this idiom: portrait only
  /// for the photo picker and the App Store sheet (R-Y1, R-Y2), else UIViewController's
  /// default for the idiom (R-Y1's camera, R-Y3, R-Y4). The alert's answer from iOS 9 is its
  /// presenter's (R-Y5), which the engine reads where it knows the presenter.
  public func mask(on idiom: Idiom, source: ImagePickerSource = .photoLibrary) -> OrientationMask {
    if portraitOnly(source) { return .portrait }
    return idiom == .ipad ? .all : .allButUpsideDown
  }

  /// It supports portrait only, on every idiom (R-Y1, R-Y2): the picker's camera does not.
  func portraitOnly(_ source: ImagePickerSource) -> Bool {
    (self == .imagePicker && source != .camera) || self == .storeProduct
  }

  /// Apple's full-screen video players, which from iOS 9 are not bounded by the app's mask
  /// (R-Y4, parameter `systemPlayersIgnoreAppMask`).
  var isFullScreenPlayer: Bool { self == .player || self == .webFullScreenVideo }

  /// The class the no-common-orientation exception names: the photo picker's album list, which
  /// UIKit asks through the picker's navigation stack (R-Y1).
  func raisingClass(_ source: ImagePickerSource) -> String {
    self == .imagePicker && source != .camera ? "PUUIAlbumListViewController" : rawValue
  }
}

/// `UIImagePickerController.sourceType` (catalogue-format §8.2, `sourceType`): the photo library
/// and the saved photos show the portrait-only album list, the camera does not (R-Y1).
public enum ImagePickerSource: String, Sendable, CaseIterable {
  case photoLibrary
  case savedPhotosAlbum
  case camera
}
