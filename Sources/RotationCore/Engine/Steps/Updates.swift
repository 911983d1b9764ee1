/// `update` and `updateAppDelegate`: a controller or the app delegate changes its answers at
/// run time. UIKit does not notice until it next asks (rules §3, [A21]); a controller's new
/// answers are the hierarchy's.
extension Simulation {
  mutating func update(_ step: Step) -> Decision {
    if case .updateAppDelegate(let answer) = step {
      delegate = DelegateMasks(answer)
      note(
        .appDelegateUpdate,
        "The app delegate now answers "
          + (answer.answers ? answer.spoken : "nothing (the method is gone)")
          + "; UIKit reads it at its next evaluation.")
      return unasked(decide())
    }
    guard case .update(let name, _) = step else {
      preconditionFailure("not an update step: \(step.action)")
    }
    note(
      .attemptRotation,
      "\(name) now answers differently; UIKit asks again only at the next device turn, "
        + "presentation or attemptRotationToDeviceOrientation.")
    return unasked(decide())
  }

  /// A change of answers is not a question: an answer with no common orientation raises only
  /// when UIKit next asks (rules §3, §8).
  /// Nor is any method called (`asked` stays empty); a dismissal that re-evaluates nothing
  /// (R-X3) reads so too.
  mutating func unasked(_ decision: Decision) -> Decision {
    calls.pointee.codes.removeSubrange(calls.pointee.stepStart...)
    var decision = decision
    if case .noCommonOrientation? = decision.exception { decision.exception = nil }
    return decision
  }
}
