import Dispatch
import Foundation
import RotationCore
import RotationReports

extension Runner {
  /// How many scenarios a worker evaluates before its part is merged.
  public static let streamChunk = 8_192

  /// The scenarios whose outcomes differ between two profiles, over scenarios made on demand (a
  /// generated space, a catalogue file's), evaluated in a stream without a database: `workers`
  /// threads take consecutive chunks, and their parts are merged in index order, so the result
  /// is the same, byte for byte, as one thread's. Memory holds a chunk a worker. `progress`
  /// hears (done, total).
  public static func divergence(
    _ first: Profile, _ second: Profile, count: Int, workers: Int = 2, chunk: Int = streamChunk,
    progress: ((Int, Int) -> Void)? = nil, scenario: @escaping @Sendable (Int) -> Scenario
  ) -> Divergence {
    let left = Evaluator(profile: first, tracing: false)
    let right = Evaluator(profile: second, tracing: false)
    let workers = max(1, workers)
    var total = Divergence.Builder(first: first.id, second: second.id)
    var start = 0
    while start < count {
      let round = (0..<workers).map { worker in
        let from = min(count, start + worker * chunk)
        return from..<min(count, from + chunk)
      }
      let parts = Slots<Divergence.Builder>(count: workers)
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        var part = Divergence.Builder(first: first.id, second: second.id)
        for index in round[worker] {
          let prepared = PreparedScenario(scenario(index))
          let a = left.evaluate(prepared)
          let b = right.evaluate(prepared)
          part.add(
            prepared.scenario, difference: ProfileDifference.between(prepared.scenario, a, b))
        }
        parts.set(worker, part)
      }
      for part in parts.all { total.merge(part) }
      start = round.last?.upperBound ?? count
      progress?(start, count)
    }
    return total.build()
  }
}

/// What workers make, one slot each item, each written by one worker under a lock and read
/// after all finished.
final class Slots<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value?]
  init(count: Int) { values = Array(repeating: nil, count: count) }
  func set(_ index: Int, _ value: Value) { lock.withLock { values[index] = value } }
  var all: [Value] { lock.withLock { values.compactMap { $0 } } }
  var slots: [Value?] { lock.withLock { values } }
}
