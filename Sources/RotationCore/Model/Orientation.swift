/// The orientation of the app's content: UIKit's `UIInterfaceOrientation`.
///
/// Raw values are UIKit's (rules §0.1, [A29]). Device landscapeLeft (home button on the right)
/// is interface ``landscapeRight``, and the other way round.
public enum InterfaceOrientation: Int, Sendable, CaseIterable, Comparable {
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeRight = 3
  case landscapeLeft = 4

  /// The order the contract uses for sets of orientations (catalogue-format §6):
  /// portrait, portraitUpsideDown, landscapeLeft, landscapeRight.
  public static let contractOrder: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.contractRank < rhs.contractRank
  }

  private var contractRank: Int {
    switch self {
    case .portrait: 0
    case .portraitUpsideDown: 1
    case .landscapeLeft: 2
    case .landscapeRight: 3
    }
  }

  /// The catalogue's short name, e.g. `landscapeLeft`.
  public var name: String {
    switch self {
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeRight: "landscapeRight"
    case .landscapeLeft: "landscapeLeft"
    }
  }

  /// UIKit's constant name, e.g. `UIInterfaceOrientationLandscapeLeft`.
  public var uiKitName: String {
    "UIInterfaceOrientation" + name.prefix(1).uppercased() + name.dropFirst()
  }

  /// Parses a short name or a UIKit constant name.
  public init?(name: String) {
    guard let match = Self.byName[name] else { return nil }
    self = match
  }

  /// Every case by its short name and by its UIKit name, made once: catalogues name
  /// orientations millions of times.
  private static let byName = Dictionary(
    uniqueKeysWithValues: allCases.flatMap { [($0.name, $0), ($0.uiKitName, $0)] })

  /// The mask bit: `1 << rawValue` (rules §0.1).
  public var mask: OrientationMask { OrientationMask(rawValue: 1 &<< rawValue) }

  /// Whether the orientation is landscape.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The physical position of the device: UIKit's `UIDeviceOrientation`.
public enum DeviceOrientation: Int, Sendable, CaseIterable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6

  /// The catalogue's short name.
  public var name: String {
    switch self {
    case .unknown: "unknown"
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown"
    case .landscapeLeft: "landscapeLeft"
    case .landscapeRight: "landscapeRight"
    case .faceUp: "faceUp"
    case .faceDown: "faceDown"
    }
  }

  /// UIKit's constant name, e.g. `UIDeviceOrientationFaceUp`.
  public var uiKitName: String {
    "UIDeviceOrientation" + name.prefix(1).uppercased() + name.dropFirst()
  }

  /// Parses a short name or a UIKit constant name.
  public init?(name: String) {
    guard let match = Self.byName[name] else { return nil }
    self = match
  }

  /// Every case by its short name and by its UIKit name, made once: catalogues name
  /// orientations millions of times.
  private static let byName = Dictionary(
    uniqueKeysWithValues: allCases.flatMap { [($0.name, $0), ($0.uiKitName, $0)] })

  /// The interface orientation that follows this device orientation, or nil for unknown,
  /// face up and face down (`UIDeviceOrientationIsValidInterfaceOrientation`, rules §0.1, [A29]).
  ///
  /// Left and right swap: "rotating the device to the left requires rotating the content to the
  /// right" ([A29], `UIApplication.h`).
  public var interfaceOrientation: InterfaceOrientation? {
    switch self {
    case .portrait: .portrait
    case .portraitUpsideDown: .portraitUpsideDown
    case .landscapeLeft: .landscapeRight
    case .landscapeRight: .landscapeLeft
    case .unknown, .faceUp, .faceDown: nil
    }
  }

  /// A short human description, e.g. `landscapeLeft (home button on the right)`.
  public var spoken: String {
    switch self {
    case .portrait: "portrait"
    case .portraitUpsideDown: "portraitUpsideDown (home button on top)"
    case .landscapeLeft: "landscapeLeft (home button on the right)"
    case .landscapeRight: "landscapeRight (home button on the left)"
    case .faceUp: "faceUp"
    case .faceDown: "faceDown"
    case .unknown: "unknown"
    }
  }
}

