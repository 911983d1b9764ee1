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
    // One table of names for the stream: a table a scenario was an allocation and a lock each.
    let names = NameTable()
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
          let prepared = PreparedScenario(scenario(index), names: names)
          let a = left.evaluate(prepared).outcome
          let b = right.evaluate(prepared).outcome
          part.add(prepared.scenario, difference: difference(prepared.scenario, a, b))
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

/// The values `make` gives for the indices `0..<count`, in index order, made on `workers`
/// threads a chunk at a time: the next chunk is made while the consumer takes this one, so
/// making and consuming (writing a database, say) overlap. Memory holds two chunks.
public struct ParallelSequence<Value: Sendable>: Sequence {
  let count: Int
  let chunk: Int
  let workers: Int
  let make: @Sendable (Int) -> Value

  public init(
    count: Int, chunk: Int = 1_000, workers: Int = Runner.cores,
    make: @escaping @Sendable (Int) -> Value
  ) {
    self.count = count
    self.chunk = Swift.max(1, chunk)
    self.workers = Swift.max(1, workers)
    self.make = make
  }

  public func makeIterator() -> Iterator { Iterator(sequence: self) }

  public struct Iterator: IteratorProtocol {
    let sequence: ParallelSequence
    var buffer: [Value] = []
    var position = 0
    /// Where the chunk after the pending one starts.
    var scheduled = 0
    var pending: (group: DispatchGroup, chunk: Slots<[Value]>)?

    init(sequence: ParallelSequence) {
      self.sequence = sequence
      pending = schedule()
    }

    public mutating func next() -> Value? {
      if position == buffer.count {
        guard let (group, chunk) = pending else { return nil }
        group.wait()
        buffer = chunk.all.first ?? []
        position = 0
        pending = schedule()
        guard !buffer.isEmpty else { return nil }
      }
      defer { position += 1 }
      return buffer[position]
    }

    /// Starts making the next chunk, if any is left.
    mutating func schedule() -> (group: DispatchGroup, chunk: Slots<[Value]>)? {
      guard scheduled < sequence.count else { return nil }
      let range = scheduled..<Swift.min(sequence.count, scheduled + sequence.chunk)
      scheduled = range.upperBound
      let group = DispatchGroup()
      let chunk = Slots<[Value]>(count: 1)
      let (workers, make) = (Swift.min(sequence.workers, range.count), sequence.make)
      DispatchQueue.global().async(group: group) {
        let values = Slots<Value>(count: range.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
          for offset in stride(from: worker, to: range.count, by: workers) {
            values.set(offset, make(range.lowerBound + offset))
          }
        }
        chunk.set(0, values.all)
      }
      return (group, chunk)
    }
  }
}
