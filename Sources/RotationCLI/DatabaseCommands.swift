import Foundation
import RotationCore
import RotationReports
import RotationRunner
import RotationStore

/// Opening the database and turning storage failures into exit codes.
enum DatabaseAccess {
  static let defaultPath = "./rotationdb.sqlite"

  static func open(_ parsed: Arguments, create: Bool, terminal: Terminal) throws(CLIError) -> Store
  {
    let path = parsed.value(Option.db.name) ?? defaultPath
    // SQLite reads these as a temporary or in-memory database: nothing would be saved.
    guard !path.isEmpty, path != ":memory:", !path.hasPrefix("file:") else {
      throw .usage(
        "--db needs a database file, not '\(path)' (an empty path, ':memory:' and 'file:' URIs "
          + "would save nothing)", "rotationdb <command> --db PATH")
    }
    let now = terminal.environment["ROTATIONDB_NOW"]
    // ROTATIONDB_BUSY_TIMEOUT: seconds to wait for another process's lock (default 60).
    let seconds = terminal.environment["ROTATIONDB_BUSY_TIMEOUT"].flatMap(Int32.init) ?? 60
    let err = terminal.err
    do {
      return try Store(
        path: path, create: create, clock: { now ?? Store.systemClock() },
        busyTimeout: max(0, seconds) * 1_000,
        onWait: { err("waiting for another process that is writing to \(path)...\n") })
    } catch {
      throw cliError(error)
    }
  }

  /// Exit codes: 66 no database, 74 (EX_IOERR) a database that cannot be used.
  static func cliError(_ error: StoreError) -> CLIError {
    switch error {
    case .noDatabase: .noInput(error.description)
    case .unknownRun, .noRun, .noCompleteRun, .unknownScenarios, .unknownProfile,
      .builtInProfile:
      .data(error.description)
    case .busy: CLIError(code: 75, message: error.description, usage: nil)  // EX_TEMPFAIL
    default: CLIError(code: 74, message: error.description, usage: nil)
    }
  }

  /// Any error of a database command, as an exit code.
  static func cliError(_ error: any Error, usage: String) -> CLIError {
    switch error {
    case let error as CLIError: error
    case let error as StoreError: cliError(error)
    case let error as DatabaseError where error.primaryCode == 5:  // SQLITE_BUSY
      cliError(StoreError.busy(path: "the database", seconds: nil))
    case let error as DatabaseError: cliError(StoreError.sqlite(error))
    case let error as RunnerError:
      switch error {
      case .unknownProfile: .usage(error.description, usage)
      default: .data(error.description)
      }
    default: CLIError(code: 1, message: "\(error)", usage: nil)
    }
  }

  /// Runs a database command body, mapping its errors.
  static func perform<T>(usage: String, _ body: () throws -> T) throws(CLIError) -> T {
    do {
      return try body()
    } catch {
      throw cliError(error, usage: usage)
    }
  }
}

