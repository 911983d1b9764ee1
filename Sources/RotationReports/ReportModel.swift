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

    /// A symbol and a word: never colour alone.
    public var symbol: String {
      switch self {
      case .matches: "✓"
      case .differs: "✗"
      case .unchecked: "–"
      }
    }

    public var words: String {
      switch self {
      case .matches: "matches"
      case .differs: "differs"
      case .unchecked: "no expectation"
      }
    }
  }

  /// One scenario under one profile.
  public struct Cell: Sendable {
    public var profile: String
    public var outcome: Outcome?
    public var verdict: Verdict
    public var mismatches: [Mismatch]
    /// The evidence grades of the expectations that apply, strongest first.
    public var evidence: [Evidence]
    /// The outcome differs from the previous profile's column.
    public var changed: Bool

    /// What happened, in a few words.
    public var headline: String {
      guard let outcome, let last = outcome.last else { return "not run" }
      if let error = last.error { return "crash: \(error.name)" }
      var text = last.interfaceOrientation.name
      if last.statusBarOrientation != last.interfaceOrientation {
        text += " (status bar \(last.statusBarOrientation.name))"
      }
      return text
    }

    /// The interface orientation after each step, collapsed: `portrait → landscapeRight`.
    public var path: String {
      guard let outcome else { return "" }
      var names: [String] = []
      for step in outcome.steps {
        let name = step.error.map { _ in "crash" } ?? step.interfaceOrientation.name
        if names.last != name { names.append(name) }
      }
      return names.joined(separator: " → ")
    }

    public var crashed: Bool { outcome?.crashed ?? false }
  }

  public struct Row: Sendable {
    public var scenario: Scenario
    public var cells: [Cell]
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

  /// Reports of up to this many scenarios show each step's trace.
  public static let traceLimit = 2_000

  public var title: String
  public var profiles: [Profile]
  public var groups: [Group]
  public var summaries: [Summary]
  public var provenance: Provenance

  /// Every row, in group order.
  public var rows: [Row] { groups.flatMap(\.rows) }

  /// Every tag, sorted, for the filter.
  public var tags: [String] { Array(Set(rows.flatMap(\.scenario.tags))).sorted() }

  /// Builds the model. Scenarios are grouped by their first tag (untagged ones last), in the
  /// order the groups first appear; profiles are sorted into version order.
  public static func build(
    title: String, scenarios: [Scenario], profiles: [Profile], outcomes: [Outcome],
    provenance: Provenance
  ) -> ReportModel {
    let profiles = profiles.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    var byKey: [String: Outcome] = [:]
    for outcome in outcomes { byKey[outcome.scenario + "\u{0}" + outcome.profile] = outcome }
    var summaries = profiles.map { Summary(profile: $0.id) }
    var groupNames: [String] = []
    var grouped: [String: [Row]] = [:]
    for scenario in scenarios {
      var cells: [Cell] = []
      for (index, profile) in profiles.enumerated() {
        let outcome = byKey[scenario.id + "\u{0}" + profile.id]
        let applicable = scenario.expectations.filter { $0.applies(to: profile.id) }
        let mismatches = outcome.map { scenario.mismatches(in: $0) } ?? []
        let verdict: Verdict =
          applicable.isEmpty || outcome == nil
          ? .unchecked : mismatches.isEmpty ? .matches : .differs
        let evidence = Evidence.allCases.filter { grade in
          applicable.contains { $0.evidence == grade }
        }
        let previous = index > 0 ? cells[index - 1].outcome : nil
        let changed = index > 0 && states(previous) != states(outcome)
        cells.append(
          Cell(
            profile: profile.id, outcome: outcome, verdict: verdict, mismatches: mismatches,
            evidence: evidence, changed: changed))
        if outcome != nil {
          summaries[index].scenarios += 1
          switch verdict {
          case .matches: summaries[index].matches += 1
          case .differs: summaries[index].differs += 1
          case .unchecked: summaries[index].unchecked += 1
          }
          if outcome?.crashed == true { summaries[index].crashes += 1 }
          if changed { summaries[index].changed += 1 }
        }
      }
      let group = scenario.tags.first ?? "untagged"
      if grouped[group] == nil {
        groupNames.append(group)
      }
      grouped[group, default: []].append(Row(scenario: scenario, cells: cells))
    }
    if let untagged = groupNames.firstIndex(of: "untagged") {
      groupNames.append(groupNames.remove(at: untagged))
    }
    return ReportModel(
      title: title, profiles: profiles,
      groups: groupNames.map { Group(name: $0, rows: grouped[$0] ?? []) }, summaries: summaries,
      provenance: provenance)
  }

  private static func states(_ outcome: Outcome?) -> [StepState]? {
    outcome.map { $0.steps.map(StepState.init) }
  }
}
