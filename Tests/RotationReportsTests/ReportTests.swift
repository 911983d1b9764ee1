import RotationCore
import RotationReports
import Testing

/// A small report built in memory: two scenarios, one of them hostile, under all profiles.
func fixtureModel() throws -> ReportModel {
  let text = #"""
    {"formatVersion": 1, "scenarios": [
      {"id": "nav-portrait", "title": "Navigation | portrait `first` screen", "tags": ["navigation"],
       "notes": "Pipes | backticks ` and *stars*", "sources": ["iOS 6 release notes"],
       "device": "iphone",
       "window": {"rootViewController": {"name": "nav", "kind": "navigationController",
         "children": [{"name": "first", "supportedInterfaceOrientations": "portrait",
                       "shouldAutorotateToInterfaceOrientation": ["portrait"]}]}},
       "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
       "expect": [{"profiles": ["*"], "step": 1, "interfaceOrientation": "portrait", "evidence": "observed"}]},
      {"id": "hostile", "title": "<script>alert('x')</script> & \"quotes\"",
       "tags": ["<b>tag</b>", "a|b"], "notes": "# not a heading\n- not a list <img src=x onerror=alert(1)>",
       "sources": ["[link](javascript:alert(1))"], "device": "ipad",
       "infoPlist": {"UISupportedInterfaceOrientations~ipad": ["landscapeLeft"]},
       "window": {"rootViewController": {"name": "<i>root</i>", "supportedInterfaceOrientations": "portrait"}},
       "steps": [{"action": "launch"}]}
    ]}
    """#
  let catalogue = try Catalogue.decode(Array(text.utf8))
  let outcomes = catalogue.scenarios.flatMap { scenario in
    Profile.builtIn.map { Evaluator(profile: $0).evaluate(scenario) }
  }
  return ReportModel.build(
    title: "Fixture report", scenarios: catalogue.scenarios, profiles: Profile.builtIn,
    outcomes: outcomes,
    provenance: ReportModel.Provenance(
      runID: 7, engineVersion: Engine.version, catalogueHash: "c0ffee",
      profileHashes: Profile.builtIn.map {
        ReportModel.ProfileHash(id: $0.id, hash: String($0.contentHash.prefix(12)))
      }))
}

@Suite("Reports")
struct ReportTests {
  @Test(
    "HTML escaping: markup characters become entities, control characters U+FFFD, the rest stays",
    arguments: [
      ("plain text, portrait → landscapeLeft", "plain text, portrait → landscapeLeft"),
      ("a & b", "a &amp; b"), ("<script>", "&lt;script&gt;"),
      ("\"q\" 'a'", "&quot;q&quot; &#39;a&#39;"),
      ("line\nand\ttab", "line\nand\ttab"), ("bell\u{7}", "bell&#xFFFD;"), ("", ""),
      ("名前 <b>", "名前 &lt;b&gt;"), ("\u{1B}[2J", "&#xFFFD;[2J"),
      ("a\u{FFFF}b\u{FFFE}", "a&#xFFFD;b&#xFFFD;"), ("\u{FFFD} ok", "\u{FFFD} ok"),
      ("\u{202E}txt.exe", "\\u{202E}txt.exe"), ("\u{2066}a\u{2069}", "\\u{2066}a\\u{2069}"),
      ("\u{200E}\u{200F}\u{061C}", "\\u{200E}\\u{200F}\\u{61C}"),
      ("→ — ␊ \u{2024}", "→ — ␊ \u{2024}"),
    ])
  func escaping(text: String, escaped: String) {
    #expect(escapeHTML(text) == escaped)
  }

  @Test("The model counts matches, mismatches, crashes and changes per profile")
  func model() throws {
    let model = try fixtureModel()
    #expect(model.profiles.map(\.id) == Profile.builtIn.map(\.id))
    #expect(model.groups.map(\.name) == ["navigation", "<b>tag</b>"])
    let six = try #require(model.summaries.first { $0.profile == "6+" })
    #expect(
      six
        == ReportModel.Summary(
          profile: "6+", scenarios: 2, matches: 0, differs: 1, unchecked: 1, crashes: 1, changed: 2)
    )
    let cell = model.rows[0].cells[3]
    #expect(cell.verdict == .differs)
    #expect(cell.headline == "landscapeRight")
    #expect(cell.path == "portrait → landscapeRight")
    #expect(cell.changed)
    #expect(model.rows[1].cells[3].headline == "crash: UIApplicationInvalidInterfaceOrientation")
  }

  @Test("A cell shows at most stepLimit steps, says how many it leaves out, and keeps its verdict")
  func longScenario() throws {
    let turns = (0..<60).map { index in
      #"{"action": "rotate", "deviceOrientation": "\#(index % 2 == 0 ? "landscapeLeft" : "portrait")"}"#
    }
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "long", "title": "Long", "device": "iphone", "window": {"rootViewController": {"name": "root"}}, "steps": [{"action": "launch"}, "#
      + turns.joined(separator: ", ")
      + #"], "expect": [{"profiles": ["6+"], "step": 60, "interfaceOrientation": "landscapeRight", "evidence": "inferred"}]}]}"#
    let catalogue = try Catalogue.decode(Array(text.utf8))
    let scenario = try #require(catalogue.scenarios.first)
    let model = ReportModel.build(
      title: "Long", scenarios: [scenario], profiles: [.iOS6],
      outcomes: [Evaluator(profile: .iOS6).evaluate(scenario)],
      provenance: ReportModel.Provenance(
        runID: 1, engineVersion: Engine.version, catalogueHash: "-", profileHashes: []))
    let cell = try #require(model.rows.first?.cells.first)
    #expect(cell.shownSteps.count == ReportModel.stepLimit)
    // The verdict and the headline speak of the last step, which is not shown.
    #expect(cell.verdict == .differs)
    #expect(cell.headline == "portrait")
    #expect(cell.path.hasSuffix("→ …"))
    let leftOut = "11 more steps: rotationdb explain long --profile 6+ tells them all"
    #expect(cell.leftOut(scenario: "long") == leftOut)
    let html = HTMLReport.render(model)
    #expect(html.components(separatedBy: "<li><strong>rotate ").count - 1 == 49)
    #expect(html.contains("… \(leftOut)."))
    // Steps with their arguments, in every output.
    #expect(html.contains("<li><strong>rotate landscapeLeft</strong>"))
    #expect(MarkdownReport.render(model).contains("49 rotate landscapeLeft: "))
    #expect(!MarkdownReport.render(model).contains("50 rotate portrait: "))
    #expect(MarkdownReport.render(model).contains("… 11 more steps: rotationdb explain long"))
  }

  @Test("Citations resolve: each cited source links to its entry in a Sources section")
  func citations() throws {
    let text = #"""
      {"formatVersion": 1, "scenarios": [
        {"id": "toast", "title": "Toast", "sources": ["rules §5.8 [W13][W14]", "seed 003", "[NOPE]"],
         "notes": "See [A2].", "device": "iphone",
         "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "portrait"}},
         "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]}
      ]}
      """#
    let scenario = try #require(try Catalogue.decode(Array(text.utf8)).scenarios.first)
    let model = ReportModel.build(
      title: "Citations", scenarios: [scenario], profiles: [.iOS6],
      outcomes: [Evaluator(profile: .iOS6).evaluate(scenario)],
      provenance: ReportModel.Provenance(
        runID: 1, engineVersion: Engine.version, catalogueHash: "-", profileHashes: []))
    #expect(model.citations(traces: true).map(\.key).contains("W13"))
    #expect(model.citations(traces: true).map(\.key).contains("seed 003"))
    #expect(model.citations(traces: true).map(\.key).contains("A2"))
    let html = HTMLReport.render(model)
    #expect(html.contains(##"<a class="cite" href="#source-W13">[W13]</a>"##))
    #expect(html.contains(##"<a class="cite" href="#source-seed-003">seed 003</a>"##))
    #expect(html.contains("[NOPE]") && !html.contains("#source-NOPE"))
    // Every link has its entry, with the source's title and address.
    let links = Set(
      html.components(separatedBy: "href=\"#source-").dropFirst().map {
        String($0.prefix { $0 != "\"" })
      })
    #expect(links.count >= 4)
    for link in links { #expect(html.contains("<dt id=\"source-\(link)\">"), "\(link)") }
    let w13 = try #require(Source.named("W13"))
    #expect(html.contains(w13.url ?? "-"))
    let markdown = MarkdownReport.render(model)
    #expect(markdown.contains("\n## Sources\n"))
    #expect(markdown.contains("[\\[W13\\]](#source-W13)"))
    #expect(markdown.contains("- <a id=\"source-W13\"></a>**\\[W13\\]** "))
  }

  @Test("Colour and shape say what UIKit did; the verdict is a badge; a crash has its own colour")
  func behaviour() throws {
    let model = try fixtureModel()
    let navigation = model.rows[0].cells
    #expect(navigation[0].behaviour == .stays)  // 2.0: the portrait child decides
    #expect(navigation[3].behaviour == .rotates)  // 6+: the plain navigation turns
    #expect(model.rows[1].cells[3].behaviour == .crash)
    // A crashed cell never shares its colour with one that did not crash.
    for cell in model.rows.flatMap(\.cells) { #expect((cell.behaviour == .crash) == cell.crashed) }
    let html = HTMLReport.render(model)
    #expect(
      html.contains(
        #"<td id="c-nav-portrait--6+" class="b-rotates differs changed" data-p="6+" data-k="1">"#))
    #expect(html.contains(#"<span class="badge verdict">✗ differs</span>"#))
    #expect(html.contains(#"<ul class="legend" aria-label="What UIKit did">"#))
    // Each behaviour has its own background, and the crash colour is used by no other.
    var backgrounds: [String] = []
    for behaviour in ReportModel.Behaviour.allCases where behaviour != .notRun {
      let rule = try #require(
        html.components(separatedBy: "\n").first { $0.hasPrefix(".\(behaviour.cssClass) {") })
      backgrounds.append(rule.components(separatedBy: "{").last ?? "")
    }
    #expect(Set(backgrounds).count == backgrounds.count)
    let empty = ReportModel.Cell(
      profile: "6+", outcome: nil, final: nil, verdict: .unchecked, mismatches: [], grades: [],
      changed: false)
    #expect(empty.behaviour == .notRun)
    #expect(MarkdownReport.render(model).contains("| ↻ landscapeRight ✗ Δ"))
  }

  /// A step for the behaviour table: portrait unless told otherwise.
  static func step(
    _ index: Int, rotated: Bool = false, skipped: Bool = false, statusBar: Bool = false,
    error: Bool = false
  ) -> StepOutcome {
    StepOutcome(
      index: index, action: "rotate", deviceOrientation: .portrait,
      interfaceOrientation: .portrait,
      statusBarOrientation: statusBar ? .landscapeLeft : .portrait, rotated: rotated,
      decider: nil, supported: .all,
      error: error ? OutcomeError(name: "E", message: "m") : nil, skipped: skipped,
      manualTransform: nil, warnings: [], trace: [])
  }

  @Test(
    "A cell's behaviour reads every shown step and the last, in order: crash, status bar only, rotates, stays; a skipped step is said beside it",
    arguments: [
      ([step(0), step(1)], step(1), false, .stays, false),
      ([step(0, rotated: true), step(1)], step(1), false, .rotates, false),
      ([step(0), step(1)], step(5, rotated: true), false, .rotates, false),
      ([step(0, skipped: true), step(1)], step(1), false, .stays, true),
      ([step(0), step(1)], step(5, skipped: true), false, .stays, true),
      (
        [step(0, rotated: true, skipped: true)], step(0, rotated: true, skipped: true), false,
        .rotates, true
      ),
      (
        [step(0, skipped: true), step(1, rotated: true)], step(1, rotated: true), false, .rotates,
        true
      ),
      ([step(0, rotated: true)], step(1, statusBar: true), false, .statusBarOnly, false),
      ([step(0, skipped: true)], step(1, statusBar: true), false, .statusBarOnly, true),
      ([step(0, statusBar: true)], step(1), false, .stays, false),
      ([step(0, skipped: true)], step(1, error: true), false, .crash, true),
      ([step(0)], step(0), true, .crash, false),
    ] as [([StepOutcome], StepOutcome, Bool, ReportModel.Behaviour, Bool)])
  func behaviourTable(
    shown: [StepOutcome], last: StepOutcome, crashed: Bool, expected: ReportModel.Behaviour,
    skipped: Bool
  ) {
    let cell = ReportModel.Cell(
      profile: "6+", outcome: Outcome(scenario: "s", profile: "6+", crashed: crashed, steps: shown),
      final: last, verdict: .unchecked, mismatches: [], grades: [], changed: false)
    #expect(cell.behaviour == expected)
    #expect(cell.skipped == skipped)
  }

  @Test("Δ says why: what changed from the previous profile, and where each row changes")
  func deltaWords() throws {
    let model = try fixtureModel()
    let cell = model.rows[0].cells[3]
    #expect(cell.changed)
    #expect(
      cell.change
        == "step 1 (rotate landscapeLeft): interface landscapeRight, rotated instead of interface portrait"
    )
    #expect(model.rows[0].cells[4].change == nil)
    #expect(model.rows[0].changes == "changes at 6+")
    #expect(model.rows[1].changes == "changes at 6+")
    #expect(
      model.rows[1].cells[3].change?.hasPrefix(
        "step 0 (launch portrait): crash (UIApplicationInvalidInterfaceOrientation) instead of ")
        == true)
    let html = HTMLReport.render(model)
    #expect(html.contains(#"<div class="changes">changes at 6+</div>"#))
    #expect(MarkdownReport.render(model).contains("Device: iPhone; changes at 6+."))
  }

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
    let counts = ReportModel.Verdict.allCases.map { verdict in
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