/// `rotationdb import`.
enum ImportCommand {
  static let command = Command(
    name: "import",
    summary: "Validate catalogues, then add or update their scenarios in the database.",
    discussion: """
      Every file is validated first; then all scenarios are upserted by id in one transaction,
      with their tags and expectations. A bad file changes nothing. The database is created if
      it does not exist.
      """,
    arguments: [
      Positional(
        name: "CATALOGUE.json", help: "catalogue files; '-' reads standard input",
        count: .oneOrMore)
    ],
    options: [
      Option(
        name: "--prune",
        help: "also remove the scenarios that the given files no longer hold (runs keep their "
          + "history)"),
      .db,
    ],
    examples: ["rotationdb import my-app.json", "rotationdb import --prune catalogues/*.json"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    // Expectations may name the profiles an existing database holds (its own ones too).
    var known = Profile.builtIn
    let path = parsed.value(Option.db.name) ?? DatabaseAccess.defaultPath
    if FileManager.default.fileExists(atPath: path) {
      let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
      known = try DatabaseAccess.perform(usage: usage) { try store.profiles() }
    }
    var scenarios: [Scenario] = []
    var seen: [String: String] = [:]
    for path in parsed.positionals {
      for scenario in try CLI.loadCatalogue(path, terminal: terminal, profiles: known).scenarios {
        if let other = seen[scenario.id] {
          throw .data("\(path): scenario '\(scenario.id)' is also in \(other)")
        }
        seen[scenario.id] = path
        scenarios.append(scenario)
      }
    }
    let store = try DatabaseAccess.open(parsed, create: true, terminal: terminal)
    let prune = parsed.flags.contains("--prune")
    let summary = try DatabaseAccess.perform(usage: usage) {
      try store.importScenarios(scenarios, prune: prune)
    }
    terminal.out(
      "Imported \(TextReport.count(summary.total, "scenario")) into \(store.path): "
        + "\(summary.added) new, \(summary.changed) changed, \(summary.unchanged) unchanged"
        + (prune ? ", \(summary.removed.count) removed" : "") + ".\n")
    return 0
  }
}

/// `rotationdb remove`.
enum RemoveCommand {
  static let command = Command(
    name: "remove",
    summary: "Remove scenarios from the database, with their tags and expectations.",
    discussion: """
      Recorded runs keep their outcomes: their history stays. An id the database does not hold
      is an error, and then nothing is removed.
      """,
    arguments: [Positional(name: "SCENARIO-ID", help: "scenario ids", count: .oneOrMore)],
    options: [.db],
    examples: ["rotationdb remove old-case another-old-case"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
    let count = try DatabaseAccess.perform(usage: command.usage) {
      try store.removeScenarios(parsed.positionals)
    }
    terminal.out(
      "Removed \(TextReport.count(count, "scenario")) from \(store.path).\n".terminalSafe)
    return 0
  }
}

/// `rotationdb export`.
enum ExportCommand {
  static let command = Command(
    name: "export",
    summary: "Print the database's scenarios and expectations as a canonical catalogue.",
    discussion: """
      The output is the catalogue format, canonical and deterministic, so it diffs well in git;
      importing it back changes nothing.
      """,
    options: [.format(["json"], help: "json, the only format"), .tag, .db],
    examples: ["rotationdb export > catalogue.json"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
    let scenarios = try DatabaseAccess.perform(usage: usage) {
      try store.scenarios(tag: parsed.value("--tag"))
    }
    terminal.out(Catalogue(scenarios: scenarios).json.rendered())
    return 0
  }
}

/// `rotationdb scenarios`.
enum ScenariosCommand {
  static let command = Command(
    name: "scenarios",
    summary: "List the database's scenarios.",
    options: [.tag, .format(["text", "json"]), .db],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let format = parsed.value("--format") ?? "text"
    let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
    let rows = try DatabaseAccess.perform(usage: usage) {
      try store.scenarioRows(tag: parsed.value("--tag"))
    }
    if format == "json" {
      terminal.out(
        JSON.array(
          rows.map {
            .object([
              ("id", .string($0.id)), ("title", .string($0.title)), ("device", .string($0.device)),
              ("tags", .array($0.tags.map(JSON.string))), ("hash", .string($0.hash)),
            ])
          }
        ).rendered())
    } else {
      let width = rows.map(\.id.count).max() ?? 0
      for row in rows {
        let line =
          TextReport.pad(row.id, width) + "  " + TextReport.pad(row.device, 6) + "  " + row.title
          + (row.tags.isEmpty ? "" : "  [" + row.tags.joined(separator: ", ") + "]") + "\n"
        terminal.out(line.terminalSafe)
      }
    }
    return 0
  }
}

/// `rotationdb run`.
enum RunCommand {
  static let command = Command(
    name: "run",
    summary: "Evaluate the database's scenarios under its profiles and record the run.",
    discussion: """
      The run is recorded in one transaction: entirely, or not at all. A scenario whose content,
      profile and engine are unchanged since an earlier run is not evaluated again: its recorded
      result is reused.
      """,
    options: [.profiles("only this profile; repeat for several (default: all)"), .tag, .db],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
    let progress = terminal.isTerminal ? Progress(terminal: terminal) : nil
    let summary = try DatabaseAccess.perform(usage: usage) {
      try Runner(store: store).run(
        profiles: parsed.values("--profile"), tag: parsed.value("--tag"),
        progress: progress.map { progress in { progress.update($0, $1) } })
    }
    progress?.finish()
    terminal.out(summary.line + "\n")
    return 0
  }
}

/// A progress line on a terminal, redrawn at most every percent.
final class Progress {
  let terminal: Terminal
  var shown = -1

  init(terminal: Terminal) { self.terminal = terminal }

  func update(_ done: Int, _ total: Int) {
    guard total > 0 else { return }
    let percent = done * 100 / total
    guard percent != shown else { return }
    shown = percent
    terminal.err("\revaluating: \(done)/\(total) (\(percent)%)")
  }

