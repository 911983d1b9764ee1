import Foundation
import RotationCatalogue
import RotationCore
import RotationReports
import RotationSpace
import Testing

@testable import RotationRunner
@testable import RotationStore

@Suite("Runner: runs, reuse, verification, acceptance")
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
    // Several profiles in one read: each as read alone, only those asked, one outside the run
    // empty.
    for run in [first.run, again.run] {
      let both = try store.outcomes(run: run, profiles: ["6+", "5"], scenarios: Array(ids))
      let some = try store.outcomes(run: run, profiles: ["6+", "2.0"], scenarios: Array(ids))
      #expect(Set(both.keys) == ["5", "6+"])
      #expect(Set(some.keys) == ["6+", "2.0"])
      #expect(some["2.0"]?.isEmpty == true)
      for profile in ["5", "6+"] {
        let alone = try store.outcomes(run: run, profile: profile, scenarios: Array(ids))
        #expect(alone.count == ruleCases.count)
        #expect(both[profile] == alone)
      }
      #expect(some["6+"] == both["6+"])
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
    // And of a letterboxed window (an iPhone's never is): one wrong, one that holds.
    scenarios[told].expectations.append(
      Expectation(profiles: ["8"], step: 1, letterboxed: true, evidence: .inferred))
    scenarios[told].expectations.append(
      Expectation(profiles: ["8"], step: 1, letterboxed: false, evidence: .inferred))
    // And claims marked knownDifference (catalogue-format §9.2): one that differs and one the
    // crash leaves unreached are known, not listed; one that agrees is a failure, listed once.
    let known = KnownDifference(rule: "R8.7", reason: "kept for now")
    scenarios[told].expectations.append(
      Expectation(
        profiles: ["8"], step: 0, through: 1, interfaceOrientation: .portrait,
        evidence: .observed, knownDifference: known))
    scenarios[told].expectations.append(
      Expectation(
        profiles: ["8"], step: 1, interfaceOrientation: .landscapeRight, rotated: true,
        evidence: .observed, knownDifference: known))
    scenarios[crashing].expectations.append(
      Expectation(
        profiles: ["6+"], step: 1, interfaceOrientation: .portrait, evidence: .observed,
        knownDifference: known))
    _ = try store.importScenarios(scenarios)
    let runner = Runner(store: store)
    let run = try runner.run().run
    let verification = try runner.verify(run: run)
    #expect(!verification.mismatches.isEmpty)
    let viewed = Set(try store.viewMismatches(run: run))
    // The view lists what fails, without the known difference's words.
    let failing = Set(
      verification.check.failures.map {
        var item = $0
        item.knownDifference = nil
        return item
      })
    #expect(
      failing == viewed,
      "only in verify: \(failing.subtracting(viewed)); only in the view: \(viewed.subtracting(failing))"
    )
    #expect(
      verification.check.knownDifferences.map {
        "\($0.scenario) \($0.profile) \($0.step) \($0.field)"
      }.sorted() == [
        "enum-as-mask-landscape-right 6+ 1 step",
        // The built-in catalogue's own: a report's claim that the engine contradicts.
        "main-window-never-made-visible 9+ 0 crashed",
        "main-window-never-made-visible 9+ 0 error",
        "seed000-nav-plain-portrait-first 8 1 interfaceOrientation",
      ])
    #expect(
      viewed.filter { $0.field == "knownDifference" }.map {
        "\($0.scenario) \($0.profile) \($0.step) \($0.wanted) \($0.got)"
      } == ["seed000-nav-plain-portrait-first 8 1 a difference agrees"])
    let streamed = try runner.check(run: run).check
    #expect(Set(streamed.mismatches) == Set(verification.mismatches))
    #expect(streamed.mismatches.count == verification.mismatches.count)
    #expect(streamed.outcomes == verification.outcomes.count)
    #expect(streamed.expectations == verification.check.expectations)
    #expect(Set(streamed.unchecked) == Set(verification.check.unchecked))
    #expect(verification.mismatches.contains { $0.field == "step" && $0.got == "not reached" })
    // The expectations that hold give no mismatch, in the view as in Swift.
    let added = [
      "notifiedExcludes", "notifiedIncludes", "windowOrientations", "asked", "notAsked",
      "letterboxed",
    ]
    #expect(
      viewed.filter {
        $0.scenario == "seed000-nav-plain-portrait-first" && $0.profile == "8" && $0.step == 1
          && added.contains($0.field)
      }.map { "\($0.field) \($0.wanted) \($0.got)" }.sorted() == [
        #"letterboxed true false"#,
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
        == Set(OutcomeField.compared.map(\.expectationKey) + ["step", "knownDifference"]))
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
}
