import Foundation
import Testing

@Suite("Defaults that agree: the default database, the run each command reads, the views")
struct DefaultsTests {
  @Test("explain reads ./rotationdb.sqlite when no catalogue or --db is given")
  func explainDefaultDatabase() throws {
    let space = try Workspace()
    defer { space.remove() }
    let missing = try space.run(["explain", "feed", "--profile", "17"])
    #expect(missing.status == 66, "\(missing.err)")
    #expect(missing.err.contains("./rotationdb.sqlite"), "\(missing.err)")
    try space.write(AcceptMixedEvidenceTests.catalogue, "app.json")
    #expect(try space.run(["import", "app.json"]).status == 0)
    let explained = try space.run(["explain", "feed", "--profile", "17"])
    #expect(explained.status == 0, "\(explained.err)")
    #expect(explained.out == (try space.run(["explain", "app.json", "feed", "-p", "17"])).out)
    let unknown = try space.run(["explain", "nope", "--profile", "17"])
    #expect(unknown.status == 65)
    #expect(unknown.err.hasPrefix("Error: no scenario 'nope' in ./rotationdb.sqlite"))
  }

  @Test("diff --profiles A B reads the latest run covering both; the latest_* views follow the CLI")
  func latestCoveringRun() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(AcceptMixedEvidenceTests.catalogue, "app.json")
    #expect(try space.run(["import", "app.json"]).status == 0)
    #expect(try space.run(["run", "--profile", "5", "--profile", "6+"]).status == 0)
    let diff = try space.run(["diff", "--profiles", "5", "6+"])
    #expect(diff.status == 0, "\(diff.err)")
    #expect(diff.out.hasPrefix("No scenario behaves differently under 5 and 6+ (2 compared)."))
    // A later run of another profile does not hide it.
    #expect(try space.run(["run", "--profile", "8"]).status == 0)
    #expect(try space.run(["diff", "--profiles", "5", "6+"]).out == diff.out)
    let none = try space.run(["diff", "--profiles", "5", "8"])
    #expect(none.status == 65)
    #expect(
      none.err.hasPrefix(
        "Error: no run covers 5 and 8 for every scenario (a run without --tag under both); "
          + "the latest is run 2"), "\(none.err)")
    // No complete run yet: the views read none, as verify finds none.
    let views =
      "SELECT (SELECT count(*) FROM latest_final_orientation), (SELECT id FROM latest_run)"
    #expect(try sqlite3(space.database, views) == "0|2\n")
    #expect(try space.run(["verify"]).status == 65)
    #expect(try space.run(["run"]).status == 0)
    #expect(try space.run(["run", "--profile", "6+"]).status == 0)
    // The complete run 3, not the partial run 4.
    #expect(try sqlite3(space.database, views) == "18|4\n")
    #expect(try sqlite3(space.database, "SELECT id FROM latest_complete_run") == "3\n")
    #expect(
      try sqlite3(space.database, "SELECT DISTINCT run FROM latest_final_orientation") == "3\n")
    #expect(try space.run(["verify"]).out.hasPrefix("Run 3: 18 outcomes"))
  }
}
