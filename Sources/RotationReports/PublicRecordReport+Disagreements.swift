import RotationCore

extension PublicRecordReport {
  /// "Where the engine and the reports disagree": every known difference (catalogue-format
  /// §9.2), grouped by the rule it names, each claim once with the fields that differ, the
  /// report's words and grade, and why the engine keeps its reading. Empty without any.
  static func disagreements(_ rows: [ReportModel.Row]) -> String {
    struct Claim {
      var row: ReportModel.Row
      var first: Mismatch
      var fields: [String] = []
    }
    var claims: [String: [Claim]] = [:]
    for row in rows {
      for cell in row.cells {
        var byClaim: [String: Claim] = [:]
        var order: [String] = []
        for item in cell.mismatches where item.isKnown {
          let key = "\(item.step)\u{1}\(item.source ?? "")\u{1}\(item.knownDifference?.rule ?? "")"
          if byClaim[key] == nil {
            byClaim[key] = Claim(row: row, first: item)
            order.append(key)
          }
          byClaim[key]?.fields.append(
            item.field == "step"
              ? "step \(item.step) not reached"
              : "\(item.field) \(item.wanted), the engine \(item.got)")
        }
        for key in order {
          guard let claim = byClaim[key], let rule = claim.first.knownDifference?.rule else {
            continue
          }
          claims[rule, default: []].append(claim)
        }
      }
    }
    guard !claims.isEmpty else { return "" }
    let md = MarkdownReport.md
    let reports = Set(claims.values.flatMap { $0.map { $0.first.source.map(url) ?? "" } })
    let count = claims.values.map(\.count).reduce(0, +)
    var out =
      "\n## Where the engine and the reports disagree\n\n"
      + "\(count) \(count == 1 ? "claim" : "claims") of \(reports.count) "
      + "\(reports.count == 1 ? "report differs" : "reports differ") "
      + "from the engine, grouped by the rule or parameter the record names. Each keeps the "
      + "grade its report earns (graded from the report alone, docs/rules.md §13.1): a "
      + "disagreement is a question for the rules, shown, not a failure of the check.\n"
    for rule in claims.keys.sorted() {
      out += "\n### \(md(rule))\n\n"
      for claim in claims[rule] ?? [] {
        let item = claim.first
        let scenario = claim.row.scenario
        let grade = Grade(evidence: item.evidence, confidence: item.confidence)
        out +=
          "- [\(md(scenario.id))](#s-\(scenario.id)) under \(md(item.profile)), step "
          + "\(item.step): \(md(claim.fields.joined(separator: "; "))). "
          + (item.source.map { MarkdownReport.cite($0) + " " } ?? "")
          + "(\(grade.words)). \(md(item.knownDifference?.reason ?? "")).\n"
      }
    }
    return out
  }

  /// The web address a source starts with, or the whole source.
  private static func url(_ source: String) -> String {
    PublicRecord.address(in: source).map { String($0.url) } ?? source
  }
}
