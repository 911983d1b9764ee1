import RotationCore

/// Diff reports in Markdown and HTML: `diff --profiles` and `diff --runs`. Pure.
public enum DiffReport {
  public static func markdown(profiles divergence: Divergence) -> String {
    let md = MarkdownReport.md
    let (a, b) = (divergence.first, divergence.second)
    var out = "# Outcomes that differ between \(md(a)) and \(md(b))\n\n"
    guard divergence.total > 0 else {
      return out + "No scenario behaves differently (\(divergence.compared) compared).\n"
    }
    out += "\(divergence.total) of \(divergence.compared) scenarios behave differently.\n\n"
    out += "## By change\n\n| Scenarios | Change | Where |\n|--:|---|---|\n"
    let alone = divergence.loneScenarios()
    for group in divergence.groups {
      let confinedTo =
        alone[group.change].map { "scenario \(md($0))" }
        ?? group.clauses(maxValues: 6).map(md).joined(separator: "; ")
      out += "| \(group.count) | \(md(group.change)) | \(confinedTo) |\n"
    }
    out += "\n## Scenarios\n\n"
    out += "| Scenario | Step | \(md(a)) | \(md(b)) | Steps differing |\n|---|--:|---|---|--:|\n"
    for item in divergence.differences {
      out +=
        "| \(md(item.scenario)) \(md(item.title)) | \(item.step) \(md(item.action)) | "
        + "\(md(item.first?.description ?? "not reached")) | \(md(item.second?.description ?? "not reached")) | "
        + "\(item.differingSteps) |\n"
    }
    if divergence.total > divergence.differences.count {
      out += "\n\(divergence.total - divergence.differences.count) more are not listed.\n"
    }
    return out
  }

  public static func html(profiles divergence: Divergence) -> String {
    let e = escapeHTML
    let (a, b) = (divergence.first, divergence.second)
    var page = Page(title: "Outcomes that differ between \(a) and \(b)")
    page.line("<main><h1>\(e("Outcomes that differ between \(a) and \(b)"))</h1>")
    guard divergence.total > 0 else {
      page.line("<p>No scenario behaves differently (\(divergence.compared) compared).</p></main>")
      return page.finish()
    }
    page.line("<p>\(divergence.total) of \(divergence.compared) scenarios behave differently.</p>")
    page.line(
      "<h2>By change</h2><table><caption>Groups of scenarios with the same change, and the dimension values they are confined to</caption>"
    )
    page.line(
      "<thead><tr><th scope=\"col\">Scenarios</th><th scope=\"col\">Change</th><th scope=\"col\">Where</th></tr></thead><tbody>"
    )
    let alone = divergence.loneScenarios()
    for group in divergence.groups {
      let confinedTo =
        alone[group.change].map { "scenario <a href=\"#s-\(e($0))\">\(e($0))</a>" }
        ?? group.clauses(maxValues: .max).map(e).joined(separator: "<br>")
      page.line(
        "<tr><td>\(group.count)</td><th scope=\"row\">\(e(group.change))</th><td>\(confinedTo)</td></tr>"
      )
    }
    page.line("</tbody></table>")
    page.line("<h2>Scenarios</h2><table><caption>\(divergence.differences.count) listed</caption>")
    page.line(
      "<thead><tr><th scope=\"col\">Scenario</th><th scope=\"col\">First differing step</th>"
        + "<th scope=\"col\">\(e(a))</th><th scope=\"col\">\(e(b))</th>"
        + "<th scope=\"col\">Steps differing</th></tr></thead><tbody>")
    for item in divergence.differences {
      page.line(
        "<tr id=\"s-\(e(item.scenario))\"><th scope=\"row\">\(e(item.scenario))<br>"
          + "<span class=\"muted\">\(e(item.title))</span></th>"
          + "<td>\(item.step) \(e(item.action))</td>"
          + "<td>\(e(item.first?.description ?? "not reached"))</td>"
          + "<td>\(e(item.second?.description ?? "not reached"))</td>"
          + "<td>\(item.differingSteps)</td></tr>")
    }
    page.line("</tbody></table></main>")
    return page.finish()
  }

  public static func markdown(runs changes: [RunChange], _ first: Int, _ second: Int) -> String {
    let md = MarkdownReport.md
    var out = "# Changes from run \(first) to run \(second)\n\n"
    guard !changes.isEmpty else { return out + "No outcome changed.\n" }
    out += "| Change | Scenario | Profile | Detail |\n|---|---|---|---|\n"
    for change in changes {
      let detail = ([change.detail] + change.steps).map(md).joined(separator: "<br>")
      out +=
        "| \(change.kind.words) | \(md(change.scenario)) | \(md(change.profile)) | \(detail) |\n"
    }
    return out
  }

  public static func html(runs changes: [RunChange], _ first: Int, _ second: Int) -> String {
    let e = escapeHTML
    var page = Page(title: "Changes from run \(first) to run \(second)")
    page.line("<main><h1>Changes from run \(first) to run \(second)</h1>")
    if changes.isEmpty {
      page.line("<p>No outcome changed.</p></main>")
      return page.finish()
    }
    page.line("<table><caption>\(changes.count) changes, regressions first</caption>")
    page.line(
      "<thead><tr><th scope=\"col\">Change</th><th scope=\"col\">Scenario</th>"
        + "<th scope=\"col\">Profile</th><th scope=\"col\">Detail</th></tr></thead><tbody>")
    for change in changes {
      page.line(
        "<tr class=\"\(change.kind.rawValue)\"><td>\(change.kind.words)</td>"
          + "<th scope=\"row\">\(e(change.scenario))</th><td>\(e(change.profile))</td>"
          + "<td>\(([change.detail] + change.steps).map(e).joined(separator: "<br>"))</td></tr>")
    }
    page.line("</tbody></table></main>")
    return page.finish()
  }
}

extension Divergence {
  /// The scenario of each group of one, by the group's change, where the scenario is listed:
  /// a group of one is that scenario, and its ten dimensions explain nothing.
  public func loneScenarios() -> [String: String] {
    let lone = Set(groups.filter { $0.count == 1 }.map(\.change))
    guard !lone.isEmpty else { return [:] }
    var found: [String: String] = [:]
    for item in differences {
      // The words ``Divergence/Builder`` gives the change of a group.
      let change =
        "step \(item.step) (\(item.action)): \(first) "
        + (item.first?.description ?? "not reached") + "; \(second) "
        + (item.second?.description ?? "not reached")
      if lone.contains(change) && found[change] == nil { found[change] = item.scenario }
    }
    return found
  }

  /// One line per group, as ``summaryLines(maxValues:)``, a group of one naming its scenario:
  /// `1 scenario: change — scenario ID`.
  public func groupLines(maxValues: Int = 4) -> [String] {
    let alone = loneScenarios()
    return zip(groups, summaryLines(maxValues: maxValues)).map { group, line in
      alone[group.change].map { "1 scenario: \(group.change) — scenario \($0)" } ?? line
    }
  }
}
