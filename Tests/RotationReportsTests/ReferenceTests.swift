import RotationCore
import RotationReports
import Testing

/// What a cell's Δ compares it with, and how a skipped step is said.
@Suite("References and skipped steps")
struct ReferenceTests {
  /// A what-if profile as `profiles add` builds it: its base's parameters and order.
  static func whatIf(_ id: String, base: Profile) -> Profile {
    Profile(id: id, name: "\(base.name), modified", order: base.order, parameters: base.parameters)
  }

  static let provenance = ReportModel.Provenance(
    runID: 1, engineVersion: Engine.version, catalogueHash: "-", profileHashes: [])

  @Test(
    "A built-in profile is compared with the previous built-in one, a what-if profile with its base, whatever its id",
    arguments: [
      (
        ["16+", "16+-a", "16+-b", "26+"], ["16+", "16+-a", "16+-b", "26+"],
        [nil, "16+", "16+", "16+"]
      ),
      // An id that sorts before its base's still comes after it.
      (["26+", "0-what-if", "6+"], ["6+", "26+", "0-what-if"], [nil, "6+", "26+"]),
      // Without its base in the report, a what-if profile is compared with none.
      (["8", "16+-a"], ["8", "16+-a"], [nil, nil]),
    ] as [([String], [String], [String?])])
  func references(ids: [String], order: [String], references: [String?]) {
    let profiles = ids.map { id in
      Profile.builtIn(id: id)
        ?? Self.whatIf(id, base: Profile.builtIn(id: id == "0-what-if" ? "26+" : "16+")!)
    }
    let model = ReportModel.build(
      title: "R", scenarios: [], profiles: profiles, outcomes: [], provenance: Self.provenance)
    #expect(model.profiles.map(\.id) == order)
    #expect(
      ReportModel.references(of: model.profiles).map { $0.map { model.profiles[$0].id } }
        == references)
  }

  @Test("Δ and the summary count a what-if profile against its base, not the column to its left")
  func whatIfDelta() throws {
    let scenario = try fixtureModel().rows[0].scenario
    let profiles = [
      Profile.iOS16, Self.whatIf("16+-a", base: .iOS16), Self.whatIf("16+-b", base: .iOS16),
      Profile.iOS26,
    ]
    // 16+ and 26+ alike; both what-if profiles alike, and unlike 16+.
    let plain = [ReportTests.step(0), ReportTests.step(1)]
    let other = [ReportTests.step(0), ReportTests.step(1, statusBar: true)]
    let outcomes = zip(profiles, [plain, other, other, plain]).map { profile, steps in
      Outcome(scenario: scenario.id, profile: profile.id, crashed: false, steps: steps)
    }
    let model = ReportModel.build(
      title: "What-if", scenarios: [scenario], profiles: profiles, outcomes: outcomes,
      provenance: Self.provenance)
    let cells = try #require(model.rows.first?.cells)
    #expect(cells.map(\.changed) == [false, true, true, false])
    #expect(cells.map(\.reference) == [nil, "16+", "16+", "16+"])
    #expect(cells.map(\.variant) == [0, 1, 1, 0])
    #expect(model.summaries.map(\.changed) == [0, 1, 1, 0])
    #expect(
      model.divergences.map { "\($0.first) → \($0.second): \($0.total)" } == [
        "16+ → 16+-a: 1", "16+ → 16+-b: 1", "16+ → 26+: 0",
      ])
    let html = HTMLReport.render(model)
    #expect(html.contains(#"data-p="16+-b">16+-b <span class="base">Δ vs 16+</span><br>"#))
    #expect(html.contains(#"<span class="changed-mark" title="changed from 16+">Δ</span>"#))
    #expect(MarkdownReport.render(model).contains("| 16+-b (iOS 16 to 18, modified) | 1 |"))
  }

  @Test("A skipped step keeps the cell's behaviour, colour and symbol, with the mark beside it")
  func skipped() throws {
    let scenario = try fixtureModel().rows[0].scenario
    let steps = [ReportTests.step(0, skipped: true), ReportTests.step(1, rotated: true)]
    let outcome = Outcome(scenario: scenario.id, profile: "13+", crashed: false, steps: steps)
    let model = ReportModel.build(
      title: "Skipped", scenarios: [scenario], profiles: [.iOS13], outcomes: [outcome],
      provenance: Self.provenance)
    let cell = try #require(model.rows.first?.cells.first)
    #expect(cell.behaviour == .rotates && cell.skipped)
    let html = HTMLReport.render(model)
    #expect(html.contains(#"<td id="c-nav-portrait--13+" class="b-rotates matches skipped""#))
    #expect(
      html.contains(
        #"<span class="behaviour">rotates</span> <span class="skip" title="a step's API is absent under the profile: that step did nothing">⊘ skipped</span> "#
      ))
    let markdown = MarkdownReport.render(model)
    #expect(markdown.contains("| ↻ ⊘ skipped portrait ✓"))
    #expect(
      markdown.contains(
        "0 launch portrait: portrait (skipped); 1 rotate landscapeLeft: portrait (rotated)."))
  }
}
