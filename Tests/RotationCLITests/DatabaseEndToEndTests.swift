import Foundation
import Testing

/// Runs the sqlite3 shell on a database file and returns what it prints.
func sqlite3(_ path: String, _ sql: String) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
  process.arguments = [path, sql]
  let out = Pipe()
  process.standardOutput = out
  try process.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self)
}

@Suite("Database commands end to end (the real binary, a fresh database each)")
struct DatabaseEndToEndTests {
  let directory: URL
  var database: String { directory.appendingPathComponent("test.sqlite").path }

  init() throws { directory = try temporaryDirectory() }

  func rotationdb(_ arguments: [String], stdin: String? = nil) throws -> Binary.Result {
    try Binary.run(arguments + ["--db", database], stdin: stdin)
  }

  func write(_ text: String, _ name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test("A new user's session: import, export, re-import, two runs queryable in sqlite3")
  func newUser() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalogue = try write(EndToEndTests.handWritten, "mine.json")
    let imported = try rotationdb(["import", catalogue])
    #expect(imported.status == 0, "\(imported.err)")
    #expect(
      imported.out == "Imported 1 scenario into \(database): 1 new, 0 changed, 0 unchanged.\n")
    let exported = try rotationdb(["export"])
    #expect(exported.status == 0)
    let reexport = try write(exported.out, "exported.json")
    let again = try rotationdb(["import", reexport])
    #expect(again.out.hasSuffix("0 new, 0 changed, 1 unchanged.\n"))
    #expect(try rotationdb(["export"]).out == exported.out)
    #expect(try rotationdb(["run"]).status == 0)
    let second = try rotationdb(["run", "--profile", "6+"])
    #expect(
      second.out
        == "run 2: 1 scenario × 1 profile (6+) = 1 outcome, 0 evaluated, 1 reused; 0 crashed\n")
    #expect(try sqlite3(database, "SELECT count(*) FROM run") == "2\n")
    // The latest_* views read the latest complete run, as the commands do.
    #expect(
      try sqlite3(
        database,
        "SELECT DISTINCT run, count(*) FROM latest_final_orientation WHERE interface_orientation "
          + "= 'landscapeRight'") == "1|6\n")
    #expect(try sqlite3(database, "SELECT id FROM latest_run") == "2\n")
    #expect(try sqlite3(database, "SELECT count(*) FROM latest_mismatch") == "0\n")
    #expect(try sqlite3(database, "PRAGMA integrity_check") == "ok\n")
  }

  @Test("A catalogue with a bad scenario in the middle changes nothing")
  func importAtomicity() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = try write(EndToEndTests.handWritten, "good.json")
    #expect(try rotationdb(["import", good]).status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    let bad = try write(
      #"{"formatVersion": 1, "scenarios": [{"id": "b1", "title": "B", "device": "iphone", "window": {}, "steps": [{"action": "launch"}]}, {"id": "b2", "title": "B", "device": "iphone", "window": {}, "steps": [{"action": "launch"}, {"action": "dismiss"}]}]}"#,
      "bad.json")
    let result = try rotationdb(["import", good, bad])
    #expect(result.status == 65)
    #expect(
      result.err
        == "Error: \(bad): scenarios[1].steps[1]: cannot dismiss: nothing is presented at this step (line 1)\n"
    )
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
  }

  @Test("verify exits 1 on a mismatch and writes JUnit XML")
  func verify() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = EndToEndTests.handWritten.replacingOccurrences(
      of: "\"landscapeRight\", \"evidence\"", with: "\"portrait\", \"evidence\"")
    #expect(try rotationdb(["import", try write(broken, "c.json")]).status == 0)
    #expect(try rotationdb(["verify"]).status == 65)
    #expect(try rotationdb(["run"]).status == 0)
    let junit = directory.appendingPathComponent("junit.xml").path
    let result = try rotationdb(["verify", "--junit", junit])
    #expect(result.status == 1)
    #expect(
      result.out.contains(
        "nav-root-portrait-child, step 1, interfaceOrientation: wanted portrait, got landscapeRight under 6+"
      ), "\(result.out)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(
      xml.contains(
        #"<testsuites name="rotationdb run 1" tests="9" failures="1" skipped="5" time="0."#))
    #expect(
      xml.contains(
        #"<failure type="ExpectationMismatch" message="step 1: interfaceOrientation wanted portrait, got landscapeRight (evidence: documented; source: iOS 6 release notes)">"#
      ))
    // Class names CI systems show as written (no dot to split at), each case with its time.
    #expect(
      xml.contains(#"<testcase classname="profile 2\#u{2024}0" name="nav-root-portrait-child"#))
    #expect(!xml.contains(#"classname="rotationdb."#))
    #expect(xml.components(separatedBy: " time=\"").count - 1 == 1 + 9 + 9)
    // The expectation it would replace is documented: accept refuses without --force.
    let refused = try rotationdb(["accept"])
    #expect(refused.status == 1)
    #expect(
      refused.out.hasPrefix(
        "Not accepted: run 1 disagrees with stronger evidence than recorded at 1 field"),
      "\(refused.out)")
    #expect(try rotationdb(["verify"]).status == 1)
    #expect(try rotationdb(["accept", "--force"]).status == 0)
    #expect(try rotationdb(["verify"]).status == 0)
  }

  @Test("verify says what it checked: nothing compared is not a pass in disguise")
  func verifyCounts() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    // A catalogue without expectations.
    let text = """
      {"formatVersion": 1, "scenarios": [{"id": "bare", "title": "Nothing expected",
        "device": "iphone", "window": {"rootViewController": {"name": "root"}},
        "steps": [{"action": "launch"}]}]}
      """
    #expect(try rotationdb(["import", try write(text, "bare.json")]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    let plain = try rotationdb(["verify"])
    #expect(plain.status == 0)
    #expect(plain.out == "Run 1: 9 outcomes, 0 expectations checked: nothing was compared.\n")
    let junit = directory.appendingPathComponent("junit.xml").path
    let required = try rotationdb(["verify", "--require-expectations", "--junit", junit])
    #expect(required.status == 1)
    #expect(required.out.contains("9 outcomes with no expectation (--require-expectations):"))
    #expect(required.out.contains("  bare under 6+\n"))
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"tests="9" failures="0" skipped="9" time=""#))
    #expect(xml.components(separatedBy: "<skipped ").count == 10)
    let evaluate = try Binary.run(
      ["evaluate", "-", "--require-expectations", "--format", "text"], stdin: text)
    #expect(evaluate.status == 1)
    #expect(evaluate.err.hasPrefix("9 outcomes, 0 expectations checked: nothing was compared.\n"))
  }

  @Test("A partial run never becomes the default: commands use the latest complete run")
  func partialRuns() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try rotationdb(["import", Fixture.catalogue]).status == 0)
    #expect(try rotationdb(["run", "--profile", "6+"]).status == 0)
    let diff = try rotationdb(["diff", "--profiles", "5", "6+"])
    #expect(diff.status == 65)
    #expect(
      diff.err.hasPrefix(
        "Error: no run covers 5 and 6+ for every scenario (a run without --tag under both); "
          + "the latest is run 1: give --run, or record one with 'rotationdb run --profile 5 "
          + "--profile 6+'"), "\(diff.err)")
    #expect(try rotationdb(["run"]).status == 0)
    #expect(try rotationdb(["run", "--tag", "navigation"]).status == 0)
    let verify = try rotationdb(["verify"])
    #expect(verify.out.hasPrefix("Run 2: \(Fixture.ruleCaseOutcomes) outcomes"), "\(verify.out)")
    #expect(try rotationdb(["diff", "--profiles", "5", "6+"]).status == 0)
    #expect(try rotationdb(["verify", "--run", "3"]).out.hasPrefix("Run 3: "))
  }

  @Test("Scenarios can leave: remove, import --prune; explain reads the database with --db")
  func removeAndPrune() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try rotationdb(["import", Fixture.catalogue]).status == 0)
    let unknown = try rotationdb(["remove", "seed000-nav-forwarding", "nope"])
    #expect(unknown.status == 65)
    #expect(unknown.err == "Error: no scenario 'nope' in the database; nothing was removed\n")
    let removed = try rotationdb(["remove", "seed000-nav-forwarding"])
    #expect(removed.out == "Removed 1 scenario from \(database).\n")
    let mine = try write(EndToEndTests.handWritten, "mine.json")
    let pruned = try rotationdb(["import", "--prune", mine])
    #expect(
      pruned.out
        == "Imported 1 scenario into \(database): 1 new, 0 changed, 0 unchanged, "
        + "\(Fixture.ruleCases.scenarios.count - 1) removed.\n")
    #expect(try rotationdb(["scenarios"]).out.hasPrefix("nav-root-portrait-child"))
    let explained = try rotationdb(["explain", "nav-root-portrait-child", "--profile", "6+"])
    #expect(explained.status == 0, "\(explained.err)")
    #expect(explained.out.hasPrefix("nav-root-portrait-child: "))
    let wrongPlace = try Binary.run([
      "explain", database, "nav-root-portrait-child", "--profile", "6+",
    ])
    #expect(wrongPlace.status == 65)
    #expect(
      wrongPlace.err.contains(
        "is an SQLite database, not a catalogue; commands read a rotationdb database with --db"))
  }

  @Test("accept --write records into the catalogue file, so the next import keeps them")
  func acceptWrite() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = EndToEndTests.handWritten.replacingOccurrences(
      of: "\"landscapeRight\", \"evidence\"", with: "\"portrait\", \"evidence\"")
    let file = try write(broken, "mine.json")
    #expect(try rotationdb(["import", file]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    // Refused (documented evidence): the file is left as it was.
    #expect(try rotationdb(["accept", "--write", file]).status == 1)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == broken)
    let accepted = try rotationdb(["accept", "--force", "--write", file])
    #expect(accepted.status == 0, "\(accepted.err)")
    #expect(accepted.out.hasSuffix("Wrote the expectations of 1 scenario into \(file).\n"))
    let reimport = try rotationdb(["import", file])
    #expect(reimport.out.hasSuffix("0 new, 0 changed, 1 unchanged.\n"), "\(reimport.out)")
    #expect(try Binary.run(["evaluate", file, "--check"]).status == 0)
  }

  @Test("Profiles users define: add, run, diff against the base, remove; evaluate --profiles-file")
  func userProfiles() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let definition = try write(
      #"{"id": "6+-tabs", "base": "6+", "name": "iOS 6, tabs intersect", "parameters": {"tabBarDefault": "intersectionOfTabs"}}"#,
      "whatif.json")
    let bad = try write(
      #"{"id": "x", "base": "6+", "parameters": {"tabBarDefault": "sometimes"}}"#, "bad.json")
    let refused = try rotationdb(["profiles", "add", bad])
    #expect(refused.status == 65)
    #expect(
      refused.err.hasPrefix(
        "Error: \(bad): parameters.tabBarDefault: 'sometimes' is not one of idiomDefault, "
          + "intersectionOfTabs"), "\(refused.err)")
    let added = try rotationdb(["profiles", "add", definition])
    #expect(added.out == "Added profile 6+-tabs (iOS 6, tabs intersect); changed: tabBarDefault.\n")
    #expect(try rotationdb(["import", Fixture.catalogue]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    let diff = try rotationdb(["diff", "--profiles", "6+", "6+-tabs"])
    #expect(
      diff.out.hasPrefix(
        "1 of \(Fixture.ruleCases.scenarios.count) scenarios behave differently under 6+ and "
          + "6+-tabs."), "\(diff.out)")
    #expect(diff.out.contains("tab-one-landscape-tab"))
    #expect(try rotationdb(["profiles", "remove", "6+"]).status == 65)
    #expect(try rotationdb(["profiles", "remove", "6+-tabs"]).out == "Removed profile 6+-tabs.\n")
    // The issue's question: which cells flip if iOS 16 checked requests against the live mask?
    let noCache = try write(
      #"{"id": "16+-no-cache", "base": "16", "name": "iOS 16, requests see the live mask", "parameters": {"geometryValidationUsesCache": false}}"#,
      "no-cache.json")
    let versionID = try write(#"{"id": "17", "base": "16+"}"#, "version-id.json")
    let refusedVersion = try rotationdb(["profiles", "add", versionID])
    #expect(refusedVersion.status == 65)
    #expect(
      refusedVersion.err.contains("id: '17' reads as a system version"), "\(refusedVersion.err)")
    #expect(
      try rotationdb(["profiles", "add", noCache]).status == 65, "the base is an id, not a version")
    let fixed = try write(
      #"{"id": "16+-no-cache", "base": "16+", "parameters": {"geometryValidationUsesCache": false}}"#,
      "no-cache-fixed.json")
    #expect(try rotationdb(["profiles", "add", fixed]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    let flipped = try rotationdb(["diff", "--profiles", "16", "16+-no-cache"])
    #expect(flipped.status == 0, "\(flipped.err)")
    #expect(flipped.out.contains("geometry-request-denied-then-accepted"), "\(flipped.out)")
    // During a push UIKit checks a request against the current orientation whatever it cached
    // (R16.4, transitionHoldsOrientation): the cache no longer decides that scenario.
    #expect(!flipped.out.contains("geometry-request-during-push"), "\(flipped.out)")
    #expect(try rotationdb(["profiles", "remove", "16+-no-cache"]).status == 0)
    let table = try rotationdb(["profiles", "--format", "md"])
    #expect(table.out.contains("| parameter | 2.0 | 2.1+ | 5 | 6+ | 8 | 9+ | 13+ | 16+ | 26+ |"))
    let evaluated = try Binary.run([
      "evaluate", Fixture.catalogue, "--profiles-file", definition, "--profile", "6+-tabs",
      "--format",
      "text",
    ])
    #expect(evaluated.status == 0, "\(evaluated.err)")
    #expect(evaluated.out.hasPrefix("seed000-nav-plain-portrait-first under 6+-tabs: "))
  }

  @Test("diff --profiles and --runs through the binary")
  func diff() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try rotationdb(["import", try write(EndToEndTests.handWritten, "c.json")]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    let profiles = try rotationdb(["diff", "--profiles", "5", "6+"])
    #expect(
      profiles.out == """
        1 of 1 scenarios behave differently under 5 and 6+.

        By change, with the dimensions that explain it:
          1 scenario: step 1 (rotate): 5 interface portrait; 6+ interface landscapeRight, rotated — scenario nav-root-portrait-child

        Scenarios:
          nav-root-portrait-child: Navigation root whose first screen is portrait only
            step 1 (rotate): 5 interface portrait; 6+ interface landscapeRight, rotated

        """)
    #expect(try rotationdb(["run"]).status == 0)
    #expect(
      try rotationdb(["diff", "--runs", "1", "2"]).out
        == "Each run is judged by the expectations recorded with it.\n"
        + "No outcome changed from run 1 to run 2.\n")
    #expect(try rotationdb(["diff", "--runs", "1", "9"]).status == 65)
    #expect(try rotationdb(["diff", "--profiles", "5"]).status == 64)
  }

  @Test("--tag with an unknown tag is the same error in every command, with the closest tag")
  func unknownTag() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try Fixture.database(in: directory, named: "test.sqlite")
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    for command in [["run"], ["report"], ["scenarios"], ["export"]] {
      let result = try rotationdb(command + ["--tag", "windws"])
      #expect(result.status == 65, "\(command)")
      #expect(
        result.err.hasPrefix("Error: no scenario is tagged 'windws' (did you mean 'windows'?); "),
        "\(command): \(result.err)")
      #expect(result.out.isEmpty)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    #expect(try rotationdb(["scenarios", "--tag", "windows"]).status == 0)
  }

  @Test("Read commands refuse a missing database and create nothing")
  func missing() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    for command in [["export"], ["run"], ["verify"], ["scenarios"], ["accept"]] {
      let result = try rotationdb(command)
      #expect(result.status == 66)
      #expect(result.err.hasPrefix("Error: no database at \(database)"))
    }
    #expect(!FileManager.default.fileExists(atPath: database))
  }

  @Test("Two writers and readers on one file at once all succeed")
  func concurrent() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let catalogue = try write(EndToEndTests.handWritten, "c.json")
    #expect(try rotationdb(["import", catalogue]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    let builtIn = try write(try Binary.run(["catalogue"]).out, "builtin.json")
    let group = DispatchGroup()
    let results = Results()
    let commands: [[String]] = [
      ["import", builtIn], ["run"], ["import", catalogue], ["run"], ["export"], ["verify"], ["run"],
      ["scenarios"],
    ]
    for command in commands {
      group.enter()
      DispatchQueue.global().async {
        let result = try? Binary.run(command + ["--db", database])
        results.append(command, result)
        group.leave()
      }
    }
    group.wait()
    for (command, result) in results.all {
      let result = try #require(result)
      #expect(!result.err.contains("locked"), "\(command): \(result.err)")
      // verify may see expectations that a run has not covered yet: 0 or 1, never an error.
      #expect(
        result.status == 0 || (command == ["verify"] && result.status == 1),
        "\(command): \(result.err)")
    }
    #expect(try sqlite3(database, "SELECT count(*) FROM run") == "4\n")
    #expect(try sqlite3(database, "PRAGMA integrity_check") == "ok\n")
    #expect(
      try sqlite3(
        database,
        "SELECT count(*) FROM run AS r WHERE (SELECT count(*) FROM run_outcome_resolved WHERE run = r.id) <> r.evaluated + r.reused"
      ) == "0\n")
  }
}

/// Results collected from several threads.
final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [([String], Binary.Result?)] = []

  func append(_ command: [String], _ result: Binary.Result?) {
    lock.lock()
    items.append((command, result))
    lock.unlock()
  }

  var all: [([String], Binary.Result?)] {
    lock.lock()
    defer { lock.unlock() }
    return items
  }
}
