import Foundation
import RotationCore
import Testing

@testable import RotationRunner
@testable import RotationStore

/// `accept` and a claim marked `knownDifference` (catalogue-format §9.2): the claim is the
/// record's, kept as it is with its key, never replaced by the run's value nor recorded over.
@Suite("accept keeps known differences")
struct AcceptKnownDifferenceTests {
  /// Portrait at launch, landscapeRight once the device turns under 8 and 16+. Three claims:
  /// one known to differ (observed), one marked but agreeing (recorded), one plain recorded
  /// claim the run disagrees with.
  static let text = #"""
    {"formatVersion": 1, "scenarios": [{"id": "turns", "title": "A plain controller turns",
      "device": "iphone",
      "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
      "window": {"rootViewController": {"name": "root"}},
      "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
      "expect": [
        {"profiles": ["8", "16+"], "step": 1, "interfaceOrientation": "portrait",
         "evidence": "observed", "source": "a report",
         "knownDifference": {"rule": "R8.7", "reason": "one report; kept for now"}},
        {"profiles": ["8"], "step": 1, "rotated": true, "evidence": "recorded",
         "knownDifference": {"rule": "R9", "reason": "was thought to differ"}},
        {"profiles": ["8"], "step": 0, "interfaceOrientation": "landscapeLeft",
         "evidence": "recorded"}]}]}
    """#

  @Test(
    "Known differences are kept as claimed, with their key, forced or not",
    arguments: [false, true])
  func kept(force: Bool) throws {
    let catalogue = try Catalogue.decode(Array(Self.text.utf8))
    let claims = catalogue.scenarios[0].expectations
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(catalogue.scenarios)
    let runner = Runner(store: store)
    let run = try runner.run(profiles: ["8", "16+"]).run
    let verified = try runner.verify(run: run).check
    #expect(verified.counts.all == .init(knownDifferences: 2, failures: 2))
    let plan = try runner.accept(run: run, force: force)
    #expect(plan.written && !plan.refused && plan.conflicts.isEmpty)
    #expect(plan.knownDifferences == 2 && plan.changed == 1 && plan.kept == 0)
    let accepted = try #require(try store.scenarios().first).expectations
    // Both marked claims, as they were; the plain one replaced by what the run recorded.
    #expect(Array(accepted.prefix(2)) == Array(claims.prefix(2)))
    #expect(accepted.dropFirst(2).allSatisfy { $0.knownDifference == nil })
    #expect(!accepted.contains(claims[2]))
    // Nothing is recorded over what the marked claims state.
    let recorded = accepted.dropFirst(2)
    #expect(!recorded.contains { $0.steps.contains(1) && $0.interfaceOrientation != nil })
    #expect(
      !recorded.contains { $0.steps.contains(1) && $0.rotated != nil && $0.applies(to: "8") })
    #expect(!plan.changes.contains { $0.step == 1 && $0.field == "interfaceOrientation" })
    // The record still differs where it said so, and the agreeing claim still fails.
    let after = try runner.verify(run: run).check
    #expect(after.counts.all.knownDifferences == 2)
    #expect(after.failures.map(\.field) == ["knownDifference"])
  }
}
