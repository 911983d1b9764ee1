import Foundation
import RotationCatalogue
import RotationCore
import Testing

@testable import RotationStore

@Suite("Store: import and export")
struct StoreTests {
  @Test("Each hash keeps its first text, stored in its row only once no scenario shows it")
  func definitionsOnce() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    let scenarios = Array(builtIn.scenarios.prefix(4))
    // The definition view as it must read: each hash with the first text imported for it.
    var first: [String: String] = [:]
    func importing(_ list: [Scenario]) throws {
      _ = try store.importScenarios(list)
      for scenario in list {
        first[scenario.contentHash] = first[scenario.contentHash] ?? scenario.definition.compact()
      }
    }
    func check(_ stage: String, stored: [Scenario]) throws {
      #expect(
        try rows(store, "SELECT hash, definition FROM definition ORDER BY hash")
          == first.sorted { $0.key < $1.key }.map { "\($0.key)|\($0.value)" }, "\(stage)")
      #expect(
        try rows(
          store,
          """
          SELECT h.hash FROM definition_row AS d JOIN hash AS h ON h.id = d.hash_key
          WHERE d.definition IS NOT NULL ORDER BY 1
          """)
          == stored.map(\.contentHash).sorted(), "\(stage)")
    }
    try importing(scenarios)
    try check("imported", stored: [])
    var retitled = scenarios[0]
    retitled.title = "Retitled, the same content"
    try importing([retitled])
    try check("a title changed", stored: [scenarios[0]])
    var shortened = scenarios[1]
    shortened.steps.removeLast()
    shortened.expectations = shortened.expectations.filter { $0.step < shortened.steps.count }
    try importing([shortened])
    try check("the content changed", stored: [scenarios[0], scenarios[1]])
    #expect(try store.removeScenarios([scenarios[2].id]) == 1)
    try check("removed", stored: [scenarios[0], scenarios[1], scenarios[2]])
    var back = scenarios[2]
    back.title = "Back with another title"
    try importing([back])
    try check("back again", stored: [scenarios[0], scenarios[1], scenarios[2]])
    // The shortened text, no longer shown, is kept in its row.
    try importing([scenarios[1]])
    try check(
      "the first content again", stored: [scenarios[0], scenarios[1], scenarios[2], shortened])
  }

  @Test("A database holds no scenario when new and once every scenario is removed")
  func holdsNoScenario() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    #expect(try store.holdsNoScenario)
    _ = try store.importScenarios(builtIn.scenarios.prefix(2))
    #expect(try !store.holdsNoScenario)
    _ = try store.removeScenarios([builtIn.scenarios[0].id])
    #expect(try !store.holdsNoScenario)
    _ = try store.removeScenarios([builtIn.scenarios[1].id])
    #expect(try store.holdsNoScenario)
  }

  @Test("Import then export is a round trip, byte for byte")
  func roundTrip() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    let summary = try store.importScenarios(builtIn.scenarios, behaviours: builtIn.behaviours)
    var expected = ImportSummary(added: builtIn.scenarios.count, changed: 0, unchanged: 0)
    expected.behaviours = builtIn.behaviours.count
    #expect(summary == expected)
    let exported = Catalogue(scenarios: try store.scenarios(), behaviours: try store.behaviours())
      .json.rendered()
    #expect(exported == builtIn.json.rendered())
    let again = try store.importScenarios(try Catalogue.decode(Array(exported.utf8)).scenarios)
    #expect(again == ImportSummary(added: 0, changed: 0, unchanged: builtIn.scenarios.count))
    #expect(try store.scenarioRows().count == builtIn.scenarios.count)
  }

  @Test("The §8 keys survive import then export: launch keys and the new expectation keys")
  func sectionEightRoundTrip() throws {
    let text = #"""
      {"formatVersion": 1, "scenarios": [{"id": "swiftui-ipad", "title": "SwiftUI template on iPad",
        "device": "ipad",
        "infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
          "UILaunchScreen": {"UIColorName": "Background"}, "UILaunchScreen~ipad": {},
          "UILaunchStoryboardName~ipad": "Pad"},
        "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "portrait"}},
        "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
        "expect": [{"profiles": ["9+", "26+"], "step": 1,
          "windowOrientations": {"main": "landscapeRight"}, "notifiedIncludes": ["root"],
          "notifiedExcludes": ["other", "another"], "evidence": "observed", "confidence": "medium"}]}]}
      """#
    let catalogue = try Catalogue.decode(Array(text.utf8))
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(catalogue.scenarios)
    let exported = Catalogue(scenarios: try store.scenarios()).json.rendered()
    #expect(exported == catalogue.json.rendered())
    for key in [
      "UILaunchScreen", "UILaunchScreen~ipad", "UILaunchStoryboardName~ipad", "windowOrientations",
      "notifiedIncludes", "notifiedExcludes",
    ] {
      #expect(exported.contains("\"\(key)\""), "\(key)")
    }
    #expect(
      try rows(
        store,
        "SELECT profile, window_orientations, notified_includes, notified_excludes FROM expectation ORDER BY profile_index"
      ) == [
        #"9+|{"main":"landscapeRight"}|["root"]|["other","another"]"#,
        #"26+|{"main":"landscapeRight"}|["root"]|["other","another"]"#,
      ])
  }

  @Test("knownDifference survives import then export, byte for byte (catalogue-format §9.2)")
  func knownDifferenceRoundTrip() throws {
    let text = #"""
      {"formatVersion": 1, "scenarios": [{"id": "marked", "title": "A claim the engine differs from",
        "device": "iphone",
        "window": {"rootViewController": {"name": "root"}},
        "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
        "expect": [{"profiles": ["8", "16+"], "step": 1, "interfaceOrientation": "portrait",
          "evidence": "observed", "source": "a report", "confidence": "low",
          "knownDifference": {"rule": "R8.7", "reason": "one report; the engine keeps R8.7"}},
          {"profiles": ["*"], "step": 0, "interfaceOrientation": "portrait", "evidence": "inferred"}]}]}
      """#
    let catalogue = try Catalogue.decode(Array(text.utf8))
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(catalogue.scenarios)
    let exported = Catalogue(scenarios: try store.scenarios()).json.rendered()
    #expect(exported == catalogue.json.rendered())
    #expect(try Catalogue.decode(Array(exported.utf8)) == catalogue)
    #expect(
      try rows(
        store,
        "SELECT position, profile, known_difference_rule, known_difference_reason FROM expectation "
          + "ORDER BY position, profile_index"
      ) == [
        "0|8|R8.7|one report; the engine keeps R8.7",
        "0|16+|R8.7|one report; the engine keeps R8.7", "1|*|NULL|NULL",
      ])
    // Unchanged on a second import; a changed reason is a change.
    #expect(try store.importScenarios(catalogue.scenarios).unchanged == 1)
    var changed = catalogue.scenarios
    changed[0].expectations[0].knownDifference?.reason = "another reason"
    #expect(try store.importScenarios(changed).changed == 1)
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

  @Test("SQLite's failures reach the user in plain words with the path, and change nothing")
  func plainErrors() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(Array(builtIn.scenarios.prefix(2)))
    let before = try dump(store)
    // A size limit at the current size: SQLite reports SQLITE_FULL, as on a full disk.
    let pages = try store.database.scalar("PRAGMA page_count")?.int ?? 0
    try store.database.execute("PRAGMA max_page_count = \(pages)")
    #expect(throws: StoreError.diskFull(path: file.path)) {
      try store.importScenarios(builtIn.scenarios)
    }
    #expect(try dump(store) == before)
    #expect(
      StoreError.diskFull(path: file.path).description
        == "the disk holding \(file.path) is full; nothing was written (free some space and try again)"
    )
    // Every other failure names the database and keeps SQLite's own words.
    let failure = DatabaseError(code: 1, message: "no such table: x", sql: "SELECT * FROM x")
    #expect(
      StoreError.classify(failure, path: "a.sqlite").description
        == "the database a.sqlite failed: no such table: x (SQLite error 1 while executing SELECT * FROM x)"
    )
    let codes: [(Int32, StoreError)] = [
      (3, .noPermission(path: "a.sqlite")), (5, .busy(path: "a.sqlite", seconds: nil)),
      (7, .outOfMemory(path: "a.sqlite")), (11, .corrupt(path: "a.sqlite")),
      (13, .diskFull(path: "a.sqlite")),
      (
        266,
        .ioFailure(path: "a.sqlite", DatabaseError(code: 266, message: "disk I/O error", sql: nil))
      ),
      (26, .notRotationDatabase(path: "a.sqlite", reason: "not an SQLite file")),
    ]
    for (code, wanted) in codes {
      let error = DatabaseError(code: code, message: code == 266 ? "disk I/O error" : "m", sql: nil)
      #expect(StoreError.classify(error, path: "a.sqlite") == wanted)
    }
  }

  @Test("A busy database is said to have been waited for only when the connection waited")
  func busyWording() {
    // The busy handler gave up after its timeout: the error carries how long it waited.
    let waiting = Waiting(timeout: 30, onWait: nil)
    #expect(waiting.wait(0) == 1 && waiting.wait(1) == 1 && waiting.wait(2) == 1)
    #expect(waiting.wait(3) == 0)
    #expect(waiting.takeGaveUp() == 30)
    #expect(waiting.takeGaveUp() == nil)
    // A new wait that ends in a lock clears what an earlier one left.
    #expect(waiting.wait(3) == 0 && waiting.wait(0) == 1 && waiting.takeGaveUp() == nil)
    let waited = DatabaseError(code: 5, message: "database is locked", sql: nil, waited: 2_000)
    #expect(
      StoreError.classify(waited, path: "a.sqlite").description
        == "gave up waiting after 2 s for another process that is writing to a.sqlite; try "
        + "again when it is done")
    // SQLite answers busy at once where waiting could deadlock: nothing was waited for.
    let atOnce = DatabaseError(code: 5, message: "database is locked", sql: nil)
    #expect(
      StoreError.classify(atOnce, path: "a.sqlite").description
        == "another process is writing to a.sqlite, and SQLite could not wait for it here; try "
        + "again when it is done")
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

  @Test("A page's expectations come from one query, each scenario's in catalogue order")
  func pageExpectations() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    // Every built-in scenario states expectations; this one states none.
    var withNone = builtIn.scenarios[0]
    withNone.id = "without-expectations"
    withNone.expectations = []
    let scenarios = builtIn.scenarios + [withNone]
    _ = try store.importScenarios(scenarios)
    // An expectation naming several profiles is one expectation, its profiles in their order.
    let several = try #require(
      builtIn.scenarios.first { $0.expectations.contains { $0.profiles.count > 1 } })
    let ids = scenarios.map(\.id).reversed() + ["no-such-scenario"]
    let read = try store.expectations(of: Array(ids))
    for scenario in scenarios {
      #expect(read[scenario.id] ?? [] == scenario.expectations, "\(scenario.id)")
      #expect(try store.expectations(of: scenario.id) == scenario.expectations, "\(scenario.id)")
    }
    #expect(read[withNone.id] == nil)
    #expect(read["no-such-scenario"] == nil)
    #expect(read[several.id] == several.expectations)
    #expect(try store.expectations(of: []).isEmpty)
    // Each scenario alone reads the same as in the page of all.
    let one = try store.expectations(of: [several.id])
    #expect(one == [several.id: several.expectations])
  }

  @Test("A tag's scenarios are walked in import order, each once, whatever the page size")
  func tagWalks() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(builtIn.scenarios)
    // The tags move after the import; the positions stay.
    var scenarios = builtIn.scenarios
    let lost = try #require(scenarios.firstIndex { $0.tags.contains("navigation") })
    let gained = try #require(scenarios.lastIndex { !$0.tags.contains("navigation") })
    scenarios[lost].tags.removeAll { $0 == "navigation" }
    scenarios[gained].tags.append("navigation")
    _ = try store.importScenarios([scenarios[lost], scenarios[gained]])
    let removed = try #require(scenarios.firstIndex { $0.tags.contains("navigation") })
    #expect(try store.removeScenarios([scenarios[removed].id]) == 1)
    scenarios.remove(at: removed)
    let tags: [String?] = [nil] + (try store.allTags())
    for tag in tags {
      let expected = scenarios.filter { scenario in tag.map(scenario.tags.contains) ?? true }
      let label = tag ?? "all"
      #expect(
        try store.scenarioRows(tag: tag).map(\.id) == expected.map(\.id), "rows of \(label)")
      var hashes: [String] = []
      try store.forEachScenarioHash(tag: tag) { hashes.append($0) }
      #expect(hashes == expected.map(\.contentHash), "hashes of \(label)")
      for limit in [1, 2, 7, 1_000] {
        var cursor = Store.ScenarioCursor(tag: tag)
        var ids: [String] = []
        while true {
          let page = try store.definitionPage(after: &cursor, limit: limit)
          guard !page.isEmpty else { break }
          #expect(page.count <= limit)
          ids += page.map(\.id)
        }
        #expect(ids == expected.map(\.id), "\(label), pages of \(limit)")
      }
      #expect(
        try store.hashedScenarios(tag: tag).map(\.scenario.id) == expected.map(\.id), "\(label)")
    }
    // Import order is not the order of the ids: a walk in id order would fail above.
    let navigation = scenarios.filter { $0.tags.contains("navigation") }.map(\.id)
    #expect(navigation != navigation.sorted() && navigation.count > 3)
  }

  @Test("A page's stored results come in one query, keyed by scenario and profile")
  func resultsOfAPage() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    let scenarios = Array(builtIn.scenarios.prefix(3))
    let profiles = [Profile.iOS5, Profile.iOS6]
    var sequences = Store.Sequences()
    // One table of names, as a run has: its outcomes then share their sequences.
    let names = NameTable()
    // Results for the first two scenarios under both profiles, the second under another engine
    // too: each key is read back under its own engine only.
    var expected: [Int64: [Int64: Store.StoredResult]] = [:]
    var keys: [Int64] = []
    try store.transaction {
      for (position, scenario) in scenarios.enumerated() {
        let key = try store.hashKey(scenario.contentHash)
        keys.append(key)
        guard position < 2 else { continue }
        for profile in profiles {
          let outcome = Evaluator(profile: profile, tracing: false).evaluate(
            PreparedScenario(scenario, names: names))
          let profileKey = try store.hashKey(profile.contentHash)
          for engine in position == 1 ? ["today", "other"] : ["today"] {
            let id = try store.insertResult(
              outcome, scenario: key, profile: profileKey, engine: engine,
              sequences: &sequences)
            if engine == "today" {
              expected[key, default: [:]][profileKey] = Store.StoredResult(
                id: id, crashed: outcome.crashed)
            }
          }
        }
      }
    }
    // A key twice, and a key with no results.
    let page = [keys[1], keys[0], keys[2], keys[1]]
    #expect(try store.results(scenarios: page, engine: "today") == expected)
    #expect(try store.results(scenarios: [], engine: "today").isEmpty)
    for key in keys {
      #expect(try store.results(scenario: key, engine: "today") == expected[key] ?? [:])
    }
    #expect(try store.results(scenarios: [keys[0]], engine: "other").isEmpty)
    #expect(try store.results(scenarios: [keys[1]], engine: "other")[keys[1]]?.count == 2)
    // One range of result ids a key (a result's id begins with its scenario key), never a scan.
    let plan = try rows(store, "EXPLAIN QUERY PLAN " + Store.resultsOfScenarios)
    #expect(
      plan.contains {
        $0.hasSuffix("SEARCH r USING INTEGER PRIMARY KEY (rowid>? AND rowid<?)")
      }, "\(plan)")
    #expect(!plan.contains { $0.hasSuffix("SCAN r") }, "\(plan)")
  }

  @Test("A run's definitions are read row by row: no view is built whole for a page")
  func runDefinitionsPlan() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    let plan = try rows(
      store,
      "EXPLAIN QUERY PLAN "
        + Store.runDefinitions(of: "SELECT 1 AS number, 0 AS position, 0 AS rank"))
    #expect(!plan.isEmpty)
    // The scenarios given are built (`MATERIALIZE e`); the definitions are not.
    #expect(
      plan.allSatisfy { !$0.contains("MATERIALIZE definition") && !$0.hasSuffix("SCAN d") },
      "\(plan)")
    #expect(
      plan.contains { $0.hasSuffix("SEARCH d USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN") })
  }
}
