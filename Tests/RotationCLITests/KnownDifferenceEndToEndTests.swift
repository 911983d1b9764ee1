import Foundation
import Testing

/// The expectation key `knownDifference` (catalogue-format §9.2) through the real binary:
/// `evaluate --check`, `verify` with JUnit, `diff --runs`, `runs`, `accept` and `export`.
@Suite("knownDifference end to end")
struct KnownDifferenceEndToEndTests {
  /// A plain controller that turns to landscapeRight under 8; a claim that it stays portrait
  /// (`claimed`), marked as a known difference, and a plain claim that holds.
  static func catalogue(claimed: String = "portrait", key: String? = nil) -> String {
    let known =
      key ?? #"{"rule": "R8.7", "reason": "one report; kept for now"}"#
    return """
      {"formatVersion": 1, "scenarios": [{"id": "turns", "title": "A plain controller turns",
        "device": "iphone",
        "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
        "window": {"rootViewController": {"name": "root"}},
        "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
        "expect": [
          {"profiles": ["8"], "step": 1, "interfaceOrientation": "\(claimed)",
           "evidence": "observed", "source": "a report", "knownDifference": \(known)},
          {"profiles": ["8"], "step": 0, "interfaceOrientation": "portrait", "evidence": "inferred"}]}]}
      """
  }

  static let knownLine =
    "  turns under 8, step 1: interfaceOrientation wanted portrait, got landscapeRight "
    + "(known difference (R8.7): one report; kept for now; evidence: observed; source: a report)"
  /// The same as verify lists it, with the profiles that share it.
  static let verifyKnownLine =
    "  turns, step 1, interfaceOrientation: wanted portrait, got landscapeRight under 8 "
    + "(known difference (R8.7): one report; kept for now; evidence: observed; source: a report)"
  static let verifyAgreementLine =
    "  turns, step 1: no longer differs: remove knownDifference (R8.7) under 8 "
    + "(evidence: observed; source: a report)"
  static let agreementLine =
    "  turns under 8, step 1: no longer differs: remove knownDifference (R8.7) "
    + "(evidence: observed; source: a report)"

