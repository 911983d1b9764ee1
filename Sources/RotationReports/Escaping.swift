/// Escapes text for HTML and XML content and attribute values.
public func escapeHTML(_ text: String) -> String {
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
