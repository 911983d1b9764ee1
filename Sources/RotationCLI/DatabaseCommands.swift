import Foundation
import RotationCore
import RotationReports
import RotationRunner
import RotationStore

/// Opening the database and turning storage failures into exit codes.
enum DatabaseAccess {
  static let defaultPath = "./rotationdb.sqlite"

  /// The database file the command names with --db, or the default.
  static func path(_ parsed: Arguments) -> String {
    parsed.value(Option.db.name) ?? defaultPath
  }

  /// Opens the database; reading commands pass `readOnly` and then write nothing to it (and
  /// work in a folder that cannot be written).
  /// `--tag`, the same in every command: a tag no scenario has is an error (exit 65) that
  /// suggests the closest tag.
  static func checkTag(_ parsed: Arguments, _ store: Store, usage: String) throws(CLIError) {
    guard let tag = parsed.value("--tag") else { return }
    let tags = try perform(usage: usage) { try store.allTags() }
    guard !tags.contains(tag) else { return }
    throw unknownTag(tag, tags: tags, place: "the database")
  }

  /// A tag no scenario has (exit 65), with the closest tag and the first 20 of `tags`.
  static func unknownTag(_ tag: String, tags: [String], place: String) -> CLIError {
    let hint = didYouMean(tag, in: tags)
    let listed = tags.prefix(20).joined(separator: ", ") + (tags.count > 20 ? ", …" : "")
    return .data(
      "no scenario is tagged '\(tag)'\(hint)"
        + (tags.isEmpty ? "; \(place) has no tags" : "; the tags: \(listed)"))
  }

  static func open(
    _ parsed: Arguments, create: Bool, readOnly: Bool = false, terminal: Terminal
  ) throws(CLIError) -> Store {
    let path = Self.path(parsed)
    // SQLite reads these as a temporary or in-memory database: nothing would be saved.
    guard !path.isEmpty, path != ":memory:", !path.hasPrefix("file:") else {
      throw .usage(
        "--db needs a database file, not '\(path)' (an empty path, ':memory:' and 'file:' URIs "
          + "would save nothing)", "rotationdb <command> --db PATH")
    }
    let now = EnvironmentVariable.now.value(in: terminal.environment)
    // Checked before the command ran (EnvironmentVariable.check): at most a day.
    let seconds =
      EnvironmentVariable.busyTimeout.value(in: terminal.environment)
      .flatMap(EnvironmentVariable.seconds) ?? 60
    let err = terminal.err
    do {
      return try Store(
        path: path, create: create, readOnly: readOnly, clock: { now ?? Store.systemClock() },
        busyTimeout: Int32(seconds * 1_000),
        onWait: { err("waiting for another process that is writing to \(path)...\n") })
    } catch {
      throw cliError(error)
    }
  }

