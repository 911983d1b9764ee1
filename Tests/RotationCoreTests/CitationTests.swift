import Foundation
import RotationCatalogue
import RotationCore
import Testing

/// Every citation resolves: the keys the code's rules cite, the keys every trace line cites, and
/// the keys and seeds the built-in catalogue names are all sources of `rotationdb sources`; every
/// section a rule cites is a section of docs/rules.md.
@Suite("Citations resolve")
struct CitationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `Rule("§…", [keys], …)` literals of the core's source files, with their file.
  static func ruleLiterals() throws -> [(file: String, sections: String, keys: [String])] {
    let folder = root.appendingPathComponent("Sources/RotationCore")
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    var result: [(String, String, [String])] = []
    let pattern = try Regex(#"Rule\(\s*"([^"]*)",\s*\[([^\]]*)\]"#)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: pattern) {
        let sections = String(match.output[1].substring ?? "")
        let keys = (match.output[2].substring ?? "").split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(["\""]))
        }
        result.append((file.lastPathComponent, sections, keys))
      }
    }
    return result
  }

  @Test("The code's rules cite only known sources")
  func codeRules() throws {
    let rules = try Self.ruleLiterals()
    #expect(rules.count >= 50, "found \(rules.count) rule literals")
    for rule in rules {
      for key in rule.keys {
        #expect(Source.named(key) != nil, "\(rule.file): \(rule.sections) cites unknown [\(key)]")
      }
    }
    for parameter in ProfileParameter.all {
      for key in parameter.rule.sources {
        #expect(Source.named(key) != nil, "parameter \(parameter.name) cites unknown [\(key)]")
      }
    }
  }

  @Test("Every trace line of the built-in catalogue cites known sources, under every profile")
  func traces() throws {
    let catalogue = try Catalogue.decode(Array(BuiltInCatalogue.json.utf8))
    var cited: Set<String> = []
    for scenario in catalogue.scenarios {
      for profile in Profile.builtIn {
        for step in Evaluator(profile: profile).evaluate(scenario).steps {
          for line in step.trace {
            let keys = Source.keysCited(in: line)
            #expect(!keys.isEmpty, "a trace line without a citation: \(line)")
            for key in keys {
              cited.insert(key)
              #expect(Source.named(key) != nil, "\(scenario.id): unknown [\(key)] in \(line)")
            }
          }
        }
      }
    }
    #expect(cited.count >= 30)
  }

  @Test("The built-in catalogue's sources name known keys and seeds")
  func catalogueSources() throws {
    let catalogue = try Catalogue.decode(Array(BuiltInCatalogue.json.utf8))
    var seeds: Set<String> = []
    for scenario in catalogue.scenarios {
      let texts = scenario.sources + scenario.expectations.compactMap(\.source)
      for text in texts {
        for key in Source.keysCited(in: text) {
          if key.hasPrefix("seed ") { seeds.insert(key) }
          #expect(Source.named(key) != nil, "\(scenario.id): unknown source '\(key)' in '\(text)'")
        }
      }
    }
    #expect(seeds == ["seed 000", "seed 003", "seed 004"])
  }

  @Test("Every section a rule cites is a section of docs/rules.md")
  func sections() throws {
    let doc = try String(
      contentsOf: Self.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
    // Headings "## 4. …" and "### 4.1 …", and rule items "**4.1**" or "**R16.4**".
    let defined = Set(
      doc.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        if line.hasPrefix("#"), words.count > 1 {
          return String(words[1]).trimmingCharacters(in: CharacterSet(["."]))
        }
        if line.hasPrefix("**"), let end = line.dropFirst(2).firstIndex(of: "*") {
          return String(line[line.index(line.startIndex, offsetBy: 2)..<end])
        }
        return nil
      })
    let cited = try Self.ruleLiterals().map(\.sections) + ProfileParameter.all.map(\.rule.section)
    for sections in cited {
      for section in sections.split(separator: " ") {
        // "§4.1" → "4.1"; a present-day rule id ("R16.4") is a rule item of §5 as it is.
        let number = section.hasPrefix("§") ? String(section.dropFirst()) : String(section)
        #expect(defined.contains(number), "docs/rules.md has no section \(section)")
      }
    }
    for source in Source.all where source.kind != .seedArticle {
      #expect(doc.contains("[\(source.key)]"), "docs/rules.md does not list [\(source.key)]")
    }
  }

  @Test("Keys are found in text: brackets and seeds, not orientation lists")
  func keyScanning() {
    #expect(
      Source.keysCited(in: "Effective: [portrait] ∩ app [] (§4.4 [S1][A6] D)") == ["S1", "A6"])
    #expect(Source.keysCited(in: "seed 003, rules §5.1 [S2]") == ["S2", "seed 003"])
    #expect(Source.keysCited(in: "[C-cont][A8-orig]") == ["C-cont", "A8-orig"])
    #expect(Source.named("[A2]")?.key == "A2")
    #expect(Source.named("nope") == nil)
  }
}
