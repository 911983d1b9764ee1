import Foundation
import RotationCore
import RotationMigrations
import RotationSpace
import Testing

@testable import RotationStore

@Suite("Store: generated scenarios kept by reference")
struct GeneratedScenarioTests {
  let space = ConfigurationSpace.small

  /// The space's scenarios, in a database by reference and in another as their texts.
  func imported() throws -> (references: Store, texts: Store, files: [TemporaryDatabase]) {
    let files = [try TemporaryDatabase(), try TemporaryDatabase()]
    let references = try files[0].open()
    let texts = try files[1].open()
    _ = try references.importScenarios(
      (0..<space.count).map { Store.ImportItem(space: space, index: $0) })
    _ = try texts.importScenarios((0..<space.count).map { space.scenario(at: $0) })
    return (references, texts, files)
  }

  @Test("A generated scenario is kept as its space and index, and read back as its text would be")
  func readBack() throws {
    let (references, texts, files) = try imported()
    _ = files
    #expect(
      try rows(references, "SELECT count(*), count(definition), count(space) FROM scenario")
        == ["\(space.count)|0|\(space.count)"])
    #expect(
      try rows(references, "SELECT space, space_index FROM scenario WHERE position = 7")
        == ["small|7"])
    // The same scenarios, hashes, tags and listing as the texts give.
    #expect(try references.hashedScenarios().map(\.hash) == texts.hashedScenarios().map(\.hash))
    #expect(try references.scenarios() == texts.scenarios())
    #expect(try references.scenarioRows() == texts.scenarioRows())
    #expect(try references.scenarioRows(tag: "nav") == texts.scenarioRows(tag: "nav"))
    // The definition view names the reference where the text would be.
    #expect(
      try rows(references, "SELECT count(*), count(definition), count(space) FROM definition")
        == ["\(space.count)|0|\(space.count)"])
    // The file holds less: the texts are 600 to 1,500 bytes each.
    let size = { (store: Store) in
      try rows(store, "SELECT sum(length(definition)) FROM scenario").first ?? ""
    }
    #expect(try size(references) == "NULL")
    #expect(try Int(size(texts)) ?? 0 > space.count * 500)
  }

  @Test("Importing the texts of generated scenarios as references keeps nothing twice")
  func textsBecomeReferences() throws {
    let (_, texts, files) = try imported()
    _ = files
    let summary = try texts.importScenarios(
      (0..<space.count).map { Store.ImportItem(space: space, index: $0) })
    #expect(summary == ImportSummary(added: 0, changed: 0, unchanged: space.count))
    #expect(
      try rows(texts, "SELECT count(definition), count(space) FROM scenario") == [
        "0|\(space.count)"
      ])
    // The same hashes: no row keeps a text or a reference for history.
    #expect(
      try rows(
        texts,
        "SELECT count(*) FROM definition_row WHERE definition IS NOT NULL OR space IS NOT NULL")
        == ["0"])
  }

  @Test("A removed or replaced generated scenario keeps its reference for the runs that used it")
  func history() throws {
    let (references, _, files) = try imported()
    _ = files
    let removed = space.scenario(at: 3)
    var replaced = space.scenario(at: 4)
    #expect(try references.removeScenarios([removed.id]) == 1)
    replaced.title = "Retitled by hand"
    _ = try references.importScenarios([replaced])
    #expect(
      try rows(
        references,
        "SELECT h.hash, d.definition, d.space, d.space_index FROM definition_row AS d "
          + "JOIN hash AS h ON h.id = d.hash_key "
          + "WHERE d.definition IS NOT NULL OR d.space IS NOT NULL ORDER BY d.space_index")
        == [
          "\(removed.contentHash)|NULL|small|3",
          "\(space.scenario(at: 4).contentHash)|NULL|small|4",
        ])
    // The hand-edited scenario is a text now. Its title is not part of its hash, so the view
    // gives the hash the first definition imported for it, the reference.
    #expect(replaced.contentHash == space.scenario(at: 4).contentHash)
    #expect(
      try rows(references, "SELECT definition FROM scenario WHERE id = '\(replaced.id)'")
        == [replaced.definition.compact()])
    #expect(
      try rows(
        references,
        "SELECT definition, space, space_index FROM definition WHERE hash IN "
          + "('\(removed.contentHash)', '\(replaced.contentHash)') ORDER BY space_index")
        == ["NULL|small|3", "NULL|small|4"])
  }

  @Test(
    "A reference this rotationdb does not make is an error naming the scenario",
    arguments: [
      ("space = 'huge'", "it was generated in space 'huge', which this rotationdb does not make"),
      ("space_index = 1340", "space 'small' holds 1340 scenarios, not one at index 1340"),
      ("space_index = -1", "space 'small' holds 1340 scenarios, not one at index -1"),
      (
        "space_index = 8",
        "index 8 of space 'small' is scenario \(ConfigurationSpace.small.scenario(at: 8).id)"
      ),
    ])
  func damaged(change: String, message: String) throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios((0..<10).map { Store.ImportItem(space: space, index: $0) })
    let id = space.scenario(at: 2).id
    try store.database.run(
      """
      UPDATE scenario_row SET \(change)
      WHERE number = (SELECT number FROM scenario_number WHERE id = ?)
      """, [.text(id)])
    do {
      _ = try store.scenarios()
      Issue.record("a damaged reference was read")
    } catch {
      #expect(
        error.description.contains("invalid content: scenario \(id): \(message)"),
        "\(error.description)")
    }
  }

  @Test(
    "The schema refuses a scenario with both a text and a reference, or neither; a title only with a text"
  )
  func eitherTextOrReference() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios((0..<2).map { Store.ImportItem(space: space, index: $0) })
    for change in [
      "definition = '{}'", "space = NULL", "space_index = NULL",
      "space = NULL, space_index = NULL", "title = 'A stored title'",
      "definition = '{}', space = NULL, space_index = NULL",
    ] {
      #expect(throws: DatabaseError.self, "\(change)") {
        try store.database.run("UPDATE scenario_row SET \(change) WHERE position = 0")
      }
    }
    // A text with its title is a scenario row.
    try store.database.run(
      """
      UPDATE scenario_row SET definition = '{}', space = NULL, space_index = NULL,
        title = 'A stored title'
      WHERE position = 0
      """)
  }
}
