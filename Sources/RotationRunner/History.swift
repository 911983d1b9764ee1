import RotationCore
import RotationReports
import RotationStore

/// What changed between two runs: the outcomes' changes, and what a reader needs to read them
/// (how each run was judged, which scenarios, profiles or engine changed between them).
public struct RunComparison: Sendable, Equatable {
  public var changes: [RunChange]
  public var notes: [String]
}

/// A run as `rotationdb runs` lists it.
public struct RunHistoryLine: Sendable, Equatable {
  public var listing: Store.RunListing
  /// Mismatches that failed against the expectations of when it was recorded, kept with it (the
  /// current ones when it kept none): known differences (catalogue-format §9.2) are counted
  /// apart.
  public var failures: Int
  /// Mismatches that fail against today's expectations, as `verify --run` counts them (the
  /// outcomes of scenarios changed since the run left out).
  public var failuresNow: Int
  /// Expectations marked `knownDifference` that differ, as they should.
  public var knownDifferences: Int
  public var keptExpectations: Bool
}

extension Runner {
  /// Every run, oldest first, each with its failing mismatches and its known differences
  /// against the expectations of when it was recorded (the current ones when it kept none), and
  /// its failing mismatches against today's, each run read page by page.
  public func history() throws -> [RunHistoryLine] {
    let known = try store.profileIDs()
    return try store.runSummaries().map { listing in
      let run = listing.run
      let kept = try store.keptExpectations(run: run.id, scenarios: []) != nil
      let names = known.union(run.profiles.map(\.id))
      let profiles = run.profiles.map(\.id)
      var failures = 0
      var failuresNow = 0
      var counts = ExpectationCounts()
      try walk(run: run, profiles: profiles) { chunk, outcomes in
        // The walk's scenarios carry today's expectations: verify's count.
        let older = try olderDefinitions(run: run.id, scenarios: chunk.map(\.id))
        for scenario in chunk where !older.contains(scenario.id) {
          for profile in profiles {
            guard let outcome = outcomes[profile]?[scenario.id] else { continue }
            failuresNow += scenario.mismatches(in: outcome).count { !$0.isKnown }
          }
        }
        for scenario in try judged(Array(chunk), run: run.id, kept: kept, profiles: names) {
          for profile in profiles {
            guard let outcome = outcomes[profile]?[scenario.id] else { continue }
            failures += scenario.mismatches(in: outcome, counting: &counts).count {
              !$0.isKnown
            }
          }
        }
      }
      return RunHistoryLine(
        listing: listing, failures: failures, failuresNow: failuresNow,
        knownDifferences: counts.all.knownDifferences, keptExpectations: kept)
    }
  }

  /// What changed in a scenario's definition (its expectations aside), as paths: a controller
  /// by its name (`feed.shouldAutorotate removed`), a step by its index (`steps[2] added`).
  static func definitionChanges(_ before: Scenario, _ after: Scenario) -> [String] {
    var a = before
    var b = after
    a.expectations = []
    b.expectations = []
    var changes: [String] = []
    JSONChanges.walk(a.json, b.json, path: "", into: &changes)
    return changes
  }
}

/// Differences between two JSON values as paths.
enum JSONChanges {
  static func walk(_ a: JSON, _ b: JSON, path: String, into changes: inout [String]) {
    switch (a, b) {
    case (.object(let left), .object(let right)):
      // A named object (a controller, a window) is spoken of by its name.
      let base = name(of: right) ?? name(of: left) ?? path
      let old = Dictionary(left, uniquingKeysWith: { first, _ in first })
      let new = Dictionary(right, uniquingKeysWith: { first, _ in first })
      for (key, value) in left where new[key] == nil {
        changes.append("\(join(base, key)) removed (was \(spoken(value)))")
      }
      for (key, value) in right {
        guard let earlier = old[key] else {
          changes.append("\(join(base, key)) added (\(spoken(value)))")
          continue
        }
        walk(earlier, value, path: join(base, key), into: &changes)
      }
    case (.array(let left), .array(let right)) where left.count == right.count || isSteps(path):
      for index in 0..<max(left.count, right.count) {
        let item = "\(path)[\(index)]"
        if index >= left.count {
          changes.append("\(item) added (\(spoken(right[index])))")
        } else if index >= right.count {
          changes.append("\(item) removed (was \(spoken(left[index])))")
        } else {
          walk(left[index], right[index], path: item, into: &changes)
        }
      }
    default:
      if a.compact() != b.compact() {
        changes.append("\(path.isEmpty ? "scenario" : path): \(spoken(a)) → \(spoken(b))")
      }
    }
  }

  static func isSteps(_ path: String) -> Bool { path == "steps" || path.hasSuffix(".steps") }

  static func name(of members: [(String, JSON)]) -> String? {
    guard let value = members.first(where: { $0.0 == "name" })?.1, case .string(let name) = value
    else { return nil }
    return name
  }

  static func join(_ base: String, _ key: String) -> String {
    base.isEmpty ? key : base + "." + key
  }

  /// A value in a line: short values whole, long ones cut.
  static func spoken(_ value: JSON) -> String {
    let text = value.compact()
    return text.count <= 60 ? text : String(text.prefix(57)) + "…"
  }
}
