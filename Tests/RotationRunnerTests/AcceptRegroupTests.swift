import RotationCore
import Testing

@testable import RotationRunner
@testable import RotationStore

/// `accept` makes equal recorded expectations of several profiles one, in the database's
/// profile order, whichever pass recorded them (catalogue-format §5.1 rule 3), and never
/// merges or changes a claim (issue 61, finding 8).
private typealias Expectation = RotationCore.Expectation

@Suite("accept regroups recorded expectations, never claims")
struct AcceptRegroupTests {
  static let order = Profile.builtIn.map(\.id)

  /// An expectation under `profiles` at step 1, portrait, with `edit` applied.
  fileprivate static func portrait(
    _ profiles: [String], _ edit: (inout Expectation) -> Void = { _ in }
  ) -> Expectation {
    var expectation = Expectation(
      profiles: profiles, step: 1, interfaceOrientation: .portrait, evidence: .recorded)
    edit(&expectation)
    return expectation
  }

  @Test("Equal recorded ones merge at the first's place, their profiles in database order")
  func merged() {
    let other = Expectation(profiles: ["8"], step: 0, rotated: false, evidence: .recorded)
    let list = [Self.portrait(["26+"]), other, Self.portrait(["16+", "9+"])]
    #expect(
      AcceptMerge.regrouped(list, profileIDs: Self.order) == [
        Self.portrait(["9+", "16+", "26+"]), other,
      ])
  }

  @Test(
    "A claim is never merged or changed: a source, confidence, known difference, evidence, *",
    arguments: 0..<5)
  func claims(index: Int) {
    let edits: [(inout Expectation) -> Void] = [
      { $0.source = "a report" }, { $0.confidence = Confidence.high },
      { $0.knownDifference = KnownDifference(rule: "R8.7", reason: "kept for now") },
      { $0.evidence = Evidence.device }, { _ in },
    ]
    // Equal but for their profiles: the fifth names every profile.
    let list = [
      Self.portrait(index == 4 ? ["*"] : ["16+"], edits[index]),
      Self.portrait(["26+"], edits[index]),
    ]
    #expect(AcceptMerge.regrouped(list, profileIDs: Self.order) == list)
  }

  @Test("Two passes of accept, 16+ then 26+, store what one pass of both stores")
  func twoPasses() throws {
    var stored: [[Expectation]] = []
    for passes in [[["16+"], ["26+"]], [["16+", "26+"]]] {
      let file = try TemporaryDatabase()
      let store = try file.open()
      _ = try store.importScenarios([try AcceptCompactTests.turning()])
      let runner = Runner(store: store)
      let run = try runner.run(profiles: ["16+", "26+"]).run
      for profiles in passes {
        #expect(try runner.accept(run: run, profiles: profiles).written)
      }
      stored.append(try store.expectations(of: "turns"))
    }
    #expect(stored[0] == stored[1])
    #expect(stored[0].allSatisfy { $0.profiles == ["16+", "26+"] })
  }
}
