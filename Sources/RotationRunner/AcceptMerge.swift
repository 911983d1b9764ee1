import RotationCore

/// One scenario's expectations after accepting its outcomes under some profiles: each
/// expectation the outcomes agree with is kept as it is, whatever its evidence; a recorded one
/// they disagree with (any, with `force`) no longer names their profiles; and what no kept
/// expectation states is recorded from the outcomes, compactly. A claim marked
/// `knownDifference` (catalogue-format §9.2) is the record's, kept as it is whatever the run
/// says: nothing is recorded over the fields it states.
struct AcceptMerge {
  private(set) var expectations: [Expectation] = []
  private(set) var kept = 0
  /// Claims marked `knownDifference` that apply to the outcomes, kept as they are.
  private(set) var knownDifferences = 0
  private(set) var changed = 0
  private(set) var added = 0
  private(set) var conflicts: [AcceptPlan.Conflict] = []
  /// The expectations dropped under each profile, to list what changed from them.
  private(set) var replaced: [String: [Expectation]] = [:]
  /// Under each profile, by recorded field name, the step positions a kept expectation states.
  private var pinned: [String: [String: [Bool]]] = [:]

  init(scenario: Scenario, outcomes: [Outcome], profileIDs: [String], force: Bool) {
    let recordedFields = OutcomeField.compared.filter { $0.comparison?.recorded == true }
    var alone = scenario
    for expectation in scenario.expectations {
      let applying = outcomes.filter { expectation.applies(to: $0.profile) }
      guard !applying.isEmpty else {
        expectations.append(expectation)
        continue
      }
      if expectation.knownDifference != nil {
        knownDifferences += 1
        expectations.append(expectation)
        for outcome in applying { pin(expectation, outcome, recordedFields) }
        continue
      }
      alone.expectations = [expectation]
      var dropped: Set<String> = []
      for outcome in applying {
        let mismatches = alone.mismatches(in: outcome)
        if mismatches.isEmpty {
          pin(expectation, outcome, recordedFields)
          continue
        }
        if expectation.evidence != .recorded {
          conflicts += mismatches.map {
            AcceptPlan.Conflict(
              scenario: $0.scenario, profile: $0.profile, step: $0.step, field: $0.field,
              wanted: $0.wanted, got: $0.got, evidence: $0.evidence, source: $0.source)
          }
          guard force else { continue }
        }
        dropped.insert(outcome.profile)
        replaced[outcome.profile, default: []].append(expectation)
      }
      if dropped.isEmpty {
        kept += 1
        expectations.append(expectation)
        continue
      }
      changed += 1
      var narrowed = expectation
      if narrowed.profiles.contains("*") { narrowed.profiles = profileIDs }
      narrowed.profiles.removeAll { dropped.contains($0) }
      if !narrowed.profiles.isEmpty { expectations.append(narrowed) }
    }
    let pinned = self.pinned
    let recorded = Expectation.recordings(
      of: outcomes, evidence: .recorded, source: nil,
      covered: { outcome, field, position in
        pinned[outcome.profile]?[field.expectationKey]?[position] ?? false
      })
    added = recorded.count
    expectations = Self.regrouped(expectations + recorded, profileIDs: profileIDs)
  }

  /// The expectations with those equal but for their profiles (same steps and values) made one
  /// naming all their profiles, in the database's profile order, at the first one's place
  /// (catalogue-format §5.1 rule 3): an earlier `accept` of other profiles recorded them apart.
  /// Only `recorded` ones with no source, confidence or `knownDifference`, and not naming `*`,
  /// are merged: a claim is kept as written.
  static func regrouped(_ list: [Expectation], profileIDs: [String]) -> [Expectation] {
    var result: [Expectation] = []
    // Each mergeable expectation without its profiles, to its place in the result.
    var places: [Expectation: Int] = [:]
    var merged: Set<Int> = []
    for expectation in list {
      guard expectation.evidence == .recorded, expectation.source == nil,
        expectation.confidence == nil, expectation.knownDifference == nil,
        !expectation.profiles.contains("*")
      else {
        result.append(expectation)
        continue
      }
      var key = expectation
      key.profiles = []
      guard let place = places[key] else {
        places[key] = result.count
        result.append(expectation)
        continue
      }
      for profile in expectation.profiles where !result[place].profiles.contains(profile) {
        result[place].profiles.append(profile)
      }
      merged.insert(place)
    }
    // Profiles the database no longer lists keep their place after those it does.
    let order = Dictionary(
      profileIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    for place in merged {
      result[place].profiles = result[place].profiles.enumerated().sorted {
        (order[$0.element] ?? profileIDs.count, $0.offset)
          < (order[$1.element] ?? profileIDs.count, $1.offset)
      }.map(\.element)
    }
    return result
  }

  /// Whether a kept expectation states the field at the step position under the profile.
  func covered(_ profile: String, _ field: OutcomeField, _ position: Int) -> Bool {
    pinned[profile]?[field.expectationKey]?[position] ?? false
  }

  /// Marks the recorded fields an agreeing (or known to differ) expectation states at its
  /// steps.
  private mutating func pin(
    _ expectation: Expectation, _ outcome: Outcome, _ fields: [OutcomeField]
  ) {
    // An outcome's steps are indexed from 0 without gaps; otherwise found by index.
    let positions = expectation.steps.compactMap { index in
      outcome.steps.indices.contains(index) && outcome.steps[index].index == index
        ? index : outcome.steps.firstIndex { $0.index == index }
    }
    for field in fields where field.stated(in: expectation) != nil {
      var marks =
        pinned[outcome.profile]?[field.expectationKey]
        ?? Array(repeating: false, count: outcome.steps.count)
      for position in positions { marks[position] = true }
      pinned[outcome.profile, default: [:]][field.expectationKey] = marks
    }
  }
}
