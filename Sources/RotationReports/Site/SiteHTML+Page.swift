import RotationCore

/// A behaviour's page: the question, the answer per profile as caniuse shows support, the
/// reports for and against each range, variants, notes and how the engine decides.
extension SiteHTML {
  static func page(_ page: Site.Page, _ site: Site.Data) -> String {
    let behaviour = page.behaviour
    var html = head(behaviour.question)
    html += "<body>\n<main>\n<p class=\"muted\"><a href=\"../index.html\">All questions</a>"
    if let area = behaviour.area { html += " · \(e(area))" }
    html += "</p>\n<h1>\(e(behaviour.question))</h1>\n"
    html += headline(page.answer, site)
    html += "<h2 id=\"answer\">Answer by profile</h2>\n"
    html += support("Answer", page.answer, row: 0, page: page, site: site)
    for (index, variant) in page.variants.enumerated() {
      html += support(variant.label, variant.answer, row: index + 1, page: page, site: site)
    }
    html += legend(page, site)
    if let notes = behaviour.notes { html += "<h2>Notes</h2>\n<p>\(e(notes))</p>\n" }
    html += "<h2 id=\"reports\">Reports, by answer</h2>\n"
    if page.evidence.isEmpty {
      html += "<p>No scenario carries this question's tags: no report is filed under it.</p>\n"
    }
    for (range, claims) in zip(page.answer.ranges, page.reports) where !page.evidence.isEmpty {
      html += reports(range, claims)
    }
    html += decides(page.answer, site)
    if !behaviour.aliases.isEmpty {
      html +=
        "<p class=\"muted\">Also asked as: \(e(behaviour.aliases.joined(separator: " · ")))</p>\n"
    }
    html +=
      "</main>\n<footer><p class=\"muted\"><a href=\"\(e(behaviour.id)).md\">This page in "
      + "Markdown</a> · <a href=\"../index.html\">All questions</a> · "
      + "\(e(MarkdownReport.provenance(site.model.provenance)))</p></footer>\n"
    return html + "</body>\n</html>\n"
  }

  /// Today's answer first, where the eye lands, then where it changed.
  static func headline(_ answer: Site.Answer, _ site: Site.Data) -> String {
    guard let newest = answer.newest else {
      return "<p class=\"headline\">No outcome: the answer's scenario is not in this run.</p>\n"
    }
    let name = site.profiles.first { $0.id == newest.profiles.last }?.name ?? ""
    let changes = answer.changes
    return "<p class=\"headline\">Under \(e(newest.profiles.last ?? "")) (\(e(name))): "
      + "<strong>\(e(newest.value.words))</strong>. "
      + (changes.isEmpty
        ? "The same under every profile."
        : "It changed at \(e(changes.joined(separator: ", "))).") + "</p>\n"
  }

  /// One row of ranges, oldest to newest, the newest outlined; a range of the main answer links
  /// to its reports.
  static func support(
    _ label: String, _ answer: Site.Answer, row: Int, page: Site.Page, site: Site.Data
  ) -> String {
    var html = "<p><strong>\(e(label))</strong>"
    if let scenario = answer.scenario, row > 0 {
      html += " <span class=\"muted\">(\(e(scenario.title)))</span>"
    }
    html += "</p>\n<div class=\"support\" data-row=\"\(row)\">\n"
    for (index, range) in answer.ranges.enumerated() {
      let newest = index == answer.ranges.count - 1 ? " newest" : ""
      let names = range.profiles.compactMap { id in site.profiles.first { $0.id == id }?.name }
      let against = row == 0 ? page.reports[index].against.count : 0
      let inner =
        "<small>\(e(range.profiles.joined(separator: " · ")))</small>\(e(range.value.words))"
        + (against > 0
          ? " <span class=\"against\" title=\"reports that disagree\">✗ \(against)</span>" : "")
      let attributes =
        "class=\"\(answer.hue(of: range.value))\(newest)\" title=\"\(e(names.joined(separator: ", ")))\" "
        + "data-profiles=\"\(e(range.profiles.joined(separator: " ")))\" "
        + "data-value=\"\(e(range.value.words))\""
      html +=
        row == 0 && !page.evidence.isEmpty
        ? "<a href=\"#r-\(e(anchor(range.first)))\" \(attributes)>\(inner)</a>\n"
        : "<span \(attributes)>\(inner)</span>\n"
    }
    return html + "</div>\n"
  }

