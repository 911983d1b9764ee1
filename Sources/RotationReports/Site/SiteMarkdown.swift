import RotationCore

/// The site's Markdown twins, for readers on a code host.
enum SiteMarkdown {
  static func md(_ text: String) -> String { MarkdownReport.md(text) }

  static func index(_ site: Site.Data) -> String {
    var out = "# Rotation behaviour record\n\n"
    out +=
      "\(site.pages.count) questions about how UIKit decides the interface orientation, each "
      + "answered under every OS profile by the rule engine, with the public reports that agree "
      + "and those that do not. [The same with search](index.html).\n"
    for area in site.areas {
      out += "\n## \(md(area.name))\n\n"
      for page in area.pages {
        out +=
          "- [\(md(page.behaviour.question))](\(Site.folder)/\(page.behaviour.id).md): "
          + md(SiteHTML.summary(page.answer)) + "\n"
      }
    }
    return out + "\n" + MarkdownReport.provenance(site.model.provenance) + "\n"
  }

  static func page(_ page: Site.Page, _ site: Site.Data) -> String {
    let behaviour = page.behaviour
    var out = "[All questions](../index.md)"
    if let area = behaviour.area { out += " · \(md(area))" }
    out += "\n\n# \(md(behaviour.question))\n\n"
    if let newest = page.answer.newest {
      let changes = page.answer.changes
      out +=
        "Under \(md(newest.profiles.last ?? "")): **\(md(newest.value.words))**. "
        + (changes.isEmpty
          ? "The same under every profile."
          : "It changed at \(md(changes.joined(separator: ", "))).")
        + "\n\n"
    }
    out += "| | " + site.profiles.map { md($0.id) }.joined(separator: " | ") + " |\n"
    out += "|---|" + String(repeating: "---|", count: site.profiles.count) + "\n"
    out += row("Answer", page.answer, site)
    for variant in page.variants { out += row(variant.label, variant.answer, site) }
    if let notes = behaviour.notes {
      out += "\n## Notes\n\n\(MarkdownReport.md(notes, atLineStart: true))\n"
    }
    out += "\n## Reports, by answer\n"
    for (range, reports) in zip(page.answer.ranges, page.reports) where !page.evidence.isEmpty {
      let (against, agree) = (reports.against, reports.agree)
      out +=
        "\n### Under \(md(SiteHTML.span(range.profiles))): \(md(range.value.words))\n\n"
        + "\(agree.count) agree, \(against.count) do not.\n\n"
      for claim in against + agree { out += item(claim) }
    }
    if let scenario = page.answer.scenario {
      out +=
        "\n## How the engine decides\n\nScenario `\(scenario.id)`: \(md(scenario.title)); the "
        + "answer is step \(page.answer.reference.step)'s `\(page.answer.reference.field)`. "
        + "`rotationdb explain @builtin \(scenario.id) --profile "
        + "\(page.answer.newest?.first ?? "")` tells every rule and its source.\n"
    }
    if !behaviour.aliases.isEmpty {
      out += "\nAlso asked as: \(md(behaviour.aliases.joined(separator: " · "))).\n"
    }
    return out
  }

  static func row(_ label: String, _ answer: Site.Answer, _ site: Site.Data) -> String {
    let byProfile = Dictionary(
      answer.values.map { ($0.profile, $0.value.words) }, uniquingKeysWith: { a, _ in a })
    return "| \(md(label)) | "
      + site.profiles.map { md(byProfile[$0.id] ?? "not run") }.joined(separator: " | ") + " |\n"
  }

  static func item(_ claim: Site.Claim) -> String {
    let mark = claim.agreement == .holds ? "✓" : "✗ \(claim.agreement.rawValue):"
    var out =
      "- \(mark) \(md(claim.scenario.title)) (\(md(claim.profiles.joined(separator: ", "))), "
      + "step \(claim.expectation.step); \(md(claim.grade.words)))"
    if let quote = claim.quote, !quote.isEmpty { out += ": \(md(quote))" }
    if let address = claim.address { out += " <\(address)>" }
    if let known = claim.expectation.knownDifference {
      out += " Why the engine differs (\(md(known.rule))): \(md(known.reason))"
    }
    return out + "\n"
  }
}
