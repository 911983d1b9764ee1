/// One evaluation: the state of the simulated app, step by step.
///
/// The app has windows (the main window: the key window at launch; others shown later), one
/// device and one status bar. Each step family lives in its own file under `Steps/`; who decides
/// and what the answers add up to lives under `Decision/`.
///
/// Its methods are all `mutating`, those that only read too, so that it is always passed by
/// address: a non-mutating method takes it as a value, and each call from a mutating one copied
/// it whole (docs/performance.md, "The simulation passed by address").
struct Simulation {
  /// A window of the simulated app: its controllers and the orientation its content is laid
  /// out in.
  struct WindowState: Sendable {
    var hierarchy: Hierarchy
    var interface: InterfaceOrientation = .portrait
    /// Its name (`windows`, `addWindow`); `main` for a scenario's single `window`.
    var name: String
    /// `windowLevel`'s value: it orders windows.
    var level: Int
    var hidden: Bool

    init(_ spec: WindowSpec, hierarchy: Hierarchy) {
      self.hierarchy = hierarchy
      self.name = spec.name
      self.level = spec.level.rank
      self.hidden = spec.hidden ?? false
    }
  }

  /// The scenario, read in place (a class: evaluating it does not copy it).
  let prepared: PreparedScenario
  /// The profile's parameters only: no string of the profile is touched per step.
  let parameters: Profile.Parameters

  /// The main window: the key window at launch. The outcome's fields describe it.
  var main: WindowState
  /// Windows shown besides the main one, in the order they appeared.
  var others: [WindowState]
  var statusBar: InterfaceOrientation = .portrait
  /// `UIDevice.orientation` as the app reads it and UIKit follows: the physical orientation,
  /// unless the app wrote another through the key-value workaround (rules-modern R8.5).
  var device: DeviceOrientation = .portrait
  /// How the device is physically held.
  var physicalDevice: DeviceOrientation = .portrait
  /// The app delegate's answers now (`updateAppDelegate` changes them), as masks: read once.
  var delegate: DelegateMasks
  /// The iPad's windowing now.
  var multitaskingMode: MultitaskingMode
  /// The deciding controller's mask as UIKit last read it (rules-modern R16.3).
  var cachedMask: OrientationMask?
  /// The controller whose answer ``cachedMask`` is: another one's is read afresh (R16.3).
  var cachedAnswerer: Int?
  /// The iOS 26 orientation lock is in force (rules-modern R26.2).
  var locked = false
  /// The app is windowed while the device is held in an orientation it does not support: its
  /// window keeps the app's orientation (rules-modern R26.1, ``settleLetterbox(_:)``).
  var windowMismatch = false
  /// A geometry request waiting for the end of its run-loop turn.
  var pendingRequest: OrientationMask?
  /// A presentation, dismissal, push or pop runs in the current run-loop turn (rules-modern
  /// R16.4, `transitionHoldsOrientation`).
  var transitionInTurn = false
  /// A `setNeedsUpdateOfSupportedInterfaceOrientations` made while a transition runs, applied
  /// when its turn ends (`transitionHoldsOrientation`): the controller it names, if any.
  var deferredUpdate: String??
  /// The alerts whose answer is being read from their presenters, innermost last (R-Y5).
  var alertsAnswering: [Int] = []
  /// A presenter's answer asked an alert again and UIKit asserts (R-Y5, `alertRecursion`).
  var alertAssertion = false
  /// The style, as UIKit resolved it, of the presentation the current `dismiss` step removes
  /// (R-X3); read before the hierarchy drops it.
  var dismissedStyle: PresentationStyle?
  var launched = false
  /// Nil when tracing is off: no trace text is built at all.
  var log: Log?
  /// The orientation methods UIKit calls at the step, traced or not, in the outcome's buffer:
  /// the evaluation's own (`Evaluator.evaluate(_: PreparedScenario)`), valid while it runs.
  let calls: UnsafeMutablePointer<Calls>
  var warnings: [String] = []
  var geometryError: GeometryError?
  /// The exception a step raised (``raise(_:in:)``): its decision refers to it.
  var stepException: OutcomeError?
  var skipped = false

