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
      // Every claim is an expectation: nothing a report says is parked in the notes.
      #expect(!scenario.expectations.isEmpty, "\(scenario.id)")
      #expect(scenario.notes?.contains("Not checked") != true, "\(scenario.id)")
    }
  }

  /// The rules of docs/rules.md §13.1: each claim graded, cited at its report's address, in
  /// the reporter's words of at most 25 words unless it is a field the report leaves out,
  /// which is an expectation of its own, `inferred` and `low`.
  @Test("The public record: at least 200 reports, each claim with its address, quote and grade")
  func publicRecord() {
    let reports = Self.catalogue.scenarios.filter { $0.tags.contains("public-report") }
    #expect(reports.count >= 200)
    for scenario in reports {
      #expect(scenario.sources.contains { $0.hasPrefix("http") }, "\(scenario.id)")
      for expectation in scenario.expectations {
        let source = expectation.source ?? ""
        #expect(expectation.confidence != nil, "\(scenario.id)")
        #expect(source.hasPrefix("http"), "\(scenario.id)")
        #expect(expectation.evidence != .recorded, "\(scenario.id)")
        if expectation.evidence == .inferred {
          #expect(expectation.confidence == .low, "\(scenario.id)")
        }
        if let quote = source.split(separator: ": \"", maxSplits: 1).dropFirst().first {
          #expect(quote.split(separator: " ").count <= 25, "\(scenario.id): \(quote)")
        }
      }
    }
  }

  @Test("No report is cited at a copy of a Q&A site's page")
  func originalAddresses() {
    for scenario in Self.catalogue.scenarios {
      for source in scenario.sources + scenario.expectations.compactMap(\.source) {
        for mirror in ["devpeace.com", "ansaurus.com"] {
          #expect(!source.contains(mirror), "\(scenario.id): \(source)")
        }
      }
    }
  }

  @Test("It covers the three seed articles")
  func seeds() {
    for tag in ["seed-000", "seed-003", "seed-004"] {
      #expect(Self.catalogue.scenarios.contains { $0.tags.contains(tag) }, "\(tag)")
    }
  }

  /// Strict, as an expected failure is (catalogue-format §9.2): a claim the engine contradicts
  /// passes only as a known difference, and one marked so that agrees fails.
  @Test(
    "Every expectation holds, or differs as known, under every built-in profile",
    arguments: Profile.builtIn)
  func expectations(_ profile: Profile) {
    let evaluator = Evaluator(profile: profile)
    for scenario in Self.catalogue.scenarios {
      let failures = scenario.mismatches(in: evaluator.evaluate(scenario)).filter { !$0.isKnown }
      #expect(failures.isEmpty, "\(scenario.id): \(failures)")
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
