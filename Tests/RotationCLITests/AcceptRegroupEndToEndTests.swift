import Foundation
import Testing

/// `accept` in passes ends as one pass does, and a recorded crash that goes away reads as a
/// change, not a regression (issue 61, finding 8).
@Suite("accept regroups its passes; a crash gone is no regression")
struct AcceptRegroupEndToEndTests {
  /// A portrait-only app held in landscape: every profile records the same steps.
  static let turning = """
    {"formatVersion": 1, "scenarios": [{"id": "turn", "title": "Turn", "device": "iphone",
      "window": {"rootViewController": {"name": "root",
        "supportedInterfaceOrientations": "allButUpsideDown"}},
      "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]}]}
    """

  /// An Info.plist of upside down only on an iPhone whose root leaves it out: the launch raises
  /// from iOS 6.
  static let crashing = """
    {"formatVersion": 1, "scenarios": [{"id": "launch", "title": "Launch", "device": "iphone",
      "infoPlist": {"UISupportedInterfaceOrientations": ["portraitUpsideDown"]},
      "window": {"rootViewController": {"name": "root",
        "supportedInterfaceOrientations": "allButUpsideDown"}},
      "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]}]}
    """

  @Test("accept -p 16+ then -p 26+ --write: one expectation names both, as one pass writes it")
  func twoPasses() throws {
    let (split, whole) = (try Workspace(), try Workspace())
    defer {
      split.remove()
      whole.remove()
    }
    for space in [split, whole] {
      try space.write(Self.turning, "app.json")
      #expect(try space.run(["import", "app.json"]).status == 0)
      #expect(try space.run(["run", "-p", "16+", "-p", "26+"]).status == 0)
    }
    for profile in ["16+", "26+"] {
      let pass = try split.run(["accept", "--run", "1", "-p", profile, "--write", "app.json"])
      #expect(pass.status == 0, "\(pass.err)")
    }
    let once = try whole.run(
      ["accept", "--run", "1", "-p", "16+", "-p", "26+", "--write", "app.json"])
    #expect(once.status == 0, "\(once.err)")
    let written = try split.read("app.json")
    #expect(written == (try whole.read("app.json")))
    #expect(written.contains(#""profiles": ["16+", "26+"]"#), "\(written)")
    #expect(!written.contains(#""profiles": ["26+"]"#))
    #expect(try split.run(["verify", "--run", "1"]).status == 0)
  }

  @Test("A recorded crash that goes away: accept says no longer crashes; diff --runs, a change")
  func crashGone() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(Self.crashing, "app.json")
    #expect(try space.run(["import", "app.json"]).status == 0)
    #expect(try space.run(["run", "-p", "5", "-p", "6+"]).status == 0)
    #expect(try space.run(["accept", "--run", "1", "--write", "app.json"]).status == 0)
    // The accepted expectations, without the Info.plist list that crashed.
    let accepted = try #require(
      try JSONSerialization.jsonObject(with: Data(space.read("app.json").utf8))
        as? [String: Any])
    var scenarios = try #require(accepted["scenarios"] as? [[String: Any]])
    #expect(scenarios[0].removeValue(forKey: "infoPlist") != nil)
    var fixed = accepted
    fixed["scenarios"] = scenarios
    try space.write(
      String(decoding: try JSONSerialization.data(withJSONObject: fixed), as: UTF8.self),
      "app.json")
    #expect(try space.run(["import", "app.json"]).status == 0)
    #expect(try space.run(["run", "-p", "5", "-p", "6+"]).status == 0)
    let diff = try space.run(["diff", "--runs", "1", "2"])
    #expect(diff.status == 0, "\(diff.out)")
    #expect(!diff.out.contains("REGRESSION"), "\(diff.out)")
    #expect(
      diff.out.contains(
        "1 change from run 1 to run 2:\n  CHANGED launch under 6+: no longer crashes (step 0: "
          + "statusBarOrientation wanted portraitUpsideDown, got portrait; step 0: error wanted "
          + "UIApplicationInvalidInterfaceOrientation, got null)\n"), "\(diff.out)")
    let dry = try space.run(["accept", "--run", "2", "--dry-run"])
    #expect(dry.status == 0, "\(dry.err)")
    #expect(
      dry.out.contains(
        "  launch under 6+, step 0: error UIApplicationInvalidInterfaceOrientation → null "
          + "(was recorded): no longer crashes\n"), "\(dry.out)")
  }
}
