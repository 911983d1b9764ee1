import Foundation
import Testing

/// Kills `rotationdb generate --import` and `rotationdb run` with SIGKILL at random moments and
/// checks that the database survives: integrity, every committed run whole, no partial import or
/// run visible. ROTATIONDB_KILL_TRIALS sets the number of trials (scripts/crash-safety.sh runs
/// 100; CI runs the default). The kill delays come from a seeded generator: the seed is printed,
/// named in every failure, and ROTATIONDB_KILL_SEED replays it.
@Suite("Crash safety")
struct CrashSafetyTests {
  static var trials: Int {
    Int(ProcessInfo.processInfo.environment["ROTATIONDB_KILL_TRIALS"] ?? "") ?? 8
  }

  /// The seed of the kill delays: ROTATIONDB_KILL_SEED, else a random one.
  static var seed: UInt64 {
    UInt64(ProcessInfo.processInfo.environment["ROTATIONDB_KILL_SEED"] ?? "")
      ?? UInt64.random(in: 1...UInt64(UInt32.max))
  }

  func count(_ database: String, _ sql: String) throws -> Int {
    Int(try sqlite3(database, sql).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  @Test("SIGKILL during imports and runs never leaves a partial write")
  func killMidWrite() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("crash.sqlite").path
    #expect(try Binary.run(["import", "@builtin", "--db", database]).status == 0)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    var survived = 0
    var killed = 0
    let seed = Self.seed
    var delays = SplitMix64(seed: seed)
    print("crash safety: seed \(seed) (ROTATIONDB_KILL_SEED=\(seed) replays these kill delays)")
    for trial in 0..<Self.trials {
      let scenarios = try count(database, "SELECT count(*) FROM scenario")
      let runs = try count(database, "SELECT count(*) FROM run")
      // Odd trials import more generated scenarios; even ones run what was imported.
      let limit = 1_500 + trial * 400
      let command =
        trial % 2 == 0
        ? ["generate", "--import", "--limit", String(limit), "--db", database]
        : ["run", "--db", database]
      let process = Process()
      process.executableURL = Binary.url
      process.arguments = command
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      let delay = UInt32.random(in: 20_000...700_000, using: &delays)
      usleep(delay)
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        killed += 1
      }
      process.waitUntilExit()
      let context =
        "seed \(seed), trial \(trial): \(command.joined(separator: " ")) killed after "
        + "\(delay / 1000) ms"
      #expect(try sqlite3(database, "PRAGMA integrity_check") == "ok\n", "\(context)")
      let afterScenarios = try count(database, "SELECT count(*) FROM scenario")
      let afterRuns = try count(database, "SELECT count(*) FROM run")
      if trial % 2 == 0 {
        // The import is all or nothing: the scenarios before, or all the generated ones added.
        let generatedBefore = try count(
          database, "SELECT count(*) FROM scenario_tag WHERE tag = 'generated'")
        #expect(
          afterScenarios == scenarios || generatedBefore == limit,
          "\(context): \(scenarios) → \(afterScenarios) scenarios")
      } else {
        #expect(afterRuns == runs || afterRuns == runs + 1, "\(context)")
      }
      #expect(
        try count(
          database,
          "SELECT count(*) FROM run AS r WHERE (SELECT count(*) FROM run_outcome_resolved WHERE run = r.id) <> r.evaluated + r.reused"
        ) == 0, "\(context): a run is partial")
      #expect(
        try count(database, "SELECT count(*) FROM run WHERE catalogue_hash = ''") == 0,
        "\(context): an unfinished run is visible")
      survived += 1
    }
    // The database is still fully usable.
    let verify = try Binary.run(["verify", "--db", database])
    #expect(verify.status == 0 || verify.status == 1, "\(verify.err)")
    print("crash safety: \(survived) trials survived, \(killed) processes killed mid-write")
  }
}

extension CrashSafetyTests {
  /// The commands that create a database: an import, a publish, a generated import.
  static func creating(_ database: String, _ trial: Int, folder: String) -> [String] {
    switch trial % 3 {
    case 0: ["import", "@builtin", "--db", database]
    case 1: ["publish", "--db", database, "--out-dir", folder]
    default: ["generate", "--import", "--limit", "300", "--db", database]
    }
  }

  @Test("SIGKILL during a first creation leaves no file, an empty one or a whole database")
  func killFirstCreation() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let seed = Self.seed
    var delays = SplitMix64(seed: seed)
    print("crash safety (first creation): seed \(seed)")
    var killed = 0
    for trial in 0..<Self.trials {
      let database = directory.appendingPathComponent("new-\(trial).sqlite").path
      let command = Self.creating(database, trial, folder: directory.path)
      let process = Process()
      process.executableURL = Binary.url
      process.arguments = command
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Most kills land before or during the migrations (a process starts in ~50 ms).
      let delay = UInt32.random(in: 10_000...600_000, using: &delays)
      usleep(delay)
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        killed += 1
      }
      process.waitUntilExit()
      let context =
        "seed \(seed), trial \(trial): \(command.joined(separator: " ")) killed after "
        + "\(delay / 1000) ms"
      // Reading says the database is whole, or that none was made yet; never "not ours".
      let read = try Binary.run(["scenarios", "--db", database])
      #expect(
        read.status == 0 || read.status == 66
          || (read.status == 74 && read.err.contains("it holds no rotationdb data yet")),
        "\(context): \(read.err)")
      // The next import finishes what the killed one began.
      let again = try Binary.run(["import", "@builtin", "--db", database])
      #expect(again.status == 0, "\(context): \(again.err)")
      #expect(try sqlite3(database, "PRAGMA integrity_check") == "ok\n", "\(context)")
    }
    print("crash safety (first creation): \(killed) of \(Self.trials) killed before they finished")
  }

  @Test("Three processes creating one new database at once all succeed, and it is whole")
  func concurrentFirstCreation() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for trial in 0..<Self.trials {
      let database = directory.appendingPathComponent("new-\(trial).sqlite").path
      // Two imports and a generated one (a publish also runs and writes reports: slower).
      let commands = [0, 0, 2].map { Self.creating(database, $0, folder: directory.path) }
      let processes = try commands.map { command in
        let process = Process()
        process.executableURL = Binary.url
        process.arguments = command
        process.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        process.standardError = err
        try process.run()
        return (process, err)
      }
      for (process, _) in processes { process.waitUntilExit() }
      let errors = processes.map {
        String(decoding: $0.1.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      }
      #expect(processes.map(\.0.terminationStatus) == [0, 0, 0], "trial \(trial): \(errors)")
      #expect(try sqlite3(database, "PRAGMA integrity_check") == "ok\n", "trial \(trial)")
      #expect(
        try count(database, "SELECT count(*) FROM scenario") == 354 + 300, "trial \(trial)")
    }
  }
}

/// SplitMix64: a small seeded generator, so that a failing trial's delays can be replayed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