  @Test("A known difference that differs passes evaluate --check and verify, and says so")
  func differs() throws {
    let space = try Workspace()
    defer { space.remove() }
    let path = try space.write(Self.catalogue(), "app.json")
    let checked = try space.run(["evaluate", path, "--check", "-p", "8"])
    #expect(checked.status == 0, "\(checked.err)")
    #expect(
      checked.err
        == "1 outcome, 2 expectations checked: none fails.\n"
        + "1 known difference, not a failure:\n" + Self.knownLine + "\n"
        + "1 holds, 1 known difference, 0 failures.\n")
    // explain says the same of its one profile.
    let explained = try space.run(["explain", path, "turns", "--profile", "8"])
    #expect(
      explained.out.hasSuffix(
        "Expectations for 8: 2 checked, none fails.\nKnown differences, not failures:\n"
          + Self.knownLine + "\n"), "\(explained.out)")
    #expect(try space.run(["import", path]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    let verified = try space.run(["verify", "--junit", "junit.xml"])
    #expect(verified.status == 0, "\(verified.out)")
    #expect(
      verified.out.contains("\n1 known difference, not a failure:\n" + Self.verifyKnownLine + "\n"))
    #expect(verified.out.hasSuffix("Run 1: 1 holds, 1 known difference, 0 failures.\n"))
    let xml = try space.read("junit.xml")
    #expect(
      xml.contains(#"<testsuites name="rotationdb run 1" tests="9" failures="0" skipped="9""#))
    #expect(
      xml.contains(
        #"<testcase classname="profile 8" name="turns: A plain controller turns""#)
        && xml.contains(
          ">\n      <skipped message=\"known difference (R8.7): one report; kept for now\"/>\n")
    )
    // The database's mismatch view lists no known difference.
    #expect(try sqlite3(space.database, "SELECT count(*) FROM latest_mismatch") == "0\n")
    // runs counts no failure, and the known difference apart.
    let runs = try space.run(["runs"]).out.split(separator: "\n")
    #expect(runs[0].hasSuffix("ENGINE  FAILS NOW  FAILED WHEN RUN"))
    #expect(runs[1].hasSuffix("  0          0  1 known difference"), "\(runs)")
  }

  @Test("A known difference that agrees fails: no longer differs: remove knownDifference")
  func agrees() throws {
    let space = try Workspace()
    defer { space.remove() }
    let path = try space.write(Self.catalogue(claimed: "landscapeRight"), "app.json")
    let checked = try space.run(["evaluate", path, "--check", "-p", "8"])
    #expect(checked.status == 1)
    #expect(
      checked.err
        == "1 outcome, 2 expectations checked: 1 expectation differs:\n" + Self.agreementLine
        + "\n1 holds, 0 known differences, 1 failure.\n")
    #expect(try space.run(["import", path]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    let verified = try space.run(["verify", "--junit", "junit.xml"])
    #expect(verified.status == 1)
    #expect(verified.out.contains(Self.verifyAgreementLine), "\(verified.out)")
    let xml = try space.read("junit.xml")
    #expect(
      xml.contains(
        #"<failure type="UnexpectedAgreement" message="no longer differs: remove knownDifference (R8.7)">step 1: no longer differs: remove knownDifference (R8.7) (evidence: observed; source: a report)</failure>"#
      ), "\(xml)")
    #expect(xml.contains(#"tests="9" failures="1" skipped="8""#))
    #expect(
      try sqlite3(
        space.database, "SELECT scenario, profile, step, field, wanted, got FROM latest_mismatch")
        == "turns|8|1|knownDifference|a difference|agrees\n")
  }

  @Test("diff --runs says when a known difference starts agreeing; it is no regression before")
  func diffRuns() throws {
    let space = try Workspace()
    defer { space.remove() }
    // Without the key, the claim is a failure in run 1; with it, no change of verdict in run 2.
    let plain = Self.catalogue().replacingOccurrences(
      of: #", "knownDifference": {"rule": "R8.7", "reason": "one report; kept for now"}"#,
      with: "")
    #expect(try space.run(["import", try space.write(plain, "plain.json")]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    #expect(try space.run(["import", try space.write(Self.catalogue(), "a.json")]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    let known = try space.run(["diff", "--runs", "1", "2"])
    #expect(known.status == 0)
    #expect(!known.out.contains("REGRESSION"), "\(known.out)")
    // Then the claim is corrected to the engine's reading, the key kept: it no longer differs.
    let corrected = try space.write(Self.catalogue(claimed: "landscapeRight"), "b.json")
    #expect(try space.run(["import", corrected]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    // A claim that no longer differs fails verify, and so fails diff --runs.
    let diff = try space.run(["diff", "--runs", "2", "3"])
    #expect(diff.status == 1)
    #expect(
      diff.out.contains(
        "  NO LONGER DIFFERS turns under 8: step 1: no longer differs: remove knownDifference "
          + "(R8.7)\n"), "\(diff.out)")
  }

  @Test("accept keeps the key and the claim, and says how many it kept; export writes it")
  func accepted() throws {
    let space = try Workspace()
    defer { space.remove() }
    let path = try space.write(Self.catalogue(), "app.json")
    #expect(try space.run(["import", path]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    let accepted = try space.run(["accept", "--write", "app.json"])
    #expect(accepted.status == 0, "\(accepted.err)")
    #expect(
      accepted.out.hasPrefix(
        "Accepted 9 outcomes of run 1 (evidence recorded): "),
      "\(accepted.out)")
    #expect(accepted.out.contains(", 1 known difference kept as claimed.\n"), "\(accepted.out)")
    // The file's first claim is as it was, its key with it.
    let written = try #require(
      try JSONSerialization.jsonObject(with: Data(space.read("app.json").utf8))
        as? [String: Any])
    let scenario = try #require((written["scenarios"] as? [[String: Any]])?.first)
    let claim = try #require((scenario["expect"] as? [[String: Any]])?.first)
    #expect(claim["interfaceOrientation"] as? String == "portrait")
    #expect(claim["evidence"] as? String == "observed")
    #expect(
      claim["knownDifference"] as? [String: String]
        == ["rule": "R8.7", "reason": "one report; kept for now"])
    #expect(try space.run(["export"]).out.contains(#""rule": "R8.7""#))
    // The run still passes, the difference still known.
    let verified = try space.run(["verify"])
    #expect(verified.status == 0 && verified.out.contains("1 known difference"))
  }

  @Test("A bad knownDifference is refused with its JSON path, exit 65")
  func refused() throws {
    let space = try Workspace()
    defer { space.remove() }
    let path = try space.write(Self.catalogue(key: #"{"rule": "R8.7"}"#), "bad.json")
    let checked = try space.run(["evaluate", path, "--check"])
    #expect(checked.status == 65)
    #expect(
      checked.err.contains(
        "scenarios[0].expect[0].knownDifference.reason: missing required key 'reason'"),
      "\(checked.err)")
    let imported = try space.run(["import", path])
    #expect(imported.status == 65)
    #expect(!FileManager.default.fileExists(atPath: space.database))
  }
}
