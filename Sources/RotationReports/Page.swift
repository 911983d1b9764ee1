/// An HTML document being written, and how many bytes it holds. A page that only counts
/// (``init(title:counting:)``) keeps none: it measures what a rendering would write.
struct Page {
  /// The document so far, its head first.
  private var text: String
  /// What was written since the text last grew, as UTF-8: appending a string's bytes to an
  /// array costs less than appending the string to a string, and the text takes them a block
  /// at a time (docs/performance.md, "The HTML report").
  private var pending: [UInt8] = []
  private static let block = 1 << 16
  /// The document's bytes so far.
  private(set) var count = 0
  /// Whether the bytes are kept, or only counted.
  private let keeping: Bool
  /// How many tentative pieces are open (``tentatively(_:keep:)``): the text waits until they
  /// are kept or taken back.
  private var holding = 0
  /// Trace lines cited on this page (``HTMLReport/cite(_:)``): a catalogue's steps repeat a
  /// few hundred lines.
  var cited = Memo()
  /// Headlines made breakable on this page (``HTMLReport/breakable(_:)``).
  var broken = Memo()

  /// What a pure rendering made of each text, so that a page makes it once.
  struct Memo {
    private var made: [String: String] = [:]

    mutating func callAsFunction(_ text: String, _ make: (String) -> String) -> String {
      if let done = made[text] { return done }
      let done = make(text)
      made[text] = done
      return done
    }
  }

