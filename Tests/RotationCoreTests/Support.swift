import RotationCore
import Testing

/// Decodes one scenario from the fields of its JSON object (id and title are added).
func scenario(_ fields: String) throws -> Scenario {
  let text =
    #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "#
    + fields + "}]}"
  return try Catalogue.decode(Array(text.utf8)).scenarios[0]
}

/// Evaluates the scenario under a built-in profile, or one with changed parameters.
func evaluate(
  _ fields: String, _ profileID: String,
  _ change: (inout Profile.Parameters) -> Void = { _ in }
) throws -> Outcome {
  var profile = try #require(Profile.builtIn(id: profileID))
  change(&profile.parameters)
  return Evaluator(profile: profile).evaluate(try scenario(fields))
}

/// A rule case: a scenario, a profile, and what the last step must show.
struct RuleCase: Sendable, CustomTestStringConvertible {
  var rule: String
  var profile: String
  var fields: String
  var interface: InterfaceOrientation?
  var statusBar: InterfaceOrientation? = nil
  var error: String? = nil
  var decider: String? = nil
  var supported: [InterfaceOrientation]? = nil

  var testDescription: String { "\(rule) under \(profile)" }
}

/// Checks the last step of the case's outcome.
func check(_ item: RuleCase, _ change: (inout Profile.Parameters) -> Void = { _ in }) throws {
  let outcome = try evaluate(item.fields, item.profile, change)
  let last = try #require(outcome.steps.last)
  if let interface = item.interface {
    #expect(last.interfaceOrientation == interface, "\(item.rule)")
  }
  if let statusBar = item.statusBar {
    #expect(last.statusBarOrientation == statusBar, "\(item.rule)")
  }
  #expect(last.error?.name == item.error, "\(item.rule): \(last.trace.joined(separator: "\n"))")
  #expect(outcome.crashed == (item.error != nil))
  if let decider = item.decider { #expect(last.decider == decider, "\(item.rule)") }
  if let supported = item.supported {
    #expect(last.supported.orientations == supported, "\(item.rule)")
  }
}

// Common JSON fragments.
let iphone = #""device": "iphone", "#
let ipad = #""device": "ipad", "#
let launch = #"{"action": "launch"}"#
/// A launch with the device held as given.
func launch(held device: String) -> String {
  #"{"action": "launch", "deviceOrientation": "\#(device)"}"#
}
func rotate(_ device: String) -> String {
  #"{"action": "rotate", "deviceOrientation": "\#(device)"}"#
}
func root(_ controller: String) -> String { #""window": {"rootViewController": \#(controller)}, "# }
func steps(_ list: String...) -> String { #""steps": ["# + list.joined(separator: ", ") + "]" }
let legacyFree = #"["portrait", "landscapeLeft", "landscapeRight"]"#

/// The error a catalogue text is refused with; a test issue when it is accepted.
func refusal(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> CatalogueError? {
  do {
    _ = try Catalogue.decode(Array(text.utf8))
    Issue.record("the catalogue was accepted", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}
