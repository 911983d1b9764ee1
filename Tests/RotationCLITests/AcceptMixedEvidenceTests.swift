import Foundation
import Testing

@Suite("accept for a catalogue that mixes device evidence and recorded snapshots")
struct AcceptMixedEvidenceTests {
  /// Two scenarios: one with a device observation the run agrees with, one with nothing yet.
  static let catalogue = """
    {"formatVersion": 1, "scenarios": [
      {"id": "feed", "title": "Feed, portrait only", "device": "iphone",
       "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
       "window": {"rootViewController": {"name": "feed", "supportedInterfaceOrientations": "portrait",
         "shouldAutorotateToInterfaceOrientation": ["portrait"]}},
       "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
       "expect": [{"profiles": ["*"], "step": 1, "interfaceOrientation": "portrait",
         "evidence": "device", "source": "iPhone 12, iOS 17.4"}]},
      {"id": "player", "title": "Player, all orientations", "device": "iphone",
       "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
       "window": {"rootViewController": {"name": "player", "supportedInterfaceOrientations": "allButUpsideDown",
         "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft", "landscapeRight"]}},
       "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]}
    ]}
    """

  @Test("keeps what the run agrees with, records what is missing, summarises, lists with --verbose")
  func fillsGaps() throws {
    let space = try Workspace()
    defer { space.remove() }
    let file = try space.write(Self.catalogue, "app.json")
    #expect(try space.run(["import", file]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: space.database))
    let dry = try space.run(["accept", "--dry-run"])
    #expect(dry.status == 0, "\(dry.err)")
    let lines = dry.out.split(separator: "\n")
    #expect(
      String(lines.first ?? "")
        == "Dry run: 18 outcomes of run 1 would be accepted: 5 expectations added, 0 changed, "
        + "1 kept; nothing was written.")
    #expect(!dry.out.contains("more (--verbose"))
    // The device observation is kept: no change names feed's interface at step 1.
    #expect(
      !lines.contains {
        $0.hasPrefix("  feed under") && $0.contains(" 1: interfaceOrientation")
      }, "\(dry.out)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: space.database)) == before)
    let accepted = try space.run(["accept", "--write", file])
    #expect(accepted.status == 0, "\(accepted.err)")
    let shown = accepted.out.split(separator: "\n")
    #expect(
      String(shown.first ?? "")
        == "Accepted 18 outcomes of run 1 (evidence recorded): 5 expectations added, 0 changed, "
        + "1 kept.")
    // The first five changes, then how many more; --verbose would list them all.
    #expect(shown.count == 1 + 5 + 2, "\(accepted.out)")
    #expect(shown[6] == "  … and \(lines.count - 6) more (--verbose lists them all).")
    #expect(shown[7] == "Wrote the expectations of 2 scenarios into \(file).")
    let written = try space.read("app.json")
    #expect(written.contains(#""evidence": "device""#))
    #expect(written.contains(#""source": "iPhone 12, iOS 17.4""#))
    #expect(!written.contains("run 1"))
    #expect(try space.run(["verify", "--require-expectations"]).status == 0)
    // Accepting the same run again changes nothing, and the file is left as it was.
    let again = try space.run(["accept", "--verbose", "--write", file])
    #expect(again.status == 0)
    #expect(
      again.out
        == "Accepted 18 outcomes of run 1 (evidence recorded): 0 expectations added, "
        + "0 changed, 6 kept.\n\(file) holds no scenario whose expectations changed; left as it "
        + "was.\n")
    #expect(try space.read("app.json") == written)
  }

  @Test("refuses only where the run disagrees with stronger evidence, naming it; --profile limits")
  func refusesConflicts() throws {
    let space = try Workspace()
    defer { space.remove() }
    // The device observation says landscape under iOS 8 and later: the run disagrees there.
    let text = Self.catalogue.replacingOccurrences(
      of: #"{"profiles": ["*"], "step": 1, "interfaceOrientation": "portrait","#,
      with:
        #"{"profiles": ["2.0", "2.1+", "5", "6+"], "step": 1, "interfaceOrientation": "portrait", "evidence": "device"}, {"profiles": ["8"], "step": 1, "interfaceOrientation": "landscapeLeft","#
    )
    let file = try space.write(text, "app.json")
    #expect(try space.run(["import", file]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: space.database))
    let refused = try space.run(["accept", "--write", file])
    #expect(refused.status == 1)
    #expect(
      refused.out
        == "Not accepted: run 1 disagrees with stronger evidence than recorded at 1 field; "
        + "nothing was written (limit accept with --scenario or --profile, or replace them with "
        + "--force):\n  feed under 8, step 1: interfaceOrientation expected landscapeLeft "
        + "(device; source: iPhone 12, iOS 17.4), run has portrait\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: space.database)) == before)
    #expect(try space.read("app.json") == text)
    // Without the disagreeing profile, the rest is accepted; the device evidence stays.
    let limited = try space.run(["accept", "--profile", "6", "--profile", "9", "--write", file])
    #expect(limited.status == 0, "\(limited.out)\(limited.err)")
    #expect(limited.out.hasPrefix("Accepted 4 outcomes of run 1 (evidence recorded): "))
    #expect(try space.run(["accept", "--scenario", "player"]).status == 0)
    let unknown = try space.run(["accept", "--profile", "nope"])
    #expect(unknown.status == 64)
    #expect(unknown.err.hasPrefix("Error: unknown profile 'nope'"), "\(unknown.err)")
    // --force replaces it, saying so.
    let forced = try space.run(["accept", "--force"])
    #expect(forced.status == 0)
    #expect(
      forced.out.hasPrefix(
        "Replacing stronger evidence than recorded at 1 field:\n  feed under 8, step 1:"))
    #expect(try space.run(["verify"]).status == 0)
  }
}
