import Foundation
import Testing

@testable import RotationStore

@Suite("Database: statements and bound values")
struct DatabaseTests {
  @Test(
    "Texts are bound as C strings: whole, empty, short or long, up to a NUL",
    arguments: [
      ("", ""), ("a", "a"), ("portrait", "portrait"), ("é K \u{212A} 🙂", "é K \u{212A} 🙂"),
      (
        String(repeating: "landscapeLeft ", count: 40),
        String(repeating: "landscapeLeft ", count: 40)
      ),
      ("before\u{0}after", "before"), ("\u{0}", ""),
    ])
  func texts(text: String, stored: String) throws {
    let file = try TemporaryDatabase()
    let database = try file.open().database
    let values = try database.query("SELECT ?, typeof(?)", [.text(text), .text(text)]) {
      "\($0.string(0) ?? "NULL")|\($0.string(1) ?? "NULL")"
    }
    #expect(values == ["\(stored)|text"])
    // A substring's UTF-8 is read in place too.
    let sliced = String(("x" + text + "y").dropFirst().dropLast())
    #expect(try database.scalar("SELECT ?", [.text(sliced)]) == .text(stored))
  }

  @Test("Parameters left out are NULL, whatever a statement was bound to before")
  func parametersLeftOut() throws {
    let file = try TemporaryDatabase()
    let database = try file.open().database
    let sql = "SELECT coalesce(?1, 'null'), coalesce(?2, 'null')"
    func run(_ values: [SQLValue]) throws -> [String] {
      try database.query(sql, values) { "\($0.string(0) ?? "")|\($0.string(1) ?? "")" }
    }
    #expect(try run([.text("a"), .text("2")]) == ["a|2"])
    #expect(try run([.text("b")]) == ["b|null"])
    #expect(try run([]) == ["null|null"])
    // Statements used in turn, more than the recent ones kept, each with its own values.
    for round in 0..<3 {
      for width in 1...6 {
        let columns = (1...width).map { "?\($0)" }.joined(separator: " || ")
        let value = try database.scalar(
          "SELECT " + columns, (1...width).map { .text("\($0 + round)") })
        #expect(value == .text((1...width).map { "\($0 + round)" }.joined()))
      }
    }
  }
}
