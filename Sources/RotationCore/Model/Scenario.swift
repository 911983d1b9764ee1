/// One rotation test case: a device, the app's settings, its controllers and what happens.
///
/// Field names follow the catalogue contract (catalogue-format §2). Build one by decoding a
/// catalogue (``Catalogue/decode(_:)``), which validates it.
public struct Scenario: Sendable, Hashable {
  public var id: String
  public var title: String
  public var tags: [String]
  public var notes: String?
  public var sources: [String]
  public var device: Idiom
  /// The device's windowing and the SDK the app was built with (catalogue-format §7.2).
  public var environment: Environment
  public var infoPlist: InfoPlist
  public var appDelegate: AppDelegate
  /// The main window's content: the key window at launch.
  public var window: Window
  /// The app's windows when it has several (`windows`), the main one among them; nil when the
  /// scenario gives one `window`.
  public var windows: [WindowSpec]?
  public var steps: [Step]
  /// The `turn` of the steps that carry one, by step index: steps with the same turn happen
  /// within one turn of the main run loop (catalogue-format §7.5).
  public var turns: [Int: Int]
  public var expectations: [Expectation]

  public init(
    id: String, title: String, tags: [String] = [], notes: String? = nil, sources: [String] = [],
    device: Idiom, environment: Environment = Environment(), infoPlist: InfoPlist = InfoPlist(),
    appDelegate: AppDelegate = AppDelegate(), window: Window, windows: [WindowSpec]? = nil,
    steps: [Step], turns: [Int: Int] = [:], expectations: [Expectation] = []
  ) {
    self.id = id
    self.title = title
    self.tags = tags
    self.notes = notes
    self.sources = sources
    self.device = device
    self.environment = environment
    self.infoPlist = infoPlist
    self.appDelegate = appDelegate
    self.window = window
    self.windows = windows
    self.steps = steps
    self.turns = turns
    self.expectations = expectations
  }
}

/// The Info.plist keys that matter to rotation (rules §9). Nil means the key is absent.
public struct InfoPlist: Sendable, Hashable {
  /// `UISupportedInterfaceOrientations`, in the order the app lists them.
  public var supportedInterfaceOrientations: [InterfaceOrientation]?
  /// `UISupportedInterfaceOrientations~ipad`.
  public var supportedInterfaceOrientationsPad: [InterfaceOrientation]?
  /// `UIInterfaceOrientation`.
  public var interfaceOrientation: InterfaceOrientation?
  /// `UIStatusBarHidden`.
  public var statusBarHidden: Bool?
  /// `UIRequiresFullScreen`.
  public var requiresFullScreen: Bool?
  /// `UILaunchStoryboardName`.
  public var launchStoryboardName: String?
  /// `UILaunchStoryboardName~ipad`: an iPad reads it before the generic key.
  public var launchStoryboardNamePad: String?
  /// `UILaunchScreen`, as compact canonical JSON: kept, not read; its presence is a launch screen.
  public var launchScreen: String?
  /// `UILaunchScreen~ipad`, as `launchScreen`: an iPad reads it before the generic key.
  public var launchScreenPad: String?
  /// `UIApplicationSceneManifest`, as compact canonical JSON: its presence means the app uses
  /// scenes.
  public var sceneManifest: String?
  /// `UIRequiresFullScreenIgnoredStartingWithVersion` (26.2 and later).
  public var requiresFullScreenIgnoredStartingWithVersion: Version?
  /// `UIRequiresFullScreen~ipad`: an iPad reads it instead of the generic key.
  public var requiresFullScreenPad: Bool?
  /// `UIInterfaceOrientation~ipad` and `~iphone`: each device reads its own before the generic key.
  public var interfaceOrientationPad: InterfaceOrientation?
  public var interfaceOrientationPhone: InterfaceOrientation?
  /// `UIStatusBarHidden~ipad` and `~iphone`: each device reads its own before the generic key.
  public var statusBarHiddenPad: Bool?
  public var statusBarHiddenPhone: Bool?

  public init(
    supportedInterfaceOrientations: [InterfaceOrientation]? = nil,
    supportedInterfaceOrientationsPad: [InterfaceOrientation]? = nil,
    interfaceOrientation: InterfaceOrientation? = nil, statusBarHidden: Bool? = nil,
    requiresFullScreen: Bool? = nil, launchStoryboardName: String? = nil,
    sceneManifest: String? = nil, requiresFullScreenIgnoredStartingWithVersion: Version? = nil,
    launchStoryboardNamePad: String? = nil, launchScreen: String? = nil,
    launchScreenPad: String? = nil, requiresFullScreenPad: Bool? = nil,
    interfaceOrientationPad: InterfaceOrientation? = nil,
    interfaceOrientationPhone: InterfaceOrientation? = nil, statusBarHiddenPad: Bool? = nil,
    statusBarHiddenPhone: Bool? = nil
  ) {
    self.supportedInterfaceOrientations = supportedInterfaceOrientations
    self.supportedInterfaceOrientationsPad = supportedInterfaceOrientationsPad
    self.interfaceOrientation = interfaceOrientation
    self.statusBarHidden = statusBarHidden
    self.requiresFullScreen = requiresFullScreen
    self.launchStoryboardName = launchStoryboardName
    self.sceneManifest = sceneManifest
    self.requiresFullScreenIgnoredStartingWithVersion = requiresFullScreenIgnoredStartingWithVersion
    self.launchStoryboardNamePad = launchStoryboardNamePad
    self.launchScreen = launchScreen
    self.launchScreenPad = launchScreenPad
    self.requiresFullScreenPad = requiresFullScreenPad
    self.interfaceOrientationPad = interfaceOrientationPad
    self.interfaceOrientationPhone = interfaceOrientationPhone
    self.statusBarHiddenPad = statusBarHiddenPad
    self.statusBarHiddenPhone = statusBarHiddenPhone
  }

