import Foundation
import Testing

/// The HTML report as a reader scrolls it, in Chromium at a small laptop's and a phone's width,
/// where the nine profiles' columns are wider than the window: the header row and the scenario
/// column stay in view, the profiles shown and the two compared come from the address, and the
/// summary fits the window. Where the columns fit, ``ReportLayoutTests`` reads it.
@Suite("Reading the report")
struct ReportReadingTests {
  @Test(
    "At 1024 and 390 px, while the matrix scrolls both ways its header row and scenario column stay in view; the summary fits",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func stickyHeader() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = try ReportEndToEndTests.builtInReport(in: directory)
    let results = try ReportEndToEndTests.probe(
      page.lastPathComponent, in: directory, sizes: Self.narrow,
      script: """
        var out = {}, box = d.querySelector('.matrix-box');
        function rect(element) {
          var r = element.getBoundingClientRect();
          return [Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)];
        }
        // The page scrolled to the matrix, then the matrix far down and to the right.
        box.scrollIntoView();
        box.scrollTop = 20000;
        box.scrollLeft = 400;
        out.page = w.scrollY;
        out.scrolled = [box.scrollTop, box.scrollLeft];
        out.box = rect(box);
        out.window = [d.documentElement.clientWidth, w.innerHeight];
        out.head = rect(d.querySelector('#matrix thead th[data-p="9+"]'));
        out.corner = rect(d.querySelector('#matrix thead th:first-child'));
        // The first scenario row below the header, its scenario cell and its 9+ cell.
        var row = Array.prototype.find.call(d.querySelectorAll('#matrix tr[data-text]'), function (row) {
          return row.getBoundingClientRect().top >= out.head[3];
        });
        out.row = row.id;
        out.scenario = rect(row.querySelector('th'));
        out.cell = rect(row.querySelector('td[data-p="9+"]'));
        var summary = d.querySelector('table.summary');
        out.summary = rect(summary);
        out.summaryScroll = [summary.parentNode.scrollWidth, summary.parentNode.clientWidth];
        out.cells = Array.prototype.map.call(summary.querySelectorAll('td'), function (cell) {
          return rect(cell)[2];
        });
        out.pageScroll = [d.documentElement.scrollWidth, d.documentElement.clientWidth];
        done(out);
        """)
    for (size, result) in zip(Self.narrow, results) {
      try scrolled(result, height: size.height)
    }
  }

  /// A small laptop's window and a phone's: the nine profiles' columns are wider than either.
  static let narrow = [(width: 1024, height: 768), (width: 390, height: 844)]

  /// The sticky header's measures at one size, as ``stickyHeader()`` took them.
  func scrolled(_ result: [String: Any], height: Int) throws {
    let box = try #require(result["box"] as? [Int], "\(result)")
    let head = try #require(result["head"] as? [Int])
    let corner = try #require(result["corner"] as? [Int])
    let scenario = try #require(result["scenario"] as? [Int])
    let cell = try #require(result["cell"] as? [Int])
    let window = try #require(result["window"] as? [Int])
    // Scrolled: the page to the matrix, the matrix down past the first screen and sideways.
    #expect((result["page"] as? Int ?? 0) > 0, "\(result)")
    let scrolled = try #require(result["scrolled"] as? [Int])
    #expect(scrolled[0] > height && scrolled[1] > 0, "\(result)")
    // The matrix fills the window, and its header row is at its top, in view.
    #expect(box[1] == 0 && box[3] <= window[1], "\(result)")
    #expect(head[1] == box[1] && corner[1] == box[1], "\(result)")
    // The header names the column below it, scrolled sideways with it.
    #expect(head[0] == cell[0] && head[2] == cell[2], "\(result)")
    // The scenario column stays at the matrix's left edge, over the scrolled cells.
    #expect(scenario[0] == box[0] && corner[0] == box[0], "\(result)")
    #expect(scenario[1] >= head[3], "\(result)")
    // The summary is not clipped: its box does not scroll, every count is within the window.
    let summaryScroll = try #require(result["summaryScroll"] as? [Int])
    #expect(summaryScroll[0] <= summaryScroll[1], "\(result)")
    let summary = try #require(result["summary"] as? [Int])
    #expect(summary[0] >= 0 && summary[2] <= window[0], "\(result)")
    let cells = try #require(result["cells"] as? [Int])
    // Six counts a profile, and the known differences' column: the built-in record has some.
    #expect(cells.count == 9 * 7 && cells.allSatisfy { $0 <= window[0] }, "\(result)")
    let pageScroll = try #require(result["pageScroll"] as? [Int])
    #expect(pageScroll[0] <= pageScroll[1], "\(result)")
  }

