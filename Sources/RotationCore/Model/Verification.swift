/// One way an outcome differs from a recorded expectation.
public struct Mismatch: Sendable, Hashable {
  public var scenario: String
  public var profile: String
  public var step: Int
  /// The outcome field, e.g. `interfaceOrientation`.
  public var field: String
  public var wanted: String
  public var got: String
  public var evidence: Evidence
  public var source: String?
  /// The expectation's confidence grade (catalogue-format §8.5), shown beside its evidence.
  public var confidence: Confidence?
  /// The expectation's known difference (catalogue-format §9.2): this mismatch is then known,
  /// not a failure, unless it is the one saying the claim no longer differs.
  public var knownDifference: KnownDifference?

  public init(
    scenario: String, profile: String, step: Int, field: String, wanted: String, got: String,
    evidence: Evidence, source: String?, confidence: Confidence? = nil,
    knownDifference: KnownDifference? = nil
  ) {
    self.scenario = scenario
    self.profile = profile
    self.step = step
    self.field = field
    self.wanted = wanted
    self.got = got
    self.evidence = evidence
    self.source = source
    self.confidence = confidence
    self.knownDifference = knownDifference
  }

  /// The field of the failure that a claim marked `knownDifference` agrees with the outcome.
  public static let agreementField = "knownDifference"

  /// Whether it is a known difference (catalogue-format §9.2): counted apart, never a failure.
  public var isKnown: Bool { knownDifference != nil && field != Mismatch.agreementField }

  /// Whether it is a claim marked `knownDifference` that agrees with the outcome: a failure.
  public var isAgreement: Bool { knownDifference != nil && field == Mismatch.agreementField }
}

extension Scenario {
  /// The differences between the outcome and this scenario's expectations for its profile:
  /// each stated field at each step an expectation speaks of, and one `step` mismatch at the
  /// first of its steps the outcome does not reach, in the order of the expectations, each
  /// one's by step and then field, found in work linear in the expectations, the steps and the
  /// mismatches (``ExpectationSweep``). An expectation marked `knownDifference`
  /// (catalogue-format §9.2) that differs gives its mismatches marked known; one that agrees
  /// gives one failure, ``KnownDifference/noLongerDiffers``.
  public func mismatches(in outcome: Outcome) -> [Mismatch] {
    var counts = ExpectationCounts()
    return mismatches(in: outcome, counting: &counts)
  }

  /// ``mismatches(in:)``, counting each expectation that applies as holding, known to differ
  /// or failing, by its confidence grade.
  public func mismatches(in outcome: Outcome, counting counts: inout ExpectationCounts)
    -> [Mismatch]
  {
    let (found, work) = mismatchesCounted(in: outcome, counting: &counts)
    WorkCounter.add(work)
    return found
  }
}

/// What a comparison of outcomes with expectations covered: how many outcomes, how many
/// expectations were checked, which outcomes had none to check, and what differed.
public struct Check: Sendable, Equatable {
  public var outcomes = 0
  /// Expectations compared, one per expectation and outcome it applies to.
  public var expectations = 0
  /// How many outcomes no expectation speaks to.
  public var uncheckedCount = 0
  /// The scenario and profile of the first outcomes that no expectation speaks to, at most
  /// `listed` of them: a run of millions without expectations would hold them all.
  public var unchecked: [UncheckedOutcome] = []
  /// Every mismatch, the known differences (``Mismatch/isKnown``) among them.
  public var mismatches: [Mismatch] = []
  /// How many expectations held, differed as known, or failed; in all and by confidence.
  public var counts = ExpectationCounts()
  /// Scenarios changed since the run evaluated them, in the order met: their outcomes come from
  /// an older definition than the expectations speak of, so none was compared.
  public var olderDefinitions: [String] = []
  /// How many outcomes of ``olderDefinitions`` were left out.
  public var olderOutcomes = 0
  private var olderSeen: Set<String> = []
  public let listed: Int

  public init(listing listed: Int = .max) { self.listed = listed }

  /// Compares one outcome with its scenario's expectations and counts what was compared;
  /// returns the outcome's mismatches.
  @discardableResult
  public mutating func add(_ outcome: Outcome, of scenario: Scenario) -> [Mismatch] {
    outcomes += 1
    let applicable = scenario.expectations.filter { $0.applies(to: outcome.profile) }.count
    expectations += applicable
    if applicable == 0 {
      uncheckedCount += 1
      if unchecked.count < listed {
        unchecked.append(UncheckedOutcome(scenario: scenario.id, profile: outcome.profile))
      }
    }
    let found = scenario.mismatches(in: outcome, counting: &counts)
    mismatches += found
    return found
  }

  /// Leaves out an outcome of a scenario changed since the run evaluated it.
  public mutating func skip(_ outcome: Outcome) {
    olderOutcomes += 1
    if olderSeen.insert(outcome.scenario).inserted { olderDefinitions.append(outcome.scenario) }
  }

  /// The mismatches that fail: differences not known, and claims that no longer differ.
  public var failures: [Mismatch] { mismatches.filter { !$0.isKnown } }

  /// The known differences (catalogue-format §9.2): not failures.
  public var knownDifferences: [Mismatch] { mismatches.filter(\.isKnown) }
}

/// An outcome that no expectation speaks to.
public struct UncheckedOutcome: Sendable, Hashable {
  public var scenario: String
  public var profile: String
}
