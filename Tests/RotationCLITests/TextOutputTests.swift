import Foundation
import Testing

@Suite("evaluate --format text: console warnings and long labels")
struct TextOutputTests {
  @Test("Each step's console warnings are shown under it, and a long label wraps in its column")
  func warningsAndLabels() throws {
    let text = try Binary.run(["evaluate", "@builtin", "--format", "text", "-p", "16"])
    #expect(text.status == 0, "\(text.err)")
    let lines = text.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(
      lines.firstIndex { $0.hasPrefix("seed003-forced-orientation-reverts under 16+:") })
    #expect(
      Array(lines[(start + 2)...(start + 4)]) == [
        "  1 forceDeviceOrientation             interface portrait; status bar portrait; "
          + "supported [portrait, landscapeLeft, landscapeRight]; decider player; "
          + "asked player.supportedInterfaceOrientations",
        "    landscapeRight",
        "    Console: [Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not "
          + "supported. Please use UIWindowScene.requestGeometryUpdate(_:)",
      ])
    // No step line's label spills into the summary column: every summary starts at column 38.
    for line in lines where line.hasPrefix("  ") && !line.hasPrefix("    ") {
      let label = line.dropFirst(2).drop { $0 != " " }.dropFirst()
      #expect(label.count > 34, "\(line)")
      if label.count > 34 {
        #expect(label[label.index(label.startIndex, offsetBy: 34)] == " ", "\(line)")
      }
    }
  }
}
