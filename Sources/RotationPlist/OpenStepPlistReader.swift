/// Reads an old-style (OpenStep) property list in UTF-8, as Xcode writes `project.pbxproj`:
/// `{ key = value; }`, `( item, item, )`, quoted and unquoted strings, `<hex data>`, and `//`
/// and `/* */` comments. Bounded by ``PropertyList/maximumValues`` and
/// ``PropertyList/maximumDepth``.
struct OpenStepPlistReader {
  private let bytes: [UInt8]
  private var index = 0
  private var budget = ValueBudget()

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func read() throws(PlistError) -> PlistValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    try skipSpace()
    let value = try self.value(depth: 1)
    try skipSpace()
    guard index == bytes.count else { throw fail("more after the property list's end") }
    return value
  }

  private func fail(_ reason: String) -> PlistError {
    PlistError(
      "not a valid old-style property list: line \(lineNumber(of: index, in: bytes)): \(reason)")
  }

  /// White space and comments.
  private mutating func skipSpace() throws(PlistError) {
    while index < bytes.count {
      let byte = bytes[index]
      if [0x20, 0x09, 0x0A, 0x0D, 0x0C, 0x0B].contains(byte) {
        index += 1
      } else if bytes[index...].starts(with: "//".utf8) {
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      } else if bytes[index...].starts(with: "/*".utf8) {
        let start = index
        index += 2
        while index < bytes.count, !bytes[index...].starts(with: "*/".utf8) { index += 1 }
        guard index < bytes.count else {
          index = start
          throw fail("a comment is not closed")
        }
        index += 2
      } else {
        return
      }
    }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(PlistError) {
    try skipSpace()
    guard index < bytes.count, bytes[index] == byte else { throw fail("expected \(what)") }
    index += 1
  }

  private mutating func value(depth: Int) throws(PlistError) -> PlistValue {
    guard depth <= PropertyList.maximumDepth else { throw PropertyList.tooDeep() }
    try budget.spend()
    try skipSpace()
    guard index < bytes.count else { throw fail("the file ends where a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var entries: [String: PlistValue] = [:]
      while true {
        try skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { break }
        try budget.spend()
        let key = try string()
        try expect(UInt8(ascii: "="), "'=' after the key '\(key)'")
        entries[key] = try value(depth: depth + 1)
        try expect(UInt8(ascii: ";"), "';' after the value of '\(key)'")
      }
      index += 1
      return .dictionary(entries)
    case UInt8(ascii: "("):
      index += 1
      var items: [PlistValue] = []
      while true {
        try skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ")") { break }
        items.append(try value(depth: depth + 1))
        try skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else {
          try expect(UInt8(ascii: ")"), "',' or ')' in a list")
          return .array(items)
        }
      }
      index += 1
      return .array(items)
    case UInt8(ascii: "<"):
      return .data(try data())
    default:
      return .string(try string())
    }
  }

  /// Characters an unquoted string may hold.
  private static func isUnquoted(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
      || "_$+/:.-".utf8.contains(byte)
  }

  /// A quoted string with its escapes resolved, or an unquoted one.
  private mutating func string() throws(PlistError) -> String {
    try skipSpace()
    guard index < bytes.count else { throw fail("the file ends where a string was expected") }
    let quote = bytes[index]
    guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      let start = index
      while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
      guard index > start else {
        throw fail("unexpected '\(String(decoding: [bytes[index]], as: UTF8.self))'")
      }
      return String(decoding: bytes[start..<index], as: UTF8.self)
    }
    index += 1
    var out: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == quote { return String(decoding: out, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        continue
      }
      guard index < bytes.count else { break }
      out += try escape()
    }
    throw fail("a quoted string is not closed")
  }

  /// The character after a backslash: `\n`, `\t`, `\"`, `\\`, `\U20AC`, octal `\101`.
  private mutating func escape() throws(PlistError) -> [UInt8] {
    let byte = bytes[index]
    index += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
      UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
      UInt8(ascii: "v"): 0x0B,
    ]
    if let mapped = simple[byte] { return [mapped] }
    if byte == UInt8(ascii: "U") || byte == UInt8(ascii: "u") {
      let digits = bytes[index..<min(bytes.count, index + 4)]
      guard digits.count == 4,
        let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
      else { throw fail("\\U needs four hexadecimal digits") }
      index += 4
      return Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8)
    }
    if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) {
      var value = UInt32(byte - UInt8(ascii: "0"))
      for _ in 0..<2 {
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index])
        else { break }
        value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
        index += 1
      }
      return Array(String(Unicode.Scalar(UInt8(truncatingIfNeeded: value))).utf8)
    }
    return [byte]
  }

  /// `<0fbd 7a>`: hexadecimal digits in pairs, white space ignored.
  private mutating func data() throws(PlistError) -> [UInt8] {
    index += 1
    var digits: [UInt8] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      let byte = bytes[index]
      index += 1
      if [0x20, 0x09, 0x0A, 0x0D].contains(byte) { continue }
      guard let digit = UInt8(String(decoding: [byte], as: UTF8.self), radix: 16) else {
        throw fail("data holds a character that is not a hexadecimal digit")
      }
      digits.append(digit)
    }
    guard index < bytes.count, digits.count % 2 == 0 else {
      throw fail("data is not closed, or has an odd number of digits")
    }
    index += 1
    return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
  }
}
