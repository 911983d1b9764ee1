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
