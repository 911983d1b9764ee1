extension String {
  /// Whether every UTF-8 byte of the string satisfies `predicate`, read straight from the
  /// string's storage when it has one (a native string): the view's iterator costs several
  /// times more a byte, and titles, ids and keys are scanned millions of times.
  func allUTF8(_ predicate: (UInt8) -> Bool) -> Bool {
    // A loop rather than `allSatisfy`, which a debug build (the tests' core) ran through a
    // throwing thunk and an iterator a byte.
    let all = utf8.withContiguousStorageIfAvailable { bytes in
      var index = 0
      while index < bytes.count {
        if !predicate(bytes[index]) { return false }
        index += 1
      }
      return true
    }
    if let all { return all }
    return utf8.allSatisfy(predicate)
  }
}

extension String {
  /// Whether two strings hold the same UTF-8 bytes: how JSON compares an object's keys (code
  /// points, not canonical equivalence). Strings of different lengths differ at once; `==`
  /// compared them as Unicode text first, and object keys are looked up hundreds of times a
  /// scenario, nearly always against a key of another length.
  func sameUTF8(_ other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    let same = utf8.withContiguousStorageIfAvailable { mine in
      other.utf8.withContiguousStorageIfAvailable { theirs in
        String.equalBytes(UnsafeRawBufferPointer(mine), UnsafeRawBufferPointer(theirs))
      }
    }
    return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
  }

  /// Two buffers of the same length compared eight bytes at a time.
  private static func equalBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset + 8 <= a.count {
      guard
        a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < a.count {
      guard a[offset] == b[offset] else { return false }
      offset += 1
    }
    return true
  }
}

extension String {
  /// The pieces one after another: their UTF-8 copied once into storage of their total size.
  /// Appending them one by one grows the string at each piece, and generated ids, titles and
  /// exception messages are built millions of times.
  public init(concatenating pieces: [String]) {
    var count = 0
    for piece in pieces { count += piece.utf8.count }
    self.init(unsafeUninitializedCapacity: count) { buffer in
      var end = 0
      for piece in pieces {
        end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: piece.utf8).1
      }
      return end
    }
  }
}
