/// A file publish writes: its path relative to the reports' folder, and its text.
public struct PublishedFile: Sendable, Equatable {
  public var path: String
  public var contents: String

  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }

  /// Whether a file name in one of publish's own folders is one it names pages with (`a-z`,
  /// `0-9` and `-`, then `.html` or `.md`): a publish that no longer writes it may remove it.
  public static func isPageName(_ name: String) -> Bool {
    for suffix in [".html", ".md"] where name.hasSuffix(suffix) {
      let stem = name.dropLast(suffix.count)
      return !stem.isEmpty && stem.utf8.allSatisfy(isNameByte)
    }
    return false
  }

  static func isNameByte(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2D
  }
}
