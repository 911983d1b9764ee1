import Foundation
import Testing

/// `rotationdb plist` on hostile and ambiguous input: bombs and cycles refused (exit 65) at
/// once, naming the file; in a folder, an Info.plist it cannot read named on standard error,
/// and the app's preferred to a test bundle's or an extension's.
@Suite("plist on hostile and ambiguous input")
struct PlistInputTests {
  /// A binary property list of the given objects (`[UInt8]` is a string, `[Int]` an array of
  /// references, `[(Int, Int)]` a dictionary's key and value references); 1-byte offsets and
  /// references.
  static func binary(_ objects: [Any]) -> [UInt8] {
    var out = Array("bplist00".utf8)
    var offsets: [UInt8] = []
    for object in objects {
      offsets.append(UInt8(out.count))
      switch object {
      case let text as [UInt8]: out += [0x5F, 0x10, UInt8(text.count)] + text
      case let items as [Int]: out += [0xA0 | UInt8(items.count)] + items.map { UInt8($0) }
      case let pairs as [(Int, Int)]:
        out += [0xD0 | UInt8(pairs.count)] + pairs.map { UInt8($0.0) } + pairs.map { UInt8($0.1) }
      default: fatalError("not an object: \(object)")
      }
    }
    let table = out.count
    out += offsets + [0, 0, 0, 0, 0, 0, 1, 1]
    out += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)] + [UInt8](repeating: 0, count: 8)
    out += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    return out
  }

  /// An Info.plist whose orientation list nests 30 arrays, each holding the next twice.
  static var bomb: [UInt8] {
    var objects: [Any] = [[(1, 2)] as [(Int, Int)], Array("UISupportedInterfaceOrientations".utf8)]
    for level in 0..<30 { objects.append([3 + level, 3 + level] as [Int]) }
    objects.append(Array("UIInterfaceOrientationPortrait".utf8))
    return binary(objects)
  }

  static let tooMany =
    "the property list expands to more than 2000000 values, the most rotationdb reads "
    + "(shared references nested to multiply themselves?)"

  @Test(
    "A few hundred bytes of shared references, as Info.plist or project.pbxproj: exit 65 at once")
  func bombs() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(Self.bomb.count < 250)
    let plist = directory.appendingPathComponent("Info.plist")
    try Data(Self.bomb).write(to: plist)
    let project = directory.appendingPathComponent("App.xcodeproj")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    let pbxproj = project.appendingPathComponent("project.pbxproj")
    try Data(Self.bomb).write(to: pbxproj)
    for (argument, file) in [(plist.path, plist.path), (project.path, pbxproj.path)] {
      let start = Date()
      let result = try Binary.run(["plist", argument])
      #expect(Date().timeIntervalSince(start) < 10)
      #expect(result.status == 65)
      #expect(result.err == "Error: \(file): \(Self.tooMany)\n")
      #expect(result.out == "")
    }
  }

  @Test("A binary Info.plist that contains itself: exit 65 naming it")
  func cycle() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plist = directory.appendingPathComponent("Info.plist")
    let objects: [Any] = [
      [(1, 2)] as [(Int, Int)], Array("UISupportedInterfaceOrientations".utf8), [0] as [Int],
    ]
    try Data(Self.binary(objects)).write(to: plist)
    let result = try Binary.run(["plist", plist.path])
    #expect(result.status == 65)
    #expect(
      result.err
        == "Error: \(plist.path): the binary property list refers to itself: object 0 contains "
        + "itself\n")
  }

  static func write(_ values: [String: Any], to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
      .write(to: url)
  }

  static let landscape = [
    "UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"]
  ]
  static let portrait = ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]]

  @Test("A folder whose app Info.plist is damaged: named on stderr; no test bundle's in its place")
  func skippedApp() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = directory.appendingPathComponent("App/Info.plist")
    try FileManager.default.createDirectory(
      at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "<plist><dict><key>UISupportedInterfaceOrientations</key>".write(
      to: app, atomically: true, encoding: .utf8)
    try Self.write(Self.portrait, to: directory.appendingPathComponent("AppTests/Info.plist"))
    let result = try Binary.run(["plist", directory.path])
    let reason =
      "\(app.path): not a valid XML property list: line 1: the file ends where an element was "
      + "expected"
    #expect(result.status == 65, "\(result.err)")
    #expect(result.out == "")
    #expect(
      result.err == "Note: skipped \(app.path) (\(reason)).\n"
        + "Error: \(directory.path): the app's Info.plist could not be read, so no other is "
        + "printed in its place: \(reason)\n")
  }

  @Test("A folder with the app's and an extension's Info.plist: the app's")
  func appOverExtension() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = directory.appendingPathComponent("App/Info.plist")
    try Self.write(Self.landscape, to: app)
    var widget: [String: Any] = Self.portrait
    widget["NSExtension"] = ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"]
    try Self.write(widget, to: directory.appendingPathComponent("Widget/Info.plist"))
    try Self.write(Self.portrait, to: directory.appendingPathComponent("AppUITests/Info.plist"))
    let result = try Binary.run(["plist", directory.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.err == "Read \(app.path).\n")
    #expect(result.out == "{\n  \"UISupportedInterfaceOrientations\": [\"landscapeLeft\"]\n}\n")
  }
}
