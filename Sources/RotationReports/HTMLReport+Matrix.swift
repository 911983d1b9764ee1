import RotationCore

/// The matrix, within the bytes the page has left for it.
extension HTMLReport {
  /// The bytes kept for a note saying what the matrix leaves out, and for closing it.
  static let noteBytes = 4_096

  /// How the full matrix's cells spend the bytes the page leaves for their steps and traces:
  /// cells get theirs in page order until one does not fit, then every later cell says they
  /// are left out.
  struct Details {
    /// The bytes the cells' steps may still add beyond the notes that would replace them.
    var spare: Int
    /// Whether a cell's steps were left out for want of bytes: every later cell's are too.
    var spent = false
    /// How many cells say their steps are left out.
    var leftOut = 0
    /// The most bytes the page holds.
    let budget: Int

    init(spare: Int, spent: Bool = false, budget: Int) {
      self.spare = spare
      self.spent = spent
      self.budget = budget
    }
  }

  /// The matrix: at most `room` bytes of page when it ends, on a page of at most `budget`.
  static func matrix(_ model: ReportModel, into html: inout Page, room: Int, budget: Int) {
    html.line(#"<section aria-labelledby="matrix-title">"#)
    html.line(#"<h2 id="matrix-title">Compatibility matrix</h2>"#)
    guard !model.rowsOmitted else {
      html.line(
        "<p>The matrix of \(model.scenarioCount) scenarios under "
          + "\(model.profiles.count + model.profilesLeftOut) "
          + "profiles is left out: above \(ReportModel.matrixLimit) cells (scenarios × profiles) "
          + "a page would be too large to read. "
          + "<code>rotationdb report --tag T</code> gives the matrix of the scenarios with a tag, "
          + "<code>rotationdb diff --profiles A B</code> lists the scenarios that change, and "
          + "<code>rotationdb explain ID --profile P</code> tells one cell.</p>")
      html.line("</section>")
      return
    }
    legend(known: model.hasKnownDifferences, into: &html)
    guard model.isLarge else {
      return fullMatrix(model, into: &html, room: room, budget: budget)
    }
    html.line(
      "<p>\(model.rows.count) scenarios: each group opens in place, in pages of \(pageSize). "
        + "For one scenario's steps and trace, run <code>rotationdb explain</code>.</p>")
    var shown = 0
    pages: for group in model.groups {
      let pages = stride(from: 0, to: group.rows.count, by: pageSize).map {
        Array(group.rows[$0..<min($0 + pageSize, group.rows.count)])
      }
      for (number, rows) in pages.enumerated() {
        let fits = html.tentatively(
          { html in
            compactPage(
              model, group: group.name, rows, number: number, of: pages.count, into: &html)
          }, keep: { $0 <= room - noteBytes })
        guard fits else { break pages }
        shown += rows.count
      }
    }
    rowsLeftOut(model, shown: shown, budget: budget, into: &html)
    html.line("</section>")
  }

  /// A page of a group's rows in the compact matrix, folded in a section that opens in place.
  static func compactPage(
    _ model: ReportModel, group: String, _ rows: [ReportModel.Row], number: Int, of count: Int,
    into html: inout Page
  ) {
    // Counted in one pass over the cells in place: `flatMap` copied every cell a verdict.
    var tally: [ReportModel.Verdict: Int] = [:]
    for row in rows.indices {
      for cell in rows[row].cells.indices {
        tally[rows[row].cells[cell].verdict, default: 0] += 1
      }
    }
    // Known differences are counted only where there are any.
    let counts =
      ReportModel.Verdict.allCases.filter { $0 != .known }.map {
        "\($0.symbol) \(tally[$0] ?? 0)"
      } + (tally[.known].map { ["✗ known \($0)"] } ?? [])
    html.line("<details data-group=\"\(e(group))\">")
    html.line(
      "<summary><strong>\(e(group))</strong>"
        + (count > 1 ? " page \(number + 1) of \(count)" : "")
        + " <span class=\"muted\">(\(rows.count) scenarios; cells \(counts.joined(separator: ", ")))</span></summary>"
    )
    html.line(box + "<table class=\"matrix compact\">")
    html.line("<caption>\(e(group)): scenarios under each OS profile</caption>")
    header(model, into: &html)
    html.line("<tbody>")
    for row in rows { compactRow(row, into: &html) }
    html.line("</tbody></table></div></details>")
  }

  /// The full matrix: every row, each cell with its steps and trace while the page has bytes
  /// for them. The matrix with every cell's steps left out is measured first: the steps take
  /// what it leaves. Were even that too much, rows are left out from the first that does not
  /// fit.
  static func fullMatrix(_ model: ReportModel, into html: inout Page, room: Int, budget: Int) {
    var frame = Page.measuring()
    var none = Details(spare: 0, spent: true, budget: budget)
    fullTable(model, details: &none, rows: Int.max, into: &frame)
    var details = Details(spare: room - html.count - frame.count, budget: budget)
    var rows = Int.max
    if details.spare < 0 {
      details = none
      details.leftOut = 0
      rows = rowsFitting(model, room: room - html.count, budget: budget)
    }
    fullTable(model, details: &details, rows: rows, into: &html)
  }

  /// How many rows, their steps left out, the full matrix holds in `room` bytes with its notes.
  static func rowsFitting(_ model: ReportModel, room: Int, budget: Int) -> Int {
    var none = Details(spare: 0, spent: true, budget: budget)
    var used = Page.measuring()
    fullTable(model, details: &none, rows: 0, into: &used)
    var rows = 0
    for group in model.groups {
      used.line(groupOpening(model, group))
      used.line("</tbody>")
      for row in group.rows {
        var one = Page.measuring()
        self.row(row, details: &none, into: &one)
        guard used.count + one.count <= room - noteBytes else { return rows }
        used.write(String(repeating: " ", count: one.count))
        rows += 1
      }
    }
    return rows
  }

  /// A group's first lines in the full matrix.
  static func groupOpening(_ model: ReportModel, _ group: ReportModel.Group) -> String {
    "<tbody data-group=\"\(e(group.name))\">\n"
      + "<tr class=\"group\"><th scope=\"colgroup\" colspan=\"\(model.profiles.count + 1)\">"
      + "<span class=\"pin\">\(e(group.name)) <span class=\"muted\">(\(group.rows.count))</span>"
      + "</span></th></tr>"
  }

  /// The full matrix's table, its first `rows` rows, then what it left out.
  static func fullTable(
    _ model: ReportModel, details: inout Details, rows limit: Int, into html: inout Page
  ) {
    html.line(box + #"<table class="matrix" id="matrix">"#)
    html.line(
      "<caption>Scenarios (rows, grouped by tag) under each OS profile (columns): the colour and "
        + "symbol say what UIKit did, the badge whether it matches the expectation. Open a cell "
        + "for the step-by-step trace.</caption>")
    header(model, into: &html)
    var shown = 0
    for group in model.groups where shown < limit {
      html.line(groupOpening(model, group))
      for row in group.rows.prefix(limit - shown) { self.row(row, details: &details, into: &html) }
      shown += min(group.rows.count, limit - shown)
      html.line("</tbody>")
    }
    guard details.leftOut > 0 || shown < model.rows.count else {
      html.line("</table></div></section>")
      return
    }
    html.line("</table></div>")
    if details.leftOut > 0 {
      html.line(
        "<p>The steps and traces of \(details.leftOut) cells are left out, each cell saying so, "
          + "to keep the page under \(ReportModel.size(details.budget)) and the report's memory "
          + "bounded: the cells before them have theirs. "
          + "<code>rotationdb explain ID --profile P</code> tells a cell's steps.</p>")
    }
    rowsLeftOut(model, shown: shown, budget: details.budget, into: &html)
    html.line("</section>")
  }

  /// Says how many rows the matrix leaves out for want of bytes, and how to see them.
  static func rowsLeftOut(
    _ model: ReportModel, shown: Int, budget: Int, into html: inout Page
  ) {
    let rows = model.rows.count
    guard shown < rows else { return }
    html.line(
      "<p>The matrix shows the first \(shown) of \(rows) scenarios: a page holds at most "
        + "\(ReportModel.size(budget)). "
        + "<code>rotationdb report --tag T</code> gives the matrix of the scenarios with a tag, "
        + "<code>rotationdb diff --profiles A B</code> lists the scenarios that change, and "
        + "<code>rotationdb explain ID --profile P</code> tells one cell.</p>")
  }

  /// A cell's note that its steps are left out, and how to see them.
  static func stepsLeftOut(scenario: String, profile: String) -> String {
    "<p class=\"muted\">Steps left out: the report holds steps and traces only up to its size "
      + "(the matrix says so below it). <code>rotationdb explain \(e(scenario)) --profile "
      + "\(e(profile))</code> tells every step.</p>"
  }
}
