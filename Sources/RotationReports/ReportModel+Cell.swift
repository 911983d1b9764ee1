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
    /// How many of the expectations that apply hold, differ as known or fail, by confidence.
    public var counts = ExpectationCounts()
    /// What the profile says of the scenario's device, in a few words: `no iPad ran iPhone OS
    /// 2.0` (``Profile/note(for:short:)``); the headline ends with it.
    public var note: String?

    /// What the cell says of its shown steps, kept when they are left out (a report holds a
    /// bounded number of bytes of steps, ``ReportModel/stepBytes``, and this cell came after
    /// they were spent); nil while the steps are there to read it from. A reference, shared by
    /// the cells that say the same (``Summaries``), so that a cell is no larger for it.
    private var kept: Summary?

    /// What a cell says of its shown steps and its last.
    final class Summary: Sendable {
      let key: Key

      struct Key: Hashable, Sendable {
        let behaviour: Behaviour
        let skipped: Bool
        let path: String
        let leftOutCount: Int
      }

      init(_ key: Key) { self.key = key }
    }

    /// The summaries of the cells whose steps were left out, one of each: a generated space's
    /// cells say one of a few hundred.
    struct Summaries: Sendable {
      private var made: [Summary.Key: Summary] = [:]

      mutating func of(_ cell: Cell) -> Summary {
        let key = Summary.Key(
          behaviour: cell.behaviour, skipped: cell.skipped, path: cell.path,
          leftOutCount: cell.leftOutCount)
        if let summary = made[key] { return summary }
        let summary = Summary(key)
        made[key] = summary
        return summary
      }
    }

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
    }

    /// The shown steps were not kept: a report holds a bounded number of bytes of steps
    /// (``ReportModel/stepBytes``), and this cell came after they were spent.
    public var detailsLeftOut: Bool { kept != nil }

    /// Drops the shown steps, keeping what the cell says of them: the report's bytes for steps
    /// are spent.
    mutating func leaveOutDetails(_ summaries: inout Summaries) {
      guard kept == nil else { return }
      kept = summaries.of(self)
      outcome?.steps = []
    }

    /// What happened, in a few words.
    public var headline: String {
      guard let last = final else { return "not run" }
      var text: String
      if let error = last.error {
        text = "crash: \(error.name)"
      } else {
        text = last.interfaceOrientation.name
        if last.statusBarOrientation != last.interfaceOrientation {
          text += " (status bar \(last.statusBarOrientation.name))"
        }
      }
      if let note { text += " (\(note))" }
      return text
    }

    /// The steps a report shows: the first ``ReportModel/stepLimit``.
    public var shownSteps: [StepOutcome] { outcome?.steps ?? [] }

    /// The interface orientation after each shown step, collapsed: `portrait →
    /// landscapeRight`, ending in `→ …` when steps are left out.
    public var path: String {
      if let kept { return kept.key.path }
      guard let outcome else { return "" }
      var names: [String] = []
      for step in outcome.steps {
        let name = step.error.map { _ in "crash" } ?? step.interfaceOrientation.name
        if names.last != name { names.append(name) }
      }
      if leftOutCount > 0 { names.append("…") }
      return names.joined(separator: " → ")
    }

    /// How many steps the report leaves out.
    var leftOutCount: Int {
      if let kept { return kept.key.leftOutCount }
      guard let final, let shown = outcome?.steps.last else { return 0 }
      return final.index - shown.index
    }

    /// The steps left out, said in words, or nil when every step is shown.
    public func leftOut(scenario: String) -> String? {
      guard leftOutCount > 0 else { return nil }
      return "\(leftOutCount) more steps: "
        + "rotationdb explain \(scenario) --profile \(profile) tells them all"
    }

    public var crashed: Bool { outcome?.crashed ?? false }

    /// The known differences (catalogue-format §9.2) among its mismatches, each once.
    public var knownDifferences: [KnownDifference] {
      var seen: Set<KnownDifference> = []
      return mismatches.compactMap { $0.isKnown ? $0.knownDifference : nil }.filter {
        seen.insert($0).inserted
      }
    }

    /// The rules of its known differences: `R8.7`, `R8.7, R9`.
    public var knownRules: String {
      var seen: Set<String> = []
      return knownDifferences.map(\.rule).filter { seen.insert($0).inserted }.joined(
        separator: ", ")
    }

    /// The verdict in words, a known difference with its rules: `known difference (R8.7)`.
    public var verdictWords: String {
      verdict == .known ? "known difference (\(knownRules))" : verdict.words
    }

    /// Each known difference with its reason, for a title: `known difference (R8.7): reason`.
    public var knownTitle: String { knownDifferences.map(\.words).joined(separator: "; ") }

    /// Whether a shown step or the last was skipped (its API absent under the profile).
    public var skipped: Bool {
      if let kept { return kept.key.skipped }
      guard let outcome, let last = final else { return false }
      // The steps' flags read in place: a report reads this for every cell.
      let steps = outcome.steps
      return last.skipped || steps.indices.contains { steps[$0].skipped }
    }

    /// What UIKit did, from the shown steps and the last. A skipped step changes nothing here:
    /// the cell says it beside the behaviour.
    public var behaviour: Behaviour {
      if let kept { return kept.key.behaviour }
      guard let outcome, let last = final else { return .notRun }
      if outcome.crashed || last.error != nil { return .crash }
      if last.statusBarOrientation != last.interfaceOrientation { return .statusBarOnly }
      // The steps' flags read in place: joining the shown steps and the last into one array
      // copied every step (a report reads this for every cell).
      let steps = outcome.steps
      return last.rotated || steps.indices.contains { steps[$0].rotated } ? .rotates : .stays
    }
  }
}

extension Mismatch {
  /// The mismatch in a line, its text escaped for the page: `step 1: interfaceOrientation
  /// wanted portrait, got landscapeRight (evidence: observed)`, a known difference with its rule
  /// and reason, a claim that no longer differs saying so.
  func line(escape: (String) -> String, cite: (String) -> String) -> String {
    let grade = "evidence: \(self.grade.words)\(source.map { "; source: " + cite($0) } ?? "")"
    if isAgreement, let known = knownDifference {
      return "step \(step): \(KnownDifference.noLongerDiffers) (\(escape(known.rule))) (\(grade))"
    }
    return "step \(step): \(escape(field)) wanted \(escape(wanted)), got \(escape(got)) ("
      + (knownDifference.map { escape($0.words) + "; " } ?? "") + grade + ")"
  }
}
