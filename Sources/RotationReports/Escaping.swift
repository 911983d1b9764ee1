/// Escapes text for HTML and XML content and attribute values.
///
/// Read as UTF-8 bytes: every character escaped is a single byte below 0x80, and no byte of a
/// longer character is below 0x80, so a byte-by-byte escape is the character-by-character
/// one. Text with nothing to escape (most text) is returned as it is.
public func escapeHTML(_ text: String) -> String {
  var text = text
  let escaped: [UInt8]? = text.withUTF8 { bytes in
    guard let first = bytes.firstIndex(where: { !isPlainHTML($0) }) else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
    for byte in bytes[first...] {
      switch byte {
      case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
      // Control characters are not allowed in XML 1.0.
      case _ where !isPlainHTML(byte): out.append(contentsOf: "&#xFFFD;".utf8)
      default: out.append(byte)
      }
    }
    return out
  }
  guard let escaped else { return text }
  return String(decoding: escaped, as: UTF8.self)
}

/// Whether a UTF-8 byte stays as it is: not markup, not a control character other than a line
/// break or a tab.
@inline(__always)
private func isPlainHTML(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
    UInt8(ascii: "'"):
    false
  case 0x20..., UInt8(ascii: "\n"), UInt8(ascii: "\t"): true
  default: false
  }
}
