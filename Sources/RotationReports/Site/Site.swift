import RotationCore

/// The published site: the questions a reader brings (catalogue-format §9.3), each answered
/// per profile from a run's outcomes with the reports for and against, as static files that
/// work from `file://` and any static host. Built by pure functions from a report model.
public enum Site {
  /// The version of `record.json`'s shape (docs/site.md).
  public static let recordVersion = 1
  /// The folder of the behaviour pages, within the site.
  public static let folder = "behaviours"

  /// The site's files, by path relative to its folder, in a fixed order: `index.html`,
  /// `index.md`, `search.js`, `record.json`, then each behaviour's `.html` and `.md`.
  public static func render(_ model: ReportModel, behaviours: [Behaviour]) -> [PublishedFile] {
    let site = Data(model, behaviours: behaviours)
    var files = [
      PublishedFile(path: "index.html", contents: SiteHTML.index(site)),
      PublishedFile(path: "index.md", contents: SiteMarkdown.index(site)),
      PublishedFile(path: "search.js", contents: SiteHTML.searchScript(site)),
      PublishedFile(path: "record.json", contents: SiteRecord.render(site)),
    ]
    for page in site.pages {
      let id = page.behaviour.id
      files.append(PublishedFile(path: "\(folder)/\(id).html", contents: SiteHTML.page(page, site)))
      files.append(
        PublishedFile(path: "\(folder)/\(id).md", contents: SiteMarkdown.page(page, site)))
    }
    return files
  }

  /// What the pages show, gathered once.
  struct Data {
    var model: ReportModel
    var profiles: [Profile]
    var pages: [Page]
    /// The areas in the order of their first behaviour; behaviours without one go last.
    var areas: [(name: String, pages: [Page])]
    /// Each evidence scenario's row, by id.
    var rows: [String: ReportModel.Row]

    init(_ model: ReportModel, behaviours: [Behaviour]) {
      self.model = model
      profiles = model.profiles
      var rows: [String: ReportModel.Row] = [:]
      for row in model.rows where rows[row.scenario.id] == nil { rows[row.scenario.id] = row }
      self.rows = rows
      let evidenceOrder = model.rows.map(\.scenario)
      pages = behaviours.map { behaviour in
        Page(behaviour: behaviour, rows: rows, scenarios: evidenceOrder)
      }
      var areas: [(name: String, pages: [Page])] = []
      for page in pages {
        guard let name = page.behaviour.area else { continue }
        if let index = areas.firstIndex(where: { $0.name == name }) {
          areas[index].pages.append(page)
        } else {
          areas.append((name, [page]))
        }
      }
      let unnamed = pages.filter { $0.behaviour.area == nil }
      if !unnamed.isEmpty { areas.append(("Other questions", unnamed)) }
      self.areas = areas
    }
  }

  /// One behaviour: its answer and variants under each profile, and its evidence.
  struct Page {
    var behaviour: Behaviour
    var answer: Answer
    var variants: [(label: String, answer: Answer)]
    /// The evidence scenarios' rows, in the report's order.
    var evidence: [ReportModel.Row]

    init(behaviour: Behaviour, rows: [String: ReportModel.Row], scenarios: [Scenario]) {
      self.behaviour = behaviour
      answer = Answer(behaviour.answer, row: rows[behaviour.answer.scenario])
      variants = behaviour.variants.map {
        ($0.label, Answer($0.answer, row: rows[$0.answer.scenario]))
      }
      let evidence = scenarios.filter(behaviour.isEvidence).compactMap { rows[$0.id] }
      self.evidence = evidence
      reports = answer.ranges.map { range in
        let claims = Self.claims(of: evidence, under: range.profiles)
        return Reports(
          against: claims.filter { $0.agreement == .known || $0.agreement == .differs },
          agree: claims.filter { $0.agreement == .holds })
      }
    }

    /// The claims under each range of the answer, in the order of its ranges.
    var reports: [Reports]

    /// The claims of the evidence under a range's profiles: those the engine's outcome does not
    /// meet (known differences and failures), and those it meets.
    struct Reports {
      var against: [Claim]
      var agree: [Claim]
    }

    /// The claims of the evidence under any of `profiles`, each with how it compares.
    func claims(under profiles: [String]) -> [Claim] {
      Self.claims(of: evidence, under: profiles)
    }

    static func claims(of evidence: [ReportModel.Row], under profiles: [String]) -> [Claim] {
      evidence.flatMap { row in
        row.scenario.expectations.compactMap { expectation in
          let applying = profiles.filter {
            expectation.profiles.contains("*") || expectation.profiles.contains($0)
          }
          guard !applying.isEmpty else { return nil }
          let cells = row.cells.filter { applying.contains($0.profile) }
          return Claim(scenario: row.scenario, expectation: expectation, cells: cells)
        }
      }
    }
  }

  /// A claim of an evidence scenario under some profiles: whether the engine agrees.
  struct Claim {
    enum Agreement: String {
      case holds = "agrees"
      case known = "known difference"
      case differs = "differs"
      case notRun = "not run"
    }

    var scenario: Scenario
    var expectation: Expectation
    var agreement: Agreement
    var profiles: [String]

    init(scenario: Scenario, expectation: Expectation, cells: [ReportModel.Cell]) {
      self.scenario = scenario
      self.expectation = expectation
      profiles = cells.map(\.profile)
      let last = expectation.through ?? expectation.step
      let differs = cells.contains { cell in
        cell.mismatches.contains { mismatch in
          mismatch.knownDifference == nil && (expectation.step...last).contains(mismatch.step)
        }
      }
      agreement =
        cells.allSatisfy({ $0.outcome == nil && $0.final == nil })
        ? .notRun
        : expectation.knownDifference != nil ? .known : differs ? .differs : .holds
    }

    /// The report's words: the quote its source gives after the address, or the source.
    var quote: String? { expectation.source.map(PublicRecord.quote(in:)) }
    var address: String? { expectation.source.flatMap { PublicRecord.address(in: $0)?.url } }
    var grade: Grade { Grade(evidence: expectation.evidence, confidence: expectation.confidence) }
  }
}
