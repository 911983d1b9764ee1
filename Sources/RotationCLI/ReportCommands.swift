import Foundation
import RotationCatalogue
import RotationCore
import RotationReports
import RotationRunner
import RotationStore

/// `rotationdb report`.
enum ReportCommand {
  static let command = Command(
    name: "report",
    summary: "Write the compatibility matrix of a run as HTML or Markdown.",
    discussion: """
      Rows are scenarios grouped by tag, columns are profiles in version order; each cell says
      what happened, whether it matches the expectation, and the evidence grade. Above 9,000
      cells (scenarios × profiles: 1,000 scenarios under the 9 built-in profiles) the report
      leads with what changes between neighbouring profiles, the HTML matrix is compact and
      Markdown leaves it out (staying under a megabyte); above 90,000 cells the HTML leaves it
      out too. A page holds at most 32 MB of HTML or 2 MB of Markdown: past that, cells leave
      out their steps and traces, then rows are left out, each saying how to see them; past
      1 MB of profiles' own parts, a page shows the built-in profiles and as many others as
      fit. The HTML page filters by text, tag and profile, and for the
      scenarios that change, differ or crash, its address keeping the filters. The footer
      gives the run, engine version and hashes; set ROTATIONDB_NOW to add a time. Without
      --out the report goes to standard output, or, when that is a terminal, to a new
      compatibility.html (or .md) in the current folder: one already there is replaced only
      with --force or --out naming it (else exit 73).
      """,
    options: [
      .format(["html", "md"]), .out,
      Option(
        name: "--force",
        help: "on a terminal without --out, replace the compatibility.html (or .md) there"),
      .run, .tag, .db,
    ],
    examples: ["rotationdb report --format md --out compatibility.md"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let format = try ReportFormat(parsed.value("--format") ?? "html", usage: usage)
    let run = try VerifyCommand.runID(parsed, usage: usage)
    let store = try DatabaseAccess.open(parsed, create: false, readOnly: true, terminal: terminal)
    try DatabaseAccess.checkTag(parsed, store, usage: usage)
    // A page of HTML or Markdown is not for reading in a terminal: without --out it goes to
    // a file there (a pipe or a redirection still gets it on standard output).
    // A file the user did not name is never replaced without --force.
    var out = parsed.value("--out")
    var keeping: String?
    if out == nil && terminal.outputIsTerminal {
      let name = format == .html ? "compatibility.html" : "compatibility.md"
      out = name
      if !parsed.flags.contains("--force") {
        keeping =
          "report without --out writes only a new file: replace it with --force or --out "
          + "\(name), or write another file with --out"
      }
    }
    // The output is checked before the report is made: a path it cannot write is refused at
    // once, not after the run has been read.
    let file = try out.map { path throws(CLIError) in
      try FileOutput.prepare([path], protecting: .of(parsed, terminal), keeping: keeping)
    }
    let model: ReportModel
    do throws(CLIError) {
      model = try DatabaseAccess.perform(usage: usage) {
        try Runner(store: store).report(
          run: run, tag: parsed.value("--tag"), traces: format == .html,
          generatedAt: EnvironmentVariable.now.value(in: terminal.environment))
      }
    } catch {
      file?.discard()
      throw error
    }
    if let file {
      try file.write([format.render(model)])
    } else {
      try ReportFormat.emit(format.render(model), to: nil, parsed: parsed, terminal: terminal)
    }
    if let out, parsed.value("--out") == nil {
      let reader = format == .html ? "a web browser" : "a Markdown viewer or a text editor"
      terminal.out("Wrote \(out); open it in \(reader): \(opener) \(out)\n")
    }
    return 0
  }

  /// The command that opens a file in the application the desktop chose for it.
  #if os(macOS)
    static let opener = "open"
  #else
    static let opener = "xdg-open"
  #endif
}

/// The report formats.
enum ReportFormat {
  case html
  case markdown

  init(_ name: String, usage: String) throws(CLIError) {
    switch name {
    case "html": self = .html
    case "md", "markdown": self = .markdown
    default: throw .usage("unknown format '\(name)'; expected html or md", usage)
    }
  }

  func render(_ model: ReportModel) -> String {
    self == .html ? HTMLReport.render(model) : MarkdownReport.render(model)
  }

  /// Writes to the file (atomically; never the database) or standard output.
  static func emit(_ text: String, to path: String?, parsed: Arguments, terminal: Terminal)
    throws(CLIError)
  {
    if let path {
      try FileOutput.write(
        text, to: path, protecting: .of(parsed, terminal))
    } else {
      // HTML and Markdown escape what they show; plain text from a catalogue may not.
      terminal.out(text.terminalSafe)
    }
  }

