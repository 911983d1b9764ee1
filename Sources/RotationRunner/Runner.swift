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

  /// One line for the terminal: `run 2: 1 scenario × 1 profile (6+) = 1 outcome, …`.
  public var line: String {
    func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
    return "run \(run): \(count(scenarios, "scenario")) × \(count(profiles.count, "profile")) "
      + "(\(profiles.joined(separator: ", "))) = \(count(evaluated + reused, "outcome")), "
      + "\(evaluated) evaluated, \(reused) reused; \(crashes) crashed"
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
  /// How many bytes of outcomes a run evaluates before recording them (``partBytes``), and
  /// how many its cache of stored sequences keeps (tests make them small).
  var partBytes = Runner.partBytes
  var sequenceBytes = Store.Sequences.keptBytes
  /// What a run held at once, when a test asks.
  var held: RunHeld?
  /// About how many bytes of outcomes a walk through a run reads at a time (``chunkBytes``).
  var chunkBytes = Runner.chunkBytes

  public init(store: Store) { self.store = store }

  /// Records a run of the scenarios (those with `tag`, or all) under the profiles (the ids
  /// given, or all). A scenario whose content, profile and engine are unchanged is not evaluated
  /// again: its stored result is reused. Scenarios are read page by page and evaluated and
  /// recorded a part of a page at a time, a part holding about ``partBytes`` of outcomes, so
  /// memory stays flat however many scenarios there are and however long and wide each is.
  /// Scenarios are decoded and evaluated on `workers` threads and recorded in order from this
  /// one: the database is the same, row for row, for any number of workers and any part size.
  /// `progress` hears (done, total).
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
      var sequences = Store.Sequences(limit: sequenceBytes)
      var evaluated = 0
      var done = 0
      var crashes = 0
      // A page of scenarios with their stored results, read and recorded from this thread, the
      // one connection. The scenarios without a stored result are decoded and evaluated on
      // every core a part at a time (as many as make ``partBytes`` of outcomes), the next part
      // while this one is being recorded.
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
      let budget = partBytes
      @Sendable func evaluate(_ batch: Batch, from start: Int) throws(StoreError) -> Part {
        try Runner.evaluate(
          batch, from: start, missing: profileKeys, evaluators: evaluators, profiles: known,
          names: names, workers: workers, budget: budget)
      }
      var current = try read().map { try evaluate($0, from: 0) }
      // The part recorded last: freed on another thread once this thread holds none of it.
      var recorded: Released<(Part, [Store.NewResult])>?
      while let part = current {
        if let spent = recorded { DispatchQueue.global().async { spent.release() } }
        // The rest of the page, or the next page.
        let next: (batch: Batch, start: Int)? =
          part.range.upperBound < part.batch.page.count
          ? (part.batch, part.range.upperBound) : try read().map { ($0, 0) }
        let ahead = Slots<Result<Part, StoreError>>(count: 1)
        let group = DispatchGroup()
        // Also when recording fails: no evaluation outlives the run.
        defer { group.wait() }
        if let next {
          DispatchQueue.global().async(group: group) {
            ahead.set(
              0, Result { () throws(StoreError) in try evaluate(next.batch, from: next.start) })
          }
        }
        // The part's new results, then its outcomes, each in scenario then profile order: the
        // rows and ids of recording them one by one, written many a statement.
        var made: [Store.NewResult] = []
        var outcomes: [(scenario: Int64, profile: String, stored: Int64?)] = []
        for (offset, index) in part.range.enumerated() {
          let row = part.batch.page[index]
          // The profiles by id, not by evaluator: iterating evaluators copied each one here.
          for (position, profile) in selectedIDs.enumerated() {
            if let stored = part.batch.stored[index][profileKeys[position]] {
              outcomes.append((row.number, profile, stored.id))
              if stored.crashed { crashes += 1 }
            } else if let fresh = part.fresh[offset][position] {
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
        held?.record(part: part.bytes, cached: sequences.bytes)
        progress?(done, count * profiles.count)
        group.wait()
        // The recorded part (its outcomes and new results) is freed on another thread, once
        // this iteration has dropped its own references, so that this thread does not spend
        // its time freeing them. Released at once, the other thread often let go first and
        // this one freed the part when it went out of scope.
        recorded = Released((part, made))
        current = try ahead.all.first?.get()
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
