/// The orientation methods UIKit calls at a step (catalogue-format §8.4, `asked`). They are
/// recorded where the decision writes the trace line of the same call, traced or not; a
/// reference, so that rules that read the simulation's state can record.
final class Calls {
  /// Each call as a packed outcome codes it (its controller's name code times the methods, plus
  /// the method's ordinal), each once, in the order first called. Emptied at each step,
  /// keeping its storage.
  var codes: [Int32] = []

  /// Room for a step's calls from the start: growing from empty reallocated twice an
  /// evaluation.
  init() { codes.reserveCapacity(16) }
}

extension Simulation {
  /// UIKit calls `method` of a controller of the window being decided.
  func ask(_ index: Int, _ method: AskedMethod) {
    record(
      main.hierarchy.nameCode(index) * Int32(PackedOutcome.methods) + Int32(method.ordinal))
  }

  /// UIKit calls the app delegate's `application:supportedInterfaceOrientationsForWindow:`.
  func askApplication() {
    record(PackedOutcome.applicationCall)
  }

  private func record(_ code: Int32) {
    if !calls.codes.contains(code) { calls.codes.append(code) }
  }
}
