import Foundation
import RotationCatalogue
import RotationCore
import RotationReports
import RotationSpace
import Testing

@testable import RotationRunner
@testable import RotationStore

@Suite("Runner: runs, reuse, verification, acceptance, diffs")
struct RunnerTests {
  @Test("A run is recorded entirely or not at all")
  func runAtomicity() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(ruleCases)
    let before = try sqliteDump(file.path)
    try store.database.execute(
      """
      CREATE TRIGGER fail_midway BEFORE INSERT ON run_scenario
      WHEN (SELECT count(*) FROM run_scenario) >= 10
      BEGIN SELECT RAISE(ABORT, 'injected failure'); END
      """)
    #expect(throws: StoreError.self) { try Runner(store: store).run() }
    // Recording skips the foreign-key probes; the connection checks them again after a failure.
    #expect(try store.database.scalar("PRAGMA foreign_keys")?.int == 1)
    try store.database.execute("DROP TRIGGER fail_midway")
    #expect(try sqliteDump(file.path) == before)
    #expect(try store.runs().isEmpty)
  }

  @Test("Unchanged scenarios are not evaluated again; a changed one is")
  func reuse() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(ruleCases)
    let runner = Runner(store: store)
    let first = try runner.run()
    #expect(first.evaluated == ruleCases.count * Profile.builtIn.count)
    #expect(first.reused == 0)
    let second = try runner.run()
    #expect(second.evaluated == 0)
    #expect(second.reused == ruleCases.count * Profile.builtIn.count)
    // An unchanged re-run records no outcome rows: it refers to the run it repeats.
    #expect(try store.run(second.run).sameAs == first.run)
    #expect(
      try store.database.scalar(
        "SELECT count(*) FROM run_outcome WHERE run = ?", [.int(second.run)])?.int == 0)
    #expect(
      try store.database.scalar("SELECT count(*) FROM outcome WHERE run = ?", [.int(second.run)])?
        .int
        == (try store.database.scalar(
          "SELECT count(*) FROM outcome WHERE run = ?", [.int(first.run)])?.int))
    var edited = ruleCases[0]
    edited.steps.append(.rotate(.portrait))
    _ = try store.importScenarios([edited])
    let third = try runner.run(profiles: ["6+", "5"])
    #expect(third.evaluated == 2)
    #expect(third.profiles == ["5", "6+"])
    // Editing only the title or the expectations does not invalidate results.
    var retitled = ruleCases[1]
    retitled.title = "New title"
    _ = try store.importScenarios([retitled])
    let fourth = try runner.run(profiles: ["6+", "5"])
    #expect(fourth.evaluated == 0)
    #expect(try store.outcomes(run: second.run) == (try store.outcomes(run: first.run)))
    // Each run's crashes, counted as it was recorded (its results evaluated, reused or shared
    // with the run it repeats), are its crashed outcomes.
    for summary in [first, second, third, fourth] {
      let crashed = try store.outcomes(run: summary.run).filter(\.crashed).count
      #expect(crashed > 0)
      #expect(summary.crashes == crashed, "run \(summary.run)")
      #expect(try store.crashCount(run: summary.run) == crashed, "run \(summary.run)")
    }
  }

  @Test("A profile whose parameters changed under the same id is evaluated again, not reused")
  func changedProfileParameters() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(ruleCases)
    let runner = Runner(store: store)
    _ = try runner.run(profiles: ["6+"])
    var changed = try #require(try store.profiles().first { $0.id == "6+" })
    changed.parameters.containers.tabBarDefault = .intersectionOfTabs
    try store.save(changed, builtin: false)
    let again = try runner.run(profiles: ["6+"])
    #expect(again.evaluated == ruleCases.count)
    #expect(again.reused == 0)
    // The recorded outcomes follow the changed parameter.
    let expected = ruleCases.map {
      Evaluator(profile: changed, tracing: false).evaluate($0)
    }
    #expect(Set(try store.outcomes(run: again.run)) == Set(expected))
  }

  @Test("Outcomes read by scenario ids are the run's, also through an unchanged re-run")
  func outcomesByIDs() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(ruleCases)
    let runner = Runner(store: store)
    let first = try runner.run(profiles: ["5", "6+"])
    let again = try runner.run(profiles: ["5", "6+"])
    #expect(again.evaluated == 0)
    let ids = ruleCases.map(\.id).reversed() + ["no-such-scenario"]
    for profile in ["5", "6+"] {
      let expected = Dictionary(
        uniqueKeysWithValues: try store.outcomes(run: first.run).filter { $0.profile == profile }
          .map { ($0.scenario, $0) })
      #expect(expected.count == ruleCases.count)
      #expect(
        try store.outcomes(run: first.run, profile: profile, scenarios: Array(ids)) == expected)
      #expect(
        try store.outcomes(run: again.run, profile: profile, scenarios: Array(ids)) == expected)
      #expect(try store.outcomes(run: first.run, profile: "2.0", scenarios: Array(ids)).isEmpty)
      #expect(try store.outcomes(run: 99, profile: profile, scenarios: Array(ids)).isEmpty)
    }
  }

  @Test("Recorded outcomes read back equal to the evaluator's")
  func outcomesReadBack() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(builtIn.scenarios)
    let summary = try Runner(store: store).run()
    let recorded = try store.outcomes(run: summary.run)
    // Traces are not stored: the recorded outcomes are the untraced evaluation.
    let evaluated = Profile.builtIn.flatMap { profile in
      builtIn.scenarios.map { Evaluator(profile: profile, tracing: false).evaluate($0) }
    }
    #expect(Set(recorded) == Set(evaluated))
    #expect(recorded.count == evaluated.count)
  }

  @Test("verify and the run_mismatch view agree")
  func verifyMatchesView() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    var scenarios = ruleCases
    // Two wrong expectations and one that the crash makes unreachable.
    scenarios[0].expectations[1].interfaceOrientation = .portrait
    scenarios[3].expectations[0].rotated = true
    let crashing = try #require(scenarios.firstIndex { $0.id == "enum-as-mask-landscape-right" })
    scenarios[crashing].steps.append(.rotate(.landscapeLeft))
    scenarios[crashing].expectations.append(
      Expectation(profiles: ["6+"], step: 1, interfaceOrientation: .portrait, evidence: .inferred))
    // One wrong statement of every other compared field: the view restates each comparison.
    scenarios[crashing].expectations.append(
      Expectation(
        profiles: ["6+"], step: 0, statusBarOrientation: .landscapeLeft, error: .some(nil),
        crashed: false, evidence: .inferred))
    scenarios[0].expectations.append(
      Expectation(
        profiles: ["5"], step: 0, error: .some("NSInternalInconsistencyException"),
        crashed: true, evidence: .observed))
    // And of the present-day fields: a decider, a geometry error, a skip and a warning.
    scenarios[0].expectations.append(
      Expectation(
        profiles: ["16+"], step: 0, geometryError: .some(101), warning: "no such warning",
        decider: .some("nobody"), skipped: true, evidence: .inferred))
    // And of who is told, compared as a set.
    scenarios[0].expectations.append(
      Expectation(profiles: ["8"], step: 0, notified: ["nobody"], evidence: .inferred))
    // And of the windows' orientations (one window: "main"), and who must (not) be told.
    let told = try #require(
      scenarios.firstIndex { $0.id == "seed000-nav-plain-portrait-first" })
    scenarios[told].expectations.append(
      Expectation(
        profiles: ["8"], step: 1,
        windowOrientations: [
          WindowOrientation(window: "main", orientation: .portraitUpsideDown),
          WindowOrientation(window: "toast", orientation: .portrait),
        ], notifiedIncludes: ["nav", "nobody"], notifiedExcludes: ["nav"], evidence: .inferred))
    scenarios[told].expectations.append(
      Expectation(
        profiles: ["8"], step: 1,
        windowOrientations: [WindowOrientation(window: "main", orientation: .landscapeRight)],
        notifiedIncludes: ["nav"], notifiedExcludes: ["nobody"], evidence: .inferred))
    // And of the methods UIKit calls: some must be asked, some must not.
    scenarios[told].expectations.append(
      Expectation(
        profiles: ["16+"], step: 1, asked: ["nav.supportedInterfaceOrientations", "first.x"],
        notAsked: ["nav.shouldAutorotate", "nav.supportedInterfaceOrientations"],
        evidence: .inferred))
    scenarios[told].expectations.append(
      Expectation(
        profiles: ["16+"], step: 1, asked: ["nav.supportedInterfaceOrientations"],
        notAsked: ["nav.shouldAutorotate"], evidence: .inferred))
    _ = try store.importScenarios(scenarios)
    let runner = Runner(store: store)
    let run = try runner.run().run
    let verification = try runner.verify(run: run)
    #expect(!verification.mismatches.isEmpty)
    let viewed = Set(try store.viewMismatches(run: run))
    #expect(
      Set(verification.mismatches) == viewed,
      "only in verify: \(Set(verification.mismatches).subtracting(viewed)); only in the view: \(viewed.subtracting(verification.mismatches))"
    )
    let streamed = try runner.check(run: run).check
    #expect(Set(streamed.mismatches) == Set(verification.mismatches))
    #expect(streamed.mismatches.count == verification.mismatches.count)
    #expect(streamed.outcomes == verification.outcomes.count)
    #expect(streamed.expectations == verification.check.expectations)
    #expect(Set(streamed.unchecked) == Set(verification.check.unchecked))
    #expect(verification.mismatches.contains { $0.field == "step" && $0.got == "not reached" })
    // The expectations that hold give no mismatch, in the view as in Swift.
    let added = ["notifiedExcludes", "notifiedIncludes", "windowOrientations", "asked", "notAsked"]
    #expect(
      viewed.filter {
        $0.scenario == "seed000-nav-plain-portrait-first" && $0.profile == "8" && $0.step == 1
          && added.contains($0.field)
      }.map { "\($0.field) \($0.wanted) \($0.got)" }.sorted() == [
        #"notifiedExcludes ["nav"] ["nav","first"]"#,
        #"notifiedIncludes ["nav","nobody"] ["nav","first"]"#,
        #"windowOrientations {"main":"portraitUpsideDown","toast":"portrait"} {"main":"landscapeRight"}"#,
      ])
    #expect(
      viewed.filter {
        $0.scenario == "seed000-nav-plain-portrait-first" && $0.profile == "16+" && $0.step == 1
          && added.contains($0.field)
      }.map { "\($0.field) \($0.wanted) \($0.got)" }.sorted() == [
        #"asked ["nav.supportedInterfaceOrientations","first.x"] ["nav.supportedInterfaceOrientations"]"#,
        #"notAsked ["nav.shouldAutorotate","nav.supportedInterfaceOrientations"] ["nav.supportedInterfaceOrientations"]"#,
      ])
    #expect(
      Set(verification.mismatches.map(\.field))
        == Set(OutcomeField.compared.map(\.expectationKey) + ["step"]))
  }

  @Test("accept records the run's outcomes as expectations, keeping other profiles' meaning")
  func accept() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    var scenarios = ruleCases
    scenarios[1].expectations[0].interfaceOrientation = .landscapeLeft  // profiles ["*"]
    _ = try store.importScenarios(scenarios)
    let runner = Runner(store: store)
    let run = try runner.run(profiles: ["6+"]).run
    #expect(!(try runner.verify(run: run)).mismatches.isEmpty)
    // Its "*" expectation is observed or documented: stronger than recorded, so refused unless
    // forced, and nothing is written.
    let before = try sqliteDump(file.path)
    let refused = try runner.accept(run: run, scenarios: [scenarios[1].id])
    #expect(refused.refused && !refused.written && !refused.conflicts.isEmpty)
    #expect(try sqliteDump(file.path) == before)
    let dry = try runner.accept(run: run, scenarios: [scenarios[1].id], force: true, dryRun: true)
    #expect(!dry.refused && !dry.written && dry.accepted == 1)
    #expect(try sqliteDump(file.path) == before)
    let plan = try runner.accept(run: run, scenarios: [scenarios[1].id], force: true)
    #expect(plan.written && plan.accepted == 1)
    #expect(
      plan.changes.contains { $0.field == "interfaceOrientation" && $0.old == "landscapeLeft" })
    let accepted = try store.scenarios().first { $0.id == scenarios[1].id }!
    #expect(
      accepted.expectations.first?.profiles == Profile.builtIn.map(\.id).filter { $0 != "6+" })
    #expect(accepted.expectations.contains { $0.profiles == ["6+"] && $0.evidence == .recorded })
    #expect(
      try runner.verify(run: run).mismatches.filter { $0.scenario == scenarios[1].id }.isEmpty)
    #expect(throws: RunnerError.unknownScenario("nope", run: run)) {
      try runner.accept(run: run, scenarios: ["nope"])
    }
  }

  @Test("accept never records a run of a scenario that changed since")
  func acceptStale() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    var scenario = ruleCases[0]
    scenario.expectations = []
    _ = try store.importScenarios([scenario])
    let runner = Runner(store: store)
    let run = try runner.run().run
    scenario.steps.removeLast()
    _ = try store.importScenarios([scenario])
    let before = try sqliteDump(file.path)
    let plan = try runner.accept(run: run, force: true)
    #expect(plan.refused && plan.stale == [scenario.id] && !plan.written)
    #expect(try sqliteDump(file.path) == before)
    // After a new run, accepting works and the export imports again.
    _ = try runner.run()
    #expect(try runner.accept(run: nil).written)
  }

  @Test(
    "A parallel sequence gives every index's value once, in order, whatever the chunks and workers",
    arguments: [(0, 10, 2), (1, 10, 2), (10, 10, 3), (2_501, 1_000, 3), (97, 8, 1), (5, 1, 4)])
  func parallelSequence(count: Int, chunk: Int, workers: Int) {
    let values = Array(ParallelSequence(count: count, chunk: chunk, workers: workers) { $0 * 7 })
    #expect(values == (0..<count).map { $0 * 7 })
  }

  @Test("A run on several threads records the same database as on one; a bad definition fails it")
  func workers() throws {
    let scenarios =
      ruleCases
      + (0..<ConfigurationSpace.small.count).map {
        ConfigurationSpace.small.scenario(at: $0)
      }
    var dumps: [String] = []
    for workers in [1, 3] {
      let file = try TemporaryDatabase()
      let store = try file.open()
      _ = try store.importScenarios(scenarios)
      let runner = Runner(store: store)
      // Some results stored by a first run, the others evaluated by the second.
      _ = try runner.run(profiles: ["5"], workers: workers)
      let summary = try runner.run(workers: workers)
      #expect(summary.evaluated == scenarios.count * (Profile.builtIn.count - 1))
      // Recorded without the foreign-key probes, every reference holds, and the connection
      // checks them again.
      #expect(try store.database.query("PRAGMA foreign_key_check") { $0.columnCount }.isEmpty)
      #expect(try store.database.scalar("PRAGMA foreign_keys")?.int == 1)
      try store.database.execute("UPDATE result SET micros = 0")
      dumps.append(try sqliteDump(file.path))
      #expect(try store.outcomes(run: summary.run).count == scenarios.count * Profile.builtIn.count)
      // A definition the format refuses, met by a worker: the run fails whole and names it.
      let id = scenarios[1_200].id
      try store.database.run("INSERT INTO hash (hash) VALUES ('edited')")
      try store.database.run(
        """
        UPDATE scenario_row SET definition = '{', hash_key = (SELECT id FROM hash WHERE hash = 'edited')
        WHERE number = (SELECT number FROM scenario_number WHERE id = ?)
        """, [.text(id)])
      let before = try sqliteDump(file.path)
      #expect {
        try runner.run(profiles: ["6+", "8"], workers: workers)
      } throws: { error in
        guard case StoreError.invalidContent(let message) = error else { return false }
        return message.hasPrefix("scenario \(id): ")
      }
      #expect(try sqliteDump(file.path) == before)
    }
    #expect(dumps[0] == dumps[1])
  }

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
    #expect(
      try runner.check(run: first).check.outcomes == ruleCases.count * Profile.builtIn.count
    )
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

  @Test("diff --profiles lists the scenarios that change between 5 and 6+")
  func diffProfiles() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    // The rules' own cases: the public record's reports are counted by their own tests.
    let cases = ruleCases
    _ = try store.importScenarios(cases)
    let runner = Runner(store: store)
    _ = try runner.run()
    let divergence = try runner.diff(profiles: "5", "6+", run: nil)
    #expect(divergence.compared == cases.count)
    #expect(divergence.total == 39)
    let differences = divergence.differences
    // The largest group first, with the dimensions it is confined to.
    #expect(divergence.groups.map(\.count) == divergence.groups.map(\.count).sorted(by: >))
    let navigation = try #require(
      divergence.groups.first {
        $0.change == "step 1 (rotate): 5 interface portrait; 6+ interface landscapeRight, rotated"
      })
    // Plain containers on iOS 6 no longer ask their children; nor does a side menu forwarding
    // only shouldAutorotate; a forwarding tab bar asks only its selected tab.
    #expect(navigation.count == 4)
    #expect(
      navigation.explanation.contains {
        $0.dimension == "root"
          && $0.values == [
            "navigationController",
            "navigationController forwarding shouldAutorotate to the visible child",
            "tabBarController", "tabBarController forwarding to the visible child",
          ]
      })
    let first = try #require(
      differences.first { $0.scenario == "seed000-nav-plain-portrait-first" })
    #expect(first.step == 1)
    #expect(first.first?.interface == .portrait)
    #expect(first.second?.interface == .landscapeRight)
    #expect(!differences.contains { $0.scenario == "seed000-nav-forwarding" })
    let picker = try #require(
      differences.first { $0.scenario == "landscape-app-presents-portrait-picker" })
    #expect(picker.second?.error == "UIApplicationInvalidInterfaceOrientation")
    #expect(throws: RunnerError.self) { try runner.diff(profiles: "5", "7", run: nil) }
  }

  @Test("diff --runs puts regressions first")
  func diffRuns() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(ruleCases)
    let runner = Runner(store: store)
    let first = try runner.run().run
    var broken = ruleCases[0]
    // The first screen now allows landscape: iOS 5 rotates, against its expectation.
    guard case .rootViewController(var nav) = broken.window else { return }
    nav.children[0].overrides.shouldAutorotateToInterfaceOrientation = [.portrait, .landscapeRight]
    broken.window = .rootViewController(nav)
    // And turns back: a second step that changes, absent from the first run's scenario.
    broken.steps.append(.rotate(.portrait))
    var added = ruleCases[2]
    added.id = "added-scenario"
    _ = try store.importScenarios([broken, added])
    let second = try runner.run().run
    let comparison = try runner.diff(runs: first, second)
    let changes = comparison.changes
    // Judged by the expectations each run kept; the edited scenario says what changed.
    #expect(
      comparison.notes.first == "Each run is judged by the expectations it was verified against.")
    let edited = try #require(comparison.notes.first { $0.hasPrefix("Scenario \(broken.id) ") })
    #expect(edited.contains("steps[2] added"), "\(edited)")
    #expect(changes.first?.kind == .regression)
    #expect(changes.filter { $0.kind == .regression }.map(\.profile) == ["2.0", "2.1+", "5"])
    #expect(changes.filter { $0.kind == .added }.count == Profile.builtIn.count)
    #expect(changes.map(\.kind) == changes.map(\.kind).sorted())
    // Every changed step is listed, with its arguments, not only the first.
    let regression = try #require(changes.first { $0.kind == .regression && $0.profile == "5" })
    #expect(
      regression.detail
        == "step 1: interfaceOrientation wanted portrait, got landscapeRight; step 1: rotated wanted false, got true"
    )
    #expect(
      regression.steps == [
        "step 1 (rotate landscapeLeft): interface portrait → interface landscapeRight, rotated",
        "step 2 (rotate portrait): no such step → interface portrait, rotated",
      ])
  }
}

