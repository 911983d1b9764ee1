/// A property list value, as Apple's binary, XML and old-style (OpenStep) formats hold it.
public indirect enum PlistValue: Equatable, Sendable {
  case string(String)
  case integer(Int)
  case real(Double)
  case bool(Bool)
  /// Seconds since 2001-01-01 00:00:00 UTC.
  case date(Double)
  case data([UInt8])
  /// A keyed archive's object reference (binary lists only).
  case uid(UInt64)
  case array([PlistValue])
  case dictionary([String: PlistValue])

  public var string: String? { if case .string(let text) = self { text } else { nil } }
  public var array: [PlistValue]? { if case .array(let items) = self { items } else { nil } }
  public var dictionary: [String: PlistValue]? {
    if case .dictionary(let entries) = self { entries } else { nil }
  }
}

/// Why a property list was refused: malformed, too large, too deep or referring to itself.
public struct PlistError: Error, Equatable, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}

/// Reading property lists with bounds: a list may hold at most ``maximumValues`` values once its
/// shared references are expanded and nest at most ``maximumDepth`` deep; a binary list whose
/// references form a cycle is refused. A few hundred bytes of shared references could otherwise
/// expand to gigabytes.
public enum PropertyList {
  /// The most values (keys included) a property list may expand to: far more than an
  /// Info.plist or the project file of a project of 30,000 files holds.
  public static let maximumValues = 2_000_000
  /// The deepest a property list may nest (the top level is 1).
  public static let maximumDepth = 64

  public enum Format: Sendable, CaseIterable {
    case binary, xml, openStep
  }

  /// The format the bytes are in, from their start: `bplist` is binary, `<` (after a
  /// byte-order mark and white space) XML, anything else old-style.
  public static func format(of bytes: [UInt8]) -> Format {
    if bytes.starts(with: Array("bplist".utf8)) { return .binary }
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .xml : .openStep
  }

  /// Decodes a property list in any of the formats `formats` allows.
  public static func decode(_ bytes: [UInt8], formats: Set<Format> = Set(Format.allCases))
    throws(PlistError) -> PlistValue
  {
    let format = format(of: bytes)
    guard formats.contains(format) else {
      throw PlistError(
        formats == [.binary, .xml]
          ? "not a property list (XML or binary)" : "not a property list")
    }
    switch format {
    case .binary: return try BinaryPlistReader(bytes).read()
    case .xml:
      var reader = XMLPlistReader(bytes)
      return try reader.read()
    case .openStep:
      var reader = OpenStepPlistReader(bytes)
      return try reader.read()
    }
  }

  static func tooMany() -> PlistError {
    PlistError(
      "the property list expands to more than \(maximumValues) values, the most rotationdb "
        + "reads (shared references nested to multiply themselves?)")
  }

  static func tooDeep() -> PlistError {
    PlistError(
      "the property list nests deeper than \(maximumDepth) levels, the most rotationdb reads")
  }
}

/// Counts the values a text property list holds against ``PropertyList/maximumValues``.
struct ValueBudget {
  private(set) var used = 0

  mutating func spend() throws(PlistError) {
    used += 1
    if used > PropertyList.maximumValues { throw PropertyList.tooMany() }
  }
}

/// The 1-based line of a byte offset, for messages.
func lineNumber(of offset: Int, in bytes: [UInt8]) -> Int {
  1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
}
