import Foundation
import Testing

/// Profiles a user defined, over time: removed after a run, or stored by an older rotationdb.
@Suite("Profiles of your own over time (the real binary, a fresh folder each)")
struct ProfilesEndToEndTests {
  static let tabs =
    #"{"id": "6+-tabs", "base": "6+", "parameters": {"tabBarDefault": "intersectionOfTabs"}}"#

  /// What `verify` and `report` say when no run is complete: the latest run and how it differs.
  static func noCompleteRun(_ run: Int, _ differs: String) -> String {
    "Error: no complete run (every scenario under every profile) yet; the latest, run \(run), "
      + "\(differs): give --run \(run), or record a complete one with 'rotationdb run'\n"
  }

  @Test("After profiles remove, verify and report name the removed profile, not a longer list")
  func removedProfile() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(Self.tabs, "tabs.json")
    #expect(try space.run(["profiles", "add", "tabs.json"]).status == 0)
    #expect(try space.run(["import", Fixture.catalogue]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    #expect(try space.run(["verify"]).status == 0)
    #expect(try space.run(["profiles", "remove", "6+-tabs"]).status == 0)
    let gone = Self.noCompleteRun(
      1, "was made under profile 6+-tabs, which the database no longer holds")
    for command in [["verify"], ["report", "--out", "report.md"]] {
      let refused = try space.run(command)
      #expect(refused.status == 65, "\(command)")
      #expect(refused.err == gone, "\(command)")
    }
    #expect(try space.run(["verify", "--run", "1"]).status == 0)

    // A partial run made before the removal (run 1 is complete again meanwhile), then one after.
    #expect(try space.run(["profiles", "add", "tabs.json"]).status == 0)
    #expect(try space.run(["run", "--profile", "5", "--profile", "6+-tabs"]).status == 0)
    #expect(try space.run(["verify"]).out.hasPrefix("Run 1: "))
    #expect(try space.run(["profiles", "remove", "6+-tabs"]).status == 0)
    #expect(
      try space.run(["verify"]).err
        == Self.noCompleteRun(
          2,
          "covers only profile 5 and was made under profile 6+-tabs, which the database no "
            + "longer holds"))
    #expect(try space.run(["run", "--profile", "5"]).status == 0)
    #expect(try space.run(["report"]).err == Self.noCompleteRun(3, "covers only profile 5"))
  }
}
