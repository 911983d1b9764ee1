/// An XML property list's `<date>`: `2026-01-31T12:00:00Z`, as seconds since 2001-01-01 UTC.
enum PlistDate {
  static func seconds(_ text: String) -> Double? {
    let parts = text.split(whereSeparator: { "-T:Z".contains($0) })
    guard text.hasSuffix("Z"), parts.count == 6 else { return nil }
    let numbers = parts.compactMap { Int($0) }
    guard numbers.count == 6, (1...12).contains(numbers[1]), (1...31).contains(numbers[2]),
      (0...23).contains(numbers[3]), (0...59).contains(numbers[4]), (0...60).contains(numbers[5]),
      (-9999...9999).contains(numbers[0])
    else { return nil }
    let days = daysFromCivil(numbers[0], numbers[1], numbers[2]) - daysFromCivil(2001, 1, 1)
    return Double(days * 86_400 + numbers[3] * 3_600 + numbers[4] * 60 + numbers[5])
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}

/// An XML property list's `<data>`: base64, white space ignored.
enum Base64 {
  static func decode(_ text: String) -> [UInt8]? {
    var out: [UInt8] = []
    var accumulator: UInt32 = 0
    var bits = 0
    var padding = 0
    for byte in text.utf8 {
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = UInt32(byte - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = UInt32(byte - UInt8(ascii: "a")) + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0")) + 52
      case UInt8(ascii: "+"): digit = 62
      case UInt8(ascii: "/"): digit = 63
      case UInt8(ascii: "="):
        padding += 1
        continue
      case 0x20, 0x09, 0x0A, 0x0D: continue
      default: return nil
      }
      guard padding == 0 else { return nil }
      accumulator = accumulator << 6 | digit
      bits += 6
      if bits >= 8 {
        bits -= 8
        out.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
        accumulator &= (1 << UInt32(bits)) - 1
      }
    }
    return padding <= 2 ? out : nil
  }
}
