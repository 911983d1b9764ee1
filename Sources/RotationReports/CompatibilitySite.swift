import RotationCore

/// The compatibility report as a small site of pages a browser or a code host opens at once:
/// an entry page in each format (`compatibility.html`, `compatibility.md`: the summary, what
/// changes between each profile and its reference, the provenance and a table of the groups)
/// and part pages in ``folder`` (a group of scenarios by first tag each, a group too large for
/// one page in several), every page at most a budget of bytes. A part page is the matrix
/// report of its rows, with its filters, steps, traces and sources, and links to the entry
/// page and to the previous and next parts. Pure: the same model gives the same files.
public enum CompatibilitySite {
  /// The folder of the part pages, beside the entry pages.
  public static let folder = "compatibility"
  public static let entryHTML = "compatibility.html"
  public static let entryMarkdown = "compatibility.md"
  /// The most bytes a page holds: under a megabyte, which a code host renders and a browser
  /// shows within a second.
  public static let pageBytes = 900_000
  /// The longest part name, before its number: a file name stays well under any file system's
  /// limit.
  static let nameLimit = 64

  /// The site's files: the HTML entry page and its parts, then the Markdown ones, each at
  /// most `budget` bytes.
  public static func render(_ model: ReportModel, budget: Int = pageBytes) -> [PublishedFile] {
    // The profiles' own parts of a page take at most half of it: the rows have the rest.
    let profiles = min(ReportModel.profileBytes, budget / 2)
    var files: [PublishedFile] = []
    for format in [Format.html, .markdown] {
      let shown = model.fitting(within: profiles) {
        format.entry($0, parts: [], budget: .max).utf8.count
      }
      let parts = split(shown, budget: budget, format: format)
      files.append(
        PublishedFile(
          path: format.entry, contents: format.entry(shown, parts: parts, budget: budget)))
      files += parts.map { PublishedFile(path: folder + "/" + $0.file(format), contents: $0.text) }
    }
    return files
  }

  /// The formats of the site's pages.
  enum Format {
    case html
    case markdown

    var suffix: String { self == .html ? "html" : "md" }
    var entry: String { self == .html ? entryHTML : entryMarkdown }

    /// A part page: the report of the part's model with its links, at most `budget` bytes.
    func page(_ model: ReportModel, links: SiteLinks, budget: Int) -> String {
      switch self {
      case .html: HTMLReport.page(model, budget: budget, links: links).finish()
      case .markdown: MarkdownReport.report(model, budget: budget, links: links)
      }
    }

    func entry(_ model: ReportModel, parts: [Part], budget: Int) -> String {
      switch self {
      case .html: CompatibilitySite.entryHTML(model, parts: parts, budget: budget)
      case .markdown: CompatibilitySite.entryMarkdown(model, parts: parts, budget: budget)
      }
    }

    /// The bytes each row takes on a part page, its steps and traces shown.
    func rowBytes(_ rows: [ReportModel.Row]) -> [Int] {
      switch self {
      case .html:
        var page = Page.measuring()
        var details = HTMLReport.Details(spare: .max, budget: .max)
        return rows.map { row in
          let before = page.count
          HTMLReport.row(row, details: &details, into: &page)
          return page.count - before
        }
      case .markdown:
        return rows.map {
          MarkdownReport.matrixLine($0).utf8.count + MarkdownReport.details($0).utf8.count
        }
      }
    }
  }

  /// A part page: rows of one group, its file's name (without the format's suffix) and text.
  struct Part {
    var group: Int
    var rows: Range<Int>
    var name: String
    /// What links to it say: its group's name, and which of the group's scenarios it holds
    /// when the group has several parts.
    var label: String
    var text: String

    func file(_ format: Format) -> String { name + "." + format.suffix }
  }

