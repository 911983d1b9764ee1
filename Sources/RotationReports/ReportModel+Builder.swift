import RotationCore

/// Building the model: scenario by scenario, each cell's verdict, changes and kept steps.
extension ReportModel {
  /// Builds the model. Scenarios are grouped by their first tag (untagged ones last), in the
  /// order the groups first appear; profiles are sorted into version order.
  public static func build(
    title: String, scenarios: [Scenario], profiles: [Profile], outcomes: [Outcome],
    provenance: Provenance
  ) -> ReportModel {
    var byScenario: [String: [String: Outcome]] = [:]
    for outcome in outcomes {
      byScenario[outcome.scenario, default: [:]][outcome.profile] = outcome
    }
    var builder = Builder(title: title, profiles: profiles, provenance: provenance)
    for scenario in scenarios { builder.add(scenario, outcomes: byScenario[scenario.id] ?? [:]) }
    return builder.model
  }

  /// Builds the model one scenario at a time, so a run can be read page by page: each cell keeps
  /// only the steps a report shows (and the last, for its headline) once its verdict is made.
  public struct Builder: Sendable {
    var title: String
    var profiles: [Profile]
    var provenance: Provenance
    var summaries: [Summary]
    var groupNames: [String] = []
    var grouped: [String: [Row]] = [:]
    var count = 0
    var rowsOmitted = false
    var divergences: [Divergence.Builder]
    /// Each profile's reference (the index of the profile its Δ compares it with), and the
    /// index of that pair's divergence.
    var references: [Int?]
    var pairs: [Int?]
    /// The numbering every pair's divergence shares.
    var numbering = FeatureNumbering()
    /// How many bytes the cells' shown steps hold, the most they may, and whether a cell's
    /// steps were left out for them.
    var detailFootprint = 0
    let stepBytes: Int
    var detailsSpent = false
    /// What the cells whose steps were left out say of them, one of each.
    var leftOut = Cell.Summaries()

    /// A builder whose cells' shown steps hold at most `stepBytes` (``ReportModel/stepBytes``).
    public init(
      title: String, profiles: [Profile], provenance: Provenance,
      stepBytes: Int = ReportModel.stepBytes
    ) {
      self.title = title
      self.stepBytes = stepBytes
      // A what-if profile shares its base's order: it comes right after the built-in profiles
      // of that order, whatever its id.
      self.profiles = profiles.sorted {
        ($0.order, Profile.builtIn(id: $0.id) == nil ? 1 : 0, $0.id)
          < ($1.order, Profile.builtIn(id: $1.id) == nil ? 1 : 0, $1.id)
      }
      self.provenance = provenance
      self.summaries = self.profiles.map { Summary(profile: $0.id) }
      let references = ReportModel.references(of: self.profiles)
      var divergences: [Divergence.Builder] = []
      self.pairs = zip(self.profiles, references).map { profile, reference in
        guard let reference else { return nil }
        divergences.append(
          Divergence.Builder(first: profiles[reference].id, second: profile.id, listLimit: 0))
        return divergences.count - 1
      }
      self.references = references
      self.divergences = divergences
    }

