import Foundation
import Testing

/// `publish` writes the compatibility report as entry pages and part pages, each under a
/// megabyte (issue 60, item 3), the same bytes twice, removing only its own stale pages.
@Suite("The published compatibility site end to end")
struct CompatibilitySiteEndToEndTests {
  /// Every file a publish wrote in `out`, by path from it: the entry pages and the parts.
  static func site(_ out: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let kinds = [".html", ".md", ".json", ".js"]
    let enumerator = FileManager.default.enumerator(atPath: out)
    while let path = enumerator?.nextObject() as? String {
      guard kinds.contains(where: path.hasSuffix), path != "public-record.md" else { continue }
      files[path] = try Data(contentsOf: URL(fileURLWithPath: out + "/" + path))
    }
    return files
  }

  /// The built-in catalogue published once a test process into a folder the tests only read.
  static let published: String = {
    let directory = Fixture.sharedFolder("builtin-site")
    let out = directory.appendingPathComponent("Reports").path
    let result = try! Binary.run([
      "publish", "--db", directory.appendingPathComponent("db.sqlite").path, "--out-dir", out,
    ])
    precondition(result.status == 0, result.err)
    return out
  }()

  @Test("publish writes entry and part pages under 1 MB, every scenario once, the same twice")
  func publish() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    let out = directory.appendingPathComponent("Reports").path
    // A page an earlier publish wrote and this one does not, and files that are not its own.
    try FileManager.default.createDirectory(
      atPath: out + "/compatibility", withIntermediateDirectories: true)
    for name in ["old-group-3.html", "old-group.md", "notes.txt", "Mine.html"] {
      try "stale".write(toFile: out + "/compatibility/" + name, atomically: true, encoding: .utf8)
    }
    let first = try Binary.run(["publish", "--db", database, "--out-dir", out])
    #expect(first.status == 0, "\(first.err)")
    let files = try Self.site(out)
    #expect(
      files["compatibility/old-group-3.html"] == nil && files["compatibility/old-group.md"] == nil)
    #expect(
      FileManager.default.contents(atPath: out + "/compatibility/notes.txt") == Data("stale".utf8))
    #expect(files["compatibility/Mine.html"] == Data("stale".utf8))
    // Mine.html is not a name publish gives its pages: kept, not counted.
    let pages = files.keys.filter { $0.hasPrefix("compatibility/") }.count - 1
    #expect(
      first.out.contains(
        "Wrote \(out)/compatibility.html, \(out)/compatibility.md, \(pages) pages in "
          + "\(out)/compatibility/ and \(out)/public-record.md; the questions: "
          + "\(out)/index.html (\(Fixture.builtIn.behaviours.count) questions in "
          + "\(out)/behaviours/) and \(out)/record.json.\n"), "\(first.out)")
    for (path, data) in files { #expect(data.count <= 1_000_000, "\(path): \(data.count) bytes") }
    // The public-report group, of about 300 scenarios, takes several pages.
    #expect(files["compatibility/public-report-2.html"] != nil)
    #expect(files["compatibility/public-report-2.md"] != nil)
    // Every scenario on one HTML page and one Markdown page.
    let ids = try Binary.run(["scenarios", "--format", "json", "--db", database]).out
    let scenarios = try #require(
      try JSONSerialization.jsonObject(with: Data(ids.utf8)) as? [[String: Any]]
    ).compactMap { $0["id"] as? String }
    #expect(scenarios.count == Fixture.builtIn.scenarios.count)
    for (suffix, row) in [(".html", "<tr id=\"s-"), (".md", "<a id=\"s-")] {
      let shown = files.filter { $0.key.hasPrefix("compatibility/") && $0.key.hasSuffix(suffix) }
        .flatMap {
          String(decoding: $0.value, as: UTF8.self).components(separatedBy: row).dropFirst()
        }
        .map { String($0.prefix { $0 != "\"" }) }
      #expect(shown.sorted() == scenarios.sorted(), "\(suffix)")
    }
    let second = try Binary.run(["publish", "--db", database, "--out-dir", out])
    #expect(second.status == 0, "\(second.err)")
    #expect(try Self.site(out) == files)
  }

  @Test(
    "A part page's filters run from its address; entry and part pages lay out at both sizes",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func browser() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      atPath: Self.published, toPath: directory.appendingPathComponent("Reports").path)
    let parts = directory.appendingPathComponent("Reports/compatibility")
    let page = parts.appendingPathComponent("public-report-2.html")
    let html = try String(contentsOf: page, encoding: .utf8)
    let rows = html.components(separatedBy: "<tr id=\"s-").count - 1
    let crashing = html.components(separatedBy: #"--9+" class="b-crash"#).count - 1
    #expect(rows > 5 && crashing > 0, "\(rows) rows, \(crashing) crash under 9+")
    // The first scenario whose 9+ cell crashes: its permalink opens that cell.
    let mark = try #require(html.range(of: #"--9+" class="b-crash"#))
    let start = try #require(
      html.range(of: #"<td id="c-"#, options: .backwards, range: html.startIndex..<mark.lowerBound))
    let scenario = String(html[start.upperBound..<mark.lowerBound])
    let results = try ReportEndToEndTests.probe(
      "public-report-2.html?only=crashes&profile=9%2B#c-\(scenario)--9+", in: parts,
      sizes: [ReportEndToEndTests.sizes[1]],
      script: """
        done({
          rows: d.querySelectorAll('tr[data-text]:not([hidden])').length,
          columns: d.querySelectorAll('thead th[data-p]:not([hidden])').length,
          count: d.getElementById('count').textContent,
          open: d.getElementById('c-\(scenario)--9+').querySelector('details').open,
          trace: d.querySelectorAll('#s-\(scenario) + tr.panel .pane .trace li').length,
          up: d.querySelector('nav a').getAttribute('href')
        });
        """)
    let result = try #require(results.first)
    #expect(result["rows"] as? Int == crashing, "\(result)")
    #expect(result["columns"] as? Int == 1, "\(result)")
    #expect(result["count"] as? String == "\(crashing) of \(rows) scenarios", "\(result)")
    #expect(result["open"] as? Bool == true, "\(result)")
    #expect((result["trace"] as? Int ?? 0) > 0, "\(result)")
    #expect(result["up"] as? String == "../compatibility.html", "\(result)")
    // The entry page and a part page: no sideways scrolling, no orientation name broken.
    for page in [directory.appendingPathComponent("Reports/compatibility.html"), page] {
      for (size, layout) in zip(
        ReportEndToEndTests.sizes, try ReportEndToEndTests.layout(of: page))
      {
        #expect(layout.clientWidth <= size.width && layout.clientWidth > size.width - 30)
        #expect(layout.scrollWidth <= layout.clientWidth, "\(page.lastPathComponent) \(layout)")
        #expect(layout.names > 20, "\(page.lastPathComponent) \(layout)")
        #expect(layout.broken == 0, "\(page.lastPathComponent) \(layout)")
      }
    }
  }

  @Test(
    "A permalink of the one-page report (compatibility.html#s-ID, #c-ID--P) opens the part page holding it",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func movedPermalinks() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reports = directory.appendingPathComponent("Reports")
    try FileManager.default.copyItem(atPath: Self.published, toPath: reports.path)
    let part = try String(
      contentsOf: reports.appendingPathComponent("compatibility/public-report-2.html"),
      encoding: .utf8)
    // The part's last scenario: not the first page of its group, nor its first row.
    let rows = part.components(separatedBy: "<tr id=\"s-").dropFirst()
    let scenario = try #require(rows.last.map { String($0.prefix { $0 != "\"" }) })
    let entry = reports.appendingPathComponent("compatibility.html").absoluteString
    for fragment in ["#c-\(scenario)--9%2B", "#s-\(scenario)"] {
      let dom = try chromium(entry + fragment).dom
      #expect(dom.contains("<tr id=\"s-\(scenario)\""), "\(fragment): \(dom.prefix(300))")
      #expect(dom.contains("../compatibility.html"), "\(fragment): not a part page")
      if fragment.hasPrefix("#c-") {
        // The part page's own script opened the cell the permalink names.
        let cell = try #require(
          dom.components(separatedBy: "<td id=\"c-\(scenario)--9+\"").dropFirst().first)
        #expect(cell.prefix(2000).contains("<details open"), "\(fragment)")
      }
    }
    // A fragment naming no scenario leaves the entry page as it is.
    let stays = try chromium(entry + "#c-no-such-scenario--9%2B").dom
    #expect(stays.contains("id=\"matrix-title\"") && !stays.contains("<tr id=\"s-"))
  }
}
