import Foundation
import Testing

@Suite("Reports end to end")
struct ReportEndToEndTests {
  @Test(
    "publish in a fresh folder reproduces the committed Reports/ (and public-record.md), twice")
  func publishedReportsAreCurrent() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("rotationdb.sqlite").path
    let out = directory.appendingPathComponent("Reports").path
    let first = try Binary.run(["publish", "--db", database, "--out-dir", out])
    #expect(first.status == 0, "\(first.err)")
    #expect(
      first.out.contains(
        "Created \(database) with the built-in catalogue (\(Fixture.builtIn.scenarios.count) "
          + "scenarios)."), "\(first.out)")
    // The verdict is verify's of the same run (the figures are EndToEndTests.builtIn's).
    let verify = try Binary.run(["verify", "--db", database])
    // The built-in record passes with its known differences, and none fails.
    #expect(verify.out.hasPrefix("Run 1: ") && verify.out.hasSuffix(" 0 failures.\n"))
    let verdict = verify.out.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasPrefix("Run 1: ") ? $0.dropFirst("Run 1: ".count) : $0
    }.joined(separator: "\n")
    let html = try CompatibilitySiteEndToEndTests.site(out)
    let pages = html.keys.filter { $0.hasPrefix("compatibility/") }.count
    #expect(
      first.out.hasSuffix(
        "Wrote \(out)/compatibility.html, \(out)/compatibility.md, \(pages) pages in "
          + "\(out)/compatibility/ and \(out)/public-record.md; the questions: "
          + "\(out)/index.html (\(Fixture.builtIn.behaviours.count) questions in "
          + "\(out)/behaviours/) and \(out)/record.json.\n" + verdict), "\(first.out)")
    let record = try String(contentsOfFile: out + "/public-record.md", encoding: .utf8)
    let second = try Binary.run(["publish", "--db", database, "--out-dir", out])
    #expect(
      second.out.hasPrefix("Nothing changed since run 1; reusing it.\n"), "\(second.out)")
    #expect(!second.out.contains("Crashes counted below"))
    #expect(try CompatibilitySiteEndToEndTests.site(out) == html)
    #expect(try String(contentsOfFile: out + "/public-record.md", encoding: .utf8) == record)
    let committed = repositoryRoot.appendingPathComponent("Reports")
    // The committed site: the same files, the same bytes.
    let stale =
      "is stale: run 'swift run rotationdb publish' and commit Reports/ (Reports/compatibility/ "
      + "and Reports/behaviours/ included)"
    let published = try? CompatibilitySiteEndToEndTests.site(committed.path)
    #expect(published.map { Set($0.keys) } == Set(html.keys), "Reports/ \(stale)")
    for (path, data) in html.sorted(by: { $0.key < $1.key }) where published != nil {
      #expect(published?[path] == data, "Reports/\(path) \(stale)")
    }
    #expect(
      (try? String(
        contentsOf: committed.appendingPathComponent("public-record.md"), encoding: .utf8))
        == record,
      "Reports/public-record.md is stale or missing: run 'swift run rotationdb publish'")
    // Every citation of each published page resolves to its own Sources entry.
    var cited: Set<String> = []
    for (path, data) in html where path.hasSuffix(".html") {
      let page = String(decoding: data, as: UTF8.self)
      let keys = Set(
        page.components(separatedBy: "href=\"#source-").dropFirst().map {
          String($0.prefix { $0 != "\"" })
        })
      // The entries read once, not the whole page searched for each key.
      let entries = Set(
        page.components(separatedBy: "<dt id=\"source-").dropFirst().compactMap { entry in
          entry.firstIndex(of: "\"").flatMap { end in
            entry[end...].hasPrefix("\">") ? String(entry[..<end]) : nil
          }
        })
      for key in keys { #expect(entries.contains(key), "\(path): source-\(key)") }
      cited.formUnion(keys)
    }
    #expect(cited.count > 50)
  }

  /// Lays the page out in a frame of each of ``sizes`` in turn in Chromium and measures what a
  /// reader sees: the page's scroll width against its width, and how many orientation names
  /// are shown and how many of them are broken across lines.
  static func layout(of page: URL) throws -> [(
    scrollWidth: Int, clientWidth: Int, names: Int, broken: Int
  )] {
    let results = try probe(
      page.lastPathComponent, in: page.deletingLastPathComponent(),
      script: """
        var root = d.documentElement, names = 0, broken = 0;
        // A closed <details>'s content (every cell's steps and trace) is not laid out: its
        // names have no rects, so the walk leaves it out rather than measuring each.
        var walker = d.createTreeWalker(d.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
          acceptNode: function (n) {
            var p = n.parentNode;
            if (p && p.tagName === 'DETAILS' && !p.open && n.nodeName !== 'SUMMARY') {
              return NodeFilter.FILTER_REJECT;
            }
            return n.nodeType === 3 ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
          } });
        var re = /landscapeLeft|landscapeRight|portraitUpsideDown|portrait/g;
        while (walker.nextNode()) {
          var node = walker.currentNode, match;
          while ((match = re.exec(node.data))) {
            var range = d.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            var rects = range.getClientRects();
            if (rects.length > 0) names++;
            if (rects.length > 1) broken++;
          }
        }
        done({ layout: [root.scrollWidth, root.clientWidth, names, broken] });
        """)
    return try results.map { result in
      let numbers = try #require(result["layout"] as? [Int])
      try #require(numbers.count == 4, "no measure: \(result)")
      return (numbers[0], numbers[1], numbers[2], numbers[3])
    }
  }

  @Test(
    "At 390×844 and 1280×900 the page has no horizontal overflow and no orientation name broken",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func readable() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = try Self.builtInReport(in: directory)
    for (size, layout) in zip(Self.sizes, try Self.layout(of: page)) {
      // Laid out at this width (less a scroll bar, if the browser shows one).
      #expect(layout.clientWidth <= size.width && layout.clientWidth > size.width - 30, "\(layout)")
      // The matrix scrolls inside its own box; the page itself never does.
      #expect(layout.scrollWidth <= layout.clientWidth, "\(layout)")
      #expect(layout.names > 500, "\(layout)")
      #expect(layout.broken == 0, "\(layout)")
    }
  }

  /// The built-in catalogue's HTML report, copied into `directory`.
  static func builtInReport(in directory: URL) throws -> URL {
    let page = directory.appendingPathComponent("report.html")
    try FileManager.default.copyItem(at: builtInPage, to: page)
    return page
  }

  /// The built-in catalogue's HTML report from a fresh database, made once a test process for
  /// the browser tests, which only read it.
  static let builtInPage: URL = {
    let directory = Fixture.sharedFolder("builtin-report")
    let database = directory.appendingPathComponent("db.sqlite").path
    let page = directory.appendingPathComponent("report.html")
    for arguments in [["import", "@builtin"], ["run"], ["report", "--out", page.path]] {
      let result = try! Binary.run(arguments + ["--db", database])
      precondition(result.status == 0, "\(arguments): \(result.err)")
    }
    return page
  }()

  /// The database the built-in report was made from, for tests that compare with the commands'
  /// counts (read only).
  static let builtInDatabase: String = {
    builtInPage.deletingLastPathComponent().appendingPathComponent("db.sqlite").path
  }()

  /// A phone's and a desktop's window: the browser tests read the page at both.
  static let sizes = [(width: 390, height: 844), (width: 1280, height: 900)]

  /// Opens `address` (the page with a query and a fragment) once in Chromium, in a frame of
  /// each size in turn, and runs `script` at each size once the page's scripts ran: a function
  /// body given the frame's `w`indow and `d`ocument, `first` and `last` (which size it is at)
  /// and a `done(value)` callback. Returns the values as JSON, one a size. The frame is resized
  /// in place, not loaded again: the page lays itself out by CSS alone, so a reader who turns
  /// the phone sees what one who opened it at that width does, and a load of the built-in
  /// report is ~10 CPU s of Chromium.
  static func probe(
    _ address: String, in directory: URL, sizes: [(width: Int, height: Int)] = sizes,
    script: String
  ) throws -> [[String: Any]] {
    let probe = directory.appendingPathComponent("probe.html")
    let frames = sizes.map { "[\($0.width),\($0.height)]" }.joined(separator: ",")
    let html = """
      <!DOCTYPE html><html><body style="margin:0">
      <iframe id="f" src="\(address)" style="border:0"></iframe>
      <script>
      var frame = document.getElementById('f'), sizes = [\(frames)], results = [], at = 0;
      function size() { frame.style.width = sizes[at][0] + 'px'; frame.style.height = sizes[at][1] + 'px'; }
      function next() {
        var w = frame.contentWindow, d = frame.contentDocument;
        var first = at === 0, last = at === sizes.length - 1;
        function done(value) {
          results.push(value);
          if (last) { document.body.setAttribute('data-result', JSON.stringify(results)); return; }
          at++;
          size();
          setTimeout(next, 100);
        }
        \(script)
      }
      size();
      frame.addEventListener('load', function () { setTimeout(next, 100); });
      </script></body></html>
      """
    try html.write(to: probe, atomically: true, encoding: .utf8)
    let width = max(sizes.map(\.width).max() ?? 0, 500)
    let height = sizes.map(\.height).max() ?? 0
    let dom = try chromiumDOM(
      probe, extra: ["--disable-web-security", "--window-size=\(width),\(height)"])
    let value = try #require(
      dom.components(separatedBy: "data-result=\"").dropFirst().first?.prefix { $0 != "\"" },
      "no result: \(dom.prefix(300))")
    let json = value.replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&amp;", with: "&")
    let results = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    try #require(results.count == sizes.count, "\(results)")
    return results
  }

  @Test(
    "Filters from the address, a permalink opening its trace, two traces side by side, colours distinct",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func finding() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = try Self.builtInReport(in: directory)
    let html = try String(contentsOf: page, encoding: .utf8)
    // What the filter must show, read from the page's markup: the rows whose 9+ cell crashes.
    let crashing = html.components(separatedBy: #"--9+" class="b-crash"#).count - 1
    #expect(crashing > 5)
    let scenario = "seed000-missing-root-view-controller"
    let results = try Self.probe(
      "report.html?only=crashes&profile=9%2B#c-\(scenario)--9+", in: directory,
      script: """
        var out = {};
        // What the address shows, then every profile and two cells opened: once, at the first
        // size; the traces' layout at each.
        if (first) {
          out.rows = d.querySelectorAll('tr[data-text]:not([hidden])').length;
          out.crashing = d.querySelectorAll('tr[data-text]:not([hidden]) td.b-crash[data-p="9+"]').length;
          out.columns = Array.prototype.map.call(
            d.querySelectorAll('thead th[data-p]:not([hidden])'), function (th) { return th.getAttribute('data-p'); });
          out.count = d.getElementById('count').textContent;
          var panel = d.querySelector('#s-\(scenario) + tr.panel');
          out.open = d.getElementById('c-\(scenario)--9+').querySelector('details').open;
          out.heading = panel ? panel.querySelector('.pane h3 a').textContent : '';
          out.trace = panel ? panel.querySelectorAll('.pane .trace li').length : 0;
          // Every profile again, and the 8 cell of the same row opened beside the 9+ one.
          d.getElementById('all-profiles').click();
          d.getElementById('c-\(scenario)--8').querySelector('details').open = true;
          var colours = {};
          ['b-stays', 'b-rotates', 'b-statusBarOnly', 'b-crash'].forEach(function (name) {
            var style = w.getComputedStyle(d.querySelector('td.' + name + ':not(.skipped)'));
            colours[name] = style.backgroundColor + ' ' + style.backgroundImage;
            var skipped = d.querySelector('td.' + name + '.skipped');
            if (skipped) {
              style = w.getComputedStyle(skipped);
              colours[name + ' skipped'] = style.backgroundColor + ' ' + style.backgroundImage;
            }
          });
          out.colours = colours;
        }
        setTimeout(function () {
          var panes = d.querySelectorAll('#s-\(scenario) + tr.panel .pane');
          out.panes = Array.prototype.map.call(panes, function (pane) {
            var r = pane.getBoundingClientRect();
            return [Math.round(r.left), Math.round(r.top), Math.round(r.right)];
          });
          out.width = d.documentElement.clientWidth;
          out.scrollWidth = d.documentElement.scrollWidth;
          if (last) {
            var box = d.querySelector('input[name=only][value=differs]');
            box.checked = true;
            box.dispatchEvent(new Event('change'));
            out.search = w.location.search;
            out.hash = w.location.hash;
          }
          done(out);
        }, 100);
        """)
    let result = try #require(results.first)
    // The address's filters: only the 9+ column, only the rows whose 9+ cell crashes.
    #expect(result["rows"] as? Int == crashing, "\(result)")
    #expect(result["crashing"] as? Int == crashing)
    #expect(result["columns"] as? [String] == ["9+"])
    #expect(
      result["count"] as? String == "\(crashing) of \(Fixture.builtIn.scenarios.count) scenarios")
    // The permalink opened its cell's steps and trace in the panel below the row.
    #expect(result["open"] as? Bool == true)
    #expect(result["heading"] as? String == "\(scenario) under 9+")
    #expect((result["trace"] as? Int ?? 0) > 0)
    // The state is in the address, for sharing; the permalink stays.
    #expect(results.last?["search"] as? String == "?only=differs+crashes")
    #expect(results.last?["hash"] as? String == "#c-\(scenario)--9+")
    // Every behaviour has its own colour, which a skipped step does not change.
    let colours = try #require(result["colours"] as? [String: String])
    #expect(Set(colours.values).count == 4, "\(colours)")
    #expect(colours.count > 5, "\(colours)")
    for (name, colour) in colours where name.hasSuffix(" skipped") {
      #expect(colours[String(name.dropLast(8))] == colour, "\(colours)")
    }
    // Two traces of the scenario: side by side when wide, one above the other on a phone, and
    // both within the window; the page itself never scrolls sideways.
    for (size, result) in zip(Self.sizes, results) {
      let panes = try #require(result["panes"] as? [[Int]])
      let pageWidth = try #require(result["width"] as? Int)
      #expect(pageWidth <= size.width && pageWidth > size.width - 30, "\(result)")
      #expect(panes.count == 2, "\(result)")
      if panes.count == 2 {
        if size.width >= 1000 {
          #expect(panes[0][1] == panes[1][1] && panes[0][0] < panes[1][0], "\(panes)")
        } else {
          #expect(panes[0][0] == panes[1][0] && panes[0][1] < panes[1][1], "\(panes)")
        }
        for pane in panes {
          #expect(pane[0] >= 0 && pane[2] <= pageWidth, "\(panes) in \(pageWidth)")
        }
      }
      #expect(result["scrollWidth"] as? Int == pageWidth)
    }
  }

  @Test(
    "Headless Chromium renders the HTML report: the matrix, every scenario, scripts as text",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)))
  func chromium() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    let hostile = """
      {"formatVersion": 1, "scenarios": [{"id": "hostile-title",
        "title": "<script>document.title='pwned'</script> <img src=x onerror=\\"document.title='img'\\">",
        "tags": ["<b>bold</b>"], "device": "iphone", "window": {}, "steps": [{"action": "launch"}]}]}
      """
    let catalogue = directory.appendingPathComponent("hostile.json")
    try hostile.write(to: catalogue, atomically: true, encoding: .utf8)
    #expect(try Binary.run(["import", "@builtin", catalogue.path, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    let page = directory.appendingPathComponent("report.html")
    let report = try Binary.run(["report", "--out", page.path, "--db", database])
    #expect(report.status == 0, "\(report.err)")
    let dom = try chromiumDOM(page)
    #expect(
      dom.contains("<title>Rotation compatibility report</title>"),
      "the title was changed: \(dom.prefix(300))")
    #expect(dom.contains(#"<table class="matrix" id="matrix">"#))
    #expect(dom.contains(#"<div class="scroll matrix-box" tabindex="0" role="region""#))
    let ids = try Binary.run(["scenarios", "--format", "json", "--db", database]).out
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(ids.utf8)) as? [[String: Any]])
    #expect(rows.count == Fixture.builtIn.scenarios.count + 1)
    // The rows' ids read from the DOM once, not the whole DOM searched for each.
    let shown = Set(
      dom.components(separatedBy: #"<tr id="s-"#).dropFirst().map {
        String($0.prefix { $0 != "\"" })
      })
    for row in rows {
      let id = try #require(row["id"] as? String)
      #expect(shown.contains(id), "\(id) is missing from the DOM")
    }
    #expect(dom.contains("&lt;script&gt;document.title='pwned'&lt;/script&gt;"))
    #expect(!dom.contains("<img src=\"x\""))
    let all = rows.count
    #expect(dom.contains("\(all) of \(all) scenarios"), "the filter script did not run")
  }
}
