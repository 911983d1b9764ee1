import RotationCore
import RotationRunner
import RotationStore

/// `rotationdb runs`: the recorded runs, as history.
enum RunsCommand {
  static let command = Command(
    name: "runs",
    summary: "List the recorded runs: when, what they cover, and how they fared.",
    discussion: """
      One line a run, oldest first: its id, when it was made, its profiles, how many scenarios
      it evaluated, whether it is complete (every scenario under every profile of the database,
      no --tag) or partial, the engine version, and its failures twice. FAILS NOW: against
      today's expectations, as 'verify --run ID' counts them (an accept since changes it; the
      outcomes of a scenario changed since the run are left out). FAILED WHEN RUN: against the
      expectations of when it was recorded, kept with the run, as 'diff --runs' judges it (an
      accept since never changes it; "current" marks a run recorded before runs kept them,
      judged by today's). Known differences are not counted (they follow the line when there are
      any). A re-run of an unchanged catalogue names the run whose outcomes it shares.
      """,
    options: [.format(["text", "json"]), .db],
    examples: ["rotationdb runs", "rotationdb runs --format json"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let store = try DatabaseAccess.open(parsed, create: false, readOnly: true, terminal: terminal)
    let lines = try DatabaseAccess.perform(usage: usage) { try Runner(store: store).history() }
    if parsed.value("--format") == "json" {
      terminal.out(JSON.array(lines.map(json)).rendered())
      return 0
    }
    guard !lines.isEmpty else {
      terminal.out("No runs yet: 'rotationdb run' records one.\n")
      return 0
    }
    let rows = lines.map { line -> [String] in
      let run = line.listing.run
      return [
        "\(run.id)", run.createdAt, run.profiles.map(\.id).joined(separator: ","),
        "\(line.listing.scenarios)", line.listing.complete ? "complete" : "partial",
        run.engineVersion, "\(line.failuresNow)",
        "\(line.failures)" + (line.keptExpectations ? "" : " (current)"),
      ]
    }
    let header = [
      "RUN", "TIME", "PROFILES", "SCENARIOS", "COVERAGE", "ENGINE", "FAILS NOW", "FAILED WHEN RUN",
    ]
    var widths = header.map(\.count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    var out = ""
    for (number, row) in ([header] + rows).enumerated() {
      var cells = row.enumerated().map { TextReport.pad($1, widths[$0]) }
      cells[cells.count - 1] = row[row.count - 1]
      if number > 0, lines[number - 1].knownDifferences > 0 {
        cells[cells.count - 1] +=
          "  " + TextReport.count(lines[number - 1].knownDifferences, "known difference")
      }
      if number > 0, let tag = lines[number - 1].listing.run.tag {
        cells[cells.count - 1] += "  tag \(tag)"
      }
      if number > 0, let earlier = lines[number - 1].listing.run.sameAs {
        cells[cells.count - 1] += "  same as run \(earlier)"
      }
      out += cells.joined(separator: "  ") + "\n"
    }
    terminal.out(out.terminalSafe)
    return 0
  }

  /// A run as JSON, its fields named as the text columns.
  static func json(_ line: RunHistoryLine) -> JSON {
    let run = line.listing.run
    var members: [(String, JSON)] = [
      ("id", .int(run.id)), ("createdAt", .string(run.createdAt)),
      ("profiles", .array(run.profiles.map { JSON.string($0.id) })),
      ("scenarios", .int(line.listing.scenarios)), ("complete", .bool(line.listing.complete)),
      ("engineVersion", .string(run.engineVersion)), ("failures", .int(line.failures)),
      ("failuresNow", .int(line.failuresNow)),
      ("knownDifferences", .int(line.knownDifferences)),
      ("keptExpectations", .bool(line.keptExpectations)),
      ("crashes", .int(line.listing.crashes)),
    ]
    if let tag = run.tag { members.append(("tag", .string(tag))) }
    if let earlier = run.sameAs { members.append(("sameAs", .int(earlier))) }
    return .object(members)
  }
}
