import RotationCore

/// The compatibility report as one self-contained HTML page: inline CSS, a little inline
/// script for filtering (the page reads fully without it), nothing fetched from anywhere.
/// Pure: the same model gives the same bytes.
public enum HTMLReport {
  /// The most bytes a page holds: past them, the cells' steps and traces (then, were even
  /// those not enough, the rows) are left out, each saying so and how to see them. The
  /// built-in catalogue's page takes about 20 MB.
  public static let pageBytes = 32_000_000

  /// Renders the matrix report: a page of at most `budget` bytes, showing the profiles whose
  /// own parts of the page fit ``ReportModel/profileBytes``.
  public static func render(_ model: ReportModel, budget: Int = pageBytes) -> String {
    let shown = model.fitting(within: ReportModel.profileBytes) {
      page($0, budget: .max, counting: true).count
    }
    return page(shown, budget: budget).finish()
  }

  /// The page of the model's profiles, at most `budget` bytes; one that only counts them when
  /// `counting`. A part page of a site (``CompatibilitySite``) has `links` to the others.
  static func page(
    _ model: ReportModel, budget: Int, counting: Bool = false, links: SiteLinks? = nil
  ) -> Page {
    var html = Page(title: model.title, style: fitting(model.profiles.count), counting: counting)
    html.line("<header>")
    html.line("<h1>\(e(model.title))</h1>")
    if let links { navigation(links, into: &html) }
    html.line(
      "<p>\(model.scenarioCount) scenarios under \(model.profiles.count + model.profilesLeftOut) "
        + "OS behaviour profiles, "
        + "from run \(model.provenance.runID). Each cell's colour and symbol say what UIKit did, "
        + "then the outcome of the last step, whether it matches the recorded expectation and "
        + "the evidence grade; <span class=\"changed-mark\">Δ</span> marks a cell whose outcome "
        + "differs from the previous version's (a what-if profile's: from its base's).</p>")
    if let note = model.profilesNote(code: { "<code>\(e($0))</code>" }) {
      html.line("<p>\(note)</p>")
    }
    controls(model, into: &html)
    html.line("</header>")
    html.line("<main>")
    summary(model, into: &html)
    if model.isLarge { divergences(model, into: &html) }
    // What follows the matrix is measured first: the matrix takes what it leaves.
    let citations = model.citations(traces: true)
    var end = Page.measuring()
    ending(model, citations: citations, links: links, into: &end)
    matrix(
      model, into: &html, room: budget - end.count - Page.closing.utf8.count, budget: budget)
    ending(model, citations: citations, links: links, into: &html)
    return html
  }

  /// What follows the matrix: the sources, the links to the site's other pages, the
  /// provenance and the script.
  static func ending(
    _ model: ReportModel, citations: [Source], links: SiteLinks? = nil, into html: inout Page
  ) {
    html.line("</main>")
    sources(citations, into: &html)
    if let links { navigation(links, into: &html) }
    footer(model.provenance, into: &html)
    html.line("<script>\(script)</script>")
  }

  /// Where the page is wide enough for the scenario column and `profiles` columns of an
  /// orientation name's width, the matrix has them at fixed widths and no box of its own: the
  /// page scrolls it and its header row sticks to the window's top (a window-high box is half
  /// off screen after a page scroll, its horizontal scroll bar out of reach).
  static func fitting(_ profiles: Int) -> String {
    let (scenario, profile) = (7.75, 7.75)
    let width = scenario + profile * Double(profiles) + 0.25
    return """
      @container page (min-width: \(width)rem) {
        .matrix-box { overflow: visible; max-height: none; }
        .matrix { table-layout: fixed; }
        .matrix thead th:first-child { width: \(scenario)rem; min-width: \(scenario)rem; }
        .matrix thead th[data-p] { width: \(profile)rem; }
      }

      """
  }

  /// Above this many cells (scenarios × profiles) the matrix is compact: one line per cell, no step details, and
  /// each group (in pages of ``pageSize`` rows) folded in a section that opens in place.
  public static let compactThreshold = ReportModel.leadThreshold
  public static let pageSize = 500
  /// The groups of changes shown for each profile and its reference.
  public static let groupLimit = 50

