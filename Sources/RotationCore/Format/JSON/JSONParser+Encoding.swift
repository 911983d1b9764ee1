/// The encoding of a document's bytes: UTF-8, with or without a byte order mark.
extension JSONParser {
  /// The UTF-8 byte order mark, which editors on Windows write at the start of a file: read as
  /// nothing, as most JSON parsers do (RFC 8259 §8.1 lets a parser ignore it).
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Why a file starting with a UTF-16 byte order mark is not UTF-8, and what to do.
  static func utf16Hint(_ bytes: [UInt8]) -> String {
    let mark = bytes.prefix(2)
    guard mark.elementsEqual([0xFF, 0xFE]) || mark.elementsEqual([0xFE, 0xFF]) else { return "" }
    return ": it starts with a UTF-16 byte order mark; save it as UTF-8"
  }

  /// The offset of the first byte that is not part of valid UTF-8, if any.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    // ASCII bytes are skipped in a loop and only the others decoded, a scalar at a time: the
    // decoder over the whole document was a tenth of a debug build's import of `@builtin`.
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        if buffer[offset] < 0x80 {
          offset += 1
          continue
        }
        var iterator = buffer[offset...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return offset }
        offset += UTF8.width(scalar)
      }
      return nil
    }
  }
}
