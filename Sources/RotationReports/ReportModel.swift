import RotationCore

/// The compatibility matrix of a run: scenarios (rows, grouped by tag) against profiles
/// (columns, in version order). Built by a pure function; rendered by the HTML and Markdown
/// renderers.
public struct ReportModel: Sendable {
  /// Where the report comes from. No wall-clock time unless one is passed in.
  public struct Provenance: Sendable, Equatable {
    public var runID: Int
    public var engineVersion: String
    public var catalogueHash: String
    public var profileHashes: [ProfileHash]
    public var generatedAt: String?

    public init(
      runID: Int, engineVersion: String, catalogueHash: String, profileHashes: [ProfileHash],
      generatedAt: String? = nil
    ) {
      self.runID = runID
      self.engineVersion = engineVersion
      self.catalogueHash = catalogueHash
      self.profileHashes = profileHashes
      self.generatedAt = generatedAt
    }
  }

  public struct ProfileHash: Sendable, Equatable {
    public var id: String
    public var hash: String
    public init(id: String, hash: String) {
      self.id = id
      self.hash = hash
    }
  }

  /// Whether an outcome meets its recorded expectations.
  public enum Verdict: String, Sendable, CaseIterable {
    case matches
    case differs
    case unchecked
    /// It differs only where a claim is marked `knownDifference` (catalogue-format §9.2).
    case known

    /// A symbol and a word: never colour alone.
    public var symbol: String {
      switch self {
      case .matches: "✓"
      case .differs, .known: "✗"
      case .unchecked: "–"
      }
    }

    public var words: String {
      switch self {
      case .matches: "matches"
      case .differs: "differs"
      case .unchecked: "no expectation"
      case .known: "known difference"
      }
    }
  }

  public struct Row: Sendable {
    public var scenario: Scenario
    public var cells: [Cell]

    /// Where the behaviour changes, as caniuse says it: `changes at 2.1+ and 6+`, or `the same
    /// under every profile`.
    public var changes: String {
      let profiles = cells.filter(\.changed).map(\.profile)
      guard let last = profiles.last else { return "the same under every profile" }
      return "changes at "
        + (profiles.count == 1
          ? last : profiles.dropLast().joined(separator: ", ") + " and " + last)
    }
  }

  public struct Group: Sendable {
    public var name: String
    public var rows: [Row]
  }

  /// Counts for one profile.
  public struct Summary: Sendable, Equatable {
    public var profile: String
    public var scenarios = 0
    public var matches = 0
    public var differs = 0
    public var unchecked = 0
    public var crashes = 0
    public var changed = 0
    /// Outcomes whose only differences are known (catalogue-format §9.2): not in `differs`.
    public var known = 0

    public init(
      profile: String, scenarios: Int = 0, matches: Int = 0, differs: Int = 0, unchecked: Int = 0,
      crashes: Int = 0, changed: Int = 0
    ) {
      self.profile = profile
      self.scenarios = scenarios
      self.matches = matches
      self.differs = differs
      self.unchecked = unchecked
      self.crashes = crashes
      self.changed = changed
    }
  }

  /// A cell shows at most this many steps (its verdict still covers every step); `explain`
  /// tells the rest. It bounds a report of long scenarios.
  public static let stepLimit = 50
  /// Traces are shown only when the steps shown in the whole report are at most this many: the
  /// page stays readable and its size bounded (about 1 KB of trace a step).
  public static let traceBudget = 50_000

  /// The steps the report shows, all cells together.
  public var shownStepCount: Int {
    groups.reduce(0) { total, group in
      group.rows.reduce(total) { total, row in
        row.cells.reduce(total) { $0 + ($1.outcome?.steps.count ?? 0) }
      }
    }
  }

