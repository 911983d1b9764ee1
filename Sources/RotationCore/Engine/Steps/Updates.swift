/// `update`: a controller changes its answers at run time. UIKit does not notice until it next
/// asks (rules §3, [A21]); the new answers are the hierarchy's.
extension Simulation {
  func update(_ step: Step) -> Decision {
    guard case .update(let name, _) = step else {
      preconditionFailure("not an update step: \(step.action)")
    }
    note(
      .attemptRotation,
      "\(name) now answers differently; UIKit asks again only at the next device turn, "
        + "presentation or attemptRotationToDeviceOrientation.")
    return decide()
  }
}