  /// An HTML page's start, to its `</head>`: every page of the reports and the site has it.
  static func head(title: String, style: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light dark">
    <title>\(escapeHTML(title))</title>
    \(style)
    </head>
    """ + "\n"
  }

  /// A page whose stylesheet ends with `style`, rules of its own (``HTMLReport/fitting(_:)``).
  init(title: String, style: String = "", counting: Bool = false) {
    keeping = !counting
    text = Page.head(title: title, style: "<style>\(Page.style)\(style)</style>") + "<body>\n"
    count = text.utf8.count
    if counting { text = "" } else { pending.reserveCapacity(Self.block) }
  }

  /// Writes a line: the text and a line break.
  mutating func line(_ text: String) {
    write(text)
    count += 1
    if keeping { pending.append(UInt8(ascii: "\n")) }
  }

  /// Writes text without a line break.
  mutating func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      count += bytes.count
      if keeping { pending.append(contentsOf: bytes) }
    }
    if pending.count >= Self.block && holding == 0 { flush() }
  }

  /// Writes what `body` writes, then keeps it if `keep` says so given the page's bytes, or
  /// takes it back, leaving the page as it was. Says whether it was kept. Pieces may nest.
  mutating func tentatively(_ body: (inout Page) -> Void, keep: (Int) -> Bool) -> Bool {
    let start = (pending: pending.count, count: count)
    holding += 1
    body(&self)
    holding -= 1
    guard keep(count) else {
      if keeping { pending.removeSubrange(start.pending...) }
      count = start.count
      return false
    }
    if pending.count >= Self.block && holding == 0 { flush() }
    return true
  }

  /// A page that counts the bytes written to it from none: what a part of a page takes.
  static func measuring() -> Page {
    var page = Page(title: "", counting: true)
    page.count = 0
    return page
  }

  /// Moves what was written into the text.
  private mutating func flush() {
    text += String(decoding: pending, as: UTF8.self)
    // A tentative piece grew the buffer past a block: it goes back to a block.
    pending.removeAll(keepingCapacity: pending.capacity <= 2 * Self.block)
    if pending.capacity < Self.block { pending.reserveCapacity(Self.block) }
  }

  /// The whole page: the body written, then the document's end. The page's text is the
  /// document, with no copy made of it.
  consuming func finish() -> String {
    write(Self.closing)
    flush()
    return text
  }

  /// The document's end.
  static let closing = "</body>\n</html>\n"

  static let style = """

    :root { --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --head: #f5f5f7;
      --stays: #eef1f6; --rotates: #dcf2e1; --barOnly: #fff0c2; --crash: #f9d3d0;
      --differs: #c5221f; --link: #0b5cad; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #161617; --fg: #f5f5f7; --muted: #a1a1a6; --line: #3a3a3c; --head: #232325;
        --stays: #23262d; --rotates: #15381f; --barOnly: #45390f; --crash: #5a1d1a;
        --differs: #ff7b72; --link: #6cb4ff; }
    }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 1400px; padding: 0.75rem 0.5rem; background: var(--bg); color: var(--fg);
      font: 14px/1.45 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; }
    a { color: var(--link); }
    h1 { font-size: 1.6rem; margin: 0.5rem 0; }
    h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
    .muted { color: var(--muted); font-size: 0.9em; }
    .controls { display: flex; gap: 0.4rem 1rem; align-items: center; flex-wrap: wrap; margin: 0.5rem 0; }
    .controls input, .controls select { font: inherit; padding: 0.25rem 0.4rem; max-width: 100%; }
    .controls > * { min-width: 0; max-width: 100%; }
    table { border-collapse: collapse; width: 100%; }
    caption { text-align: left; color: var(--muted); padding: 0.25rem 0; caption-side: top; }
    th, td { border: 1px solid var(--line); padding: 0.4rem 0.5rem; vertical-align: top; text-align: left; }
    thead th { position: sticky; top: 0; background: var(--head); z-index: 1; }
    .summary td { text-align: right; }
    tr.group th { background: var(--head); font-weight: 600; }
    .scroll { overflow-x: auto; max-width: 100%; }
    .matrix-box { overflow: auto; max-height: 100vh; max-height: 100dvh; }
    main { container: page / inline-size; }
    .matrix { table-layout: auto; border-collapse: separate; border-spacing: 0; }
    .matrix th, .matrix td { border-width: 0 1px 1px 0; padding: 0.25rem; font-size: 0.7rem; }
    .matrix tr > :first-child { border-left-width: 1px; }
    .matrix thead th { border-top-width: 1px; }
    .matrix td, .matrix tr, .matrix-box :target { scroll-margin: 4.5rem 0 0 9.5rem; }
    .compact td, .compact th { padding: 0.15rem 0.3rem; }
    details[data-group] { margin: 0.3rem 0; }
    .matrix td { overflow-wrap: break-word; }
    .matrix tbody th { overflow-wrap: anywhere; }
    .matrix thead th:first-child { width: 9rem; min-width: 9rem; }
    .matrix tbody th { font-weight: normal; }
    .matrix tbody tr:not(.group) th, .matrix thead th:first-child { position: sticky; left: 0; z-index: 2; background: var(--bg); }
    .matrix thead th:first-child { z-index: 3; background: var(--head); }
    .pin { position: sticky; left: 0.3rem; }
    .base { font-weight: normal; font-size: 0.9em; white-space: nowrap; }
    .headline, .path { overflow-wrap: normal; }
    .matrix details:not([open]) > :not(summary) { display: none; }
    .trace li, .matrix details li { overflow-wrap: anywhere; }
    .controls .profiles label { white-space: nowrap; }
    .vs { display: inline-block; margin-left: 0.3em; font-weight: 700; color: var(--differs); white-space: nowrap; }
    td.pair-differs { box-shadow: inset 0 0 0 2px var(--differs); }
    @media (max-width: 600px) {
      body { padding: 0.5rem 0.25rem; }
      .matrix thead th:first-child { width: 7.5rem; min-width: 7.5rem; }
      .matrix td, .matrix tbody th { font-size: 0.6875rem; padding: 0.2rem; }
      .matrix tbody .title { font-weight: normal; }
      .matrix-box { scrollbar-width: none; }
      .matrix td, .matrix tr, .matrix-box :target { scroll-margin-left: 7.5rem; }
      .summary thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
      .summary, .summary tbody { display: block; }
      .summary caption { display: block; }
      .summary tr { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); margin-bottom: 0.4rem; border: 1px solid var(--line); }
      .summary th, .summary td { border: 0; padding: 0.15rem 0.4rem; }
      .summary th[scope=row] { grid-column: 1 / -1; background: var(--head); }
      .summary td { display: flex; justify-content: space-between; gap: 0.3rem; }
      .summary td::before { content: attr(data-label); color: var(--muted); }
    }
    .matrix .title { font-weight: 600; }
    .notes { font-style: italic; margin-top: 0.2rem; }
    .sources dt { font-weight: 600; margin-top: 0.4rem; }
    .sources dd { margin: 0 0 0 1.5rem; overflow-wrap: anywhere; }
    .sources dt:target, .sources dt:target + dd { background: var(--target, #fff3b0); }
    .b-stays { background: var(--stays); }
    .b-rotates { background: var(--rotates); }
    .b-statusBarOnly { background: var(--barOnly); }
    .b-crash { background: var(--crash); }
    .skip { font-size: 0.85em; border: 1px dashed var(--muted); border-radius: 0.3em; padding: 0 0.25em; white-space: nowrap; }
    .b { font-weight: 700; }
    .behaviour { font-size: 0.85em; }
    .badge { font-size: 0.85em; border: 1px solid var(--line); border-radius: 0.6em; padding: 0 0.35em; background: var(--bg); white-space: nowrap; }
    .badge .rule { white-space: normal; overflow-wrap: anywhere; }
    td.differs .badge { border-color: var(--differs); color: var(--differs); font-weight: 700; }
    .legend { list-style: none; display: flex; flex-wrap: wrap; gap: 0.4rem; padding: 0; margin: 0.3rem 0; }
    .legend li { padding: 0.1rem 0.5rem; border: 1px solid var(--line); border-radius: 0.3rem; }
    .headline { margin-top: 0.15rem; }
    .changed-mark { font-weight: 700; }
    td.changed { outline: 2px dashed var(--muted); outline-offset: -3px; }
    .evidence, .path, .delta { font-size: 0.85em; }
    .changes { font-weight: 600; font-size: 0.9em; }
    .config { font-size: 0.8em; overflow-wrap: anywhere; }
    details { margin-top: 0.3rem; }
    details ol { padding-left: 1.4rem; }
    .trace { font-size: 0.85em; color: var(--muted); padding-left: 1rem; }
    .error { font-weight: 600; }
    .controls fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.2rem 0.8rem; }
    .controls legend { float: left; margin-right: 0.5rem; }
    .panels td[data-p] > details[open] > :not(summary) { display: none; }
    tr.panel > td { padding: 0; }
    .panes { position: sticky; left: 0; width: calc(100vw - 3rem); max-width: 1360px; display: grid;
      grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 0.5rem; padding: 0.5rem; }
    .pane { border: 1px solid var(--line); border-radius: 0.3rem; padding: 0.5rem; min-width: 0; }
    .pane h3 { font-size: 1rem; margin: 0 0 0.3rem; display: flex; justify-content: space-between; gap: 0.5rem;
      align-items: flex-start; }
    .pane h3 button { flex: none; }
    .pane ol { padding-left: 1.4rem; }
    .permalink { text-decoration: none; }
    .cell-link { float: right; font-size: 0.8em; opacity: 0.5; }
    :target { outline: 3px solid var(--link); }
    footer { margin-top: 2rem; color: var(--muted); }
    footer dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
    footer dd { margin: 0; word-break: break-all; }
    @media print {
      .controls, .cell-link { display: none !important; }
      thead th { position: static; }
      .matrix-box { max-height: none; overflow: visible; }
      body { max-width: none; font-size: 10px; }
      td[class^="b-"] { background: none; }
      tr { break-inside: avoid; }
    }

    """
}
