import Foundation
import Testing

/// `accept --write` on long scenarios (issue: a 12 MB catalogue of 1,000 scenarios of 1,000
/// steps became 556 MB, past the import cap): the accepted expectations are compact, name no
/// local run, and go round through import and export unchanged. The same round trip at
/// 1,000 × 1,000 is a benchmark (`RotationBenchmarks`, docs/performance.md).
@Suite("accept --write round trip of long scenarios")
struct AcceptRoundTripTests {
  static let turns = ["landscapeLeft", "portrait", "landscapeRight", "portraitUpsideDown"]

  /// Scenarios of 1,000 steps: every other one turns with each step under most profiles,
  /// the others refuse every turn.
  static func catalogue(scenarios: Int, steps: Int = 1_000) -> String {
    let list = (0..<scenarios).map { index in
      let supported = index % 2 == 0 ? "all" : "portrait"
      let steps =
        [#"{"action": "launch"}"#]
        + (1..<steps).map { #"{"action": "rotate", "deviceOrientation": "\#(turns[$0 % 4])"}"# }
      return #"{"id": "long-\#(index)", "title": "Long \#(index)", "device": "iphone", "#
        + #""window": {"rootViewController": {"name": "nav", "kind": "navigationController", "#
        + #""forwardsToChild": true, "children": [{"name": "list", "#
        + #""supportedInterfaceOrientations": "\#(supported)"}]}}, "#
        + #""steps": [\#(steps.joined(separator: ", "))]}"#
    }
    return #"{"formatVersion": 1, "scenarios": [\#(list.joined(separator: ", "))]}"#
  }

  @Test("accept --write, import, run, verify, export, import: compact, unchanged, all hold")
  func roundTrip() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    let (scenarios, steps, profiles) = (4, 1_000, 9)
    let file = path("long.json")
    try Self.catalogue(scenarios: scenarios, steps: steps).write(
      toFile: file, atomically: true, encoding: .utf8)
    let first = ["--db", path("first.sqlite")]
    #expect(try Binary.run(["import", file] + first).status == 0)
    #expect(try Binary.run(["run"] + first).status == 0)
    // The dry run lists every change: steps and profiles alike are one line.
    let dry = try Binary.run(["accept", "--dry-run"] + first)
    #expect(
      dry.out.contains(
        "long-1 under 2.0, 2.1+, 5, 6+, 8, 9+, 13+, 16+, 26+, steps 0 to 999: "
          + "interfaceOrientation (none) → portrait\n"), "\(dry.out.prefix(2_000))")
    #expect(!dry.out.contains("--verbose lists them"))
    let accepted = try Binary.run(["accept", "--write", file] + first)
    #expect(accepted.status == 0, "\(accepted.err)")
    // The summary counts what was recorded (nothing was expected before) and shows five.
    #expect(
      accepted.out.hasPrefix(
        "Accepted \(scenarios * profiles) outcomes of run 1 (evidence recorded): "),
      "\(accepted.out.prefix(200))")
    #expect(accepted.out.contains(" expectations added, 0 changed, 0 kept.\n"))
    #expect(accepted.out.split(separator: "\n").count == 1 + 5 + 2)
    let written = try String(contentsOfFile: file, encoding: .utf8)
    #expect(!written.contains("rotationdb run"))
    // One expectation a step and profile was 9 × 1,000 a scenario; the scenarios that turn
    // need about one a step, those that never turn a handful.
    let count = written.components(separatedBy: #""step": "#).count - 1
    #expect(count < scenarios * steps * profiles / 12, "\(count) expectations")
    #expect(written.utf8.count < 4_000_000, "\(written.utf8.count) bytes")
    // Another database: import what accept wrote, run, verify: every expectation holds.
    let second = ["--db", path("second.sqlite")]
    #expect(try Binary.run(["import", file] + second).status == 0)
    #expect(try Binary.run(["run"] + second).status == 0)
    let verified = try Binary.run(["verify"] + second)
    #expect(verified.status == 0, "\(verified.out)")
    #expect(verified.out.hasSuffix("all hold.\n"), "\(verified.out)")
    // Export is the file accept wrote, and imports again to the same export.
    let exported = try Binary.run(["export"] + second)
    #expect(exported.out == written)
    try exported.out.write(toFile: path("exported.json"), atomically: true, encoding: .utf8)
    let third = ["--db", path("third.sqlite")]
    #expect(try Binary.run(["import", path("exported.json")] + third).status == 0)
    #expect(try Binary.run(["export"] + third).out == written)
  }

  @Test("The compact expectations still catch a change at any one step")
  func catchesOneStep() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    let file = path("long.json")
    try Self.catalogue(scenarios: 2, steps: 300).write(
      toFile: file, atomically: true, encoding: .utf8)
    let database = ["--db", path("db.sqlite")]
    #expect(try Binary.run(["import", file] + database).status == 0)
    #expect(try Binary.run(["run"] + database).status == 0)
    #expect(try Binary.run(["accept", "--write", file] + database).status == 0)
    // Step 150 of the first scenario turns the device face up instead of to landscapeRight:
    // the interface stays portrait at that one step, inside the ranges `accept` recorded.
    let text = try String(contentsOfFile: file, encoding: .utf8)
    var parts = text.components(separatedBy: #""action": "rotate""#)
    try #require(parts.count > 150)
    let turn = #""deviceOrientation": "landscapeRight""#
    try #require(parts[150].contains(turn))
    parts[150] = parts[150].replacingOccurrences(
      of: turn, with: #""deviceOrientation": "faceUp""#)
    try parts.joined(separator: #""action": "rotate""#).write(
      toFile: file, atomically: true, encoding: .utf8)
    #expect(try Binary.run(["import", file] + database).status == 0)
    #expect(try Binary.run(["run"] + database).status == 0)
    let verified = try Binary.run(["verify"] + database)
    #expect(verified.status == 1, "\(verified.out)")
    #expect(
      verified.out.contains(
        "long-0, step 150, interfaceOrientation: wanted "
          + "landscapeLeft, got portrait under 6+"), "\(verified.out)")
  }
}
