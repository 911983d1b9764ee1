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

  /// The mask its `supportedInterfaceOrientations` (and before iOS 6 the orientations its
  /// `shouldAutorotateToInterfaceOrientation:` accepts) answers on this idiom: portrait only
  /// for the photo picker and the App Store sheet (R-Y1, R-Y2), else UIViewController's
  /// default for the idiom (R-Y3).
  public func mask(on idiom: Idiom) -> OrientationMask {
    if portraitOnly { return .portrait }
    return idiom == .ipad ? .all : .allButUpsideDown
  }

  /// It supports portrait only, on every idiom (R-Y1, R-Y2).
  var portraitOnly: Bool { self == .imagePicker || self == .storeProduct }

  /// The class the no-common-orientation exception names: the photo picker's album list, which
  /// UIKit asks through the picker's navigation stack (R-Y1).
  var raisingClass: String { self == .imagePicker ? "PUUIAlbumListViewController" : rawValue }
}