  func finish() {
    if shown >= 0 { terminal.err("\r\u{1B}[K") }
  }
}

/// `rotationdb verify`.
enum VerifyCommand {
  static let command = Command(
    name: "verify",
    summary: "Compare a run's outcomes with the expectations; exit 1 if any differs.",
    options: [
      .run,
      Option(
        name: "--junit", values: ["FILE"],
        help: "also write JUnit XML, one test case per scenario and profile"),
      .requireExpectations, .db,
    ],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let run = try runID(parsed, usage: usage)
    let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
    let runner = Runner(store: store)
    let result: (run: Int, check: Check)
    if let path = parsed.value("--junit") {
      let verification = try DatabaseAccess.perform(usage: usage) { try runner.verify(run: run) }
      let xml = JUnitReport.render(
        run: verification.run.id, scenarios: verification.scenarios,
        outcomes: verification.outcomes, mismatches: verification.mismatches)
      try FileOutput.write(
        xml, to: path, protecting: parsed.value(Option.db.name) ?? DatabaseAccess.defaultPath)
      result = (verification.run.id, verification.check)
    } else {
      // Without JUnit output, read the run page by page: a run of any size fits in memory.
      let found = try DatabaseAccess.perform(usage: usage) { try runner.check(run: run) }
      result = (found.run.id, found.check)
    }
    let require = parsed.flags.contains(Option.requireExpectations.name)
    terminal.out(
      "Run \(result.run): "
        + TextReport.verdict(result.check, requireExpectations: require).terminalSafe)
    return TextReport.passes(result.check, requireExpectations: require) ? 0 : 1
  }

