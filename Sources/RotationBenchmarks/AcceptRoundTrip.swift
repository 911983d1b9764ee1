import Foundation

/// The round trip of finding 8 of issue 31 at its size: `accept --write` over 1,000 scenarios
/// of 1,000 steps, then import, export and import again, each command's time and peak memory
/// printed (`swift run -c release RotationBenchmarks --accept-round-trip [SCENARIOS]`). The
/// test suite runs the same round trip over 4 scenarios (AcceptRoundTripTests).
func acceptRoundTrip(scenarios: Int, steps: Int = 1_000) throws {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "rotationdb-round-trip-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
  // Every other scenario turns with each step under most profiles; the others never turn.
  let turns = ["landscapeLeft", "portrait", "landscapeRight", "portraitUpsideDown"]
  let script =
    ([#"{"action": "launch"}"#]
    + (1..<steps).map { #"{"action": "rotate", "deviceOrientation": "\#(turns[$0 % 4])"}"# })
    .joined(separator: ", ")
  let list = (0..<scenarios).map { index in
    #"{"id": "long-\#(index)", "title": "Long \#(index)", "device": "iphone", "#
      + #""window": {"rootViewController": {"name": "nav", "kind": "navigationController", "#
      + #""forwardsToChild": true, "children": [{"name": "list", "supportedInterfaceOrientations": "#
      + #""\#(index % 2 == 0 ? "all" : "portrait")"}]}}, "steps": [\#(script)]}"#
  }
  let file = path("long.json")
  try (#"{"formatVersion": 1, "scenarios": ["# + list.joined(separator: ", ") + "]}").write(
    toFile: file, atomically: true, encoding: .utf8)
  func size(_ name: String) -> String {
    let bytes = (try? FileManager.default.attributesOfItem(atPath: path(name))[.size] as? Int) ?? 0
    return String(format: "%.1f MB", Double(bytes) / 1_000_000)
  }
  print("\(scenarios) scenarios of \(steps) steps: a \(size("long.json")) catalogue")
  let commands: [(String, [String])] = [
    ("import", ["import", file, "--db", path("first.sqlite")]),
    ("run", ["run", "--db", path("first.sqlite")]),
    ("accept --write", ["accept", "--write", file, "--db", path("first.sqlite")]),
    ("import the accepted file", ["import", file, "--db", path("second.sqlite")]),
    ("export", ["export", "--out", path("exported.json"), "--db", path("second.sqlite")]),
    ("import the export", ["import", path("exported.json"), "--db", path("third.sqlite")]),
    ("run", ["run", "--db", path("third.sqlite")]),
    ("verify", ["verify", "--db", path("third.sqlite")]),
    ("report", ["report", "--out", path("report.html"), "--db", path("third.sqlite")]),
  ]
  for (name, command) in commands {
    let (peak, time, _) = try measured(command, stdout: "/dev/null")
    print("  \(name): \(String(format: "%.1f", time)) s, peak \(format(peak)) MB")
    if name == "accept --write" { print("  the accepted catalogue: \(size("long.json"))") }
  }
  let same =
    FileManager.default.contents(atPath: file)
    == FileManager.default.contents(atPath: path("exported.json"))
  print("  export is the accepted file, byte for byte: \(same)")
  if !same { exit(1) }
}
