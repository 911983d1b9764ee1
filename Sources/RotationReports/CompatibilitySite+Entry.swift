import RotationCore

/// The site's entry pages: the summary, what changes between each profile and its reference,
/// a table of the groups linking to their part pages, and the provenance.
extension CompatibilitySite {
  /// What a group's table row counts: its scenarios, and those that differ from the
  /// expectation, crash or change under some profile.
  struct Counts {
    var scenarios = 0
    var differ = 0
    var crash = 0
    var change = 0

    init(_ group: ReportModel.Group) {
      scenarios = group.rows.count
      for row in group.rows.indices {
        let cells = group.rows[row].cells
        if cells.contains(where: { $0.verdict == .differs }) { differ += 1 }
        if cells.contains(where: { $0.behaviour == .crash }) { crash += 1 }
        if cells.contains(where: \.changed) { change += 1 }
      }
    }
  }

  /// What the entry pages say of the matrix, before the table of its groups.
  static func lead(_ model: ReportModel) -> String {
    "\(model.scenarioCount) scenarios under \(model.profiles.count + model.profilesLeftOut) "
      + "OS behaviour profiles, from run \(model.provenance.runID). The matrix has a page for "
      + "each group of scenarios (by first tag), listed below; a group too large for one page "
      + "has several. Each page gives its scenarios under every profile, each cell's steps and "
      + "trace, and the sources they cite"
  }

  /// The groups and the part pages of each, as ``split(_:budget:format:)`` made them.
  static func groupParts(_ model: ReportModel, _ parts: [Part]) -> [(ReportModel.Group, [Part])] {
    var byGroup = [[Part]](repeating: [], count: model.groups.count)
    for part in parts { byGroup[part.group].append(part) }
    return Array(zip(model.groups, byGroup))
  }

