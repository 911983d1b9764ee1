import Foundation
import RotationCore
import RotationReports
import Testing

/// The compatibility report as a site of pages each under a budget of bytes (issue 60, item 3):
/// an entry page in each format and part pages of a group's rows, each row on exactly one
/// part, every link within the site leading to a page and an anchor it has.
@Suite("The compatibility report as a site of pages under a budget")
struct CompatibilitySiteTests {
  /// A budget for each format that splits the model's groups in pages of a few rows: a row
  /// takes about 40 KB of HTML (its cells' steps and traces) and 2 KB of Markdown.
  static let budgets = [("html", 200_000), ("md", 12_000)]

  /// The fixture's scenarios and groups of many: `alpha` (12), `Beta Group` (9), `rules` (10)
  /// and `rules-2` (2), whose name the second page of `rules` would take, each citing sources.
  static func model() throws -> ReportModel {
    let groups = [("alpha", 12), ("Beta Group", 9), ("rules", 10), ("rules-2", 2)]
    var scenarios: [String] = []
    for (tag, count) in groups {
      for index in 0..<count {
        let id = "\(tag.lowercased().replacing(" ", with: "-"))-\(index)"
        scenarios.append(
          #"{"id": "\#(id)", "title": "Scenario \#(index) of \#(tag)", "tags": ["\#(tag)"], "#
            + #""notes": "As [A7] and [C5] say.", "device": "iphone", "#
            + #""window": {"rootViewController": {"name": "nav", "kind": "navigationController", "#
            + #""children": [{"name": "first", "supportedInterfaceOrientations": "portrait"}]}}, "#
            + #""steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}], "#
            + #""expect": [{"profiles": ["*"], "step": 1, "interfaceOrientation": "portrait", "#
            + #""evidence": "observed"}]}"#)
      }
    }
    let text = #"{"formatVersion": 1, "scenarios": ["# + scenarios.joined(separator: ",") + "]}"
    let fixture = try fixtureModel()
    let all = fixture.rows.map(\.scenario) + (try Catalogue.decode(Array(text.utf8)).scenarios)
    let outcomes = all.flatMap { scenario in
      Profile.builtIn.map { Evaluator(profile: $0).evaluate(scenario) }
    }
    return ReportModel.build(
      title: "Site", scenarios: all, profiles: Profile.builtIn, outcomes: outcomes,
      provenance: fixture.provenance)
  }

  @Test(
    "Every page is under the budget, every row on exactly one part, nothing left out",
    arguments: budgets)
  func split(format: String, budget: Int) throws {
    let model = try Self.model()
    let files = CompatibilitySite.render(model, budget: budget).filter {
      $0.path.hasSuffix("." + format)
    }
    let paths = files.map(\.path)
    #expect(Set(paths).count == paths.count)
    #expect(paths.filter { !$0.hasPrefix("compatibility/") } == ["compatibility.\(format)"])
    // Groups split into several parts, their names safe; `rules` leaves `rules-2` to its group.
    for name in [
      "alpha", "alpha-2", "alpha-3", "beta-group", "beta-group-2", "rules", "rules-2-g2", "rules-3",
      "rules-2", "-b-tag--b-",
    ] {
      #expect(paths.contains("compatibility/\(name).\(format)"), "\(name) in \(paths)")
    }
    for file in files {
      #expect(file.contents.utf8.count <= budget, "\(file.path)")
      #expect(!file.contents.contains("left out"), "\(file.path)")
      #expect(
        file.path.hasPrefix("compatibility.")
          || PublishedFile.isPageName(
            String(file.path.dropFirst("compatibility/".count))),
        "\(file.path)")
    }
    // Each scenario on one part once, in the model's order.
    let row = format == "html" ? "<tr id=\"s-" : "<a id=\"s-"
    let shown = files.dropFirst().flatMap { part in
      part.contents.components(separatedBy: row).dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
    }
    #expect(shown == model.rows.map(\.scenario.id))
  }

  @Test("The same model gives the same files")
  func deterministic() throws {
    let model = try Self.model()
    #expect(CompatibilitySite.render(model) == CompatibilitySite.render(model))
  }

  @Test(
    "Every link within the site leads to a page of it and an anchor that page has",
    arguments: budgets)
  func links(format: String, budget: Int) throws {
    let html = format == "html"
    let files = CompatibilitySite.render(try Self.model(), budget: budget).filter {
      $0.path.hasSuffix("." + format)
    }
    // Each page's anchors, read once.
    let anchors = Dictionary(
      uniqueKeysWithValues: files.map { file in
        (
          file.path,
          Set(
            file.contents.components(separatedBy: html ? " id=\"" : "<a id=\"").dropFirst().map {
              String($0.prefix { $0 != "\"" })
            })
        )
      })
    var checked = 0
    for file in files {
      for link in Self.links(in: file.contents, html: html) where !link.hasPrefix("http") {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target =
          parts[0].isEmpty ? file.path : Self.resolve(String(parts[0]), from: file.path)
        let ids = try #require(anchors[target], "\(file.path): \(link)")
        if parts.count == 2 { #expect(ids.contains(String(parts[1])), "\(file.path): \(link)") }
        checked += 1
      }
    }
    // Citations, permalinks, the entry page's table and the parts' links to each other.
    #expect(checked > (html ? 1_000 : 100), "\(checked)")
    let pages = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    guard html else {
      #expect(pages["compatibility.md"]?.contains("[alpha](compatibility/alpha.md)") == true)
      #expect(
        pages["compatibility/alpha-2.md"]?.contains("[All groups](../compatibility.md)") == true)
      return
    }
    let entry = try #require(pages["compatibility.html"])
    #expect(entry.contains("href=\"compatibility/alpha-2.html\""))
    let second = try #require(pages["compatibility/alpha-2.html"])
    #expect(second.contains(#"<a href="../compatibility.html">All groups</a>"#))
    #expect(second.contains(#"<a rel="prev" href="alpha.html">"#))
  }

  /// The addresses a page links to: HTML's `href`s, Markdown's `](…)`s but for `](<…>)` (a
  /// web address) and an escaped `\](`.
  static func links(in text: String, html: Bool) -> [String] {
    guard !html else {
      return text.components(separatedBy: "href=\"").dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
    }
    let pieces = text.components(separatedBy: "](")
    return zip(pieces, pieces.dropFirst()).compactMap { before, after in
      guard !before.hasSuffix("\\"), !after.hasPrefix("<") else { return nil }
      return String(after.prefix { $0 != ")" })
    }
  }

  /// A relative address from a page, as a path from the site's top folder.
  static func resolve(_ link: String, from page: String) -> String {
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for piece in link.split(separator: "/") {
      if piece == ".." { parts.removeLast() } else { parts.append(String(piece)) }
    }
    return parts.joined(separator: "/")
  }

  @Test("A row too large for a page alone has a page of its own, under the budget, saying so")
  func largeRow() throws {
    let model = try ReportBudgetTests.wideModel(scenarios: 2)
    let files = CompatibilitySite.render(model, budget: 60_000)
    let wide = try #require(files.first { $0.path == "compatibility/wide.html" })
    #expect(wide.contents.contains("Steps left out"))
    #expect(files.contains { $0.path == "compatibility/wide-2.html" })
    for file in files { #expect(file.contents.utf8.count <= 60_000, "\(file.path)") }
  }
}
