import Foundation
import RotationCore
import RotationReports
import RotationRunner
import RotationSpace
import RotationStore

/// `rotationdb verify`.
enum VerifyCommand {
  static let command = Command(
    name: "verify",
    summary: "Compare a run's outcomes with the expectations; exit 1 if any differs.",
    discussion: """
      A claim marked knownDifference (catalogue-format §9.2) that differs is a known difference:
      listed apart and counted in the closing line, not a failure (with --junit, a skipped test
      case). One that agrees is a failure: "no longer differs: remove knownDifference".

      A difference is listed once for the profiles that share it (`feed, step 1,
      interfaceOrientation: wanted portrait, got landscapeRight under 6+, 8`), and a closing
      line counts the expectations that hold, differ as known and fail, and where. A scenario
      changed since the run is skipped and named: the run evaluated an older definition than
      today's expectations speak of ('rotationdb run', then verify, checks it; with
      --require-expectations it fails).
      """,
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
    let store = try DatabaseAccess.open(parsed, create: false, readOnly: true, terminal: terminal)
    let runner = Runner(store: store)
    let result: (run: Int, check: Check)
    if let path = parsed.value("--junit") {
      // The run is found before the output file is checked; then it is read page by page and
      // the XML written as it comes.
      let found = try DatabaseAccess.perform(usage: usage) { try store.run(run) }
      var checked = Check()
      try FileOutput.stream(to: path, protecting: .of(parsed, terminal)) { write in
        checked = try DatabaseAccess.perform(usage: usage) {
          try runner.junit(
            run: found.id, listing: TextReport.listedUnchecked,
            directory: URL(fileURLWithPath: path).deletingLastPathComponent().path
          ) { text in
            do { try write(text) } catch { throw FileOutput.failure(path, describe(error)) }
          }.check
        }
      }
      result = (found.id, checked)
    } else {
      // Without JUnit output, read the run page by page: a run of any size fits in memory.
      let found = try DatabaseAccess.perform(usage: usage) {
        try runner.check(run: run, listing: TextReport.listedUnchecked)
      }
      result = (found.run.id, found.check)
    }
    let require = parsed.flags.contains(Option.requireExpectations.name)
    terminal.out(
      TextReport.verdict(
        result.check, requireExpectations: require, prefix: "Run \(result.run): ", grouped: true,
        run: result.run
      )
      .rendered(colours: terminal.colours(output: true)))
    return TextReport.passes(result.check, requireExpectations: require) ? 0 : 1
  }

  /// `--run ID` as a number.
  static func runID(_ parsed: Arguments, usage: String, option: String = "--run") throws(CLIError)
    -> Int?
  {
    guard let text = parsed.value(option) else { return nil }
    return try wholeNumber(text, for: option, "a run id", usage: usage)
  }
}

