import RotationCore

/// The public record as GitHub-flavoured Markdown (`Reports/public-record.md`): the scenarios
/// drawn from a public report, each with its report's address, what the reporter saw in their
/// words with its evidence and confidence, and the outcome under each profile in one table
/// row. Every user string is escaped. Pure: the same model gives the same bytes.
public enum PublicRecordReport {
  public static func render(_ model: ReportModel) -> String {
    let rows = model.rows.filter { PublicRecord.holds($0.scenario) }
    var out = "# The public record of rotation behaviour\n\n"
    guard !rows.isEmpty else {
      return out + "No scenario of run \(model.provenance.runID) is tagged `\(PublicRecord.tag)`.\n"
        + MarkdownReport.provenance(model.provenance)
    }
    let reports = Set(rows.flatMap { PublicRecord.reports(of: $0.scenario) })
    out +=
      "\(rows.count) scenarios, each drawn from one public report (an issue thread, a Q&A answer, "
      + "a blog post): \(reports.count) reports, checked under \(model.profiles.count) OS "
      + "behaviour profiles in run \(model.provenance.runID). Each gives the report, what the "
      + "reporter saw in their words with its evidence and confidence, graded from the report "
      + "alone (high: a maintainer reproduced it, several reporters saw it or Apple documents "
      + "it; medium: one clear first-hand report; low: unclear), then what "
      + "UIKit does under each profile ("
      + ReportModel.Behaviour.allCases.filter { $0 != .notRun }.map { "\($0.symbol) \($0.words)" }
      .joined(separator: "; ")
      + "; \(ReportModel.skippedSymbol) \(ReportModel.skippedWords) beside it: "
      + "\(ReportModel.skippedMeaning)) and whether that is what the report says (✓ it is, ✗ it is not, – the report does not "
      + "speak to that profile). The HTML report shows them in its matrix with `?only=public`.\n"
    out += disagreements(rows)
    out += summary(rows)
    out += "\n## Scenarios\n"
    for row in rows { out += scenario(row, profiles: model.profiles) }
    return out + MarkdownReport.provenance(model.provenance)
  }

  /// How many checks (an expectation under a profile) hold, differ as known (catalogue-format
  /// §9.2: a column where there are any) and differ, by confidence.
  static func summary(_ rows: [ReportModel.Row]) -> String {
    var counts = ExpectationCounts()
    for row in rows {
      for cell in row.cells { counts.add(cell.counts) }
    }
    let known = counts.all.knownDifferences > 0
    var out =
      "\n## Summary\n\n| Confidence | Checks | ✓ Hold | "
      + (known ? "✗ Known difference | " : "") + "✗ Differ |\n|---|--:|--:|"
      + (known ? "--:|" : "") + "--:|\n"
    for confidence in Confidence.allCases.map(Optional.some) + [nil] {
      let count = counts[confidence]
      guard count.total > 0 else { continue }
      out +=
        "| \(confidence?.rawValue ?? "not graded") | \(count.total) | \(count.holds) | "
        + (known ? "\(count.knownDifferences) | " : "") + "\(count.failures) |\n"
    }
    return out + "\nA check is an expectation under one profile it speaks to"
      + (known
        ? "; a known difference differs where the record says the engine does, for the rule "
          + "named, and is no failure"
        : "") + ".\n"
  }

  /// A scenario: its heading, report, notes, what was seen, and its outcomes.
  static func scenario(_ row: ReportModel.Row, profiles: [Profile]) -> String {
    let scenario = row.scenario
    let md = MarkdownReport.md
    var out =
      "\n<a id=\"s-\(scenario.id)\"></a>\n\n### \(md(scenario.id)): \(md(scenario.title))\n\n"
    let sources = scenario.sources.map(MarkdownReport.cite).joined(separator: "; ")
    out += "Report: " + (sources.isEmpty ? "none given" : sources) + ". "
    out += "Device: \(scenario.device.displayName)"
    let tags = scenario.tags.filter { $0 != PublicRecord.tag }
    if !tags.isEmpty { out += ". Tags: " + tags.map(md).joined(separator: ", ") }
    out += ".\n"
    if let notes = scenario.notes { out += "\n\(MarkdownReport.md(notes, atLineStart: true))\n" }
    let reports = PublicRecord.reports(of: scenario)
    if !scenario.expectations.isEmpty {
      out += "\nWhat was seen:\n\n"
      for expectation in scenario.expectations {
        out += "- " + seen(expectation, in: scenario, reports: reports) + "\n"
      }
    }
    out += "\n| Profile | " + profiles.map { md($0.id) }.joined(separator: " | ") + " |\n"
    out += "|---|" + String(repeating: "---|", count: profiles.count) + "\n"
    out +=
      "| Outcome | "
      + row.cells.map { cell in
        cell.outcome == nil
          ? "not run"
          : MarkdownReport.cellText(cell, full: false)
      }.joined(separator: " | ") + " |\n"
    let differing = row.cells.flatMap(\.mismatches)
    if !differing.isEmpty { out += "\nNot as the report says:\n\n" }
    for item in differing {
      let place = "- ✗ under \(md(item.profile)), step \(item.step): "
      if item.isAgreement, let known = item.knownDifference {
        out += place + "\(KnownDifference.noLongerDiffers) (\(md(known.rule)))\n"
        continue
      }
      out +=
        place + "\(md(item.field)) wanted \(md(item.wanted)), got \(md(item.got))"
        + (item.knownDifference.map { ": " + md($0.words) } ?? "") + "\n"
    }
    return out
  }

  /// One expectation in words: `Under 16+, step 2 (rotate landscapeLeft): interfaceOrientation
  /// portrait. "the quote" (observed, high confidence)`. A source that quotes the scenario's
  /// own report gives its quote alone; another source is given whole, its address linked.
  static func seen(_ expectation: Expectation, in scenario: Scenario, reports: [String]) -> String {
    let md = MarkdownReport.md
    let profiles =
      expectation.profiles.contains("*")
      ? "every profile" : expectation.profiles.map(md).joined(separator: ", ")
    let brief = scenario.brief(step: expectation.step, action: "step \(expectation.step)")
    let fields = expectation.statedFields.map { "\($0.0) \(words($0.1))" }
    var out =
      "Under \(profiles), step \(expectation.step) (\(md(brief))): "
      + md(fields.joined(separator: ", ")) + "."
    if let source = expectation.source {
      let quoted = PublicRecord.address(in: source).map { reports.contains($0.url) } ?? false
      out += " " + (quoted ? md(PublicRecord.quote(in: source)) : MarkdownReport.cite(source))
    }
    let grade = Grade(evidence: expectation.evidence, confidence: expectation.confidence)
    return out + " (\(grade.words))"
      + (expectation.knownDifference.map { " ✗ " + md($0.words) + "." } ?? "")
  }

  /// A stated value as a reader says it: strings bare, `null` as none, lists with commas.
  static func words(_ value: JSON) -> String {
    switch value {
    case .string(let text): text
    case .null: "none"
    case .array(let items): "[" + items.map(words).joined(separator: ", ") + "]"
    default: value.compact()
    }
  }
}
