import Testing

@testable import RotationCore

@Suite("JSON parsing and writing")
struct JSONTests {
  @Test(
    "Syntax errors say what and where",
    arguments: [
      ("{\"a\": 1,}", "expected a key in double quotes"),
      ("{\"a\": tru}", "invalid literal; expected 'true'"),
      ("{\"a\": 1} x", "unexpected text after the JSON value"),
      ("{\"a\": \"\\x\"}", "invalid escape '\\x' in a string"),
      ("{\"a\": 1, \"a\": 2}", "duplicate key 'a' in the same object"),
      ("{\"a\": 01}", "expected ',' or '}' in an object"),
      ("[\"\\ud800\"]", "unpaired surrogate in a \\u escape"),
    ])
  func syntax(text: String, message: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
    do {
      _ = try JSONParser.parse(Array(text.utf8))
    } catch {
      #expect(error.message == message)
    }
  }

  @Test(
    "Object keys compare by their UTF-8 bytes, as JSON compares them",
    arguments: [
      ("kind", "kind", true), ("kind", "kinds", false), ("kind", "mind", false),
      ("kind", "kinD", false), ("", "", true), ("", "a", false),
      // Across the eight-byte steps of the comparison: the first, the eighth, the ninth and
      // the last byte differ.
      ("rootViewController", "rootViewController", true),
      ("rootViewController", "xootViewController", false),
      ("rootViewController", "rootVieXController", false),
      ("rootViewController", "rootViewXontroller", false),
      ("rootViewController", "rootViewControlleX", false),
      ("supportedInterfaceOrientationsForWindow", "supportedInterfaceOrientationsForWindow", true),
      ("supportedInterfaceOrientationsForWindow", "supportedInterfaceOrientationsForWindoW", false),
      ("名前", "名前", true), ("名前", "名所", false),
      // Canonically equivalent texts that are other code points: equal as Swift strings,
      // different keys to JSON.
      ("\u{212A}", "K", false), ("e\u{301}", "\u{E9}", false),
    ])
  func keyComparison(first: String, second: String, same: Bool) {
    #expect(first.sameUTF8(second) == same)
    #expect(second.sameUTF8(first) == same)
    // Strings made at run time (stored, not literals) compare the same way.
    let made = String(decoding: Array(first.utf8), as: UTF8.self)
    #expect(made.sameUTF8(second) == same)
    #expect(first.sameUTF8(first))
  }

  @Test(
    "Pieces concatenated by one copy are the pieces joined, byte for byte",
    arguments: [
      [], [""], ["", ""], ["a"], ["iphone", ".", "pl-p", ".", "dg-none"],
      ["名前", " (", "ViewController", ")"], ["e\u{301}", "\u{E9}", "🙂"],
      // Built at run time, longer than a small string, and across many pieces.
      [String(repeating: "x", count: 300), "y"], Array(repeating: "ab", count: 40),
    ])
  func concatenation(pieces: [String]) {
    let made = String(concatenating: pieces)
    #expect(Array(made.utf8) == Array(pieces.joined().utf8))
    #expect(made.utf8.count == pieces.reduce(0) { $0 + $1.utf8.count })
  }

  @Test("A key canonically equivalent to a known key, in other code points, is unknown")
  func equivalentKeyIsUnknown() throws {
    // "\u{212A}ind" reads as "Kind" to Swift's ==, which compares canonical equivalents; the
    // format's keys are compared by bytes, so only "kind" itself is known.
    let node = try JSONParser.parse(Array("{\"\u{212A}\": 1}".utf8))
    #expect(throws: CatalogueError.self) { try ObjectReader(node, path: "$", known: ["K"]) }
    let reader = try ObjectReader(node, path: "$", known: nil)
    #expect(reader.optional("K") == nil)
    #expect(reader.has("\u{212A}"))
  }

  @Test(
    "A key is written after a dot in a path exactly when it is letters and digits",
    arguments: [
      "window", "Z9", "a1", "", "a-b", "with space", "x.y", "ü", "e\u{301}", "名前", "-\u{303}",
      "a\"b", "1",
    ])
  func simpleKeys(key: String) {
    #expect(ObjectReader.isSimple(key) == key.allSatisfy { $0.isLetter || $0.isNumber })
  }

