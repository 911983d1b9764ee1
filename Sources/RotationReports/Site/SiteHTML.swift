import RotationCore

/// The site's HTML: the index of questions with its search, and a page per behaviour.
enum SiteHTML {
  static func e(_ text: String) -> String { escapeHTML(text) }

  static let style = """
    <style>
    :root { --bg: #fff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --head: #f5f5f7;
      --link: #0b5cad; --yes: #d7f0dc; --no: #e9ecf2; --raises: #f9d3d0; --v0: #fff0c2;
      --v1: #dbe8ff; --v2: #f3dcff; --v3: #d9f3f1; --none: #ffffff; --against: #c5221f; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #161617; --fg: #f5f5f7; --muted: #a1a1a6; --line: #3a3a3c; --head: #232325;
        --link: #6cb4ff; --yes: #15381f; --no: #26292f; --raises: #5a1d1a; --v0: #45390f;
        --v1: #1d2f4f; --v2: #3b2447; --v3: #173b38; --none: #161617; --against: #ff7b72; }
    }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 980px; padding: 0.75rem 1rem; background: var(--bg);
      color: var(--fg); font: 15px/1.5 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; }
    a { color: var(--link); }
    h1 { font-size: 1.5rem; margin: 0.4rem 0; }
    h2 { font-size: 1.15rem; margin: 1.4rem 0 0.4rem; }
    .muted { color: var(--muted); font-size: 0.9em; }
    #q { width: 100%; font: inherit; padding: 0.5rem 0.6rem; border: 1px solid var(--line);
      border-radius: 6px; background: var(--bg); color: var(--fg); }
    ul.questions { list-style: none; padding: 0; margin: 0; }
    ul.questions li { padding: 0.3rem 0; border-bottom: 1px solid var(--line); }
    ul.questions .now { color: var(--muted); font-size: 0.85em; }
    .headline { font-size: 1.1rem; margin: 0.6rem 0; }
    .support { display: flex; flex-wrap: wrap; gap: 2px; margin: 0.2rem 0 0.6rem; }
    .support > a, .support > span { flex: 1 1 5.5rem; min-width: 5.5rem; padding: 0.3rem 0.4rem;
      text-decoration: none; color: var(--fg); border: 1px solid var(--line); }
    .support .newest { outline: 2px solid var(--fg); outline-offset: -2px; }
    .support small { display: block; color: var(--muted); }
    .v-yes { background: var(--yes); } .v-no { background: var(--no); }
    .v-raises { background: var(--raises); } .v-0 { background: var(--v0); }
    .v-1 { background: var(--v1); } .v-2 { background: var(--v2); } .v-3 { background: var(--v3); }
    .v-none { background: var(--none); }
    .against { color: var(--against); font-weight: 600; }
    table { border-collapse: collapse; width: 100%; }
    th, td { border: 1px solid var(--line); padding: 0.3rem 0.5rem; text-align: left;
      vertical-align: top; }
    th { background: var(--head); }
    blockquote { margin: 0.2rem 0 0.2rem 0.8rem; padding-left: 0.6rem;
      border-left: 3px solid var(--line); }
    li.claim { margin: 0.5rem 0; }
    pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--head);
      padding: 0.5rem; font-size: 0.85em; }
    [hidden] { display: none !important; }
    </style>
    """

  static func head(_ title: String) -> String { Page.head(title: title, style: style) }

  /// The line under a question in the index: the newest range's value and where it changes.
  static func summary(_ answer: Site.Answer) -> String {
    guard let newest = answer.newest else { return "no outcome" }
    let changes = answer.changes
    return changes.isEmpty
      ? "every profile: \(newest.value.words)"
      : "\(span(newest.profiles)): \(newest.value.words); changes at "
        + changes.joined(separator: ", ")
  }

  /// Neighbouring profiles as a span: `16+`, or `9+ to 26+`.
  static func span(_ profiles: [String]) -> String {
    guard let first = profiles.first, let last = profiles.last, first != last else {
      return profiles.first ?? ""
    }
    return first + " to " + last
  }

