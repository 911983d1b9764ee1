import Foundation
import RotationCatalogue
import RotationCore
import RotationSpace
import Testing

/// Guards the engine: a digest of every outcome (traces included) of the built-in catalogue and
/// of the small generated space, under every built-in profile, is kept beside the tests with the
/// engine version that produced it. A change of any outcome without a new `Engine.version` fails.
///
/// Record after a deliberate change (with `Engine.version` bumped):
/// `RECORD_DIGEST=1 swift test --filter OutcomeDigestTests`, then run the tests again.
@Suite("Outcome digest: outcomes change only with the engine version")
struct OutcomeDigestTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Digests").appendingPathComponent("outcomes.txt")

  /// SHA-256 of `evaluate --format json` over the scenarios, under every built-in profile.
  static func digest(_ scenarios: [Scenario]) -> String {
    let outcomes = scenarios.flatMap { scenario in
      let prepared = PreparedScenario(scenario)
      return Profile.builtIn.map { Evaluator(profile: $0).evaluate(prepared).outcome }
    }
    return SHA256.hex(Outcome.document(outcomes).rendered())
  }

  static func current() throws -> String {
    let builtIn = try Catalogue.decode(Array(BuiltInCatalogue.json.utf8)).scenarios
    let small = ConfigurationSpace.small
    let space = (0..<small.count).map { small.scenario(at: $0) }
    return """
      engine \(Engine.version)
      builtin \(digest(builtIn))
      small \(digest(space))

      """
  }

  @Test("The recorded digest matches the engine's outcomes")
  func digestMatches() throws {
    let now = try Self.current()
    if ProcessInfo.processInfo.environment["RECORD_DIGEST"] == "1" {
      try now.write(to: Self.file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(Self.file.lastPathComponent); run the tests again without RECORD_DIGEST")
      return
    }
    let recorded = try String(contentsOf: Self.file, encoding: .utf8)
    guard recorded != now else { return }
    let recordedEngine = recorded.split(separator: "\n").first.map(String.init) ?? ""
    if recordedEngine == "engine \(Engine.version)" {
      Issue.record(
        """
        Outcomes changed while Engine.version stayed \(Engine.version). Either the change is a \
        bug, or it changes behaviour on purpose: then bump Engine.version and record the digest \
        (RECORD_DIGEST=1 swift test --filter OutcomeDigestTests).
        recorded:
        \(recorded)now:
        \(now)
        """)
    } else {
      Issue.record(
        """
        Engine.version is \(Engine.version) but the digest was recorded with \(recordedEngine): \
        record it (RECORD_DIGEST=1 swift test --filter OutcomeDigestTests).
        """)
    }
  }
}
