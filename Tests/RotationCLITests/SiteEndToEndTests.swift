import Foundation
import RotationCore
import Testing

/// One publish of the built-in catalogue, shared by the site's tests (a publish takes seconds).
enum PublishedSite {
  static var folder: URL { URL(fileURLWithPath: CompatibilitySiteEndToEndTests.published) }

  /// Every file publish wrote, by path relative to the folder, sorted.
  static func files(in folder: URL) throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        paths.append(path)
      }
    }
    return paths.sorted()
  }
}

@Suite("The published site end to end: files, sizes, links, answers, search in Chromium")
struct SiteEndToEndTests {
  @Test("publish writes the index, search, record.json and a page and its twin per behaviour")
  func files() throws {
    let folder = PublishedSite.folder
    let files = try PublishedSite.files(in: folder)
    let behaviours = Fixture.builtIn.behaviours
    #expect(behaviours.count >= 60)
    for name in ["index.html", "index.md", "search.js", "record.json"] {
      #expect(files.contains(name), "\(name)")
    }
    for behaviour in behaviours {
      #expect(files.contains("behaviours/\(behaviour.id).html"))
      #expect(files.contains("behaviours/\(behaviour.id).md"))
    }
    // Every public-report scenario is evidence for a question.
    for scenario in Fixture.builtIn.scenarios where scenario.tags.contains("public-report") {
      #expect(behaviours.contains { $0.isEvidence(scenario) }, "\(scenario.id)")
    }
    for name in files where name.hasPrefix("behaviours/") || !name.contains("/") {
      guard !name.hasPrefix("compatibility") else { continue }
      let size = try #require(
        FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[
          .size] as? Int)
      #expect(size < 1_000_000, "\(name) is \(size) bytes")
    }
  }

  @Test("Every link between the published files names a file there and an anchor it has")
  func links() throws {
    let folder = PublishedSite.folder
    let files = try PublishedSite.files(in: folder)
    var texts: [String: String] = [:]
    for name in files where name.hasSuffix(".html") || name.hasSuffix(".md") {
      texts[name] = try String(
        contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    var checked = 0
    for name in texts.keys.sorted() where !name.hasPrefix("compatibility") {
      for link in siteLinks(in: texts[name] ?? "", markdown: name.hasSuffix(".md")) {
        let (file, anchor) = siteResolve(link, from: name)
        #expect(files.contains(file), "\(name) links to \(link)")
        if let anchor, let target = texts[file] {
          #expect(
            target.contains("id=\"\(anchor)\"") || target.contains("name=\"\(anchor)\""),
            "\(name) links to \(link)")
        }
        checked += 1
      }
    }
    #expect(checked > 500)
  }

  /// `evaluate @builtin`'s outcomes, by scenario and profile.
  nonisolated(unsafe) static let outcomes: Result<[String: [String: Any]], any Error> = Result {
    let evaluated = try Binary.run(["evaluate", "@builtin", "--format", "json"])
    let document = try JSONSerialization.jsonObject(with: Data(evaluated.out.utf8))
    var byKey: [String: [String: Any]] = [:]
    for outcome in (document as? [String: Any])?["outcomes"] as? [[String: Any]] ?? [] {
      byKey["\(outcome["scenario"] ?? "") \(outcome["profile"] ?? "")"] = outcome
    }
    return byKey
  }

  /// What a page should show for a behaviour under a profile, from evaluate's outcome; empty
  /// for the fields whose words are not plain enough to compare here.
  static func expected(_ behaviour: Behaviour, profile: String) throws -> String {
    let outcome = try #require(try outcomes.get()["\(behaviour.answer.scenario) \(profile)"])
    let steps = try #require(outcome["steps"] as? [[String: Any]])
    guard behaviour.answer.step < steps.count else { return "terminated earlier" }
    let step = steps[behaviour.answer.step]
    if step["skipped"] as? Bool == true { return "no such API" }
    let field = behaviour.answer.field
    let plain = words(step, field: field)
    guard let meaning = behaviour.answer.meaning, !plain.isEmpty else { return plain }
    // The question's yes or no, from the value the outcome JSON gives.
    let value = field == "crashed" ? !(step["error"] is NSNull) : step[field] ?? NSNull()
    let given = meaning.values.map { $0.compact() }
    let says = given.contains(try #require(compact(value), "\(field)")) == meaning.yes
    return (says ? "yes" : "no") + (["yes", "no", "none"].contains(plain) ? "" : " (\(plain))")
  }

  /// A value of the outcome JSON as compact JSON text, for the kinds answers compare.
  static func compact(_ value: Any) -> String? {
    switch value {
    case is NSNull: "null"
    case let flag as Bool: flag ? "true" : "false"
    case let text as String: JSON.string(text).compact()
    case let items as [Any]:
      items.map(compact).contains(nil)
        ? nil : "[" + items.compactMap(compact).joined(separator: ",") + "]"
    default: nil
    }
  }

  /// Compares a page's first row of boxes with evaluate's outcomes; the number compared.
  static func compare(_ page: String, _ behaviour: Behaviour) throws -> Int {
    let shown = cells(in: page, row: 0)
    #expect(shown.map(\.0) == Profile.builtIn.map(\.id), "\(behaviour.id)")
    var compared = 0
    for (profile, words) in shown {
      let expected = try expected(behaviour, profile: profile)
      if expected.isEmpty { continue }
      #expect(words == expected, "\(behaviour.id) under \(profile)")
      compared += 1
    }
    return compared
  }

  @Test("Each page's answer is the engine's outcome of its scenario's step under each profile")
  func answersAreTheEngines() throws {
    let folder = PublishedSite.folder
    var compared = 0
    for behaviour in Fixture.builtIn.behaviours {
      let page = try String(
        contentsOf: folder.appendingPathComponent("behaviours/\(behaviour.id).html"),
        encoding: .utf8)
      compared += try Self.compare(page, behaviour)
    }
    #expect(compared >= 9 * 60)
  }

  /// A step's field in words, for the fields the words are plain for; empty for the others.
  static func words(_ step: [String: Any], field: String) -> String {
    switch field {
    case "crashed":
      (step["error"] as? [String: Any]).map { "raises \($0["name"] ?? "")" } ?? "no"
    case "rotated", "letterboxed", "skipped":
      (step[field] as? Bool).map { $0 ? "yes" : "no" } ?? ""
    case "interfaceOrientation", "statusBarOrientation", "decider", "deviceOrientation":
      (step[field] as? String) ?? (step[field] is NSNull ? "none" : "")
    case "error":
      (step["error"] as? [String: Any]).map { "raises \($0["name"] ?? "")" } ?? "none"
    default: ""
    }
  }

  /// The profiles and words of a page's support row: `data-profiles` and `data-value` of the
  /// boxes in the row's `div`.
  static func cells(in page: String, row: Int) -> [(String, String)] {
    guard let start = page.range(of: "<div class=\"support\" data-row=\"\(row)\">"),
      let end = page[start.upperBound...].range(of: "</div>")
    else { return [] }
    let box = page[start.upperBound..<end.lowerBound]
    var result: [(String, String)] = []
    for part in box.components(separatedBy: "data-profiles=\"").dropFirst() {
      let profiles = part.prefix { $0 != "\"" }.split(separator: " ").map(String.init)
      guard let value = part.components(separatedBy: "data-value=\"").dropFirst().first else {
        continue
      }
      let words = unescape(String(value.prefix { $0 != "\"" }))
      result += profiles.map { ($0, words) }
    }
    return result
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// The reader's four questions of issue 60, each typed into the index's search box.
  static let questions: [(query: String, behaviour: String)] = [
    ("UIDevice orientation setValue iOS 16", "kvc-orientation-write-16"),
    ("landscape-only UIImagePickerController crash", "image-picker-landscape-only-crash"),
    ("app delegate lock multitasking iPad", "ipad-multitasking-ignores-lock"),
    (
      "setNeedsUpdateOfSupportedInterfaceOrientations", "set-needs-update-supported-orientations-16"
    ),
  ]

  @Test(
    "In Chromium, each of the four questions' pages shows the engine's answer under each profile",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)),
    arguments: questions.indices)
  func pageInBrowser(_ index: Int) throws {
    let id = Self.questions[index].behaviour
    let behaviour = try #require(Fixture.builtIn.behaviours.first { $0.id == id })
    let folder = PublishedSite.folder
    let dom = try chromiumDOM(folder.appendingPathComponent("behaviours/\(id).html"))
    #expect(try Self.compare(dom, behaviour) == Profile.builtIn.count)
  }

  @Test(
    "In Chromium, the index's search finds the page for each of the reader's four questions",
    .enabled(if: Browser.runs, Comment(rawValue: Browser.skipped)),
    arguments: questions.indices)
  func search(_ index: Int) throws {
    let (query, behaviour) = Self.questions[index]
    let folder = PublishedSite.folder
    var address = URLComponents(
      url: folder.appendingPathComponent("index.html"), resolvingAgainstBaseURL: false)
    address?.queryItems = [URLQueryItem(name: "q", value: query)]
    let (dom, console) = try chromium(try #require(address?.string), console: true)
    #expect(console.filter { $0.contains("Uncaught") }.isEmpty, "\(console)")
    let items = dom.components(separatedBy: "<li data-id=\"").dropFirst()
    let shown = items.filter { !$0.prefix(200).contains("hidden") }.map {
      String($0.prefix { $0 != "\"" })
    }
    #expect(shown.contains(behaviour), "\(query): \(shown)")
    #expect(shown.count < items.count / 4, "\(query): \(shown.count) of \(items.count) shown")
    #expect(dom.contains("questions match") || dom.contains("question matches"))
  }
}

/// A relative link's file, from the published folder, and its anchor.
func siteResolve(_ link: String, from page: String) -> (file: String, anchor: String?) {
  let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
  var folder = page.split(separator: "/").dropLast().map(String.init)
  var file = String(parts[0])
  let anchor = parts.count > 1 ? String(parts[1]) : nil
  if file.isEmpty { return (page, anchor) }
  while file.hasPrefix("../") {
    file.removeFirst(3)
    folder = folder.dropLast()
  }
  return ((folder + [file]).joined(separator: "/"), anchor)
}

/// The relative links of a page: `href="…"` in HTML, `](…)` in Markdown.
func siteLinks(in text: String, markdown: Bool) -> [String] {
  let opening = markdown ? "](" : "href=\""
  let closing: Character = markdown ? ")" : "\""
  var links: [String] = []
  var rest = Substring(text)
  while let start = rest.range(of: opening) {
    rest = rest[start.upperBound...]
    guard let end = rest.firstIndex(of: closing) else { break }
    let link = String(rest[..<end])
    if !link.contains("://") && !link.hasPrefix("mailto:") && !link.hasPrefix("<") {
      links.append(link)
    }
    rest = rest[end...]
  }
  return links
}
