import RotationCore

/// The compatibility report as GitHub-flavoured Markdown: a table per group and a details
/// section per scenario. Every user string is escaped. Pure: the same model gives the same bytes.
public enum MarkdownReport {
  /// The most bytes a report holds: a code host renders a file of up to about 2 MB (GitHub:
  /// "generally less than 2 MB"). Past them, the details of the last scenarios (then, were
  /// even that not enough, their rows) are left out, saying so and how to see them.
  public static let pageBytes = 2_000_000
  /// The bytes kept for the notes saying what the matrix leaves out.
  static let noteBytes = 4_096

  /// Renders the report: at most `budget` bytes, showing the profiles whose own parts of the
  /// report fit ``ReportModel/profileBytes``.
  public static func render(_ model: ReportModel, budget: Int = pageBytes) -> String {
    let shown = model.fitting(within: ReportModel.profileBytes) {
      report($0, budget: .max).utf8.count
    }
    return report(shown, budget: budget)
  }

  /// The report of the model's profiles, at most `budget` bytes. A part page of a site
  /// (``CompatibilitySite``) has `links` to the others.
  static func report(_ model: ReportModel, budget: Int, links: SiteLinks? = nil) -> String {
    let known = model.hasKnownDifferences
    var out = "# \(md(model.title))\n\n"
    if let links { out += navigation(links) }
    out +=
      "\(model.scenarioCount) scenarios under \(model.profiles.count + model.profilesLeftOut) "
      + "OS behaviour profiles, from run "
      + "\(model.provenance.runID). Each cell shows what UIKit did ("
      + ReportModel.Behaviour.allCases.filter { $0 != .notRun }.map { "\($0.symbol) \($0.words)" }
      .joined(separator: ", ")
      + "; \(ReportModel.skippedSymbol) \(ReportModel.skippedWords) beside it: "
      + "\(ReportModel.skippedMeaning)), the outcome of the last step and whether it matches the "
      + "recorded expectation: ✓ matches, ✗ differs, – no expectation"
      + (known
        ? ", ✗ known difference (RULE): it differs where the record says it does, not a failure "
          + "(the engine keeps its reading for now)"
        : "")
      + "; Δ marks an outcome that "
      + "differs from the previous version's (a what-if profile's: from its base's).\n\n"
    if let note = model.profilesNote(code: { "`\($0)`" }) { out += note + "\n\n" }
    out += summary(model)
    // What follows the matrix is made first: the matrix takes what it leaves.
    let citations = model.isLarge ? [] : model.citations(traces: false)
    var end = ""
    if !citations.isEmpty {
      end += "\n## Sources\n\n"
      for source in citations {
        let label = ReportModel.citation(source.key)
        end +=
          "- <a id=\"\(ReportModel.anchor(source.key))\"></a>**\(md(label))** \(md(source.title))"
          + (source.url.map { ": <\($0)>" } ?? "") + "\n"
      }
    }
    if let links { end += "\n" + navigation(links) }
    end += provenance(model.provenance)
    if model.isLarge {
      out += divergences(model)
      out +=
        "\n## Compatibility matrix\n\nThe matrix of \(model.scenarioCount) scenarios is left out: "
        + "above \(ReportModel.leadThreshold) cells (scenarios × profiles) the Markdown report "
        + "gives the summary and "
        + "what changes between versions, so that a code host renders it. "
        + (model.rowsOmitted ? "" : "`rotationdb report` gives the matrix as HTML; ")
        + "`rotationdb report --tag T --format md` gives the matrix of the scenarios with a tag, "
        + "`rotationdb diff --profiles A B` the scenarios that change, and `rotationdb explain ID "
        + "--profile P` one cell.\n"
    } else {
      out += matrix(model, room: budget - out.utf8.count - end.utf8.count, budget: budget)
    }
    return out + end
  }

