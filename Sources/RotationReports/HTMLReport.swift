import RotationCore

/// The compatibility report as one self-contained HTML page: inline CSS, a little inline
/// script for filtering (the page reads fully without it), nothing fetched from anywhere.
/// Pure: the same model gives the same bytes.
public enum HTMLReport {
  /// Renders the matrix report.
  public static func render(_ model: ReportModel) -> String {
    var html = Page(title: model.title)
    html.line("<header>")
    html.line("<h1>\(e(model.title))</h1>")
    html.line(
      "<p>\(model.scenarioCount) scenarios under \(model.profiles.count) OS behaviour profiles, "
        + "from run \(model.provenance.runID). Each cell's colour and symbol say what UIKit did, "
        + "then the outcome of the last step, whether it matches the recorded expectation and "
        + "the evidence grade; <span class=\"changed-mark\">Δ</span> marks a cell whose outcome "
        + "differs from the previous version's.</p>")
    html.line(#"<form class="controls" id="controls" hidden role="search">"#)
    html.line(
      #"<label>Search <input type="search" id="q" placeholder="id, title, note..."></label>"#)
    html.line(#"<label>Tag <select id="tag"><option value="">All tags</option>"#)
    for tag in model.tags { html.line("<option>\(e(tag))</option>") }
    html.line("</select></label>")
    html.line(#"<label>Profile <select id="profile"><option value="">All profiles</option>"#)
    for profile in model.profiles { html.line("<option>\(e(profile.id))</option>") }
    html.line("</select></label>")
    html.line(
      #"<fieldset><legend>Only scenarios that</legend>"#
        + #"<label><input type="checkbox" name="only" value="changed"> change between profiles</label> "#
        + #"<label><input type="checkbox" name="only" value="differs"> differ from the expectation</label> "#
        + #"<label><input type="checkbox" name="only" value="crashes"> crash</label>"#
        + (model.rows.contains { PublicRecord.holds($0.scenario) }
          ? #" <label><input type="checkbox" name="only" value="public"> come from a public report</label>"#
          : "") + "</fieldset>")
    html.line("<output id=\"count\"></output>")
    html.line("</form>")
    html.line("</header>")
    html.line("<main>")
    summary(model, into: &html)
    if model.isLarge { divergences(model, into: &html) }
    matrix(model, into: &html)
    html.line("</main>")
    sources(model.citations(traces: true), into: &html)
    footer(model.provenance, into: &html)
    html.line("<script>\(script)</script>")
    return html.finish()
  }

  static func summary(_ model: ReportModel, into html: inout Page) {
    html.line(#"<section aria-labelledby="summary-title">"#)
    html.line(#"<h2 id="summary-title">Summary</h2>"#)
    html.line(#"<div class="scroll"><table class="summary">"#)
    html.line("<caption>Outcomes per profile</caption>")
    html.line(
      "<thead><tr><th scope=\"col\">Profile</th><th scope=\"col\">Scenarios</th>"
        + "<th scope=\"col\">✓ Match</th><th scope=\"col\">✗ Differ</th>"
        + "<th scope=\"col\">– No expectation</th><th scope=\"col\">Crashes</th>"
        + "<th scope=\"col\">Δ Changed from previous</th></tr></thead>")
    html.line("<tbody>")
    for (profile, summary) in zip(model.profiles, model.summaries) {
      html.line(
        "<tr><th scope=\"row\">\(e(profile.id)) <span class=\"muted\">\(e(profile.name))</span></th>"
          + "<td>\(summary.scenarios)</td><td>\(summary.matches)</td><td>\(summary.differs)</td>"
          + "<td>\(summary.unchecked)</td><td>\(summary.crashes)</td><td>\(summary.changed)</td></tr>"
      )
    }
    html.line("</tbody></table></div></section>")
  }

  /// Above this many cells (scenarios × profiles) the matrix is compact: one line per cell, no step details, and
  /// each group (in pages of ``pageSize`` rows) folded in a section that opens in place.
  public static let compactThreshold = ReportModel.leadThreshold
  public static let pageSize = 500
  /// The groups of changes shown for each pair of neighbouring profiles.
  public static let groupLimit = 50

  /// What changes between each profile and the next, grouped by change with the dimensions
  /// that explain each group, as `diff --profiles` gives it.
  static func divergences(_ model: ReportModel, into html: inout Page) {
    html.line(#"<section aria-labelledby="changes-title">"#)
    html.line(#"<h2 id="changes-title">What changes between versions</h2>"#)
    let changing = model.divergences.filter { $0.total > 0 }
    if changing.isEmpty {
      html.line("<p>No scenario behaves differently under one profile and the next.</p>")
    }
    for divergence in changing {
      let (a, b) = (e(divergence.first), e(divergence.second))
      html.line(
        "<h3>\(a) → \(b): \(divergence.total) of \(divergence.compared) scenarios behave "
          + "differently</h3>")
      let shown = divergence.groups.prefix(groupLimit)
      html.line("<div class=\"scroll\"><table class=\"changes-table\">")
      html.line(
        "<caption>\(divergence.groups.count) groups of scenarios with the same change, largest "
          + "first"
          + (divergence.groups.count > shown.count ? ", the first \(shown.count) shown" : "")
          + "; <code>rotationdb diff --profiles \(a) \(b)</code> lists them all</caption>")
      html.line(
        "<thead><tr><th scope=\"col\">Scenarios</th><th scope=\"col\">Change</th>"
          + "<th scope=\"col\">Where</th></tr></thead><tbody>")
      for group in shown {
        html.line(
          "<tr><td>\(group.count)</td><th scope=\"row\">\(e(group.change))</th><td>"
            + group.clauses(maxValues: 6).map(e).joined(separator: "<br>") + "</td></tr>")
      }
      html.line("</tbody></table></div>")
    }
    html.line("</section>")
  }

  static func matrix(_ model: ReportModel, into html: inout Page) {
    guard !model.rowsOmitted else {
      html.line(#"<section aria-labelledby="matrix-title">"#)
      html.line(#"<h2 id="matrix-title">Compatibility matrix</h2>"#)
      html.line(
        "<p>The matrix of \(model.scenarioCount) scenarios under \(model.profiles.count) "
          + "profiles is left out: above \(ReportModel.matrixLimit) cells (scenarios × profiles) "
          + "a page would be too large to read. "
          + "<code>rotationdb report --tag T</code> gives the matrix of the scenarios with a tag, "
          + "<code>rotationdb diff --profiles A B</code> lists the scenarios that change, and "
          + "<code>rotationdb explain ID --profile P</code> tells one cell.</p>")
      html.line("</section>")
      return
    }
    guard model.isLarge else { return fullMatrix(model, into: &html) }
    html.line(#"<section aria-labelledby="matrix-title">"#)
    html.line(#"<h2 id="matrix-title">Compatibility matrix</h2>"#)
    legend(into: &html)
    html.line(
      "<p>\(model.rows.count) scenarios: each group opens in place, in pages of \(pageSize). "
        + "For one scenario's steps and trace, run <code>rotationdb explain</code>.</p>")
    for group in model.groups {
      let pages = stride(from: 0, to: group.rows.count, by: pageSize).map {
        Array(group.rows[$0..<min($0 + pageSize, group.rows.count)])
      }
      for (number, rows) in pages.enumerated() {
        // Counted in one pass over the cells in place: `flatMap` copied every cell a verdict.
        var tally: [ReportModel.Verdict: Int] = [:]
        for row in rows.indices {
          for cell in rows[row].cells.indices {
            tally[rows[row].cells[cell].verdict, default: 0] += 1
          }
        }
        let counts = ReportModel.Verdict.allCases.map { "\($0.symbol) \(tally[$0] ?? 0)" }
        html.line("<details data-group=\"\(e(group.name))\">")
        html.line(
          "<summary><strong>\(e(group.name))</strong>"
            + (pages.count > 1 ? " page \(number + 1) of \(pages.count)" : "")
            + " <span class=\"muted\">(\(rows.count) scenarios; cells \(counts.joined(separator: ", ")))</span></summary>"
        )
        html.line("<div class=\"scroll\"><table class=\"matrix compact\">")
        html.line("<caption>\(e(group.name)): scenarios under each OS profile</caption>")
        header(model, into: &html)
        html.line("<tbody>")
        for row in rows { compactRow(row, into: &html) }
        html.line("</tbody></table></div></details>")
      }
    }
    html.line("</section>")
  }

  /// What the colours and symbols mean.
  static func legend(into html: inout Page) {
    let items = ReportModel.Behaviour.allCases.filter { $0 != .notRun }.map {
      "<li class=\"\($0.cssClass)\"><span class=\"b\">\($0.symbol)</span> \($0.words)</li>"
    }
    html.line(
      "<ul class=\"legend\" aria-label=\"What UIKit did\">" + items.joined()
        + "<li>✓ matches the expectation, ✗ differs, – none</li><li>Δ changed from the previous "
        + "profile</li></ul>")
  }

  static func header(_ model: ReportModel, into html: inout Page) {
    html.line("<thead><tr><th scope=\"col\">Scenario</th>")
    for profile in model.profiles {
      html.line(
        "<th scope=\"col\" data-p=\"\(e(profile.id))\">\(e(profile.id))<br>"
          + "<span class=\"muted\">\(e(profile.name))</span></th>")
    }
    html.line("</tr></thead>")
  }

  static func compactRow(_ row: ReportModel.Row, into html: inout Page) {
    let scenario = row.scenario
    let id = e(scenario.id)
    html.write(
      "<tr id=\"s-\(id)\" data-tags=\"\(e(JSON.array(scenario.tags.map(JSON.string)).compact()))\" "
        + "data-text=\"\(e(([scenario.id, scenario.title] + scenario.tags).joined(separator: " ").lowercased()))\""
        + (PublicRecord.holds(scenario) ? " data-public" : "") + ">"
        + "<th scope=\"row\"><a class=\"permalink\" href=\"#s-\(id)\">\(id)</a>"
        + PublicRecord.reports(of: scenario).map { " " + link($0, text: "report") }.joined()
        + "</th>")
    // Each cell read where the row keeps it: a loop over the cells copied each one.
    for index in row.cells.indices { compactCell(row.cells[index], scenario: id, into: &html) }
    html.line("</tr>")
  }

  /// A compact cell, written piece by piece into the page. `scenario` is the escaped id.
  static func compactCell(
    _ cell: borrowing ReportModel.Cell, scenario id: String, into html: inout Page
  ) {
    let behaviour = cell.behaviour
    openCell(cell, behaviour, scenario: id, into: &html)
    html.write("<span class=\"b\" title=\"")
    html.write(behaviour.words)
    html.write("\">")
    html.write(behaviour.symbol)
    html.write("</span> ")
    html.write(e(cell.headline))
    html.write(" <span class=\"badge\" title=\"")
    html.write(cell.verdict.words)
    html.write("\">")
    html.write(cell.verdict.symbol)
    html.write(cell.changed ? "</span> Δ</td>" : "</span></td>")
  }

  static func fullMatrix(_ model: ReportModel, into html: inout Page) {
    html.line(#"<section aria-labelledby="matrix-title">"#)
    html.line(#"<h2 id="matrix-title">Compatibility matrix</h2>"#)
    legend(into: &html)
    html.line(#"<div class="scroll"><table class="matrix" id="matrix">"#)
    html.line(
      "<caption>Scenarios (rows, grouped by tag) under each OS profile (columns): the colour and "
        + "symbol say what UIKit did, the badge whether it matches the expectation. Open a cell "
        + "for the step-by-step trace.</caption>")
    header(model, into: &html)
    for group in model.groups {
      html.line("<tbody data-group=\"\(e(group.name))\">")
      html.line(
        "<tr class=\"group\"><th scope=\"colgroup\" colspan=\"\(model.profiles.count + 1)\">"
          + "\(e(group.name)) <span class=\"muted\">(\(group.rows.count))</span></th></tr>")
      for row in group.rows { self.row(row, into: &html) }
      html.line("</tbody>")
    }
    html.line("</table></div></section>")
  }

  static func row(_ row: ReportModel.Row, into html: inout Page) {
    let scenario = row.scenario
    let text = ([scenario.id, scenario.title, scenario.notes ?? ""] + scenario.tags)
      .joined(separator: " ").lowercased()
    html.line(
      "<tr id=\"s-\(e(scenario.id))\" data-tags=\"\(e(JSON.array(scenario.tags.map(JSON.string)).compact()))\" "
        + "data-text=\"\(e(text))\"" + (PublicRecord.holds(scenario) ? " data-public" : "") + ">")
    var header =
      "<th scope=\"row\"><a class=\"permalink\" href=\"#s-\(e(scenario.id))\">\(e(scenario.id))</a>"
      + "<div class=\"title\">\(e(scenario.title))</div>"
      + "<div class=\"muted\">\(e(scenario.device.displayName))"
    if !scenario.tags.isEmpty { header += " · " + scenario.tags.map(e).joined(separator: ", ") }
    header += "</div><div class=\"changes\">\(e(row.changes))</div>"
    header +=
      "<details class=\"config\"><summary>Configuration</summary>"
      + "<div class=\"muted\">\(e(ReportModel.configuration(scenario)))</div></details>"
    if let notes = scenario.notes { header += "<div class=\"notes\">\(cite(notes))</div>" }
    if !scenario.sources.isEmpty {
      header +=
        "<div class=\"muted\">Sources: " + scenario.sources.map(cite).joined(separator: "; ")
        + "</div>"
    }
    html.line(header + "</th>")
    for cell in row.cells { self.cell(cell, scenario: scenario, into: &html) }
    html.line("</tr>")
  }

  /// A cell's opening tag: its id, its classes (its behaviour's colour, its verdict, and
  /// whether it changed) and its profile, written piece by piece. `scenario` is the escaped
  /// id: escaping goes character by character, so the id is escaped a piece at a time.
  static func openCell(
    _ cell: borrowing ReportModel.Cell, _ behaviour: ReportModel.Behaviour, scenario id: String,
    into html: inout Page
  ) {
    let profile = e(cell.profile)
    html.write("<td id=\"c-")
    html.write(id)
    html.write("--")
    html.write(profile)
    html.write("\" class=\"")
    html.write(behaviour.cssClass)
    html.write(" ")
    html.write(cell.verdict.rawValue)
    if cell.changed { html.write(" changed") }
    html.write("\" data-p=\"")
    html.write(profile)
    html.write("\">")
  }

  static func cell(_ cell: ReportModel.Cell, scenario: Scenario, into html: inout Page) {
    let id = "c-\(scenario.id)--\(cell.profile)"
    openCell(cell, cell.behaviour, scenario: e(scenario.id), into: &html)
    html.line("")
    html.line(
      "<div class=\"headline\"><span class=\"b\">\(cell.behaviour.symbol)</span> "
        + "\(e(cell.headline))</div>"
        + "<span class=\"behaviour\">\(cell.behaviour.words)</span> "
        + "<span class=\"badge verdict\">\(cell.verdict.symbol) \(cell.verdict.words)</span>"
        + (cell.changed
          ? "<div class=\"delta\"><span class=\"changed-mark\" title=\"changed from the previous "
            + "profile\">Δ</span> \(e(cell.change ?? "changed"))</div>"
          : ""))
    if !cell.path.isEmpty && cell.path != cell.headline {
      html.line("<div class=\"path muted\">\(e(cell.path))</div>")
    }
    if !cell.grades.isEmpty {
      html.line("<div class=\"evidence\">evidence: \(Grade.words(cell.grades))</div>")
    }
    if cell.outcome != nil {
      html.line("<details><summary>Steps and trace</summary>")
      html.line("<ol start=\"0\">")
      for step in cell.shownSteps {
        self.step(step, brief: scenario.brief(step: step.index, action: step.action), into: &html)
      }
      html.line("</ol>")
      if let leftOut = cell.leftOut(scenario: scenario.id) {
        html.line("<p class=\"muted\">… \(e(leftOut)).</p>")
      }
      if !cell.mismatches.isEmpty {
        html.line("<p><strong>Differs from the expectation:</strong></p><ul>")
        for item in cell.mismatches {
          html.line(
            "<li>step \(item.step): \(e(item.field)) wanted \(e(item.wanted)), got \(e(item.got)) "
              + "(evidence: \(item.grade.words)\(item.source.map { "; source: " + cite($0) } ?? ""))</li>"
          )
        }
        html.line("</ul>")
      }
      html.line("</details>")
    }
    html.line(
      "<a class=\"permalink cell-link\" href=\"#\(e(id))\" aria-label=\"Link to \(e(scenario.id)) under \(e(cell.profile))\">#</a>"
    )
    html.line("</td>")
  }

  static func step(_ step: StepOutcome, brief: String, into html: inout Page) {
    var text = "<li><strong>\(e(brief))</strong> (device \(e(step.deviceOrientation.name))): "
    if let error = step.error {
      text += "<span class=\"error\">✖ \(e(error.name)): \(e(error.message))</span>"
    } else {
      text += "interface \(step.interfaceOrientation.name)"
      if step.rotated { text += " (rotated)" }
      if step.statusBarOrientation != step.interfaceOrientation {
        text += ", status bar \(step.statusBarOrientation.name)"
      }
    }
    text += "; supported " + e(step.supported.spoken) + "; decider " + e(step.decider ?? "none")
    html.line(text)
    if let transform = step.manualTransform {
      html.line(
        "<div class=\"transform\">Manual transform: rotate \(transform.rotationDegrees)°, center "
          + "(\(transform.center.x), \(transform.center.y)), bounds "
          + "\(transform.bounds.width)×\(transform.bounds.height)</div>")
    }
    for warning in step.warnings {
      html.line("<div class=\"warning\">Console: \(e(warning))</div>")
    }
    if !step.asked.isEmpty {
      html.line("<div class=\"asked\">Asked: \(e(step.asked.joined(separator: ", ")))</div>")
    }
    if !step.trace.isEmpty {
      html.line(
        "<ul class=\"trace\">" + step.trace.map { "<li>\(cite($0))</li>" }.joined() + "</ul>")
    }
    html.line("</li>")
  }

  /// A user or trace string, escaped, with the web address it starts with linked (a report of
  /// the public record) and each citation of a known source (`[A2]`, `seed 003`) linked to its
  /// entry in the Sources section.
  static func cite(_ text: String) -> String {
    if let (url, rest) = PublicRecord.address(in: text) {
      return link(url, text: url) + cite(String(rest))
    }
    var out = e(text)
    for key in Source.keysCited(in: text) where Source.named(key) != nil {
      let shown = ReportModel.citation(key)
      out = out.replacing(
        shown, with: "<a class=\"cite\" href=\"#\(ReportModel.anchor(key))\">\(shown)</a>")
    }
    return out
  }

  /// A link to a report's web address (checked by ``PublicRecord/address(in:)``: http or https
  /// only), opened without handing the page to it.
  static func link(_ url: String, text: String) -> String {
    "<a class=\"report\" href=\"\(e(url))\" rel=\"noopener noreferrer\">\(e(text))</a>"
  }

  /// The sources the page cites, each with its id, title and address.
  static func sources(_ sources: [Source], into html: inout Page) {
    guard !sources.isEmpty else { return }
    html.line(#"<section class="sources" aria-labelledby="sources-title">"#)
    html.line(#"<h2 id="sources-title">Sources</h2><dl>"#)
    for source in sources {
      let label = ReportModel.citation(source.key)
      html.line(
        "<dt id=\"\(e(ReportModel.anchor(source.key)))\">\(e(label))</dt><dd>\(e(source.title))"
          + (source.url.map { ". <a href=\"\(e($0))\">\(e($0))</a>" } ?? "")
          + " <span class=\"muted\">(\(e(source.kind.rawValue)))</span></dd>")
    }
    html.line("</dl></section>")
  }

  static func footer(_ provenance: ReportModel.Provenance, into html: inout Page) {
    html.line("<footer><h2>Provenance</h2><dl>")
    html.line("<dt>Run</dt><dd>\(provenance.runID)</dd>")
    html.line("<dt>Engine version</dt><dd>\(e(provenance.engineVersion))</dd>")
    html.line("<dt>Catalogue hash</dt><dd><code>\(e(provenance.catalogueHash))</code></dd>")
    for profile in provenance.profileHashes {
      html.line("<dt>Profile \(e(profile.id))</dt><dd><code>\(e(profile.hash))</code></dd>")
    }
    if let generatedAt = provenance.generatedAt {
      html.line("<dt>Generated</dt><dd>\(e(generatedAt))</dd>")
    }
    html.line("</dl><p>Made with rotationdb.</p></footer>")
  }

  static func e(_ text: String) -> String { escapeHTML(text) }
}