@Suite("Divergence over the generated small space")
struct DivergenceTests {
  @Test("diff --profiles 5 6+ groups the changes and names the dimensions that explain them")
  func smallSpace() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    let space = ConfigurationSpace.small
    _ = try store.importScenarios((0..<space.count).lazy.map { space.scenario(at: $0) })
    let runner = Runner(store: store)
    // A run of two profiles is partial: it is named, never taken by default.
    let run = try runner.run(profiles: ["5", "6+"]).run
    let divergence = try runner.diff(profiles: "5", "6+", run: run)
    // The classic block's 936 scenarios, the present-day block's 80 and the apps block's 324.
    #expect(divergence.compared == 1340)
    #expect(divergence.total == 716)
    #expect(divergence.groups.reduce(0) { $0 + $1.count } == 716)
    let crash = try #require(
      divergence.groups.first {
        $0.change
          == "step 0 (launch): 5 interface portrait; 6+ crash (UIApplicationInvalidInterfaceOrientation)"
      })
    #expect(crash.count == 116)
    // A landscape-only Info.plist meets a portrait-only (or default) root: iOS 6 raises at launch.
    #expect(
      crash.explanation.first { $0.dimension == "Info.plist" }?.values == [
        "[landscapeLeft, landscapeRight]"
      ])
    // The roots that answer nothing forward to their child: that, not "none", explains them.
    #expect(
      crash.explanation.first { $0.dimension == "root answers" }?.values == [
        "forwarded to its child", "supported [portrait], legacy [portrait]",
      ])
    let lines = divergence.summaryLines()
    #expect(lines.count == divergence.groups.count)
    #expect(lines[0].hasPrefix("116 scenarios: step 0 (launch)"))
    // Values are quoted, alternatives joined by "or": a comma inside a value is not a separator.
    #expect(
      crash.clauses(maxValues: 4).contains(
        "root answers are “forwarded to its child” or “supported [portrait], legacy [portrait]”"))
    #expect(crash.clauses(maxValues: 4).contains("Info.plist is “[landscapeLeft, landscapeRight]”"))
    #expect(
      crash.clauses(maxValues: 4).contains(
        "steps are “present → rotate → dismiss”, “push → rotate” or “rotate”"))
    #expect(
      crash.clauses(maxValues: 1).contains(
        "steps are “present → rotate → dismiss” or 2 other values"))
    // The README quotes one of these lines: it is the tool's, word for word.
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
          "README.md"), encoding: .utf8)
    let quoted = try #require(
      readme.split(separator: "\n").first {
        $0.hasPrefix("  116 scenarios: step 0 (launch): 5 interface portrait;")
      })
    #expect(lines.contains(String(quoted.dropFirst(2))), "README: \(quoted)")
    // Without a database, in a stream on several threads merged in order: the same result.
    for (workers, chunk) in [(1, Runner.streamChunk), (3, 97)] {
      let streamed = Runner.divergence(
        Profile.iOS5, Profile.iOS6, count: space.count, workers: workers, chunk: chunk,
        scenario: { space.scenario(at: $0) })
      #expect(streamed.compared == divergence.compared)
      #expect(streamed.total == divergence.total)
      #expect(streamed.summaryLines() == lines)
      #expect(streamed.differences == divergence.differences)
    }
    // A toast window turns the status bar under 6+: the other windows explain the group.
    let toast = try #require(
      divergence.groups.first {
        $0.change
          == "step 1 (rotate): 5 interface portrait; 6+ interface portrait, status bar landscapeRight"
      })
    #expect(
      toast.explanation.first { $0.dimension == "other windows" }?.values == [
        "toast with a root answering none"
      ])
  }
}
