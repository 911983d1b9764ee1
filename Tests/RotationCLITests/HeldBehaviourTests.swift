import Foundation
import Testing

/// Behaviours that were once changed with every test still passing: each now has a test.
@Suite("Behaviours held by a test: iPad windowing, the Home button, repeated runs, report --tag")
struct HeldBehaviourTests {
  /// The same app on an iPad: a geometry request in windowed mode fails (101) as it does for a
  /// multitasking app, and succeeds full screen; without a Home button an iPad keeps
  /// portraitUpsideDown, an iPhone loses it.
  static let catalogue = """
    {"formatVersion": 1, "scenarios": [
     {"id": "windowed", "title": "A full-screen app's request, windowed", "device": "ipad",
      "environment": {"multitaskingMode": "windowed"},
      "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"], "UIRequiresFullScreen": true},
      "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "all"}},
      "steps": [{"action": "launch"}, {"action": "requestGeometryUpdate", "interfaceOrientations": "landscape"}],
      "expect": [{"profiles": ["16+", "26+"], "step": 1, "geometryError": 101, "interfaceOrientation": "portrait", "evidence": "documented"}]},
     {"id": "full-screen", "title": "The same request, full screen", "device": "ipad",
      "environment": {"multitaskingMode": "fullScreen"},
      "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"], "UIRequiresFullScreen": true},
      "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "all"}},
      "steps": [{"action": "launch"}, {"action": "requestGeometryUpdate", "interfaceOrientations": "landscape"}],
      "expect": [{"profiles": ["16+", "26+"], "step": 1, "geometryError": null, "rotated": true, "evidence": "documented"}]},
     {"id": "ipad-no-home-button", "title": "iPad without a Home button turned upside down", "device": "ipad",
      "environment": {"hasHomeButton": false},
      "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"]},
      "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "all"}},
      "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "portraitUpsideDown"}],
      "expect": [{"profiles": ["8", "9+", "13+", "16+", "26+"], "step": 1, "interfaceOrientation": "portraitUpsideDown", "evidence": "documented"}]},
     {"id": "iphone-no-home-button", "title": "iPhone without a Home button turned upside down", "device": "iphone",
      "environment": {"hasHomeButton": false},
      "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"]},
      "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "all"}},
      "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "portraitUpsideDown"}],
      "expect": [{"profiles": ["8", "9+", "13+", "16+", "26+"], "step": 1, "interfaceOrientation": "portrait", "evidence": "documented"}]}
    ]}
    """

  @Test("Windowed iPad requests fail with 101; only the iPhone loses portraitUpsideDown")
  func windowingAndHomeButton() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(Self.catalogue, "held.json")
    let checked = try space.run(["evaluate", "held.json", "--check", "--format", "text"])
    #expect(checked.status == 0, "\(checked.out)\(checked.err)")
    #expect(checked.err.contains("expectations checked: all hold."), "\(checked.err)")
  }

  @Test(
    "A repeated (unchanged) run's crash count is the earlier run's; report --tag keeps to the tag")
  func repeatedRunAndReportTag() throws {
    let space = try Workspace()
    defer { space.remove() }
    // Portrait-only controller, landscape-only app: iOS 6 and later raise at launch.
    let crashing = """
      {"formatVersion": 1, "scenarios": [
       {"id": "crashes", "title": "No common orientation", "tags": ["crash"], "device": "iphone",
        "infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft", "landscapeRight"]},
        "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "portrait"}},
        "steps": [{"action": "launch"}]},
       {"id": "calm", "title": "Portrait everywhere", "tags": ["calm"], "device": "iphone",
        "infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]},
        "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "portrait"}},
        "steps": [{"action": "launch"}]}
      ]}
      """
    try space.write(crashing, "c.json")
    #expect(try space.run(["import", "c.json"]).status == 0)
    let first = try space.run(["run"])
    let crashed = try #require(first.out.split(separator: ";").last)
    #expect(crashed != " 0 crashed\n", "\(first.out)")
    let second = try space.run(["run"])
    #expect(second.out.hasSuffix(";" + crashed), "\(first.out)\(second.out)")
    #expect(second.out.contains("0 evaluated"))
    let runs = try #require(
      try JSONSerialization.jsonObject(with: Data(try space.run(["runs", "-f", "json"]).out.utf8))
        as? [[String: Any]])
    #expect(runs.count == 2 && runs[1]["sameAs"] as? Int == 1)
    #expect(runs[0]["crashes"] as? Int == runs[1]["crashes"] as? Int)
    #expect((runs[0]["crashes"] as? Int ?? 0) > 0)
    // report --tag: that tag's scenarios only.
    #expect(
      try space.run(["report", "--format", "md", "--tag", "calm", "--out", "r.md"]).status == 0)
    let report = try space.read("r.md")
    #expect(report.contains("calm"))
    #expect(!report.contains("crashes"), "\(report)")
    #expect(try space.run(["report", "--format", "md", "--out", "all.md"]).status == 0)
    #expect(try space.read("all.md").contains("crashes"))
  }
}
