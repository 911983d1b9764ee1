import Foundation
import RotationCore
import Testing

/// docs/parameters.md and `profiles parameters`.
@Suite("Profile parameters: the generated page (the real binary)")
struct ParametersPageTests {
  static let regenerate = "rotationdb profiles parameters --format md > docs/parameters.md"

  @Test("docs/parameters.md is what 'rotationdb profiles parameters --format md' prints")
  func pageIsCurrent() throws {
    let printed = try Binary.run(["profiles", "parameters", "--format", "md"])
    #expect(printed.status == 0 && printed.err.isEmpty, "\(printed.err)")
    let page = repositoryRoot.appendingPathComponent("docs/parameters.md")
    let committed = (try? String(contentsOf: page, encoding: .utf8)) ?? ""
    // The first line that differs, rather than both pages whole.
    let (old, new) = (
      committed.split(separator: "\n", omittingEmptySubsequences: false),
      printed.out.split(separator: "\n", omittingEmptySubsequences: false)
    )
    let line = Array(zip(old, new)).firstIndex { $0 != $1 } ?? min(old.count, new.count)
    let current = committed == printed.out
    #expect(
      current,
      "docs/parameters.md differs from the declarations at line \(line + 1): regenerate it with `\(Self.regenerate)`"
    )
    #expect(try Binary.run(["profiles", "parameters", "--format", "md"]).out == printed.out)
  }

  @Test("Every parameter, its values over runs of profiles, its rivals, and whether it is open")
  func everyParameter() throws {
    let page = try Binary.run(["profiles", "parameters", "--format", "md"]).out
    for parameter in ProfileParameter.all {
      #expect(page.contains("\n### `\(parameter.name)`\n"), "\(parameter.name)")
    }
    #expect(
      page.contains(
        "### `attemptRotationOn16`\n\n- meaning: from iOS 16, where it is deprecated, whether "
          + "attemptRotationToDeviceOrientation still works as before, does nothing, or acts as "
          + "setNeedsUpdateOfSupportedInterfaceOrientations\n"
          + "- values: `2.0` to `13+`: `asBefore`; `16+` to `26+`: `likeSetNeedsUpdate`\n"
          + "- rivals: `noOp`\n- open question: no\n"))
    #expect(page.contains("- values: every built-in profile: `rotatesWithWarning`\n"))
    #expect(
      page.contains(
        "### `navigationRule`\n\n- meaning: before iOS 6, whom a navigation controller asks: its "
          + "top controller, or every level\n- values: every built-in profile: `topController`\n"
          + "- rivals: `everyLevel`\n- open question: yes (docs/rules.md §13)\n"
          + "- rule: `§2.4 §13 [C5][C6][A7] I`\n"))

    let text = try Binary.run(["profiles", "parameters"])
    #expect(text.status == 0)
    #expect(
      text.out.contains(
        "    values: 2.0 to 13+: asBefore; 16+ to 26+: likeSetNeedsUpdate\n    rivals: noOp\n"))
    #expect(text.out.split(separator: "\n").allSatisfy { $0.count <= 100 })

    let extra = try Binary.run(["profiles", "parameters", "16+"])
    #expect(extra.status == 64)
    #expect(extra.err.hasPrefix("Error: 'parameters' takes no argument\n"))
  }
}