  /// Exit codes: 66 no database, 74 (EX_IOERR) a database that cannot be used.
  static func cliError(_ error: StoreError) -> CLIError {
    switch error {
    case .noDatabase: .noInput(error.description)
    case .unknownRun, .noRun, .noCompleteRun, .noRunCovering, .unknownScenarios, .unknownProfile,
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
      cliError(StoreError.busy(path: "the database", seconds: error.waited.map { Int($0) / 1_000 }))
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
      with their tags and expectations, and the files' behaviours (the questions the scenarios
      answer) by id. A bad file changes nothing. The database is created if it does not exist.
      """,
    arguments: [
      Positional(
        name: "CATALOGUE.json", help: "catalogue files; '-' reads standard input",
        count: .oneOrMore)
    ],
    options: [
      Option(
        name: "--prune",
        help: "also remove the scenarios and behaviours that the given files no longer hold (runs "
          + "keep their history)"),
      .db,
    ],
    examples: ["rotationdb import my-app.json", "rotationdb import --prune catalogues/*.json"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    // Expectations may name the profiles an existing database holds (its own ones too).
    var known = Profile.builtIn
    let path = DatabaseAccess.path(parsed)
    if FileManager.default.fileExists(atPath: path) {
      let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
      known = try DatabaseAccess.perform(usage: usage) { try store.profiles() }
    }
    var scenarios: [Scenario] = []
    var behaviours: [Behaviour] = []
    var seen: [String: String] = [:]
    var seenBehaviours: [String: String] = [:]
    for path in parsed.positionals {
      let catalogue = try CLI.loadCatalogue(path, terminal: terminal, profiles: known)
      for scenario in catalogue.scenarios {
        if let other = seen[scenario.id] {
          throw .data("\(path): scenario '\(scenario.id)' is also in \(other)")
        }
        seen[scenario.id] = path
        scenarios.append(scenario)
      }
      for behaviour in catalogue.behaviours {
        if let other = seenBehaviours[behaviour.id] {
          throw .data("\(path): behaviour '\(behaviour.id)' is also in \(other)")
        }
        seenBehaviours[behaviour.id] = path
        behaviours.append(behaviour)
      }
    }
    let store = try DatabaseAccess.open(parsed, create: true, terminal: terminal)
    let prune = parsed.flags.contains("--prune")
    let progress = Progress.on(terminal, "importing")
    let summary = try DatabaseAccess.perform(usage: usage) {
      try store.importScenarios(
        Progress.counting(scenarios, total: scenarios.count, into: progress),
        behaviours: behaviours, prune: prune)
    }
    progress?.finish()
    terminal.out(
      "Imported \(TextReport.count(summary.total, "scenario")) into \(store.path): "
        + "\(summary.added) new, \(summary.changed) changed, \(summary.unchanged) unchanged"
        + (prune ? ", \(summary.removed.count) removed" : "")
        + (behaviours.isEmpty ? "" : "; \(TextReport.count(behaviours.count, "behaviour"))")
        + ".\n")
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
    summary:
      "Print the database's scenarios, expectations and behaviours as a canonical catalogue.",
    discussion: """
      The output is the catalogue format, canonical and deterministic, so it diffs well in git;
      importing it back changes nothing. Scenarios are read and written a page at a time:
      memory stays flat however many the database holds.
      """,
    options: [.format(["json"], help: "json, the only format"), .tag, .out, .db],
    examples: ["rotationdb export > catalogue.json", "rotationdb export --out catalogue.json"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let store = try DatabaseAccess.open(parsed, create: false, readOnly: true, terminal: terminal)
    try DatabaseAccess.checkTag(parsed, store, usage: usage)
    var cursor = Store.ScenarioCursor(tag: parsed.value("--tag"))
    var page: [Scenario] = []
    var read = 0
    // The next scenario, reading the next page once this one is written.
    func next() throws(CLIError) -> JSON? {
      if read == page.count {
        page = try DatabaseAccess.perform(usage: usage) {
          try store.scenarioPage(after: &cursor, limit: 1_000).map(\.scenario)
        }
        read = 0
        if page.isEmpty { return nil }
      }
      read += 1
      return page[read - 1].json
    }
    // A tag's export holds the scenarios only: the behaviours answer from any of them.
    let behaviours =
      parsed.value("--tag") == nil
      ? try DatabaseAccess.perform(usage: usage) { try store.behaviours() } : []
    let after: [(String, JSON)] =
      behaviours.isEmpty ? [] : [("behaviours", .array(behaviours.map(\.json)))]
    if let path = parsed.value("--out") {
      try FileOutput.stream(to: path, protecting: .of(parsed, terminal)) { write in
        try StreamedDocument.write(key: "scenarios", next, after: after, write)
      }
    } else {
      try DatabaseAccess.perform(usage: usage) {
        try StreamedDocument.write(key: "scenarios", next, after: after) { terminal.out($0) }
      }
    }
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
    let store = try DatabaseAccess.open(parsed, create: false, readOnly: true, terminal: terminal)
    try DatabaseAccess.checkTag(parsed, store, usage: usage)
    let tag = parsed.value("--tag")
    // Rows are written as they are read: memory stays flat however many the database holds.
    if format == "json" {
      var array = StreamedArray(opening: "", indent: 2, closing: "\n")
      try DatabaseAccess.perform(usage: usage) {
        try store.forEachScenarioRow(tag: tag) { row in
          array.add(
            .object([
              ("id", .string(row.id)), ("title", .string(row.title)),
              ("device", .string(row.device)), ("tags", .array(row.tags.map(JSON.string))),
              ("hash", .string(row.hash)),
            ])
          ) { terminal.out($0) }
        }
      }
      array.finish { terminal.out($0) }
    } else {
      var width = 0
      // As the JSON array: a small listing that fails (a damaged reference) prints nothing.
      var text = ChunkedText()
      try DatabaseAccess.perform(usage: usage) {
        try store.forEachScenarioID(tag: tag) { width = max(width, $0.count) }
        try store.forEachScenarioRow(tag: tag) { row in
          let line =
            TextReport.pad(row.id, width) + "  " + TextReport.pad(row.device, 6) + "  "
            + row.title
            + (row.tags.isEmpty ? "" : "  [" + row.tags.joined(separator: ", ") + "]") + "\n"
          text.append(line.terminalSafe) { terminal.out($0) }
        }
      }
      text.finish { terminal.out($0) }
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
      result is reused. Scenarios are evaluated on every core while the results before them are
      written; results with the same steps share one stored copy of them.
      """,
    options: [.profiles("only this profile; repeat for several (default: all)"), .tag, .db],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
    try DatabaseAccess.checkTag(parsed, store, usage: usage)
    let progress = Progress.on(terminal)
    let summary = try DatabaseAccess.perform(usage: usage) {
      try Runner(store: store).run(
        profiles: CLI.profileIDs(parsed.values("--profile")), tag: parsed.value("--tag"),
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
  /// What is being done: `evaluating`, `importing`.
  let verb: String
  var shown = -1

  init(terminal: Terminal, verb: String = "evaluating") {
    self.terminal = terminal
    self.verb = verb
  }

  /// A progress line on a terminal, nil elsewhere (pipes, files, CI logs).
  static func on(_ terminal: Terminal, _ verb: String = "evaluating") -> Progress? {
    terminal.isTerminal ? Progress(terminal: terminal, verb: verb) : nil
  }

  /// The elements of a sequence, counted into the progress line as they are read.
  static func counting<S: Sequence>(_ elements: S, total: Int, into progress: Progress?)
    -> LazyMapSequence<EnumeratedSequence<S>, S.Element>
  {
    elements.enumerated().lazy.map { item in
      progress?.update(item.offset + 1, total)
      return item.element
    }
  }

  func update(_ done: Int, _ total: Int) {
    guard total > 0 else { return }
    let percent = done * 100 / total
    guard percent != shown else { return }
    shown = percent
    terminal.err("\r\(verb): \(done)/\(total) (\(percent)%)")
  }

  func finish() {
    if shown >= 0 { terminal.err("\r\u{1B}[K") }
  }
}
