/// What UIKit decided when it asked the app at one moment.
struct Decision {
  /// Whose answer decided. A controller is its index in the deciding window's hierarchy, named
  /// only when the outcome is built: a decision holds no string, so copying one copies bytes.
  enum Decider {
    /// Nothing was asked.
    case none
    case application
    case controller(Int)
  }

  /// The controller whose answer decided, `application`, or none when nothing was asked.
  var decider = Decider.none
  /// The controller UIKit asks (top full-screen or window controller), if any.
  var asked: Int?
  /// Device rotation may rotate (6+: `shouldAutorotate`; before: always).
  var canRotate: Bool
  /// The effective supported set.
  var supported: OrientationMask
  /// The asked controller's own mask, before the app's and the device's: what UIKit caches
  /// from iOS 16 (rules-modern R16.3).
  var answer: OrientationMask?
  /// Controllers rotate the views; false when no controller is asked, so at most the status bar
  /// turns (rules §4: no root view controller).
  var viewsFollow: Bool
  /// The top controller's mask is 0 under the manual-status-bar reading (rules §4, §10).
  var zeroMask: Bool = false
  /// The exception UIKit raises when it evaluates this decision, if any: its text is built
  /// when the outcome is (``Simulation/error(of:)``).
  var exception: Exception?

  /// An exception, as plain data: a decision holds no reference, so copying one copies bytes and
  /// dropping one frees nothing.
  enum Exception {
    /// The asked controller's mask has no orientation in common with the app's (its node).
    case noCommonOrientation(asked: Int)
    /// The one the step raised, which the simulation holds (``Simulation/raise(_:in:)``).
    case raisedByStep
  }

  /// Whether UIKit raises.
  var raises: Bool { exception != nil }

  /// The controller whose answer decided, if a controller did.
  var answerer: Int? {
    if case .controller(let node) = decider { return node }
    return nil
  }
}

/// Who UIKit asks, and what the answers add up to (rules §1 to §4, §6). This is the one place
/// that decides; the steps call ``decide()``.
extension Simulation {
  var nodes: [Hierarchy.Node] { mutating get { main.hierarchy.nodes } }

  /// The step raises `error`: the decision says so and the simulation keeps its text.
  mutating func raise(_ error: OutcomeError, in decision: inout Decision) {
    stepException = error
    decision.exception = .raisedByStep
  }

  /// The exception a decision of the main window raises, as the packed outcome keeps it.
  mutating func error(of decision: Decision) -> PackedOutcome.Exception? {
    switch decision.exception {
    case nil: nil
    case .noCommonOrientation(let asked):
      .noCommonOrientation(raisingClass: main.hierarchy.raisingClass(asked))
    case .raisedByStep: stepException.map(PackedOutcome.Exception.other)
    }
  }

  /// The decider's name in the outcome: `application` or a controller of `window`.
  static func name(of decider: Decision.Decider, in window: WindowState) -> String? {
    switch decider {
    case .none: nil
    case .application: "application"
    case .controller(let index): window.hierarchy.name(index)
    }
  }

  /// What UIKit decides now, by the autorotation API the profile consults.
  mutating func decide() -> Decision {
    switch parameters.decision.autorotation {
    case .shouldAutorotateToInterfaceOrientation: decideAskingEachOrientation()
    case .supportedInterfaceOrientations: decideFromSupportedMasks()
    }
  }

  /// The controller UIKit asks: the top-most full-screen presented controller, else the window's
  /// controller (rules §4 [S1][A7]; before 6, [C6] inferred).
  mutating func askedController() -> Int? {
    if let top = topFillingPresentation() {
      if parameters.presentation.presentationSetsOrientation {
        return top
      }
      if parameters.decision.modalControllerAskedBefore6 {
        inferred(
          .modalAskedBefore6, parameter: "modalControllerAskedBefore6", value: "true",
          "The top full-screen modal controller \(main.hierarchy.label(top)) is the one asked."
        )
        return top
      }
    }
    if let root = main.hierarchy.root {
      if parameters.decision.firstSubviewControllerRotates {
        note(
          .rootViewControllerIsFirst,
          "The root view controller \(main.hierarchy.label(root)) is the window's controller.")
      }
      return root
    }
    guard let first = main.hierarchy.subviews.first else { return nil }
    guard parameters.decision.firstSubviewControllerRotates else { return nil }
    if main.hierarchy.subviews.count > 1 {
      note(
        .firstSubviewOnly,
        "Only the first controller whose view was added to the window gets rotation messages; "
          + main.hierarchy.subviews.dropFirst().map { main.hierarchy.label($0) }.joined(
            separator: ", ")
          + " never rotates.")
    }
    return first
  }
}
