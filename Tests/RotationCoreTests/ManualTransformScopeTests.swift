import RotationCatalogue
import RotationCore
import Testing

/// The manual transform is the root view's rotation in portrait screen coordinates that an app
/// applied itself before iOS 8 (rules §0.2, §1.1). From iOS 8 the screen follows the interface
/// and the root view keeps the identity transform: no outcome has one there.
@Suite("Manual transform: before iOS 8 only")
struct ManualTransformScopeTests {
  static func missingRoot() throws -> Scenario {
    let scenarios = try Catalogue.decode(Array(BuiltInCatalogue.json.utf8)).scenarios
    return try #require(scenarios.first { $0.id == "seed000-missing-root-view-controller" })
  }

  @Test("A window without a root view controller: the transform under 6+, none from 8")
  func missingRootViewController() throws {
    let scenario = try Self.missingRoot()
    let old = Evaluator(profile: .iOS6).evaluate(scenario)
    #expect(old.steps[1].statusBarOrientation != old.steps[1].interfaceOrientation)
    #expect(
      old.steps[1].manualTransform
        == ManualTransform(rotationDegrees: 90, center: (150, 240), bounds: (480, 300)))
    for profile in Profile.builtIn where profile.order >= Profile.iOS8.order {
      let outcome = Evaluator(profile: profile).evaluate(scenario)
      #expect(outcome.steps.allSatisfy { $0.manualTransform == nil }, "\(profile.id)")
      #expect(
        !outcome.steps.contains { $0.trace.contains { $0.contains("must rotate its root view") } },
        "\(profile.id)")
    }
  }

  @Test("No built-in outcome from iOS 8 on has a manual transform")
  func noneFromIOS8() throws {
    let scenarios = try Catalogue.decode(Array(BuiltInCatalogue.json.utf8)).scenarios
    var found: [String] = []
    for profile in Profile.builtIn where profile.order >= Profile.iOS8.order {
      for scenario in scenarios {
        let outcome = Evaluator(profile: profile).evaluate(PreparedScenario(scenario)).outcome
        for step in outcome.steps where step.manualTransform != nil {
          found.append("\(scenario.id) under \(profile.id), step \(step.index)")
        }
      }
    }
    #expect(found.isEmpty, "\(found.prefix(10))")
  }

  @Test("The 2.0 landscape launch keeps its transform")
  func landscapeLaunch() throws {
    let fields =
      iphone + #""infoPlist": {"UIInterfaceOrientation": "landscapeRight"},"#
      + #""window": {"rootViewController": {"name": "game","#
      + #""shouldAutorotateToInterfaceOrientation": ["landscapeRight"]}},"steps": [{"action": "launch"}]"#
    let step = try #require(try evaluate(fields, "2.0").steps.first)
    #expect(
      step.manualTransform
        == ManualTransform(rotationDegrees: 90, center: (150, 240), bounds: (480, 300)))
    #expect(
      step.manualTransform?.spoken
        == "manual transform (the app's own code turns its root view, rules §0.2): 90° about "
        + "(150, 240), bounds 480×300")
  }
}
