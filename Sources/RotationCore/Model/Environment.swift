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

/// A system or SDK version such as `16.0` or `26.2`: up to three dot-separated numbers.
public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var components: [Int]

  /// Parses `16`, `16.0` or `16.0.1`; nil for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var components: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.count <= 4, part.allSatisfy(\.isASCII),
        let value = Int(part), value >= 0
      else { return nil }
      components.append(value)
    }
    self.components = components
  }

  public var description: String { components.map(String.init).joined(separator: ".") }

  public static func < (lhs: Version, rhs: Version) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let left = index < lhs.components.count ? lhs.components[index] : 0
      let right = index < rhs.components.count ? rhs.components[index] : 0
      if left != right { return left < right }
    }
    return false
  }

  /// Versions compare by value: `16` equals `16.0`.
  public static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

  public func hash(into hasher: inout Hasher) {
    var trimmed = components
    while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
    hasher.combine(trimmed)
  }
}
