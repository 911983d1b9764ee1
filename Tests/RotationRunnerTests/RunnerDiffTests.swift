import Foundation
import RotationCatalogue
import RotationCore
import RotationReports
import RotationSpace
import Testing

@testable import RotationRunner
@testable import RotationStore

@Suite("Runner: diffs between profiles and between runs")
struct RunnerDiffTests {
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
      comparison.notes.first == "Each run is judged by the expectations recorded with it.")
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
    // docs/commands.md quotes one of these lines: it is the tool's, word for word.
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
          "docs/commands.md"), encoding: .utf8)
    let quoted = try #require(
      readme.split(separator: "\n").first {
        $0.hasPrefix("  116 scenarios: step 0 (launch): 5 interface portrait;")
      })
    #expect(lines.contains(String(quoted.dropFirst(2))), "docs/commands.md: \(quoted)")
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