  /// The Summary section: the counts per profile.
  static func summary(_ model: ReportModel) -> String {
    let known = model.hasKnownDifferences
    var out = "## Summary\n\n"
    // Known differences (catalogue-format §9.2) have a column where there are any.
    out +=
      "| Profile | Scenarios | ✓ Match | ✗ Differ | " + (known ? "✗ Known difference | " : "")
      + "– No expectation | Crashes | Δ Changed |\n"
    out += "|---|--:|--:|--:|" + (known ? "--:|" : "") + "--:|--:|--:|\n"
    for (profile, summary) in zip(model.profiles, model.summaries) {
      out +=
        "| \(md(profile.id)) (\(md(profile.name))) | \(summary.scenarios) | \(summary.matches) | "
        + "\(summary.differs) | " + (known ? "\(summary.known) | " : "")
        + "\(summary.unchecked) | \(summary.crashes) | \(summary.changed) |\n"
    }
    return out
  }

  /// The Provenance section: run, engine version, catalogue and profile hashes.
  static func provenance(_ provenance: ReportModel.Provenance) -> String {
    var out = "\n## Provenance\n\n"
    out += "- Run: \(provenance.runID)\n"
    out += "- Engine version: \(md(provenance.engineVersion))\n"
    out += "- Catalogue hash: `\(provenance.catalogueHash)`\n"
    for profile in provenance.profileHashes {
      out += "- Profile \(md(profile.id)): `\(profile.hash)`\n"
    }
    if let generatedAt = provenance.generatedAt { out += "- Generated: \(md(generatedAt))\n" }
    return out
  }

  /// The groups of changes shown for each profile and its reference, and the most bytes
  /// they take together: the report stays under a megabyte.
  public static let groupLimit = 20
  public static let divergenceBudget = 900_000

  /// What changes between each profile and its reference (the previous version, or a
  /// what-if profile's base), as `diff --profiles` groups it.
  static func divergences(_ model: ReportModel, budget: Int = divergenceBudget) -> String {
    var out = "\n## What changes between versions\n"
    let changing = model.divergences.filter { $0.total > 0 }
    if changing.isEmpty {
      out += "\nNo scenario behaves differently under one profile and the next.\n"
    }
    for divergence in changing {
      let (a, b) = (md(divergence.first), md(divergence.second))
      out +=
        "\n### \(a) → \(b): \(divergence.total) of \(divergence.compared) scenarios behave "
        + "differently\n\n"
      var shown = 0
      var table = "| Scenarios | Change | Where |\n|--:|---|---|\n"
      for group in divergence.groups.prefix(groupLimit) {
        let line =
          "| \(group.count) | \(md(group.change)) | "
          + group.clauses(maxValues: 4).map(md).joined(separator: "; ") + " |\n"
        guard out.utf8.count + table.utf8.count + line.utf8.count < budget else { break }
        table += line
        shown += 1
      }
      if shown > 0 { out += table + "\n" }
      out +=
        "\(divergence.groups.count) groups"
        + (divergence.groups.count > shown ? ", the largest \(shown) shown" : "")
        + "; `rotationdb diff --profiles \(divergence.first) \(divergence.second)` lists them all.\n"
    }
    return out
  }

  /// The matrix, a table per group, and a details section per scenario, in at most `room`
  /// bytes: rows while they fit, then the details of the rows shown while they fit, each part
  /// saying what it leaves out.
  static func matrix(_ model: ReportModel, room: Int, budget: Int) -> String {
    let room = room - noteBytes
    var out = ""
    var shown = 0
    tables: for group in model.groups {
      var table = "\n## \(md(group.name))\n\n"
      table += "| Scenario | " + model.profiles.map { md($0.id) }.joined(separator: " | ") + " |\n"
      table += "|---|" + String(repeating: "---|", count: model.profiles.count) + "\n"
      for row in group.rows {
        let line = matrixLine(row)
        guard out.utf8.count + table.utf8.count + line.utf8.count <= room else { break tables }
        out += table + line
        table = ""
        shown += 1
      }
    }
    let rows = model.rows
    if shown < rows.count {
      out +=
        "\nThe matrix shows the first \(shown) of \(rows.count) scenarios: this report holds at "
        + "most \(ReportModel.size(budget)). `rotationdb report` gives the matrix as HTML, "
        + "`rotationdb report --tag T --format md` the matrix of the scenarios with a tag, and "
        + "`rotationdb explain ID --profile P` one cell.\n"
    }
    out += "\n## Details\n"
    var detailed = 0
    for row in rows.prefix(shown) {
      let text = details(row)
      guard out.utf8.count + text.utf8.count <= room else { break }
      out += text
      detailed += 1
    }
    if detailed < shown {
      out +=
        "\nThe details of the last \(shown - detailed) scenarios of the matrix are left out: this "
        + "report holds at most \(ReportModel.size(budget)). `rotationdb report` gives them as "
        + "HTML, and `rotationdb explain ID --profile P` tells one cell's steps.\n"
    }
    return out
  }

