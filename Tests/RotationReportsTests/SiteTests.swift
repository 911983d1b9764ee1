import Foundation
import RotationCore
import Testing

@testable import RotationReports

/// A small site: one question answered by a navigation controller's portrait-only child (it
/// turns from 6+), and an evidence scenario whose claims agree, differ as known, and differ.
func siteFixture() throws -> (ReportModel, [Behaviour]) {
  let text = #"""
    {"formatVersion": 1, "scenarios": [
      {"id": "nav", "title": "Navigation, portrait <first> screen", "device": "iphone",
       "window": {"rootViewController": {"name": "nav", "kind": "navigationController",
         "children": [{"name": "first", "supportedInterfaceOrientations": "portrait",
                       "shouldAutorotateToInterfaceOrientation": ["portrait"]}]}},
       "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]},
      {"id": "report", "title": "A report", "tags": ["nav-q"], "device": "iphone",
       "sources": ["https://example.com/issues/1"],
       "window": {"rootViewController": {"name": "nav", "kind": "navigationController",
         "children": [{"name": "first", "supportedInterfaceOrientations": "portrait"}]}},
       "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
       "expect": [
         {"profiles": ["6+"], "step": 1, "rotated": true, "evidence": "observed",
          "source": "https://example.com/issues/1: \"it turns <b>\"", "confidence": "medium"},
         {"profiles": ["13+"], "step": 1, "rotated": false, "evidence": "observed",
          "confidence": "low", "knownDifference": {"rule": "R6.1", "reason": "one report"}},
         {"profiles": ["16+"], "step": 1, "rotated": false, "evidence": "observed"}]}
    ], "behaviours": [
      {"id": "nav-q", "area": "Containers <&>", "question": "Does a <nav> child turn with the device?",
       "aliases": ["UINavigationController"], "tags": ["nav-q"], "notes": "It depends.",
       "answer": {"scenario": "nav", "step": 1, "field": "rotated"},
       "variants": [{"label": "launch", "scenario": "nav", "step": 0, "field": "interfaceOrientation"}]}
    ]}
    """#
  let catalogue = try Catalogue.decode(Array(text.utf8))
  let outcomes = catalogue.scenarios.flatMap { scenario in
    Profile.builtIn.map { Evaluator(profile: $0).evaluate(scenario) }
  }
  let model = ReportModel.build(
    title: "Site fixture", scenarios: catalogue.scenarios, profiles: Profile.builtIn,
    outcomes: outcomes,
    provenance: ReportModel.Provenance(
      runID: 3, engineVersion: Engine.version, catalogueHash: "c0ffee", profileHashes: []))
  return (model, catalogue.behaviours)
}

@Suite("The published site: answers by profile, the reports for and against, links, record.json")
struct SiteTests {
  @Test("Neighbouring profiles with the same value are one range; each value is the engine's")
  func ranges() throws {
    let (model, behaviours) = try siteFixture()
    let page = Site.Page(
      behaviour: behaviours[0],
      rows: Dictionary(uniqueKeysWithValues: model.rows.map { ($0.scenario.id, $0) }),
      scenarios: model.rows.map(\.scenario))
    let scenario = try #require(model.rows.first { $0.scenario.id == "nav" }?.scenario)
    let expected = Profile.builtIn.map { profile in
      Evaluator(profile: profile).evaluate(scenario).steps[1].rotated ? "yes" : "no"
    }
    #expect(page.answer.values.map(\.value.words) == expected)
    #expect(
      page.answer.ranges.map(\.profiles) == [
        ["2.0", "2.1+", "5"], ["6+", "8", "9+", "13+", "16+", "26+"],
      ])
    #expect(page.answer.ranges.map(\.value.words) == ["no", "yes"])
    #expect(page.answer.changes == ["6+"])
    #expect(page.variants.first?.answer.ranges.map(\.value.words) == ["portrait"])
  }

  @Test(
    "A reference's yes or no reads each value as the question's answer; a skipped step has none")
  func yesOrNo() throws {
    let (model, _) = try siteFixture()
    let row = try #require(model.rows.first { $0.scenario.id == "nav" })
    // "Does the child lock portrait?": not turning says yes.
    let locks = Site.Answer(
      Behaviour.Reference(
        scenario: "nav", step: 1, field: "rotated",
        meaning: Behaviour.Meaning(yes: true, values: [.bool(false)])),
      row: row)
    #expect(locks.ranges.map(\.value.words) == ["yes", "no"])
    #expect(locks.ranges.map { locks.hue(of: $0.value) } == ["v-yes", "v-no"])
    // "Does it turn to landscape?": portrait says no, and the value is shown.
    let turns = Site.Answer(
      Behaviour.Reference(
        scenario: "nav", step: 1, field: "interfaceOrientation",
        meaning: Behaviour.Meaning(yes: false, values: [.string("portrait")])),
      row: row)
    #expect(turns.ranges.map(\.value.words) == ["no (portrait)", "yes (landscapeRight)"])
    // A geometry request does not exist before 16+: no answer, whatever the field says.
    let request = try Catalogue.decodeScenario(
      Array(
        #"""
        {"id": "request", "title": "R", "device": "iphone",
         "window": {"rootViewController": {"name": "root"}},
         "steps": [{"action": "launch"},
                   {"action": "requestGeometryUpdate", "interfaceOrientations": "landscape"}]}
        """#.utf8))
    let requested = ReportModel.build(
      title: "R", scenarios: [request], profiles: Profile.builtIn,
      outcomes: Profile.builtIn.map { Evaluator(profile: $0).evaluate(request) },
      provenance: model.provenance)
    let forced = Site.Answer(
      Behaviour.Reference(
        scenario: "request", step: 1, field: "geometryError",
        meaning: Behaviour.Meaning(yes: true, values: [.null])),
      row: requested.rows[0])
    #expect(forced.ranges.map(\.first) == ["2.0", "16+"])
    #expect(forced.ranges.map(\.value.words) == ["no such API", "yes"])
    #expect(forced.ranges.first?.value.json == nil)
  }

  @Test("A claim agrees, differs as known, or differs, under the profiles it names")
  func claims() throws {
    let (model, behaviours) = try siteFixture()
    let page = Site.Page(
      behaviour: behaviours[0],
      rows: Dictionary(uniqueKeysWithValues: model.rows.map { ($0.scenario.id, $0) }),
      scenarios: model.rows.map(\.scenario))
    #expect(page.evidence.map(\.scenario.id) == ["report"])
    let claims = page.claims(under: ["6+", "8", "9+", "13+", "16+", "26+"])
    #expect(claims.map(\.agreement) == [.holds, .known, .differs])
    #expect(claims.map(\.profiles) == [["6+"], ["13+"], ["16+"]])
    #expect(page.claims(under: ["2.0"]).isEmpty)
    #expect(claims[0].quote == #""it turns <b>""#)
    #expect(claims[0].address == "https://example.com/issues/1")
  }

  @Test("Every file escapes the catalogue's text; the same model gives the same bytes")
  func escapedAndDeterministic() throws {
    let (model, behaviours) = try siteFixture()
    let files = Site.render(model, behaviours: behaviours)
    #expect(
      files.map(\.path) == [
        "index.html", "index.md", "search.js", "record.json", "behaviours/nav-q.html",
        "behaviours/nav-q.md",
      ])
    for file in files where file.path.hasSuffix(".html") {
      #expect(!file.contents.contains("<nav>") && !file.contents.contains("<first>"))
      #expect(!file.contents.contains("<b>\""))
    }
    let page = try #require(files.first { $0.path == "behaviours/nav-q.html" }?.contents)
    #expect(page.contains("Does a &lt;nav&gt; child turn with the device?"))
    #expect(page.contains("<span class=\"against\">✗ known difference</span>"))
    #expect(page.contains("<span class=\"against\">✗ differs</span>"))
    let again = Site.render(model, behaviours: behaviours)
    #expect(again.map(\.contents) == files.map(\.contents))
  }

  @Test("record.json holds each behaviour's answer by profile and its reports' claims")
  func record() throws {
    let (model, behaviours) = try siteFixture()
    let text = try #require(
      Site.render(model, behaviours: behaviours).first { $0.path == "record.json" }?.contents)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["recordVersion"] as? Int == 1)
    let behaviour = try #require((object["behaviours"] as? [[String: Any]])?.first)
    let values = try #require(
      (behaviour["answer"] as? [String: Any])?["values"] as? [[String: Any]])
    #expect(
      values.map { $0["value"] as? Bool } == [
        false, false, false, true, true, true, true, true, true,
      ])
    #expect(behaviour["evidence"] as? [String] == ["report"])
    let report = try #require((object["reports"] as? [[String: Any]])?.first)
    let claims = try #require(report["claims"] as? [[String: Any]])
    let agreement = claims.compactMap {
      ($0["agreement"] as? [String: String])?.values.first
    }
    #expect(agreement == ["agrees", "known difference", "differs"])
  }
}
