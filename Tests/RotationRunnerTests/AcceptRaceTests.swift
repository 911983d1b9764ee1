import Foundation
import RotationCore
import Testing

@testable import RotationRunner
@testable import RotationStore

/// `accept` against an `import` from another process landing between its checks and its write:
/// the checks are read in the transaction that writes, so the import waits (here it gives up
/// after 200 ms) and the checks still hold when accept writes.
@Suite("accept racing import")
struct AcceptRaceTests {
  /// Imports `scenario` through a second connection, as another process would; "busy" when the
  /// database is held for longer than 200 ms.
  func competingImport(_ path: String, _ scenario: Scenario) -> String {
    do {
      let other = try Store(path: path, create: false, busyTimeout: 200)
      _ = try other.importScenarios([scenario])
      return "imported"
    } catch StoreError.busy {
      return "busy"
    } catch {
      return "\(error)"
    }
  }

  @Test("A step removed by an import between accept's checks and its write is never accepted")
  func stepsRemoved() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    var scenario = builtIn.scenarios[0]
    scenario.expectations = []
    _ = try store.importScenarios([scenario])
    let runner = Runner(store: store)
    let run = try runner.run().run
    var shorter = scenario
    shorter.steps.removeLast()
    var competing = ""
    let plan = try runner.accept(run: run, scenarios: [], force: true, dryRun: false) {
      competing = competingImport(file.path, shorter)
    }
    #expect(competing == "busy")
    #expect(plan.written)
    if competing == "busy" { #expect(competingImport(file.path, shorter) == "imported") }
    // Export, then import: every expectation names a step the scenario has.
    let exported = Catalogue(scenarios: try store.scenarios()).json.rendered()
    #expect(throws: Never.self) { try Catalogue.decode(Array(exported.utf8)) }
  }

  @Test("Stronger evidence imported between accept's checks and its write is not replaced")
  func strongerEvidence() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    let original = builtIn.scenarios[1]
    #expect(
      original.expectations[0].profiles == ["*"] && original.expectations[0].evidence != .recorded)
    var scenario = original
    scenario.expectations = []
    _ = try store.importScenarios([scenario])
    let runner = Runner(store: store)
    let run = try runner.run(profiles: ["6+"]).run
    var competing = ""
    _ = try runner.accept(run: run, scenarios: [], force: false, dryRun: false) {
      competing = competingImport(file.path, original)
    }
    #expect(competing == "busy")
    if competing == "busy" { #expect(competingImport(file.path, original) == "imported") }
    let kept = try store.expectations(of: original.id).filter {
      $0.applies(to: "6+") && $0.evidence != .recorded
    }
    #expect(!kept.isEmpty)
  }
}