  /// The part pages: each group's rows in order, as many on a page as fit in `budget` bytes
  /// with nothing left out (a row that does not fit alone has a page of its own, which leaves
  /// out what does not fit, saying so).
  static func split(_ model: ReportModel, budget: Int, format: Format) -> [Part] {
    let bases = names(model.groups.map(\.name))
    var used = Set(bases)
    var parts: [Part] = []
    let up = SiteLinks.Link(href: "../" + format.entry, text: "All groups")
    for (index, group) in model.groups.enumerated() {
      let sizes = format.rowBytes(group.rows)
      let empty = format.page(
        part(of: model, group: index, rows: 0..<0), links: SiteLinks(up: up), budget: .max)
      // Room for the links and sources the measure above leaves out; a page that still does
      // not fit is cut a row at a time.
      let room = budget - empty.utf8.count - budget / 50
      var name = bases[index]
      var start = 0
      while start < group.rows.count {
        var end = start + 1
        var total = sizes[start]
        while end < group.rows.count && total + sizes[end] <= room {
          total += sizes[end]
          end += 1
        }
        let continued = free(
          "\(bases[index])-\(parts.count(where: { $0.group == index }) + 2)", used)
        while true {
          let next: SiteLinks.Link? =
            end < group.rows.count
            ? .init(
              href: continued + "." + format.suffix,
              text: "\(group.name), from scenario \(end + 1)")
            : index + 1 < model.groups.count
              ? .init(
                href: bases[index + 1] + "." + format.suffix, text: model.groups[index + 1].name)
              : nil
          let previous = parts.last.map {
            SiteLinks.Link(href: $0.file(format), text: $0.label)
          }
          let links = SiteLinks(up: up, previous: previous, next: next)
          let model = part(of: model, group: index, rows: start..<end)
          var text = format.page(model, links: links, budget: .max)
          var over = text.utf8.count - budget
          if over > 0 && end - start > 1 {
            while end - start > 1 && over > 0 {
              end -= 1
              over -= sizes[end]
            }
            continue
          }
          if over > 0 { text = format.page(model, links: links, budget: budget) }
          let label =
            group.name
            + (end - start < group.rows.count ? ", scenarios \(start + 1)–\(end)" : "")
          parts.append(
            Part(group: index, rows: start..<end, name: name, label: label, text: text))
          used.insert(name)
          if end < group.rows.count {
            name = continued
            used.insert(name)
          }
          start = end
          break
        }
      }
    }
    return parts
  }

  /// The first of `name`, `name-g2`, `name-g3`… not in `used`.
  static func free(_ name: String, _ used: Set<String>) -> String {
    guard used.contains(name) else { return name }
    var number = 2
    while used.contains("\(name)-g\(number)") { number += 1 }
    return "\(name)-g\(number)"
  }

  /// Each group's page name: its name in lower case with every byte but a-z, 0-9 and `-` made
  /// `-`, cut to ``nameLimit`` bytes (`group` when empty), then made distinct in group order.
  static func names(_ groups: [String]) -> [String] {
    var used: Set<String> = []
    return groups.map { group in
      var bytes = Array(group.lowercased().utf8.prefix(nameLimit))
      for index in bytes.indices where !PublishedFile.isNameByte(bytes[index]) {
        bytes[index] = 0x2D
      }
      let name = free(bytes.isEmpty ? "group" : String(decoding: bytes, as: UTF8.self), used)
      used.insert(name)
      return name
    }
  }

  /// The model of a part: the group's rows in `rows`, with their own summary; a group split
  /// in several parts says which of its scenarios the part holds.
  static func part(of model: ReportModel, group index: Int, rows: Range<Int>) -> ReportModel {
    let group = model.groups[index]
    var part = model
    let slice = Array(group.rows[rows])
    part.groups = [ReportModel.Group(name: group.name, rows: slice)]
    part.scenarioCount = slice.count
    part.title =
      "\(model.title): \(group.name)"
      + (rows.count < group.rows.count
        ? ", scenarios \(rows.lowerBound + 1)–\(rows.upperBound) of \(group.rows.count)" : "")
    part.divergences = []
    part.summaries = model.profiles.indices.map { column in
      var summary = ReportModel.Summary(profile: model.profiles[column].id)
      for row in slice.indices {
        let cell = slice[row].cells[column]
        guard cell.behaviour != .notRun else { continue }
        summary.scenarios += 1
        switch cell.verdict {
        case .matches: summary.matches += 1
        case .differs: summary.differs += 1
        case .unchecked: summary.unchecked += 1
        case .known: summary.known += 1
        }
        if cell.behaviour == .crash { summary.crashes += 1 }
        if cell.changed { summary.changed += 1 }
      }
      return summary
    }
    return part
  }
}

/// Links from a part page of a site (``CompatibilitySite``) to its entry page and to the
/// previous and next parts.
struct SiteLinks {
  struct Link {
    var href: String
    var text: String
  }

  var up: Link
  var previous: Link?
  var next: Link?
}
