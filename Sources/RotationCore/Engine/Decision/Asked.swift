/// The orientation methods UIKit calls at a step (catalogue-format §8.4, `asked`). They are
/// recorded where the decision writes the trace line of the same call, traced or not, through
/// the simulation's pointer to them (``Simulation/calls``), so that rules that read the
/// simulation's state can record.
///
/// Its buffer is the packed outcome's words, step after step: each step's calls, the
/// controllers it told, then its header
/// (``Simulation/pack(_:at:_:interfaceBefore:othersBefore:into:)``). The outcome takes the buffer
/// at the end: one buffer an evaluation, no copy a step.
struct Calls {
  /// The words of the steps so far (``PackedOutcome/words``), then the step being evaluated's
  /// calls, each as a packed outcome codes it (its controller's name code times the methods,
  /// plus the method's ordinal), each once, in the order first called.
  var codes: [Int32] = []
  /// Where the step being evaluated starts in ``codes``.
  var stepStart = 0

  /// Room for a scenario's headers and usual calls and controllers told, so that the buffer
  /// rarely grows step by step.
  init(steps: Int) { codes.reserveCapacity(steps * (PackedOutcome.Header.size + 8)) }

  /// The next step's calls start here.
  mutating func startStep() { stepStart = codes.count }

  /// The calls of the step being evaluated so far.
  var stepCount: Int { codes.count - stepStart }
}

extension Simulation {
  /// UIKit calls `method` of a controller of the window being decided.
  mutating func ask(_ index: Int, _ method: AskedMethod) {
    record(
      main.hierarchy.nameCode(index) * Int32(PackedOutcome.methods) + Int32(method.ordinal))
  }

  /// UIKit calls the app delegate's `application:supportedInterfaceOrientationsForWindow:`.
  mutating func askApplication() {
    record(PackedOutcome.applicationCall)
  }

  @inline(__always) private mutating func record(_ code: Int32) {
    let start = calls.pointee.stepStart
    let recorded = calls.pointee.codes.withUnsafeBufferPointer { $0[start...].contains(code) }
    if !recorded { calls.pointee.codes.append(code) }
  }
}
