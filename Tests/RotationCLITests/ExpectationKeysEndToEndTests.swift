import Foundation
import Testing

/// The expectation keys of catalogue-format §8.5 through the real binary: `evaluate --check`,
/// `verify` with JUnit, the database's mismatch view, `diff --runs` and `export`.
@Suite("Expectation keys windowOrientations, notifiedIncludes, notifiedExcludes end to end")
struct ExpectationKeysEndToEndTests {
  let directory: URL
  var database: String { directory.appendingPathComponent("test.sqlite").path }

  init() throws { directory = try temporaryDirectory() }

  func rotationdb(_ arguments: [String]) throws -> Binary.Result {
    try Binary.run(arguments + ["--db", database])
  }

  func write(_ text: String, _ name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  /// A SwiftUI-template iPad app (its launch screen the UILaunchScreen dictionary) locking
  /// portrait: it multitasks from 9, so the lock does not hold and its root is told.
  static func catalogue(launchScreen: Bool = true, main: String = "landscapeRight") -> String {
    """
    {"formatVersion": 1, "scenarios": [{"id": "swiftui-ipad", "title": "SwiftUI iPad app locks portrait",
      "device": "ipad",
      "infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]\(launchScreen ? #", "UILaunchScreen": {}"# : "")},
      "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "portrait"}},
      "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
      "expect": [
        {"profiles": ["9+"], "step": 1, "windowOrientations": {"main": "\(main)"},
         "notifiedIncludes": ["root"], "notifiedExcludes": ["other"], "evidence": "observed", "source": "P23"},
        {"profiles": ["8"], "step": 1, "windowOrientations": {"main": "portrait"},
         "notifiedExcludes": ["root"], "evidence": "inferred"}]}]}
    """
  }

  @Test("evaluate --check and verify compare the keys; JUnit and the view say the same")
  func compared() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let holding = try write(Self.catalogue(), "holding.json")
    let checked = try Binary.run(["evaluate", holding, "--check", "-p", "8", "-p", "9+"])
    #expect(checked.status == 0, "\(checked.err)")
    #expect(checked.err.contains("2 outcomes, 2 expectations checked: all hold."))

    let wrong = try write(Self.catalogue(main: "portrait"), "wrong.json")
    let failed = try Binary.run(["evaluate", wrong, "--check", "-p", "9+"])
    #expect(failed.status == 1)
    let line =
      #"swiftui-ipad under 9+, step 1: windowOrientations wanted {"main":"portrait"}, got {"main":"landscapeRight"} (evidence: observed; source: P23)"#
    #expect(failed.err.contains(line), "\(failed.err)")

    #expect(try rotationdb(["import", wrong]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    let junit = directory.appendingPathComponent("junit.xml").path
    let verified = try rotationdb(["verify", "--junit", junit])
    #expect(verified.status == 1)
    #expect(
      verified.out.contains(
        #"swiftui-ipad, step 1, windowOrientations: wanted {"main":"portrait"}, got {"main":"landscapeRight"} under 9+ (evidence: observed; source: P23)"#
      ), "\(verified.out)")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(
      xml.contains(
        "windowOrientations wanted {&quot;main&quot;:&quot;portrait&quot;}, got {&quot;main&quot;:&quot;landscapeRight&quot;}"
      ))
    #expect(
      try sqlite3(database, "SELECT profile, field, wanted, got FROM latest_mismatch")
        == #"9+|windowOrientations|{"main":"portrait"}|{"main":"landscapeRight"}"# + "\n")
    // Export writes the keys back as imported.
    let exported = try rotationdb(["export"]).out
    #expect(exported.contains(#""notifiedIncludes": ["root"]"#), "\(exported)")
    #expect(exported.contains(#""notifiedExcludes": ["other"]"#))
    #expect(exported.contains(#""UILaunchScreen": {}"#))
  }

  @Test("diff --runs names a regression of the keys")
  func regression() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try rotationdb(["import", try write(Self.catalogue(), "a.json")]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    // Without its launch screen the app no longer multitasks: the lock holds, root is not told.
    let without = try write(Self.catalogue(launchScreen: false), "b.json")
    #expect(try rotationdb(["import", without]).status == 0)
    #expect(try rotationdb(["run"]).status == 0)
    let diff = try rotationdb(["diff", "--runs", "1", "2"])
    #expect(diff.status == 1)
    #expect(
      diff.out.contains(
        #"REGRESSION swiftui-ipad under 9+: step 1: windowOrientations wanted {"main":"landscapeRight"}, got {"main":"portrait"}; step 1: notifiedIncludes wanted ["root"], got []"#
      ), "\(diff.out)")
  }
}
