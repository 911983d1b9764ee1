import Foundation
import Testing

@Suite("Reports end to end: large runs and written files")
struct ReportFilesEndToEndTests {
  @Test("A large run's reports lead with what changes between versions; Markdown under 1 MB")
  func largeRun() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("db.sqlite").path
    let generated = try Binary.run(["generate", "--space", "small", "--import", "--db", database])
    #expect(generated.status == 0, "\(generated.err)")
    // Made on every core while written, the import is that of the generated catalogue.
    let catalogue = directory.appendingPathComponent("small.json").path
    let other = directory.appendingPathComponent("other.sqlite").path
    #expect(try Binary.run(["generate", "--space", "small", "--out", catalogue]).status == 0)
    #expect(try Binary.run(["import", catalogue, "--db", other]).status == 0)
    let exported = try Binary.run(["export", "--db", database])
    #expect(exported.status == 0 && !exported.out.isEmpty)
    #expect(exported.out == (try Binary.run(["export", "--db", other])).out)
    // Streamed a page at a time, in pieces of a megabyte: the generated catalogue's bytes, to
    // standard output or to a file.
    #expect(exported.out.utf8.count > 1 << 20)
    #expect(Data(exported.out.utf8) == FileManager.default.contents(atPath: catalogue))
    let file = directory.appendingPathComponent("exported.json").path
    #expect(try Binary.run(["export", "--out", file, "--db", database]).status == 0)
    #expect(Data(exported.out.utf8) == FileManager.default.contents(atPath: file))
    // The generated scenarios are kept by reference to their space, the catalogue's as texts;
    // both run and report alike.
    #expect(
      try sqlite3(database, "SELECT count(definition), count(space) FROM scenario") == "0|1340\n")
    #expect(
      try sqlite3(other, "SELECT count(definition), count(space) FROM scenario") == "1340|0\n")
    #expect(try Binary.run(["run", "--db", database]).status == 0)
    #expect(try Binary.run(["run", "--db", other]).status == 0)
    #expect(
      try Binary.run(["report", "--format", "html", "--db", database]).out
        == Binary.run(["report", "--format", "html", "--db", other]).out)
    let markdown = try Binary.run(["report", "--format", "md", "--db", database])
    #expect(markdown.status == 0)
    #expect(markdown.out.utf8.count < 1_000_000)
    // The summary, then the changes between neighbouring profiles, as diff --profiles counts
    // them; the matrix is left out, saying so and how to see it.
    let summary = try #require(markdown.out.range(of: "## Summary"))
    let changes = try #require(markdown.out.range(of: "## What changes between versions"))
    #expect(summary.lowerBound < changes.lowerBound)
    let diff = try Binary.run(["diff", "--profiles", "5", "6+", "--db", database])
    #expect(diff.out.hasPrefix("716 of 1340 scenarios behave differently under 5 and 6+."))
    // Without a database, the same words, in every format.
    for format in ["text", "md", "html"] {
      let stored = try Binary.run(["diff", "--profiles", "5", "6+", "-f", format, "--db", database])
      let streamed = try Binary.run([
        "diff", "--profiles", "5", "6+", "--space", "small", "-f", format,
      ])
      #expect(streamed.status == 0, "\(streamed.err)")
      #expect(streamed.out == stored.out, "\(format)")
    }
    // A catalogue file, and a profile named by its version ("6" is 6+).
    let catalogueDiff = try Binary.run([
      "diff", "--profiles", "5", "6", "--catalogue", Fixture.catalogue,
    ])
    let differing = try #require(Int(catalogueDiff.out.prefix { $0 != " " }), "\(catalogueDiff)")
    #expect(differing > 0)
    #expect(
      catalogueDiff.out.hasPrefix(
        "\(differing) of \(Fixture.ruleCases.scenarios.count) scenarios behave differently under "
          + "5 and 6+."))
    for (arguments, message) in [
      (
        ["--runs", "1", "2", "--space", "small"],
        "--space and --catalogue go with --profiles A B, one of them"
      ),
      (
        ["--profiles", "5", "6+", "--space", "small", "--db", database],
        "--db reads a database; --space and --catalogue need none"
      ),
      (["--profiles", "5", "5", "--space", "small"], "--profiles takes two different profiles"),
    ] {
      let refused = try Binary.run(["diff"] + arguments)
      #expect(refused.status == 64)
      #expect(refused.err.hasPrefix("Error: \(message)\n"), "\(refused.err)")
    }
    #expect(markdown.out.contains("### 5 → 6+: 716 of 1340 scenarios behave differently"))
    #expect(markdown.out.contains("The matrix of 1340 scenarios is left out"))
    #expect(!markdown.out.contains("## Details"))
    let page = directory.appendingPathComponent("report.html")
    #expect(try Binary.run(["report", "--out", page.path, "--db", database]).status == 0)
    let html = try String(contentsOf: page, encoding: .utf8)
    let lead = try #require(html.range(of: "What changes between versions</h2>"))
    let matrix = try #require(html.range(of: "Compatibility matrix</h2>"))
    #expect(lead.lowerBound < matrix.lowerBound)
    #expect(html.contains("<h3>5 → 6+: 716 of 1340 scenarios behave differently</h3>"))
    #expect(html.contains("matrix compact"))
  }

  @Test("report --format md and the diff reports write files atomically")
  func formats() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try Fixture.database(in: directory)
    let md = directory.appendingPathComponent("out/report.md").path
    // A missing folder is refused (issue: outputs never create folders, exit 73).
    let missing = try Binary.run(["report", "--format", "md", "--out", md, "--db", database])
    #expect(missing.status == 73)
    #expect(missing.err.contains("the folder"), "\(missing.err)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("out"), withIntermediateDirectories: false)
    #expect(
      try Binary.run(["report", "--format", "md", "--out", md, "--db", database]).status == 0)
    #expect(
      try String(contentsOfFile: md, encoding: .utf8).hasPrefix("# Rotation compatibility report\n")
    )
    // The Markdown says what the text says: how many of the scenarios differ.
    let text = try Binary.run(["diff", "--profiles", "5", "6+", "--db", database]).out
    let count = text.prefix { $0 != "\n" }.components(separatedBy: " behave")[0]
    #expect(count.hasSuffix(" of \(Fixture.ruleCases.scenarios.count) scenarios"), "\(text)")
    let diff = try Binary.run(["diff", "--profiles", "5", "6+", "--format", "md", "--db", database])
    #expect(
      diff.out.hasPrefix(
        "# Outcomes that differ between 5 and 6+\n\n\(count) behave differently.\n\n## By change\n"
      ), "\(diff.out.prefix(200))")
    let html = try Binary.run(["diff", "--runs", "1", "1", "--format", "html", "--db", database])
    #expect(html.out.contains("<p>No outcome changed.</p>"))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("out").path)
    #expect(files == ["report.md"])
    #expect(try Binary.run(["report", "--format", "pdf", "--db", database]).status == 64)
  }
}
