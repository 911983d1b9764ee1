import Foundation
import Testing

/// A profile id must be one the command line can name again.
@Suite("Profile ids the command line can name")
struct ProfileIDTests {
  @Test(
    "An id starting with '-' is refused (exit 65), the database unchanged",
    arguments: ["-x", "--db"])
  func leadingDash(_ id: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    #expect(try Binary.run(["import", Fixture.catalogue, "--db", database]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    let file = directory.appendingPathComponent("dash.json").path
    try #"{"id": "\#(id)", "base": "6+"}"#.write(toFile: file, atomically: true, encoding: .utf8)
    let message =
      "Error: \(file): id: '\(id)' is not a valid profile id: it starts with '-', which the "
      + "command line reads as an option; start it with a letter or a digit (line 1)\n"
    let added = try Binary.run(["profiles", "add", file, "--db", database])
    #expect(added.status == 65)
    #expect(added.err == message, "\(added.err)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    let evaluated = try Binary.run(["evaluate", Fixture.catalogue, "--profiles-file", file])
    #expect(evaluated.status == 65)
    #expect(evaluated.err == message)
  }
}
