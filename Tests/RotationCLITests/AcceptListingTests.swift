import Foundation
import Testing

/// `accept --dry-run` and `--verbose` list every change after the summary that counts them: the
/// changes wait in a temporary file, not in memory, so a plan of a million changes holds the
/// few the summary shows (issue 57, finding 10).
@Suite("accept lists every change from a temporary file")
struct AcceptListingTests {
  /// A database of 300 generated scenarios, run: hundreds of changes to accept.
  func database(_ space: Workspace) throws -> [String] {
    let db = ["--db", space.database]
    #expect(
      try Binary.run(["generate", "--space", "small", "--limit", "300", "--import"] + db).status
        == 0)
    #expect(try Binary.run(["run"] + db).status == 0)
    return db
  }

  @Test("--dry-run and --verbose print the summary, then every change, the same changes")
  func everyChange() throws {
    let space = try Workspace()
    defer { space.remove() }
    let db = try database(space)
    let dry = try Binary.run(["accept", "--dry-run"] + db)
    #expect(dry.status == 0, "\(dry.err)")
    let lines = dry.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("Dry run: 2700 outcomes of run 1 would be accepted: "))
    let changes = lines.dropFirst().filter { !$0.isEmpty }
    #expect(changes.count > 1_000 && changes.allSatisfy { $0.hasPrefix("  ") })
    #expect(!dry.out.contains("more (--verbose"))
    let verbose = try Binary.run(["accept", "--verbose"] + db)
    #expect(verbose.status == 0, "\(verbose.err)")
    let accepted = verbose.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(accepted[0].hasPrefix("Accepted 2700 outcomes of run 1 (evidence recorded): "))
    #expect(Array(accepted.dropFirst().prefix(changes.count)) == Array(changes))
    #expect(
      accepted.dropFirst(changes.count + 1).joined(separator: "\n")
        == "The database now differs from your catalogue files: update them with --write FILE, "
        + "or 'rotationdb export' prints them.\n")
  }

  @Test("A temporary folder that cannot be written: exit 73 naming it, the database unchanged")
  func noTemporaryFolder() throws {
    let space = try Workspace()
    defer { space.remove() }
    let db = try database(space)
    let before = try Data(contentsOf: URL(fileURLWithPath: space.database))
    let missing = space.path("no-such-folder")
    for flags in [["--dry-run"], ["--verbose"]] {
      let result = try Binary.run(["accept"] + flags + db, environment: ["TMPDIR": missing])
      #expect(result.status == 73, "\(flags): \(result.out)")
      #expect(result.out.isEmpty)
      #expect(
        result.err.hasPrefix("Error: cannot set the changes aside in \(missing) until they are "),
        "\(result.err)")
      #expect(
        result.err.contains("set TMPDIR to a folder that can be written (nothing was written)"))
      #expect(try Data(contentsOf: URL(fileURLWithPath: space.database)) == before)
    }
    // Without listing every change, accept sets nothing aside.
    let plain = try Binary.run(["accept"] + db, environment: ["TMPDIR": missing])
    #expect(plain.status == 0, "\(plain.err)")
    #expect(plain.out.contains("more (--verbose lists them all)."))
  }
}
