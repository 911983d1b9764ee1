import Dispatch
import Foundation
import RotationCore
import RotationStore

/// What a recorded run did.
public struct RunSummary: Sendable, Equatable {
  public var run: Int
  public var scenarios: Int
  public var profiles: [String]
  public var evaluated: Int
  public var reused: Int
  public var crashes: Int

  /// One line for the terminal.
  public var line: String {
    "run \(run): \(scenarios) scenarios × \(profiles.count) profiles (\(profiles.joined(separator: ", "))) = "
      + "\(evaluated + reused) outcomes, \(evaluated) evaluated, \(reused) reused; \(crashes) crashed"
  }
}

/// Why a run could not start.
public enum RunnerError: Error, Sendable, Equatable, CustomStringConvertible {
  case unknownProfile(String, known: [String])
  case noScenarios(tag: String?)
  case unknownScenario(String, run: Int)

  public var description: String {
    switch self {
    case .unknownProfile(let id, let known):
      "unknown profile '\(id)'; the database has \(known.joined(separator: ", "))"
    case .noScenarios(let tag):
      tag.map { "no scenario is tagged '\($0)'" }
        ?? "the database holds no scenario; import a catalogue first"
    case .unknownScenario(let id, let run): "scenario '\(id)' is not in run \(run)"
    }
  }
}

/// Evaluates the database's scenarios under its profiles with the shared rule core and records
/// the run: entirely, or not at all.
public struct Runner {
  public let store: Store
  /// How many scenarios a walk through a run reads at a time (tests make it small).
  var pageSize = 2_000
  /// How many bytes of spilled output (``SpillFile``) wait in memory (tests make it small).
  var spillBytes = 1 << 20

  public init(store: Store) { self.store = store }

