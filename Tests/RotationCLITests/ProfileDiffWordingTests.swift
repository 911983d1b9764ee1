import Foundation
import Testing

/// `diff --profiles` says when the differing step was skipped under a profile, and a group of
/// one scenario names it instead of its every dimension (issue 61, finding 9).
@Suite("diff --profiles: skipped steps, groups of one")
struct ProfileDiffWordingTests {
  /// A portrait root held in landscape that then allows landscape and asks to be updated
  /// (`setNeedsUpdate…`, iOS 16 on: 13+ skips it), and an iPad scenario that agrees.
  static let catalogue = """
    {"formatVersion": 1, "scenarios": [
      {"id": "needs-update", "title": "Needs update", "device": "iphone",
       "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "portrait"}},
       "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"},
         {"action": "update", "controller": "root",
          "set": {"supportedInterfaceOrientations": "allButUpsideDown"}},
         {"action": "setNeedsUpdateOfSupportedInterfaceOrientations", "controller": "root"}]},
      {"id": "pad", "title": "Pad", "device": "ipad",
       "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "all"}},
       "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]}
    ]}
    """

  @Test(
    "text, md and html say the step was skipped under 13+ and name the group's one scenario",
    arguments: ["text", "md", "html"])
  func skippedAndAlone(format: String) throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(Self.catalogue, "app.json")
    let result = try space.run(
      ["diff", "--profiles", "13+", "16+", "--catalogue", "app.json", "--format", format])
    #expect(result.status == 0, "\(result.err)")
    let change =
      "step 3 (setNeedsUpdateOfSupportedInterfaceOrientations, skipped under 13+, which lacks "
      + "the API): 13+ interface portrait; 16+ interface landscapeRight, rotated"
    switch format {
    case "text":
      #expect(result.out.contains("  1 scenario: \(change) — scenario needs-update\n"))
    case "md":
      #expect(result.out.contains("| 1 | \(change) | scenario needs-update |\n"))
    default:
      #expect(
        result.out.contains(
          "<td>1</td><th scope=\"row\">\(change)</th>"
            + "<td>scenario <a href=\"#s-needs-update\">needs-update</a></td>"))
    }
    #expect(!result.out.contains("device is"), "\(result.out)")
  }
}