  /// The simulation at launch: the scenario's windows and app delegate as prepared, the
  /// profile's parameters. Built by the memberwise initializer, which builds it in place: an
  /// initializer that assigned each property built it aside, then copied it and destroyed the
  /// first.
  static func start(
    _ prepared: PreparedScenario, parameters: Profile.Parameters,
    tracing: Bool, calls: UnsafeMutablePointer<Calls>
  ) -> Simulation {
    Simulation(
      prepared: prepared, parameters: parameters, main: prepared.main,
      others: prepared.others, delegate: prepared.delegate,
      multitaskingMode: prepared.scenario.environment.multitaskingMode ?? .fullScreen,
      log: tracing ? Log() : nil, calls: calls)
  }

  /// The orientation the main window's content is laid out in.
  var interface: InterfaceOrientation {
    get { main.interface }
    set { main.interface = newValue }
  }

  /// Runs every step and returns the outcome under the profile of this id; an error ends the
  /// run (the app terminates).
  mutating func execute(profile profileID: String) -> PackedOutcome {
    var packed = PackedOutcome(
      scenario: prepared.scenario.id, profile: profileID, names: prepared.names)
    for (index, step) in prepared.scenario.steps.enumerated() {
      log?.lines = []
      calls.pointee.startStep()
      // Most steps warn of nothing: an empty array assigned again is a release a step.
      if !warnings.isEmpty { warnings = [] }
      geometryError = nil
      skipped = false
      let before = interface
      // Read only with several windows: nil costs neither an allocation nor a release.
      let othersBefore = others.isEmpty ? nil : others.map(\.interface)
      var decision: Decision
      do throws(Hierarchy.Failure) {
        if dismissWhileTransitioning(at: index) {
          decision = refuseDismissal()
        } else {
          if case .dismiss = step {
            dismissedStyle = main.hierarchy.presented.last.map { requestedStyle($0.presentation) }
          }
          if Hierarchy.concerns(step) { try applyStructure(step, at: index) }
          decision = perform(step, at: index)
        }
        let continues = turnContinues(after: index)
        if pendingRequest != nil, !decision.raises, !continues {
          decision = processPendingRequest()
        }
        if let update = deferredUpdate, !decision.raises, !continues {
          deferredUpdate = nil
          // The turn has ended: the update is applied now, not deferred again.
          transitionInTurn = false
          let error = geometryError
          decision = setNeedsUpdateOfSupported(update)
          geometryError = error
        }
        transitionInTurn = continues && (transitionInTurn || Self.isTransition(step))
      } catch {
        decision = Decision(canRotate: false, supported: .none, viewsFollow: false)
        raise(OutcomeError(name: "InvalidStep", message: error.message), in: &decision)
      }
      settleLetterbox(decision)
      pack(
        step, at: index, decision, interfaceBefore: before, othersBefore: othersBefore,
        into: &packed)
      if decision.raises {
        packed.crashed = true
        break
      }
    }
    swap(&packed.words, &calls.pointee.codes)
    return packed
  }

  /// Adds a step's outcome to `packed`: its decision and the state it leaves, as words in
  /// ``calls``: after the step's calls, the controllers told, then the step's header.
  mutating func pack(
    _ step: Step, at index: Int, _ decision: Decision, interfaceBefore before: InterfaceOrientation,
    othersBefore: [InterfaceOrientation]?, into packed: inout PackedOutcome
  ) {
    let decider: Int32 =
      switch decision.decider {
      case .none: PackedOutcome.noDecider
      case .application: PackedOutcome.applicationDecider
      case .controller(let index): main.hierarchy.nameCode(index)
      }
    let transform = manualTransform()
    // Before the calls told makes: `asked` holds those too.
    let asked = calls.pointee.stepCount
    if !decision.raises {
      told(step, mainBefore: before, othersBefore: othersBefore, into: &calls.pointee.codes)
    }
    let notified = calls.pointee.stepCount - asked
    let error = decision.raises ? error(of: decision) : nil
    let windows = windowOrientations
    // Most steps have none of the rare fields: their record is not made.
    var rare = -1
    if error != nil || geometryError != nil || !windows.isEmpty || transform != nil
      || !warnings.isEmpty || log?.lines.isEmpty == false
    {
      rare = packed.rare.count
      packed.rare.append(
        PackedOutcome.Rare(
          error: error, geometryError: geometryError, windowOrientations: windows,
          manualTransform: transform, warnings: warnings, trace: log?.lines ?? []))
    }
    PackedOutcome.Header(
      word: PackedOutcome.word(
        action: prepared.actionOrdinals[index], device: physicalDevice, reported: device,
        interface: interface,
        statusBar: statusBar, rotated: interface != before, skipped: skipped,
        letterboxed: letterboxed),
      supported: Int32(decision.supported.rawValue), decider: decider, asked: Int32(asked),
      notified: Int32(notified), rare: Int32(rare)
    ).append(to: &calls.pointee.codes)
    packed.stepCount += 1
  }

