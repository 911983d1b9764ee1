import RotationCatalogue
import RotationCore
import Testing

/// The bulk entry's outcome as words (`PackedOutcome`): it reads as the traced outcome without
/// its trace, and two outcomes compare and hash as their named steps do, across scenarios.
@Suite("Packed outcomes")
struct PackedOutcomeTests {
  static func hash(_ outcome: PackedOutcome) -> Int {
    var hasher = Hasher()
    outcome.hashSteps(into: &hasher)
    return hasher.finalize()
  }

  /// One table for the outcomes a test compares, as a run has.
  static let names = NameTable()

  static func packed(
    _ fields: String, id: String = "t", _ profileID: String = "6+", names: NameTable = names
  ) throws -> PackedOutcome {
    var decoded = try scenario(fields)
    decoded.id = id
    let profile = try #require(Profile.builtIn(id: profileID))
    return Evaluator(profile: profile, tracing: false).evaluate(
      PreparedScenario(decoded, names: names))
  }

  static let tree =
    #""window": {"rootViewController": {"name": "nav", "kind": "navigationController", "#
    + #""children": [{"name": "top", "supportedInterfaceOrientations": "all"}]}}, "#
  static let turn = steps(launch, rotate("landscapeLeft"))
  static let device =
    iphone + #""infoPlist": {"UISupportedInterfaceOrientations": \#(legacyFree)}, "#

  @Test("Every built-in scenario's packed outcome reads as its traced outcome, untraced")
  func readsAsTraced() throws {
    let catalogue = try Catalogue.decode(Array(BuiltInCatalogue.json.utf8))
    for scenario in catalogue.scenarios {
      let prepared = PreparedScenario(scenario)
      for profile in Profile.builtIn {
        var traced = Evaluator(profile: profile).evaluate(scenario)
        for index in traced.steps.indices { traced.steps[index].trace = [] }
        let packed = Evaluator(profile: profile, tracing: false).evaluate(prepared)
        #expect(packed.outcome == traced, "\(scenario.id) under \(profile.id)")
        #expect(packed.stepCount == traced.steps.count)
      }
    }
  }

  @Test("Other scenarios whose steps read the same are the same steps, hashed alike")
  func sameAcrossScenarios() throws {
    // The same steps from trees laid out differently: the selected tab is the second
    // controller of one and the third of the other (another controller before it).
    let tabs = #""window": {"rootViewController": {"name": "tabs", "kind": "tabBarController", "#
    let top = #"{"name": "top", "supportedInterfaceOrientations": "all"}"#
    let a = try Self.packed(
      Self.device + tabs + #""children": ["# + top + "]}}, " + Self.turn, id: "a")
    let b = try Self.packed(
      Self.device + tabs + #""selectedIndex": 1, "children": [{"name": "extra"}, "# + top
        + "]}}, " + Self.turn, id: "b")
    #expect(a.outcome.steps == b.outcome.steps)
    #expect(a.sameSteps(as: b) && Self.hash(a) == Self.hash(b))
    #expect(a.outcome.scenario == "a" && b.outcome.scenario == "b")
    // Coded by another table: never the same steps, though they read the same.
    let elsewhere = try Self.packed(
      Self.device + tabs + #""children": ["# + top + "]}}, " + Self.turn, names: NameTable())
    #expect(elsewhere.outcome.steps == a.outcome.steps && !elsewhere.sameSteps(as: a))
  }

  @Test("A name, a call or an orientation that differs makes other steps")
  func differences() throws {
    let base = try Self.packed(Self.device + Self.tree + Self.turn)
    let renamed = try Self.packed(
      Self.device + Self.tree.replacingOccurrences(of: "\"nav\"", with: "\"other\"") + Self.turn)
    let refusing = try Self.packed(
      Self.device
        + Self.tree.replacingOccurrences(
          of: #""kind": "navigationController", "#,
          with: #""kind": "navigationController", "supportedInterfaceOrientations": "portrait", "#)
        + Self.turn)
    let unasked = try Self.packed(Self.device + Self.tree + Self.turn, "5")
    for other in [renamed, refusing, unasked] {
      #expect(!base.sameSteps(as: other))
      #expect(base.outcome.steps != other.outcome.steps)
    }
    #expect(
      renamed.outcome.steps.last?.asked.contains("other.supportedInterfaceOrientations") == true)
  }
}
