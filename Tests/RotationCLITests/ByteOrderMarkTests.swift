import Foundation
import Testing

/// Files as editors on Windows save them, with a UTF-8 byte order mark first: read as if it
/// were not there, as most JSON parsers do (RFC 8259 §8.1).
@Suite("A UTF-8 byte order mark")
struct ByteOrderMarkTests {
  static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
  static let catalogue =
    #"{"formatVersion": 1, "scenarios": [{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "root"}}, "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}], "expect": [{"profiles": ["*"], "step": 0, "crashed": false, "evidence": "observed"}]}]}"#
  static let profile = #"{"id": "6+-mine", "base": "6+"}"#

  @Test("A catalogue and a profiles file that start with one read as those without it")
  func read() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func write(_ name: String, _ text: String, marked: Bool) throws -> String {
      let file = directory.appendingPathComponent(name)
      try Data((marked ? Self.mark : []) + Array(text.utf8)).write(to: file)
      return file.path
    }
    let plain = try write("plain.json", Self.catalogue, marked: false)
    let marked = try write("marked.json", Self.catalogue, marked: true)
    let profiles = try write("profiles.json", Self.profile, marked: true)
    let arguments = ["--check", "--format", "json", "--profiles-file", profiles]
    let expected = try Binary.run(["evaluate", plain] + arguments)
    #expect(expected.status == 0, "\(expected.err)")
    #expect(expected.out.contains(#""profile": "6+-mine""#))
    let evaluated = try Binary.run(["evaluate", marked] + arguments)
    #expect(evaluated.status == 0, "\(evaluated.err)")
    #expect(evaluated.out == expected.out)
    let database = directory.appendingPathComponent("db.sqlite").path
    let imported = try Binary.run(["import", marked, "--db", database])
    #expect(imported.status == 0, "\(imported.err)")
    let exported = try Binary.run(["export", "--db", database])
    #expect(exported.status == 0, "\(exported.err)")
    #expect(!exported.out.utf8.starts(with: Self.mark))
    #expect(exported.out.contains(#""id": "a""#))
  }
}