/// `rotationdb diff`.
enum DiffCommand {
  static let command = Command(
    name: "diff",
    summary:
      "Scenarios whose outcomes differ between two profiles, or what changed between two runs.",
    discussion: """
      --profiles groups the differing scenarios by change and names the dimensions that explain
      each group: `root answers are “none” or “supported [portrait]”`, values quoted (a group of
      one names its scenario), and says when the differing step was skipped under a profile (its
      API does not exist there). --runs lists a change once for the profiles that share it,
      every step whose state changed under it, and a closing count by kind; an outcome whose
      only failures are a recorded crash that is gone is CHANGED (no longer crashes), not a
      regression. On a terminal, crashes,
      regressions and changes are coloured (not with NO_COLOR set or TERM=dumb).

      With --space or --catalogue, --profiles needs no database: it evaluates the generated
      space (or the catalogue file's scenarios) under the two profiles in a stream, on every
      core, and summarises them as it goes.

      Exit codes: 0 when it compared; with --runs, 1 when a change is a failure as verify counts
      it (a REGRESSION, or a claim marked knownDifference that NO LONGER DIFFERS), whatever the
      format; 64 usage error, 65 a run that does not exist, 66 no database.
      """,
    options: [
      Option(
        name: "--profiles", values: ["A", "B"],
        help: "the scenarios whose outcomes differ between profiles A and B in a run (\"what "
          + "breaks when I move from 5 to 6+\"; versions such as 15 16 name their profiles)"),
      Option(name: "--run", values: ["ID"], help: "with --profiles: the run (default: the latest)"),
      Option(
        name: "--space", values: ["NAME"],
        help: "with --profiles: evaluate a generated space (standard or small) instead of a run",
        choices: ["standard", "small"], noun: "space"),
      Option(
        name: "--catalogue", values: ["FILE"],
        help: "with --profiles: evaluate a catalogue file's scenarios instead of a run"),
      Option(
        name: "--runs", values: ["R1", "R2"],
        help: "what changed from run R1 to run R2: regressions first, then fixes, other "
          + "changes, added and removed outcomes"),
      .format(["text", "md", "html"]), .out, .db,
    ],
    examples: [
      "rotationdb diff --profiles 5 6+", "rotationdb diff --profiles 5 6+ --space standard",
      "rotationdb diff --runs 1 2",
    ],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let format = parsed.value("--format") ?? "text"
    let profiles = CLI.profileIDs(parsed.values("--profiles"))
    let runs = parsed.values("--runs")
    guard profiles.isEmpty != runs.isEmpty else {
      throw .usage("give either --profiles A B or --runs R1 R2", usage)
    }
    let byProfiles = !profiles.isEmpty
    let space = parsed.value("--space")
    let file = parsed.value("--catalogue")
    if space != nil || file != nil {
      guard byProfiles, space == nil || file == nil else {
        throw .usage("--space and --catalogue go with --profiles A B, one of them", usage)
      }
      for option in ["--run", "--db"] where parsed.value(option) != nil {
        throw .usage("\(option) reads a database; --space and --catalogue need none", usage)
      }
      let divergence = try streamed(profiles, space: space, file: file, terminal: terminal)
      try emit(divergence, format: format, parsed: parsed, terminal: terminal)
      return 0
    }
    // Numbers are checked before the database is opened.
    let run = try VerifyCommand.runID(parsed, usage: usage)
    let ids = try runs.map { text throws(CLIError) in
      try wholeNumber(text, for: "--runs", "two run ids", usage: usage)
    }
    let store = try DatabaseAccess.open(parsed, create: false, readOnly: true, terminal: terminal)
    let runner = Runner(store: store)
    if byProfiles {
      let (a, b) = (profiles[0], profiles[1])
      let divergence = try DatabaseAccess.perform(usage: usage) {
        try runner.diff(profiles: a, b, run: run)
      }
      try emit(divergence, format: format, parsed: parsed, terminal: terminal)
    } else {
      let (first, second) = (ids[0], ids[1])
      let comparison = try DatabaseAccess.perform(usage: usage) {
        try runner.diff(runs: first, second)
      }
      let changes = comparison.changes
      let out = parsed.value("--out")
      switch format {
      case "md":
        try ReportFormat.emit(
          DiffReport.markdown(runs: changes, first, second), to: out, parsed: parsed,
          terminal: terminal)
      case "html":
        try ReportFormat.emit(
          DiffReport.html(runs: changes, first, second), to: out, parsed: parsed,
          terminal: terminal)
      default:
        try ReportFormat.emit(
          TextReport.runChanges(changes, first, second, notes: comparison.notes), to: out,
          parsed: parsed,
          terminal: terminal)
      }
      // As verify: a change that fails the expectations fails the command.
      if changes.contains(where: { $0.kind == .regression || $0.kind == .noLongerDiffers }) {
        return 1
      }
    }
    return 0
  }

  /// `diff --profiles` in the chosen format.
  static func emit(
    _ divergence: Divergence, format: String, parsed: Arguments, terminal: Terminal
  ) throws(CLIError) {
    let out = parsed.value("--out")
    switch format {
    case "md":
      try ReportFormat.emit(
        DiffReport.markdown(profiles: divergence), to: out, parsed: parsed, terminal: terminal)
    case "html":
      try ReportFormat.emit(
        DiffReport.html(profiles: divergence), to: out, parsed: parsed, terminal: terminal)
    default:
      try ReportFormat.emit(
        TextReport.profileDifferences(divergence), to: out, parsed: parsed, terminal: terminal)
    }
  }

  /// Two profiles' divergence over a generated space or a catalogue file, without a database.
  static func streamed(
    _ ids: [String], space name: String?, file: String?, terminal: Terminal
  ) throws(CLIError) -> Divergence {
    let profiles = try CLI.profiles(ids, usage: command.usage)
    guard profiles.count == 2 else {
      throw .usage("--profiles takes two different profiles", command.usage)
    }
    let progress = Progress.on(terminal)
    defer { progress?.finish() }
    let workers = ProcessInfo.processInfo.activeProcessorCount
    if let name {
      let space = try GenerateCommand.space(named: name, usage: command.usage)
      return Runner.divergence(
        profiles[0], profiles[1], count: space.count, workers: workers,
        progress: { progress?.update($0, $1) }, scenario: { space.scenario(at: $0) })
    }
    let scenarios = try CLI.loadCatalogue(file ?? "-", terminal: terminal).scenarios
    return Runner.divergence(
      profiles[0], profiles[1], count: scenarios.count, workers: workers,
      progress: { progress?.update($0, $1) }, scenario: { scenarios[$0] })
  }
}
