import Foundation
import RotationCore
import RotationReports
import Testing

@testable import RotationRunner
@testable import RotationStore

/// A run's memory is bounded by bytes of outcomes, not by counts of scenarios: a part of a page
/// holds at most its budget plus one scenario's outcomes a worker, and the cache of stored
/// sequences at most its own. Counted, not timed.
@Suite("Runs hold bounded bytes of outcomes")
struct RunMemoryTests {
  /// The rule cases and scenarios of four windows and 200 steps, whose outcomes hold far more
  /// than the rule cases'.
  var scenarios: [Scenario] {
    get throws {
      let orientations = ["landscapeLeft", "portrait", "landscapeRight", "portraitUpsideDown"]
      let wide = (0..<6).map { index in
        let windows = (0..<4).map {
          #"{"name": "w\#($0)", "rootViewController": {"name": "c\#($0)", "supportedInterfaceOrientations": "all"}}"#
        }
        let steps = (1..<200).map {
          #"{"action": "rotate", "deviceOrientation": "\#(orientations[($0 * (index + 1)) % 4])"}"#
        }
        return #"{"id": "wide-\#(index)", "title": "Wide", "device": "iphone", "windows": ["#
          + windows.joined(separator: ",") + #"], "steps": [{"action": "launch"}, "#
          + steps.joined(separator: ",") + "]}"
      }
      let text = #"{"formatVersion": 1, "scenarios": ["# + wide.joined(separator: ",") + "]}"
      return Array(ruleCases.prefix(60)) + (try Catalogue.decode(Array(text.utf8)).scenarios)
        + Array(ruleCases.dropFirst(60).prefix(40))
    }
  }

  /// The most bytes one scenario's outcomes under every built-in profile hold.
  func largestScenario(_ scenarios: [Scenario]) -> Int {
    footprints(scenarios).max() ?? 0
  }

  /// The bytes each scenario's outcomes under every built-in profile hold.
  func footprints(_ scenarios: [Scenario]) -> [Int] {
    scenarios.map { scenario in
      let prepared = PreparedScenario(scenario)
      return Profile.builtIn.reduce(0) {
        $0 + Evaluator(profile: $1, tracing: false).evaluate(prepared).footprint
      }
    }
  }

  /// Runs the scenarios in a fresh database with a `configure`d runner; its dump, without the
  /// evaluations' times.
  func dump(_ scenarios: [Scenario], _ configure: (inout Runner) -> Void) throws -> String {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(scenarios)
    var runner = Runner(store: store)
    configure(&runner)
    let summary = try runner.run(workers: 2)
    #expect(summary.evaluated == scenarios.count * Profile.builtIn.count)
    try store.database.execute("UPDATE result SET micros = 0")
    return try sqliteDump(file.path)
  }

  @Test("A run evaluates a part of a page at a time: bounded bytes, the same database")
  func parts() throws {
    let scenarios = try self.scenarios
    let largest = largestScenario(scenarios)
    let held = RunHeld()
    let budget = 40_000
    #expect(largest > budget)
    let parted = try dump(scenarios) {
      $0.partBytes = budget
      $0.held = held
    }
    // Every part held at most the budget and a scenario a worker, never the whole page: so
    // there are at least as many parts as such parts take to hold the page (how the two
    // workers share the scenarios decides how many more).
    let whole = footprints(scenarios).reduce(0, +)
    #expect(held.parts * (budget + 2 * largest) >= whole, "\(held.parts) parts")
    #expect(held.parts >= 2, "\(held.parts) parts")
    #expect(held.mostPart <= budget + 2 * largest, "\(held.mostPart) bytes in a part")
    #expect(try parted == dump(scenarios) { _ in })
  }

  @Test("A run's cache of stored sequences keeps at most its bytes; the same database")
  func cachedSequences() throws {
    let scenarios = try self.scenarios
    let held = RunHeld()
    let limit = 100_000
    let limited = try dump(scenarios) {
      $0.sequenceBytes = limit
      $0.held = held
    }
    #expect(held.mostCached > 0 && held.mostCached <= limit, "\(held.mostCached) bytes cached")
    let whole = RunHeld()
    #expect(try limited == dump(scenarios) { $0.held = whole })
    #expect(whole.mostCached > limit)
  }
}

