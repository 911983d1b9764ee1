import RotationCore

/// The public record: scenarios each drawn from one public report (an issue thread, a Q&A
/// answer, a blog post), tagged ``tag``, with the report's address in `sources` and each
/// expectation's `source` reading `ADDRESS: "what the reporter saw"`.
public enum PublicRecord {
  /// The tag of the scenarios drawn from a public report.
  public static let tag = "public-report"

  /// Whether a scenario comes from a public report.
  public static func holds(_ scenario: Scenario) -> Bool { scenario.tags.contains(tag) }

  /// The web address a source starts with, and the text after it (`: "quote"`), or nil.
  /// Only an http or https address of printable ASCII without quotes, angle brackets,
  /// backslashes or backticks counts, so that a report may link it as it is: anything else
  /// (a `javascript:` link, an address with a space) stays text.
  public static func address(in source: String) -> (url: String, rest: Substring)? {
    let token = source.prefix { !$0.isWhitespace }
    // `ADDRESS: "quote"`: the colon ends the address.
    let url = token.hasSuffix(":") ? token.dropLast() : token
    let lowered = url.prefix(8).lowercased()
    let scheme = lowered.hasPrefix("https://") ? 8 : lowered.hasPrefix("http://") ? 7 : nil
    guard let scheme, url.utf8.count > scheme, url.dropFirst(scheme).first != "/",
      url.utf8.allSatisfy(linkable)
    else { return nil }
    return (String(url), source[url.endIndex...])
  }

  /// The web addresses a scenario's sources start with, in their order, each once.
  public static func reports(of scenario: Scenario) -> [String] {
    var seen: Set<String> = []
    return scenario.sources.compactMap { address(in: $0)?.url }.filter { seen.insert($0).inserted }
  }

  /// The words a source quotes after its address (`ADDRESS: "words"` gives `"words"`), or
  /// the whole source when it does not start with one.
  public static func quote(in source: String) -> String {
    guard let (_, rest) = address(in: source) else { return source }
    let text = rest.drop { $0 == ":" || $0.isWhitespace }
    return String(text)
  }

  /// A byte an address may hold as it is in HTML attributes and Markdown autolinks.
  private static func linkable(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
      UInt8(ascii: "`"):
      false
    default: (0x21...0x7E).contains(byte)
    }
  }
}