  /// `--run ID` as a number.
  static func runID(_ parsed: Arguments, usage: String, option: String = "--run") throws(CLIError)
    -> Int?
  {
    guard let text = parsed.value(option) else { return nil }
    guard let id = Int(text), id > 0 else {
      throw .usage("\(option) takes a run id (a positive number), not '\(text)'", usage)
    }
    return id
  }
}

/// `rotationdb accept`.
enum AcceptCommand {
  static let command = Command(
    name: "accept",
    summary: "Record a run's outcomes as the new expectations (evidence: recorded).",
    discussion: """
      Like a snapshot tool's record mode: every step of every accepted outcome becomes an
      expectation with evidence "recorded", replacing what was expected under that profile, and
      every change is listed. Expectations with stronger evidence (device, simulator,
      documented, observed, inferred) are only replaced with --force; without it, accept lists
      them and exits 1. A scenario changed since the run is never accepted: run again first.
      The database then differs from your catalogue files: export it, or update them.
      """,
    options: [
      .run,
      Option(
        name: "--scenario", values: ["ID"],
        help: "only this scenario; repeat for several (default: all in the run)", repeats: true),
      Option(name: "--dry-run", help: "list what would change and write nothing"),
      Option(
        name: "--force",
        help: "also replace expectations with stronger evidence than recorded"),
      Option(
        name: "--write", values: ["CATALOGUE.json"],
        help: "also write the accepted expectations into this catalogue file (canonical JSON, "
          + "atomically; its other scenarios and content kept); repeat for several",
        repeats: true),
      .db,
    ],
    examples: [
      "rotationdb accept --dry-run", "rotationdb accept --scenario my-case --force",
      "rotationdb accept --write catalogues/my-app.json",
    ],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let run = try VerifyCommand.runID(parsed, usage: usage)
    let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
    let dryRun = parsed.flags.contains("--dry-run")
    let files = parsed.values("--write")
    // Every file is read and checked before the database changes.
    var catalogues: [(path: String, catalogue: Catalogue)] = []
    for path in files { catalogues.append((path, try CLI.loadCatalogue(path, terminal: terminal))) }
    let plan = try DatabaseAccess.perform(usage: usage) {
      try Runner(store: store).accept(
        run: run, scenarios: parsed.values("--scenario"), force: parsed.flags.contains("--force"),
        dryRun: dryRun)
    }
    terminal.out(report(plan, dryRun: dryRun, writing: !files.isEmpty).terminalSafe)
    guard plan.written, !catalogues.isEmpty else { return plan.refused ? 1 : 0 }
    let stored = try DatabaseAccess.perform(usage: usage) {
      Dictionary(try store.scenarios().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
    var updated: [(path: String, text: String)] = []
    for (path, catalogue) in catalogues {
      var changed = catalogue
      for index in changed.scenarios.indices {
        if let current = stored[changed.scenarios[index].id] {
          changed.scenarios[index].expectations = current.expectations
        }
      }
      updated.append((path, changed.json.rendered()))
    }
    try FileOutput.writeAll(
      updated, protecting: parsed.value(Option.db.name) ?? DatabaseAccess.defaultPath)
    terminal.out("Wrote the expectations into \(files.joined(separator: ", ")).\n".terminalSafe)
    return 0
  }

  /// What accept changed, would change, or refused to change.
  static func report(_ plan: AcceptPlan, dryRun: Bool, writing: Bool) -> String {
    var out = ""
    if !plan.stale.isEmpty {
      out +=
        "Not accepted: \(TextReport.count(plan.stale.count, "scenario")) changed since run "
        + "\(plan.run) evaluated them (\(plan.stale.joined(separator: ", "))); run again first.\n"
    }
    if !plan.protected.isEmpty {
      out +=
        (plan.refused && plan.stale.isEmpty
          ? "Not accepted: it would replace expectations with stronger evidence than recorded "
            + "(use --force to replace them):\n"
          : "Replacing expectations with stronger evidence than recorded:\n")
      for item in plan.protected {
        out +=
          "  \(item.scenario) under \(item.profile), step \(item.step): evidence "
          + "\(item.evidence.rawValue)" + (item.source.map { "; source: \($0)" } ?? "") + "\n"
      }
    }
    let verb = plan.written ? "Changed" : "Would change"
    if !plan.changes.isEmpty {
      out += "\(verb) \(TextReport.count(plan.changes.count, "expectation field")):\n"
      for change in plan.changes {
        out +=
          "  \(change.scenario) under \(change.profile), step \(change.step): \(change.field) "
          + "\(change.old ?? "(none)") → \(change.new)"
          + (change.oldEvidence.map { " (was \($0.rawValue))" } ?? "") + "\n"
      }
    }
    if plan.written {
      out +=
        "Accepted \(TextReport.count(plan.accepted, "outcome")) of run \(plan.run) as "
        + "expectations (evidence recorded)."
        + (writing
          ? "\n"
          : " The database now differs from your catalogue files: update them with --write "
            + "FILE, or 'rotationdb export' prints them.\n")
    } else if dryRun && !plan.refused {
      out +=
        "Dry run: \(TextReport.count(plan.accepted, "outcome")) would be accepted; nothing was written.\n"
    } else if dryRun {
      out += "Dry run: nothing was written.\n"
    }
    return out
  }
}

/// `rotationdb diff`.
enum DiffCommand {
  static let command = Command(
    name: "diff",
    summary:
      "Scenarios whose outcomes differ between two profiles, or what changed between two runs.",
    options: [
      Option(
        name: "--profiles", values: ["A", "B"],
        help: "the scenarios whose outcomes differ between profiles A and B in a run (\"what "
          + "breaks when I move from 5 to 6+\")"),
      Option(name: "--run", values: ["ID"], help: "with --profiles: the run (default: the latest)"),
      Option(
        name: "--runs", values: ["R1", "R2"],
        help: "what changed from run R1 to run R2: regressions first, then fixes, other "
          + "changes, added and removed outcomes"),
      .format(["text", "md", "html"]), .out, .db,
    ],
    examples: ["rotationdb diff --profiles 5 6+", "rotationdb diff --runs 1 2"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let format = parsed.value("--format") ?? "text"
    let profiles = parsed.values("--profiles")
    let runs = parsed.values("--runs")
    guard profiles.isEmpty != runs.isEmpty else {
      throw .usage("give either --profiles A B or --runs R1 R2", usage)
    }
    let byProfiles = !profiles.isEmpty
    let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
    let runner = Runner(store: store)
    if byProfiles {
      let run = try VerifyCommand.runID(parsed, usage: usage)
      let (a, b) = (profiles[0], profiles[1])
      let divergence = try DatabaseAccess.perform(usage: usage) {
        try runner.diff(profiles: a, b, run: run)
      }
      let text =
        switch format {
        case "md": DiffReport.markdown(profiles: divergence)
        case "html": DiffReport.html(profiles: divergence)
        default: TextReport.profileDifferences(divergence)
        }
      try ReportFormat.emit(text, to: parsed.value("--out"), parsed: parsed, terminal: terminal)
    } else {
      guard let first = Int(runs[0]), let second = Int(runs[1]) else {
        throw .usage("--runs takes two run ids (numbers)", usage)
      }
      let changes = try DatabaseAccess.perform(usage: usage) {
        try runner.diff(runs: first, second)
      }
      let text =
        switch format {
        case "md": DiffReport.markdown(runs: changes, first, second)
        case "html": DiffReport.html(runs: changes, first, second)
        default: TextReport.runChanges(changes, first, second)
        }
      try ReportFormat.emit(text, to: parsed.value("--out"), parsed: parsed, terminal: terminal)
    }
    return 0
  }
}
