import RotationCore

/// The report's sections around the matrix: summary, changes, legend, sources and footer.
extension HTMLReport {
  /// The filters, hidden until the script shows them: the page reads fully without it.
  static func controls(_ model: ReportModel, into html: inout Page) {
    html.line(#"<form class="controls" id="controls" hidden role="search">"#)
    html.line(
      #"<label>Search <input type="search" id="q" placeholder="id, title, note..."></label>"#)
    html.line(#"<label>Tag <select id="tag"><option value="">All tags</option>"#)
    for tag in model.tags { html.line("<option>\(e(tag))</option>") }
    html.line("</select></label>")
    html.line(#"<fieldset class="profiles"><legend>Profiles shown</legend>"#)
    for profile in model.profiles {
      html.line(
        "<label title=\"\(e(profile.name))\"><input type=\"checkbox\" name=\"p\" "
          + "value=\"\(e(profile.id))\" checked> \(e(profile.id))</label>")
    }
    html.line(#"<button type="button" id="all-profiles">All</button></fieldset>"#)
    let options = model.profiles.map { "<option>\(e($0.id))</option>" }.joined()
    html.line(
      #"<fieldset class="compare"><legend>Compare</legend><select id="compare-a" "#
        + #"aria-label="First profile"><option value="">–</option>"# + options
        + #"</select> <label>with <select id="compare-b"><option value="">–</option>"#
        + options + "</select></label></fieldset>")
    html.line(
      #"<fieldset><legend>Only scenarios that</legend>"#
        + #"<label><input type="checkbox" name="only" value="changed"> change between the profiles shown</label> "#
        + #"<label><input type="checkbox" name="only" value="differs"> differ from the expectation</label> "#
        + #"<label><input type="checkbox" name="only" value="crashes"> crash</label>"#
        + (model.rows.contains { PublicRecord.holds($0.scenario) }
          ? #" <label><input type="checkbox" name="only" value="public"> come from a public report</label>"#
          : "") + "</fieldset>")
    html.line("<output id=\"count\"></output>")
    html.line("</form>")
  }

  /// The counts per profile; on a phone each profile's row is a card of labelled counts.
  static func summary(_ model: ReportModel, into html: inout Page) {
    html.line(#"<section aria-labelledby="summary-title">"#)
    html.line(#"<h2 id="summary-title">Summary</h2>"#)
    html.line(#"<div class="scroll"><table class="summary">"#)
    html.line(
      "<caption>Outcomes per profile; Δ counts those that differ from the previous version's "
        + "(a what-if profile's: from its base's)</caption>")
    // Known differences (catalogue-format §9.2) have a column where there are any.
    let known = model.hasKnownDifferences
    html.line(
      "<thead><tr><th scope=\"col\">Profile</th><th scope=\"col\">Scenarios</th>"
        + "<th scope=\"col\">✓ Match</th><th scope=\"col\">✗ Differ</th>"
        + (known ? "<th scope=\"col\">✗ Known difference</th>" : "")
        + "<th scope=\"col\">– No expectation</th><th scope=\"col\">Crashes</th>"
        + "<th scope=\"col\">Δ Changed</th></tr></thead>")
    html.line("<tbody>")
    for (profile, summary) in zip(model.profiles, model.summaries) {
      let counts =
        [
          ("Scenarios", summary.scenarios), ("✓ Match", summary.matches),
          ("✗ Differ", summary.differs),
        ]
        + (known ? [("✗ Known", summary.known)] : [])
        + [
          ("– None", summary.unchecked), ("Crashes", summary.crashes),
          ("Δ Changed", summary.changed),
        ]
      html.line(
        "<tr><th scope=\"row\">\(e(profile.id)) <span class=\"muted\">\(e(profile.name))</span></th>"
          + counts.map { "<td data-label=\"\($0.0)\">\($0.1)</td>" }.joined() + "</tr>")
    }
    html.line("</tbody></table></div></section>")
  }

  /// What changes between each profile and its reference (the previous version, or a what-if
  /// profile's base), grouped by change with the dimensions
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

  /// What the colours and symbols mean; with `known`, what a known difference is.
  static func legend(known: Bool, into html: inout Page) {
    let items = ReportModel.Behaviour.allCases.filter { $0 != .notRun }.map {
      "<li class=\"\($0.cssClass)\"><span class=\"b\">\($0.symbol)</span> \($0.words)</li>"
    }
    html.line(
      "<ul class=\"legend\" aria-label=\"What UIKit did\">" + items.joined()
        + "<li>\(skippedMark) beside it: \(ReportModel.skippedMeaning)</li>"
        + "<li>✓ matches the expectation, ✗ differs, – none"
        + (known
          ? "; ✗ with a rule: a known difference, not a failure (the engine keeps its reading "
            + "for now)"
          : "")
        + "</li><li>Δ changed from the previous "
        + "version (a what-if profile: from its base)</li></ul>")
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

  /// The links of a part page to the site's entry page and to the previous and next parts.
  static func navigation(_ links: SiteLinks, into html: inout Page) {
    var items = ["<a href=\"\(e(links.up.href))\">\(e(links.up.text))</a>"]
    if let previous = links.previous {
      items.append("<a rel=\"prev\" href=\"\(e(previous.href))\">← \(e(previous.text))</a>")
    }
    if let next = links.next {
      items.append("<a rel=\"next\" href=\"\(e(next.href))\">\(e(next.text)) →</a>")
    }
    html.line(
      "<nav aria-label=\"Report pages\"><p>" + items.joined(separator: " · ") + "</p></nav>")
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
}
