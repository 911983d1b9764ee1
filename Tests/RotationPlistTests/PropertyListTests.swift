import Foundation
import Testing

@testable import RotationPlist

/// The property-list readers: what Foundation writes reads back the same; bombs, cycles, deep
/// nesting and damaged files are refused with a message, quickly, never a crash.
@Suite("Property lists, read with bounds")
struct PropertyListTests {
  static var sample: [String: Any] {
    [
      "CFBundleName": "Gäme <&>", "UIStatusBarHidden": true, "UIRequiresFullScreen": false,
      "Count": 42, "Negative": -7, "Big": 1 << 40, "Ratio": 1.5,
      "UISupportedInterfaceOrientations": [
        "UIInterfaceOrientationLandscapeRight", "UIInterfaceOrientationLandscapeLeft",
      ],
      "Nested": ["Inner": ["a", ["b"]], "Empty": [String: Any](), "None": [Any]()],
      "Blob": Data([0, 1, 2, 254, 255]),
    ]
  }

  static let expected = PlistValue.dictionary([
    "CFBundleName": .string("Gäme <&>"), "UIStatusBarHidden": .bool(true),
    "UIRequiresFullScreen": .bool(false), "Count": .integer(42), "Negative": .integer(-7),
    "Big": .integer(1 << 40), "Ratio": .real(1.5),
    "UISupportedInterfaceOrientations": .array([
      .string("UIInterfaceOrientationLandscapeRight"),
      .string("UIInterfaceOrientationLandscapeLeft"),
    ]),
    "Nested": .dictionary([
      "Inner": .array([.string("a"), .array([.string("b")])]), "Empty": .dictionary([:]),
      "None": .array([]),
    ]),
    "Blob": .data([0, 1, 2, 254, 255]),
  ])

