import Foundation
import RotationCore
import RotationReports
import Testing

@testable import RotationRunner
@testable import RotationStore

/// `verify --junit`, `accept`, `diff --runs` and `runs` read a run page by page: over pages of a few
/// scenarios they give what they give over one page (or, for JUnit, what rendering the whole
/// run in memory gives).
@Suite("Runs read page by page")
struct PagedRunTests {
  /// The rule cases, the first retitled with characters of two, three and four UTF-8 bytes.
  var cases: [Scenario] {
    var cases = ruleCases
    cases[0].title = "Drehung über → ✓ 🙂 <&>"
    return cases
  }

  /// A scenario index whose first expectation, stating landscape left, fails under 6+.
  func failing(_ cases: [Scenario], besides others: Int...) throws -> Int {
    let profile = try #require(Profile.builtIn.first { $0.id == "6+" })
    return try #require(
      cases.indices.first { index in
        guard !others.contains(index), !cases[index].expectations.isEmpty else { return false }
        var scenario = cases[index]
        scenario.expectations[0].interfaceOrientation = .landscapeLeft
        scenario.expectations[0].profiles = ["*"]
        return !scenario.mismatches(in: Evaluator(profile: profile).evaluate(scenario)).isEmpty
      })
  }

  @Test("JUnit XML over pages of 3 scenarios, spilled 7 bytes at a time, is the whole run's")
  func junit() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    var cases = self.cases
    cases[1].expectations[0].interfaceOrientation = .landscapeLeft
    cases[2].expectations = []
    _ = try store.importScenarios(cases)
    var runner = Runner(store: store)
    let run = try runner.run().run
    let whole = try runner.verify(run: run)
    let expected = JUnitReport.render(
      run: run, scenarios: whole.scenarios, outcomes: whole.outcomes,
      mismatches: whole.mismatches, micros: try store.evaluationMicros(run: run))
    #expect(expected.contains("<failure") && expected.contains("<skipped"))
    #expect(expected.contains("Drehung über → ✓ 🙂 &lt;&amp;&gt;"))
    runner.pageSize = 3
    runner.spillBytes = 7
    var pieces: [String] = []
    // Its spilled test cases leave nothing behind in the folder they were spilled to.
    let folder = file.directory.path
    let before = try FileManager.default.contentsOfDirectory(atPath: folder)
    let paged = try runner.junit(run: run, directory: folder) { pieces.append($0) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == before)
    #expect(pieces.count > 1_000)
    #expect(pieces.joined() == expected)
    #expect(paged.check == whole.check)
    // Listing a few outcomes with no expectation counts them all.
    let listed = try runner.junit(run: run, listing: 2) { _ in }.check
    #expect(listed.unchecked == Array(whole.check.unchecked.prefix(2)))
    #expect(listed.uncheckedCount == whole.check.unchecked.count && listed.uncheckedCount > 2)
  }

  /// Two databases made alike: the cases without expectations for every third one.
  func twoAlike(_ cases: [Scenario]) throws -> [(file: TemporaryDatabase, store: Store)] {
    try (0..<2).map { _ in
      let file = try TemporaryDatabase()
      let store = try file.open()
      var cases = cases
      for index in cases.indices where index % 3 == 0 { cases[index].expectations = [] }
      _ = try store.importScenarios(cases)
      _ = try Runner(store: store).run()
      return (file, store)
    }
  }

  @Test("accept over pages of 3 scenarios writes and says what it does over one page")
  func accept() throws {
    let databases = try twoAlike(cases)
    var paged = Runner(store: databases[0].store)
    paged.pageSize = 3
    let whole = Runner(store: databases[1].store)
    let dry = try paged.accept(run: nil, dryRun: true, listing: 5)
    let plans = [try paged.accept(run: nil), try whole.accept(run: nil)]
    #expect(plans[0].written && plans[0] == plans[1])
    #expect(plans[0].changes.count == plans[0].changeCount && plans[0].changeCount > 5)
    #expect(dry.changes == Array(plans[0].changes.prefix(5)))
    #expect(dry.changeCount == plans[0].changeCount && !dry.written)
    #expect(try databases[0].store.scenarios() == databases[1].store.scenarios())
  }

  @Test("accept refused on a late page leaves the database as it was")
  func acceptRefusedLate() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    var cases = self.cases
    for index in cases.indices { cases[index].expectations.removeAll { $0.evidence == .recorded } }
    // The conflict (stronger evidence than recorded) is in the last scenario: the pages before
    // it were written when it is found.
    let last = try failing(cases, besides: -1)
    cases[last].expectations[0].interfaceOrientation = .landscapeLeft
    cases[last].expectations[0].profiles = ["*"]
    cases.append(cases.remove(at: last))
    for index in cases.indices.dropLast() where index % 2 == 0 { cases[index].expectations = [] }
    _ = try store.importScenarios(cases)
    var runner = Runner(store: store)
    runner.pageSize = 3
    _ = try runner.run()
    let before = try sqliteDump(file.path)
    let plan = try runner.accept(run: nil)
    #expect(plan.refused && !plan.written && !plan.conflicts.isEmpty)
    #expect(plan.conflicts.allSatisfy { $0.scenario == cases.last?.id })
    #expect(try sqliteDump(file.path) == before)
    // Forced, it is written whole.
    #expect(try runner.accept(run: nil, force: true).written)
    #expect(try sqliteDump(file.path) != before)
  }

  @Test("diff --runs over pages of 3 scenarios is the same as over one page")
  func diffRuns() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    var cases = self.cases
    let fixed = try failing(cases, besides: -1)
    let broken = try failing(cases, besides: fixed)
    cases[fixed].expectations[0].interfaceOrientation = .landscapeLeft
    cases[fixed].expectations[0].profiles = ["*"]
    // A claim known to differ (catalogue-format §9.2) under 6+ in the first run, agreeing in
    // the second.
    let agreeing = try #require(cases.indices.first { ![fixed, broken].contains($0) })
    let launched = Evaluator(profile: try #require(Profile.builtIn(id: "6+")))
      .evaluate(cases[agreeing]).steps[0].interfaceOrientation
    func claim(_ orientation: InterfaceOrientation) -> RotationCore.Expectation {
      Expectation(
        profiles: ["6+"], step: 0, interfaceOrientation: orientation, evidence: .observed,
        knownDifference: KnownDifference(rule: "R8.7", reason: "kept for now"))
    }
    cases[agreeing].expectations.append(claim(launched == .portrait ? .landscapeLeft : .portrait))
    _ = try store.importScenarios(cases)
    var runner = Runner(store: store)
    let first = try runner.run().run
    // Between the runs: one fixed, one broken, one claim that no longer differs, one shortened,
    // one removed, one added; and the second run leaves some profiles out.
    cases[fixed].expectations = ruleCases[fixed].expectations
    cases[broken].expectations[0].interfaceOrientation = .landscapeLeft
    cases[broken].expectations[0].profiles = ["*"]
    cases[agreeing].expectations[cases[agreeing].expectations.count - 1] = claim(launched)
    let changed = try #require(
      cases.indices.first {
        ![fixed, broken, agreeing].contains($0) && cases[$0].steps.count > 2
      })
    cases[changed].steps.removeLast()
    let steps = cases[changed].steps.count
    cases[changed].expectations.removeAll { !$0.steps.allSatisfy { $0 < steps } }
    var added = cases[changed]
    added.id = "zz-added"
    _ = try store.importScenarios([
      cases[fixed], cases[broken], cases[agreeing], cases[changed], added,
    ])
    let removed = cases.indices.first { ![fixed, broken, agreeing, changed].contains($0) }!
    #expect(try store.removeScenarios([cases[removed].id]) == 1)
    let second = try runner.run(profiles: ["2.0", "5", "6+", "16+"]).run
    let whole = try runner.diff(runs: first, second)
    #expect(Set(whole.changes.map(\.kind)) == Set(RunChange.Kind.allCases))
    #expect(whole.notes.contains { $0.hasPrefix("Scenario \(cases[changed].id) changed") })
    let back = try runner.diff(runs: second, first)
    // The known difference is no regression in the first run; its agreement is said in the
    // second.
    #expect(
      whole.changes.filter { $0.scenario == cases[agreeing].id && $0.kind != .removed }.map {
        "\($0.kind) \($0.profile) \($0.detail)"
      } == ["noLongerDiffers 6+ step 0: no longer differs: remove knownDifference (R8.7)"])
    let history = try runner.history()
    let mismatched = history.filter { $0.failures > 0 }
    #expect(mismatched.count == 2)
    // The claim above, and the built-in main-window-never-made-visible's under 9+, which the
    // second run leaves out.
    #expect(history.map(\.knownDifferences) == [2, 0])
    runner.pageSize = 3
    #expect(try runner.diff(runs: first, second) == whole)
    #expect(try runner.diff(runs: second, first) == back)
    #expect(try runner.history() == history)
  }
}
