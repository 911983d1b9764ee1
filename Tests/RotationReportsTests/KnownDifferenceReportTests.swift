import Foundation
import RotationCore
import RotationReports
import Testing

/// Known differences (catalogue-format §9.2) in the reports: a cell whose only difference is
/// known shows ✗ with its rule and its reason as a title, apart from a plain difference, and the
/// summaries count holds, known differences and differences apart.
@Suite("Known differences in the reports")
struct KnownDifferenceReportTests {
  /// Turns to landscapeRight under 16+ and 26+. Under 16+ a claim known to differ (high
  /// confidence); under 26+ a claim marked but agreeing (medium); under 8 a plain claim that
  /// holds (not graded).
  static let text = #"""
    {"formatVersion": 1, "scenarios": [
      {"id": "known-turns", "title": "Every orientation allowed: the interface turns",
       "tags": ["public-report"], "sources": ["https://github.com/example/app/issues/7"],
       "device": "iphone", "window": {"rootViewController": {"name": "root"}},
       "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
       "expect": [
         {"profiles": ["16+"], "step": 1, "interfaceOrientation": "portrait", "evidence": "observed",
          "source": "https://github.com/example/app/issues/7: \"it stays portrait\"", "confidence": "high",
          "knownDifference": {"rule": "R8.7", "reason": "one report; kept for now"}},
         {"profiles": ["26+"], "step": 1, "interfaceOrientation": "landscapeRight", "evidence": "observed",
          "confidence": "medium", "knownDifference": {"rule": "R9.1", "reason": "thought to differ"}},
         {"profiles": ["8"], "step": 0, "interfaceOrientation": "portrait", "evidence": "inferred"}]}]}
    """#

  static func model(padding: Int = 0) throws -> ReportModel {
    var scenarios = try Catalogue.decode(Array(text.utf8)).scenarios
    // Plain scenarios without expectations, for a report large enough to be compact.
    for index in 0..<padding {
      var plain = scenarios[0]
      plain.id = "plain-\(index)"
      plain.tags = []
      plain.expectations = []
      scenarios.append(plain)
    }
    let outcomes = scenarios.flatMap { scenario in
      Profile.builtIn.map { Evaluator(profile: $0).evaluate(scenario) }
    }
    return ReportModel.build(
      title: "Known", scenarios: scenarios, profiles: Profile.builtIn, outcomes: outcomes,
      provenance: ReportModel.Provenance(
        runID: 1, engineVersion: Engine.version, catalogueHash: "c0ffee", profileHashes: []))
  }

  @Test("The model: the cell is a known difference with its rule, counted apart")
  func verdicts() throws {
    let model = try Self.model()
    let cells = Dictionary(
      uniqueKeysWithValues: model.rows[0].cells.map { ($0.profile, $0) })
    #expect(cells["16+"]?.verdict == .known)
    #expect(cells["16+"]?.verdictWords == "known difference (R8.7)")
    #expect(cells["16+"]?.knownTitle == "known difference (R8.7): one report; kept for now")
    #expect(cells["26+"]?.verdict == .differs)
    #expect(cells["8"]?.verdict == .matches)
    let summaries = Dictionary(uniqueKeysWithValues: model.summaries.map { ($0.profile, $0) })
    #expect(summaries["16+"].map { [$0.known, $0.differs, $0.matches] } == [1, 0, 0])
    #expect(summaries["26+"].map { [$0.known, $0.differs] } == [0, 1])
    #expect(model.hasKnownDifferences)
  }

  @Test("HTML: ✗ with the rule and the reason as a title; a column and a legend for them")
  func html() throws {
    let html = HTMLReport.render(try Self.model())
    #expect(html.contains(#"<td id="c-known-turns--16+" class="b-rotates known"#))
    #expect(
      html.contains(
        #"<span class="badge verdict" title="known difference (R8.7): one report; kept for now">✗ <span class="rule">known difference (R8.7)</span></span>"#
      ))
    #expect(html.contains(#"<span class="badge verdict">✗ differs</span>"#))
    #expect(
      html.contains(
        "<p><strong>Known differences, not failures:</strong></p><ul>\n<li>step 1: "
          + "interfaceOrientation wanted portrait, got landscapeRight (known difference (R8.7): "
          + "one report; kept for now; evidence: observed, high confidence; source: "))
    #expect(
      html.contains(
        "<p><strong>Differs from the expectation:</strong></p><ul>\n<li>step 1: no longer "
          + "differs: remove knownDifference (R9.1) (evidence: observed, medium confidence)</li>"))
    #expect(html.contains(#"<th scope="col">✗ Known difference</th>"#))
    #expect(
      html.contains(
        #"<td data-label="✗ Differ">0</td><td data-label="✗ Known">1</td>"#))
    #expect(html.contains("; ✗ with a rule: a known difference, not a failure"))
  }

  @Test("HTML, compact: the badge shows ✗ and the rule, the reason as its title")
  func compact() throws {
    let model = try Self.model(padding: 1_000)
    #expect(model.isLarge)
    let html = HTMLReport.render(model)
    #expect(
      html.contains(
        #"<span class="badge" title="known difference (R8.7): one report; kept for now">✗ R8.7</span>"#
      ))
    // A page counts its known differences apart, and only where there are any.
    #expect(html.contains("(1 scenarios; cells ✓ 1, ✗ 1, – 6, ✗ known 1)"))
    #expect(html.contains("(500 scenarios; cells ✓ 0, ✗ 0, – 4500)</span>"))
  }

  @Test("Markdown: ✗ with its rule in the matrix, a summary column, the reason in the details")
  func markdown() throws {
    let text = MarkdownReport.render(try Self.model())
    #expect(text.contains("landscapeRight ✗ known difference (R8.7)"))
    #expect(text.contains("| ✓ Match | ✗ Differ | ✗ Known difference | – No expectation |"))
    #expect(text.contains("| 16+ (iOS 16 to 18) | 1 | 0 | 0 | 1 | 0 |"), "\(text)")
    #expect(
      text.contains(
        "- **16+**: ✗ known difference (R8.7). "))
    #expect(
      text.contains(
        "  - step 1: interfaceOrientation wanted portrait, got landscapeRight (known difference "
          + "(R8.7): one report; kept for now; evidence: observed, high confidence; source: "))
    #expect(
      text.contains(
        "  - step 1: no longer differs: remove knownDifference (R9.1) (evidence: observed, "
          + "medium confidence)\n"))
  }

  @Test("The public record counts holds, known differences and differences by confidence")
  func publicRecord() throws {
    let text = PublicRecordReport.render(try Self.model())
    #expect(
      text.contains(
        "| Confidence | Checks | ✓ Hold | ✗ Known difference | ✗ Differ |\n|---|--:|--:|--:|--:|\n"
          + "| high | 1 | 0 | 1 | 0 |\n| medium | 1 | 0 | 0 | 1 |\n| not graded | 1 | 1 | 0 | 0 |\n"
      ), "\(text)")
    #expect(
      text.contains(
        "- ✗ under 16+, step 1: interfaceOrientation wanted portrait, got landscapeRight: known "
          + "difference (R8.7): one report; kept for now\n"))
    #expect(
      text.contains(
        "- ✗ under 26+, step 1: no longer differs: remove knownDifference (R9.1)\n"))
    #expect(
      text.contains(
        "(observed, high confidence) ✗ known difference (R8.7): one report; kept for now."))
    #expect(text.contains("✗ known difference (R8.7) |"))
  }

  @Test("The public record opens with where the engine and the reports disagree, by rule")
  func disagreements() throws {
    let text = PublicRecordReport.render(try Self.model())
    let section = try #require(text.range(of: "\n## Where the engine and the reports disagree\n"))
    let summary = try #require(text.range(of: "\n## Summary\n"))
    #expect(section.lowerBound < summary.lowerBound)
    #expect(text.contains("1 claim of 1 report differs from the engine"))
    // The known difference only: the claim that agrees is a failure, listed with its scenario.
    #expect(
      text.contains(
        "\n### R8.7\n\n- [known-turns](#s-known-turns) under 16+, step 1: interfaceOrientation "
          + "portrait, the engine landscapeRight. <https://github.com/example/app/issues/7>: "
          + "\"it stays portrait\" (observed, high confidence). one report; kept for now.\n"),
      "\(text)")
    #expect(!text.contains("\n### R9.1\n"))
    let none = PublicRecordReport.render(try publicRecordModel())
    #expect(!none.contains("## Where the engine and the reports disagree"))
  }
}
