import Foundation
import RotationCore
import RotationReports
import RotationRunner
import RotationStore

/// `rotationdb accept`.
enum AcceptCommand {
  static let command = Command(
    name: "accept",
    summary: "Record what a run adds to or changes in the expectations (evidence: recorded).",
    discussion: """
      Like a snapshot tool's record mode, for a catalogue that mixes evidence: every expectation
      the run agrees with is kept as it is, whatever its evidence; what no expectation states is
      recorded from the run (evidence "recorded", compactly); a recorded expectation the run
      disagrees with is replaced. Where the run disagrees with stronger evidence (device,
      simulator, documented, observed, inferred), accept names each scenario, profile, step and
      field, writes nothing and exits 1: limit it with --scenario or --profile, or replace them
      with --force. A claim marked knownDifference is kept as it is, never replaced by the run's
      value, and nothing is recorded over it (the summary counts them). A scenario changed since
      the run is never accepted: run again first. Recorded expectations equal under several
      profiles are one, whichever pass recorded them. It prints a summary and the first changes
      (all of them with --verbose or --dry-run; a changed crash says "no longer crashes" or
      "now crashes"). The database then differs from your catalogue files:
      update them with --write, or export it.
      """,
    options: [
      .run,
      Option(
        name: "--scenario", values: ["ID"],
        help: "only this scenario; repeat for several (default: all in the run)", repeats: true),
      .profiles("only this profile's outcomes; repeat for several (default: all in the run)"),
      Option(name: "--dry-run", help: "list everything that would change and write nothing"),
      Option(name: "--verbose", help: "list every change, not only the first few"),
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
      "rotationdb accept --dry-run", "rotationdb accept --profile 17 --profile 18",
      "rotationdb accept --scenario my-case --force",
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
    // ... and shown writable: each file's temporary file is made before the database commits.
    let prepared =
      dryRun || files.isEmpty
      ? nil
      : try FileOutput.prepare(files, protecting: .of(parsed, terminal), updating: terminal.inputs)
    let all = dryRun || parsed.flags.contains("--verbose")
    // The plan holds only the changes the summary shows. Every change is printed with
    // --dry-run and --verbose, after the summary that counts them: each waits in a temporary
    // file until then, not in memory. Written files name the accepted scenarios they do not
    // hold: those are kept, not their changes.
    let spill = all ? try spillFile() : nil
    var changed: Set<String> = []
    let plan: AcceptPlan
    do {
      plan = try DatabaseAccess.perform(usage: usage) {
        try Runner(store: store).accept(
          run: run, scenarios: parsed.values("--scenario"),
          profiles: CLI.profileIDs(parsed.values("--profile")),
          force: parsed.flags.contains("--force"), dryRun: dryRun,
          listing: all ? 0 : shownChanges
        ) { change throws(CLIError) in
          if let spill { try spilled(change, to: spill) }
          if !files.isEmpty { changed.insert(change.scenario) }
        }
      }
    } catch {
      prepared?.discard()
      throw error
    }
    terminal.out(report(plan, dryRun: dryRun, writing: !files.isEmpty, all: all).terminalSafe)
    if let spill, !plan.refused {
      do {
        try spill.replay { terminal.out($0.terminalSafe) }
      } catch {
        prepared?.discard()
        throw spillFailure(error, written: plan.written)
      }
    }
    if !plan.refused { terminal.out(trailer(plan, writing: !files.isEmpty, all: all)) }
    guard plan.written, let prepared else {
      prepared?.discard()
      return plan.refused ? 1 : 0
    }
    // A file is rewritten only when an expectation of one of its scenarios changes.
    var texts: [String?] = []
    var lines: [String] = []
    do {
      var stored: Set<String> = []
      try DatabaseAccess.perform(usage: usage) {
        try store.forEachScenarioID { stored.insert($0) }
      }
      for (path, catalogue) in catalogues {
        let (text, count) = try rendered(catalogue, stored: stored, from: store)
        texts.append(count == 0 ? nil : text)
        lines.append(
          count == 0
            ? "\(path) holds no scenario whose expectations changed; left as it was.\n"
            : "Wrote the expectations of \(TextReport.count(count, "scenario")) into \(path).\n")
      }
    } catch {
      prepared.discard()
      throw error
    }
    let held = Set(catalogues.flatMap { $0.catalogue.scenarios.map(\.id) })
    let elsewhere = changed.subtracting(held).sorted()
    do {
      try prepared.write(texts)
    } catch {
      throw CLIError(
        code: error.code,
        message: error.message + " (the database holds the accepted expectations: run "
          + "'rotationdb accept --write' again, or 'rotationdb export' prints them)",
        usage: error.usage)
    }
    var out = lines.joined()
    if !elsewhere.isEmpty {
      out +=
        "\(TextReport.count(elsewhere.count, "accepted scenario")) in none of these files: "
        + elsewhere.prefix(10).joined(separator: ", ") + (elsewhere.count > 10 ? ", …" : "")
        + "; 'rotationdb export' prints them.\n"
    }
    terminal.out(out.terminalSafe)
    return 0
  }

  /// A catalogue file's text, each of its scenarios that the database holds with the
  /// expectations it now has: read a page of scenarios at a time and written scenario by
  /// scenario (the same bytes as rendering it whole, without the whole file's JSON tree).
  /// With the text, how many of its scenarios' expectations changed.
  static func rendered(_ catalogue: Catalogue, stored: Set<String>, from store: Store)
    throws(CLIError) -> (text: String, changed: Int)
  {
    let scenarios = catalogue.scenarios
    let page = 500
    var expectations: [String: [Expectation]] = [:]
    var next = 0
    var changed = 0
    func scenario() throws -> JSON? {
      guard next < scenarios.count else { return nil }
      if next % page == 0 {
        expectations = try store.expectations(
          of: scenarios[next..<min(next + page, scenarios.count)].map(\.id))
      }
      var item = scenarios[next]
      next += 1
      if stored.contains(item.id) {
        let current = expectations[item.id] ?? []
        if current != item.expectations { changed += 1 }
        item.expectations = current
      }
      return item.json
    }
    var text = ""
    try DatabaseAccess.perform(usage: command.usage) {
      try StreamedDocument.write(key: "scenarios", scenario) { text += $0 }
    }
    return (text, changed)
  }

  /// How many changes the summary lists without --verbose.
  static let shownChanges = 5

  /// The temporary file the changes wait in until the summary is printed: in the system's
  /// temporary folder (`TMPDIR`), unlinked at once.
  static func spillFile() throws(CLIError) -> SpillFile {
    do {
      return try SpillFile(in: FileManager.default.temporaryDirectory.path, bytes: 1 << 20)
    } catch {
      throw spillFailure(error)
    }
  }

  /// A change's line, set aside.
  static func spilled(_ change: AcceptPlan.Change, to spill: SpillFile) throws(CLIError) {
    do {
      try spill.append(line(change))
    } catch {
      throw spillFailure(error)
    }
  }

  /// The temporary file failed: exit 73, naming its folder and whether the database was
  /// written.
  static func spillFailure(_ error: any Error, written: Bool = false) -> CLIError {
    CLIError(
      code: 73,
      message: "cannot set the changes aside in \(FileManager.default.temporaryDirectory.path) "
        + "until they are counted: \(describe(error)); set TMPDIR to a folder that can be "
        + "written ("
        + (written ? "the database holds the accepted expectations" : "nothing was written")
        + ")",
      usage: nil)
  }

  /// What accept changed, would change, or refused to change: the conflicts that refuse it,
  /// else a summary and the first changes the plan lists (the others, with `all`, follow it
  /// from the temporary file, then ``trailer(_:writing:all:)``).
  static func report(_ plan: AcceptPlan, dryRun: Bool, writing: Bool, all: Bool) -> String {
    var out = ""
    if !plan.stale.isEmpty {
      out +=
        "Not accepted: \(TextReport.count(plan.stale.count, "scenario")) changed since run "
        + "\(plan.run) evaluated them (\(plan.stale.joined(separator: ", "))); run again first.\n"
    }
    if !plan.conflicts.isEmpty {
      out +=
        plan.refused
        ? "Not accepted: run \(plan.run) disagrees with stronger evidence than recorded at "
          + "\(TextReport.count(plan.conflicts.count, "field")); nothing was written (limit "
          + "accept with --scenario or --profile, or replace them with --force):\n"
        : "Replacing stronger evidence than recorded at "
          + "\(TextReport.count(plan.conflicts.count, "field")):\n"
      for item in plan.conflicts {
        out +=
          "  \(item.scenario) under \(item.profile), step \(item.step): \(item.field) "
          + "expected \(item.wanted) (\(item.evidence.rawValue)"
          + (item.source.map { "; source: \($0)" } ?? "") + "), run has \(item.got)\n"
      }
    }
    if plan.refused { return out }
    let counts =
      "\(TextReport.count(plan.added, "expectation")) added, \(plan.changed) changed, "
      + "\(plan.kept) kept"
      + (plan.knownDifferences > 0
        ? ", \(TextReport.count(plan.knownDifferences, "known difference")) kept as claimed" : "")
    if plan.written {
      out +=
        "Accepted \(TextReport.count(plan.accepted, "outcome")) of run \(plan.run) (evidence "
        + "recorded): \(counts).\n"
    } else {
      out +=
        "Dry run: \(TextReport.count(plan.accepted, "outcome")) of run \(plan.run) would be "
        + "accepted: \(counts); nothing was written.\n"
    }
    for change in plan.changes { out += line(change) }
    return out
  }

  /// A change, as a line of the summary, with what it means where the old expectation said
  /// the app crashes or does not.
  static func line(_ change: AcceptPlan.Change) -> String {
    "  \(change.scenario) under \(change.profiles.joined(separator: ", ")), "
      + (change.through.map { "steps \(change.step) to \($0)" } ?? "step \(change.step)")
      + ": \(change.field) "
      + "\(change.old ?? "(none)") → \(change.new)"
      + (change.oldEvidence.map { " (was \($0.rawValue))" } ?? "")
      + (meaning(change).map { ": \($0)" } ?? "") + "\n"
  }

  /// What a change of an expected crash means: `no longer crashes`, `now crashes`; nil for
  /// other changes, and for a field no expectation stated before.
  static func meaning(_ change: AcceptPlan.Change) -> String? {
    guard change.field == "error", let old = change.old else { return nil }
    switch (old == "null", change.new == "null") {
    case (false, true): return "no longer crashes"
    case (true, false): return "now crashes"
    case (false, false): return "crashes with another error"
    case (true, true): return nil
    }
  }

  /// What follows the changes listed: how many more there are (unless `all` were listed), and
  /// that the catalogue files now differ.
  static func trailer(_ plan: AcceptPlan, writing: Bool, all: Bool) -> String {
    var out = ""
    if !all && plan.changes.count < plan.changeCount {
      out +=
        "  … and \(plan.changeCount - plan.changes.count) more (--verbose lists them all).\n"
    }
    if plan.written && !writing && plan.changeCount > 0 {
      out +=
        "The database now differs from your catalogue files: update them with --write FILE, or "
        + "'rotationdb export' prints them.\n"
    }
    return out
  }
}
