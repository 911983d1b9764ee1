import RotationCatalogue
import RotationCore
import Testing

/// A step's trace tells each thing once: a forwarding container says which method it forwards,
/// a method UIKit does not consult is not forwarded, and the app's mask a decision read is not
/// read again in the trace (issue: explain printed the same line twice a step).
@Suite("Trace: each thing once a step")
struct TraceOnceTests {
  /// The built-in catalogue, evaluated with traces under every built-in profile.
  static func builtInOutcomes() throws -> [(Scenario, Outcome)] {
    let scenarios = try Catalogue.decode(Array(BuiltInCatalogue.json.utf8)).scenarios
    return scenarios.flatMap { scenario in
      Profile.builtIn.map { (scenario, Evaluator(profile: $0).evaluate(scenario)) }
    }
  }

  @Test("No step of the built-in catalogue repeats a line but after one saying UIKit reads again")
  func builtInCatalogue() throws {
    var repeated: [String] = []
    for (_, outcome) in try Self.builtInOutcomes() {
      for step in outcome.steps {
        var seen: Set<String> = []
        for line in step.trace {
          // A second reading in the same step (setNeedsUpdate… in a request's handler) is
          // announced: its lines follow "reads the masks again".
          if line.contains("reads the masks again") { seen = [] }
          if !seen.insert(line).inserted {
            repeated.append(
              "\(outcome.scenario) under \(outcome.profile), step \(step.index): \(line)")
          }
        }
      }
    }
    #expect(
      repeated.isEmpty,
      "\(repeated.count) repeated:\n\(repeated.prefix(10).joined(separator: "\n"))")
  }

  static let navigation =
    iphone
    + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},"#
    + #""window": {"rootViewController": {"name": "nav", "kind": "navigationController", "forwardsToChild": true,"#
    + #""children": [{"name": "list", "supportedInterfaceOrientations": "portrait"}]}},"#
    + #""steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]"#

  @Test("A forwarding container's line names the method it forwards")
  func forwardingNamesTheMethod() throws {
    let trace = try #require(try evaluate(Self.navigation, "6+").steps.last).trace
    let forwarding = trace.filter { $0.hasPrefix("nav (UINavigationController) forwards") }
    #expect(
      forwarding == [
        "nav (UINavigationController) forwards shouldAutorotate to its visible child list "
          + "(UIViewController). (§3 §4 [C-cont][S2][A7] O)",
        "nav (UINavigationController) forwards supportedInterfaceOrientations to its visible "
          + "child list (UIViewController). (§3 §4 [C-cont][S2][A7] O)",
      ])
    // From iOS 16 shouldAutorotate is not consulted: nothing forwards it.
    let modern = try #require(try evaluate(Self.navigation, "16+").steps.last).trace
    #expect(!modern.contains { $0.contains("forwards shouldAutorotate") }, "\(modern)")
    #expect(modern.contains { $0.contains("forwards supportedInterfaceOrientations") })
  }

  @Test("A geometry request checked against the mask last read tells the app's mask once")
  func cachedRequestTellsAppMaskOnce() throws {
    let fields =
      iphone
      + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},"#
      + #""window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "portrait"}},"#
      + #""steps": [{"action": "launch"},"#
      + #"{"action": "requestGeometryUpdate", "interfaceOrientations": ["landscapeRight"]},"#
      + #"{"action": "update", "controller": "root", "set": {"supportedInterfaceOrientations": "landscape"}},"#
      + #"{"action": "requestGeometryUpdate", "interfaceOrientations": ["landscapeRight"]}]"#
    let trace = try #require(try evaluate(fields, "16+").steps.last).trace
    #expect(trace.contains { $0.hasPrefix("UIKit last read the deciding controller's mask") })
    #expect(trace.filter { $0.hasPrefix("App mask from") }.count == 1, "\(trace)")
  }
}
