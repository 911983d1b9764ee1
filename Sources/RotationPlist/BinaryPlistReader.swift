/// Reads a binary property list (`bplist00`): a header, objects, an offset table and a 32-byte
/// trailer. Containers refer to other objects by index, so one object may be reached many times:
/// each is decoded once (containers then share it), its expanded size computed once and checked
/// against ``PropertyList/maximumValues``, and an object reached again while it is being decoded
/// is a cycle. Every offset and count is checked against the file before it is used.
final class BinaryPlistReader {
  private let bytes: [UInt8]
  private let offsetSize: Int
  private let referenceSize: Int
  private let count: Int
  private let top: Int
  private let offsetTable: Int
  /// Per object: decoded, with its expanded size and its height, or being decoded (nil value).
  private var decoded: [Int: (value: PlistValue?, size: Int, height: Int)] = [:]

  init(_ bytes: [UInt8]) throws(PlistError) {
    self.bytes = bytes
    guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
      throw Self.damaged("it is shorter than a header and a trailer")
    }
    let trailer = bytes.count - 32
    offsetSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    let count = Self.integer(bytes, at: trailer + 8, size: 8)
    let top = Self.integer(bytes, at: trailer + 16, size: 8)
    let table = Self.integer(bytes, at: trailer + 24, size: 8)
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw Self.damaged("its trailer gives offsets of \(offsetSize) bytes")
    }
    guard count >= 1, count <= UInt64(trailer), top < count, table >= 8,
      table <= UInt64(trailer), count * UInt64(offsetSize) <= UInt64(trailer) - table
    else {
      throw Self.damaged("its trailer's object count, top object or offset table is out of range")
    }
    self.count = Int(count)
    self.top = Int(top)
    offsetTable = Int(table)
  }

  func read() throws(PlistError) -> PlistValue {
    try value(top, depth: 1).value
  }

  /// An object with its expanded size (itself and every value below it) and its height (the
  /// levels it nests, itself included).
  private typealias Decoded = (value: PlistValue, size: Int, height: Int)

  static func damaged(_ reason: String) -> PlistError {
    PlistError("not a valid binary property list: \(reason)")
  }

  /// A big-endian unsigned integer of `size` bytes (1 to 8) at `offset`, in bounds.
  static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
    return value
  }

  /// `size` bytes at `offset`, refused when they run past the objects.
  private func range(_ offset: Int, _ size: Int) throws(PlistError) -> Range<Int> {
    guard offset >= 8, size >= 0, size <= offsetTable - offset else {
      throw Self.damaged("an object at byte \(offset) runs past the object area")
    }
    return offset..<offset + size
  }

  /// The object `index`, `depth` levels down from the top.
  private func value(_ index: Int, depth: Int) throws(PlistError) -> Decoded {
    guard index >= 0, index < count else {
      throw Self.damaged("a reference to object \(index) of \(count)")
    }
    if let known = decoded[index] {
      guard let value = known.value else {
        throw PlistError(
          "the binary property list refers to itself: object \(index) contains itself")
      }
      guard depth + known.height - 1 <= PropertyList.maximumDepth else {
        throw PropertyList.tooDeep()
      }
      return (value, known.size, known.height)
    }
    guard depth <= PropertyList.maximumDepth else { throw PropertyList.tooDeep() }
    decoded[index] = (nil, 0, 0)
    let start = offsetTable + index * offsetSize
    let offset = Int(truncatingIfNeeded: Self.integer(bytes, at: start, size: offsetSize))
    let marker = bytes[try range(offset, 1).lowerBound]
    let result = try object(marker, at: offset, depth: depth)
    decoded[index] = (result.value, result.size, result.height)
    return result
  }

  /// The object with `marker` at `offset`: a scalar has size and height 1.
  private func object(_ marker: UInt8, at offset: Int, depth: Int) throws(PlistError) -> Decoded {
    let low = Int(marker & 0x0F)
    switch marker >> 4 {
    case 0x0 where marker == 0x08: return (.bool(false), 1, 1)
    case 0x0 where marker == 0x09: return (.bool(true), 1, 1)
    case 0x1: return (.integer(try integer(at: offset + 1, exponent: low)), 1, 1)
    case 0x2 where low == 2 || low == 3:
      return (.real(try real(at: offset + 1, size: 1 << low)), 1, 1)
    case 0x3 where marker == 0x33: return (.date(try real(at: offset + 1, size: 8)), 1, 1)
    case 0x4:
      let (length, start) = try length(low, at: offset)
      return (.data(Array(bytes[try range(start, length)])), 1, 1)
    case 0x5:
      // ASCII, read as Latin-1 so that every byte is a character.
      let (length, start) = try length(low, at: offset)
      let scalars = bytes[try range(start, length)].map { Character(Unicode.Scalar($0)) }
      return (.string(String(scalars)), 1, 1)
    case 0x6:
      let (length, start) = try length(low, at: offset)
      guard length <= offsetTable / 2 else { throw Self.damaged("a string longer than the file") }
      let area = try range(start, length * 2)
      let units = stride(from: area.lowerBound, to: area.upperBound, by: 2).map {
        UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
      }
      return (.string(String(decoding: units, as: UTF16.self)), 1, 1)
    case 0x8:
      let area = try range(offset + 1, low + 1)
      return (.uid(Self.integer(bytes, at: area.lowerBound, size: min(8, low + 1))), 1, 1)
    case 0xA, 0xC:
      let (length, start) = try length(low, at: offset)
      var items: [PlistValue] = []
      var (size, height) = (1, 1)
      for reference in try references(length, at: start) {
        let item = try value(reference, depth: depth + 1)
        items.append(item.value)
        size = try add(size, item.size)
        height = max(height, item.height + 1)
      }
      return (.array(items), size, height)
    case 0xD:
      let (length, start) = try length(low, at: offset)
      guard length <= offsetTable / 2 else {
        throw Self.damaged("a dictionary larger than the file")
      }
      let all = try references(length * 2, at: start)
      var entries: [String: PlistValue] = [:]
      var (size, height) = (1, 1)
      for pair in 0..<length {
        let key = try value(all[pair], depth: depth + 1)
        guard case .string(let name) = key.value else {
          throw Self.damaged("a dictionary key that is not a string")
        }
        let item = try value(all[length + pair], depth: depth + 1)
        size = try add(add(size, key.size), item.size)
        height = max(height, item.height + 1)
        entries[name] = item.value
      }
      return (.dictionary(entries), size, height)
    default:
      throw Self.damaged(
        "an object of unknown type 0x\(String(marker, radix: 16)) at byte \(offset)")
    }
  }

  /// A size plus another, refused past the limit.
  private func add(_ size: Int, _ more: Int) throws(PlistError) -> Int {
    let total = size + more
    guard total <= PropertyList.maximumValues else { throw PropertyList.tooMany() }
    return total
  }

  /// An integer of 2^exponent bytes: 1, 2 and 4 are unsigned, 8 signed, 16 unsigned when it fits.
  private func integer(at offset: Int, exponent: Int) throws(PlistError) -> Int {
    guard exponent <= 4 else { throw Self.damaged("an integer of 2^\(exponent) bytes") }
    let size = 1 << exponent
    let start = try range(offset, size).lowerBound
    if size == 16 {
      let high = Self.integer(bytes, at: start, size: 8)
      let low = Self.integer(bytes, at: start + 8, size: 8)
      guard high == 0, low <= UInt64(Int.max) else {
        throw PlistError("an integer at byte \(offset) is out of range")
      }
      return Int(low)
    }
    let value = Self.integer(bytes, at: start, size: size)
    return size == 8 ? Int(Int64(bitPattern: value)) : Int(value)
  }

  private func real(at offset: Int, size: Int) throws(PlistError) -> Double {
    let bits = Self.integer(bytes, at: try range(offset, size).lowerBound, size: size)
    return size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
  }

  /// A container's or a string's length: the marker's low nibble, or when that is 0xF the
  /// integer object after it; with the offset where its content starts.
  private func length(_ low: Int, at offset: Int) throws(PlistError) -> (Int, Int) {
    guard low == 0xF else { return (low, offset + 1) }
    let marker = bytes[try range(offset + 1, 1).lowerBound]
    guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
      throw Self.damaged("a length at byte \(offset + 1) that is not an integer")
    }
    let length = try integer(at: offset + 2, exponent: Int(marker & 0x0F))
    guard length >= 0, length <= offsetTable else {
      throw Self.damaged("a length of \(length) at byte \(offset), longer than the file")
    }
    return (length, offset + 2 + (1 << Int(marker & 0x0F)))
  }

  /// `length` object references at `offset`.
  private func references(_ length: Int, at offset: Int) throws(PlistError) -> [Int] {
    guard length <= offsetTable / referenceSize else {
      throw Self.damaged("a container larger than the file")
    }
    let start = try range(offset, length * referenceSize).lowerBound
    return (0..<length).map {
      Int(
        truncatingIfNeeded: Self.integer(bytes, at: start + $0 * referenceSize, size: referenceSize)
      )
    }
  }
}
