import Foundation
import RotationCore
import RotationReports
import Testing

/// The public record's fixture (`Tests/Fixtures/public-record.json`): three scenarios drawn
/// from public reports (one hostile) and one that cites a blog post outside the record, under
/// every profile.
func publicRecordModel() throws -> ReportModel {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/public-record.json")
  let catalogue = try Catalogue.decode(Array(try Data(contentsOf: file)))
  let outcomes = catalogue.scenarios.flatMap { scenario in
    Profile.builtIn.map { Evaluator(profile: $0).evaluate(scenario) }
  }
  return ReportModel.build(
    title: "Public record", scenarios: catalogue.scenarios, profiles: Profile.builtIn,
    outcomes: outcomes,
    provenance: ReportModel.Provenance(
      runID: 3, engineVersion: Engine.version, catalogueHash: "c0ffee", profileHashes: []))
}

@Suite("The public record in the reports")
struct PublicRecordTests {
  @Test(
    "Only an http or https address a source starts with is a report's address",
    arguments: [
      ("https://github.com/a/b/issues/8", "https://github.com/a/b/issues/8", ""),
      ("HTTP://example.com", "HTTP://example.com", ""),
      (
        #"https://a.example/q?x=1&y=2: "it turns""#, "https://a.example/q?x=1&y=2", #": "it turns""#
      ),
      ("javascript:alert(1)", nil, ""), ("ftp://example.com", nil, ""), ("https://", nil, ""),
      ("https:///etc/passwd", nil, ""), (#"https://a.example/"><script>"#, nil, ""),
      ("https://a.example/<b>", nil, ""), ("https://a.example/é", nil, ""),
      ("see https://a.example", nil, ""), ("seed 003", nil, ""),
    ] as [(String, String?, String)])
  func address(source: String, url: String?, rest: String) {
    let found = PublicRecord.address(in: source)
    #expect(found?.url == url)
    if url != nil { #expect(found.map { String($0.rest) } == rest) }
  }

  @Test("Grades: strongest evidence first, then the surest confidence, each said once")
  func grades() {
    let expectations = [
      Expectation(profiles: ["*"], step: 0, evidence: .observed, confidence: .low),
      Expectation(profiles: ["*"], step: 1, evidence: .documented),
      Expectation(profiles: ["*"], step: 1, evidence: .observed, confidence: .high),
      Expectation(profiles: ["*"], step: 2, evidence: .observed, confidence: .low),
      Expectation(profiles: ["*"], step: 2, evidence: .observed),
    ]
    #expect(
      Grade.words(Grade.of(expectations))
        == "documented; observed, high confidence; observed, low confidence; observed")
    #expect(Grade.of([]).isEmpty)
    #expect(
      Grade.words(Grade.of(expectations.filter { $0.confidence == nil })) == "documented, observed")
  }

  @Test(
    "HTML: confidence beside the evidence, reports linked, javascript: and broken addresses as text"
  )
  func html() throws {
    let html = HTMLReport.render(try publicRecordModel())
    #expect(html.contains(#"<div class="evidence">evidence: observed, high confidence</div>"#))
    #expect(html.contains(#"<div class="evidence">evidence: device, medium confidence</div>"#))
    let link =
      #"<a class="report" href="https://stackoverflow.com/questions/1234/rotation-on-ios-16" "#
      + #"rel="noopener noreferrer">https://stackoverflow.com/questions/1234/rotation-on-ios-16</a>"#
    #expect(
      html.contains(
        "(evidence: observed, low confidence; source: \(link): &quot;on 26 it no longer turns, "
          + "I think&quot;)</li>"))
    #expect(html.contains("Sources: \(link)</div>"))
    #expect(html.contains(#"href="https://github.com/example/player/issues/12""#))
    #expect(html.contains(#"href="https://example.org/blog/rotation""#))
    // Only http(s) addresses of plain characters become links.
    #expect(!html.contains("href=\"javascript"))
    #expect(
      html.contains("Sources: javascript:alert(1); https://example.com/a&quot;&gt;&lt;script"))
    #expect(
      html.contains(
        "; https://example.com/ok?a=1&amp;b=&lt;2&gt;; <a class=\"report\" "
          + "href=\"https://github.com/example/player/issues/12\""))
    #expect(html.components(separatedBy: "<script>").count == 2)
    // The filter: offered, and every public-report row marked for it.
    #expect(
      html.contains(
        #"<input type="checkbox" name="only" value="public"> come from a public report"#))
    #expect(html.components(separatedBy: #"" data-public>"#).count - 1 == 3)
    #expect(!HTMLReport.render(try fixtureModel()).contains(#"value="public""#))
  }

  @Test(
    "Markdown: confidence in cells and mismatch lists, reports as autolinks, hostile text escaped")
  func markdown() throws {
    let md = MarkdownReport.render(try publicRecordModel())
    #expect(md.contains(" ✓ <sub>observed, high confidence</sub> |"))
    #expect(
      md.contains(
        "  - step 1: interfaceOrientation wanted portrait, got landscapeRight (evidence: observed, "
          + "low confidence; source: <https://stackoverflow.com/questions/1234/rotation-on-ios-16>: "
          + "\"on 26 it no longer turns, I think\")\n"))
    #expect(md.contains("Sources: <https://github.com/example/player/issues/12>\n"))
    #expect(
      md.contains(
        "| [report\\-portrait\\-lock](#s-report-portrait-lock) A portrait-only screen stays portrait "
          .replacingOccurrences(of: "\\-", with: "-")
          + "when the phone turns [report](<https://github.com/example/player/issues/12>) |"))
    #expect(md.contains("Sources: javascript:alert(1); https://example.com/a\"&gt;&lt;script&gt;"))
    #expect(!md.contains("<javascript"))
  }

  @Test("The compact matrix (above 1,000 scenarios) marks public rows and links their reports")
  func compact() throws {
    let model = try publicRecordModel()
    var builder = ReportModel.Builder(
      title: "Many", profiles: [.iOS6], provenance: model.provenance)
    for number in 0...HTMLReport.compactThreshold {
      var scenario = model.rows[number % model.rows.count].scenario
      scenario.id += "-\(number)"
      let outcome = Evaluator(profile: .iOS6).evaluate(scenario)
      builder.add(scenario, outcomes: [outcome.profile: outcome])
    }
    let html = HTMLReport.render(builder.model)
    #expect(html.contains("matrix compact"))
    #expect(html.contains(#"value="public""#))
    let row: String =
      ##"data-public><th scope="row"><a class="permalink" href="#s-report-portrait-lock-0">"##
      + #"report-portrait-lock-0</a> <a class="report" "#
      + #"href="https://github.com/example/player/issues/12" rel="noopener noreferrer">"#
      + "report</a></th>"
    #expect(html.contains(row))
    #expect(!html.contains("href=\"javascript"))
  }

  @Test("public-record.md: the public-report scenarios only, as its golden file, the same twice")
  func publicRecord() throws {
    let text = PublicRecordReport.render(try publicRecordModel())
    #expect(text == PublicRecordReport.render(try publicRecordModel()))
    try assertSnapshot(text, named: "public-record.md")
    #expect(!text.contains("blog-not-a-report"))
    #expect(text.contains("3 scenarios, each drawn from one public report"))
    #expect(!text.contains("<script>") && !text.contains("<img") && !text.contains("<b>"))
    let empty = PublicRecordReport.render(try fixtureModel())
    #expect(empty.hasPrefix("# The public record of rotation behaviour\n\nNo scenario of run 7 "))
  }
}