  @Test(
    "An address's malformed escapes ('#%', '?q=%zz') read as text: no error, the page works",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func malformedAddress() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try Fixture.database(in: directory)
    let page = directory.appendingPathComponent("report.html")
    let report = try Binary.run(["report", "--out", page.path, "--db", database])
    #expect(report.status == 0, "\(report.err)")
    let html = try String(contentsOf: page, encoding: .utf8)
    let rows = html.components(separatedBy: "<tr id=\"s-").count - 1
    // A cell of a profile whose id holds '+', which its permalink may spell %2B.
    let cell = try #require(
      html.components(separatedBy: "<td id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        .first { $0.hasSuffix("--2.1+") })
    let escaped = cell.replacingOccurrences(of: "+", with: "%2B")
    func load(_ suffix: String) throws -> (dom: String, console: [String]) {
      let result = try chromium(page.absoluteString + suffix, console: true)
      #expect(
        !result.console.contains { $0.contains("Uncaught") }, "\(suffix): \(result.console)")
      return result
    }
    // The query's '%zz' is searched for as it is, and matches no scenario.
    let broken = try load("?q=%zz&tag=%25&profiles=%E2#%")
    #expect(broken.dom.contains("<output id=\"count\">0 of \(rows) scenarios</output>"))
    // A permalink's escapes are decoded: it opens its cell; a malformed one opens nothing.
    let opened = #"<td id="\#(cell)" "# + #"class="#
    let permalink = try load("#" + escaped)
    #expect(
      permalink.dom.components(separatedBy: opened).dropFirst().first?.contains(
        "<details open=\"\">") == true, "\(cell) was not opened")
    let malformed = try load("#" + escaped + "%E2%80%")
    #expect(malformed.dom.contains("<output id=\"count\">\(rows) of \(rows) scenarios</output>"))
    #expect(!malformed.dom.contains("<details open=\"\">"))
  }

  @Test(
    "The profiles shown come from the address; two compared side by side mark where they differ",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func profileChoice() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try ReportEndToEndTests.builtInReport(in: directory)
    let database = ReportEndToEndTests.builtInDatabase
    // How many scenarios behave differently under 5 and 9+, and under 2.0 and 26+, as the
    // diff command counts them.
    func differing(_ a: String, _ b: String) throws -> Int {
      let diff = try Binary.run(["diff", "--profiles", a, b, "--db", database])
      let count = diff.out.prefix { $0 != " " }
      return try #require(Int(count), "\(diff.out.prefix(200))")
    }
    let all = Fixture.builtIn.scenarios.count
    let fiveNine = try differing("5", "9+")
    let oldestNewest = try differing("2.0", "26+")
    #expect(fiveNine > 10 && oldestNewest > 10)
    let results = try ReportEndToEndTests.probe(
      "report.html?profiles=5+9%2B&only=changed", in: directory,
      script: """
        var out = {}, box = d.querySelector('.matrix-box');
        function columns() {
          return Array.prototype.map.call(d.querySelectorAll('#matrix thead th[data-p]:not([hidden])'),
            function (th) { return th.getAttribute('data-p'); });
        }
        function read(name) {
          var heads = Array.prototype.map.call(d.querySelectorAll('#matrix thead th:not([hidden])'),
            function (th) { var r = th.getBoundingClientRect(); return [Math.round(r.left), Math.round(r.right)]; });
          var b = box.getBoundingClientRect();
          out[name] = {
            columns: columns(), heads: heads, box: [Math.round(b.left), Math.round(b.right)],
            rows: d.querySelectorAll('#matrix tr[data-text]:not([hidden])').length,
            marks: d.querySelectorAll('#matrix tr[data-text]:not([hidden]) td:not([hidden]) .vs').length,
            mark: (d.querySelector('#matrix tr[data-text]:not([hidden]) .vs') || {}).textContent || '',
            compare: [d.getElementById('compare-a').value, d.getElementById('compare-b').value],
            count: d.getElementById('count').textContent, search: w.location.search
          };
        }
        read('address');
        // The address's columns at each size; the form's choices once, at the last.
        if (!last) {
          done(out);
          return;
        }
        // Chosen in the form: 2.0 against 26+, every scenario.
        var box2 = d.querySelector('input[name=only][value=changed]');
        box2.checked = false;
        box2.dispatchEvent(new Event('change'));
        var a = d.getElementById('compare-a'), b = d.getElementById('compare-b');
        a.value = '2.0';
        a.dispatchEvent(new Event('change'));
        b.value = '26+';
        b.dispatchEvent(new Event('change'));
        read('form');
        // Three profiles: no pair, no marks.
        var eight = d.querySelector('input[name=p][value="8"]');
        eight.checked = true;
        eight.dispatchEvent(new Event('change'));
        read('three');
        d.getElementById('all-profiles').click();
        read('all');
        done(out);
        """)
    for result in results {
      let address = try #require(result["address"] as? [String: Any], "\(result)")
      #expect(address["columns"] as? [String] == ["5", "9+"])
      #expect(address["compare"] as? [String] == ["5", "9+"])
      #expect(address["rows"] as? Int == fiveNine, "\(address)")
      #expect(address["marks"] as? Int == fiveNine)
      #expect(address["mark"] as? String == "≠ 5")
      #expect(
        address["count"] as? String
          == "\(fiveNine) of \(all) scenarios; \(fiveNine) differ between 5 and 9+")
      #expect(address["search"] as? String == "?profiles=5+9%2B&only=changed")
      // Side by side: the scenario column and the two profiles' columns adjoin, all in the box.
      let heads = try #require(address["heads"] as? [[Int]])
      let box = try #require(address["box"] as? [Int])
      #expect(heads.count == 3, "\(address)")
      if heads.count == 3 {
        #expect(heads[0][1] == heads[1][0] && heads[1][1] == heads[2][0], "\(heads)")
        #expect(heads[0][0] >= box[0] && heads[2][1] <= box[1], "\(heads) in \(box)")
      }
    }
    let result = try #require(results.last)
    let form = try #require(result["form"] as? [String: Any])
    #expect(form["columns"] as? [String] == ["2.0", "26+"], "\(form)")
    #expect(form["rows"] as? Int == all)
    #expect(form["marks"] as? Int == oldestNewest)
    #expect(
      form["count"] as? String
        == "\(all) of \(all) scenarios; \(oldestNewest) differ between 2.0 and 26+")
    #expect(form["search"] as? String == "?profiles=2.0+26%2B")
    let three = try #require(result["three"] as? [String: Any])
    #expect(three["columns"] as? [String] == ["2.0", "8", "26+"])
    #expect(three["compare"] as? [String] == ["", ""])
    #expect(three["marks"] as? Int == 0)
    let everything = try #require(result["all"] as? [String: Any])
    #expect(
      everything["columns"] as? [String]
        == ["2.0", "2.1+", "5", "6+", "8", "9+", "13+", "16+", "26+"])
    #expect(everything["search"] as? String == "")
    #expect(everything["count"] as? String == "\(all) of \(all) scenarios")
  }

  @Test("Without scripts the report shows every profile: the controls are hidden, no column is")
  func withoutScript() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = try String(
      contentsOf: try ReportEndToEndTests.builtInReport(in: directory), encoding: .utf8)
    #expect(html.contains(#"<form class="controls" id="controls" hidden role="search">"#))
    #expect(!html.contains("<th scope=\"col\" data-p=\"5\" hidden"))
    #expect(html.components(separatedBy: #"<input type="checkbox" name="p" "#).count - 1 == 9)
    #expect(!html.contains(#"<td hidden"#) && !html.contains(#" hidden data-p"#))
  }

  @Test("A what-if profile's Δ is against its base; the next version's against the version before")
  func whatIfDelta() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    let profiles = directory.appendingPathComponent("what-if.json")
    try #"""
    [{"id": "16+-a", "base": "16+", "name": "no cache", "parameters": {"geometryValidationUsesCache": false}},
     {"id": "16+-b", "base": "16+", "name": "attempt is a no-op", "parameters": {"attemptRotationOn16": "noOp"}}]
    """#.write(to: profiles, atomically: true, encoding: .utf8)
    // The rule cases: under them too each column's count differs from its left neighbour's.
    #expect(try Binary.run(["import", Fixture.catalogue, "--db", database]).status == 0)
    #expect(try Binary.run(["profiles", "add", profiles.path, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    func differing(_ a: String, _ b: String) throws -> Int {
      let diff = try Binary.run(["diff", "--profiles", a, b, "--db", database])
      return try #require(Int(diff.out.prefix { $0 != " " }), "\(diff.out.prefix(200))")
    }
    // What each column is compared with: its base, or the version before; never the what-if
    // column to its left (16+-a for 16+-b, 16+-b for 26+), which counts differently.
    let expected = [
      ("16+-a", try differing("16+", "16+-a")), ("16+-b", try differing("16+", "16+-b")),
      ("26+", try differing("16+", "26+")),
    ]
    #expect(try differing("16+-a", "16+-b") != expected[1].1)
    #expect(try differing("16+-b", "26+") != expected[2].1)
    let html = try Binary.run(["report", "--format", "html", "--db", database]).out
    let markdown = try Binary.run(["report", "--format", "md", "--db", database]).out
    for (profile, changed) in expected {
      let row = try #require(
        html.components(separatedBy: "<tr><th scope=\"row\">\(profile) ").dropFirst().first?
          .prefix { $0 != "\n" })
      #expect(row.hasSuffix("<td data-label=\"Δ Changed\">\(changed)</td></tr>"), "\(row)")
      let line = try #require(
        markdown.components(separatedBy: "\n").first { $0.hasPrefix("| \(profile) (") })
      #expect(line.hasSuffix(" | \(changed) |"), "\(line)")
    }
    #expect(html.contains("data-p=\"16+-b\">16+-b <span class=\"base\">Δ vs 16+</span><br>"))
    #expect(html.contains("data-p=\"26+\">26+<br>"))
  }

  @Test("A skipped step keeps the cell's behaviour, its colour and symbol, and says so beside it")
  func skipped() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let html = try String(
      contentsOf: try ReportEndToEndTests.builtInReport(in: directory), encoding: .utf8)
    // Every cell with a skipped step has a behaviour of its own and the mark beside it.
    let cells = html.components(separatedBy: "<td id=\"c-").dropFirst()
    let skipped = cells.filter { $0.prefix { $0 != ">" }.contains(" skipped\"") }
    #expect(skipped.count > 20)
    for cell in skipped {
      let classes = cell.components(separatedBy: "class=\"").dropFirst().first?.prefix {
        $0 != "\""
      }
      let behaviour = classes?.split(separator: " ").first.map(String.init) ?? ""
      #expect(
        ["b-stays", "b-rotates", "b-statusBarOnly", "b-crash"].contains(behaviour),
        "\(cell.prefix(200))")
      #expect(cell.contains(#"<span class="skip" title="#), "\(cell.prefix(300))")
      #expect(cell.contains("⊘ skipped</span>"))
    }
    #expect(!html.contains("b-skipped"))
  }

  @Test("diff --profiles --format html escapes scenario titles")
  func diffEscapesTitles() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    let catalogue = directory.appendingPathComponent("hostile.json")
    // Portrait on iOS 5, turned from iOS 6: the scenario is listed by the diff of 5 and 6+.
    try #"""
    {"formatVersion": 1, "scenarios": [{"id": "hostile-title",
      "title": "<script>alert('x')</script> Tom & Jerry <b>bold</b>", "device": "iphone",
      "window": {"rootViewController": {"name": "nav", "kind": "navigationController",
        "children": [{"name": "first", "supportedInterfaceOrientations": "portrait",
                      "shouldAutorotateToInterfaceOrientation": ["portrait"]}]}},
      "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]}]}
    """#.write(to: catalogue, atomically: true, encoding: .utf8)
    #expect(try Binary.run(["import", catalogue.path, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    for source in [["--db", database], ["--catalogue", catalogue.path]] {
      let diff = try Binary.run(
        ["diff", "--profiles", "5", "6+", "--format", "html"] + source)
      #expect(diff.status == 0, "\(diff.err)")
      #expect(diff.out.contains("<tr id=\"s-hostile-title\">"), "\(diff.out)")
      #expect(
        diff.out.contains(
          "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Tom &amp; Jerry &lt;b&gt;bold&lt;/b&gt;")
      )
      #expect(!diff.out.contains("<script>alert"))
      #expect(!diff.out.contains("<b>bold"))
      #expect(!diff.out.contains("Tom & Jerry"))
    }
  }
}
