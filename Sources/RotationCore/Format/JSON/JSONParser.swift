/// A parsed JSON value with the line it starts on, for error messages that say where.
public struct JSONNode: Sendable {
  public enum Value: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONNode])
    case object([Member])
  }

  /// An object member, with the line of its key.
  public struct Member: Sendable {
    public var key: String
    public var line: Int
    public var value: JSONNode
  }

  public var value: Value
  public var line: Int

  /// The JSON type's name, for error messages.
  public var typeName: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .int, .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON syntax error, with the line and column where it was found.
public struct JSONSyntaxError: Error, Sendable, Equatable {
  public var line: Int
  public var column: Int
  public var message: String
}

/// A strict JSON parser (RFC 8259) over UTF-8 bytes that records line numbers and limits
/// nesting depth.
public struct JSONParser {
  /// The deepest nesting accepted: deeper input is refused rather than risking the stack.
  public static let maxDepth = 64

  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private var lineStart = 0
  /// The top-level key whose array elements go to `element` instead of into the tree.
  private let streamedKey: String?
  private let element: ((JSONNode) -> Void)?
  /// Told each top-level key as soon as it is read, before its value; false stops the parse.
  private let topLevelKey: ((String, Int) -> Bool)?
  /// Keys compared or hashed to find duplicates, for ``WorkCounter``.
  private var keyProbes = 0

  private init(
    bytes: [UInt8], streamedKey: String? = nil, element: ((JSONNode) -> Void)? = nil,
    topLevelKey: ((String, Int) -> Bool)? = nil
  ) {
    self.bytes = bytes
    self.streamedKey = streamedKey
    self.element = element
    self.topLevelKey = topLevelKey
  }

