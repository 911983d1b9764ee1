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
    var out = ""
    write(to: &out, indent: 0)
    out.append("\n")
    return out
  }

  /// Pretty-printed text as it appears nested `indent` spaces deep, without a final newline.
  public func rendered(indent: Int) -> String {
    var out = ""
    write(to: &out, indent: indent)
    return out
  }

  /// Compact text on one line, for hashing and storage.
  public func compact() -> String {
    var out = ""
    writeCompact(to: &out)
    return out
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private func write(to out: inout String, indent: Int) {
    switch self {
    case .array(let items) where items.isEmpty: out.append("[]")
    case .object(let members) where members.isEmpty: out.append("{}")
    case .array(let items)
    where items.allSatisfy(\.isScalar) && JSON.array(items).compact().count <= 72:
      out.append("[")
      for (position, item) in items.enumerated() {
        if position > 0 { out.append(", ") }
        item.write(to: &out, indent: indent)
      }
      out.append("]")
    case .array(let items):
      out.append("[\n")
      for (position, item) in items.enumerated() {
        out.append(String(repeating: " ", count: indent + 2))
        item.write(to: &out, indent: indent + 2)
        out.append(position == items.count - 1 ? "\n" : ",\n")
      }
      out.append(String(repeating: " ", count: indent) + "]")
    case .object(let members):
      out.append("{\n")
      for (position, (key, value)) in members.enumerated() {
        out.append(String(repeating: " ", count: indent + 2))
        JSON.writeString(key, to: &out)
        out.append(": ")
        value.write(to: &out, indent: indent + 2)
        out.append(position == members.count - 1 ? "\n" : ",\n")
      }
      out.append(String(repeating: " ", count: indent) + "}")
    default:
      writeCompact(to: &out)
    }
  }

  private func writeCompact(to out: inout String) {
    switch self {
    case .null: out.append("null")
    case .bool(let value): out.append(value ? "true" : "false")
    case .int(let value): out.append(String(value))
    case .string(let value): JSON.writeString(value, to: &out)
    case .array(let items):
      out.append("[")
      for (position, item) in items.enumerated() {
        if position > 0 { out.append(",") }
        item.writeCompact(to: &out)
      }
      out.append("]")
    case .object(let members):
      out.append("{")
      for (position, (key, value)) in members.enumerated() {
        if position > 0 { out.append(",") }
        JSON.writeString(key, to: &out)
        out.append(":")
        value.writeCompact(to: &out)
      }
      out.append("}")
    }
  }

  static func writeString(_ string: String, to out: inout String) {
    // Fast path: nothing to escape.
    if string.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 < 0xE2 }) {
      out.append("\"")
      out.append(string)
      out.append("\"")
      return
    }
    out.append("\"")
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out.append("\\\"")
      case "\\": out.append("\\\\")
      case "\n": out.append("\\n")
      case "\r": out.append("\\r")
      case "\t": out.append("\\t")
      case "\u{08}": out.append("\\b")
      case "\u{0C}": out.append("\\f")
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
      default: out.unicodeScalars.append(scalar)
      }
    }
    out.append("\"")
  }
}
