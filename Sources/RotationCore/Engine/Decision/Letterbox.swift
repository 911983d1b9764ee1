/// iPadOS 26's windowed mode (rules-modern R26.1, parameter `windowedAppsLetterbox`): an iPad
/// app windowed while the device is held in an orientation its supported set leaves out is not
/// turned; its scene keeps its interface orientation, shown upright in a window of the device's
/// orientation, letterboxed, until the device turns to an orientation it supports or the app
/// leaves windowed mode. In full screen the supported set is honoured as before.
extension Simulation {
  /// Settles, once a step's decision is final, whether the main window's scene is shown in a
  /// window of another orientation than its own (the outcome's `letterboxed`), and traces a
  /// change.
  mutating func settleLetterbox(_ decision: Decision) {
    guard idiom == .ipad, multitaskingMode == .windowed, !decision.raises else {
      if windowMismatch, !decision.raises {
        noteLetterbox("The app leaves windowed mode: its scene fills the screen again.")
      }
      windowMismatch = false
      return
    }
    // A device held flat, or in no known orientation, leaves the window as it was.
    guard let held = device.interfaceOrientation else { return }
    let mismatch = held != interface && !decision.supported.contains(held)
    guard mismatch != windowMismatch else { return }
    windowMismatch = mismatch
    noteLetterbox(
      mismatch
        ? "The app is windowed and does not support \(held.name), the device's orientation: its "
          + "scene is shown in \(interface.name)"
          + (parameters.decision.windowedAppsLetterbox
            ? ", upright in a letterboxed window." : "; its window is not letterboxed.")
        : (held == interface
          ? "Its scene is in \(held.name), the device's orientation: "
          : "The app supports \(held.name), the device's orientation: ")
          + "its window and its scene agree again.")
  }

  /// Whether the main window's scene is shown letterboxed now.
  var letterboxed: Bool {
    mutating get { windowMismatch && parameters.decision.windowedAppsLetterbox }
  }

  /// A trace line of the rule, naming the parameter where the profile models iPadOS 26 or
  /// letterboxes: a profile before 26 says nothing of windows it never letterboxes.
  private mutating func noteLetterbox(_ text: String) {
    let value = parameters.decision.windowedAppsLetterbox
    guard value || parameters.system.version >= Version(26) else { return }
    observed(.windowedLetterbox, parameter: "windowedAppsLetterbox", value: String(value), text)
  }
}
