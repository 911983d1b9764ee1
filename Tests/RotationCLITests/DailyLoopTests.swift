import Foundation
import RotationCore
import Testing

/// The README's typical loop, as a team runs it every day, with the real binary in a folder of
/// its own (the default database, ./rotationdb.sqlite).
@Suite("The README's daily loop end to end")
struct DailyLoopTests {
  static let profiles = "2.0, 2.1+, 5, 6+, 8, 9+, 13+, 16+, 26+"

  @Test(
    "catalogue with device evidence → import → run → verify → accept --write → change → run → diff --runs"
  )
  func loop() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(AcceptMixedEvidenceTests.catalogue, "my-app.json")
    let imported = try space.run(["import", "my-app.json"])
    #expect(
      imported.out
        == "Imported 2 scenarios into ./rotationdb.sqlite: 2 new, 0 changed, 0 unchanged.\n")
    #expect(
      try space.run(["run"]).out
        == "run 1: 2 scenarios × 9 profiles (\(Self.profiles)) = 18 outcomes, 18 evaluated, "
        + "0 reused; 0 crashed\n")
    let verified = try space.run(["verify", "--require-expectations", "--junit", "junit.xml"])
    #expect(verified.status == 1)
    #expect(
      verified.out.hasPrefix(
        "Run 1: 18 outcomes, 9 expectations checked: all hold.\n9 outcomes with no expectation "
          + "(--require-expectations):\n  player under 2.0\n"), "\(verified.out)")
    let accepted = try space.run(["accept", "--write", "my-app.json"])
    #expect(accepted.status == 0)
    #expect(
      accepted.out.hasPrefix(
        "Accepted 18 outcomes of run 1 (evidence recorded): 5 expectations added, 0 changed, "
          + "1 kept.\n  feed under \(Self.profiles), step 0: interfaceOrientation (none) → "
          + "portrait\n"), "\(accepted.out)")
    #expect(accepted.out.hasSuffix("Wrote the expectations of 2 scenarios into my-app.json.\n"))
    #expect(
      try space.run(["verify", "--require-expectations"]).out
        == "Run 1: 18 outcomes, 54 expectations checked: all hold.\n")
    // The change: the feed now allows landscape.
    let changed = try space.read("my-app.json").replacingOccurrences(
      of: #""supportedInterfaceOrientations": "portrait""#,
      with: #""supportedInterfaceOrientations": "allButUpsideDown""#)
    try space.write(changed, "my-app.json")
    #expect(
      try space.run(["import", "my-app.json"]).out
        == "Imported 2 scenarios into ./rotationdb.sqlite: 0 new, 1 changed, 1 unchanged.\n")
    #expect(
      try space.run(["run"]).out
        == "run 2: 2 scenarios × 9 profiles (\(Self.profiles)) = 18 outcomes, 9 evaluated, "
        + "9 reused; 0 crashed\n")
    // A regression fails the command, as a failure fails verify, in every format.
    let diff = try space.run(["diff", "--runs", "1", "2"])
    #expect(diff.status == 1)
    #expect(try space.run(["diff", "--runs", "1", "2", "-f", "md", "--out", "d.md"]).status == 1)
    #expect(try space.read("d.md").contains("feed"))
    // The other way round the same changes are fixes: nothing fails.
    let back = try space.run(["diff", "--runs", "2", "1"])
    #expect(back.status == 0, "\(back.out)")
    #expect(back.out.contains("  FIXED feed under 6+, 8, 9+, 13+, 16+, 26+: "), "\(back.out)")
    #expect(!back.out.contains("REGRESSION"))
    let lines = diff.out.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(4)) == [
        "Each run is judged by the expectations recorded with it.",
        "Scenario feed changed between the runs: feed.supportedInterfaceOrientations: "
          + "\"portrait\" → \"allButUpsideDown\".",
        "Expectations changed between the runs for 2 scenarios: feed, player.",
        "6 changes from run 1 to run 2:",
      ], "\(diff.out)")
    #expect(
      lines[4]
        == "  REGRESSION feed under 6+, 8, 9+, 13+, 16+, 26+: step 1: interfaceOrientation wanted portrait, got "
        + "landscapeRight; step 1: statusBarOrientation wanted portrait, got landscapeRight; "
        + "step 1: rotated wanted false, got true")
    // Accepting the change later does not rewrite history: the same runs, the same verdicts.
    #expect(try space.run(["accept", "--force"]).status == 0)
    let again = try space.run(["diff", "--runs", "1", "2"])
    #expect(again.out == diff.out)
    #expect(again.status == 1)
    // The runs, as history.
    let runs = try space.run(["runs"])
    let rows = runs.out.split(separator: "\n").map(String.init)
    #expect(rows.count == 3)
    #expect(
      rows[0] == "RUN  TIME                  PROFILES                        SCENARIOS  COVERAGE  "
        + "ENGINE  FAILS NOW  FAILED WHEN RUN")
    #expect(rows[1].hasPrefix("1    20"))
    // The engine's column is as wide as its heading.
    let engine = Engine.version.padding(toLength: 6, withPad: " ", startingAt: 0)
    #expect(
      rows[1].hasSuffix(
        "  2.0,2.1+,5,6+,8,9+,13+,16+,26+  2          complete  \(engine)  0          0"))
    // After the accept, run 2 fails nothing now, as verify says; when it ran, it failed 18.
    #expect(rows[2].hasSuffix("  complete  \(engine)  0          18"), "\(runs.out)")
  }

  @Test("runs lists partial and repeated runs, and, as JSON, every field")
  func runsListing() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(AcceptMixedEvidenceTests.catalogue, "my-app.json")
    #expect(try space.run(["import", "my-app.json"]).status == 0)
    #expect(try space.run(["runs"]).out == "No runs yet: 'rotationdb run' records one.\n")
    #expect(try space.run(["run", "--profile", "5", "--profile", "6+"]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    let json = try space.run(["runs", "--format", "json"])
    let runs = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
    #expect(runs.map { $0["id"] as? Int } == [1, 2, 3])
    #expect(runs.map { $0["complete"] as? Bool } == [false, true, true])
    #expect(runs[0]["profiles"] as? [String] == ["5", "6+"])
    #expect(runs.map { $0["scenarios"] as? Int } == [2, 2, 2])
    #expect(runs.map { $0["failures"] as? Int } == [0, 0, 0])
    #expect(runs.map { $0["knownDifferences"] as? Int } == [0, 0, 0])
    #expect(runs[2]["sameAs"] as? Int == 2)
    #expect(runs.allSatisfy { $0["engineVersion"] as? String != nil })
    let text = try space.run(["runs"]).out.split(separator: "\n")
    #expect(text[1].contains("  5,6+  "))
    #expect(text[1].contains("  partial  "))
    #expect(text[3].hasSuffix("  same as run 2"))
  }
}
