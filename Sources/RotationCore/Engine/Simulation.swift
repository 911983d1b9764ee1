/// One evaluation: the state of the simulated app, step by step.
///
/// The app has windows (the main window: the key window at launch; others shown later), one
/// device and one status bar. Each step family lives in its own file under `Steps/`; who decides
/// and what the answers add up to lives under `Decision/`.
struct Simulation {
  /// A window of the simulated app: its controllers and the orientation its content is laid
  /// out in.
  struct WindowState {
    var hierarchy: Hierarchy
    var interface: InterfaceOrientation = .portrait
  }

  /// The scenario, read in place (a class: evaluating it does not copy it).
  let prepared: PreparedScenario
  /// The profile's id and parameters only: no other string of the profile is touched per step.
  let profileID: String
  let parameters: Profile.Parameters

  /// The main window: the key window at launch. The outcome's fields describe it.
  var main: WindowState
  /// Windows shown besides the main one, in the order they appeared.
  var others: [WindowState] = []
  var statusBar: InterfaceOrientation = .portrait
  var device: DeviceOrientation = .portrait
  var launched = false
  /// Nil when tracing is off: no trace text is built at all.
  let log: Log?
  var warnings: [String] = []

  init(_ prepared: PreparedScenario, profile: Profile, tracing: Bool) {
    self.prepared = prepared
    self.profileID = profile.id
    self.parameters = profile.parameters
    self.main = WindowState(hierarchy: prepared.hierarchy)
    self.log = tracing ? Log() : nil
  }

  /// The orientation the main window's content is laid out in.
  var interface: InterfaceOrientation {
    get { main.interface }
    set { main.interface = newValue }
  }

  /// Runs every step and returns the outcome; an error ends the run (the app terminates).
  mutating func execute() -> Outcome {
    var outcomes: [StepOutcome] = []
    outcomes.reserveCapacity(prepared.scenario.steps.count)
    for (index, step) in prepared.scenario.steps.enumerated() {
      log?.lines = []
      warnings = []
      let before = interface
      var decision: Decision
      do throws(Hierarchy.Failure) {
        try main.hierarchy.apply(step)
        decision = perform(step)
      } catch {
        decision = Decision(canRotate: false, supported: .none, viewsFollow: false)
        decision.failure = OutcomeError(name: "InvalidStep", message: error.message)
      }
      let transform = manualTransform()
      let failed = decision.failure != nil
      let outcome = StepOutcome(
        index: index, action: step.action, deviceOrientation: device,
        interfaceOrientation: interface, statusBarOrientation: statusBar,
        rotated: interface != before, decider: decision.decider, supported: decision.supported,
        error: decision.failure, manualTransform: transform,
        warnings: warnings, trace: log?.lines ?? [])
      outcomes.append(consume outcome)
      if failed {
        return Outcome(
          scenario: prepared.scenario.id, profile: profileID, crashed: true, steps: outcomes)
      }
    }
    return Outcome(
      scenario: prepared.scenario.id, profile: profileID, crashed: false, steps: outcomes)
  }

  /// Performs a step: each family of steps has its own file.
  mutating func perform(_ step: Step) -> Decision {
    switch step.family {
    case .launch: launch(step)
    case .device: turn(step)
    case .navigation: navigate(step)
    case .presentation: presentOrDismiss(step)
    case .statusBar: setStatusBar(step)
    case .update: update(step)
    }
  }

  // MARK: The trace

  /// A trace line, with the citation of the rule it describes.
  func note(_ rule: @autoclosure () -> Rule, _ text: @autoclosure () -> String) {
    if let log { log.lines.append("\(text()) (\(rule().citation))") }
  }

  /// An inferred rule decided: the trace names the profile parameter that chose it.
  func inferred(
    _ rule: @autoclosure () -> Rule, parameter: String, value: @autoclosure () -> String,
    _ text: @autoclosure () -> String
  ) {
    if let log {
      log.lines.append(
        "\(text()) (\(rule().citation); inferred rule, parameter \(parameter) = \(value()))")
    }
  }
}

/// The trace lines of the step being evaluated. A reference, so that rules can write to it
/// while they read the simulation's state.
final class Log {
  var lines: [String] = []
}
