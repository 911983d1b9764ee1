/// The keys of one JSON object read so far, to find a duplicate in work linear in the keys.
/// Keys are compared by their UTF-8 bytes, as JSON compares them (``ObjectReader``): two keys
/// that Swift's `==` calls equal (canonically equivalent code points) are different keys.
struct JSONKeySet {
  /// Objects of up to this many keys are searched in place: hashing costs more than a few
  /// comparisons of keys that nearly always differ in length, and a set is one more allocation
  /// an object.
  static let searchedInPlace = 8

  private var hashed: Set<Key> = []
  /// Keys compared or hashed, for ``WorkCounter``.
  private(set) var probes = 0

  /// Whether `key` is not among `members`, the object's members so far (all of them, each
  /// time), and notes it.
  mutating func isNew(_ key: String, among members: [JSONNode.Member]) -> Bool {
    guard members.count >= Self.searchedInPlace else {
      probes += members.count
      for member in members where member.key.sameUTF8(key) { return false }
      return true
    }
    if hashed.isEmpty {
      probes += members.count
      hashed = Set(members.map { Key(text: $0.key) })
    }
    probes += 1
    return hashed.insert(Key(text: key)).inserted
  }

  /// A key hashed and compared by its UTF-8 bytes.
  private struct Key: Hashable {
    let text: String

    static func == (a: Key, b: Key) -> Bool { a.text.sameUTF8(b.text) }

    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }
}