  /// Parses a whole document.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    try parse(JSONParser(bytes: bytes))
  }

  /// Parses a whole document whose top-level object holds a large array under `key`: each
  /// element goes to `element` as soon as it is parsed and is not kept, so memory holds one
  /// element's tree at a time. In the returned tree that array is empty; a syntax error anywhere
  /// is still thrown, after the elements before it were handed over.
  ///
  /// `topLevelKey` is told each key of the top-level object with its line as soon as the key is
  /// read: returning false stops the parse there (it throws ``stopped``), so that a key the
  /// caller does not know fails before the rest of the file is read.
  public static func parse(
    _ bytes: [UInt8], streaming key: String,
    topLevelKey: @escaping (String, Int) -> Bool = { _, _ in true },
    element: @escaping (JSONNode) -> Void
  ) throws(JSONSyntaxError) -> JSONNode {
    try parse(
      JSONParser(bytes: bytes, streamedKey: key, element: element, topLevelKey: topLevelKey))
  }

  /// The error a parse stopped by its `topLevelKey` throws.
  public static let stopped = "stopped at a top-level key"

  private static func parse(_ start: JSONParser) throws(JSONSyntaxError) -> JSONNode {
    var parser = start
    defer { WorkCounter.add(parser.keyProbes) }
    let bytes = parser.bytes
    if let offset = firstInvalidUTF8(bytes) {
      let line = bytes[..<offset].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
      throw JSONSyntaxError(
        line: line, column: 0,
        message: "the file is not valid UTF-8 (byte \(offset))" + utf16Hint(bytes))
    }
    if bytes.starts(with: byteOrderMark) {
      parser.position = byteOrderMark.count
      parser.lineStart = byteOrderMark.count
    }
    parser.skipWhitespace()
    if parser.position == bytes.count {
      throw JSONSyntaxError(
        line: 1, column: 1, message: "the file is empty; expected a JSON object")
    }
    let node = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.position == bytes.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return node
  }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: position - lineStart + 1, message: message)
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0D: position += 1
      case 0x0A:
        position += 1
        line += 1
        lineStart = position
      default: return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
    guard depth < JSONParser.maxDepth else {
      throw error("nesting is deeper than \(JSONParser.maxDepth) levels")
    }
    skipWhitespace()
    guard position < bytes.count else { throw error("unexpected end of file (truncated JSON?)") }
    let startLine = line
    switch bytes[position] {
    case UInt8(ascii: "{"):
      return JSONNode(value: .object(try parseObject(depth: depth)), line: startLine)
    case UInt8(ascii: "["):
      return JSONNode(value: .array(try parseArray(depth: depth)), line: startLine)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), line: startLine)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONNode(value: .bool(true), line: startLine)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONNode(value: .bool(false), line: startLine)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONNode(value: .null, line: startLine)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: try parseNumber(), line: startLine)
    default:
      throw error("unexpected character '\(Character(Unicode.Scalar(bytes[position])))'")
    }
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    let expected = Array(word.utf8)
    guard position + expected.count <= bytes.count,
      Array(bytes[position..<position + expected.count]) == expected
    else { throw error("invalid literal; expected '\(word)'") }
    position += expected.count
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> [JSONNode.Member] {
    position += 1
    var members: [JSONNode.Member] = []
    var keys = JSONKeySet()
    defer { keyProbes += keys.probes }
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return members
    }
    while true {
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of file inside an object") }
      guard bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes")
      }
      let keyLine = line
      let key = try parseString()
      guard keys.isNew(key, among: members) else {
        throw JSONSyntaxError(
          line: keyLine, column: 0, message: "duplicate key '\(key)' in the same object")
      }
      if depth == 0, let topLevelKey, !topLevelKey(key, keyLine) {
        throw JSONSyntaxError(line: keyLine, column: 0, message: Self.stopped)
      }
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key '\(key)'")
      }
      position += 1
      let value: JSONNode
      if depth == 0, key == streamedKey, let element {
        skipWhitespace()
        let startLine = line
        if position < bytes.count, bytes[position] == UInt8(ascii: "[") {
          try parseArray(depth: depth + 1, each: element)
          value = JSONNode(value: .array([]), line: startLine)
        } else {
          value = try parseValue(depth: depth + 1)
        }
      } else {
        value = try parseValue(depth: depth + 1)
      }
      members.append(JSONNode.Member(key: key, line: keyLine, value: value))
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of file inside an object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      if bytes[position] == UInt8(ascii: "}") {
        position += 1
        return members
      }
      throw error("expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONNode] {
    var items: [JSONNode] = []
    try parseArray(depth: depth) { items.append($0) }
    return items
  }

  /// An array, each element handed to `each` as it is parsed.
  private mutating func parseArray(depth: Int, each: (JSONNode) -> Void)
    throws(JSONSyntaxError)
  {
    position += 1
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return
    }
    while true {
      each(try parseValue(depth: depth + 1))
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of file inside an array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      if bytes[position] == UInt8(ascii: "]") {
        position += 1
        return
      }
      throw error("expected ',' or ']' in an array")
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    position += 1
    // Fast path: no escape before the closing quote.
    var end = position
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: bytes[position..<end], as: UTF8.self)
        position = end + 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      end += 1
    }
    var scalars = String.UnicodeScalarView()
    var chunkStart = position
    func flush(_ parser: JSONParser, upTo end: Int) {
      scalars.append(
        contentsOf: String(decoding: parser.bytes[chunkStart..<end], as: UTF8.self).unicodeScalars)
    }
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        flush(self, upTo: position)
        position += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(self, upTo: position)
        position += 1
        guard position < bytes.count else { break }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var value = try hex4()
          if (0xD800...0xDBFF).contains(value) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
              bytes[position + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in a \\u escape") }
            position += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00...0xDFFF).contains(value) {
            throw error("unpaired surrogate in a \\u escape")
          }
          guard let scalar = Unicode.Scalar(value) else { throw error("invalid \\u escape") }
          scalars.append(scalar)
        default:
          throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
        }
        chunkStart = position
      case 0x00..<0x20:
        throw error("control character in a string (escape it, e.g. \\n)")
      default:
        position += 1
      }
    }
    throw error("unexpected end of file inside a string")
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw error("truncated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid hex digit in a \\u escape")
      }
      value = value * 16 + UInt32(digit)
      position += 1
    }
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONNode.Value {
    let start = position
    var isInteger = true
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number") }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number") }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
    {
      isInteger = false
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else { throw error("invalid number") }
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger, let value = Int(text) { return .int(value) }
    guard let value = Double(text), value.isFinite else {
      throw error("number out of range: \(text)")
    }
    return .double(value)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
