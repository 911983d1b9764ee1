import Foundation
import Testing

@Suite("Behaviours end to end: imported, exported, refused with their path")
struct BehaviourEndToEndTests {
  static let scenario =
    #"{"id": "turns", "title": "Turns", "device": "iphone", "window": {"rootViewController": {"name": "root"}}, "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]}"#

  static func catalogue(_ behaviours: String) -> String {
    #"{"formatVersion": 1, "scenarios": [\#(scenario)], "behaviours": [\#(behaviours)]}"#
  }

  static let behaviour =
    #"{"id": "turns-q", "area": "Turning", "question": "Does it turn?", "answer": {"scenario": "turns", "step": 1, "field": "rotated"}, "tags": ["turns-q"]}"#

  @Test(
    "import keeps the behaviours; export writes them after the scenarios; again changes nothing")
  func roundTrip() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(Self.catalogue(Self.behaviour), "app.json")
    let imported = try space.run(["import", "app.json"])
    #expect(
      imported.out
        == "Imported 1 scenario into ./rotationdb.sqlite: 1 new, 0 changed, 0 unchanged; "
        + "1 behaviour.\n")
    let exported = try space.run(["export"])
    #expect(exported.status == 0)
    let canonical = try space.run(["catalogue", "app.json"])
    #expect(exported.out == canonical.out)
    #expect(exported.out.contains(#""behaviours": ["#))
    try space.write(exported.out, "again.json")
    #expect(try space.run(["import", "again.json"]).status == 0)
    #expect(try space.run(["export"]).out == exported.out)
    // A tag's export holds its scenarios only.
    #expect(!(try space.run(["export", "--tag", "none-such"]).out.contains("behaviours")))
  }

  @Test("A behaviour naming a step its scenario lacks is refused with its path; nothing changes")
  func refused() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(Self.catalogue(Self.behaviour), "app.json")
    #expect(try space.run(["import", "app.json"]).status == 0)
    let before = try sqlite3(space.database, "SELECT id, position, definition FROM behaviour")
    let bad = Self.behaviour.replacingOccurrences(of: #""step": 1"#, with: #""step": 4"#)
      .replacingOccurrences(of: "Does it turn?", with: "Changed?")
    try space.write(Self.catalogue(bad), "bad.json")
    let result = try space.run(["import", "bad.json"])
    #expect(result.status == 65)
    #expect(
      result.err.contains(
        "bad.json: behaviours[0].answer.step: scenario 'turns' has steps 0 to 1; 4 is not one "
          + "of them"), "\(result.err)")
    #expect(try sqlite3(space.database, "SELECT id, position, definition FROM behaviour") == before)
  }

  @Test("Two files with the same behaviour id are refused, naming both")
  func duplicateAcrossFiles() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(Self.catalogue(Self.behaviour), "a.json")
    let other = Self.catalogue(Self.behaviour).replacingOccurrences(
      of: #""id": "turns""#, with: #""id": "turns-2""#
    ).replacingOccurrences(of: #""scenario": "turns""#, with: #""scenario": "turns-2""#)
    try space.write(other, "b.json")
    let result = try space.run(["import", "a.json", "b.json"])
    #expect(result.status == 65)
    #expect(result.err.contains("b.json: behaviour 'turns-q' is also in a.json"), "\(result.err)")
    #expect(!FileManager.default.fileExists(atPath: space.database))
  }
}
