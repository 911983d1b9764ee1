import Foundation
import Testing

/// What `verify`, `diff --runs` and `runs` say of a change that fails under six profiles, with
/// the real binary: a difference a line for the profiles that share it, a closing count, the
/// failures of a run now and when it ran, and a run of an older definition skipped by name.
@Suite("verify, diff --runs and runs summarise")
struct SummaryOutputTests {
  static let profiles = "6+, 8, 9+, 13+, 16+, 26+"

  /// Run 1 of the daily loop's catalogue, accepted; then the feed allows landscape, and run 2.
  static func changed() throws -> Workspace {
    let space = try Workspace()
    try space.write(AcceptMixedEvidenceTests.catalogue, "my-app.json")
    #expect(try space.run(["import", "my-app.json"]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    #expect(try space.run(["accept", "--write", "my-app.json"]).status == 0)
    let changed = try space.read("my-app.json").replacingOccurrences(
      of: #""supportedInterfaceOrientations": "portrait""#,
      with: #""supportedInterfaceOrientations": "allButUpsideDown""#)
    try space.write(changed, "my-app.json")
    #expect(try space.run(["import", "my-app.json"]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    return space
  }

  @Test("verify lists a difference once for the profiles that share it, then counts")
  func verifyGroups() throws {
    let space = try Self.changed()
    defer { space.remove() }
    let verified = try space.run(["verify"])
    #expect(verified.status == 1)
    #expect(
      verified.out
        == "Run 2: 18 outcomes, 54 expectations checked: 12 expectations differ in 18 fields:\n"
        + "  feed, step 1, interfaceOrientation: wanted portrait, got landscapeRight under "
        + "\(Self.profiles) (evidence: device; source: iPhone 12, iOS 17.4)\n"
        + "  feed, step 1, statusBarOrientation: wanted portrait, got landscapeRight under "
        + "\(Self.profiles) (evidence: recorded)\n"
        + "  feed, step 1, rotated: wanted false, got true under \(Self.profiles) "
        + "(evidence: recorded)\n"
        + "Run 2: 42 hold, 0 known differences, 12 failures: 18 fields in 1 scenario under "
        + "6 profiles.\n", "\(verified.out)")
    // JUnit keeps a test case for each scenario and profile.
    #expect(try space.run(["verify", "--junit", "junit.xml"]).status == 1)
    let xml = try space.read("junit.xml")
    #expect(xml.contains(#"tests="18" failures="6""#), "\(xml)")
  }

  @Test("diff --runs lists a change once for the profiles that share it, then counts; exit 1")
  func diffGroups() throws {
    let space = try Self.changed()
    defer { space.remove() }
    let diff = try space.run(["diff", "--runs", "1", "2"])
    #expect(diff.status == 1)
    let lines = diff.out.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.dropFirst(3)) == [
        "6 changes from run 1 to run 2:",
        "  REGRESSION feed under \(Self.profiles): step 1: interfaceOrientation wanted "
          + "portrait, got landscapeRight; step 1: statusBarOrientation wanted portrait, got "
          + "landscapeRight; step 1: rotated wanted false, got true",
        "    step 1 (rotate landscapeLeft): interface portrait → interface landscapeRight, "
          + "rotated",
        "6 changes in 1 scenario: 6 regressions.",
      ], "\(diff.out)")
    let back = try space.run(["diff", "--runs", "2", "1"])
    #expect(back.status == 0)
    #expect(back.out.hasSuffix("\n6 changes in 1 scenario: 6 fixed.\n"), "\(back.out)")
  }

  @Test("runs counts a run's failures now, as verify does, and when it ran, as diff --runs does")
  func runsNowAndThen() throws {
    let space = try Self.changed()
    defer { space.remove() }
    #expect(try space.run(["accept", "--force"]).status == 0)
    #expect(
      try space.run(["verify", "--run", "2"]).out
        == "Run 2: 18 outcomes, 60 expectations checked: all hold.\n")
    let rows = try space.run(["runs"]).out.split(separator: "\n").map(String.init)
    #expect(rows[0].hasSuffix("  ENGINE  FAILS NOW  FAILED WHEN RUN"), "\(rows)")
    #expect(rows[2].hasSuffix("  0          18"), "\(rows)")
    let json = try space.run(["runs", "--format", "json"])
    let runs = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
    #expect(runs.map { $0["failuresNow"] as? Int } == [0, 0])
    #expect(runs.map { $0["failures"] as? Int } == [0, 18])
  }

  @Test("verify --run of a run older than a scenario's edit skips that scenario and says why")
  func olderDefinition() throws {
    let space = try Self.changed()
    defer { space.remove() }
    let skipped =
      "Skipped feed: run 1 evaluated an older definition of this scenario, and its "
      + "expectations are for the current one (9 outcomes not compared). To check it: "
      + "'rotationdb run', then 'rotationdb verify'.\n"
    let verified = try space.run(["verify", "--run", "1", "--junit", "junit.xml"])
    #expect(verified.status == 0, "\(verified.out)")
    #expect(
      verified.out == "Run 1: 9 outcomes, 27 expectations checked: all hold.\n" + skipped,
      "\(verified.out)")
    // In JUnit the feed's cases are skipped, not failed.
    let xml = try space.read("junit.xml")
    #expect(xml.contains(#"tests="18" failures="0" skipped="9""#), "\(xml)")
    // Outcomes left out are outcomes not checked: --require-expectations fails them.
    let required = try space.run(["verify", "--run", "1", "--require-expectations"])
    #expect(required.status == 1)
    #expect(required.out.hasSuffix(skipped))
    // runs leaves them out of the count now, as verify does.
    let rows = try space.run(["runs"]).out.split(separator: "\n").map(String.init)
    #expect(rows[1].hasSuffix("  0          0"), "\(rows)")
  }
}
