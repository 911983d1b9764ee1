/// Evaluates scenarios under a profile: the shared rule core.
///
/// Pure and deterministic: the same scenario and profile always give the same outcome.
public struct Evaluator: Sendable {
  public let profile: Profile
  /// Whether outcomes carry trace lines (a run that only needs results may turn them off).
  public var tracing: Bool

  public init(profile: Profile, tracing: Bool = true) {
    self.profile = profile
    self.tracing = tracing
  }

  /// The outcome of every step of the scenario under the profile.
  public func evaluate(_ scenario: Scenario) -> Outcome {
    evaluate(PreparedScenario(scenario))
  }

  /// The outcome of a prepared scenario: prepare once, evaluate under several profiles.
  public func evaluate(_ prepared: PreparedScenario) -> Outcome {
    var simulation = Simulation(prepared, profile: profile, tracing: tracing)
    return simulation.execute()
  }
}

/// A scenario with its window's controllers laid out once, to evaluate under several profiles
/// without building them again. A class, so that each evaluation reads it in place.
public final class PreparedScenario: Sendable {
  public let scenario: Scenario
  /// The main window's controllers: the key window at launch.
  let hierarchy: Hierarchy
  /// The main window, and the other windows present at launch with their controllers.
  let mainWindow: WindowSpec
  let otherWindows: [(spec: WindowSpec, hierarchy: Hierarchy)]
  /// The scenario names its windows (`windows`): outcomes give each one's orientation.
  let namesWindows: Bool

  public init(_ scenario: Scenario) {
    self.scenario = scenario
    self.hierarchy = Hierarchy(window: scenario.window)
    let windows = WindowSpec.list(scenario.windows, window: scenario.window)
    let key = WindowSpec.mainIndex(of: windows)
    self.mainWindow = windows[key]
    self.otherWindows = windows.indices.filter { $0 != key }.map {
      (windows[$0], Hierarchy(window: windows[$0].content))
    }
    self.namesWindows = scenario.windows != nil
  }
}

/// The engine version: bumped whenever a rule changes an outcome, so that recorded outcomes
/// computed by an older engine are known to be stale. The outcome digest test
/// (`Tests/RotationSpaceTests/OutcomeDigestTests.swift`) fails when outcomes change without it.
public enum Engine {
  public static let version = "4"
}
