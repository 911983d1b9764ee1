/// The keys a device reads: a `~ipad` or `~iphone` key wins over the generic one on its
/// device, as Apple documents device-specific Info.plist keys ("Information Property List Key
/// Reference", Supporting device-specific keys; catalogue-format §2).
extension InfoPlist {
  /// `UIRequiresFullScreen` as the device reads it, with the key it comes from.
  public func requiresFullScreen(on idiom: Idiom) -> (value: Bool, key: String)? {
    if idiom == .ipad, let pad = requiresFullScreenPad { return (pad, Key.requiresFullScreenPad) }
    return requiresFullScreen.map { ($0, Key.requiresFullScreen) }
  }

  /// `UIInterfaceOrientation` as the device reads it, with the key it comes from.
  public func interfaceOrientation(on idiom: Idiom) -> (
    value: InterfaceOrientation, key: String
  )? {
    switch idiom {
    case .ipad:
      if let pad = interfaceOrientationPad { return (pad, Key.interfaceOrientationPad) }
    case .iphone:
      if let phone = interfaceOrientationPhone { return (phone, Key.interfaceOrientationPhone) }
    }
    return interfaceOrientation.map { ($0, Key.interfaceOrientation) }
  }

  /// `UIStatusBarHidden` as the device reads it.
  public func statusBarHidden(on idiom: Idiom) -> Bool? {
    switch idiom {
    case .ipad: statusBarHiddenPad ?? statusBarHidden
    case .iphone: statusBarHiddenPhone ?? statusBarHidden
    }
  }
}
