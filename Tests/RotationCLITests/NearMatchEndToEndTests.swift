import Foundation
import Testing

/// An error that lists the valid values suggests the closest one, as the real binary prints it:
/// a catalogue's device, key, presentation style, multitasking mode and mask, a command, a
/// scenario id; a missing grade lists the grades.
@Suite("Errors suggest the closest valid value")
struct NearMatchEndToEndTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var what: String
    /// The scenario's fields after its id and title, or nil for a command line alone.
    var fields: String?
    var arguments: [String]
    var status: Int32
    var error: String
    var testDescription: String { what }
  }

  static let window = #""window": {"rootViewController": {"name": "root"}}"#
  static let launch = #""steps": [{"action": "launch"}]"#
  static let expectation = #""profiles": ["5"], "step": 0, "interfaceOrientation": "portrait""#

  static func file(_ what: String, _ fields: String, _ error: String) -> Case {
    Case(what: what, fields: fields, arguments: [], status: 65, error: error)
  }

  static let cases: [Case] = [
    file(
      "a device in capitals", #""device": "iPhone", "# + window + ", " + launch,
      "scenarios[0].device: 'iPhone' is not a device (did you mean 'iphone'?); expected iphone "
        + "or ipad (line 1)"),
    file(
      "a step's key named by half",
      #""device": "iphone", "# + window
        + #", "steps": [{"action": "launch", "orientation": "portrait"}]"#,
      "scenarios[0].steps[0].orientation: unknown key 'orientation' (did you mean "
        + "'deviceOrientation'?) (line 1)"),
    file(
      "a presentation style in lower case",
      #""device": "iphone", "# + window
        + #", "steps": [{"action": "launch"}, {"action": "present", "controller": {"name": "x"}, "#
        + #""style": "fullscreen"}]"#,
      "scenarios[0].steps[1].style: 'fullscreen' is not a presentation style (did you mean "
        + "'fullScreen'?); expected one of fullScreen, pageSheet, formSheet, popover, automatic, "
        + "overFullScreen, currentContext, overCurrentContext, custom (line 1)"),
    file(
      "a multitasking mode in lower case",
      #""device": "ipad", "environment": {"multitaskingMode": "slideover"}, "# + window + ", "
        + launch,
      "scenarios[0].environment.multitaskingMode: 'slideover' is not a multitasking mode (did "
        + "you mean 'slideOver'?); expected one of fullScreen, splitView, slideOver, windowed "
        + "(line 1)"),
    file(
      "a mask with a letter too many",
      #""device": "iphone", "appDelegate": {"supportedInterfaceOrientationsForWindow": "#
        + #""landscapes"}, "# + window + ", " + launch,
      "scenarios[0].appDelegate.supportedInterfaceOrientationsForWindow: 'landscapes' is not a "
        + "mask (did you mean 'landscape'?); expected an array of orientations, an integer, or "
        + "one of all, allButUpsideDown, landscape, portrait, portraitUpsideDown, landscapeLeft, "
        + "landscapeRight (line 1)"),
    file(
      "a mask nothing is close to",
      #""device": "iphone", "appDelegate": {"supportedInterfaceOrientationsForWindow": "#
        + #""sideways"}, "# + window + ", " + launch,
      "scenarios[0].appDelegate.supportedInterfaceOrientationsForWindow: 'sideways' is not a "
        + "mask; expected an array of orientations, an integer, or one of all, allButUpsideDown, "
        + "landscape, portrait, portraitUpsideDown, landscapeLeft, landscapeRight (line 1)"),
    file(
      "an evidence grade in capitals",
      #""device": "iphone", "# + window + ", " + launch + #", "expect": [{"# + expectation
        + #", "evidence": "Observed"}]"#,
      "scenarios[0].expect[0].evidence: 'Observed' is not an evidence grade (did you mean "
        + "'observed'?); expected one of device, simulator, documented, observed, inferred, "
        + "recorded (line 1)"),
    file(
      "no evidence grade",
      #""device": "iphone", "# + window + ", " + launch + #", "expect": [{"# + expectation + "}]",
      "scenarios[0].expect[0].evidence: missing required key 'evidence'; expected one of device, "
        + "simulator, documented, observed, inferred, recorded (line 1)"),
    file(
      "no device", window + ", " + launch,
      "scenarios[0].device: missing required key 'device'; expected one of iphone, ipad (line 1)"),
    Case(
      what: "a flag misspelt", fields: nil, arguments: ["--verison"], status: 64,
      error: "unknown command '--verison' (did you mean '--version'?)"),
    Case(
      what: "a scenario id cut short", fields: nil,
      arguments: ["explain", "@builtin", "geometry-request-during", "-p", "16"], status: 65,
      error: "no scenario 'geometry-request-during' in @builtin (did you mean "
        + "'geometry-request-during-push'?)"),
    Case(
      what: "a scenario id nothing is close to", fields: nil,
      arguments: ["explain", "@builtin", "cs-player-geometry", "-p", "16"], status: 65,
      error: "no scenario 'cs-player-geometry' in @builtin"),
    Case(
      what: "a format in capitals", fields: nil, arguments: ["sources", "--format", "JSON"],
      status: 64,
      error: "unknown format 'JSON' for --format (did you mean 'json'?); expected "
        + "text or json"),
  ]

  @Test("The error names the closest value, or none", arguments: cases)
  func suggested(_ item: Case) throws {
    let workspace = try Workspace()
    defer { workspace.remove() }
    var arguments = item.arguments
    if let fields = item.fields {
      let path = try workspace.write(
        #"{"formatVersion": 1, "scenarios": [{"id": "a", "title": "A", "# + fields + "}]}",
        "case.json")
      arguments = ["evaluate", path]
      let result = try workspace.run(arguments)
      #expect(result.status == item.status)
      #expect(result.err == "Error: \(path): \(item.error)\n")
      return
    }
    let result = try workspace.run(arguments)
    #expect(result.status == item.status)
    #expect(result.err.split(separator: "\n").first.map(String.init) == "Error: \(item.error)")
  }
}