  /// Above this many cells (scenarios × profiles: 1,000 scenarios under the 9 built-in
  /// profiles) the reports lead with what changes between each profile and its reference, the HTML
  /// matrix is compact and paged, and the Markdown report leaves the matrix out (a code host
  /// renders a file of at most about a megabyte). Cells, not scenarios: a page grows with both.
  public static let leadThreshold = 9_000
  /// Above this many cells (10,000 scenarios under the 9 built-in profiles) the model keeps no
  /// rows: the reports give the summary and what changes between each profile and its reference, and
  /// say how to see the scenarios.
  public static let matrixLimit = 90_000

  public var title: String
  public var profiles: [Profile]
  public var groups: [Group]
  public var summaries: [Summary]
  public var provenance: Provenance
  /// The scenarios the report covers (its rows, unless the matrix is left out).
  public var scenarioCount: Int
  /// Whether the rows were left out (more than ``matrixLimit`` cells).
  public var rowsOmitted: Bool
  /// What changes between each profile and its reference (the previous version, or a what-if
  /// profile's base), grouped as `diff --profiles` groups it.
  public var divergences: [Divergence]
  /// The run's profiles the report leaves out: its profiles' own parts would pass
  /// ``profileBytes`` (``showing(_:)``).
  public var profilesLeftOut = 0
  /// How many bytes the cells' shown steps and their traces hold (``Footprint``): the steps
  /// at most ``stepBytes``, their traces at most ``traceBytes`` more.
  public var detailFootprint = 0

  /// The matrix's cells: scenarios × profiles (the run's, those left out included).
  public var cellCount: Int { scenarioCount * (profiles.count + profilesLeftOut) }

  /// Whether the reports lead with the divergences (more than ``leadThreshold`` cells).
  public var isLarge: Bool { cellCount > Self.leadThreshold }

  /// Every row, in group order.
  public var rows: [Row] { groups.flatMap(\.rows) }

  /// Whether an outcome's only differences are known (catalogue-format §9.2): the reports then
  /// say what a known difference is and count them apart.
  public var hasKnownDifferences: Bool { summaries.contains { $0.known > 0 } }

  /// The sources the report cites (in scenario sources and notes, mismatch sources and, with
  /// `traces`, the shown traces), in the order of ``Source/all``: the Sources section every
  /// citation links to.
  public func citations(traces: Bool) -> [Source] {
    var keys: Set<String> = []
    var scanned: Set<String> = []
    func scan(_ text: String) {
      guard scanned.insert(text).inserted else { return }
      for key in Source.keysCited(in: text) where Source.named(key) != nil { keys.insert(key) }
    }
    // Rows, cells and steps read where the model keeps them: loops over them copied each cell
    // and step. `rows` is computed: taken once.
    let rows = rows
    for row in rows.indices {
      rows[row].scenario.sources.forEach(scan)
      rows[row].scenario.notes.map(scan)
      let cells = rows[row].cells
      for cell in cells.indices {
        for mismatch in cells[cell].mismatches.indices {
          cells[cell].mismatches[mismatch].source.map(scan)
        }
        guard traces, let steps = cells[cell].outcome?.steps else { continue }
        for step in steps.indices { steps[step].trace.forEach(scan) }
      }
    }
    return Source.all.filter { keys.contains($0.key) }
  }

  /// A scenario's configuration in words: its Info.plist, app delegate and windows.
  public static func configuration(_ scenario: Scenario) -> String {
    let windows =
      scenario.windows.map { $0.map(\.spoken).joined(separator: "; ") } ?? scenario.window.spoken
    return "Info.plist: \(scenario.infoPlist.spoken). App delegate: "
      + "\(scenario.appDelegate.spoken). Window: \(windows)"
  }

  /// How a source key is cited: `[A2]`, `seed 003`.
  public static func citation(_ key: String) -> String {
    key.hasPrefix("seed ") ? key : "[\(key)]"
  }

  /// The anchor of a source's entry in the Sources section: `source-A2`, `source-seed-003`.
  public static func anchor(_ key: String) -> String {
    "source-" + String(key.map { $0 == " " ? "-" : $0 })
  }

  /// Every tag, sorted, for the filter.
  public var tags: [String] { Array(Set(rows.flatMap(\.scenario.tags))).sorted() }

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
