import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A catalogue's text can never act on its reader: bidi controls show as `\u{202E}` on the
/// terminal and in the reports, and JUnit XML stays well-formed whatever a string holds.
@Suite("Text that could act on its reader")
struct TextSafetyTests {
  /// A scenario whose title, tag and source hold bidi controls, U+FFFF, U+FFFE and a bell.
  static let catalogue = #"""
    {"formatVersion": 1, "scenarios": [{"id": "evil",
      "title": "Title \u202Egnp.exe\u202C \uFFFF\uFFFE \u0007 \u2066x\u2069 \u200E\u200F \u061C end",
      "tags": ["t\u202Aag"], "device": "iphone", "window": {"rootViewController": {"name": "root"}},
      "steps": [{"action": "launch"}],
      "expect": [{"profiles": ["6+"], "step": 0, "interfaceOrientation": "landscapeLeft",
        "evidence": "documented", "source": "Apple \uFFFF\u202E\u202B\u202D doc"}]}]}
    """#

  static let bidi: [Unicode.Scalar] = [
    "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2069}",
    "\u{200E}", "\u{200F}", "\u{061C}",
  ]

  static func holdsBidi(_ text: String) -> Bool {
    text.unicodeScalars.contains { bidi.contains($0) }
  }

  @Test("Terminal output, HTML and Markdown show bidi controls as \\u{202E}, never as themselves")
  func bidiControls() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("evil.json").path
    try Self.catalogue.write(toFile: file, atomically: true, encoding: .utf8)
    let database = directory.appendingPathComponent("db.sqlite").path

    let text = try Binary.run(["evaluate", file, "--format", "text", "--profile", "6+"])
    #expect(!Self.holdsBidi(text.out), "\(text.out)")
    #expect(
      text.out.hasPrefix(
        #"evil under 6+: Title \u{202E}gnp.exe\u{202C} \#u{FFFF}\#u{FFFE} \u{7} \u{2066}x\u{2069} \u{200E}\u{200F} \u{61C} end"#
      ), "\(text.out)")
    #expect(try Binary.run(["import", file, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    let verify = try Binary.run(["verify", "--db", database])
    #expect(verify.status == 1)
    #expect(!Self.holdsBidi(verify.out))
    #expect(verify.out.contains(#"source: Apple \#u{FFFF}\u{202E}\u{202B}\u{202D} doc"#))

    let html = try Binary.run(["report", "--db", database, "--format", "html"])
    #expect(!Self.holdsBidi(html.out))
    #expect(html.out.contains(#"Title \u{202E}gnp.exe\u{202C} &#xFFFD;&#xFFFD; &#xFFFD;"#))
    let markdown = try Binary.run(["report", "--db", database, "--format", "md"])
    #expect(!Self.holdsBidi(markdown.out))
    // Markdown escapes the backslash, so the page shows `\u{202E}`.
    #expect(markdown.out.contains(#"Title \\u{202E}gnp.exe\\u{202C}"#))
  }

  @Test("JUnit XML is well-formed whatever a title or source holds (U+FFFF, U+FFFE, controls)")
  func junitWellFormed() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("evil.json").path
    try Self.catalogue.write(toFile: file, atomically: true, encoding: .utf8)
    let database = directory.appendingPathComponent("db.sqlite").path
    let junit = directory.appendingPathComponent("junit.xml")
    #expect(try Binary.run(["import", file, "--db", database]).status == 0)
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    #expect(try Binary.run(["verify", "--db", database, "--junit", junit.path]).status == 1)
    let data = try Data(contentsOf: junit)
    let text = String(decoding: data, as: UTF8.self)
    #expect(!text.unicodeScalars.contains { $0.value == 0xFFFF || $0.value == 0xFFFE })
    #expect(!Self.holdsBidi(text))
    let parser = XMLParser(data: data)
    let parsed = parser.parse()
    #expect(parsed, "\(String(describing: parser.parserError)): \(text)")
    #expect(text.contains(#"<testcase classname="profile 6+" name="evil: Title \u{202E}gnp"#))
  }
}