  /// The profiles' header row; a what-if profile says which profile its Δ compares it with.
  static func header(_ model: ReportModel, into html: inout Page) {
    html.line("<thead><tr><th scope=\"col\">Scenario</th>")
    let references = ReportModel.references(of: model.profiles)
    for (profile, reference) in zip(model.profiles, references) {
      let base =
        Profile.builtIn(id: profile.id) == nil
        ? reference.map { " <span class=\"base\">Δ vs \(e(model.profiles[$0].id))</span>" } ?? ""
        : ""
      html.line(
        "<th scope=\"col\" data-p=\"\(e(profile.id))\">\(e(profile.id))\(base)<br>"
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

  /// The matrix's scroll box, for both axes and at most a window high: the header row sticks to
  /// its top and the scenario column to its left (a box that scrolls one axis only would hold
  /// the sticky header in place while the page scrolls it away). Where every column fits, there
  /// is no box: see ``fitting(_:)``.
  static let box =
    #"<div class="scroll matrix-box" tabindex="0" role="region" aria-label="Matrix, scrolls both ways">"#

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
    html.write(cell.skipped ? "</span> " + skippedMark + " " : "</span> ")
    html.write(html.broken(cell.headline, breakable))
    html.write(" <span class=\"badge\" title=\"")
    let known = cell.verdict == .known
    html.write(known ? e(cell.knownTitle) : cell.verdict.words)
    html.write("\">")
    html.write(cell.verdict.symbol)
    if known { html.write(" " + e(cell.knownRules)) }
    html.write(cell.changed ? "</span> Δ</td>" : "</span></td>")
  }

  static func row(
    _ row: ReportModel.Row, details: inout Details, into html: inout Page
  ) {
    let scenario = row.scenario
    let text = ([scenario.id, scenario.title, scenario.notes ?? ""] + scenario.tags)
      .joined(separator: " ").lowercased()
    html.line(
      "<tr id=\"s-\(e(scenario.id))\" data-tags=\"\(e(JSON.array(scenario.tags.map(JSON.string)).compact()))\" "
        + "data-text=\"\(e(text))\"" + (PublicRecord.holds(scenario) ? " data-public" : "") + ">")
    var header =
      "<th scope=\"row\"><a class=\"permalink\" href=\"#s-\(e(scenario.id))\">\(e(scenario.id))</a>"
      + "<div class=\"title\">\(breakable(scenario.title))</div>"
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
    for cell in row.cells { self.cell(cell, scenario: scenario, details: &details, into: &html) }
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
    if cell.skipped { html.write(" skipped") }
    html.write("\" data-p=\"")
    html.write(profile)
    html.write("\" data-k=\"")
    html.write(String(cell.variant))
    html.write("\">")
  }

  static func cell(
    _ cell: ReportModel.Cell, scenario: Scenario, details: inout Details, into html: inout Page
  ) {
    let id = "c-\(scenario.id)--\(cell.profile)"
    openCell(cell, cell.behaviour, scenario: e(scenario.id), into: &html)
    html.line("")
    let headline = html.broken(cell.headline, breakable)
    html.line(
      "<div class=\"headline\"><span class=\"b\">\(cell.behaviour.symbol)</span> "
        + "\(headline)</div>"
        + "<span class=\"behaviour\">\(cell.behaviour.words)</span> "
        + (cell.skipped ? skippedMark + " " : "")
        + "<span class=\"badge verdict\""
        + (cell.verdict == .known ? " title=\"\(e(cell.knownTitle))\"" : "")
        // A known difference's rule may be long (a parameter's name): its words wrap, so that
        // the column stays as narrow as a phone's.
        + ">\(cell.verdict.symbol) "
        + (cell.verdict == .known
          ? "<span class=\"rule\">\(e(cell.verdictWords))</span>" : e(cell.verdictWords))
        + "</span>"
        + (cell.changed
          ? "<div class=\"delta\"><span class=\"changed-mark\" title=\"changed from "
            + "\(e(cell.reference ?? "the previous profile"))\">Δ</span> "
            + "\(breakable(cell.change ?? "changed"))</div>"
          : ""))
    if !cell.path.isEmpty && cell.path != cell.headline {
      html.line("<div class=\"path muted\">\(e(cell.path))</div>")
    }
    if !cell.grades.isEmpty {
      html.line("<div class=\"evidence\">evidence: \(Grade.words(cell.grades))</div>")
    }
    if cell.outcome != nil {
      html.line("<details><summary>Steps and trace</summary>")
      // The steps while the page has bytes for them beyond the note that would replace them.
      let note = stepsLeftOut(scenario: scenario.id, profile: cell.profile)
      let start = html.count
      let noteBytes = note.utf8.count + 1
      let spare = details.spare
      if !cell.detailsLeftOut && !details.spent
        && html.tentatively(
          { html in steps(cell, scenario: scenario, into: &html) },
          keep: { $0 - start - noteBytes <= spare })
      {
        details.spare -= html.count - start - noteBytes
      } else {
        details.spent = details.spent || !cell.detailsLeftOut
        details.leftOut += 1
        html.line(note)
      }
      let failures = cell.mismatches.filter { !$0.isKnown }
      let known = cell.mismatches.filter(\.isKnown)
      for (items, heading) in [
        (failures, "Differs from the expectation:"), (known, "Known differences, not failures:"),
      ] where !items.isEmpty {
        html.line("<p><strong>\(heading)</strong></p><ul>")
        for item in items { html.line("<li>\(mismatch(item))</li>") }
        html.line("</ul>")
      }
      html.line("</details>")
    }
    html.line(
      "<a class=\"permalink cell-link\" href=\"#\(e(id))\" aria-label=\"Link to \(e(scenario.id)) under \(e(cell.profile))\">#</a>"
    )
    html.line("</td>")
  }

  /// A mismatch in a line: `step 1: interfaceOrientation wanted portrait, got landscapeRight
  /// (evidence: observed)`, a known difference with its rule and reason, a claim that no
  /// longer differs saying so.
  static func mismatch(_ item: Mismatch) -> String { item.line(escape: e, cite: cite) }

  /// A cell's shown steps, and how many it leaves out.
  static func steps(_ cell: ReportModel.Cell, scenario: Scenario, into html: inout Page) {
    html.line("<ol start=\"0\">")
    for step in cell.shownSteps {
      self.step(step, brief: scenario.brief(step: step.index, action: step.action), into: &html)
    }
    html.line("</ol>")
    if let leftOut = cell.leftOut(scenario: scenario.id) {
      html.line("<p class=\"muted\">… \(e(leftOut)).</p>")
    }
  }

  static func step(_ step: StepOutcome, brief: String, into html: inout Page) {
    var text = "<li><strong>\(e(brief))</strong> (device \(e(step.deviceOrientation.name))): "
    if let error = step.error {
      text += "<span class=\"error\">✖ \(e(error.name)): \(e(error.message))</span>"
    } else {
      text += "interface \(step.interfaceOrientation.name)"
      if step.rotated { text += " (rotated)" }
      if step.letterboxed { text += ", letterboxed" }
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
        "<ul class=\"trace\">" + step.trace.map { "<li>\(html.cited($0, cite))</li>" }.joined()
          + "</ul>")
    }
    html.line("</li>")
  }

  /// The mark of a cell with a skipped step, beside its behaviour.
  static let skippedMark =
    "<span class=\"skip\" title=\"\(ReportModel.skippedMeaning)\">"
    + "\(ReportModel.skippedSymbol) \(ReportModel.skippedWords)</span>"

  /// Text escaped, with a line break allowed in a word longer than an orientation name before
  /// each capital of a camel-case run (`UIApplication<wbr>Invalid…`), after a `.`, `/`, `:` or
  /// `_` and before a bracket that follows a letter: an exception or API name never widens its
  /// column, and an orientation name is never broken.
  static func breakable(_ text: String) -> String {
    guard text.utf8.count > 18 else { return e(text) }
    var out = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !out.isEmpty { out += " " }
      guard word.count > 18 else {
        out += e(String(word))
        continue
      }
      // Escaped a run at a time: escaping works character by character, so the runs' escapes
      // are the word's.
      var previous: Character = " "
      var run = ""
      for character in word {
        if character.isUppercase && previous.isLowercase || "./:_".contains(previous)
          || "([".contains(character) && previous.isLetter
        {
          out += e(run) + "<wbr>"
          run = ""
        }
        run.append(character)
        previous = character
      }
      out += e(run)
    }
    return out
  }

  static func e(_ text: String) -> String { escapeHTML(text) }
}