  static func entryHTML(_ model: ReportModel, parts: [Part], budget: Int) -> String {
    let e = HTMLReport.e
    var html = Page(title: model.title)
    html.line("<header>")
    html.line("<h1>\(e(model.title))</h1>")
    html.line(
      "<p>\(e(lead(model))); its filters choose scenarios by text, tag and profile.</p>")
    if let note = model.profilesNote(code: { "<code>\(e($0))</code>" }) {
      html.line("<p>\(note)</p>")
    }
    html.line("</header>")
    html.line("<main>")
    HTMLReport.summary(model, into: &html)
    HTMLReport.divergences(model, into: &html)
    let moved = "<script>\(permalinks(model, parts))</script>"
    var end = Page.measuring()
    end.line("</main>")
    HTMLReport.footer(model.provenance, into: &end)
    end.line(moved)
    guard !model.rowsOmitted else {
      HTMLReport.matrix(model, into: &html, room: 0, budget: budget)
      html.line("</main>")
      HTMLReport.footer(model.provenance, into: &html)
      return html.finish()
    }
    let room = budget - end.count - Page.closing.utf8.count - HTMLReport.noteBytes
    html.line(#"<section aria-labelledby="matrix-title">"#)
    html.line(#"<h2 id="matrix-title">Compatibility matrix</h2>"#)
    html.line(#"<div class="scroll"><table class="summary">"#)
    html.line(
      "<caption>Groups of scenarios by first tag, in the matrix's order: how many scenarios "
        + "each holds, and how many of them differ from the expectation, crash or change under "
        + "some profile; a group's pages hold its scenarios in order</caption>")
    html.line(
      "<thead><tr><th scope=\"col\">Group</th><th scope=\"col\">Scenarios</th>"
        + "<th scope=\"col\">✗ Differ</th><th scope=\"col\">Crash</th>"
        + "<th scope=\"col\">Δ Change</th><th scope=\"col\">Pages</th></tr></thead><tbody>")
    let groups = groupParts(model, parts)
    var listed = 0
    for (group, parts) in groups {
      let counts = Counts(group)
      let href = { (part: Part) in e(folder + "/" + part.file(.html)) }
      let pages = parts.enumerated().map { number, part in
        "<a href=\"\(href(part))\" title=\"scenarios \(part.rows.lowerBound + 1)–"
          + "\(part.rows.upperBound)\">\(number + 1)</a>"
      }
      let name = parts.first.map { "<a href=\"\(href($0))\">\(e(group.name))</a>" } ?? e(group.name)
      let line =
        "<tr><th scope=\"row\">\(name)</th>"
        + [
          ("Scenarios", "\(counts.scenarios)"), ("✗ Differ", "\(counts.differ)"),
          ("Crash", "\(counts.crash)"), ("Δ Change", "\(counts.change)"),
          ("Pages", pages.joined(separator: " ")),
        ].map { "<td data-label=\"\($0.0)\">\($0.1)</td>" }.joined() + "</tr>"
      guard html.tentatively({ $0.line(line) }, keep: { $0 <= room }) else { break }
      listed += 1
    }
    html.line("</tbody></table></div>")
    if listed < groups.count {
      html.line("<p>\(e(leftOut(listed, of: groups.count, budget: budget, format: .html)))</p>")
    }
    html.line("</section>")
    html.line("</main>")
    HTMLReport.footer(model.provenance, into: &html)
    html.line(moved)
    return html.finish()
  }

  /// The entry page's script: a permalink of the one-page report this page replaced
  /// (`compatibility.html#s-ID`, `#c-ID--PROFILE`) opens the part page holding that scenario,
  /// at the same fragment.
  static func permalinks(_ model: ReportModel, _ parts: [Part]) -> String {
    let pages = parts.map { part in
      "\(JSON.string(folder + "/" + part.file(.html)).compact()):"
        + JSON.array(model.groups[part.group].rows[part.rows].map { JSON.string($0.scenario.id) })
        .compact()
    }
    return """
      (function () {
        var pages = {\(pages.joined(separator: ",\n"))};
        var hash = location.hash.slice(1), kind = hash.slice(0, 2), id = hash.slice(2), where = {};
        if (kind !== 's-' && kind !== 'c-') return;
        Object.keys(pages).forEach(function (page) {
          pages[page].forEach(function (scenario) { where[scenario] = page; });
        });
        // A cell's id is the scenario's, '--' and the profile's: the scenario's may hold '--' too.
        while (kind === 'c-' && !where.hasOwnProperty(id) && id.lastIndexOf('--') > 0) {
          id = id.slice(0, id.lastIndexOf('--'));
        }
        if (where.hasOwnProperty(id)) location.replace(where[id] + location.hash);
      })();

      """
  }

  static func entryMarkdown(_ model: ReportModel, parts: [Part], budget: Int) -> String {
    let md = MarkdownReport.md
    var out = "# \(md(model.title))\n\n\(md(lead(model))).\n\n"
    if let note = model.profilesNote(code: { "`\($0)`" }) { out += note + "\n\n" }
    out += MarkdownReport.summary(model)
    // What changes takes at most half the page: the table of groups has the rest.
    out += MarkdownReport.divergences(model, budget: budget / 2)
    let end = MarkdownReport.provenance(model.provenance)
    out += "\n## Compatibility matrix\n\n"
    guard !model.rowsOmitted else {
      return out + "The matrix of \(model.scenarioCount) scenarios is left out: above "
        + "\(ReportModel.matrixLimit) cells (scenarios × profiles) a page would be too large to "
        + "read. `rotationdb report --tag T --format md` gives the matrix of the scenarios with "
        + "a tag, `rotationdb diff --profiles A B` the scenarios that change, and "
        + "`rotationdb explain ID --profile P` one cell.\n" + end
    }
    let room = budget - end.utf8.count - MarkdownReport.noteBytes
    out += "Groups of scenarios by first tag, in the matrix's order: how many scenarios each "
    out += "holds, and how many of them differ from the expectation, crash or change under "
    out += "some profile; a group's pages hold its scenarios in order.\n\n"
    out +=
      "| Group | Scenarios | ✗ Differ | Crash | Δ Change | Pages |\n|---|--:|--:|--:|--:|---|\n"
    let groups = groupParts(model, parts)
    var listed = 0
    for (group, parts) in groups {
      let counts = Counts(group)
      let href = { (part: Part) in folder + "/" + part.file(.markdown) }
      let pages = parts.enumerated().map { "[\($0 + 1)](\(href($1)))" }
      let name = parts.first.map { "[\(md(group.name))](\(href($0)))" } ?? md(group.name)
      let line =
        "| \(name) | \(counts.scenarios) | \(counts.differ) | \(counts.crash) | "
        + "\(counts.change) | \(pages.joined(separator: " ")) |\n"
      guard out.utf8.count + line.utf8.count <= room else { break }
      out += line
      listed += 1
    }
    if listed < groups.count {
      out += "\n" + md(leftOut(listed, of: groups.count, budget: budget, format: .markdown)) + "\n"
    }
    return out + end
  }

  /// Says how many groups the table leaves out for want of bytes, and where their pages are.
  static func leftOut(_ listed: Int, of count: Int, budget: Int, format: Format) -> String {
    "The table lists the first \(listed) of \(count) groups: a page holds at most "
      + "\(ReportModel.size(budget)). The others' pages are in \(folder)/, "
      + "named after the group (NAME.\(format.suffix), then NAME-2.\(format.suffix) and on); "
      + "`rotationdb report --tag T` gives the matrix of the scenarios with a tag."
  }
}
