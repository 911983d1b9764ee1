import Foundation
import RotationCore
import Testing

@testable import RotationStore

/// A write that fails leaves the database as it was and gives back what it took.
@Suite("Failed writes")
struct FailedWriteTests {
  func walSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int) ?? 0
  }

  @Test("After a disk-full rollback the -wal file is checkpointed back to nothing")
  func diskFullGivesBackTheWAL() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(builtIn.scenarios.prefix(3))
    try store.database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    #expect(walSize(file.path) == 0)
    let before = try dump(store)
    // A small cache spills the transaction's pages to the -wal file before it fails; a page
    // limit just above the database's size fails it as a full disk would.
    try store.database.execute("PRAGMA cache_size = 8")
    let pages = try store.database.scalar("PRAGMA page_count")?.int ?? 0
    _ = try store.database.scalar("PRAGMA max_page_count = \(pages + 4)")
    #expect(throws: StoreError.diskFull(path: file.path)) {
      try store.importScenarios(builtIn.scenarios)
    }
    #expect(walSize(file.path) == 0)
    #expect(try dump(store) == before)
  }

  @Test("An import naming a profile the database no longer holds is refused whole")
  func profileRemovedBeforeImport() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    var scenario = builtIn.scenarios[1]
    scenario.expectations[0].profiles = ["gone"]
    let before = try dump(store)
    #expect(throws: StoreError.unknownProfile("gone")) {
      try store.importScenarios(builtIn.scenarios.prefix(1) + [scenario])
    }
    #expect(try dump(store) == before)
  }
}
