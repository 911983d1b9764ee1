import RotationCore

/// The state of one step, as the diffs compare it.
public struct StepState: Sendable, Hashable, CustomStringConvertible {
  public var interface: InterfaceOrientation
  public var statusBar: InterfaceOrientation
  public var rotated: Bool
  /// Shown upright in a letterboxed window (catalogue-format §9.4).
  public var letterboxed: Bool
  public var error: String?

  public init(_ step: StepOutcome) {
    interface = step.interfaceOrientation
    statusBar = step.statusBarOrientation
    rotated = step.rotated
    letterboxed = step.letterboxed
    error = step.error?.name
  }

  public var description: String {
    if let error { return "crash (\(error))" }
    return "interface \(interface.name)"
      + (statusBar == interface ? "" : ", status bar \(statusBar.name)")
      + (rotated ? ", rotated" : "") + (letterboxed ? ", letterboxed" : "")
  }
}

extension StepState {
  /// The state of a step of an outcome; nil when the outcome never reached it.
  public static func of(_ outcome: Outcome, step index: Int) -> StepState? {
    index < outcome.steps.count ? StepState(outcome.steps[index]) : nil
  }

  /// The steps whose state differs between two outcomes of a scenario (a step one of them never
  /// reached differs).
  public static func differingSteps(_ a: Outcome, _ b: Outcome) -> [Int] {
    (0..<max(a.steps.count, b.steps.count)).filter { of(a, step: $0) != of(b, step: $0) }
  }
}

/// A scenario whose outcome differs between two profiles.
public struct ProfileDifference: Sendable, Equatable {
  public init(
    scenario: String, title: String, step: Int, action: String, differingSteps: Int,
    first: StepState?, second: StepState?
  ) {
    self.scenario = scenario
    self.title = title
    self.step = step
    self.action = action
    self.differingSteps = differingSteps
    self.first = first
    self.second = second
  }

  public var scenario: String
  public var title: String
  /// The first step that differs, and how many do.
  public var step: Int
  public var action: String
  public var differingSteps: Int
  /// The step under each profile; nil when that profile never reached it (the app crashed).
  public var first: StepState?
  public var second: StepState?
}

extension ProfileDifference {
  /// Where two outcomes of a scenario first differ, and how many steps do; nil when they agree.
  public static func between(_ scenario: Scenario, _ a: Outcome, _ b: Outcome)
    -> ProfileDifference?
  {
    let differing = StepState.differingSteps(a, b)
    guard let step = differing.first else { return nil }
    let action = (a.steps.count > step ? a.steps[step] : b.steps[step]).action
    return ProfileDifference(
      scenario: scenario.id, title: scenario.title, step: step, action: action,
      differingSteps: differing.count,
      first: step < a.steps.count ? StepState(a.steps[step]) : nil,
      second: step < b.steps.count ? StepState(b.steps[step]) : nil)
  }

  /// What changed, in words, from the second outcome's side: `step 1 (rotate landscapeLeft):
  /// interface landscapeRight, rotated instead of interface portrait`.
  public func words(in scenario: Scenario) -> String {
    let brief = scenario.brief(step: step, action: action)
    let now = second?.description ?? "not reached (the app ended earlier)"
    let before = first?.description ?? "not reached"
    return "step \(step) (\(brief)): \(now) instead of \(before)"
      + (differingSteps > 1 ? "; \(differingSteps) steps differ" : "")
  }
}

/// How a scenario under a profile changed between two runs.
public struct RunChange: Sendable, Equatable {
  public init(
    kind: Kind, scenario: String, profile: String, detail: String, steps: [String] = []
  ) {
    self.kind = kind
    self.scenario = scenario
    self.profile = profile
    self.detail = detail
    self.steps = steps
  }

  public enum Kind: String, Sendable, CaseIterable, Comparable {
    /// It met its expectations in the first run and does not in the second.
    case regression
    /// A claim marked `knownDifference` (catalogue-format §9.2) that differed now agrees: a
    /// failure until the key is removed.
    case noLongerDiffers
    /// It did not meet them and now does.
    case fixed
    /// Its outcome changed, with no change of verdict.
    case changed
    case added
    case removed

    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The kind in words: `regression`, `no longer differs`.
    public var words: String { self == .noLongerDiffers ? "no longer differs" : rawValue }
  }

  public var kind: Kind
  public var scenario: String
  public var profile: String
  /// What changed in a line: the expectations that now differ, or how many steps changed.
  public var detail: String
  /// Every step whose state changed, in words: `step 1 (rotate landscapeLeft): interface
  /// portrait → interface landscapeLeft, rotated`.
  public var steps: [String]
}
