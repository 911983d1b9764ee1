/// `setMultitaskingMode`: the user changes the iPad's windowing (rules-modern R9.4, R9.5,
/// R26.2). The interface keeps its orientation until the device turns; a lock needs a scene
/// that fills the screen.
extension Simulation {
  mutating func changeWindowing(_ step: Step) -> Decision {
    guard case .setMultitaskingMode(let mode) = step else {
      preconditionFailure("not a windowing step: \(step.action)")
    }
    guard parameters.decision.multitasking else {
      return skip("iPad multitasking", since: "9.0")
    }
    multitaskingMode = mode
    note(.multitasking, "The user switches the app to \(mode.rawValue).")
    let decision = decide()
    refreshLock(decision)
    return decision
  }
}
