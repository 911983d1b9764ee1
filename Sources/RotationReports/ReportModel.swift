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
}
