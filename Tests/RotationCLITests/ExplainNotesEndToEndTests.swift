import Foundation
import Testing

/// What explain and evaluate's text say of a trace, a manual transform and an iPad under 2.0,
/// as the real binary prints them.
@Suite("explain: each line once, the manual transform said, no iPad under 2.0")
struct ExplainNotesEndToEndTests {
  @Test("explain prints no step's line twice: the forwarding names its method")
  func forwardingOnce() throws {
    let space = try Workspace()
    defer { space.remove() }
    let result = try space.run(["explain", "@builtin", "geometry-request-during-push", "-p", "6+"])
    #expect(result.status == 0, "\(result.err)")
    for step in result.out.components(separatedBy: "\nStep ").dropFirst() {
      let lines = step.split(separator: "\n").filter { $0.hasPrefix("    - ") }
      #expect(Set(lines).count == lines.count, "\(step)")
    }
    #expect(
      result.out.contains(
        "    - nav (UINavigationController) forwards shouldAutorotate to its visible child "
          + "list (UIViewController)."))
  }

  @Test("The manual transform says it is the app's own code, before iOS 8 only")
  func manualTransform() throws {
    let space = try Workspace()
    defer { space.remove() }
    let id = "seed000-missing-root-view-controller"
    let old = try space.run(["explain", "@builtin", id, "-p", "6+"])
    #expect(
      old.out.contains(
        "; manual transform (the app's own code turns its root view, rules §0.2): 90° about "
          + "(150, 240), bounds 480×300\n"), "\(old.out)")
    for profile in ["8", "16+"] {
      let modern = try space.run(["explain", "@builtin", id, "-p", profile])
      #expect(modern.status == 0)
      #expect(!modern.out.contains("manual transform"), "\(modern.out)")
    }
  }

  @Test("An iPad under 2.0: explain and evaluate's text say no iPad ran it")
  func iPadUnder20() throws {
    let space = try Workspace()
    defer { space.remove() }
    let note =
      "no iPad ran iPhone OS 2.0: the iPad came with iPhone OS 3.2 (profile 2.1+), so this "
      + "outcome is of a device that did not exist then (rules §2.3)"
    let explained = try space.run(["explain", "@builtin", "ipad-key-wins-on-ipad", "-p", "2.0"])
    #expect(explained.out.contains("device iPad\nNote: \(note)\n"), "\(explained.out)")
    let later = try space.run(["explain", "@builtin", "ipad-key-wins-on-ipad", "-p", "2.1+"])
    #expect(!later.out.contains("Note:"), "\(later.out)")
    let text = try space.run(["evaluate", "@builtin", "-p", "2.0", "--format", "text"])
    #expect(text.status == 0)
    let block = text.out.components(separatedBy: "\n\n").first {
      $0.hasPrefix("ipad-key-wins-on-ipad under 2.0")
    }
    #expect(block?.split(separator: "\n").dropFirst().first == "  Note: \(note)", "\(block ?? "")")
    let iphone = text.out.components(separatedBy: "\n\n").first {
      $0.hasPrefix("seed000-missing-root-view-controller under 2.0")
    }
    #expect(iphone?.contains("Note:") == false)
  }
}
