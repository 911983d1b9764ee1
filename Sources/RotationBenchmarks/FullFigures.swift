import Foundation
import RotationCore
import RotationReports
import RotationRunner
import RotationSpace
import RotationStore

// 5. Peak memory (with --full): `generate --import` of the whole space, then runs over two
// subsets of that database by root kind (plain controllers, page controllers), to show memory
// flat in the run's size. The whole space is run by the workflow figures further down.
@MainActor func fullFigures(directory: URL) throws {
  let full = directory.appendingPathComponent("full.sqlite").path
  // The same run in a database of 20,000 scenarios: the first of the space's plain-controller
  // scenarios (tag vc), alone. Growth is measured with the same work on both sides.
  let small = directory.appendingPathComponent("vc.sqlite").path
  let smallCount = 20_000
  _ = try Store(path: small, create: true, clock: { "2026-01-01T00:00:00Z" }).importScenarios(
    (0..<space.count).lazy.filter { space.scenario(at: $0).tags.contains("vc") }
      .prefix(smallCount).map { Store.ImportItem(space: space, index: $0) })
  let smallRun = try measured(["run", "--tag", "vc", "--db", small])
  for command in [["generate", "--import"], ["run", "--tag", "vc"], ["run", "--tag", "page"]] {
    let (peak, time, said) = try measured(command + ["--db", full])
    // "Imported 1126080 generated scenarios ..." or "run 1: 20160 scenarios × 9 profiles ...".
    let scenarios = said.split(separator: " ").first { Int($0) != nil }.map(String.init) ?? "?"
    if command.last == "vc", let count = Int(scenarios) {
      // Recording stays flat as the database grows: the rate of this run inside the full
      // space's database against the same command in a database of 20,000 of its scenarios.
      let rate = Double(count * Profile.builtIn.count) / time
      let alone = Double(smallCount * Profile.builtIn.count) / smallRun.seconds
      report(
        Row(
          figure: "recording inside the full space's database: `run --tag vc`, \(count) "
            + "scenarios × \(Profile.builtIn.count) profiles (outcomes/s)",
          value: format(rate),
          baseline: "the same command in a database of \(smallCount) of them: " + format(alone),
          ratio: rate / alone, target: "≥ 0.75", met: rate / alone >= 0.75))
    }
    report(
      Row(
        figure:
          "peak memory of `rotationdb \(command.joined(separator: " "))`, \(scenarios) scenarios "
          + "(MB; \(format(time)) s)",
        value: format(peak), baseline: "256 MB", ratio: peak / 256, target: "≤ 1.0",
        met: peak <= 256))
  }
  // Reading the whole space back: its catalogue and its listing, written as they are read.
  for command in [["export"], ["scenarios"], ["scenarios", "--format", "json"]] {
    let (peak, time, _) = try measured(command + ["--db", full], stdout: "/dev/null")
    report(
      Row(
        figure: "peak memory of `rotationdb \(command.joined(separator: " "))`, \(space.count) "
          + "scenarios (MB; \(format(time)) s)",
        value: format(peak), baseline: "256 MB", ratio: peak / 256, target: "≤ 1.0",
        met: peak <= 256))
  }
  // The reports of the last of those runs: above 10,000 scenarios they lead with what changes
  // between versions and leave the matrix out; the Markdown stays under a megabyte.
  for kind in ["html", "md"] {
    let page = directory.appendingPathComponent("large.\(kind)").path
    let (peak, time, _) = try measured(
      ["report", "--format", kind, "--out", page, "--run", "2", "--db", full])
    let size = (try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0
    report(
      Row(
        figure: "size of `rotationdb report --format \(kind)` of the page run (bytes; "
          + "\(format(time)) s, \(format(peak)) MB)",
        value: format(Double(size)), baseline: "1 MB", ratio: Double(size) / 1_000_000,
        target: "≤ 1.0", met: size <= 1_000_000))
  }
  // The divergence of two profiles over the whole standard space, without a database.
  let (divergencePeak, divergenceTime, divergenceSaid) = try measured([
    "diff", "--profiles", "5", "6+", "--space", "standard",
  ])
  report(
    Row(
      figure:
        "`rotationdb diff --profiles 5 6+ --space standard`, \(space.count) scenarios × 2 "
        + "profiles, \(ProcessInfo.processInfo.activeProcessorCount) cores (s; "
        + "\(format(divergencePeak)) MB; \(divergenceSaid.prefix { $0 != "." }))",
      value: format(divergenceTime), baseline: "10 s", ratio: divergenceTime / 10,
      target: "≤ 1.0", met: divergenceTime <= 10))
  // The workflow `generate --help` suggests, over the standard space: import it, run it, and
  // summarise what changes between 5 and 6+ from the database; under the card's four profiles,
  // then under every built-in profile (on a copy of the imported database: the import is the
  // same work, counted again).
  let workflow = directory.appendingPathComponent("workflow.sqlite").path
  let everyProfile = directory.appendingPathComponent("workflow-all.sqlite").path
  let (importPeak, importTime, _) = try measured(["generate", "--import", "--db", workflow])
  try FileManager.default.copyItem(atPath: workflow, toPath: everyProfile)
  for (name, profiles, database) in [
    ("the card's 4 profiles", ["2.0", "2.1+", "5", "6+"], workflow),
    ("all \(Profile.builtIn.count) built-in profiles", [], everyProfile),
  ] {
    let (runPeak, runTime, _) = try measured(
      ["run"] + profiles.flatMap { ["--profile", $0] } + ["--db", database])
    let (diffPeak, diffTime, _) = try measured(
      ["diff", "--profiles", "5", "6+", "--run", "1", "--db", database])
    let bytes = ["", "-wal"].reduce(0) { total, suffix in
      total
        + ((try? FileManager.default.attributesOfItem(atPath: database + suffix)[.size] as? Int)
          ?? 0)
    }
    let total = importTime + runTime + diffTime
    report(
      Row(
        figure: "`generate --import && run && diff --profiles 5 6+` under \(name), "
          + "\(space.count) scenarios, \(ProcessInfo.processInfo.activeProcessorCount) cores "
          + "(s: \(format(importTime)) + \(format(runTime)) + \(format(diffTime)); peak "
          + "\(format(max(importPeak, runPeak, diffPeak))) MB)",
        value: format(total), baseline: "120 s", ratio: total / 120, target: "≤ 1.0",
        met: total <= 120))
    let megabytes = Double(bytes) / 1_000_000
    report(
      Row(
        figure: "database of the space and that run (MB)", value: format(megabytes),
        baseline: "1,000 MB", ratio: megabytes / 1_000, target: "≤ 1.0",
        met: megabytes <= 1_000))
  }
  // Every command flat in memory on a run of the whole space under every profile (run 1 of
  // the last database): its JUnit XML, accepting it (expectations for every scenario), a second
  // run (its results reused), and what changed between the two runs.
  let junit = directory.appendingPathComponent("full.xml").path
  for command in [
    ["verify", "--junit", junit], ["accept"], ["run"], ["diff", "--runs", "1", "2"],
  ] {
    let (peak, time, _) = try measured(command + ["--db", everyProfile], stdout: "/dev/null")
    try? FileManager.default.removeItem(atPath: junit)
    if command == ["run"] { continue }
    report(
      Row(
        figure: "peak memory of `rotationdb "
          + "\(command.map { $0 == junit ? "FILE.xml" : $0 }.joined(separator: " "))`, a run of "
          + "\(space.count) scenarios × \(Profile.builtIn.count) profiles (MB; \(format(time)) s)",
        value: format(peak), baseline: "256 MB", ratio: peak / 256, target: "≤ 1.0",
        met: peak <= 256))
  }
  try? FileManager.default.removeItem(atPath: workflow)
  try? FileManager.default.removeItem(atPath: everyProfile)
  // `evaluate` of 100,000 scenarios (the documented limit of a catalogue file), in both output
  // formats: memory bounded, time linear in the scenario count (10,000 for the ratio).
  for output in ["json", "text"] {
    var times: [Int: Double] = [:]
    for count in [10_000, 100_000] {
      let catalogue = directory.appendingPathComponent("space-\(count).json").path
      if !FileManager.default.fileExists(atPath: catalogue) {
        _ = try measured(["generate", "--limit", String(count), "--out", catalogue])
      }
      let (peak, time, _) = try measured(
        ["evaluate", catalogue, "--format", output], stdout: "/dev/null")
      times[count] = time
      if count == 100_000 {
        report(
          Row(
            figure: "peak memory of `rotationdb evaluate --format \(output)`, 100,000 scenarios "
              + "× \(Profile.builtIn.count) profiles (MB; \(format(time)) s)",
            value: format(peak), baseline: "500 MB", ratio: peak / 500, target: "≤ 1.0",
            met: peak <= 500))
      }
    }
    let growth = (times[100_000] ?? 0) / max(times[10_000] ?? 1, 0.001)
    report(
      Row(
        figure: "`evaluate --format \(output)` time, 100,000 against 10,000 scenarios (×)",
        value: String(format: "%.1f", growth), baseline: "10 (linear)", ratio: growth / 10,
        target: "≤ 1.3", met: growth / 10 <= 1.3))
  }
  // Reports of long scenarios: 200 scenarios of 1,000 steps (the most a scenario may have).
  let long = (0..<200).map { index in
    Scenario(
      id: "long-\(index)", title: "Long \(index)", device: .iphone,
      window: .rootViewController(
        Controller(
          name: "root", kind: .navigationController, forwardsToChild: true,
          children: [
            Controller(
              name: "list", overrides: Overrides(supportedInterfaceOrientations: .named("all")))
          ])),
      steps: [.launch(.portrait)]
        + (1..<Catalogue.maxSteps).map { step in
          .rotate([.landscapeLeft, .portrait, .landscapeRight, .portraitUpsideDown][step % 4])
        })
  }
  let longCatalogue = directory.appendingPathComponent("long.json").path
  try Catalogue(scenarios: long).json.rendered().write(
    toFile: longCatalogue, atomically: true, encoding: .utf8)
  let longDatabase = directory.appendingPathComponent("long.sqlite").path
  _ = try measured(["import", longCatalogue, "--db", longDatabase])
  _ = try measured(["run", "--db", longDatabase])
  for kind in ["html", "md"] {
    let page = directory.appendingPathComponent("long.\(kind)").path
    let (peak, time, _) = try measured(
      ["report", "--format", kind, "--out", page, "--db", longDatabase])
    let size =
      Double(
        (try FileManager.default.attributesOfItem(atPath: page)[.size] as? Int) ?? 0) / 1_000_000
    report(
      Row(
        figure: "peak memory of `rotationdb report --format \(kind)`, 200 scenarios × 1,000 "
          + "steps × \(Profile.builtIn.count) profiles (MB; \(format(time)) s; a "
          + "\(String(format: "%.1f", size)) MB page)",
        value: format(peak), baseline: "256 MB", ratio: peak / 256, target: "≤ 1.0",
        met: peak <= 256))
  }
}
