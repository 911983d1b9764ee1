/// Escapes text for HTML and XML content and attribute values.
///
/// Read as UTF-8 bytes: every character escaped is a single byte below 0x80, and no byte of a
/// longer character is below 0x80, so a byte-by-byte escape is the character-by-character
/// one. Text with nothing to escape (most text) is returned as it is.
public func escapeHTML(_ text: String) -> String {
  var text = text
  let escaped: [UInt8]? = text.withUTF8 { bytes in
    guard let first = bytes.firstIndex(where: { htmlEntity($0) != nil }) else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
    for byte in bytes[first...] {
      if let entity = htmlEntity(byte) {
        entity.withUTF8Buffer { out.append(contentsOf: $0) }
      } else {
        out.append(byte)
      }
    }
    return out
  }
  guard let escaped else { return text }
  return String(decoding: escaped, as: UTF8.self)
}

/// What a UTF-8 byte becomes in HTML, or nil when it stays as it is: markup characters become
/// entities, control characters other than a line break or a tab U+FFFD (they are not allowed
/// in XML 1.0).
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
