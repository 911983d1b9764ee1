/// `addWindow`: a window appears and its controllers decide for it (rules §5.8, R-W1).
/// `removeWindow`: it goes away (R-W6).
/// `setMultitaskingMode`: the user changes the iPad's windowing (rules-modern R9.4, R9.5,
/// R26.1, R26.2). The interface keeps its orientation until the device turns; a lock needs a
/// scene that fills the screen; a windowed app held in an orientation it does not support is
/// letterboxed (`Decision/Letterbox.swift`).
extension Simulation {
  mutating func changeWindowing(_ step: Step, at index: Int) -> Decision {
    if case .addWindow(let spec) = step {
      others.append(WindowState(spec, hierarchy: prepared.arrivingWindow(at: index)))
      return raising(placeNewWindow(others.count - 1))
    }
    if case .removeWindow(let name) = step {
      removeWindow(named: name)
      return decide()
    }
    if case .hideWindow(let name) = step {
      hideWindow(named: name)
      return decide()
    }
    if case .showWindow(let name) = step {
      return raising(showWindow(named: name))
    }
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

/// `hideWindow` and `showWindow` (catalogue-format §8.3, rules R-W7): a hidden window is kept;
/// it takes part only as a hidden window does (R-W3), and when shown again its controllers
/// decide for it as for a window shown later (R-W1).
extension Simulation {
  mutating func hideWindow(named name: String) {
    guard let index = others.firstIndex(where: { $0.name == name }) else {
      preconditionFailure("the decoder admits only a window other than the main one: \(name)")
    }
    others[index].hidden = true
    note(
      .windowHidden,
      "Window \(name) is hidden but kept: "
        + (participates(others[index])
          ? "a hidden window still takes part (R-W3)." : "it no longer takes part."))
    settleStatusBarAfterLeaving()
  }

  mutating func showWindow(named name: String) -> OutcomeError? {
    guard let index = others.firstIndex(where: { $0.name == name }) else {
      preconditionFailure("the decoder admits only a window other than the main one: \(name)")
    }
    others[index].hidden = false
    note(.windowHidden, "Window \(name) is shown again: its controllers decide for it now.")
    return placeNewWindow(index)
  }

  /// The main window's decision, raising what another window raised, if anything.
  mutating func raising(_ failure: OutcomeError?) -> Decision {
    var decision = decide()
    if let failure, !decision.raises { raise(failure, in: &decision) }
    return decision
  }
}
