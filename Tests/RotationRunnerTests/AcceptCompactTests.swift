import Foundation
import RotationCatalogue
import RotationCore
import Testing

@testable import RotationRunner
@testable import RotationStore

/// `accept` stores what it records compactly (catalogue-format §5.1), and the `run_mismatch`
/// view reads ranges of steps as verification does.
@Suite("accept records compactly; ranges read alike in Swift and SQL")
struct AcceptCompactTests {
  /// A scenario of many turns that crashes under no profile.
  static func turning() throws -> Scenario {
    let turns: [DeviceOrientation] = [.landscapeLeft, .portrait, .landscapeRight, .faceUp]
    let catalogue = try Catalogue.decode(
      Array(
        (#"{"formatVersion": 1, "scenarios": [{"id": "turns", "title": "Turns", "#
          + #""device": "iphone", "window": {"rootViewController": {"name": "a", "#
          + #""supportedInterfaceOrientations": "allButUpsideDown", "#
          + #""shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft", "landscapeRight"]}}, "#
          + #""steps": [{"action": "launch"}"#
          + (1..<40).map {
            #", {"action": "rotate", "deviceOrientation": "\#(turns[$0 % 4].name)"}"#
          }
          .joined() + "]}]}").utf8))
    return catalogue.scenarios[0]
  }

  @Test("accept stores ranges shared by profiles, with no source, that the next run meets")
  func stored() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios([try Self.turning()])
    let runner = Runner(store: store)
    let run = try runner.run().run
    #expect(try runner.accept(run: run).written)
    let expectations = try store.expectations(of: "turns")
    #expect(expectations.contains { $0.through != nil })
    #expect(expectations.contains { $0.profiles.count > 1 })
    #expect(expectations.allSatisfy { $0.source == nil && $0.evidence == .recorded })
    #expect(expectations.count < 40 * Profile.builtIn.count / 4)
    let again = try runner.run().run
    #expect(try runner.check(run: again).check.mismatches.isEmpty)
    #expect(try store.viewMismatches(run: again).isEmpty)
  }

  @Test("verify and the run_mismatch view agree on ranges: a changed step, steps not reached")
  func viewAgrees() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    var scenario = try Self.turning()
    _ = try store.importScenarios([scenario])
    let runner = Runner(store: store)
    #expect(try runner.accept(run: try runner.run().run).written)
    scenario.expectations = try store.expectations(of: "turns")
    // Step 9 turns face up instead (the interface stays), and an Info.plist without portrait
    // makes the launch raise from iOS 6: every later step is not reached.
    scenario.steps[9] = .rotate(.faceUp)
    scenario.infoPlist.supportedInterfaceOrientations = [.portraitUpsideDown]
    _ = try store.importScenarios([scenario])
    let run = try runner.run().run
    let swift = Set(try runner.check(run: run).check.mismatches)
    let view = Set(try store.viewMismatches(run: run))
    #expect(
      swift == view,
      "only in Swift: \(swift.subtracting(view)); only in SQL: \(view.subtracting(swift))")
    #expect(swift.contains { $0.field == "step" && $0.step == 1 })
    #expect(swift.contains { $0.step == 9 && $0.field == "interfaceOrientation" })
  }
}