  /// The key that gives the app its launch screen on this idiom, nil when none does
  /// (catalogue-format §8.1): an iPad reads the `~ipad` keys before the generic ones, and a
  /// `UILaunchScreen` dictionary counts as `UILaunchStoryboardName` does.
  public func launchScreenKey(on idiom: Idiom) -> String? {
    // Plain tests: multitasking asks this at every decision of an iPad scenario.
    if idiom == .ipad {
      if launchStoryboardNamePad != nil { return Key.launchStoryboardNamePad }
      if launchScreenPad != nil { return Key.launchScreenPad }
    }
    if launchStoryboardName != nil { return Key.launchStoryboardName }
    return launchScreen != nil ? Key.launchScreen : nil
  }

  /// The key names, exactly as in a real Info.plist.
  public enum Key {
    public static let supported = "UISupportedInterfaceOrientations"
    public static let supportedPad = "UISupportedInterfaceOrientations~ipad"
    /// The iPhone-specific value: not a catalogue key, `rotationdb plist` reads it as the
    /// generic one.
    public static let supportedPhone = "UISupportedInterfaceOrientations~iphone"
    public static let interfaceOrientation = "UIInterfaceOrientation"
    public static let statusBarHidden = "UIStatusBarHidden"
    public static let requiresFullScreen = "UIRequiresFullScreen"
    public static let launchStoryboardName = "UILaunchStoryboardName"
    public static let launchStoryboardNamePad = "UILaunchStoryboardName~ipad"
    public static let launchScreen = "UILaunchScreen"
    public static let launchScreenPad = "UILaunchScreen~ipad"
    public static let sceneManifest = "UIApplicationSceneManifest"
    public static let requiresFullScreenIgnored = "UIRequiresFullScreenIgnoredStartingWithVersion"
    public static let requiresFullScreenPad = "UIRequiresFullScreen~ipad"
    public static let interfaceOrientationPad = "UIInterfaceOrientation~ipad"
    public static let interfaceOrientationPhone = "UIInterfaceOrientation~iphone"
    public static let statusBarHiddenPad = "UIStatusBarHidden~ipad"
    public static let statusBarHiddenPhone = "UIStatusBarHidden~iphone"
  }
}

/// What the app delegate implements.
public struct AppDelegate: Sendable, Hashable {
  /// `application:supportedInterfaceOrientationsForWindow:` returns this; nil = not implemented.
  /// The `updateAppDelegate` step changes the answer at run time.
  public var supportedInterfaceOrientationsForWindow: MaskValue?
  /// Or it answers per window (catalogue-format §7.5a); at most one of the two is set.
  public var perWindow: PerWindowMasks?

  public init(
    supportedInterfaceOrientationsForWindow: MaskValue? = nil, perWindow: PerWindowMasks? = nil
  ) {
    self.supportedInterfaceOrientationsForWindow = supportedInterfaceOrientationsForWindow
    self.perWindow = perWindow
  }

  /// Whether the method is implemented.
  public var answers: Bool { supportedInterfaceOrientationsForWindow != nil || perWindow != nil }

  /// The mask answered for a window (nil: the method is not implemented).
  public func mask(for window: String?) -> MaskValue? {
    perWindow?.mask(for: window) ?? supportedInterfaceOrientationsForWindow
  }
}

/// How the window's content is installed (catalogue-format §2, Window).
public enum Window: Sendable, Hashable {
  /// `window.rootViewController = controller` (4.0+ style).
  case rootViewController(Controller)
  /// `[window addSubview:controller.view]` for each, in order; no root view controller.
  case subviews([Controller])
  /// Nothing is installed.
  case empty
}

/// A mask as the catalogue wrote it: the form is kept so that encoding gives it back.
public enum MaskValue: Sendable, Hashable {
  /// A list of orientations (`[]` is the mask 0).
  case orientations([InterfaceOrientation])
  /// A named mask, by its short name (`all`, `allButUpsideDown`, ...).
  case named(String)
  /// A raw integer as an app returned it.
  case raw(Int)

  /// The mask's value with UIKit's bits.
  public var mask: OrientationMask {
    switch self {
    case .orientations(let list): OrientationMask(list)
    case .named(let name): OrientationMask.named.first { $0.name == name }?.mask ?? .none
    case .raw(let value): OrientationMask(rawValue: value)
    }
  }
}

/// What `preferredInterfaceOrientationForPresentation` returns: an orientation, or a raw
/// integer that models a wrong return value (a mask constant, or 0 for Unknown).
public enum PreferredOrientation: Sendable, Hashable {
  case orientation(InterfaceOrientation)
  case raw(Int)

  /// The orientation the integer names, if it names one.
  public var orientation: InterfaceOrientation? {
    switch self {
    case .orientation(let orientation): orientation
    case .raw(let value): InterfaceOrientation(rawValue: value)
    }
  }

  /// How it reads in a trace.
  public var spoken: String {
    switch self {
    case .orientation(let orientation): orientation.name
    case .raw(let value):
      InterfaceOrientation(rawValue: value).map { "\($0.name) (\(value))" } ?? "\(value)"
    }
  }
}