  /// A profile id as an anchor: `6+` is `6-plus`.
  static func anchor(_ profile: String) -> String {
    String(
      profile.map {
        $0.isLetter || $0.isNumber || $0 == "-" ? String($0) : $0 == "+" ? "-plus" : "-"
      }
      .joined())
  }

  static func legend(_ page: Site.Page, _ site: Site.Data) -> String {
    var html =
      "<p class=\"muted\">Each box is a range of neighbouring profiles with the same answer, "
    html += "oldest first; the outlined box is the newest. ✗ N: reports filed under this question "
    html +=
      "that the engine's outcome disagrees with (known differences), in the range's reports below. "
    html += "Profiles: "
    html += site.profiles.map { "\(e($0.id)) = \(e($0.name))" }.joined(separator: "; ")
    return html + ".</p>\n"
  }

  /// The reports whose claims apply under a range: those that agree, then those that do not.
  static func reports(_ range: Site.Answer.Range, _ reports: Site.Page.Reports) -> String {
    let (against, agree) = (reports.against, reports.agree)
    var html =
      "<section id=\"r-\(e(anchor(range.first)))\">\n<h3>Under \(e(span(range.profiles))): "
      + "\(e(range.value.words))</h3>\n"
    html +=
      "<p>\(agree.count) \(agree.count == 1 ? "claim agrees" : "claims agree"), "
      + "\(against.count) \(against.count == 1 ? "does" : "do") not.</p>\n"
    if !against.isEmpty {
      html += "<p><strong>Against</strong></p>\n<ul>\n"
      for claim in against { html += item(claim) }
      html += "</ul>\n"
    }
    if !agree.isEmpty {
      html += "<details><summary>For (\(agree.count))</summary>\n<ul>\n"
      for claim in agree { html += item(claim) }
      html += "</ul>\n</details>\n"
    }
    return html + "</section>\n"
  }

  /// One claim: its scenario, what it states, the report's words and grade, and whether the
  /// engine agrees.
  static func item(_ claim: Site.Claim) -> String {
    let scenario = claim.scenario
    let stated = claim.expectation.statedFields.map { "\($0.0) \(PublicRecordReport.words($0.1))" }
    let brief = scenario.brief(
      step: claim.expectation.step, action: "step \(claim.expectation.step)")
    var html = "<li class=\"claim\">"
    if claim.agreement != .holds {
      html += "<span class=\"against\">✗ \(e(claim.agreement.rawValue))</span> "
    }
    html += "<strong>\(e(scenario.title))</strong> "
    html +=
      "<span class=\"muted\">(\(e(claim.profiles.joined(separator: ", "))), step "
      + "\(claim.expectation.step): \(e(brief)); \(e(stated.joined(separator: ", ")))"
      + "; \(e(claim.grade.words)))</span>"
    if let quote = claim.quote, !quote.isEmpty { html += "<blockquote>\(e(quote))</blockquote>" }
    if let address = claim.address { html += "<a href=\"\(e(address))\">\(e(address))</a>" }
    if let known = claim.expectation.knownDifference {
      html +=
        "<br><span class=\"muted\">Why the engine differs (\(e(known.rule))): \(e(known.reason))</span>"
    }
    return html + "</li>\n"
  }

  /// The answer's scenario and, for each range, the engine's trace of its step.
  static func decides(_ answer: Site.Answer, _ site: Site.Data) -> String {
    guard let scenario = answer.scenario else { return "" }
    var html = "<h2 id=\"engine\">How the engine decides</h2>\n"
    html +=
      "<p>Scenario <code>\(e(scenario.id))</code>: \(e(scenario.title)) (\(scenario.device.displayName)). "
      + "The answer is its step \(answer.reference.step) "
      + "(\(e(scenario.brief(step: answer.reference.step, action: "step"))))'s "
      + "<code>\(e(answer.reference.field))</code>.</p>\n<ol start=\"0\">\n"
    for index in scenario.steps.indices {
      html += "<li>\(e(scenario.brief(step: index, action: "step")))</li>\n"
    }
    html += "</ol>\n"
    for range in answer.ranges {
      guard let trace = answer.traces[range.first], !trace.isEmpty else { continue }
      html +=
        "<details><summary>Under \(e(range.first)): \(e(range.value.words))</summary>\n<pre>"
        + e(trace.joined(separator: "\n")) + "</pre></details>\n"
    }
    html +=
      "<p class=\"muted\">Step by step, with every rule's source: <code>rotationdb explain "
      + "@builtin \(e(scenario.id)) --profile \(e(answer.newest?.first ?? ""))</code></p>\n"
    return html
  }
}
