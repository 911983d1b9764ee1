/// `push`, `pop` and `selectTab`: they change the controllers on screen but never force a
/// rotation (rules §2.6, §7, [C5][C14]). The structural change is the hierarchy's.
extension Simulation {
  mutating func navigate(_ step: Step) -> Decision {
    switch step {
    case .push(let controller, _):
      note(
        .noForcedRotation,
        "Pushed \(controller.name); a push never forces a rotation: the interface stays "
          + "\(interface.name) until the device turns.")
    case .pop:
      note(
        .noForcedRotation,
        "Popped; a pop never forces a rotation: the interface stays \(interface.name).")
    case .selectTab(let tab, _):
      note(
        .noForcedRotation,
        "Selected tab \(tab); a tab switch never forces a rotation: the interface stays "
          + "\(interface.name).")
    case .selectChild(let container, let child):
      note(
        .childSwitch,
        "\(container) shows its child \(child); a container's switch never forces a rotation: "
          + "the interface stays \(interface.name) until the device turns or the app asks again.")
    default:
      preconditionFailure("not a navigation step: \(step.action)")
    }
    return decide()
  }
}
