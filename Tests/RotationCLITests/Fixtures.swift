import Foundation
import RotationCatalogue
import RotationCore
import Testing

/// Catalogues and databases for end-to-end tests that need a real catalogue but not the
/// built-in one whole, which grows with the public record (its figures are checked once, by
/// `EndToEndTests.builtIn`). Each is made once a test process and only read afterwards, so
/// tests running in parallel share it; a test copies the database into its own folder.
enum Fixture {
  /// The built-in catalogue, decoded.
  static let builtIn = try! Catalogue.decode(Array(BuiltInCatalogue.json.utf8))

  /// The built-in catalogue's own rule cases: every scenario not drawn from a public report.
  static let ruleCases = Catalogue(
    scenarios: builtIn.scenarios.filter { !$0.tags.contains("public-report") })

  /// The folder the shared files live in, removed when the test process exits.
  static let folder: URL = {
    let url = try! temporaryDirectory()
    atexit { try? FileManager.default.removeItem(at: Fixture.folder) }
    return url
  }()

  /// A new folder named `name` in ``folder``, for files a suite shares.
  static func sharedFolder(_ name: String) -> URL {
    let url = folder.appendingPathComponent(name)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    return url
  }

  /// The rule cases as a catalogue file (canonical JSON).
  static let catalogue: String = {
    let url = folder.appendingPathComponent("rule-cases.json")
    try! ruleCases.json.rendered().write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }()

  /// A database holding the rule cases and one complete run under every built-in profile,
  /// made by the binary once.
  private static let template: String = {
    let path = folder.appendingPathComponent("rule-cases.sqlite").path
    let imported = try! Binary.run(["import", catalogue, "--db", path])
    precondition(imported.status == 0, imported.err)
    let run = try! Binary.run(["run", "--db", path])
    precondition(run.status == 0, run.err)
    return path
  }()

  /// A copy of ``template`` at `name` in `directory` (its path), as if the test had imported
  /// the rule cases and run them.
  static func database(in directory: URL, named name: String = "db.sqlite") throws -> String {
    let path = directory.appendingPathComponent(name).path
    try FileManager.default.copyItem(atPath: template, toPath: path)
    for suffix in ["-wal", "-shm"] {
      #expect(!FileManager.default.fileExists(atPath: template + suffix), "left open: \(suffix)")
    }
    return path
  }
}

extension Fixture {
  /// The outcomes of a run of the rule cases under every built-in profile.
  static var ruleCaseOutcomes: Int { ruleCases.scenarios.count * Profile.builtIn.count }
}
