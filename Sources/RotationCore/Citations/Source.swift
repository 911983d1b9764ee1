/// A source the rules cite: a key such as `A2` or `seed 003`, what it is, and where to read it.
///
/// Trace lines cite rules as `§4.1 [S1][A2][A3] D`; every key in brackets, and every
/// `seed NNN` a catalogue names, is one of ``Source/all`` (`rotationdb sources KEY`).
public struct Source: Sendable, Hashable {
  /// What kind of document a source is.
  public enum Kind: String, Sendable, CaseIterable {
    case appleDocumentation = "Apple documentation"
    case releaseNotes = "Apple release notes"
    case technicalNote = "Apple technical note"
    case technicalQA = "Apple technical Q&A"
    case header = "UIKit header"
    case developerReport = "developers' report"
    case seedArticle = "seed article"
    case inference = "inference"
  }

  public let key: String
  public let title: String
  public let kind: Kind
  /// Where to read it; nil where no stable address is known.
  public let url: String?
  /// How it is known or what it adds, when the title does not say.
  public let note: String?

  init(_ key: String, _ kind: Kind, _ title: String, _ url: String?, note: String? = nil) {
    self.key = key
    self.title = title
    self.kind = kind
    self.url = url
    self.note = note
  }

  /// The source with this key (`A2`, `[A2]` and `seed 003` are accepted).
  public static func named(_ key: String) -> Source? {
    var key = key
    if key.hasPrefix("["), key.hasSuffix("]") { key = String(key.dropFirst().dropLast()) }
    return byKey[key]
  }

  /// The source a user typed: its key exactly (`A7`, `[A7]`), else one whose key differs only
  /// in case (`a7`, `SEED 003`).
  public static func typed(_ key: String) -> Source? {
    if let exact = named(key) { return exact }
    var key = key.lowercased()
    if key.hasPrefix("["), key.hasSuffix("]") { key = String(key.dropFirst().dropLast()) }
    return all.first { $0.key.lowercased() == key }
  }

  static let byKey: [String: Source] = Dictionary(
    all.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

  /// The source keys a text cites: every `[KEY]` whose key looks like a source key (a capital
  /// letter alone, or followed by a digit or a dash, then letters, digits and dashes: `[A7-orig]`,
  /// not a quoted log's `[Assert]`), and every `seed NNN`, in order of appearance, once each.
  public static func keysCited(in text: String) -> [String] {
    var keys: [String] = []
    var seen: Set<String> = []
    func add(_ key: String) { if seen.insert(key).inserted { keys.append(key) } }
    bracketedKeys(in: Array(text.unicodeScalars)).keys.forEach(add)
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" })
    for (word, next) in zip(words, words.dropFirst()) where word.lowercased() == "seed" {
      let digits = next.prefix { $0.isNumber }
      if digits.count == 3 { add("seed \(digits)") }
    }
    return keys
  }

  /// The `[KEY]`s of a text in order (a key: an uppercase letter, then letters, digits and
  /// hyphens), and how many scalars the scan looked at. Linear: a run of key characters after a
  /// `[` is read once, and the scan goes on from where the run ended, so each scalar is looked
  /// at most twice (`visits` is at most twice the count), however many `[` the text holds.
  static func bracketedKeys(in scalars: [Unicode.Scalar]) -> (keys: [String], visits: Int) {
    func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
    }
    var keys: [String] = []
    var visits = 0
    var index = 0
    while index < scalars.count {
      visits += 1
      guard scalars[index] == "[" else {
        index += 1
        continue
      }
      var end = index + 1
      while end < scalars.count, isKeyScalar(scalars[end]) {
        visits += 1
        end += 1
      }
      // A capital alone, or followed by a digit or a dash: `[A7-orig]`, not a log's `[Assert]`.
      if end < scalars.count, scalars[end] == "]", end > index + 1,
        scalars[index + 1].properties.isUppercase,
        end == index + 2 || ("0"..."9").contains(scalars[index + 2]) || scalars[index + 2] == "-"
      {
        keys.append(String(String.UnicodeScalarView(scalars[(index + 1)..<end])))
      }
      // The scalar that ended the run may open the next key: it is looked at next.
      index = end
    }
    return (keys, visits)
  }
}
