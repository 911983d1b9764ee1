/// A window of a scenario with several (catalogue-format §7.2, `windows`; the `addWindow` step):
/// its content as a `window` object, its name and its place among the app's windows.
public struct WindowSpec: Sendable, Hashable {
  public var name: String
  public var content: Window
  public var level: WindowLevel
  /// The key window; nil: not said (the first window is key by default).
  public var isKey: Bool?
  public var hidden: Bool?

  public init(
    name: String, content: Window, level: WindowLevel = .normal, isKey: Bool? = nil,
    hidden: Bool? = nil
  ) {
    self.name = name
    self.content = content
    self.level = level
    self.isKey = isKey
    self.hidden = hidden
  }
}

extension WindowSpec {
  /// The name of a scenario's single `window`, for per-window answers and outcomes.
  public static let mainName = "main"

  /// A scenario's windows: its `windows`, or its single `window` named ``mainName``.
  public static func list(_ windows: [WindowSpec]?, window: Window) -> [WindowSpec] {
    windows ?? [WindowSpec(name: mainName, content: window)]
  }

  /// The main window's position: the key one, else the first (catalogue-format §7.2).
  public static func mainIndex(of windows: [WindowSpec]) -> Int {
    windows.firstIndex { $0.isKey == true } ?? 0
  }
}

/// `UIWindow.windowLevel`: it orders windows; it has no documented effect on orientation
/// (rules §5.8, R-W4).
public enum WindowLevel: Sendable, Hashable {
  case normal, statusBar, alert
  /// A number, as `UIWindowLevel` values are.
  case value(Int)

  /// UIKit's values: normal 0, alert 2000, status bar 1000.
  public var rank: Int {
    switch self {
    case .normal: 0
    case .statusBar: 1000
    case .alert: 2000
    case .value(let value): value
    }
  }
}

/// The app delegate's answer per window (catalogue-format §7.5a): a video player's window, an
/// SDK's window, by the names of `windows` and `addWindow`.
public struct PerWindowMasks: Sendable, Hashable {
  public var windows: [WindowMask]
  public var otherwise: MaskValue

  public init(windows: [WindowMask], otherwise: MaskValue) {
    self.windows = windows
    self.otherwise = otherwise
  }

  /// The mask answered for a window name, with how the catalogue wrote it.
  public func mask(for name: String?) -> MaskValue {
    windows.first { $0.window == name }?.mask ?? otherwise
  }
}

/// One window's mask in the app delegate's answer.
public struct WindowMask: Sendable, Hashable {
  public var window: String
  public var mask: MaskValue

  public init(window: String, mask: MaskValue) {
    self.window = window
    self.mask = mask
  }
}

/// A window's orientation in a step's outcome (catalogue-format §7.6, `windowOrientations`).
public struct WindowOrientation: Sendable, Hashable {
  public var window: String
  public var orientation: InterfaceOrientation

  public init(window: String, orientation: InterfaceOrientation) {
    self.window = window
    self.orientation = orientation
  }
}
