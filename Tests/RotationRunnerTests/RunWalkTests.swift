import Foundation
import RotationCatalogue
import RotationCore
import RotationReports
import RotationSpace
import Testing

@testable import RotationRunner
@testable import RotationStore

@Suite("Runner: walking a run a page at a time")
struct RunWalkTests {
  @Test("A run's scenarios are walked page by page: import order, removed ones last by id, once")
  func runScenarioPages() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(ruleCases)
    let runner = Runner(store: store)
    let first = try runner.run().run
    let repeated = try runner.run().run
    let removed = [40, 0, 5].map { ruleCases[$0].id }
    #expect(try store.removeScenarios(removed) == 3)
    let expected =
      ruleCases.map(\.id).filter { !removed.contains($0) } + removed.sorted()
    for run in [first, repeated] {
      for limit in [1, 2, 7, 1_000] {
        #expect(
          try walk(store, run: run, limit: limit) == expected, "run \(run), pages of \(limit)")
      }
    }
    // The database grows to over four times the run: the run is then read from its outcomes,
    // with the same pages.
    _ = try store.importScenarios(
      (1...4).flatMap { copy in
        ruleCases.map { scenario in
          var added = scenario
          added.id = "copy\(copy)-" + scenario.id
          return added
        }
      })
    for run in [first, repeated] {
      for limit in [1, 7, 1_000] {
        #expect(
          try walk(store, run: run, limit: limit) == expected,
          "run \(run) in the grown database, pages of \(limit)")
      }
    }
  }

  /// The ids of a run's scenarios, walked page by page, each as its definition says: the
  /// definition the run evaluated for it.
  func walk(_ store: Store, run: Int, limit: Int) throws -> [String] {
    let known = Set(Profile.builtIn.map(\.id))
    var cursor = Store.RunScenarioCursor()
    var ids: [String] = []
    while true {
      let page = try store.runDefinitionPage(run: run, after: &cursor, limit: limit)
      guard !page.isEmpty else { return ids }
      #expect(page.count <= limit)
      ids += try page.map { try Store.decode($0.definition, of: $0.id, profiles: known).id }
    }
  }

  @Test("A run's pages are decoded ahead on other threads: every scenario once, in order, whole")
  func pagesDecodedAhead() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    let scenarios =
      ruleCases
      + (0..<300).map { ConfigurationSpace.small.scenario(at: $0 * 4) }
    _ = try store.importScenarios(scenarios)
    let run = try Runner(store: store).run(profiles: ["5", "6+"]).run
    for limit in [1, 7, 100, 2_000] {
      var pages = RunPages(store: store, run: run, limit: limit)
      var walked: [Scenario] = []
      while true {
        let page = try pages.next()
        guard !page.isEmpty else { break }
        #expect(page.count <= limit)
        // The caller uses the connection while the next page decodes.
        let outcomes = try store.outcomes(run: run, profile: "5", scenarios: page.map(\.id))
        #expect(outcomes.count == page.count)
        walked += page
      }
      // Each scenario with its expectations, in import order.
      #expect(walked == scenarios, "limit \(limit)")
      #expect(try pages.next().isEmpty)
    }
  }

  @Test("A tag's run is walked from its outcomes: its scenarios, though their tags moved since")
  func tagRunPages() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(ruleCases)
    let runner = Runner(store: store)
    let first = try runner.run(tag: "navigation").run
    let repeated = try runner.run(tag: "navigation").run
    let inRun = ruleCases.filter { $0.tags.contains("navigation") }.map(\.id)
    // After the run one scenario loses the tag, another gains it, a third is removed.
    var lost = try #require(ruleCases.first { $0.tags.contains("navigation") })
    lost.tags.removeAll { $0 == "navigation" }
    var gained = try #require(ruleCases.last { !$0.tags.contains("navigation") })
    gained.tags.append("navigation")
    _ = try store.importScenarios([lost, gained])
    let removed = inRun[2]
    #expect(try store.removeScenarios([removed]) == 1)
    let expected = inRun.filter { $0 != removed } + [removed]
    #expect(expected.dropLast() != expected.dropLast().sorted())
    for run in [first, repeated] {
      for limit in [1, 2, 3, 1_000] {
        #expect(
          try walk(store, run: run, limit: limit) == expected, "run \(run), pages of \(limit)")
      }
    }
  }

  @Test("An old run is described as it was: its definitions, after a scenario changed or left")
  func runsAsTheyWere() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(ruleCases)
    let runner = Runner(store: store)
    let first = try runner.run().run
    let id = "seed000-nav-plain-portrait-first"
    var changed = try #require(ruleCases.first { $0.id == id })
    let original = changed
    changed.title = "Changed afterwards"
    changed.steps.removeLast()
    changed.expectations = changed.expectations.filter { $0.step < changed.steps.count }
    _ = try store.importScenarios([changed])
    #expect(try store.removeScenarios(["seed000-nav-forwarding"]) == 1)
    // diff of run 1 describes the scenario as run 1 evaluated it.
    let divergence = try runner.diff(profiles: "5", "6+", run: first)
    let difference = try #require(divergence.differences.first { $0.scenario == id })
    #expect(difference.title == original.title)
    #expect(difference.step == 1 && difference.action == "rotate")
    // verify and the report use the run's definitions: every outcome, traces recomputed.
    let verification = try runner.verify(run: first)
    #expect(verification.check.outcomes == ruleCases.count * Profile.builtIn.count)
    #expect(verification.scenarios.first { $0.id == id }?.steps.count == original.steps.count)
    #expect(verification.scenarios.contains { $0.id == "seed000-nav-forwarding" })
    // check, as verify prints it, leaves out the changed scenario's outcomes and names it: its
    // current expectations speak of a definition the run did not evaluate.
    let checked = try runner.check(run: first).check
    #expect(checked.outcomes == (ruleCases.count - 1) * Profile.builtIn.count)
    #expect(checked.olderDefinitions == [id])
    #expect(checked.olderOutcomes == Profile.builtIn.count)
    let report = try runner.report(run: first)
    let row = try #require(report.rows.first { $0.scenario.id == id })
    #expect(row.scenario.title == original.title)
    #expect(row.cells.allSatisfy { !($0.outcome?.steps.last?.trace.isEmpty ?? true) })
    // Traces stay within the budget of shown steps, or are left out altogether (and for
    // Markdown, which shows none).
    func traced(_ model: ReportModel) -> Bool {
      model.rows.contains { $0.cells.contains { $0.shownSteps.contains { !$0.trace.isEmpty } } }
    }
    #expect(report.shownStepCount > 100)
    #expect(!traced(try runner.report(run: first, traceBudget: report.shownStepCount - 1)))
    #expect(traced(try runner.report(run: first, traceBudget: report.shownStepCount)))
    #expect(!traced(try runner.report(run: first, traces: false)))
  }

  @Test("Generated scenarios kept by reference run as their texts do, and are described after")
  func generatedByReference() throws {
    let space = ConfigurationSpace.small
    let files = [try TemporaryDatabase(), try TemporaryDatabase()]
    let references = try files[0].open()
    let texts = try files[1].open()
    _ = try references.importScenarios(
      (0..<space.count).map { Store.ImportItem(space: space, index: $0) })
    _ = try texts.importScenarios((0..<space.count).map { space.scenario(at: $0) })
    let profiles = ["2.1+", "5", "6+", "16+"]
    let runs = try [references, texts].map { try Runner(store: $0).run(profiles: profiles) }
    #expect(runs[0] == runs[1])
    #expect(try references.runs().map(\.catalogueHash) == texts.runs().map(\.catalogueHash))
    // The catalogue's hash: SHA-256 over its scenarios' hashes in import order, each followed by
    // a newline (88 KB here: hashed in more than one piece).
    let listed = (0..<space.count).map { space.scenario(at: $0).contentHash + "\n" }.joined()
    #expect(listed.utf8.count > 65_536)
    #expect(try references.runs().first?.catalogueHash == SHA256.hex(listed))
    #expect(try references.outcomes(run: 1) == texts.outcomes(run: 1))
    let diffs = try [references, texts].map {
      try Runner(store: $0).diff(profiles: "5", "6+", run: 1).summaryLines()
    }
    #expect(diffs[0] == diffs[1] && !diffs[0].isEmpty)
    // Once some leave, the run still describes them as the space makes them.
    let removed = [3, 700, 1_339].map { space.scenario(at: $0) }
    #expect(try references.removeScenarios(removed.map(\.id)) == 3)
    let verification = try Runner(store: references).verify(run: 1)
    #expect(verification.scenarios.count == space.count)
    for scenario in removed {
      #expect(verification.scenarios.first { $0.id == scenario.id } == scenario)
    }
    #expect(verification.check.outcomes == space.count * profiles.count)
  }
}
