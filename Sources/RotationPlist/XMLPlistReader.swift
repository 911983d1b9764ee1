/// Reads an XML property list (`<plist version="1.0">…</plist>`) in UTF-8: the elements of
/// Apple's plist DTD, XML's five named entities, character references, CDATA sections and
/// comments. A document type with its own declarations (an internal subset, where entity
/// bombs live) is refused, as is anything past ``PropertyList/maximumValues`` or
/// ``PropertyList/maximumDepth``.
struct XMLPlistReader {
  private let bytes: [UInt8]
  private var index = 0
  private var budget = ValueBudget()

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func read() throws(PlistError) -> PlistValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    try skipProlog()
    var tag = try startTag()
    let wrapped = tag.name == "plist"
    if wrapped {
      guard !tag.empty else { throw fail("an empty <plist/> holds no value") }
      try skipMisc()
      tag = try startTag()
    }
    let value = try self.value(tag, depth: 1)
    if wrapped { try endTag("plist") }
    try skipMisc()
    guard index == bytes.count else { throw fail("more after the property list's end") }
    return value
  }

  private func fail(_ reason: String) -> PlistError {
    PlistError("not a valid XML property list: line \(lineNumber(of: index, in: bytes)): \(reason)")
  }

  private func starts(with text: String) -> Bool {
    bytes[index...].starts(with: text.utf8)
  }

  /// Moves past `text`'s end, or fails saying what was not closed.
  private mutating func skip(past text: String, _ what: String) throws(PlistError) {
    let target = Array(text.utf8)
    while index < bytes.count {
      if bytes[index...].starts(with: target) {
        index += target.count
        return
      }
      index += 1
    }
    throw fail("\(what) is not closed")
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// White space and comments.
  private mutating func skipMisc() throws(PlistError) {
    while true {
      skipSpace()
      guard starts(with: "<!--") else { return }
      try skip(past: "-->", "a comment")
    }
  }

  /// The XML declaration, processing instructions, comments and the document type.
  private mutating func skipProlog() throws(PlistError) {
    while true {
      try skipMisc()
      if starts(with: "<?") {
        try skip(past: "?>", "a processing instruction")
      } else if starts(with: "<!DOCTYPE") {
        let start = index
        try skip(past: ">", "the document type")
        if bytes[start..<index].contains(UInt8(ascii: "[")) {
          index = start
          throw fail("a document type with its own declarations (entities) is not read")
        }
      } else {
        return
      }
    }
  }

  private struct Tag {
    var name: String
    var empty: Bool
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "-") || byte >= 0x80
  }

  /// `<name attributes…>` or `<name …/>`.
  private mutating func startTag() throws(PlistError) -> Tag {
    guard index < bytes.count else { throw fail("the file ends where an element was expected") }
    guard bytes[index] == UInt8(ascii: "<") else { throw fail("expected an element") }
    index += 1
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    guard index > start else { throw fail("expected an element's name") }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    // Attributes are not used; quoted values may hold '>'.
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        return Tag(name: name, empty: bytes[index - 2] == UInt8(ascii: "/"))
      }
    }
    throw fail("<\(name) is not closed")
  }

  private mutating func endTag(_ name: String) throws(PlistError) {
    try skipMisc()
    guard starts(with: "</\(name)") else { throw fail("expected </\(name)>") }
    index += name.utf8.count + 2
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
      throw fail("expected </\(name)>")
    }
    index += 1
  }

  private mutating func value(_ tag: Tag, depth: Int) throws(PlistError) -> PlistValue {
    guard depth <= PropertyList.maximumDepth else { throw PropertyList.tooDeep() }
    try budget.spend()
    switch tag.name {
    case "dict":
      var entries: [String: PlistValue] = [:]
      guard !tag.empty else { return .dictionary(entries) }
      while true {
        try skipMisc()
        if starts(with: "</") { break }
        let key = try startTag()
        guard key.name == "key" else { throw fail("expected <key>, found <\(key.name)>") }
        try budget.spend()
        let name = key.empty ? "" : try text(until: "key")
        try skipMisc()
        entries[name] = try value(try startTag(), depth: depth + 1)
      }
      try endTag("dict")
      return .dictionary(entries)
    case "array":
      var items: [PlistValue] = []
      guard !tag.empty else { return .array(items) }
      while true {
        try skipMisc()
        if starts(with: "</") { break }
        items.append(try value(try startTag(), depth: depth + 1))
      }
      try endTag("array")
      return .array(items)
    case "true", "false":
      if !tag.empty { try endTag(tag.name) }
      return .bool(tag.name == "true")
    case "string":
      return .string(tag.empty ? "" : try text(until: "string"))
    case "integer":
      let text = tag.empty ? "" : try text(until: "integer")
      guard let value = Self.integer(text) else { throw fail("'\(text)' is not an integer") }
      return .integer(value)
    case "real":
      let text = tag.empty ? "" : try text(until: "real")
      guard let value = Double(text.filter { !$0.isWhitespace }) else {
        throw fail("'\(text)' is not a number")
      }
      return .real(value)
    case "date":
      let text = tag.empty ? "" : try text(until: "date")
      guard let seconds = PlistDate.seconds(text) else { throw fail("'\(text)' is not a date") }
      return .date(seconds)
    case "data":
      let text = tag.empty ? "" : try text(until: "data")
      guard let data = Base64.decode(text) else { throw fail("<data> that is not base64") }
      return .data(data)
    default:
      throw fail("<\(tag.name)> is not a property list element")
    }
  }

  /// A decimal (or `0x` hexadecimal) integer, with an optional sign.
  static func integer(_ text: String) -> Int? {
    var body = Substring(text.filter { !$0.isWhitespace })
    let negative = body.hasPrefix("-")
    if negative || body.hasPrefix("+") { body.removeFirst() }
    let hex = body.hasPrefix("0x") || body.hasPrefix("0X")
    if hex { body.removeFirst(2) }
    guard let magnitude = UInt64(body, radix: hex ? 16 : 10) else { return nil }
    if negative {
      return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
    }
    return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
  }

  /// Character data up to `</name>`: entities and character references resolved, CDATA kept
  /// as it is, comments left out.
  private mutating func text(until name: String) throws(PlistError) -> String {
    var out: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if starts(with: "<![CDATA[") {
          let start = index + 9
          try skip(past: "]]>", "a CDATA section")
          out += bytes[start..<index - 3]
        } else if starts(with: "<!--") {
          try skip(past: "-->", "a comment")
        } else {
          try endTag(name)
          return String(decoding: out, as: UTF8.self)
        }
      } else if byte == UInt8(ascii: "&") {
        out += try entity()
      } else {
        out.append(byte)
        index += 1
      }
    }
    throw fail("<\(name)> is not closed")
  }

  /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#65;` or `&#x41;`, as UTF-8.
  private mutating func entity() throws(PlistError) -> [UInt8] {
    guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
      throw fail("an '&' that starts no entity")
    }
    let name = String(decoding: bytes[index + 1..<end], as: UTF8.self)
    index = end + 1
    let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
    if let text = named[name] { return Array(text.utf8) }
    var number = Substring(name)
    guard number.hasPrefix("#") else {
      throw fail("the entity &\(name); is not one of XML's own")
    }
    number.removeFirst()
    let hex = number.hasPrefix("x")
    if hex { number.removeFirst() }
    guard let value = UInt32(number, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value)
    else { throw fail("&\(name); is not a character") }
    return Array(String(scalar).utf8)
  }
}
