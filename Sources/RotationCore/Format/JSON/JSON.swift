/// A JSON value to write. Objects keep their key order, so output is deterministic.
public enum JSON: Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  /// Pretty-printed text: two-space indent, arrays of scalars on one line, a final newline.
  public func rendered() -> String {
    var out: [UInt8] = []
    write(to: &out, indent: 0)
    out.append(0x0A)
    return String(decoding: out, as: UTF8.self)
  }

  /// Pretty-printed text as it appears nested `indent` spaces deep, without a final newline.
  public func rendered(indent: Int) -> String {
    var out: [UInt8] = []
    write(to: &out, indent: indent)
    return String(decoding: out, as: UTF8.self)
  }

  /// Compact text on one line, for hashing and storage.
  public func compact() -> String { String(decoding: compactBytes(), as: UTF8.self) }

  /// The UTF-8 of ``compact()``. The writers fill a byte buffer: appending to a `String` cost
  /// more than the JSON itself (measured on `generate --import`).
  public func compactBytes() -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(1_024)
    writeCompact(to: &out)
    return out
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private func write(to out: inout [UInt8], indent: Int) {
    switch self {
    case .array(let items) where items.isEmpty: out.append(contentsOf: "[]".utf8)
    case .object(let members) where members.isEmpty: out.append(contentsOf: "{}".utf8)
    case .array(let items):
      // Scalars on one line when their compact form (the line less a space a comma) is at
      // most 72 bytes: written once, and taken back when it is longer.
      if items.allSatisfy(\.isScalar) {
        let start = out.count
        out.append(UInt8(ascii: "["))
        for (position, item) in items.enumerated() {
          if position > 0 { out.append(contentsOf: ", ".utf8) }
          item.writeCompact(to: &out)
        }
        out.append(UInt8(ascii: "]"))
        if out.count - start - (items.count - 1) <= 72 { return }
        out.removeSubrange(start...)
      }
      out.append(contentsOf: "[\n".utf8)
      for (position, item) in items.enumerated() {
        JSON.writeSpaces(indent + 2, to: &out)
        item.write(to: &out, indent: indent + 2)
        out.append(contentsOf: (position == items.count - 1 ? "\n" : ",\n").utf8)
      }
      JSON.writeSpaces(indent, to: &out)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(contentsOf: "{\n".utf8)
      for (position, (key, value)) in members.enumerated() {
        JSON.writeSpaces(indent + 2, to: &out)
        JSON.writeString(key, to: &out)
        out.append(contentsOf: ": ".utf8)
        value.write(to: &out, indent: indent + 2)
        out.append(contentsOf: (position == members.count - 1 ? "\n" : ",\n").utf8)
      }
      JSON.writeSpaces(indent, to: &out)
      out.append(UInt8(ascii: "}"))
    default:
      writeCompact(to: &out)
    }
  }

  /// `count` spaces, one by one: appending `repeatElement`'s went through a generic iterator in
  /// a debug build (the tests' core), a fifth of rendering an outcome document there.
  private static func writeSpaces(_ count: Int, to out: inout [UInt8]) {
    var left = count
    while left > 0 {
      out.append(UInt8(ascii: " "))
      left -= 1
    }
  }

  private func writeCompact(to out: inout [UInt8]) {
    switch self {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
    case .int(let value): out.append(contentsOf: String(value).utf8)
    case .string(let value): JSON.writeString(value, to: &out)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      for (position, item) in items.enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        item.writeCompact(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (position, (key, value)) in members.enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        JSON.writeString(key, to: &out)
        out.append(UInt8(ascii: ":"))
        value.writeCompact(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// A string literal: quotes, backslashes, control characters and the line and paragraph
  /// separators escaped; everything else as it is.
  static func writeString(_ string: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Fast path: nothing to escape (the separators U+2028 and U+2029 start with 0xE2).
    if string.allUTF8({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 < 0xE2 }) {
      out.append(contentsOf: string.utf8)
      out.append(UInt8(ascii: "\""))
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out.append(contentsOf: "\\\"".utf8)
      case "\\": out.append(contentsOf: "\\\\".utf8)
      case "\n": out.append(contentsOf: "\\n".utf8)
      case "\r": out.append(contentsOf: "\\r".utf8)
      case "\t": out.append(contentsOf: "\\t".utf8)
      case "\u{08}": out.append(contentsOf: "\\b".utf8)
      case "\u{0C}": out.append(contentsOf: "\\f".utf8)
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: out.append(contentsOf: String(scalar).utf8)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
