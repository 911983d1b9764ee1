/// The characters a catalogue's text must never pass on as themselves, declared once for the
/// terminal, the HTML and Markdown reports and JUnit XML.
extension Unicode.Scalar {
  /// Bidirectional formatting characters: embeddings and overrides (U+202A–U+202E), isolates
  /// (U+2066–U+2069) and the marks U+200E, U+200F and U+061C. They reorder the text around them,
  /// so a title could show something other than what it holds (CVE-2021-42574).
  public var isBidiControl: Bool {
    switch value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// C0 and C1 control characters and DEL, but for the line feed and the tab: they move a
  /// terminal's cursor, erase lines or recolour it.
  public var isControlCharacter: Bool {
    (value < 0x20 && self != "\n" && self != "\t") || (0x7F...0x9F).contains(value)
  }

  /// Shown as `\u{202E}` rather than as itself: a control character or a bidi control.
  public var isShownEscaped: Bool { isControlCharacter || isBidiControl }

  /// Not allowed anywhere in an XML 1.0 document (its `Char` production): C0 controls but the
  /// tab, line feed and carriage return, and U+FFFE and U+FFFF (lone surrogates cannot occur in
  /// a Swift string).
  public var isForbiddenInXML: Bool {
    (value < 0x20 && self != "\n" && self != "\t" && self != "\r") || value == 0xFFFE
      || value == 0xFFFF
  }

  /// The character as visible text, `\u{202E}`.
  public var escapedText: String { "\\u{" + String(value, radix: 16, uppercase: true) + "}" }

  /// What the character becomes in HTML and XML text when it may not stay: U+FFFD for what XML
  /// forbids, visible text for a bidi control; nil when it stays.
  var htmlReplacement: String? {
    if isForbiddenInXML { return "&#xFFFD;" }
    return isBidiControl ? escapedText : nil
  }
}

/// Escapes text for HTML and XML content and attribute values.
///
/// Read as UTF-8 bytes: every markup character escaped is a single byte below 0x80, and no byte
/// of a longer character is below 0x80, so a byte-by-byte escape is the character-by-character
/// one; a longer character is decoded only when its first two bytes are those a replaced
/// character starts with. Text with nothing to escape (most text) is returned as it is.
public func escapeHTML(_ text: String) -> String {
  var text = text
  let escaped: [UInt8]? = text.withUTF8 { bytes in
    // A loop, not `indices.first(where:)`: a debug build (the tests' binary) ran that through
    // the generic iterator, byte by byte.
    var first = 0
    while first < bytes.count, htmlEntity(bytes[first]) == nil,
      !(first + 1 < bytes.count && mayBeReplaced(bytes[first], bytes[first + 1]))
    {
      first += 1
    }
    guard first < bytes.count else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
    var index = first
    while index < bytes.count {
      let byte = bytes[index]
      if let entity = htmlEntity(byte) {
        entity.withUTF8Buffer { out.append(contentsOf: $0) }
        index += 1
        continue
      }
      if index + 1 < bytes.count, mayBeReplaced(byte, bytes[index + 1]) {
        let (scalar, length) = decodeScalar(bytes, at: index)
        if let replacement = scalar.htmlReplacement {
          out.append(contentsOf: replacement.utf8)
          index += length
          continue
        }
      }
      out.append(byte)
      index += 1
    }
    return out
  }
  guard let escaped else { return text }
  return String(decoding: escaped, as: UTF8.self)
}

/// The first two bytes of the UTF-8 of every character from U+0080 to U+FFFF (where all of
/// them are) that ``htmlReplacement`` replaces, found from the declarations themselves: most
/// text above ASCII (arrows, dashes, check marks) is passed over without decoding.
private let replacedPrefixes: [Bool] = {
  var prefixes = [Bool](repeating: false, count: 1 << 16)
  for value in UInt32(0x80)...0xFFFF {
    guard let scalar = Unicode.Scalar(value), scalar.htmlReplacement != nil else { continue }
    let utf8 = Array(String(scalar).utf8)
    prefixes[Int(utf8[0]) << 8 | Int(utf8[1])] = true
  }
  return prefixes
}()

@inline(__always)
private func mayBeReplaced(_ first: UInt8, _ second: UInt8) -> Bool {
  first >= 0xC0 && replacedPrefixes[Int(first) << 8 | Int(second)]
}

/// The character whose valid UTF-8 starts at `index` (a lead byte), and its length.
@inline(__always)
private func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
  Unicode.Scalar, Int
) {
  let lead = UInt32(bytes[index])
  let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
  var value = lead & (0xFF >> UInt32(length + 1))
  for offset in 1..<length where index + offset < bytes.count {
    value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
  }
  return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
}

/// What a UTF-8 byte below 0x80 becomes in HTML, or nil when it stays as it is: markup
/// characters become entities, control characters other than a line break or a tab U+FFFD
/// (they are not allowed in XML 1.0).
@inline(__always)
private func htmlEntity(_ byte: UInt8) -> StaticString? {
  switch byte {
  case UInt8(ascii: "&"): "&amp;"
  case UInt8(ascii: "<"): "&lt;"
  case UInt8(ascii: ">"): "&gt;"
  case UInt8(ascii: "\""): "&quot;"
  case UInt8(ascii: "'"): "&#39;"
  case 0x20..., UInt8(ascii: "\n"), UInt8(ascii: "\t"): nil
  default: "&#xFFFD;"
  }
}