  static func index(_ site: Site.Data) -> String {
    var html = head("Rotation behaviour record")
    html += "<body>\n<main>\n<h1>Rotation behaviour record</h1>\n"
    html +=
      "<p>\(site.pages.count) questions about how UIKit decides the interface orientation, "
      + "each answered under every OS profile (\(e(site.profiles.map(\.id).joined(separator: ", "))))"
      + " by the rule engine, with the public reports that agree and those that do not.</p>\n"
    html +=
      "<p><label for=\"q\">Search the questions, API names and console or exception text:</label>"
      + "<br><input id=\"q\" type=\"search\" autocomplete=\"off\" "
      + "placeholder=\"e.g. requestGeometryUpdate, UIApplicationInvalidInterfaceOrientation\">"
      + "</p>\n<p id=\"count\" class=\"muted\" aria-live=\"polite\"></p>\n"
    for (number, area) in site.areas.enumerated() {
      html += "<section id=\"area-\(number + 1)\" class=\"area\">\n<h2>\(e(area.name))</h2>\n"
      html += "<ul class=\"questions\">\n"
      for page in area.pages {
        let id = page.behaviour.id
        html +=
          "<li data-id=\"\(e(id))\"><a href=\"\(Site.folder)/\(e(id)).html\">"
          + "\(e(page.behaviour.question))</a><br><span class=\"now\">"
          + "\(e(summary(page.answer)))</span></li>\n"
      }
      html += "</ul>\n</section>\n"
    }
    html += "<p id=\"none\" hidden>No question matches. Try fewer words.</p>\n</main>\n"
    html +=
      "<footer><p class=\"muted\">Also: <a href=\"index.md\">this index in Markdown</a> · "
      + "<a href=\"record.json\">record.json</a> (the record's data, docs/site.md) · "
      + "<a href=\"compatibility.html\">every scenario under every profile</a> · "
      + "<a href=\"public-record.md\">the public record, report by report</a></p>\n"
      + "<p class=\"muted\">\(e(MarkdownReport.provenance(site.model.provenance)))</p></footer>\n"
    html += "<script src=\"search.js\"></script>\n<script>\n\(searchCode)</script>\n"
    return html + "</body>\n</html>\n"
  }

  /// Filters the questions as one types: every word must be in a question's text (its
  /// question, aliases, notes, the answers' errors and warnings, its reports' words). The
  /// query is kept in the address (`?q=`), so a search can be linked.
  static let searchCode = """
    (function () {
      var input = document.getElementById('q');
      var texts = {};
      (window.rotationdbSearch || []).forEach(function (entry) { texts[entry[0]] = entry[1]; });
      var items = Array.prototype.slice.call(document.querySelectorAll('li[data-id]'));
      function apply(query) {
        var words = query.toLowerCase().split(/\\s+/).filter(Boolean);
        var shown = 0;
        items.forEach(function (item) {
          var text = texts[item.getAttribute('data-id')] || '';
          var hit = words.every(function (word) { return text.indexOf(word) >= 0; });
          item.hidden = !hit;
          if (hit) { shown += 1; }
        });
        Array.prototype.forEach.call(document.querySelectorAll('section.area'), function (s) {
          s.hidden = !s.querySelector('li[data-id]:not([hidden])');
        });
        document.getElementById('none').hidden = shown > 0;
        document.getElementById('count').textContent = words.length
          ? shown + (shown === 1 ? ' question matches' : ' questions match') : '';
      }
      var params = new URLSearchParams(location.search);
      if (params.get('q')) { input.value = params.get('q'); }
      input.addEventListener('input', function () {
        var url = new URL(location.href);
        if (input.value) { url.searchParams.set('q', input.value); } else { url.searchParams.delete('q'); }
        try { history.replaceState(null, '', url); } catch (error) {}
        apply(input.value);
      });
      apply(input.value);
    })();

    """

  /// `search.js`: each behaviour's id and the lowercased text the search matches.
  static func searchScript(_ site: Site.Data) -> String {
    let entries = site.pages.map { page in
      JSON.array([.string(page.behaviour.id), .string(searchText(page).lowercased())])
    }
    return "window.rotationdbSearch = " + JSON.array(entries).rendered(indent: 0) + ";\n"
  }

  /// What a question is found by.
  static func searchText(_ page: Site.Page) -> String {
    let behaviour = page.behaviour
    var parts = [behaviour.id, behaviour.question, behaviour.area ?? ""] + behaviour.aliases
    parts.append(behaviour.notes ?? "")
    for answer in [page.answer] + page.variants.map(\.answer) {
      parts.append(answer.scenario?.title ?? "")
      parts += answer.messages
    }
    parts += page.variants.map(\.label)
    var quotes: Set<String> = []
    for row in page.evidence {
      parts.append(row.scenario.title)
      for expectation in row.scenario.expectations {
        guard let source = expectation.source else { continue }
        let quote = String(PublicRecord.quote(in: source).prefix(300))
        if quotes.insert(quote).inserted { parts.append(quote) }
        if let warning = expectation.warning { parts.append(warning) }
        if case .some(.some(let error)) = expectation.error { parts.append(error) }
      }
    }
    return parts.filter { !$0.isEmpty }.joined(separator: " ")
  }
}
