/// The orientation methods UIKit calls at a step (catalogue-format §8.4, `asked`). They are
/// recorded where the decision writes the trace line of the same call, traced or not; a
/// reference, so that rules that read the simulation's state can record.
final class Calls {
  /// `NAME.method`, each once, in the order first called.
  var names: [String] = []
}

extension Simulation {
  /// UIKit calls `method` of a controller of the window being decided.
  func ask(_ index: Int, _ method: AskedMethod) {
    record(main.hierarchy.call(index, method))
  }

  /// UIKit calls the app delegate's `application:supportedInterfaceOrientationsForWindow:`.
  func askApplication() {
    record(AskedMethod.applicationCall)
  }

  private func record(_ call: String) {
    if !calls.names.contains(call) { calls.names.append(call) }
  }
}
