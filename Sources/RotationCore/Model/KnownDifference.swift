/// A claim the engine's outcome is known to differ from (catalogue-format §9.2), held strictly
/// as pytest's `xfail(strict=True)` holds an expected failure: while the claim differs it is a
/// known difference, not a failure; once it agrees it is a failure, until the key is removed.
public struct KnownDifference: Sendable, Hashable {
  /// The rule (`R8.7`) or profile parameter (`dismissalReevaluates`) responsible.
  public var rule: String
  /// Why the engine keeps its reading for now.
  public var reason: String

  public init(rule: String, reason: String) {
    self.rule = rule
    self.reason = reason
  }

  /// The object's keys, in canonical order.
  static let keys = ["rule", "reason"]

  /// What an expectation marked so says once it agrees with the outcome: a failure.
  public static let noLongerDiffers = "no longer differs: remove knownDifference"

  /// The key as canonical JSON.
  public var json: JSON { .object([("rule", .string(rule)), ("reason", .string(reason))]) }

  /// `known difference (R8.7): the reason`, as reports and JUnit say it.
  public var words: String { "known difference (\(rule)): \(reason)" }
}
