/// Counts units of work of the JSON readers and of the comparison of outcomes with
/// expectations, so that tests check the work grows linearly with the input: a count, never a
/// time. Nothing is counted unless a test binds ``current``.
final class WorkCounter: @unchecked Sendable {
  /// The units counted so far; one task counts at a time.
  var units = 0

  @TaskLocal static var current: WorkCounter?

  /// Adds `units` to the counter the task has bound, if any.
  static func add(_ units: Int) {
    current?.units += units
  }

  /// The units of work `body` does.
  static func count(_ body: () throws -> Void) rethrows -> Int {
    let counter = WorkCounter()
    try $current.withValue(counter) { try body() }
    return counter.units
  }
}
