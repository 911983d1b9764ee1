import RotationCore
import RotationReports
import Testing

@Suite("Reports: golden files, JUnit, escaping")
struct ReportRenderingTests {
  @Test("HTML matches its golden file")
  func htmlGolden() throws {
    try assertSnapshot(HTMLReport.render(try fixtureModel()), named: "fixture.html")
  }

  @Test("Markdown matches its golden file")
  func markdownGolden() throws {
    try assertSnapshot(MarkdownReport.render(try fixtureModel()), named: "fixture.md")
  }

  @Test("The golden-file diff pairs lines by longest common subsequence, not by position")
  func goldenDiff() {
    #expect(lineDiff("a\nb\nc", "a\nx\nc") == ["-2: b", "+2: x"])
    // An inserted line shifts the rest; only the insertion is reported.
    #expect(lineDiff("a\nb\nc", "new\na\nb\nc") == ["+1: new"])
    #expect(lineDiff("a\nb", "a") == ["-2: b"])
    #expect(lineDiff("same", "same").isEmpty)
  }

  @Test("The compact matrix above 9,000 cells escapes what the catalogue says")
  func compactEscaping() throws {
    let hostile = #"<script>alert('x')</script> & "quotes""#
    let scenarios = (0...HTMLReport.compactThreshold).map { index in
      Scenario(
        id: "s\(index)", title: index == 0 ? hostile : "Scenario \(index)",
        tags: [index == 0 ? "<b>tag</b>" : "plain"], device: .iphone,
        window: .rootViewController(Controller(name: index == 0 ? "<i>root</i>" : "root")),
        steps: [.launch(.portrait)])
    }
    let outcomes = scenarios.map { Evaluator(profile: Profile.iOS6).evaluate($0) }
    let model = ReportModel.build(
      title: "Large <report>", scenarios: scenarios, profiles: [Profile.iOS6], outcomes: outcomes,
      provenance: ReportModel.Provenance(
        runID: 1, engineVersion: Engine.version, catalogueHash: "c", profileHashes: []))
    let html = HTMLReport.render(model)
    #expect(html.contains("matrix compact"))
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<b>tag</b>"))
    #expect(!html.contains("<i>root</i>"))
    #expect(
      html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;"))
    #expect(html.contains("Large &lt;report&gt;"))
  }

