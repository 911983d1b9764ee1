/// Escapes text for HTML and XML content and attribute values.
public func escapeHTML(_ text: String) -> String {
  // Most text has nothing to escape: returned as it is, without copying it scalar by scalar.
  let plain = text.utf8.allSatisfy { byte in
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      false
    case 0x20..., UInt8(ascii: "\n"), UInt8(ascii: "\t"): true
    default: false
    }
  }
  if plain { return text }
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += "&#39;"
    case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t":
      out += "&#xFFFD;"  // control characters are not allowed in XML 1.0
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out
}
