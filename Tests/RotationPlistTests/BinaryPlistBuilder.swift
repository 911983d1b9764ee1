/// Writes binary property lists object by object, references included, so that tests can make
/// what no writer would: shared references nested to multiply, cycles, damaged tables.
struct BinaryPlistBuilder {
  enum Object {
    case string(String)
    case integer(UInt8)
    case array([Int])
    case dictionary([(key: Int, value: Int)])
  }

  var objects: [Object] = []

  /// Adds an object and returns its index.
  @discardableResult
  mutating func add(_ object: Object) -> Int {
    objects.append(object)
    return objects.count - 1
  }

  /// The marker byte and, past 14, the length as an integer object.
  static func header(_ type: UInt8, _ count: Int) -> [UInt8] {
    count < 15
      ? [type << 4 | UInt8(count)]
      : [type << 4 | 0x0F, 0x11, UInt8(count >> 8), UInt8(count & 0xFF)]
  }

  /// The file, with 2-byte offsets and 2-byte references.
  func bytes(top: Int = 0) -> [UInt8] {
    var out = Array("bplist00".utf8)
    var offsets: [Int] = []
    func reference(_ index: Int) -> [UInt8] { [UInt8(index >> 8), UInt8(index & 0xFF)] }
    for object in objects {
      offsets.append(out.count)
      switch object {
      case .string(let text):
        out += Self.header(0x5, text.utf8.count) + Array(text.utf8)
      case .integer(let value):
        out += [0x10, value]
      case .array(let items):
        out += Self.header(0xA, items.count) + items.flatMap(reference)
      case .dictionary(let entries):
        out +=
          Self.header(0xD, entries.count) + entries.flatMap { reference($0.key) }
          + entries.flatMap { reference($0.value) }
      }
    }
    let table = out.count
    for offset in offsets { out += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    out += [0, 0, 0, 0, 0, 0, 2, 2]
    for value in [objects.count, top, table] {
      out += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    return out
  }

  /// An Info.plist whose orientation list nests `levels` arrays, each holding the next one
  /// twice: 2^levels strings once expanded, in a few hundred bytes.
  static func bomb(levels: Int) -> [UInt8] {
    var builder = BinaryPlistBuilder()
    builder.add(.dictionary([(1, 2)]))
    builder.add(.string("UISupportedInterfaceOrientations"))
    for level in 0..<levels { builder.add(.array([3 + level, 3 + level])) }
    builder.add(.string("UIInterfaceOrientationPortrait"))
    return builder.bytes()
  }
}
