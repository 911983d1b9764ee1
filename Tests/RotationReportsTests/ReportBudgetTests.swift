import RotationCore
import RotationReports
import Testing

/// Reports are bounded by bytes, whatever their counts of scenarios, steps, windows and
/// profiles: a page never holds more than its budget, a model's steps more than theirs, and a
/// page's profiles' own parts more than theirs; each says what it leaves out and how to see
/// it (issue 57, findings 4 and 10). Counted, not timed.
@Suite("Reports bounded by bytes")
struct ReportBudgetTests {
  /// Scenarios of four windows and 120 steps, evaluated with traces under every built-in
  /// profile, with the fixture's two.
  static func wideModel(scenarios: Int = 6, stepBytes: Int = ReportModel.stepBytes) throws
    -> ReportModel
  {
    let orientations = ["landscapeLeft", "portrait", "landscapeRight", "portraitUpsideDown"]
    let wide = (0..<scenarios).map { index in
      let windows = (0..<4).map {
        #"{"name": "w\#($0)", "rootViewController": {"name": "c\#($0)", "supportedInterfaceOrientations": "all"}}"#
      }
      let steps = (1..<120).map {
        #"{"action": "rotate", "deviceOrientation": "\#(orientations[($0 * (index + 1)) % 4])"}"#
      }
      return #"{"id": "wide-\#(index)", "title": "Wide \#(index)", "tags": ["wide"], "#
        + #""device": "iphone", "windows": ["# + windows.joined(separator: ",")
        + #"], "steps": [{"action": "launch"}, "# + steps.joined(separator: ",") + "]}"
    }
    let text = #"{"formatVersion": 1, "scenarios": ["# + wide.joined(separator: ",") + "]}"
    let fixture = try fixtureModel()
    let scenarios =
      fixture.rows.map(\.scenario) + (try Catalogue.decode(Array(text.utf8)).scenarios)
    var builder = ReportModel.Builder(
      title: "Wide", profiles: Profile.builtIn, provenance: fixture.provenance,
      stepBytes: stepBytes)
    for scenario in scenarios {
      var outcomes: [String: Outcome] = [:]
      for profile in Profile.builtIn {
        outcomes[profile.id] = Evaluator(profile: profile).evaluate(scenario)
      }
      builder.add(scenario, outcomes: outcomes)
    }
    return builder.model
  }