  /// Records a run of the scenarios (those with `tag`, or all) under the profiles (the ids
  /// given, or all). A scenario whose content, profile and engine are unchanged is not evaluated
  /// again: its stored result is reused. Scenarios are read and recorded page by page, so memory
  /// stays flat however many there are. Scenarios are decoded and evaluated on `workers`
  /// threads and recorded in order from this one: the database is the same, row for row, for
  /// any number of workers. `progress` hears (done, total).
  public func run(
    profiles ids: [String] = [], tag: String? = nil, workers: Int = Runner.cores,
    progress: ((Int, Int) -> Void)? = nil
  ) throws -> RunSummary {
    // Recording inserts only, with keys it reads or writes itself.
    try store.insertingTransaction {
      let profiles = try selectProfiles(ids)
      let selectedIDs = profiles.map(\.id)
      let (catalogueHash, count) = try catalogue(tag: tag)
      guard count > 0 else { throw RunnerError.noScenarios(tag: tag) }
      let engine = Engine.version
      // An unchanged re-run evaluates and copies nothing: it refers to the run it repeats.
      if let earlier = try store.runs().last(where: {
        $0.tag == tag && $0.engineVersion == engine && $0.catalogueHash == catalogueHash
          && $0.profiles.map(\.id) == selectedIDs
          && $0.profiles.map(\.hash) == profiles.map(\.contentHash)
      }) {
        let reused = count * profiles.count
        let run = try store.insertRepeatedRun(of: earlier, profiles: profiles, reused: reused)
        progress?(reused, reused)
        return RunSummary(
          run: run, scenarios: count, profiles: selectedIDs, evaluated: 0, reused: reused,
          crashes: try store.crashCount(run: run))
      }
      let run = try store.insertRun(
        engine: engine, catalogueHash: "", tag: tag, evaluated: 0, reused: 0, profiles: profiles)
      // Traces are derived data: not stored, so not built.
      let evaluators = profiles.map { Evaluator(profile: $0, tracing: false) }
      let profileKeys = try profiles.map { try store.hashKey($0.contentHash) }
      let known = try store.profileIDs()
      var sequences = Store.Sequences()
      var evaluated = 0
      var done = 0
      var crashes = 0
      // A page of scenarios with their stored results. Pages are read and recorded from this
      // thread, the one connection; the scenarios without a stored result are decoded and
      // evaluated on every core while the page before is being recorded.
      var cursor = Store.ScenarioCursor(tag: tag)
      func read() throws -> Batch? {
        let page = try store.definitionPage(after: &cursor, limit: 1_000)
        guard !page.isEmpty else { return nil }
        var batch = Batch(page: page)
        let stored = try store.results(scenarios: page.map(\.hashKey), engine: engine)
        for row in page { batch.stored.append(stored[row.hashKey] ?? [:]) }
        return batch
      }
      // One table for the run: outcomes of every scenario code a controller's name alike.
      let names = NameTable()
      @Sendable func evaluate(_ batch: Batch) throws(StoreError) -> [[Evaluated?]] {
        try Runner.evaluate(
          batch.page.map { ($0.id, $0.definition) },
          missing: batch.stored.map { results in profileKeys.map { results[$0] == nil } },
          evaluators: evaluators, profiles: known, names: names, workers: workers)
      }
      var current = try read()
      var fresh = try current.map(evaluate) ?? []
      // The page recorded last: freed on another thread once this thread holds none of it.
      var recorded: Released<(Batch, [[Evaluated?]], [Store.NewResult])>?
      while let batch = current {
        if let spent = recorded { DispatchQueue.global().async { spent.release() } }
        let next = try read()
        let ahead = Slots<Result<[[Evaluated?]], StoreError>>(count: 1)
        let group = DispatchGroup()
        // Also when recording fails: no evaluation outlives the run.
        defer { group.wait() }
        if let next {
          DispatchQueue.global().async(group: group) {
            ahead.set(0, Result { () throws(StoreError) in try evaluate(next) })
          }
        }
        // The page's new results, then its outcomes, each in scenario then profile order: the
        // rows and ids of recording them one by one, written many a statement.
        var made: [Store.NewResult] = []
        var outcomes: [(scenario: Int64, profile: String, stored: Int64?)] = []
        for (index, row) in batch.page.enumerated() {
          // The profiles by id, not by evaluator: iterating evaluators copied each one here.
          for (position, profile) in selectedIDs.enumerated() {
            if let stored = batch.stored[index][profileKeys[position]] {
              outcomes.append((row.number, profile, stored.id))
              if stored.crashed { crashes += 1 }
            } else if let fresh = fresh[index][position] {
              made.append(
                Store.NewResult(
                  scenario: row.hashKey, profile: profileKeys[position],
                  crashed: fresh.crashed, micros: fresh.micros, steps: fresh.key))
              outcomes.append((row.number, profile, nil))
              if fresh.crashed { crashes += 1 }
              evaluated += 1
            } else {
              preconditionFailure("an outcome neither stored nor made")
            }
            done += 1
          }
        }
        var ids = try store.insertResults(made, engine: engine, sequences: &sequences)
          .makeIterator()
        try store.insertRunOutcomes(
          run: run,
          outcomes.map { outcome in
            (outcome.scenario, outcome.profile, outcome.stored ?? ids.next()!)
          })
        progress?(done, count * profiles.count)
        group.wait()
        // The recorded page (its scenarios, outcomes and new results) is freed on another
        // thread, once this iteration has dropped its own references, so that this thread
        // does not spend its time freeing them. Released at once, the other thread often let
        // go first and this one freed the page when it went out of scope.
        recorded = Released((batch, fresh, made))
        fresh = try ahead.all.first?.get() ?? []
        current = next
      }
      try store.finishRun(
        run, catalogueHash: catalogueHash, evaluated: evaluated, reused: done - evaluated,
        crashes: crashes)
      return RunSummary(
        run: run, scenarios: count, profiles: selectedIDs, evaluated: evaluated,
        reused: done - evaluated, crashes: crashes)
    }
  }

  /// The profiles with these ids (all when none), in version order.
  func selectProfiles(_ ids: [String]) throws -> [Profile] {
    let all = try store.profiles()
    var profiles: [Profile] = []
    for id in ids {
      guard let profile = all.first(where: { $0.id == id }) else {
        throw RunnerError.unknownProfile(id, known: all.map(\.id))
      }
      if !profiles.contains(profile) { profiles.append(profile) }
    }
    if profiles.isEmpty { profiles = all }
    return profiles.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
  }