  @Test("JUnit: one suite per profile with its own test and failure counts")
  func junitCounts() throws {
    let model = try fixtureModel()
    let scenarios = model.rows.map(\.scenario)
    let outcomes = scenarios.flatMap { scenario in
      Profile.builtIn.map { Evaluator(profile: $0).evaluate(scenario) }
    }
    let mismatches = zip(
      scenarios,
      scenarios.map { scenario in
        outcomes.filter { $0.scenario == scenario.id }.flatMap { scenario.mismatches(in: $0) }
      }
    ).flatMap(\.1)
    let xml = JUnitReport.render(
      run: 3, scenarios: scenarios, outcomes: outcomes, mismatches: mismatches)
    #expect(
      xml.contains(#"<testsuites name="rotationdb run 3" tests="18" failures="6" skipped="9">"#))
    for profile in ["2.0", "2.1+", "5"] {
      #expect(
        xml.contains(#"<testsuite name="\#(profile)" tests="2" failures="0" skipped="1">"#),
        "\(profile)")
    }
    // From iOS 6 the plain navigation controller no longer asks its portrait child.
    for profile in ["6+", "8", "9+", "13+", "16+", "26+"] {
      #expect(
        xml.contains(#"<testsuite name="\#(profile)" tests="2" failures="1" skipped="1">"#),
        "\(profile)")
    }
    #expect(xml.components(separatedBy: "<failure ").count == 7)
    #expect(!xml.contains(" time="), "no time was recorded")
    // With recorded times: each case's, and their sums per suite and overall.
    var micros: [String: Int] = [:]
    for outcome in outcomes { micros[outcome.scenario + "\u{0}" + outcome.profile] = 1_500_001 }
    let timed = JUnitReport.render(
      run: 3, scenarios: scenarios, outcomes: outcomes, mismatches: mismatches, micros: micros)
    #expect(timed.contains(#"skipped="9" time="27.000018">"#))
    #expect(
      timed.contains(#"<testsuite name="2.0" tests="2" failures="0" skipped="1" time="3.000002">"#))
    #expect(timed.contains(#"<testcase classname="profile 2\#u{2024}0" name="nav-portrait"#))
    #expect(timed.contains(#" time="1.500001""#))
  }

  @Test("Rendering is deterministic")
  func deterministic() throws {
    #expect(HTMLReport.render(try fixtureModel()) == HTMLReport.render(try fixtureModel()))
    #expect(MarkdownReport.render(try fixtureModel()) == MarkdownReport.render(try fixtureModel()))
  }

  @Test("HTML escapes every user string")
  func htmlEscaping() throws {
    let html = HTMLReport.render(try fixtureModel())
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<img"))
    #expect(!html.contains("<b>tag"))
    #expect(!html.contains("<i>root"))
    #expect(
      html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot;"))
    #expect(html.components(separatedBy: "<script>").count == 2)  // only the page's own script
  }

  @Test("Markdown escapes pipes, backticks, HTML and line starts")
  func markdownEscaping() throws {
    let md = MarkdownReport.render(try fixtureModel())
    #expect(md.contains(#"Navigation \| portrait \`first\` screen"#))
    #expect(
      md.contains("&lt;script&gt;alert('x')&lt;/script&gt; &amp; &quot;quotes&quot;") == false)
    #expect(md.contains("&lt;script&gt;alert('x')&lt;/script&gt; &amp; \"quotes\""))
    #expect(md.contains(##"\# not a heading - not a list &lt;img src=x onerror=alert(1)&gt;"##))
    #expect(md.contains(#"\[link\](javascript:alert(1))"#))
    #expect(!md.contains("<b>"))
    // Every table row has as many unescaped pipes as its table's header: no cell is split.
    var header: Int?
    var tables = 0
    for line in md.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("|") else {
        header = nil
        continue
      }
      let pipes = line.replacingOccurrences(of: #"\|"#, with: "").filter { $0 == "|" }.count
      if let header {
        #expect(pipes == header, "\(line)")
      } else {
        header = pipes
        tables += 1
      }
    }
    #expect(tables >= 2)
  }

  @Test(
    "MarkdownReport.md escapes what would change the structure",
    arguments: [
      ("a|b", #"a\|b"#), ("2.0", #"2\.0"#), ("`code`", #"\`code\`"#), ("<b>", "&lt;b&gt;"),
      ("# x", ##"\# x"##),
      ("- x", #"\- x"#), ("1. x", #"1\. x"#), ("two\nlines", "two lines"), ("*em*", #"\*em\*"#),
      ("a\u{202E}b", #"a\\u{202E}b"#), ("\u{2067}\u{7}", #"\\u{2067}\\u{7}"#),
      ("x\r\ny", "x y"),
    ] as [(String, String)])
  func mdEscape(input: String, output: String) {
    #expect(MarkdownReport.md(input, atLineStart: true) == output)
  }

  @Test("Inside a line, list and heading markers stay as they are")
  func mdInline() {
    #expect(MarkdownReport.md("2.0 # - x", atLineStart: false) == "2.0 # - x")
  }

  @Test("Every ASCII character inside a line: the eleven that Markdown or HTML reads are escaped")
  func mdASCII() {
    let escapes: [Character: String] = [
      "\\": #"\\"#, "`": #"\`"#, "*": #"\*"#, "_": #"\_"#, "[": #"\["#, "]": #"\]"#, "|": #"\|"#,
      "~": #"\~"#, "<": "&lt;", ">": "&gt;", "&": "&amp;",
    ]
    for value in UInt8(0x20)...0x7E {
      let character = Character(Unicode.Scalar(value))
      let shown = escapes[character] ?? String(character)
      #expect(MarkdownReport.md("a\(character)b") == "a\(shown)b", "\(value)")
      #expect(MarkdownReport.md("\(character)") == shown, "\(value)")
    }
  }
}

@Suite("Large reports")
struct LargeReportTests {
  @Test("Above 90,000 cells the rows are left out: the summary and the changes, saying so")
  func rowsOmitted() throws {
    let base = try fixtureModel().rows[0].scenario
    let profiles = [Profile.iOS5, Profile.iOS6]
    var builder = ReportModel.Builder(
      title: "Huge", profiles: profiles,
      provenance: ReportModel.Provenance(
        runID: 1, engineVersion: "1", catalogueHash: "x", profileHashes: []))
    // 45,001 copies of one scenario under 2 profiles: one cell past the limit.
    let count = ReportModel.matrixLimit / profiles.count + 1
    let outcomes = profiles.map { Evaluator(profile: $0, tracing: false).evaluate(base) }
    for index in 0..<count {
      var copy = base
      copy.id = "s\(index)"
      builder.add(
        copy, outcomes: Dictionary(uniqueKeysWithValues: outcomes.map { ($0.profile, $0) }))
    }
    let model = builder.model
    #expect(model.rowsOmitted)
    #expect(model.rows.isEmpty)
    #expect(model.scenarioCount == 45_001)
    #expect(model.summaries.map(\.scenarios) == [45_001, 45_001])
    let divergence = try #require(model.divergences.first)
    #expect((divergence.first, divergence.second) == ("5", "6+"))
    #expect(divergence.compared == 45_001)
    #expect(divergence.total == (model.summaries[1].changed))
    let html = HTMLReport.render(model)
    #expect(html.contains("The matrix of 45001 scenarios under 2 profiles is left out"))
    #expect(html.contains("<h2 id=\"changes-title\">What changes between versions</h2>"))
    #expect(html.utf8.count < 100_000)
    let markdown = MarkdownReport.render(model)
    #expect(markdown.contains("## What changes between versions"))
    #expect(markdown.contains("The matrix of 45001 scenarios is left out"))
    #expect(!markdown.contains("## Details"))
    #expect(!markdown.contains("`rotationdb report` gives the matrix as HTML"))
    #expect(markdown.utf8.count < 1_000_000)
  }

  @Test("The limits count cells: ten scenarios under 10,000 profiles leave the rows out")
  func manyProfiles() throws {
    let base = try fixtureModel().rows[0].scenario
    let profiles = (0..<10_000).map { index in
      Profile(
        id: "p\(index)", name: "Copy \(index) of iOS 6", order: Profile.iOS6.order + index,
        parameters: Profile.iOS6.parameters)
    }
    let outcome = Evaluator(profile: Profile.iOS6, tracing: false).evaluate(base)
    var builder = ReportModel.Builder(
      title: "Wide", profiles: profiles,
      provenance: ReportModel.Provenance(
        runID: 1, engineVersion: "1", catalogueHash: "x", profileHashes: []))
    for index in 0..<10 {
      var copy = base
      copy.id = "s\(index)"
      var outcomes: [String: Outcome] = [:]
      for profile in profiles {
        var mine = outcome
        mine.profile = profile.id
        outcomes[profile.id] = mine
      }
      builder.add(copy, outcomes: outcomes)
    }
    let model = builder.model
    #expect(model.cellCount == 100_000)
    #expect(model.isLarge)
    #expect(model.rowsOmitted)
    let html = HTMLReport.render(model)
    #expect(html.contains("The matrix of 10 scenarios under 10000 profiles is left out"))
    #expect(html.utf8.count < 5_000_000, "\(html.utf8.count) bytes")
    let markdown = MarkdownReport.render(model)
    #expect(!markdown.contains("## Details"))
    #expect(markdown.utf8.count < 2_000_000, "\(markdown.utf8.count) bytes")
  }

  @Test("Above the threshold the HTML matrix is compact and paged in sections that open in place")
  func compact() throws {
    let base = try fixtureModel().rows[0].scenario
    let scenarios = (0..<1_201).map { index -> Scenario in
      var copy = base
      copy.id = "s\(index)"
      copy.tags = [index < 1_100 ? "big" : "small"]
      return copy
    }
    let outcomes = scenarios.flatMap { scenario in
      Profile.builtIn.map { Evaluator(profile: $0, tracing: false).evaluate(scenario) }
    }
    let model = ReportModel.build(
      title: "Large", scenarios: scenarios, profiles: Profile.builtIn, outcomes: outcomes,
      provenance: ReportModel.Provenance(
        runID: 1, engineVersion: "1", catalogueHash: "x", profileHashes: []))
    let html = HTMLReport.render(model)
    #expect(!html.contains("<summary>Steps and trace</summary>"))
    #expect(html.contains("<strong>big</strong> page 1 of 3"))
    #expect(html.contains("<strong>big</strong> page 3 of 3 <span class=\"muted\">(100 scenarios;"))
    #expect(html.contains("<strong>small</strong> <span class=\"muted\">(101 scenarios;"))
    // Each page counts its own cells' verdicts.
    let lastPage = model.groups[0].rows[1_000...].flatMap(\.cells)
    #expect(lastPage.count == 900)
    // (Known differences are counted only where there are any: here none.)
    #expect(!lastPage.contains { $0.verdict == .known })
    let counts = ReportModel.Verdict.allCases.filter { $0 != .known }.map { verdict in
      "\(verdict.symbol) \(lastPage.filter { $0.verdict == verdict }.count)"
    }
    #expect(counts == ["✓ 300", "✗ 600", "– 0"])  // portrait up to 5, rotates from 6+
    #expect(
      html.contains(
        "page 3 of 3 <span class=\"muted\">(100 scenarios; cells \(counts.joined(separator: ", ")))"
      ))
    #expect(html.components(separatedBy: "<tr id=\"s-").count == 1_202)
    #expect(
      html.contains(
        #"<td id="c-s7--6+" class="b-rotates differs changed" data-p="6+" data-k="1"><span class="b" title="rotates">↻</span> landscapeRight <span class="badge" title="differs">✗</span> Δ</td>"#
      ))
  }
}
