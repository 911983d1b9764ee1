import RotationCore
import Testing

@testable import RotationStore

@Suite("Behaviours in the store: imported with their scenarios, upserted by id, pruned")
struct BehaviourStoreTests {
  static let scenario = try! Catalogue.decodeScenario(
    Array(
      #"{"id": "s", "title": "S", "device": "iphone", "window": {"rootViewController": {"name": "root"}}, "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]}"#
        .utf8))

  static func behaviour(_ id: String, question: String = "Does it turn?") -> Behaviour {
    Behaviour(
      id: id, area: "Turning", question: question, aliases: ["turn"],
      answer: .init(scenario: "s", step: 1, field: "rotated"),
      variants: [
        .init(label: "at launch", answer: .init(scenario: "s", step: 0, field: "rotated"))
      ],
      tags: [id])
  }

  @Test("Imported behaviours read back equal, in import order; a known id keeps its place")
  func upsert() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    let summary = try store.importScenarios(
      [Self.scenario], behaviours: [Self.behaviour("b"), Self.behaviour("a")])
    #expect(summary.behaviours == 2)
    #expect(try store.behaviours() == [Self.behaviour("b"), Self.behaviour("a")])
    _ = try store.importScenarios(
      [Self.scenario], behaviours: [Self.behaviour("c"), Self.behaviour("b", question: "Now?")])
    #expect(
      try store.behaviours() == [
        Self.behaviour("b", question: "Now?"), Self.behaviour("a"), Self.behaviour("c"),
      ])
    // Scenarios alone leave the behaviours as they are.
    _ = try store.importScenarios([Self.scenario])
    #expect(try store.behaviours().map(\.id) == ["b", "a", "c"])
  }

  @Test("A pruning import keeps only the behaviours it holds")
  func prune() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(
      [Self.scenario], behaviours: [Self.behaviour("a"), Self.behaviour("b")])
    _ = try store.importScenarios([Self.scenario], behaviours: [Self.behaviour("b")], prune: true)
    #expect(try store.behaviours().map(\.id) == ["b"])
  }

  @Test("A behaviour row the format refuses is named when read")
  func invalidRow() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    try store.database.run(
      #"INSERT INTO behaviour (id, position, definition) VALUES ('x', 0, '{"id":"x"}')"#)
    #expect(
      throws: StoreError.invalidContent(
        "behaviour 'x': question: missing required key 'question' (line 1)")
    ) { try store.behaviours() }
  }

  @Test("The schema refuses a behaviour id the format refuses")
  func schemaChecksID() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    #expect(throws: DatabaseError.self) {
      try store.database.run(
        "INSERT INTO behaviour (id, position, definition) VALUES ('Bad_Id', 0, '{}')")
    }
  }
}
