import RotationCore

/// The state of one step, as the diffs compare it.
public struct StepState: Sendable, Equatable, CustomStringConvertible {
  public var interface: InterfaceOrientation
  public var statusBar: InterfaceOrientation
  public var rotated: Bool
  public var error: String?

  public init(_ step: StepOutcome) {
    interface = step.interfaceOrientation
    statusBar = step.statusBarOrientation
    rotated = step.rotated
    error = step.error?.name
  }

  public var description: String {
    if let error { return "crash (\(error))" }
    return "interface \(interface.name)"
      + (statusBar == interface ? "" : ", status bar \(statusBar.name)")
      + (rotated ? ", rotated" : "")
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
    let count = max(a.steps.count, b.steps.count)
    var differing: [Int] = []
    for index in 0..<count {
      let left = index < a.steps.count ? StepState(a.steps[index]) : nil
      let right = index < b.steps.count ? StepState(b.steps[index]) : nil
      if left != right { differing.append(index) }
    }
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
  public init(kind: Kind, scenario: String, profile: String, detail: String) {
    self.kind = kind
    self.scenario = scenario
    self.profile = profile
    self.detail = detail
  }

  public enum Kind: String, Sendable, CaseIterable, Comparable {
    /// It met its expectations in the first run and does not in the second.
    case regression
    /// It did not meet them and now does.
    case fixed
    /// Its outcome changed, with no change of verdict.
    case changed
    case added
    case removed

    public static func < (lhs: Kind, rhs: Kind) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  public var kind: Kind
  public var scenario: String
  public var profile: String
  public var detail: String
}
