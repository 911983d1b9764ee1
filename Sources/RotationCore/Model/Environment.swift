/// The device and its windowing (catalogue-format §7.2, rules-modern §9): what the present-day
/// profiles need beyond the idiom. Nil means the key is absent and its default applies; the form
/// is kept so that encoding gives the catalogue back.
public struct Environment: Sendable, Hashable {
  /// False: a device without a Home button (no portraitUpsideDown on iPhone). Default true.
  public var hasHomeButton: Bool?
  /// The iPhone's width class in landscape (`regular`: Plus and Max models). Default compact.
  public var landscapeWidthClass: SizeClass?
  /// The iPad's windowing at launch. Default full screen.
  public var multitaskingMode: MultitaskingMode?
  /// False: an iPad model that cannot multitask (iPad 2 on iOS 9). Default true.
  public var supportsMultitasking: Bool?
  /// The SDK the app was built with. Default: the profile's own version.
  public var linkedSDK: Version?

  public init(
    hasHomeButton: Bool? = nil, landscapeWidthClass: SizeClass? = nil,
    multitaskingMode: MultitaskingMode? = nil, supportsMultitasking: Bool? = nil,
    linkedSDK: Version? = nil
  ) {
    self.hasHomeButton = hasHomeButton
    self.landscapeWidthClass = landscapeWidthClass
    self.multitaskingMode = multitaskingMode
    self.supportsMultitasking = supportsMultitasking
    self.linkedSDK = linkedSDK
  }

  /// No key is given.
  public var isEmpty: Bool { self == Environment() }
}

/// A horizontal or vertical size class (rules-modern §1.1, [M6]).
public enum SizeClass: String, Sendable, CaseIterable {
  case compact, regular
}

/// How an iPad shows the app (rules-modern R9.5).
public enum MultitaskingMode: String, Sendable, CaseIterable {
  case fullScreen, splitView, slideOver, windowed
}

/// A system or SDK version such as `16.0` or `26.2`: up to three dot-separated numbers, kept
/// inline (no allocation), with the number of parts written so that it reads back as given.
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let major: Int
  public let minor: Int
  public let patch: Int
  /// How many parts the text gave (1 to 3).
  let parts: Int

  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
    self.parts = 2
  }

  /// Parses `16`, `16.0` or `16.0.1`; nil for anything else.
  public init?(_ text: String) {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(pieces.count) else { return nil }
    var numbers: [Int] = []
    for piece in pieces {
      guard !piece.isEmpty, piece.count <= 4, piece.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int(piece)
      else { return nil }
      numbers.append(value)
    }
    major = numbers[0]
    minor = numbers.count > 1 ? numbers[1] : 0
    patch = numbers.count > 2 ? numbers[2] : 0
    parts = numbers.count
  }

  public var description: String {
    [major, minor, patch].prefix(parts).map(String.init).joined(separator: ".")
  }

  public static func < (lhs: Version, rhs: Version) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// Versions compare by value: `16` equals `16.0`.
  public static func == (lhs: Version, rhs: Version) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) == (rhs.major, rhs.minor, rhs.patch)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(major)
    hasher.combine(minor)
    hasher.combine(patch)
  }
}
