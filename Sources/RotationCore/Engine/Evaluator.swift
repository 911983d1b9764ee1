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
    var simulation = Simulation.start(
      prepared, profileID: profile.id, parameters: profile.parameters, tracing: tracing)
    return simulation.execute()
  }
}

/// A scenario with its window's controllers laid out once, to evaluate under several profiles
/// without building them again. A class, so that each evaluation reads it in place.
public final class PreparedScenario: Sendable {
  public let scenario: Scenario
  /// The main window (the key window at launch) as every evaluation starts it.
  let main: Simulation.WindowState
  /// The other windows present at launch, with their controllers, as every evaluation starts them.
  let others: [Simulation.WindowState]
  /// The app delegate's answers at launch, as masks.
  let delegate: DelegateMasks
  /// The scenario names its windows (`windows`): outcomes give each one's orientation.
  let namesWindows: Bool

  /// The scenario is taken, not copied (`consuming`): a copy retained each of its fields.
  public init(_ scenario: consuming Scenario) {
    let windows = WindowSpec.list(scenario.windows, window: scenario.window)
    let key = WindowSpec.mainIndex(of: windows)
    self.main = Simulation.WindowState(windows[key], hierarchy: Hierarchy(window: scenario.window))
    self.others = windows.indices.filter { $0 != key }.map {
      Simulation.WindowState(windows[$0], hierarchy: Hierarchy(window: windows[$0].content))
    }
    self.delegate = DelegateMasks(scenario.appDelegate)
    self.namesWindows = scenario.windows != nil
    self.scenario = scenario
  }
}

/// The engine version: bumped whenever a rule changes an outcome, so that recorded outcomes
/// computed by an older engine are known to be stale. The outcome digest test
/// (`Tests/RotationSpaceTests/OutcomeDigestTests.swift`) fails when outcomes change without it.
public enum Engine {
  public static let version = "4"
}
