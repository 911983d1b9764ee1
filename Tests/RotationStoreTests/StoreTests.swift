import Foundation
import RotationCatalogue
import RotationCore
import Testing

@testable import RotationStore

@Suite("Store: import and export")
struct StoreTests {
  @Test("Import then export is a round trip, byte for byte")
  func roundTrip() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    let summary = try store.importScenarios(builtIn.scenarios)
    #expect(summary == ImportSummary(added: builtIn.scenarios.count, changed: 0, unchanged: 0))
    let exported = Catalogue(scenarios: try store.scenarios()).json.rendered()
    #expect(exported == builtIn.json.rendered())
    let again = try store.importScenarios(try Catalogue.decode(Array(exported.utf8)).scenarios)
    #expect(again == ImportSummary(added: 0, changed: 0, unchanged: builtIn.scenarios.count))
    #expect(try store.scenarioRows().count == builtIn.scenarios.count)
  }

  @Test("A failing import in the middle changes nothing")
  func importAtomicity() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(Array(builtIn.scenarios.prefix(2)))
    let before = try dump(store)
    var bad = builtIn.scenarios[5]
    // Listing a profile twice violates the expectation table's key: SQLite fails mid-import.
    bad.expectations[0].profiles = ["5", "5"]
    var changed = builtIn.scenarios[0]
    changed.title = "changed"
    #expect(throws: StoreError.self) {
      try store.importScenarios([changed, builtIn.scenarios[3], bad, builtIn.scenarios[4]])
    }
    #expect(try dump(store) == before)
  }

  @Test("Re-importing a scenario whose expectations or tags changed counts it as changed")
  func reimportCounts() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(Array(builtIn.scenarios.prefix(3)))
    var expectationChanged = builtIn.scenarios[0]
    expectationChanged.expectations[0].evidence = .device
    var tagChanged = builtIn.scenarios[1]
    tagChanged.tags.append("another")
    let summary = try store.importScenarios([
      expectationChanged, tagChanged, builtIn.scenarios[2],
    ])
    #expect(summary == ImportSummary(added: 0, changed: 2, unchanged: 1))
    let stored = try store.scenarios()
    #expect(stored[0].expectations == expectationChanged.expectations)
    #expect(stored[1].tags == tagChanged.tags)
  }
}
