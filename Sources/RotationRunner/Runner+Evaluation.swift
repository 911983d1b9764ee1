import Dispatch
import Foundation
import RotationCore
import RotationStore

/// A page of scenarios to record, with their stored results by profile key.
struct Batch: Sendable {
  var page: [Store.DefinitionRow]
  var stored: [[Int64: Store.StoredResult]] = []
}

/// A part of a page evaluated at once: the scenarios from `range`, with their outcomes (nil
/// where a result was stored) and how many bytes those hold (``Footprint``).
struct Part: Sendable {
  var batch: Batch
  var range: Range<Int>
  var fresh: [[Runner.Evaluated?]]
  var bytes: Int
}

/// What a run held at once, for tests: the most bytes of outcomes a part held and the most
/// its cache of sequences kept, and how many parts it recorded.
final class RunHeld: @unchecked Sendable {
  private let lock = NSLock()
  private var values = (parts: 0, mostPart: 0, mostCached: 0)

  func record(part bytes: Int, cached: Int) {
    lock.withLock {
      values.parts += 1
      values.mostPart = max(values.mostPart, bytes)
      values.mostCached = max(values.mostCached, cached)
    }
  }

  var parts: Int { lock.withLock { values.parts } }
  var mostPart: Int { lock.withLock { values.mostPart } }
  var mostCached: Int { lock.withLock { values.mostCached } }
}

extension Runner {
  /// The cores this machine gives the process: the default number of workers.
  public static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// How many bytes of outcomes (``Footprint``) a run evaluates before recording them: a page
  /// of a thousand short scenarios is one part, a page of scenarios of many windows and a
  /// thousand steps many.
  public static let partBytes = 16 << 20

  /// What recording needs of an outcome made on a worker: whether the app crashed, the
  /// evaluation's time in microseconds and the key of its steps' sequence (hashed there, not on
  /// the recording thread). The key holds the steps; the outcome itself is not kept, so a copy
  /// is one reference, not an outcome's strings and arrays.
  typealias Evaluated = (crashed: Bool, micros: Int, key: Store.SequenceKey)

  /// Decodes the batch's stored definitions from `start` on, in order, and evaluates each under
  /// the evaluators it is missing a result for, on `workers` threads, until the outcomes made
  /// hold `budget` bytes: the part ends there, and the rest of the page is the next part's.
  /// A part holds at most `budget` bytes plus one scenario's outcomes a worker, and at least
  /// one scenario. When scenarios fail, the error is the first failing one's.
  static func evaluate(
    _ batch: Batch, from start: Int, missing profileKeys: [Int64], evaluators: [Evaluator],
    profiles: Set<String>, names: NameTable, workers: Int, budget: Int
  ) throws(StoreError) -> Part {
    let count = batch.page.count - start
    let slots = Slots<Result<[Evaluated?], StoreError>>(count: count)
    let taking = Taking(budget: budget)
    DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { _ in
      while let offset = taking.next(below: count) {
        let index = start + offset
        let missing = profileKeys.map { batch.stored[index][$0] == nil }
        guard missing.contains(true) else {
          slots.set(offset, .success(Array(repeating: nil, count: evaluators.count)))
          continue
        }
        let row = batch.page[index]
        var bytes = 0
        slots.set(
          offset,
          Result { () throws(StoreError) in
            let prepared = PreparedScenario(
              try Store.decode(row.definition, of: row.id, profiles: profiles), names: names)
            let clock = ContinuousClock()
            return zip(evaluators, missing).map { evaluator, missing in
              guard missing else { return nil }
              let start = clock.now
              let outcome = evaluator.evaluate(prepared)
              let took = start.duration(to: clock.now).components
              bytes += outcome.footprint
              return (
                outcome.crashed,
                Int(took.seconds) * 1_000_000 + Int(took.attoseconds / 1_000_000_000_000),
                Store.SequenceKey(outcome)
              )
            }
          })
        taking.add(bytes)
      }
    }
    // The scenarios taken are the first ones from `start`, each evaluated whole.
    var fresh: [[Evaluated?]] = []
    for slot in slots.slots.prefix(while: { $0 != nil }) {
      switch slot {
      case .success(let values): fresh.append(values)
      case .failure(let error): throw error
      case nil: break
      }
    }
    return Part(
      batch: batch, range: start..<start + fresh.count, fresh: fresh, bytes: taking.bytes)
  }

  /// `transform` of each item, on `workers` threads, in the items' order. When items fail, the
  /// error is the first failing item's, whichever thread met it.
  static func parallelMap<Item: Sendable, Value: Sendable>(
    _ items: [Item], workers: Int, _ transform: @Sendable (Item) throws(StoreError) -> Value
  ) throws(StoreError) -> [Value] {
    let slots = Slots<Result<Value, StoreError>>(count: items.count)
    let workers = max(1, min(workers, items.count))
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in stride(from: worker, to: items.count, by: workers) {
        slots.set(index, Result { () throws(StoreError) in try transform(items[index]) })
      }
    }
    var values: [Value] = []
    values.reserveCapacity(items.count)
    for slot in slots.slots {
      switch slot {
      case .success(let value): values.append(value)
      case .failure(let error): throw error
      case nil: break
      }
    }
    return values
  }
}

/// The next item for a worker to take, in order, while the bytes made stay under a budget.
private final class Taking: @unchecked Sendable {
  private let lock = NSLock()
  private let budget: Int
  private var taken = 0
  private var made = 0

  init(budget: Int) { self.budget = budget }

  /// The next item's offset, or nil once `count` are taken or the budget is spent.
  func next(below count: Int) -> Int? {
    lock.withLock {
      guard taken < count, made < budget else { return nil }
      defer { taken += 1 }
      return taken
    }
  }

  /// Counts the bytes an item's outcomes hold.
  func add(_ bytes: Int) { lock.withLock { made += bytes } }

  var bytes: Int { lock.withLock { made } }
}