@Suite("Reading a run holds bounded bytes of outcomes")
struct RunReadingMemoryTests {
  /// A database holding the wide scenarios and the rule cases, run.
  func database() throws -> (file: TemporaryDatabase, store: Store, run: Int) {
    let file = try TemporaryDatabase()
    let store = try file.open()
    _ = try store.importScenarios(try RunMemoryTests().scenarios)
    return (file, store, try Runner(store: store).run().run)
  }

  @Test("The store keeps at most its bytes of read sequences, and reads the same outcomes")
  func readSequences() throws {
    let (file, store, run) = try database()
    let whole = try store.outcomes(run: run)
    #expect(store.readSequences.bytes > 100_000)
    let limited = try file.open()
    limited.readSequences.limit = 100_000
    #expect(try limited.outcomes(run: run) == whole)
    #expect(limited.readSequences.bytes > 0 && limited.readSequences.bytes <= 100_000)
  }

  @Test("A walk reads a chunk of about its bytes at a time, at least a scenario; the same report")
  func chunks() throws {
    let (_, store, run) = try database()
    var runner = Runner(store: store)
    runner.chunkBytes = 200_000
    let info = try store.run(run)
    let profiles = info.profiles.map(\.id)
    var chunks = 0
    var walked: [String] = []
    try runner.walk(run: info, profiles: profiles) { chunk, outcomes in
      chunks += 1
      walked += chunk.map(\.id)
      // Past the budget only by the chunk's last scenario.
      let before = chunk.dropLast().reduce(0) {
        $0 + Runner.estimatedBytes($1, profiles: profiles.count)
      }
      #expect(
        before < runner.chunkBytes, "\(chunk.count) scenarios, \(before) bytes before the last")
      #expect(outcomes.values.allSatisfy { $0.count == chunk.count })
    }
    #expect(chunks > 10)
    #expect(walked == (try RunMemoryTests().scenarios.map(\.id)))
    let small = try runner.report(run: run)
    let large = try Runner(store: store).report(run: run)
    #expect(HTMLReport.render(small) == HTMLReport.render(large))
  }
}

extension RunReadingMemoryTests {
  @Test("A report's shown steps and their traces hold at most its bytes: traces in page order")
  func reportBytes() throws {
    let (_, store, run) = try database()
    let runner = Runner(store: store)
    func traced(_ model: ReportModel) -> Int {
      model.rows.flatMap(\.cells).filter { !($0.outcome?.steps.last?.trace.isEmpty ?? true) }.count
    }
    let whole = try runner.report(run: run)
    #expect(traced(whole) == whole.rows.count * Profile.builtIn.count)
    let steps = try runner.report(run: run, traces: false).detailFootprint
    let budget = (whole.detailFootprint - steps) / 2
    let bounded = try runner.report(run: run, traceBytes: budget)
    #expect(bounded.detailFootprint - steps <= budget)
    #expect(traced(bounded) > 0 && traced(bounded) < traced(whole))
  }
}

@Suite("accept holds the changes it lists")
struct AcceptListingMemoryTests {
  @Test("accept hands every change to its listener, in order, and holds only those it lists")
  func listener() throws {
    let file = try TemporaryDatabase()
    let store = try file.open()
    var cases = Array(ruleCases.prefix(80))
    for index in cases.indices where index % 3 == 0 { cases[index].expectations = [] }
    _ = try store.importScenarios(cases)
    let runner = Runner(store: store)
    let run = try runner.run().run
    let whole = try runner.accept(run: run, dryRun: true)
    #expect(whole.changes.count == whole.changeCount && whole.changeCount > 100)
    var heard: [AcceptPlan.Change] = []
    let listed = try runner.accept(run: run, dryRun: true, listing: 0) { heard.append($0) }
    #expect(listed.changes.isEmpty && listed.changeCount == whole.changeCount)
    #expect(heard == whole.changes)
    var written: [AcceptPlan.Change] = []
    let plan = try runner.accept(run: run, listing: 5) { written.append($0) }
    #expect(plan.written && plan.changes.count == 5 && written == whole.changes)
  }
}
