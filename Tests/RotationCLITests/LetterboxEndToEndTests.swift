import Foundation
import Testing

/// The outcome field and expectation key `letterboxed` (catalogue-format §9.4) through the real
/// binary: on every step of the JSON outcomes, in the text, `explain` and `diff` output,
/// compared by `evaluate --check`, `verify` (JUnit too) and `diff --runs`, kept by `export`.
@Suite("Letterboxed end to end")
struct LetterboxEndToEndTests {
  let directory: URL
  var database: String { directory.appendingPathComponent("test.sqlite").path }

  init() throws { directory = try temporaryDirectory() }

  func write(_ text: String, _ name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// A portrait-only iPad app windowed, the device turned to landscape; its one claim at that
  /// step is `claim`. `orientations`: the iPad orientations its Info.plist lists.
  static func catalogue(claim: String, orientations: String = #"["portrait"]"#) -> String {
    """
    {"formatVersion": 1, "scenarios": [
     {"id": "windowed-portrait", "title": "A portrait app windowed on iPadOS 26", "device": "ipad",
      "environment": {"multitaskingMode": "windowed"},
      "infoPlist": {"UISupportedInterfaceOrientations~ipad": \(orientations),
        "UILaunchStoryboardName": "Launch", "UIRequiresFullScreen": true},
      "window": {"rootViewController": {"name": "root"}},
      "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
      "expect": [{"profiles": ["26+"], "step": 1, \(claim), "evidence": "inferred"}]}]}
    """
  }

  @Test("On every step, shown, compared, stored, exported")
  func everywhere() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try write(Self.catalogue(claim: #""letterboxed": true"#), "windowed.json")
    let evaluated = try Binary.run(["evaluate", file, "-p", "16+", "-p", "26+"])
    #expect(evaluated.status == 0, "\(evaluated.err)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(evaluated.out.utf8)) as? [String: Any])
    let outcomes = try #require(object["outcomes"] as? [[String: Any]])
    let flags = outcomes.map { ($0["steps"] as? [[String: Any]] ?? []).map { $0["letterboxed"] } }
    #expect(flags.map { $0.map { $0 as? Bool } } == [[false, false], [false, true]])
    let text = try Binary.run(["evaluate", file, "-p", "26+", "--format", "text"])
    #expect(text.out.contains("interface portrait, letterboxed; status bar"), "\(text.out)")
    let checked = try Binary.run(["evaluate", file, "--check", "-p", "26+"])
    #expect(checked.status == 0, "\(checked.err)")
    let profiles = try Binary.run(["diff", "--profiles", "16+", "26+", "--catalogue", file])
    #expect(profiles.out.contains("letterboxed"), "\(profiles.out)")

    #expect(try Binary.run(["import", file, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "-p", "26+", "--db", database]).status == 0)
    let verified = try Binary.run(["verify", "--run", "1", "--db", database])
    #expect(verified.status == 0, "\(verified.out)\(verified.err)")
    let exported = try Binary.run(["export", "--db", database])
    #expect(exported.out.contains(#""letterboxed": true"#), "\(exported.out)")
    let explained = try Binary.run([
      "explain", "windowed-portrait", "--profile", "26+", "--db", database,
    ])
    #expect(explained.out.contains("interface portrait, letterboxed"), "\(explained.out)")
    #expect(
      explained.out.contains("parameter windowedAppsLetterbox = true"), "\(explained.out)")
  }

  @Test("A wrong claim fails evaluate --check, verify and JUnit; diff --runs names the change")
  func mismatch() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let wrong = try write(Self.catalogue(claim: #""letterboxed": false"#), "wrong.json")
    let failed = try Binary.run(["evaluate", wrong, "--check", "-p", "26+"])
    #expect(failed.status == 1)
    #expect(
      failed.err.contains(
        "windowed-portrait under 26+, step 1: letterboxed wanted false, got true"),
      "\(failed.err)")
    #expect(try Binary.run(["import", wrong, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "-p", "26+", "--db", database]).status == 0)
    let junit = directory.appendingPathComponent("junit.xml").path
    let verified = try Binary.run(["verify", "--run", "1", "--junit", junit, "--db", database])
    #expect(verified.status == 1)
    #expect(verified.out.contains("letterboxed"), "\(verified.out)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("letterboxed wanted false, got true"), "\(xml)")

    // The app now supports landscape: no longer letterboxed, and the claim holds.
    let fixed = try write(
      Self.catalogue(
        claim: #""letterboxed": false"#, orientations: #"["portrait", "landscapeRight"]"#),
      "fixed.json")
    #expect(try Binary.run(["import", fixed, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "-p", "26+", "--db", database]).status == 0)
    let diff = try Binary.run(["diff", "--runs", "1", "2", "--db", database])
    #expect(
      diff.out.contains(
        "FIXED windowed-portrait under 26+: meets its expectations\n"
          + "    step 1 (rotate landscapeLeft): interface portrait, letterboxed → interface "
          + "landscapeRight, rotated"), "\(diff.out)")
    let back = try Binary.run(["diff", "--runs", "2", "1", "--db", database])
    #expect(
      back.out.contains(
        "REGRESSION windowed-portrait under 26+: step 1: letterboxed wanted false, got true"),
      "\(back.out)")
  }
}
