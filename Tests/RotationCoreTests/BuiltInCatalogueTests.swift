import RotationCatalogue
import RotationCore
import Testing

@Suite("The built-in catalogue")
struct BuiltInCatalogueTests {
  static let catalogue = try! Catalogue.decode(Array(BuiltInCatalogue.json.utf8))

  @Test("It holds at least 25 scenarios, each with sources, tags and expectations")
  func size() {
    #expect(Self.catalogue.scenarios.count >= 25)
    for scenario in Self.catalogue.scenarios {
      #expect(!scenario.sources.isEmpty, "\(scenario.id)")
      #expect(!scenario.tags.isEmpty, "\(scenario.id)")
      // A public report whose every claim is low and contradicted keeps its claims in its notes,
      // listed in docs/rules.md §13.2; every other scenario states what it expects.
      let unchecked =
        scenario.tags.contains("public-report") && scenario.notes?.contains("Not checked") == true
      #expect(!scenario.expectations.isEmpty || unchecked, "\(scenario.id)")
    }
  }

  @Test("The public record: at least 200 reports, each with its address, quote and confidence")
  func publicRecord() {
    let reports = Self.catalogue.scenarios.filter { $0.tags.contains("public-report") }
    #expect(reports.count >= 200)
    for scenario in reports {
      #expect(scenario.sources.contains { $0.hasPrefix("http") }, "\(scenario.id)")
      for expectation in scenario.expectations {
        #expect(expectation.confidence != nil, "\(scenario.id)")
        #expect(expectation.source?.hasPrefix("http") == true, "\(scenario.id)")
        #expect(expectation.evidence != .inferred && expectation.evidence != .recorded)
      }
    }
  }

  @Test("It covers the three seed articles")
  func seeds() {
    for tag in ["seed-000", "seed-003", "seed-004"] {
      #expect(Self.catalogue.scenarios.contains { $0.tags.contains(tag) }, "\(tag)")
    }
  }

  @Test("Every expectation holds under every built-in profile", arguments: Profile.builtIn)
  func expectations(_ profile: Profile) {
    let evaluator = Evaluator(profile: profile)
    for scenario in Self.catalogue.scenarios {
      let mismatches = scenario.mismatches(in: evaluator.evaluate(scenario))
      #expect(mismatches.isEmpty, "\(scenario.id): \(mismatches)")
    }
  }

  @Test("Evaluation is deterministic: the same input gives byte-identical JSON")
  func deterministic() {
    func render() -> String {
      Outcome.document(
        Self.catalogue.scenarios.flatMap { scenario in
          Profile.builtIn.map { Evaluator(profile: $0).evaluate(scenario) }
        }
      ).rendered()
    }
    #expect(render() == render())
  }

  @Test("Every trace line cites a section of the rules reference")
  func citations() {
    for scenario in Self.catalogue.scenarios {
      for profile in Profile.builtIn {
        for step in Evaluator(profile: profile).evaluate(scenario).steps {
          for line in step.trace {
            #expect(line.contains("§"), "\(scenario.id) under \(profile.id): \(line)")
          }
        }
      }
    }
  }
}

extension Profile: CustomTestStringConvertible {
  public var testDescription: String { id }
}