  @Test(
    "A text holds a line break exactly when one of its characters is a newline",
    arguments: [
      "", "one line", "a\nb", "a\rb", "a\r\nb", "tab\tstays", "a\u{0B}b", "a\u{0C}b",
      "a\u{85}b", "a\u{2028}b", "a\u{2029}b", "ü and no break", "名前\n", "\n", "e\u{301}",
    ])
  func newlines(text: String) {
    #expect(Read.hasNewline(text) == text.contains(where: \.isNewline))
  }

  @Test("Invalid UTF-8 is refused")
  func utf8() {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
  }

  /// A string literal holding `bytes` after "é€😀" (2, 3 and 4 bytes: the check decodes only
  /// what is not ASCII, a scalar at a time), and the offset of the first invalid byte, if any.
  @Test(
    "The first byte that is not UTF-8 is named, after valid scalars of every width",
    arguments: [
      ([0x61], nil),
      ([0xC3, 0xA9], nil),
      ([0xF4, 0x8F, 0xBF, 0xBF], nil),  // U+10FFFF, the last scalar
      ([0xFF], 10),
      ([0x61, 0x80], 11),  // a continuation byte alone
      ([0xC0, 0xAF], 10),  // overlong
      ([0xE0, 0x80, 0xAF], 10),  // overlong
      ([0xED, 0xA0, 0x80], 10),  // a surrogate
      ([0xF4, 0x90, 0x80, 0x80], 10),  // above U+10FFFF
      ([0x61, 0xE2, 0x82], 11),  // cut short by the quote
    ] as [([UInt8], Int?)])
  func firstInvalidByte(bytes: [UInt8], offset: Int?) {
    let document = [0x22] + Array("é€😀".utf8) + bytes + [0x22]
    do {
      _ = try JSONParser.parse(document)
      #expect(offset == nil)
    } catch {
      let expected = offset.map { "the file is not valid UTF-8 (byte \($0))" }
      #expect(error.message == expected, "\(error)")
    }
  }

  @Test("Nesting deeper than the limit is refused, not a stack overflow")
  func depth() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
  }

  @Test("Strings round-trip through escapes")
  func strings() throws {
    let original =
      "quote \" backslash \\ newline \n tab \t control \u{01} emoji 🙂 separator \u{2028}"
    let text = JSON.array([.string(original)]).compact()
    let parsed = try JSONParser.parse(Array(text.utf8))
    guard case .array(let items) = parsed.value, case .string(let value) = items[0].value else {
      Issue.record("not a string array")
      return
    }
    #expect(value == original)
  }
}

@Suite("SHA-256")
struct SHA256Tests {
  @Test(
    "FIPS 180-4 test vectors",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
    ])
  func vectors(input: String, digest: String) {
    #expect(SHA256.hex(input) == digest)
  }

  @Test("Incremental hashing equals one-shot hashing")
  func incremental() {
    let text = String(repeating: "rotationdb ", count: 100)
    var hasher = SHA256.Hasher256()
    for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
      hasher.update(String(piece) + " ")
    }
    #expect(hasher.finalizeHex() == SHA256.hex(text + " "))
  }

  @Test("Pieces of every length from 0 to 130 bytes, across block boundaries, hash as one")
  func pieces() {
    let bytes = (0..<4_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    var hasher = SHA256.Hasher256()
    var start = 0
    var length = 0
    while start < bytes.count {
      let end = min(start + length, bytes.count)
      hasher.update(bytes[start..<end])
      start = end
      length = (length + 1) % 131
    }
    #expect(hasher.finalize() == SHA256.digest(bytes))
    // The digest another implementation gives the same bytes fixes the one-shot path too:
    // python3 -c 'import hashlib; print(hashlib.sha256(bytes((i * 31 + 7) & 255
    // for i in range(4000))).hexdigest())'
    #expect(SHA256.hex(bytes) == Self.piecesDigest)
  }

  static let piecesDigest = "2e781e3762b7c315ce53c7e3645f59b2e4c037db30c6bec3a195e0751bd62722"
}