  /// A scenario's line in its group's table.
  static func matrixLine(_ row: ReportModel.Row) -> String {
    let scenario = row.scenario
    var line = "| [\(md(scenario.id))](#s-\(scenario.id)) \(md(scenario.title))"
    line += PublicRecord.reports(of: scenario).map { " [report](<\($0)>)" }.joined() + " | "
    return line + row.cells.map { cellText($0) }.joined(separator: " | ") + " |\n"
  }

  /// The links of a part page to the site's entry page and to the previous and next parts.
  static func navigation(_ links: SiteLinks) -> String {
    var items = ["[\(md(links.up.text))](\(links.up.href))"]
    if let previous = links.previous { items.append("[← \(md(previous.text))](\(previous.href))") }
    if let next = links.next { items.append("[\(md(next.text)) →](\(next.href))") }
    return items.joined(separator: " · ") + "\n\n"
  }

  static func md(_ text: String) -> String { md(text, atLineStart: false) }

  /// A user string, escaped, with the web address it starts with as a link (a report of the
  /// public record: http or https only, so a `javascript:` link stays text) and each citation
  /// of a known source linked to its entry in the Sources section.
  static func cite(_ text: String) -> String {
    if let (url, rest) = PublicRecord.address(in: text) { return "<\(url)>" + cite(String(rest)) }
    var out = md(text)
    for key in Source.keysCited(in: text) where Source.named(key) != nil {
      let shown = md(ReportModel.citation(key))
      out = out.replacing(shown, with: "[\(shown)](#\(ReportModel.anchor(key)))")
    }
    return out
  }

  /// A cell in a table: what UIKit did, a skipped step beside it, the last step's outcome, the
  /// verdict, and (when `full`) Δ and the evidence.
  static func cellText(_ cell: ReportModel.Cell, full: Bool = true) -> String {
    var text = "\(cell.behaviour.symbol) "
    if cell.skipped { text += "\(ReportModel.skippedSymbol) \(ReportModel.skippedWords) " }
    text += "\(md(cell.headline)) \(cell.verdict.symbol)"
    if cell.verdict == .known { text += " known difference (\(md(cell.knownRules)))" }
    guard full else { return text }
    if cell.changed { text += " Δ" }
    if !cell.grades.isEmpty { text += " <sub>\(Grade.words(cell.grades))</sub>" }
    return text
  }

