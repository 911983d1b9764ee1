import Foundation
import Testing

/// The public record through the binary: confidence in check output, `catalogue --tag`,
/// `sources --reports`, `publish`'s public-record.md and the HTML page's filter in Chromium.
@Suite("The public record end to end")
struct PublicRecordEndToEndTests {
  /// Three scenarios drawn from public reports (one hostile), and one that cites a blog post.
  static let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/public-record.json")
    .path
  static let differs =
    "report-turns-landscape under 26+, step 1: interfaceOrientation wanted portrait, got "
    + "landscapeRight (evidence: observed, low confidence; source: "
    + "https://stackoverflow.com/questions/1234/rotation-on-ios-16: \"on 26 it no longer turns, "
    + "I think\")"

  @Test("evaluate --check and verify give each mismatch's confidence beside its evidence")
  func confidence() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let evaluated = try Binary.run(["evaluate", Self.fixture, "--check"])
    #expect(evaluated.status == 1)
    #expect(
      evaluated.err
        == "36 outcomes, 12 expectations checked: 1 expectation differs:\n  \(Self.differs)\n")
    let database = directory.appendingPathComponent("db.sqlite").path
    #expect(try Binary.run(["import", Self.fixture, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    let junit = directory.appendingPathComponent("junit.xml").path
    let verified = try Binary.run(["verify", "--junit", junit, "--db", database])
    #expect(verified.status == 1)
    #expect(
      verified.out.contains(
        "\n  report-turns-landscape, step 1, interfaceOrientation: wanted portrait, got "
          + "landscapeRight under 26+ (evidence: observed, low confidence; source: "
          + "https://stackoverflow.com/questions/1234/rotation-on-ios-16: \"on 26 it no longer "
          + "turns, I think\")\n"), "\(verified.out)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains("(evidence: observed, low confidence; source: https://stackoverflow.com/"))
  }

  @Test("catalogue --tag prints only that tag's scenarios, canonical, from the built-in or a file")
  func catalogueByTag() throws {
    let record = try Binary.run(["catalogue", Self.fixture, "--tag", "public-report"])
    #expect(record.status == 0, "\(record.err)")
    let scenarios = try #require(
      (try JSONSerialization.jsonObject(with: Data(record.out.utf8)) as? [String: Any])?[
        "scenarios"] as? [[String: Any]])
    #expect(
      scenarios.compactMap { $0["id"] as? String }
        == ["report-portrait-lock", "report-turns-landscape", "report-hostile"])
    // Canonical: printed again from its own output, the same bytes; twice, the same bytes.
    #expect(
      try Binary.run(["catalogue", "-", "--tag", "public-report"], stdin: record.out).out
        == record.out)
    #expect(
      try Binary.run(["catalogue", Self.fixture, "--tag", "public-report"]).out == record.out)
    #expect(record.out.contains(#""confidence": "high""#))
    // The built-in catalogue, by any of its tags; without --tag, all of it.
    let windows = try Binary.run(["catalogue", "--tag", "windows"])
    #expect(windows.status == 0)
    let all = try Binary.run(["catalogue"]).out
    #expect(try Binary.run(["catalogue", "@builtin"]).out == all)
    #expect(windows.out.utf8.count < all.utf8.count && windows.out.contains(#""windows""#))
    // A tag no scenario has: exit 65, the closest tag, nothing printed.
    let unknown = try Binary.run(["catalogue", Self.fixture, "--tag", "public-reports"])
    #expect(unknown.status == 65)
    #expect(unknown.out.isEmpty)
    #expect(
      unknown.err.hasPrefix(
        "Error: no scenario is tagged 'public-reports' (did you mean 'public-report'?); the tags: "
      ), "\(unknown.err)")
  }

  @Test("sources --reports lists each report's address with the scenarios citing it, sorted")
  func reports() throws {
    let text = try Binary.run(["sources", "--reports", "--catalogue", Self.fixture])
    #expect(text.status == 0, "\(text.err)")
    #expect(
      text.out == """
        https://example.org/blog/rotation
          blog-not-a-report
        https://github.com/example/player/issues/12
          report-hostile, report-portrait-lock
        https://stackoverflow.com/questions/1234/rotation-on-ios-16
          report-turns-landscape
        3 reports cited by 4 scenarios of \(Self.fixture).

        """)
    #expect(try Binary.run(["sources", "--reports", "--catalogue", Self.fixture]).out == text.out)
    let json = try Binary.run(
      ["sources", "--reports", "--catalogue", "-", "-f", "json"],
      stdin: try String(contentsOfFile: Self.fixture, encoding: .utf8))
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
    #expect(entries.count == 3)
    #expect(entries[1]["url"] as? String == "https://github.com/example/player/issues/12")
    #expect(entries[1]["scenarios"] as? [String] == ["report-hostile", "report-portrait-lock"])
    #expect(try Binary.run(["sources", "--reports"]).status == 0)
    for (arguments, message) in [
      (["A7", "--reports"], "give a KEY or --reports, not both"),
      (["--catalogue", Self.fixture], "--catalogue goes with --reports"),
    ] {
      let refused = try Binary.run(["sources"] + arguments)
      #expect(refused.status == 64)
      #expect(refused.err.hasPrefix("Error: \(message)\n"), "\(refused.err)")
    }
    let help = try Binary.run(["sources", "--help"]).out
    #expect(help.contains("  --reports ") && help.contains("  --catalogue FILE "))
  }

  @Test("publish writes public-record.md beside the compatibility reports, the same bytes twice")
  func publish() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    let out = directory.appendingPathComponent("Reports").path
    #expect(try Binary.run(["import", Self.fixture, "--db", database]).status == 0)
    let first = try Binary.run(["publish", "--db", database, "--out-dir", out])
    // The fixture's low-confidence expectation differs: exit 1, the reports written.
    #expect(first.status == 1, "\(first.err)")
    #expect(
      first.out.contains(
        "Wrote \(out)/compatibility.html, \(out)/compatibility.md, 4 pages in "
          + "\(out)/compatibility/ and \(out)/public-record.md; the questions: "
          + "\(out)/index.html (0 questions in \(out)/behaviours/) and \(out)/record.json.\n"),
      "\(first.out)")
    let record = try String(contentsOfFile: out + "/public-record.md", encoding: .utf8)
    #expect(try Binary.run(["publish", "--db", database, "--out-dir", out]).status == 1)
    #expect(try String(contentsOfFile: out + "/public-record.md", encoding: .utf8) == record)
    #expect(record.hasPrefix("# The public record of rotation behaviour\n\n3 scenarios, "))
    #expect(record.contains("### report-portrait-lock: A portrait-only screen stays portrait"))
    #expect(
      record.contains("Report: <https://github.com/example/player/issues/12>. Device: iPhone."))
    #expect(
      record.contains(
        "- Under every profile, step 1 (rotate landscapeLeft): interfaceOrientation portrait. "
          + "\"it stays portrait when I turn the phone\" (observed, high confidence)\n"))
    #expect(!record.contains("blog-not-a-report"))
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(
      files == [
        "behaviours", "compatibility", "compatibility.html", "compatibility.md", "index.html",
        "index.md", "public-record.md", "record.json", "search.js",
      ])
  }

  @Test(
    "The page shows only the public reports from its address, links only http(s) reports",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func filter() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    #expect(try Binary.run(["import", Self.fixture, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    let page = directory.appendingPathComponent("report.html")
    #expect(try Binary.run(["report", "--out", page.path, "--db", database]).status == 0)
    let results = try ReportEndToEndTests.probe(
      "report.html?only=public", in: directory, sizes: [(1280, 900)],
      script: """
        var out = {};
        function shown() {
          return Array.prototype.map.call(d.querySelectorAll('tr[data-text]:not([hidden])'),
            function (row) { return row.id; });
        }
        out.rows = shown();
        out.count = d.getElementById('count').textContent;
        out.checked = d.querySelector('input[name=only][value=public]').checked;
        out.title = d.title;
        out.links = Array.prototype.map.call(d.querySelectorAll('a[href]'), function (a) {
          return a.protocol;
        }).filter(function (p, i, all) { return all.indexOf(p) === i; }).sort();
        out.reports = Array.prototype.map.call(d.querySelectorAll('#s-report-hostile a.report'),
          function (a) { return a.href; });
        // With crashes too, then neither: the address follows.
        var crashes = d.querySelector('input[name=only][value=crashes]');
        crashes.checked = true;
        crashes.dispatchEvent(new Event('change'));
        out.both = w.location.search;
        var box = d.querySelector('input[name=only][value=public]');
        box.checked = false;
        box.dispatchEvent(new Event('change'));
        crashes.checked = false;
        crashes.dispatchEvent(new Event('change'));
        out.all = shown().length;
        out.search = w.location.search;
        done(out);
        """)
    let result = try #require(results.first)
    #expect(
      result["rows"] as? [String]
        == ["s-report-portrait-lock", "s-report-turns-landscape", "s-report-hostile"], "\(result)")
    #expect(result["count"] as? String == "3 of 4 scenarios")
    #expect(result["checked"] as? Bool == true)
    #expect(result["both"] as? String == "?only=crashes+public")
    #expect(result["all"] as? Int == 4)
    #expect(result["search"] as? String == "")
    #expect(result["title"] as? String == "Rotation compatibility report")
    // Only http(s) reports are links (permalinks stay in the page); the hostile scenario's
    // javascript: and broken addresses are text, its one real report a link.
    let protocols = Set(result["links"] as? [String] ?? [])
    #expect(protocols.isSubset(of: ["file:", "http:", "https:"]), "\(result)")
    #expect(protocols.contains("https:"))
    #expect(result["reports"] as? [String] == ["https://github.com/example/player/issues/12"])
  }
}
