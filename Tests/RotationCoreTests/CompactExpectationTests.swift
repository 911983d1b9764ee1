import RotationCore
import Testing

/// `accept` records outcomes compactly (catalogue-format §5.1): ranges of steps and shared
/// profiles that pin exactly what one expectation a step and profile pinned.
@Suite("Compact recorded expectations")
struct CompactExpectationTests {
  /// A scenario whose fields change at different steps: turns the interface follows and turns
  /// it refuses, a present and a dismiss, a status bar set by hand, and a crash under some
  /// profiles (a forced orientation the app does not support).
  static let fields =
    iphone
    + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}, "#
    + root(
      #"{"name": "nav", "kind": "navigationController", "forwardsToChild": true, "children": [{"name": "list", "supportedInterfaceOrientations": "allButUpsideDown", "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft", "landscapeRight"]}]}"#
    )
    + steps(
      launch, rotate("landscapeLeft"), rotate("landscapeLeft"), rotate("portraitUpsideDown"),
      rotate("faceUp"), rotate("portrait"), rotate("portrait"),
      #"{"action": "setStatusBarOrientation", "orientation": "landscapeRight"}"#,
      rotate("landscapeRight"), rotate("landscapeLeft"), rotate("landscapeLeft"),
      rotate("portrait"))

  static func outcomes() throws -> [Outcome] {
    let scenario = try scenario(fields)
    return Profile.builtIn.map { Evaluator(profile: $0).evaluate(scenario) }
  }

  /// Every (profile, step, field, value) an expectation list states.
  static func pinned(_ expectations: [RotationCore.Expectation]) -> Set<String> {
    var result: Set<String> = []
    for expectation in expectations {
      for profile in expectation.profiles {
        for step in expectation.steps {
          for field in OutcomeField.compared {
            guard let value = field.stated(in: expectation) else { continue }
            result.insert("\(profile) \(step) \(field.expectationKey) \(value.compact())")
          }
        }
      }
    }
    return result
  }

  /// One expectation a step and profile, as `accept` recorded them before.
  static func verbose(_ outcomes: [Outcome]) -> [RotationCore.Expectation] {
    outcomes.flatMap { outcome in
      outcome.steps.map {
        RotationCore.Expectation.recording(
          $0, profile: outcome.profile, evidence: .recorded, source: nil)
      }
    }
  }

  @Test("They pin every field at every step under every profile, as the verbose form did")
  func pinsTheSame() throws {
    let outcomes = try Self.outcomes()
    let compact = RotationCore.Expectation.recordings(
      of: outcomes, evidence: .recorded, source: nil)
    let verbose = Self.verbose(outcomes)
    #expect(Self.pinned(compact) == Self.pinned(verbose))
    #expect(compact.count * 4 < verbose.count, "\(compact.count) against \(verbose.count)")
    // No two expectations state a field at the same step under the same profile.
    var statements = 0
    for expectation in compact {
      let stated = OutcomeField.compared.filter { $0.stated(in: expectation) != nil }.count
      statements += expectation.profiles.count * expectation.steps.count * stated
    }
    #expect(statements == Self.pinned(compact).count)
    #expect(compact.allSatisfy { $0.evidence == .recorded && $0.source == nil })
    var scenario = try scenario(Self.fields)
    scenario.expectations = compact
    #expect(outcomes.allSatisfy { scenario.mismatches(in: $0).isEmpty })
  }

  @Test("Any change the verbose form caught, they catch at the same step and field")
  func catchesEveryChange() throws {
    let outcomes = try Self.outcomes()
    var compact = try scenario(Self.fields)
    compact.expectations = RotationCore.Expectation.recordings(
      of: outcomes, evidence: .recorded, source: nil)
    var verbose = compact
    verbose.expectations = Self.verbose(outcomes)
    let others: [InterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]
    for (outcomeIndex, outcome) in outcomes.enumerated() {
      for position in outcome.steps.indices {
        var changed = outcomes[outcomeIndex]
        let step = changed.steps[position]
        changed.steps[position].interfaceOrientation = others.first {
          $0 != step.interfaceOrientation
        }!
        changed.steps[position].rotated.toggle()
        changed.steps[position].statusBarOrientation = others.first {
          $0 != step.statusBarOrientation
        }!
        changed.steps[position].error =
          step.error == nil ? OutcomeError(name: "X", message: "") : nil
        let wanted = Set(verbose.mismatches(in: changed).map { "\($0.step) \($0.field)" })
        #expect(!wanted.isEmpty)
        #expect(Set(compact.mismatches(in: changed).map { "\($0.step) \($0.field)" }) == wanted)
      }
      // An outcome that ends earlier: the first step not reached is named.
      guard outcome.steps.count > 2 else { continue }
      var shorter = outcome
      shorter.steps.removeLast(2)
      let missing = compact.mismatches(in: shorter).filter { $0.field == "step" }
      #expect(!missing.isEmpty)
      #expect(missing.allSatisfy { $0.step >= shorter.steps.count })
      #expect(missing.contains { $0.step == shorter.steps.count })
    }
  }

  @Test("A long scenario whose steps change nothing is a few expectations for all profiles")
  func longQuietScenario() throws {
    let quiet = try scenario(
      iphone + root(#"{"name": "a", "supportedInterfaceOrientations": "portrait"}"#)
        + #""steps": ["#
        + ([launch] + Array(repeating: rotate("faceUp"), count: Catalogue.maxSteps - 1))
        .joined(separator: ", ") + "]")
    let outcomes = Profile.builtIn.map { Evaluator(profile: $0).evaluate(quiet) }
    let compact = RotationCore.Expectation.recordings(
      of: outcomes, evidence: .recorded, source: nil)
    #expect(compact.count <= 2, "\(compact.map { $0.json.compact() })")
    #expect(compact.allSatisfy { $0.profiles == Profile.builtIn.map(\.id) })
    #expect(Self.pinned(compact) == Self.pinned(Self.verbose(outcomes)))
  }

  @Test("'through' is written, read back, and refused before its step or past the last")
  func throughInTheFormat() throws {
    func catalogue(_ expectation: String) -> String {
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "#
        + iphone + root(#"{"name": "a"}"#)
        + steps(launch, rotate("portrait"), rotate("portrait"))
        + #", "expect": [{"profiles": ["*"], "step": 1, \#(expectation)"interfaceOrientation": "portrait", "evidence": "recorded"}]}]}"#
    }
    let decoded = try Catalogue.decode(Array(catalogue(#""through": 2, "#).utf8))
    #expect(decoded.scenarios[0].expectations[0].steps == 1...2)
    #expect(
      decoded.json.compact().contains(#""step":1,"through":2,"interfaceOrientation""#))
    #expect(try Catalogue.decode(Array(decoded.json.rendered().utf8)) == decoded)
    // Equal to its step: said once, by `step`.
    let same = try Catalogue.decode(Array(catalogue(#""through": 1, "#).utf8))
    #expect(same.scenarios[0].expectations[0].through == nil)
    let before = refusal(catalogue(#""through": 0, "#))
    #expect(before?.path == "scenarios[0].expect[0].through")
    #expect(
      before?.message
        == "'through' is the last step the expectation holds at: 0 is before step 1")
    let past = refusal(catalogue(#""through": 3, "#))
    #expect(past?.message == "step 3 does not exist: the scenario has 3 steps (0 to 2)")
  }
}
