/// The orientation methods UIKit calls at a step (catalogue-format §8.4, `asked`). They are
/// recorded where the decision writes the trace line of the same call, traced or not; a
/// reference, so that rules that read the simulation's state can record.
final class Calls {
  /// Each call as ``Hierarchy/Labels`` codes it, each once, in the order first called: named
  /// only when the outcome is made. Emptied at each step, keeping its storage.
  var codes: [Int32] = []
}

extension Simulation {
  /// UIKit calls `method` of a controller of the window being decided.
  func ask(_ index: Int, _ method: AskedMethod) {
    record(main.hierarchy.callCode(index, method))
  }

  /// UIKit calls the app delegate's `application:supportedInterfaceOrientationsForWindow:`.
  func askApplication() {
    record(Hierarchy.Labels.applicationCode)
  }

  private func record(_ code: Int32) {
    if !calls.codes.contains(code) { calls.codes.append(code) }
  }
}
