import Foundation
import Testing

/// Every name of catalogue-format section 8 through the real binary: a catalogue using them all
/// is accepted, evaluates with `asked` on every step, its expectations hold, it survives the
/// database, and a bad value is refused with its JSON path and exit 65.
@Suite("Section 8 end to end")
struct Section8EndToEndTests {
  let directory: URL
  var database: String { directory.appendingPathComponent("test.sqlite").path }

  init() throws { directory = try temporaryDirectory() }

  func write(_ text: String, _ name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// Two scenarios: an iPad app with every launch-screen key, a drawer, a system picker in a
  /// popover and a custom presentation with a presentation controller; an iPhone app whose
  /// alert window is hidden and shown again.
  /// `asked`: the first expectation's key and value, or nothing.
  static func catalogue(
    notAsked: String = #""drawer.shouldAutorotate""#,
    asked: String = #""asked": ["drawer.supportedInterfaceOrientations"], "#
  ) -> String {
    """
    {"formatVersion": 1, "scenarios": [
     {"id": "section8-ipad", "title": "Every section-8 key on iPad", "device": "ipad",
      "infoPlist": {"UISupportedInterfaceOrientations~ipad": ["landscapeLeft", "landscapeRight"],
        "UILaunchScreen": {}, "UILaunchScreen~ipad": {}, "UILaunchStoryboardName~ipad": "Launch",
        "UIRequiresFullScreen": true},
      "window": {"rootViewController": {"name": "drawer", "kind": "containerViewController",
        "forwardsToChild": true, "children": [{"name": "menu"}, {"name": "game",
          "supportedInterfaceOrientations": "landscape"}]}},
      "steps": [{"action": "launch", "deviceOrientation": "landscapeLeft"},
        {"action": "selectChild", "container": "drawer", "index": 1},
        {"action": "present", "controller": {"name": "picker", "systemClass": "UIImagePickerController"}, "style": "popover"},
        {"action": "dismiss"},
        {"action": "present", "controller": {"name": "sheet", "supportedInterfaceOrientations": "landscape"}, "style": "custom",
         "presentationController": {"shouldPresentInFullscreen": true, "shouldRemovePresentersView": false}}],
      "expect": [
        {"profiles": ["16+"], "step": 2, "decider": "game", \(asked)
         "notAsked": [\(notAsked), "picker.supportedInterfaceOrientations"],
         "evidence": "inferred", "confidence": "medium"},
        {"profiles": ["16+"], "step": 4, "decider": "sheet", "interfaceOrientation": "landscapeRight",
         "evidence": "inferred"}]},
     {"id": "section8-alert", "title": "An alert window hidden and shown again", "device": "iphone",
      "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
      "windows": [{"name": "main", "isKey": true, "rootViewController": {"name": "app", "supportedInterfaceOrientations": "portrait"}},
        {"name": "alert", "windowLevel": "alert", "rootViewController": {"name": "alertRoot"}}],
      "steps": [{"action": "launch"}, {"action": "hideWindow", "window": "alert"},
        {"action": "rotate", "deviceOrientation": "landscapeLeft"}, {"action": "showWindow", "window": "alert"}],
      "expect": [
        {"profiles": ["6+"], "step": 2, "windowOrientations": {"main": "portrait"}, "notifiedExcludes": ["alertRoot"],
         "evidence": "inferred"},
        {"profiles": ["6+"], "step": 3, "windowOrientations": {"alert": "landscapeRight", "main": "portrait"},
         "notifiedIncludes": ["alertRoot"], "evidence": "inferred"}]}]}
    """
  }

  @Test("A catalogue using every section-8 key evaluates, holds and survives the database")
  func everyKey() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try write(Self.catalogue(), "section8.json")
    let checked = try Binary.run(["evaluate", file, "--check", "-p", "6+", "-p", "16+"])
    #expect(checked.status == 0, "\(checked.err)")
    #expect(checked.err.contains("4 outcomes, 4 expectations checked: all hold."), "\(checked.err)")

    let evaluated = try Binary.run(["evaluate", file])
    #expect(evaluated.status == 0, "\(evaluated.err)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(evaluated.out.utf8)) as? [String: Any])
    let outcomes = try #require(object["outcomes"] as? [[String: Any]])
    let steps = outcomes.flatMap { ($0["steps"] as? [[String: Any]]) ?? [] }
    #expect(!steps.isEmpty)
    #expect(steps.allSatisfy { $0["asked"] is [String] })
    let text = try Binary.run(["evaluate", file, "-p", "16+", "--format", "text"])
    #expect(text.out.contains("asked drawer.supportedInterfaceOrientations"), "\(text.out)")

    #expect(try Binary.run(["import", file, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    let verified = try Binary.run(["verify", "--db", database])
    #expect(verified.status == 0, "\(verified.out)\(verified.err)")
    let exported = try Binary.run(["export", "--db", database])
    #expect(exported.out.contains(#""systemClass": "UIImagePickerController""#), "\(exported.out)")
    #expect(exported.out.contains(#""notAsked": ["drawer.shouldAutorotate""#), "\(exported.out)")
    let explained = try Binary.run([
      "explain", "section8-ipad", "--profile", "16+", "--db", database,
    ])
    #expect(
      explained.out.contains("asked drawer.supportedInterfaceOrientations"), "\(explained.out)")
  }

  @Test("A notAsked call is compared: UIKit did ask it")
  func mismatch() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    // Without the asked that says the opposite, which is refused on reading.
    let file = try write(
      Self.catalogue(notAsked: #""drawer.supportedInterfaceOrientations""#, asked: ""),
      "wrong.json")
    let contradicted = try write(
      Self.catalogue(notAsked: #""drawer.supportedInterfaceOrientations""#), "both.json")
    let refused = try Binary.run(["evaluate", contradicted, "--check", "-p", "16+"])
    #expect(refused.status == 65)
    #expect(
      refused.err.contains(
        "scenarios[0].expect[0].notAsked[0]: 'drawer.supportedInterfaceOrientations' is in asked "
          + "as well: it cannot be asked and not"), "\(refused.err)")
    let failed = try Binary.run(["evaluate", file, "--check", "-p", "16+"])
    #expect(failed.status == 1)
    #expect(
      failed.err.contains(
        #"section8-ipad under 16+, step 2: notAsked wanted ["drawer.supportedInterfaceOrientations","picker.supportedInterfaceOrientations"], got ["drawer.supportedInterfaceOrientations"]"#
      ), "\(failed.err)")
  }

  @Test("A bad value of a section-8 key is refused with its JSON path, exit 65")
  func refused() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try write(Self.catalogue(notAsked: #""drawer.rotates""#), "bad.json")
    let failed = try Binary.run(["evaluate", file])
    #expect(failed.status == 65)
    #expect(
      failed.err.contains(
        "scenarios[0].expect[0].notAsked[0]: 'rotates' is not an orientation method UIKit calls"),
      "\(failed.err)")
  }
}