  /// Performs the step at this position: each family of steps has its own file.
  @inline(__always) mutating func perform(_ step: Step, at index: Int) -> Decision {
    switch step.family {
    case .launch: launch(step)
    case .device: turn(step)
    case .navigation: navigate(step)
    case .presentation: presentOrDismiss(step)
    case .statusBar: setStatusBar(step)
    case .update: update(step)
    case .request: request(step)
    case .windowing: changeWindowing(step, at: index)
    }
  }

  /// A step that starts a transition UIKit animates: a presentation, a dismissal, a push, a pop.
  static func isTransition(_ step: Step) -> Bool {
    switch step {
    case .present, .dismiss, .push, .pop: true
    default: false
    }
  }

  /// Whether the next step happens in the same run-loop turn as this one (catalogue-format
  /// §7.5, `turn`).
  mutating func turnContinues(after index: Int) -> Bool {
    guard let turn = prepared.scenario.turns[index] else { return false }
    return prepared.scenario.turns[index + 1] == turn
  }

  /// A step whose API the profile lacks: the app guards it with `if #available`, so the step is
  /// skipped with a warning naming the version that brought the API.
  mutating func skip(_ api: String, since version: String) -> Decision {
    skipped = true
    warnings.append("\(api) is available from iOS \(version): the step is skipped")
    note(
      .apiMissing,
      "\(api) does not exist before iOS \(version); the app guards it with #available, so "
        + "nothing happens.")
    return decide()
  }

  // MARK: The trace

  /// What `body` returns, with the trace off meanwhile: for a value the step has read and
  /// traced already, so that its trace tells it once.
  mutating func quietly<T>(_ body: (inout Simulation) -> T) -> T {
    let log = self.log
    self.log = nil
    defer { self.log = log }
    return body(&self)
  }

  /// A trace line, with the citation of the rule it describes.
  func note(_ rule: @autoclosure () -> Rule, _ text: @autoclosure () -> String) {
    if let log { log.note(rule(), text()) }
  }

  /// An inferred rule decided: the trace names the profile parameter that chose it.
  func inferred(
    _ rule: @autoclosure () -> Rule, parameter: String, value: @autoclosure () -> String,
    _ text: @autoclosure () -> String
  ) {
    if let log { log.inferred(rule(), parameter: parameter, value: value(), text()) }
  }

  /// A trace line of an observed rule whose rival reading is a parameter: the line names the
  /// parameter and its value, so a profile of one's own can try the other reading.
  func observed(
    _ rule: @autoclosure () -> Rule, parameter: String, value: @autoclosure () -> String,
    _ text: @autoclosure () -> String
  ) {
    if let log { log.observed(rule(), parameter: parameter, value: value(), text()) }
  }
}

/// The trace lines of the step being evaluated. A reference, so that rules can write to it
/// while they read the simulation's state.
final class Log {
  var lines: [String] = []

  /// A line with the citation of the rule it describes.
  func note(_ rule: Rule, _ text: String) { lines.append("\(text) (\(rule.citation))") }

  /// A line of an inferred rule, naming the profile parameter that chose it.
  func inferred(_ rule: Rule, parameter: String, value: String, _ text: String) {
    lines.append("\(text) (\(rule.citation); inferred rule, parameter \(parameter) = \(value))")
  }

  /// A line of an observed rule whose rival reading is a parameter, naming it and its value.
  func observed(_ rule: Rule, parameter: String, value: String, _ text: String) {
    lines.append("\(text) (\(rule.citation); parameter \(parameter) = \(value))")
  }
}