  @Test(
    "What Foundation writes, XML or binary, reads back as the same values",
    arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func foundationRoundTrip(format: PropertyListSerialization.PropertyListFormat) throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: Self.sample, format: format, options: 0)
    #expect(try PropertyList.decode(Array(data)) == Self.expected)
    #expect(PropertyList.format(of: Array(data)) == (format == .xml ? .xml : .binary))
  }

  @Test("A 331-byte binary bomb (2^30 values once expanded) is refused at once")
  func bomb() throws {
    let bytes = BinaryPlistBuilder.bomb(levels: 30)
    #expect(bytes.count == 331)
    let start = Date()
    #expect(throws: PropertyList.tooMany()) { try PropertyList.decode(bytes) }
    #expect(Date().timeIntervalSince(start) < 1)
    #expect(
      PropertyList.tooMany().description
        == "the property list expands to more than 2000000 values, the most rotationdb reads "
        + "(shared references nested to multiply themselves?)")
  }

  @Test("Shared references under the limit read, each expanded")
  func sharedUnderLimit() throws {
    guard case .dictionary(let top) = try PropertyList.decode(BinaryPlistBuilder.bomb(levels: 10)),
      var level = top["UISupportedInterfaceOrientations"]
    else { throw PlistError("no dictionary") }
    var depth = 0
    while case .array(let items) = level {
      #expect(items.count == 2 && items[0] == items[1])
      level = items[0]
      depth += 1
    }
    #expect(depth == 10)
    #expect(level == .string("UIInterfaceOrientationPortrait"))
  }

  @Test("A binary list whose references form a cycle is refused")
  func cycles() throws {
    var direct = BinaryPlistBuilder()
    direct.add(.array([0]))
    var indirect = BinaryPlistBuilder()
    indirect.add(.dictionary([(1, 2)]))
    indirect.add(.string("key"))
    indirect.add(.array([3]))
    indirect.add(.array([0]))
    for builder in [direct, indirect] {
      #expect(throws: PlistError.self) { try PropertyList.decode(builder.bytes()) }
    }
    #expect(
      throws: PlistError("the binary property list refers to itself: object 0 contains itself")
    ) { try PropertyList.decode(direct.bytes()) }
  }

  @Test("Nesting deeper than 64 levels is refused in every format; 64 levels read")
  func depth() throws {
    func binary(_ levels: Int) -> [UInt8] {
      var builder = BinaryPlistBuilder()
      for level in 0..<levels - 1 { builder.add(.array([level + 1])) }
      builder.add(.string("x"))
      return builder.bytes()
    }
    func xml(_ levels: Int) -> [UInt8] {
      Array(
        (String(repeating: "<array>", count: levels - 1) + "<true/>"
          + String(repeating: "</array>", count: levels - 1)).utf8)
    }
    func openStep(_ levels: Int) -> [UInt8] {
      Array(
        (String(repeating: "(", count: levels - 1) + "x" + String(repeating: ")", count: levels - 1))
          .utf8)
    }
    for make in [binary, xml, openStep] {
      #expect(throws: Never.self) { try PropertyList.decode(make(64)) }
      #expect(throws: PropertyList.tooDeep()) { try PropertyList.decode(make(65)) }
    }
    // A million levels: refused, not a stack overflow.
    #expect(throws: PropertyList.tooDeep()) { try PropertyList.decode(xml(1_000_000)) }
    #expect(throws: PropertyList.tooDeep()) { try PropertyList.decode(openStep(1_000_000)) }
  }

  @Test("An XML document type with its own declarations (entity bombs) is refused")
  func entities() {
    let laughs = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <plist version="1.0"><string>&b;</string></plist>
      """
    #expect(
      throws: PlistError(
        "not a valid XML property list: line 2: a document type with its own declarations "
          + "(entities) is not read")
    ) { try PropertyList.decode(Array(laughs.utf8)) }
    let unknown = #"<plist version="1.0"><string>&b;</string></plist>"#
    #expect(
      throws: PlistError(
        "not a valid XML property list: line 1: the entity &b; is not one of XML's own")
    ) { try PropertyList.decode(Array(unknown.utf8)) }
  }

  @Test("XML: entities, character references, CDATA and comments")
  func xmlText() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <!-- a comment -->
      <dict>
        <key>a&amp;b</key><string>&lt;x&gt; &#65;&#x42; <![CDATA[<raw>]]><!-- c --></string>
        <key>n</key><integer>0x10</integer>
        <key>d</key><date>2001-01-02T00:00:00Z</date>
        <key>e</key><string/>
      </dict>
      </plist>
      """
    #expect(
      try PropertyList.decode(Array(text.utf8))
        == .dictionary([
          "a&b": .string("<x> AB <raw>"), "n": .integer(16), "d": .date(86_400),
          "e": .string(""),
        ]))
  }

  @Test("Old-style: comments, quoted strings with escapes, unquoted strings, data")
  func openStep() throws {
    let text = #"""
      // !$*UTF8*$!
      { /* c */ a = "x\n\"y\"\U20ac\101"; b = ( one, "two", ); c = <0fbd 7A>; d = {}; $e_x-1.2/3:4+5 = f; }
      """#
    #expect(
      try PropertyList.decode(Array(text.utf8))
        == .dictionary([
          "a": .string("x\n\"y\"€A"), "b": .array([.string("one"), .string("two")]),
          "c": .data([0x0F, 0xBD, 0x7A]), "d": .dictionary([:]), "$e_x-1.2/3:4+5": .string("f"),
        ]))
  }

  @Test("Damaged binary lists are refused with a message, never a crash (seeded mutations)")
  func damaged() throws {
    let valid = Array(
      try PropertyListSerialization.data(
        fromPropertyList: Self.sample, format: .binary, options: 0))
    var generator = SeededGenerator(seed: 31)
    var refused = 0
    for _ in 0..<20_000 {
      var bytes = valid
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
          in: 0...255, using: &generator)
      }
      if Bool.random(using: &generator) {
        bytes.removeLast(Int.random(in: 0...40, using: &generator))
      }
      do {
        _ = try PropertyList.decode(bytes)
      } catch {
        refused += 1
      }
    }
    #expect(refused > 1_000)
  }
}

/// A small deterministic generator (SplitMix64), so a failure replays.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