  /// Terminal text to a file (`--out`, without colour) or to standard output (coloured on a
  /// terminal).
  static func emit(_ lines: Lines, to path: String?, parsed: Arguments, terminal: Terminal)
    throws(CLIError)
  {
    if let path {
      try FileOutput.write(
        lines.rendered(colours: false), to: path, protecting: .of(parsed, terminal))
    } else {
      terminal.out(lines.rendered(colours: terminal.colours(output: true)))
    }
  }
}

/// `rotationdb publish`: the newcomer's command.
enum PublishCommand {
  static let command = Command(
    name: "publish",
    summary:
      "Build the database from the built-in catalogue if needed, run, verify and write the reports.",
    discussion: """
      Creates the database from the built-in catalogue if it does not exist, evaluates every
      scenario under every profile (reusing the latest run when nothing changed), verifies the
      expectations, and writes compatibility.html and compatibility.md (the summary, what
      changes between versions and a table of the groups of scenarios by first tag), the pages
      of each group's matrix in compatibility/ (GROUP.html and GROUP.md, then GROUP-2.html and
      on for a group past a page: each page under 900,000 bytes, with the HTML page's filters,
      every cell's steps and trace and the sources it cites; pages of an earlier publish that
      it no longer writes are removed) and public-record.md (the scenarios drawn from a public
      report, tagged public-report: each with its report, what was seen in the reporter's
      words, its evidence and confidence, and the outcome under each profile). Beside them,
      the questions' site (docs/site.md): index.html (every question the catalogue's
      behaviours ask, by area, with a search box), a page and its Markdown twin per question in
      behaviours/ (the answer under each profile, the reports for and against), index.md,
      search.js and record.json. Run twice, it writes byte-identical files. Exits 1 when an
      expectation differs (the files are written).
      """,
    options: [
      Option(name: "--out-dir", values: ["DIR"], help: "where the reports go (default Reports)"),
      .db,
    ],
    run: run)

  /// What a newcomer reads before a run's line that counts crashes: a crash is an outcome, not
  /// the tool failing.
  static let crashNote =
    "Crashes counted below are behaviour the scenarios document (UIKit raising an exception, "
    + "as it does on a device), not a failure of rotationdb.\n"

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    guard parsed.value("--out-dir") != "" else {
      throw .usage("--out-dir needs a folder, not an empty path", usage)
    }
    let path = DatabaseAccess.path(parsed)
    let store = try DatabaseAccess.open(parsed, create: true, terminal: terminal)
    let runner = Runner(store: store)
    // A new database, a zero-byte file or an interrupted first publish: the built-in catalogue.
    let empty = try DatabaseAccess.perform(usage: usage) { try store.holdsNoScenario }
    if empty {
      let catalogue = try CLI.loadCatalogue("@builtin", terminal: terminal)
      let summary = try DatabaseAccess.perform(usage: usage) {
        try store.importScenarios(catalogue.scenarios, behaviours: catalogue.behaviours)
      }
      terminal.out("Created \(path) with the built-in catalogue (\(summary.added) scenarios).\n")
    }
    let progress = Progress.on(terminal)
    let (run, summary) = try DatabaseAccess.perform(usage: usage) {
      try runner.latestOrNewRun(progress: progress.map { progress in { progress.update($0, $1) } })
    }
    progress?.finish()
    // The note explains the crashes the run's line counts: only when it counts some.
    if let summary, summary.crashes > 0 { terminal.out(crashNote) }
    terminal.out(
      summary.map { $0.line + "\n" } ?? "Nothing changed since run \(run); reusing it.\n")
    let model = try DatabaseAccess.perform(usage: usage) {
      try runner.report(
        run: run, generatedAt: EnvironmentVariable.now.value(in: terminal.environment))
    }
    let directory = parsed.value("--out-dir") ?? "Reports"
    let record = directory + "/public-record.md"
    // The reports' folder is publish's own: made if missing (its parent must exist).
    try SiteOutput.makeFolder(directory)
    let behaviours = try DatabaseAccess.perform(usage: usage) { try store.behaviours() }
    let output = SiteOutput(
      CompatibilitySite.render(model) + Site.render(model, behaviours: behaviours)
        + [PublishedFile(path: "public-record.md", contents: PublicRecordReport.render(model))],
      in: directory)
    // The reports are replaced together, or none.
    try output.writeAll(protecting: .of(parsed, terminal), terminal: terminal)
    let pages = output.pages(in: CompatibilitySite.folder)
    terminal.out(
      ("Wrote \(directory)/\(CompatibilitySite.entryHTML), "
        + "\(directory)/\(CompatibilitySite.entryMarkdown), \(pages) page\(pages == 1 ? "" : "s") in "
        + "\(directory)/\(CompatibilitySite.folder)/ and \(record); the questions: "
        + "\(directory)/index.html (\(TextReport.count(behaviours.count, "question")) in "
        + "\(directory)/\(Site.folder)/) and \(directory)/record.json.\n").terminalSafe)
    let check = try DatabaseAccess.perform(usage: usage) { try runner.check(run: run).check }
    terminal.out(
      TextReport.verdict(check, requireExpectations: false, grouped: true)
        .rendered(colours: terminal.colours(output: true)))
    if !TextReport.passes(check, requireExpectations: false) { return 1 }
    return 0
  }
}