  static func details(_ row: ReportModel.Row) -> String {
    let scenario = row.scenario
    var out =
      "\n<a id=\"s-\(scenario.id)\"></a>\n\n### \(md(scenario.id)): \(md(scenario.title))\n\n"
    out += "Device: \(scenario.device.displayName); \(md(row.changes)). "
    out += md(ReportModel.configuration(scenario))
    if !scenario.tags.isEmpty { out += ". Tags: " + scenario.tags.map(md).joined(separator: ", ") }
    out += ".\n"
    if let notes = scenario.notes { out += "\n\(md(notes, atLineStart: true))\n" }
    if !scenario.sources.isEmpty {
      out += "\nSources: " + scenario.sources.map(cite).joined(separator: "; ") + "\n"
    }
    out += "\n"
    for cell in row.cells {
      out += "- **\(md(cell.profile))**: \(cell.verdict.symbol) \(md(cell.verdictWords))"
      if cell.changed {
        out +=
          ", Δ " + md(cell.change ?? "changed from \(cell.reference ?? "the previous profile")")
      }
      out += ". "
      if cell.detailsLeftOut {
        out +=
          "Steps left out: the report keeps steps only up to its size. `rotationdb explain "
          + "\(scenario.id) --profile \(cell.profile)` tells them."
      } else if cell.outcome != nil {
        out +=
          cell.shownSteps.map { step in
            let brief = scenario.brief(step: step.index, action: step.action)
            var text = "\(step.index) \(md(brief)): "
            if let error = step.error { return text + "crash (\(md(error.name)))" }
            text += step.interfaceOrientation.name + (step.rotated ? " (rotated)" : "")
            if step.letterboxed { text += " (letterboxed)" }
            if step.skipped { text += " (\(ReportModel.skippedWords))" }
            if step.statusBarOrientation != step.interfaceOrientation {
              text += ", status bar \(step.statusBarOrientation.name)"
            }
            if let transform = step.manualTransform { text += ", " + md(transform.spoken) }
            return text
          }.joined(separator: "; ") + "."
        if let leftOut = cell.leftOut(scenario: scenario.id) { out += " … \(md(leftOut))." }
      } else {
        out += "Not run."
      }
      out += "\n"
      for item in cell.mismatches { out += "  - " + mismatch(item) + "\n" }
    }
    return out
  }

  /// A mismatch in a line: `step 1: interfaceOrientation wanted portrait, got landscapeRight
  /// (evidence: observed)`, a known difference with its rule and reason, a claim that no
  /// longer differs saying so.
  static func mismatch(_ item: Mismatch) -> String { item.line(escape: md, cite: cite) }

  /// Escapes a user string for Markdown: inline punctuation is backslash-escaped, HTML is
  /// written as entities, line breaks become spaces, and control and bidi characters visible
  /// text. At the start of a line (`atLineStart`), a leading character that would start a
  /// heading or list is escaped too.
  public static func md(_ text: String, atLineStart: Bool = false) -> String {
    var out = text
    if !out.withUTF8(neverEscaped) { out = escaped(text) }
    guard atLineStart else { return out }
    if let first = out.first, "#-+=".contains(first) { out = "\\" + out }
    if let dot = out.firstIndex(where: { !$0.isNumber }), dot != out.startIndex,
      out[dot] == "." || out[dot] == ")"
    {
      out.insert("\\", at: dot)
    }
    return out
  }

  /// Whether every byte is one that no Markdown or HTML reads specially: letters, digits, the
  /// space and plain punctuation. Most titles and ids are, and go through as they are (a debug
  /// build walked their characters one by one: a tenth of a debug `publish`).
  private static func neverEscaped(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      // a-z, A-Z, 0-9; the space ! # ' ( ) + , - . / : ; = ? (numbers: a debug build calls
      // `UInt8(ascii:)` at each comparison)
      case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: break
      case 0x20, 0x21, 0x23, 0x27, 0x28, 0x29, 0x2B, 0x2C, 0x2D, 0x2E, 0x2F, 0x3A, 0x3B, 0x3D,
        0x3F:
        break
      default: return false
      }
      index += 1
    }
    return true
  }

  /// ``md(_:atLineStart:)``'s escapes, character by character.
  private static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "|", "~": out += "\\" + String(character)
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\n", "\r", "\r\n": out += " "
      case _ where character.unicodeScalars.contains(where: { $0.isShownEscaped }):
        // A control or bidi control shows as `\u{202E}`, its backslash escaped in turn.
        for scalar in character.unicodeScalars {
          out += scalar.isShownEscaped ? "\\" + scalar.escapedText : String(scalar)
        }
      default: out.append(character)
      }
    }
    return out
  }
}