/// A `UIInterfaceOrientationMask` value, with UIKit's bits: portrait 2, upside down 4,
/// landscapeRight 8, landscapeLeft 16 (rules §0.1).
///
/// The raw value is kept as given, invalid bits included, because returning an orientation enum
/// where a mask is expected is a real bug the catalogue models (rules §0.1 pitfall, [C11]).
public struct OrientationMask: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let portrait = OrientationMask(rawValue: 2)
  public static let portraitUpsideDown = OrientationMask(rawValue: 4)
  public static let landscapeRight = OrientationMask(rawValue: 8)
  public static let landscapeLeft = OrientationMask(rawValue: 16)
  public static let landscape = OrientationMask(rawValue: 24)
  public static let allButUpsideDown = OrientationMask(rawValue: 26)
  public static let all = OrientationMask(rawValue: 30)
  /// The mask 0.
  public static let none: OrientationMask = []

  /// The mask of exactly these orientations.
  public init(_ orientations: some Sequence<InterfaceOrientation>) {
    self.init(Array(orientations))
  }

  /// The mask of exactly these orientations (the common case, without a generic call: other
  /// modules call it millions of times a run).
  public init(_ orientations: [InterfaceOrientation]) {
    var raw = 0
    for orientation in orientations { raw |= orientation.mask.rawValue }
    self.init(rawValue: raw)
  }

  /// The orientations whose bit is set, in the contract's order. Bits that name no orientation
  /// (bit 0, bits above 4) are ignored: they never make an orientation supported.
  public var orientations: [InterfaceOrientation] {
    InterfaceOrientation.contractOrder.filter { contains($0) }
  }

  /// The first of ``orientations``, without making the list.
  public var first: InterfaceOrientation? {
    InterfaceOrientation.contractOrder.first { contains($0) }
  }

  /// Whether the orientation's bit is set.
  @inline(__always) public func contains(_ orientation: InterfaceOrientation) -> Bool {
    rawValue & orientation.mask.rawValue != 0
  }

  /// Whether no valid orientation bit is set (the mask may still be non-zero).
  public var hasNoOrientation: Bool { rawValue & Self.all.rawValue == 0 }

  /// The named masks the catalogue accepts, short name first.
  public static let named: [(name: String, uiKitName: String, mask: OrientationMask)] = [
    ("all", "UIInterfaceOrientationMaskAll", .all),
    ("allButUpsideDown", "UIInterfaceOrientationMaskAllButUpsideDown", .allButUpsideDown),
    ("landscape", "UIInterfaceOrientationMaskLandscape", .landscape),
    ("portrait", "UIInterfaceOrientationMaskPortrait", .portrait),
    ("portraitUpsideDown", "UIInterfaceOrientationMaskPortraitUpsideDown", .portraitUpsideDown),
    ("landscapeLeft", "UIInterfaceOrientationMaskLandscapeLeft", .landscapeLeft),
    ("landscapeRight", "UIInterfaceOrientationMaskLandscapeRight", .landscapeRight),
  ]

  /// A readable form: `[portrait, landscapeLeft]`, with the raw value when it has invalid bits.
  public var spoken: String {
    Self.spokenTable.indices.contains(rawValue) ? Self.spokenTable[rawValue] : described
  }

  private var described: String {
    "[" + orientations.map(\.name).joined(separator: ", ") + "]"
      + (rawValue & ~Self.all.rawValue == 0 ? "" : " (raw value \(rawValue))")
  }

  /// The spoken form of the raw values 0 to 30, made once: reports and the generated space
  /// speak millions of masks.
  private static let spokenTable = (0...all.rawValue).map {
    OrientationMask(rawValue: $0).described
  }
}

/// The user-interface idiom.
public enum Idiom: String, Sendable, CaseIterable {
  case iphone
  case ipad
}

extension Idiom {
  /// `iPhone` or `iPad`.
  public var displayName: String { self == .iphone ? "iPhone" : "iPad" }
}
