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
  /// Mismatches against the expectations it was verified against (the current ones when it
  /// kept none).
  public var mismatches: Int
  public var keptExpectations: Bool
}

extension Runner {
  /// Every run, oldest first, each with its mismatches.
  public func history() throws -> [RunHistoryLine] {
    try store.runSummaries().map { listing in
      let (verification, kept) = try verifyAsRecorded(run: listing.run.id)
      return RunHistoryLine(
        listing: listing, mismatches: verification.mismatches.count, keptExpectations: kept)
    }
  }

  /// A run verified against the expectations kept with it, or the current ones when it kept
  /// none (recorded before they were kept); with whether they were kept.
  func verifyAsRecorded(run id: Int) throws -> (Verification, kept: Bool) {
    let current = try verify(run: id)
    guard let kept = try store.keptExpectations(run: id) else { return (current, false) }
    let profiles = Set(try store.profileIDs()).union(current.run.profiles.map(\.id))
    var scenarios = current.scenarios
    for index in scenarios.indices {
      scenarios[index].expectations =
        try kept[scenarios[index].id].map {
          try Expectation.list(decoding: $0, profiles: profiles)
        } ?? []
    }
    var check = Check()
    let byID = Dictionary(scenarios.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for outcome in current.outcomes {
      if let scenario = byID[outcome.scenario] { check.add(outcome, of: scenario) }
    }
    return (
      Verification(
        run: current.run, scenarios: scenarios, outcomes: current.outcomes, check: check),
      true
    )
  }

  /// What the reader of a diff of two runs needs besides the outcomes' changes.
  static func notes(_ before: Verification, kept firstKept: Bool, _ after: Verification, kept: Bool)
    -> [String]
  {
    var notes: [String] = []
    let (first, second) = (before.run.id, after.run.id)
    switch (firstKept, kept) {
    case (true, true):
      notes.append("Each run is judged by the expectations it was verified against.")
    case (false, false):
      notes.append(
        "Runs \(first) and \(second) were recorded before runs kept their expectations: both "
          + "are judged by the current expectations.")
    default:
      let old = firstKept ? second : first
      notes.append(
        "Run \(old) was recorded before runs kept their expectations: it is judged by the "
          + "current expectations, the other by those it was verified against.")
    }
    if before.run.engineVersion != after.run.engineVersion {
      notes.append(
        "The engine changed: version \(before.run.engineVersion) → \(after.run.engineVersion).")
    }
    let oldProfiles = Dictionary(
      before.run.profiles.map { ($0.id, $0.hash) }, uniquingKeysWith: { a, _ in a })
    for profile in after.run.profiles {
      if let hash = oldProfiles[profile.id], hash != profile.hash {
        notes.append("Profile \(profile.id) changed: its parameters differ between the runs.")
      }
    }
    let old = Dictionary(before.scenarios.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var expectationsChanged: [String] = []
    for scenario in after.scenarios {
      guard let earlier = old[scenario.id] else { continue }
      if earlier.expectations != scenario.expectations { expectationsChanged.append(scenario.id) }
      let changes = definitionChanges(earlier, scenario)
      if !changes.isEmpty {
        notes.append(
          "Scenario \(scenario.id) changed between the runs: "
            + changes.prefix(8).joined(separator: "; ")
            + (changes.count > 8 ? "; and \(changes.count - 8) more" : "") + ".")
      }
    }
    if !expectationsChanged.isEmpty {
      notes.append(
        "Expectations changed between the runs for \(expectationsChanged.count) "
          + (expectationsChanged.count == 1 ? "scenario" : "scenarios") + ": "
          + expectationsChanged.prefix(10).joined(separator: ", ")
          + (expectationsChanged.count > 10 ? ", …" : "") + ".")
    }
    return notes
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