  @Test("A page never holds more than its budget: steps left out first, then rows, saying so")
  func pageBudget() throws {
    let model = try Self.wideModel()
    let html = HTMLReport.render(model)
    let markdown = MarkdownReport.render(model)
    #expect(!html.contains("Steps left out") && !markdown.contains("left out"))
    // The page with every row left out, which no budget cuts: its head, summary, the sources
    // its rows cite and its provenance.
    let bare = HTMLReport.render(model, budget: 0).utf8.count
    let bareMarkdown = MarkdownReport.render(model, budget: 0).utf8.count
    #expect(bare < 50_000 && bareMarkdown < 10_000)
    #expect(HTMLReport.render(model, budget: 0).contains("The matrix shows the first 0 of 8"))
    var cut = (steps: false, rows: false)
    for fraction in [0.9, 0.6, 0.3, 0.1, 0.01, 0.0] {
      let budget = bare + Int(Double(html.utf8.count - bare) * fraction) + 8_192
      let page = HTMLReport.render(model, budget: budget)
      #expect(page.utf8.count <= budget, "\(page.utf8.count) bytes over a budget of \(budget)")
      #expect(page.hasSuffix("</script>\n</body>\n</html>\n"))
      #expect(
        page.components(separatedBy: "<details").count
          == page.components(separatedBy: "</details>").count)
      #expect(
        page.components(separatedBy: "<tr").count == page.components(separatedBy: "</tr>").count)
      if page.contains("The matrix shows the first ") {
        cut.rows = true
      } else if page.contains("Steps left out") {
        cut.steps = true
        // From the first cell left out on, every cell's steps are: the last cell's too.
        #expect(page.contains("rotationdb explain wide-5 --profile 26+</code> tells every step."))
        #expect(page.contains("cells are left out, each cell saying so, to keep the page under"))
      }
      let mdBudget =
        bareMarkdown + Int(Double(markdown.utf8.count - bareMarkdown) * fraction) + 8_192
      let report = MarkdownReport.render(model, budget: mdBudget)
      #expect(report.utf8.count <= mdBudget, "\(report.utf8.count) bytes over \(mdBudget)")
      #expect(
        report.hasSuffix(
          MarkdownReport.render(model).components(separatedBy: "\n## Provenance").last!))
      if fraction < 0.9 {
        #expect(report.contains("this report holds at most \(mdBudget) bytes"))
      }
    }
    #expect(cut.steps && cut.rows)
  }

  @Test("A model keeps at most its bytes of steps; later cells say the same, without steps")
  func stepBytes() throws {
    let whole = try Self.wideModel()
    #expect(whole.detailFootprint > 200_000)
    let budget = whole.detailFootprint / 3
    let bounded = try Self.wideModel(stepBytes: budget)
    #expect(bounded.detailFootprint > 0 && bounded.detailFootprint <= budget)
    let cells = (whole.rows.flatMap(\.cells), bounded.rows.flatMap(\.cells))
    let leftOut = cells.1.filter(\.detailsLeftOut)
    #expect(!leftOut.isEmpty && leftOut.count < cells.1.count)
    // Once a cell's steps are left out, every later cell's are.
    let first = try #require(cells.1.firstIndex { $0.detailsLeftOut })
    #expect(cells.1[first...].allSatisfy { $0.detailsLeftOut || $0.outcome == nil })
    for (a, b) in zip(cells.0, cells.1) {
      #expect(
        (a.behaviour, a.skipped, a.path, a.headline, a.verdict)
          == (b.behaviour, b.skipped, b.path, b.headline, b.verdict))
    }
    let html = HTMLReport.render(bounded)
    #expect(html.contains("Steps left out"))
    let markdown = MarkdownReport.render(bounded)
    #expect(markdown.contains("Steps left out: the report keeps steps only up to its size."))
  }

  /// Two scenarios under the built-in profiles and `count` what-if profiles built on 6+,
  /// every other one behaving as 5 does (so that it changes from its base).
  static func manyProfiles(_ count: Int) throws -> ReportModel {
    let base = try fixtureModel().rows[0].scenario
    let own = (0..<count).map { index in
      Profile(
        id: "w\(index)", name: "What if \(index)", order: Profile.iOS6.order,
        parameters: Profile.iOS6.parameters)
    }
    let profiles = Profile.builtIn + own
    let outcomes = Dictionary(
      uniqueKeysWithValues: Profile.builtIn.map {
        ($0.id, Evaluator(profile: $0, tracing: false).evaluate(base))
      })
    var builder = ReportModel.Builder(
      title: "What ifs", profiles: profiles,
      provenance: ReportModel.Provenance(
        runID: 1, engineVersion: "1", catalogueHash: "x",
        profileHashes: profiles.map { ReportModel.ProfileHash(id: $0.id, hash: "h") }))
    for index in 0..<2 {
      var copy = base
      copy.id = "s\(index)"
      var all = outcomes
      for (number, profile) in own.enumerated() {
        var mine = outcomes[number % 2 == 0 ? "6+" : "5"]!
        mine.profile = profile.id
        all[profile.id] = mine
      }
      builder.add(copy, outcomes: all)
    }
    return builder.model
  }

  @Test("Many profiles: a page shows the built-in ones and as many others as fit, saying so")
  func profileBudget() throws {
    var sizes: [(html: Int, markdown: Int)] = []
    for count in [5_000, 10_000] {
      let model = try Self.manyProfiles(count)
      #expect(model.isLarge && !model.rowsOmitted)
      let html = HTMLReport.render(model)
      let markdown = MarkdownReport.render(model)
      // The Markdown report's profiles take fewer bytes: 5,000 of them fit.
      for page in count > 5_000 ? [html, markdown] : [html] {
        #expect(page.contains("profiles (the built-in ones and the first "))
        #expect(page.contains("rotationdb run --profile A --profile B"))
      }
      for page in [html, markdown] {
        #expect(page.contains("2 scenarios under \(count + 9) OS behaviour profiles"))
      }
      // Every built-in profile is shown, and some of the others.
      for profile in Profile.builtIn {
        #expect(html.contains("value=\"\(profile.id)\" checked"))
      }
      let shown = html.components(separatedBy: "name=\"p\" value=").count - 1
      #expect(shown > 100 && shown < count)
      #expect(html.contains("This page shows \(shown) of the run's \(count + 9) profiles"))
      #expect(markdown.utf8.count <= ReportModel.profileBytes, "\(markdown.utf8.count) bytes")
      sizes.append((html.utf8.count, markdown.utf8.count))
    }
    // Twice the profiles, the same page: it no longer grows with the profiles.
    #expect(abs(sizes[0].html - sizes[1].html) < 20_000, "\(sizes)")
    #expect(sizes[0].html < 3_000_000, "\(sizes)")
  }
}
