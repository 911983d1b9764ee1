import RotationCore

extension ReportModel {
  /// What UIKit did in a cell, the first fact a reader looks for: each with its own colour and
  /// symbol in the reports (the test verdict is a secondary badge). A skipped step is said
  /// beside it (``Cell/skipped``), never instead of it.
  public enum Behaviour: String, Sendable, CaseIterable {
    /// The interface never turned.
    case stays
    /// The interface turned at some step.
    case rotates
    /// The status bar ends in another orientation than the interface.
    case statusBarOnly
    /// The app terminated.
    case crash
    /// No outcome recorded.
    case notRun

    public var symbol: String {
      switch self {
      case .stays: "■"
      case .rotates: "↻"
      case .statusBarOnly: "◐"
      case .crash: "✖"
      case .notRun: "·"
      }
    }

    public var words: String {
      switch self {
      case .stays: "stays"
      case .rotates: "rotates"
      case .statusBarOnly: "status bar only"
      case .crash: "crash"
      case .notRun: "not run"
      }
    }

    /// The CSS class of a cell with this behaviour.
    public var cssClass: String { "b-" + rawValue }
  }

  /// The mark of a cell with a skipped step (`if #available` guarded an API the profile lacks),
  /// said beside the behaviour.
  public static let skippedSymbol = "⊘"
  public static let skippedWords = "skipped"
  /// The mark's meaning, for legends and titles.
  public static let skippedMeaning =
    "a step's API is absent under the profile: that step did nothing"

  /// One scenario under one profile.
  public struct Cell: Sendable {
    public var profile: String
    /// The outcome with the steps a report shows: the first ``ReportModel/stepLimit``, or none
    /// when the report's bytes for steps were spent (``detailsLeftOut``).
    public var outcome: Outcome?
    public var verdict: Verdict
    public var mismatches: [Mismatch]
    /// The grades (evidence and confidence) of the expectations that apply, strongest first.
    public var grades: [Grade]
    /// The outcome differs from the reference profile's (``reference``).
    public var changed: Bool
    /// The outcome's last step (the outcome itself keeps only the steps a report shows).
    public var final: StepOutcome?
    /// What changed from the reference profile's outcome, in words, when it changed.
    public var change: String?
    /// The profile Δ compares this cell with: the previous built-in version, or a what-if
    /// profile's base (``ReportModel/references(of:)``); nil when there is none.
    public var reference: String?
    /// Which of its row's distinct outcomes this cell has, numbered from 0 in profile order:
    /// two cells of a row with the same number behave alike (the page compares any two).
    public var variant = 0
    /// What UIKit did, from the shown steps and the last. A skipped step changes nothing here:
    /// the cell says it beside the behaviour.
    public private(set) var behaviour: Behaviour
    /// Whether a shown step or the last was skipped (its API absent under the profile).
    public private(set) var skipped: Bool
    /// The interface orientation after each shown step, collapsed: `portrait →
    /// landscapeRight`, ending in `→ …` when steps are left out.
    public private(set) var path: String
    /// How many steps past the shown ones the report leaves out.
    private(set) var leftOutCount: Int
    /// The shown steps were not kept: a report holds a bounded number of bytes of steps
    /// (``ReportModel/stepBytes``), and this cell came after they were spent.
    public private(set) var detailsLeftOut = false

    public init(
      profile: String, outcome: Outcome?, final: StepOutcome?, verdict: Verdict,
      mismatches: [Mismatch], grades: [Grade], changed: Bool
    ) {
      self.profile = profile
      self.outcome = outcome
      self.final = final
      self.verdict = verdict
      self.mismatches = mismatches
      self.grades = grades
      self.changed = changed
      // Read from the shown steps once, here: the steps may be left out afterwards.
      (behaviour, skipped, path, leftOutCount) = Self.summary(outcome, final: final)
    }

    /// The behaviour, the skipped mark, the path and the steps left out, read from the shown
    /// steps (in place: a report reads them for every cell) and the last.
    static func summary(_ outcome: Outcome?, final: StepOutcome?) -> (
      Behaviour, Bool, String, Int
    ) {
      guard let outcome, let last = final else { return (.notRun, false, "", 0) }
      let steps = outcome.steps
      let leftOut = steps.last.map { last.index - $0.index } ?? 0
      var names: [String] = []
      for index in steps.indices {
        let name = steps[index].error.map { _ in "crash" } ?? steps[index].interfaceOrientation.name
        if names.last != name { names.append(name) }
      }
      if leftOut > 0 { names.append("…") }
      let skipped = last.skipped || steps.indices.contains { steps[$0].skipped }
      let behaviour: Behaviour =
        if outcome.crashed || last.error != nil {
          .crash
        } else if last.statusBarOrientation != last.interfaceOrientation {
          .statusBarOnly
        } else if last.rotated || steps.indices.contains(where: { steps[$0].rotated }) {
          .rotates
        } else {
          .stays
        }
      return (behaviour, skipped, names.joined(separator: " → "), leftOut)
    }

    /// Drops the shown steps, keeping what the cell says of them: the report's bytes for steps
    /// are spent.
    mutating func leaveOutDetails() {
      outcome?.steps = []
      detailsLeftOut = true
    }

    /// What happened, in a few words.
    public var headline: String {
      guard let last = final else { return "not run" }
      if let error = last.error { return "crash: \(error.name)" }
      var text = last.interfaceOrientation.name
      if last.statusBarOrientation != last.interfaceOrientation {
        text += " (status bar \(last.statusBarOrientation.name))"
      }
      return text
    }

    /// The steps a report shows: the first ``ReportModel/stepLimit``.
    public var shownSteps: [StepOutcome] { outcome?.steps ?? [] }

    /// The steps left out, said in words, or nil when every step is shown.
    public func leftOut(scenario: String) -> String? {
      guard leftOutCount > 0 else { return nil }
      return "\(leftOutCount) more steps: "
        + "rotationdb explain \(scenario) --profile \(profile) tells them all"
    }

    public var crashed: Bool { outcome?.crashed ?? false }
  }
}
