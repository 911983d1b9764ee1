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
    evaluate(PreparedScenario(scenario)).outcome
  }

  /// The outcome of a prepared scenario, as words (the entry a bulk run calls): prepare once,
  /// evaluate under several profiles; names and texts are made when the outcome is read.
  public func evaluate(_ prepared: PreparedScenario) -> PackedOutcome {
    // The calls' buffer on this stack: a reference of its own cost an allocation and a free
    // an evaluation.
    var calls = Calls(steps: prepared.scenario.steps.count)
    return withUnsafeMutablePointer(to: &calls) { calls in
      var simulation = Simulation.start(
        prepared, parameters: profile.parameters, tracing: tracing, calls: calls)
      return simulation.execute(profile: profile.id)
    }
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
  /// The Info.plist's supported orientations for the device, as a mask: the app's mask is read
  /// at nearly every decision.
  let plistMask: OrientationMask?
  /// The Info.plist's supported list for the device (``Simulation/plistOrientations(of:)``).
  let plistOrientations: [InterfaceOrientation]?
  /// The table its outcomes' codes are of (the labels hold each name's code in it).
  let names: NameTable

  /// What each step brings in, by step index, laid out once (nil for the other steps).
  let arrivals: [Arrival?]
  /// Each step's action as its place in ``PackedOutcome/actions``, the form an outcome keeps.
  let actionOrdinals: [UInt8]
  /// A step's controllers: those it pushes or presents, or the window it adds.
  enum Arrival: Sendable {
    case controller(Hierarchy.Subtree)
    case window(Hierarchy)
  }

  /// The scenario is taken, not copied (`consuming`): a copy retained each of its fields.
  ///
  /// Every controller the windows and steps can bring in is laid out here, once, and all the
  /// hierarchies share one set of labels: an evaluation's pushes and presentations append
  /// prepared nodes and copy no string. Its controllers' names are coded in `names`: give
  /// the scenarios of a run one table, so that their outcomes compare as integers.
  public init(_ scenario: consuming Scenario, names: NameTable = NameTable()) {
    let windows = WindowSpec.list(scenario.windows, window: scenario.window)
    let key = WindowSpec.mainIndex(of: windows)
    var labels = Hierarchy.Labels()
    let main = Hierarchy(window: scenario.window, labels: &labels)
    let others = windows.indices.filter { $0 != key }.map {
      ($0, Hierarchy(window: windows[$0].content, labels: &labels))
    }
    let arrivals = scenario.steps.map { step -> Arrival? in
      switch step {
      case .push(let controller, _), .present(let controller, _):
        .controller(Hierarchy.Subtree(controller, labels: &labels))
      case .addWindow(let spec): .window(Hierarchy(window: spec.content, labels: &labels))
      default: nil
      }
    }
    labels.code(in: names)
    self.main = Simulation.WindowState(windows[key], hierarchy: main.sharing(labels))
    self.others = others.map {
      Simulation.WindowState(windows[$0.0], hierarchy: $0.1.sharing(labels))
    }
    self.arrivals = arrivals.map {
      guard case .window(let hierarchy) = $0 else { return $0 }
      return .window(hierarchy.sharing(labels))
    }
    self.actionOrdinals = scenario.steps.map(\.kind.ordinal)
    self.delegate = DelegateMasks(scenario.appDelegate)
    self.namesWindows = scenario.windows != nil
    self.plistOrientations = Simulation.plistOrientations(of: scenario)
    self.plistMask = plistOrientations.map(OrientationMask.init)
    self.names = names
    self.scenario = scenario
  }

  /// The controllers a push or presentation at this step brings in, laid out.
  func arrivingController(at step: Int) -> Hierarchy.Subtree? {
    guard case .controller(let subtree) = arrivals[step] else { return nil }
    return subtree
  }

  /// The hierarchy of the window an `addWindow` step at this step shows.
  func arrivingWindow(at step: Int) -> Hierarchy {
    guard case .window(let hierarchy) = arrivals[step] else {
      preconditionFailure("step \(step) adds no window")
    }
    return hierarchy
  }
}

/// The engine version: bumped whenever a rule changes an outcome, so that recorded outcomes
/// computed by an older engine are known to be stale. The outcome digest test
/// (`Tests/RotationSpaceTests/OutcomeDigestTests.swift`) fails when outcomes change without it.
public enum Engine {
  public static let version = "8"
}
