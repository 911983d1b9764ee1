/// What an app must apply itself when the status bar and its views disagree (rules §0.2).
extension Simulation {
  /// The manual transform of the main window's root view, traced, or nil when the status bar
  /// and the views agree (most steps: asked in place, without a call).
  @inline(__always) mutating func manualTransform() -> ManualTransform? {
    statusBar == interface ? nil : tracedManualTransform()
  }

  private mutating func tracedManualTransform() -> ManualTransform? {
    // The transform is the app's own code of the systems that turned the interface by the root
    // view's transform in portrait screen coordinates. From iOS 8 the screen follows the
    // interface and the root view keeps the identity transform: there is none to apply
    // (rules §0.2, [A25][C21]).
    guard parameters.system.version < Self.interfaceOrientedScreen,
      let transform = manualTransform(statusBar: statusBar, interface: interface)
    else {
      return nil
    }
    let technote = parameters.launch.launchGeometry == .technoteFormula
    note(
      technote ? .manualLandscapeLaunch : .geometry,
      "The status bar is \(statusBar.name) but the views are \(interface.name): the app must "
        + "rotate its root view by \(transform.rotationDegrees)° with center "
        + "(\(transform.center.x), \(transform.center.y)) and bounds "
        + "\(transform.bounds.width)×\(transform.bounds.height)"
        + (technote
          ? " (TN2244's 2009 formula, parameter launchGeometry = technoteFormula)."
          : " (center of the screen less the status bar)."))
    return transform
  }

  /// The first system whose screen coordinates follow the interface (rules §0.2, [A25][C21]).
  static let interfaceOrientedScreen = Version(8)

  /// The root view's rotation, center and bounds in portrait screen coordinates that show the
  /// views in the status bar's orientation (rules §0.2, [C19][C20][C22][C23]).
  mutating func manualTransform(statusBar: InterfaceOrientation, interface: InterfaceOrientation)
    -> ManualTransform?
  {
    guard statusBar != interface else { return nil }
    let (width, height) = prepared.scenario.device == .iphone ? (320, 480) : (768, 1024)
    let bar =
      prepared.scenario.infoPlist.statusBarHidden(on: prepared.scenario.device) == true ? 0 : 20
    // Status bar frame in portrait screen coordinates (rules §0.2, [C20]).
    let barFrame: (x: Int, y: Int, w: Int, h: Int)
    let degrees: Int
    switch statusBar {
    case .portrait: (barFrame, degrees) = ((0, 0, width, bar), 0)
    case .portraitUpsideDown: (barFrame, degrees) = ((0, height - bar, width, bar), 180)
    case .landscapeRight: (barFrame, degrees) = ((width - bar, 0, bar, height), 90)
    case .landscapeLeft: (barFrame, degrees) = ((0, 0, bar, height), -90)
    }
    if parameters.launch.launchGeometry == .technoteFormula {
      // TN2244 (2009): bounds = (0, 0, bar.height, bar.x); center = (bar.x / 2, bar.height / 2).
      let hidden = bar == 0
      let x = hidden ? 0 : barFrame.x
      let h = hidden ? 0 : barFrame.h
      return ManualTransform(rotationDegrees: degrees, center: (x / 2, h / 2), bounds: (h, x))
    }
    // The content area is the screen less the status bar; the view is centred on it.
    let content: (x: Int, y: Int, w: Int, h: Int)
    switch statusBar {
    case .portrait: content = (0, bar, width, height - bar)
    case .portraitUpsideDown: content = (0, 0, width, height - bar)
    case .landscapeRight: content = (0, 0, width - bar, height)
    case .landscapeLeft: content = (bar, 0, width - bar, height)
    }
    let center = (content.x + content.w / 2, content.y + content.h / 2)
    let bounds = statusBar.isLandscape ? (content.h, content.w) : (content.w, content.h)
    return ManualTransform(rotationDegrees: degrees, center: center, bounds: bounds)
  }
}
