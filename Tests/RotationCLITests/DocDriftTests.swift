import Foundation
import RotationCore
import Testing

/// What README.md and docs/*.md say of the parameters' values, against the declarations.
@Suite("Docs that state a parameter's value agree with the declarations (the real binary)")
struct DocDriftTests {
  static func declarations() throws -> DocDrift {
    let printed = try Binary.run(["profiles", "parameters", "--format", "json"])
    #expect(printed.status == 0, "\(printed.err)")
    return try DocDrift(json: printed.out)
  }

  /// README.md and docs/*.md but the generated page (which the first test checks).
  static func docs() throws -> [String] {
    let folder = repositoryRoot.appendingPathComponent("docs")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") && $0 != "parameters.md" }.sorted().map { "docs/" + $0 }
    return ["README.md"] + pages
  }

  @Test("profiles parameters --format json gives every parameter under every built-in profile")
  func declarationsRead() throws {
    let drift = try Self.declarations()
    #expect(drift.parameters.count == ProfileParameter.all.count)
    #expect(drift.profileIDs == Profile.builtIn.map(\.id))
    #expect(drift.parameters["attemptRotationOn16"]?.builtIn.last == "likeSetNeedsUpdate")

  }

  @Test("The README and docs state each parameter's value as the declarations give it")
  func docsAgree() throws {
    let drift = try Self.declarations()
    var failures: [String] = []
    var checked = 0
    for file in try Self.docs() {
      let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
      let found = drift.check(text, file: file)
      failures += found.failures
      checked += found.checked
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    // The scanner still reads the docs' statements (§13's tables and the rules' prose).
    #expect(checked >= 50, "only \(checked) statements read")
  }

  @Test("A stated default that no longer holds fails, naming the file and line")
  func driftFails() throws {
    let drift = try Self.declarations()
    let doc = """
      | parameter | default | meaning |
      |---|---|---|
      | `kvcOrientationEffect16` | `ignoredWithWarning` | from iOS 16, the key-value write |
      | `attemptRotationOn16` | `asBefore` | `attemptRotationToDeviceOrientation` still works on iOS 16 (`noOp`) |
      | Does `attemptRotationToDeviceOrientation` still work from iOS 16? | `attemptRotationOn16` | `asBefore`: it is deprecated |
      | Before iOS 6, is the top modal controller the one asked? | `modalControllerAskedBefore6` | yes |
      | `navigationRule` | `topLevel` | a renamed value |
      (parameter `attemptRotationOn16`: `asBefore` from `16+`; `noOp` does nothing), and
      parameter `honourShouldAutorotateForOldSDK` (default yes), `geometryRequestProcessing`,
      `endOfTurn` from 16; `deviceTurnRereadsMask`, no from
      8; `rotationCallbackRecipients`, `allChildren` the alternative.
      """
    let (failures, checked) = drift.check(doc, file: "x.md")
    let lines = failures.map { $0.split(separator: ":")[1] }
    #expect(lines == ["3", "4", "5", "7", "8", "9", "9", "10"], "\(failures)")
    #expect(checked == 9)
    #expect(
      failures.first?.hasPrefix(
        "x.md:3: `kvcOrientationEffect16` is stated as `ignoredWithWarning` under 16+, 26+, but "
          + "the declarations give 16+: rotatesWithWarning, 26+: rotatesWithWarning: ") == true)
    #expect(
      failures[1].hasPrefix(
        "x.md:4: `attemptRotationOn16` is stated as `asBefore` under 16+, but the declarations "
          + "give 16+: likeSetNeedsUpdate: "))
  }
}
