import Foundation
import Testing

/// What the commands say as a newcomer reads it: a run's line in the singular where one,
/// publish's note on crashes only when crashes are counted, explain's expectations "checked"
/// (not "recorded", the evidence accept writes).
@Suite("run's line, publish's note, explain's count")
struct WordingEndToEndTests {
  static let oneScenario = #"""
    {"formatVersion": 1, "scenarios": [{"id": "feed", "title": "Feed", "device": "iphone",
      "window": {"rootViewController": {"name": "feed", "supportedInterfaceOrientations": "portrait"}},
      "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]}]}
    """#

  @Test("run -p 5 says 1 scenario, 1 profile, 1 outcome")
  func singular() throws {
    let space = try Workspace()
    defer { space.remove() }
    #expect(try space.run(["import", try space.write(Self.oneScenario, "one.json")]).status == 0)
    let run = try space.run(["run", "-p", "5"])
    #expect(run.status == 0, "\(run.err)")
    #expect(
      run.out == "run 1: 1 scenario × 1 profile (5) = 1 outcome, 1 evaluated, 0 reused; 0 crashed\n"
    )
    let two = try space.run(["run", "-p", "5", "-p", "6+"])
    #expect(
      two.out
        == "run 2: 1 scenario × 2 profiles (5, 6+) = 2 outcomes, 1 evaluated, 1 reused; 0 crashed\n"
    )
  }

  @Test("publish says what crashes are only when its run's line counts some")
  func crashNote() throws {
    let space = try Workspace()
    defer { space.remove() }
    #expect(try space.run(["import", try space.write(Self.oneScenario, "one.json")]).status == 0)
    let first = try space.run(["publish", "--out-dir", "."])
    #expect(first.status == 0, "\(first.err)")
    #expect(first.out.hasPrefix("run 1: 1 scenario × 9 profiles"), "\(first.out)")
    #expect(first.out.contains("; 0 crashed\n"))
    #expect(!first.out.contains("Crashes counted below"), "\(first.out)")
    // Reusing the run, publish counts nothing: no note either.
    let second = try space.run(["publish", "--out-dir", "."])
    #expect(second.out.hasPrefix("Nothing changed since run 1; reusing it.\n"), "\(second.out)")
    #expect(!second.out.contains("Crashes counted below"))
  }

  @Test("explain counts the expectations it checked, one that differs in the singular")
  func explainCount() throws {
    let space = try Workspace()
    defer { space.remove() }
    let text = #"""
      {"formatVersion": 1, "scenarios": [{"id": "feed", "title": "Feed", "device": "iphone",
        "window": {"rootViewController": {"name": "feed", "supportedInterfaceOrientations": "portrait"}},
        "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
        "expect": [
          {"profiles": ["6+"], "step": 1, "interfaceOrientation": "landscapeRight", "evidence": "device"},
          {"profiles": ["6+"], "step": 1, "rotated": false, "evidence": "device"}]}]}
      """#
    let result = try space.run(["explain", try space.write(text, "one.json"), "feed", "-p", "6+"])
    #expect(result.out.contains("Expectations for 6+: 2 checked, 1 differs:\n"), "\(result.out)")
    #expect(!result.out.contains("recorded"), "\(result.out)")
  }
}
