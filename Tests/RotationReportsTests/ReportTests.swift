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
}

/// A report's cell of an iPad scenario under 2.0 says no iPad ran it.
@Suite("Reports: device notes")
struct ReportDeviceNoteTests {
  @Test("An iPad's cell under 2.0 ends its headline with the note; under 2.1+ it does not")
  func iPadUnder20() throws {
    let model = try fixtureModel()
    let row = try #require(model.rows.first { $0.scenario.id == "hostile" })
    let old = try #require(row.cells.first { $0.profile == "2.0" })
    #expect(old.note == "no iPad ran iPhone OS 2.0")
    #expect(old.headline.hasSuffix(" (no iPad ran iPhone OS 2.0)"), "\(old.headline)")
    #expect(row.cells.filter { $0.profile != "2.0" }.allSatisfy { $0.note == nil })
    let phone = try #require(model.rows.first { $0.scenario.id == "nav-portrait" })
    #expect(phone.cells.allSatisfy { $0.note == nil && !$0.headline.contains("iPad") })
    #expect(MarkdownReport.render(model).contains("(no iPad ran iPhone OS 2.0)"))
  }
}
