import Testing

@testable import RotationCore

/// Finding `[KEY]` citations in trace and catalogue text: the same keys as the plain reading of
/// the rule (every `[`, up to the first `]` after it), in work linear in the text.
@Suite("Citation scan")
struct CitationScanTests {
  /// The rule read plainly: for each `[`, the text up to the first `]` after it is a key when
  /// it starts with an uppercase letter, alone or followed by a digit or a hyphen, and holds
  /// only letters, digits and hyphens (`[A7-orig]`, not a quoted log's `[Assert]`).
  static func plainReading(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var keys: [String] = []
    for index in scalars.indices where scalars[index] == "[" {
      guard let close = scalars[index...].firstIndex(of: "]") else { continue }
      let inner = scalars[(index + 1)..<close]
      let second = inner.dropFirst().first
      if let first = inner.first, first.properties.isUppercase,
        second.map({ ("0"..."9").contains($0) || $0 == "-" }) ?? true,
        inner.allSatisfy({
          $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
        })
      {
        keys.append(String(String.UnicodeScalarView(inner)))
      }
    }
    return keys
  }

  @Test(
    "Keys as the plain reading finds them",
    arguments: [
      "§4.1 [S1][A2][A3] D", "[[A2]", "[A2[A3]]", "[a2] [A-2] [Ä] []", "[A2", "A2]", "[A 2]",
      "[[[[", "]]][A]", "[É1][A2]x[B]", "seed 003 [A2]", "[A2][A2]",
      "[Assert] [Orientation] [A7-orig]",
    ])
  func table(_ text: String) {
    #expect(Source.bracketedKeys(in: Array(text.unicodeScalars)).keys == Self.plainReading(text))
  }

  @Test("Keys as the plain reading finds them, in 5,000 seeded random texts")
  func random() {
    var state: UInt64 = 31
    let alphabet = Array("[[]]AaZ2-é É,x".unicodeScalars)
    for _ in 0..<5_000 {
      var text = String.UnicodeScalarView()
      // A linear congruential generator: the same texts every run.
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int(state >> 59) + 8 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      let string = String(text)
      #expect(
        Source.bracketedKeys(in: Array(string.unicodeScalars)).keys == Self.plainReading(string),
        "\(string)")
    }
  }

  /// Texts that cost the plain reading a scan to the end for each `[`: a million brackets are
  /// half a trillion steps to it, at most two million here.
  @Test(
    "A million opening brackets: the keys, looking at each scalar at most twice",
    arguments: [
      String(repeating: "[", count: 1_000_000) + "[A2]",
      String(repeating: "[A", count: 500_000) + "]",
      String(repeating: "[A-", count: 300_000) + "x",
    ])
  func pathological(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    let (keys, visits) = Source.bracketedKeys(in: scalars)
    #expect(keys == (text.hasSuffix("x") ? [] : [text.hasSuffix("[A2]") ? "A2" : "A"]))
    #expect(visits <= 2 * scalars.count)
  }

  @Test("Two hundred thousand distinct citations, each listed once in order")
  func manyKeys() {
    let text = (0..<200_000).map { "[K\($0)]" }.joined() + "[K0][K1]"
    let keys = Source.keysCited(in: text)
    #expect(keys.count == 200_000)
    #expect(keys.first == "K0" && keys.last == "K199999")
  }
}