    /// Adds a scenario's row from its outcomes by profile id.
    public mutating func add(_ scenario: Scenario, outcomes: [String: Outcome]) {
      count += 1
      let features = numbering.number(ScenarioFeatures.values(of: scenario))
      var cells: [Cell] = []
      var states: [[StepState]?] = []
      var distinct: [[StepState]?] = []
      for (index, profile) in profiles.enumerated() {
        let outcome = outcomes[profile.id]
        let applicable = scenario.expectations.filter { $0.applies(to: profile.id) }
        var counts = ExpectationCounts()
        let mismatches = outcome.map { scenario.mismatches(in: $0, counting: &counts) } ?? []
        let verdict: Verdict =
          applicable.isEmpty || outcome == nil
          ? .unchecked
          : mismatches.isEmpty ? .matches : mismatches.contains { !$0.isKnown } ? .differs : .known
        states.append(ReportModel.states(outcome))
        let reference = references[index]
        let changed = reference.map { states[$0] != states[index] } ?? false
        var cell = Cell(
          profile: profile.id, outcome: outcome.map(ReportModel.shown), final: outcome?.last,
          verdict: verdict, mismatches: mismatches, grades: Grade.of(applicable), changed: changed)
        keepDetails(of: &cell)
        cell.note = profile.note(for: scenario.device, short: true)
        cell.reference = reference.map { profiles[$0].id }
        cell.counts = counts
        if let found = distinct.firstIndex(of: states[index]) {
          cell.variant = found
        } else {
          cell.variant = distinct.count
          distinct.append(states[index])
        }
        if let reference, let pair = pairs[index], let before = outcomes[profiles[reference].id],
          let now = outcome
        {
          let difference = changed ? ProfileDifference.between(scenario, before, now) : nil
          divergences[pair].add(numbers: features, difference: difference)
          cell.change = difference?.words(in: scenario)
        } else if changed {
          cell.change =
            outcome == nil
            ? "not recorded here" : "recorded here, not under \(cell.reference ?? "")"
        }
        cells.append(cell)
        if outcome != nil {
          summaries[index].scenarios += 1
          switch verdict {
          case .matches: summaries[index].matches += 1
          case .differs: summaries[index].differs += 1
          case .unchecked: summaries[index].unchecked += 1
          case .known: summaries[index].known += 1
          }
          if outcome?.crashed == true { summaries[index].crashes += 1 }
          if changed { summaries[index].changed += 1 }
        }
      }
      guard !rowsOmitted else { return }
      guard count * profiles.count <= ReportModel.matrixLimit else {
        rowsOmitted = true
        groupNames = []
        grouped = [:]
        return
      }
      let group = scenario.tags.first ?? "untagged"
      if grouped[group] == nil {
        groupNames.append(group)
      }
      grouped[group, default: []].append(Row(scenario: scenario, cells: cells))
    }

    /// The model of the scenarios added.
    public var model: ReportModel {
      var names = groupNames
      if let untagged = names.firstIndex(of: "untagged") {
        names.append(names.remove(at: untagged))
      }
      return ReportModel(
        title: title, profiles: profiles,
        groups: names.map { Group(name: $0, rows: grouped[$0] ?? []) }, summaries: summaries,
        provenance: provenance, scenarioCount: count, rowsOmitted: rowsOmitted,
        divergences: divergences.map { pair in
          var pair = pair
          pair.numbering = numbering
          return pair.build()
        }, detailFootprint: detailFootprint)
    }
  }

  /// The profile each profile's Δ compares it with, as an index into `profiles` (in version
  /// order): a built-in profile's is the previous built-in one; a what-if profile's (one a user
  /// defined, with a `base`) is the built-in profile it builds on, which shares its order (for a
  /// what-if built on another what-if, the built-in one at the root), when the report has it.
  /// The store keeps no base, only the order a definition takes from it.
  public static func references(of profiles: [Profile]) -> [Int?] {
    var previous: Int?
    var builtInOfOrder: [Int: Int] = [:]
    return profiles.enumerated().map { index, profile in
      guard Profile.builtIn(id: profile.id) != nil else { return builtInOfOrder[profile.order] }
      defer {
        previous = index
        builtInOfOrder[profile.order] = index
      }
      return previous
    }
  }

  /// An outcome with only the steps a report shows.
  static func shown(_ outcome: Outcome) -> Outcome {
    guard outcome.steps.count > stepLimit else { return outcome }
    var copy = outcome
    copy.steps = Array(outcome.steps.prefix(stepLimit))
    return copy
  }

  static func states(_ outcome: Outcome?) -> [StepState]? {
    outcome.map { $0.steps.map(StepState.init) }
  }
}
