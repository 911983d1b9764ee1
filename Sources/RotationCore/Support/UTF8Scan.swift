extension String {
  /// Whether every UTF-8 byte of the string satisfies `predicate`, read straight from the
  /// string's storage when it has one (a native string): the view's iterator costs several
  /// times more a byte, and titles, ids and keys are scanned millions of times.
  func allUTF8(_ predicate: (UInt8) -> Bool) -> Bool {
    if let all = utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(predicate) }) {
      return all
    }
    return utf8.allSatisfy(predicate)
  }
}
