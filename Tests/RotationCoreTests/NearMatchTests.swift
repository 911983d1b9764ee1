import RotationCore
import Testing

/// The near match of every "did you mean" hint: the same word but for case first, then a word
/// holding it whole as a part, then the fewest edits within a typo's reach; nothing when nothing
/// is close.
@Suite("Near matches")
struct NearMatchTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var word: String
    var candidates: [String]
    var match: String?
    var testDescription: String { "\(word) → \(match ?? "nothing")" }

    init(_ word: String, _ candidates: [String], _ match: String?) {
      (self.word, self.candidates, self.match) = (word, candidates, match)
    }
  }

  static let devices = ["iphone", "ipad"]
  static let styles = [
    "fullScreen", "pageSheet", "formSheet", "popover", "automatic", "overFullScreen",
    "currentContext", "overCurrentContext", "custom",
  ]
  static let modes = ["fullScreen", "splitView", "slideOver", "windowed"]
  static let masks = [
    "all", "allButUpsideDown", "landscape", "portrait", "portraitUpsideDown", "landscapeLeft",
    "landscapeRight",
  ]
  static let stepKeys = ["action", "deviceOrientation", "windowScene"]
  static let commands = ["evaluate", "explain", "profiles", "run", "help", "--help", "--version"]

  static let cases: [Case] = [
    // The same word but for case, before any closer spelling.
    Case("iPhone", devices, "iphone"),
    Case("IPAD", devices, "ipad"),
    Case("fullscreen", styles, "fullScreen"),
    Case("slideover", modes, "slideOver"),
    Case("A7", ["a7", "A7-orig"], "a7"),
    // A word held whole as a part of a longer one.
    Case("orientation", stepKeys, "deviceOrientation"),
    Case(
      "geometry-request-during", ["geometry-request-denied", "geometry-request-during-push"],
      "geometry-request-during-push"),
    // A typo: one or two edits, a swap of neighbours counted as one.
    Case("landscapes", masks, "landscape"),
    Case("--verison", commands, "--version"),
    Case("explian", commands, "explain"),
    Case("profile", commands, "profiles"),
    Case("6", ["2.0", "5", "6+", "8"], "6+"),
    // Nothing close: no suggestion.
    Case("k0", ["id", "title", "device"], nil),
    Case("x", ["5", "6+"], nil),
    Case("cs-player-geometry", ["geometry-request-during-push", "seed003-forced"], nil),
    Case("sideways", masks, nil),
    Case("anything", [], nil),
  ]

  @Test("The closest candidate", arguments: cases)
  func closest(_ item: Case) {
    #expect(closestMatch(to: item.word, in: item.candidates) == item.match)
    #expect(
      didYouMean(item.word, in: item.candidates)
        == (item.match.map { " (did you mean '\($0)'?)" } ?? ""))
  }

  @Test("Edits: a swap of neighbours is one edit")
  func distances() {
    #expect(editDistance("verison", "version") == 1)
    #expect(editDistance("kitten", "sitting") == 3)
    #expect(editDistance("", "abc") == 3)
    #expect(editDistance("abc", "abc") == 0)
  }
}