  /// The hash of the database's catalogue (the scenarios with `tag`, or all) and how many
  /// scenarios it holds: SHA-256 over its scenarios' hashes in import order, each followed by a
  /// newline.
  func catalogue(tag: String? = nil) throws -> (hash: String, count: Int) {
    var hasher = SHA256.Hasher256()
    var count = 0
    // Hashed 64 KB at a time, not in two updates a scenario: an unchanged re-run hashes every
    // scenario.
    let piece = 65_536
    var bytes: [UInt8] = []
    bytes.reserveCapacity(piece + 128)
    try store.forEachScenarioHash(tag: tag) { hash in
      bytes += hash.utf8
      bytes.append(UInt8(ascii: "\n"))
      count += 1
      if bytes.count >= piece {
        hasher.update(bytes)
        bytes.removeAll(keepingCapacity: true)
      }
    }
    hasher.update(bytes)
    return (hasher.finalizeHex(), count)
  }
}

extension Runner {
  /// The latest run when it evaluated exactly the current scenarios under the current profiles
  /// with this engine (so a new run would record the same results), else a new run.
  public func latestOrNewRun(progress: ((Int, Int) -> Void)? = nil) throws -> (
    run: Int, summary: RunSummary?
  ) {
    let catalogueHash = try catalogue().hash
    let profiles = try store.profiles()
    if let latest = try store.runs().last, latest.tag == nil,
      latest.engineVersion == Engine.version,
      latest.catalogueHash == catalogueHash,
      latest.profiles.map(\.hash) == profiles.map(\.contentHash)
    {
      return (latest.id, nil)
    }
    let summary = try run(progress: progress)
    return (summary.run, summary)
  }
}

/// A value held for another thread to release: the last reference goes there, and the value is
/// freed on that thread.
final class Released<Value>: @unchecked Sendable {
  private var value: Value?

  init(_ value: Value) { self.value = value }

  /// Drops the value; called once, from one thread.
  func release() { value = nil }
}

/// A page of scenarios to record, with their stored results by profile key.
struct Batch: Sendable {
  var page: [Store.DefinitionRow]
  var stored: [[Int64: Store.StoredResult]] = []
}

extension Runner {
  /// The cores this machine gives the process: the default number of workers.
  public static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// What recording needs of an outcome made on a worker: whether the app crashed, the
  /// evaluation's time in microseconds and the key of its steps' sequence (hashed there, not on
  /// the recording thread). The key holds the steps; the outcome itself is not kept, so a copy
  /// is one reference, not an outcome's strings and arrays.
  typealias Evaluated = (crashed: Bool, micros: Int, key: Store.SequenceKey)

  /// Decodes stored definitions and evaluates each under the evaluators it is `missing` a
  /// result for, on `workers` threads: by scenario, an outcome per evaluator (nil where none was
  /// missing).
  static func evaluate(
    _ definitions: [(id: String, definition: Store.StoredDefinition)], missing: [[Bool]],
    evaluators: [Evaluator], profiles: Set<String>, names: NameTable, workers: Int
  ) throws(StoreError) -> [[Evaluated?]] {
    try parallelMap(Array(definitions.indices), workers: workers) { index throws(StoreError) in
      guard missing[index].contains(true) else {
        return Array(repeating: nil, count: evaluators.count)
      }
      let (id, definition) = definitions[index]
      let prepared = PreparedScenario(
        try Store.decode(definition, of: id, profiles: profiles), names: names)
      let clock = ContinuousClock()
      return zip(evaluators, missing[index]).map { evaluator, missing in
        guard missing else { return nil }
        let start = clock.now
        let outcome = evaluator.evaluate(prepared)
        let took = start.duration(to: clock.now).components
        return (
          outcome.crashed,
          Int(took.seconds) * 1_000_000 + Int(took.attoseconds / 1_000_000_000_000),
          Store.SequenceKey(outcome)
        )
      }
    }
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
