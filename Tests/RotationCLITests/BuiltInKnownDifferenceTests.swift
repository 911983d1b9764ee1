import Foundation
import Testing

/// The built-in record's check stays a check (catalogue-format §9.2): its known differences
/// pass, a new difference fails, and a known difference that starts to agree fails.
@Suite("The built-in record's known differences, end to end")
struct BuiltInKnownDifferenceTests {
  /// The built-in catalogue's text, as `catalogue` prints it.
  static func builtIn() throws -> String {
    let printed = try Binary.run(["catalogue"])
    try #require(printed.status == 0)
    return printed.out
  }

  @Test("evaluate @builtin --check passes with its known differences and counts them")
  func passes() throws {
    let checked = try Binary.run(["evaluate", "@builtin", "--check", "--format", "text"])
    #expect(checked.status == 0, "\(checked.err.suffix(2_000))")
    #expect(checked.err.contains(" known differences, not failures:\n"))
    #expect(
      checked.err.hasSuffix(" known differences, 0 failures.\n"), "\(checked.err.suffix(300))")
  }

  @Test("A known difference whose mark is removed is a failure again")
  func unmarkedFails() throws {
    let text = try Self.builtIn()
    // From the comma before the first mark to its closing brace.
    let key = try #require(text.range(of: #""knownDifference": {"#))
    let comma = try #require(
      text.range(of: ",", options: .backwards, range: text.startIndex..<key.lowerBound))
    let end = try #require(text.range(of: "}", range: key.upperBound..<text.endIndex))
    let unmarked = text.replacingCharacters(in: comma.lowerBound..<end.upperBound, with: "")
    let checked = try Binary.run(["evaluate", "-", "--check", "--format", "text"], stdin: unmarked)
    #expect(checked.status == 1)
    #expect(checked.err.hasSuffix(" known differences, 1 failure.\n"), "\(checked.err.suffix(300))")
  }

  @Test("A claim that agrees, marked as a known difference, fails: remove knownDifference")
  func agreementFails() throws {
    let text = try Self.builtIn()
    // The first claim of the record, which holds, marked as if it differed.
    let claim = try #require(text.range(of: #""confidence": "high""#))
    let marked = text.replacingCharacters(
      in: claim,
      with: #""confidence": "high", "knownDifference": {"rule": "R0", "reason": "none"}"#)
    let checked = try Binary.run(["evaluate", "-", "--check", "--format", "text"], stdin: marked)
    #expect(checked.status == 1)
    #expect(checked.err.contains("no longer differs: remove knownDifference (R0)"))
  }
}
