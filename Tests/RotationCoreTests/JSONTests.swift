import RotationCore
import Testing

@Suite("JSON parsing and writing")
struct JSONTests {
  @Test(
    "Syntax errors say what and where",
    arguments: [
      ("{\"a\": 1,}", "expected a key in double quotes"),
      ("{\"a\": tru}", "invalid literal; expected 'true'"),
      ("{\"a\": 1} x", "unexpected text after the JSON value"),
      ("{\"a\": \"\\x\"}", "invalid escape '\\x' in a string"),
      ("{\"a\": 1, \"a\": 2}", "duplicate key 'a' in the same object"),
      ("{\"a\": 01}", "expected ',' or '}' in an object"),
      ("[\"\\ud800\"]", "unpaired surrogate in a \\u escape"),
    ])
  func syntax(text: String, message: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
    do {
      _ = try JSONParser.parse(Array(text.utf8))
    } catch {
      #expect(error.message == message)
    }
  }

  @Test("Invalid UTF-8 is refused")
  func utf8() {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
  }

  @Test("Nesting deeper than the limit is refused, not a stack overflow")
  func depth() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
  }

  @Test("Strings round-trip through escapes")
  func strings() throws {
    let original =
      "quote \" backslash \\ newline \n tab \t control \u{01} emoji 🙂 separator \u{2028}"
    let text = JSON.array([.string(original)]).compact()
    let parsed = try JSONParser.parse(Array(text.utf8))
    guard case .array(let items) = parsed.value, case .string(let value) = items[0].value else {
      Issue.record("not a string array")
      return
    }
    #expect(value == original)
  }
}
