import RotationCore

/// Runs as history: the expectations each run was recorded with, kept with it (migration
/// 19), and a summary of every run for `rotationdb runs`.
extension Store {
  /// Keeps with a run (call inside the transaction that records it) the current expectations
  /// of each of its scenarios that has any, each set stored once by its digest.
  func keepExpectations(run: Int) throws {
    // A database opened at an older version (tests of migrations) has nowhere to keep them.
    guard
      try database.scalar(
        "SELECT count(*) FROM pragma_table_info('run') WHERE name = 'kept_expectations'")?.int
        == 1
    else { return }
    let holder = try outcomesHolder(of: run)
    let scenarios = try database.query(
      """
      SELECT n.number, n.id FROM run_scenario AS o
      JOIN scenario_number AS n ON n.number = o.scenario_number
      WHERE o.run = ? AND EXISTS (SELECT 1 FROM expectation AS e WHERE e.scenario_number = n.number)
      ORDER BY n.number
      """, [.int(holder)]
    ) { (number: $0.int64(0) ?? 0, id: $0.string(1) ?? "") }
    let page = 500
    var start = 0
    while start < scenarios.count {
      let chunk = scenarios[start..<min(start + page, scenarios.count)]
      start += page
      let expectations = try self.expectations(of: chunk.map(\.id))
      for scenario in chunk {
        let text = JSON.array((expectations[scenario.id] ?? []).map(\.json)).compact()
        let digest = SHA256.hex(Array(text.utf8))
        try database.run(
          "INSERT OR IGNORE INTO expectation_set (digest, expectations) VALUES (?, ?)",
          [.text(digest), .text(text)])
        try database.run(
          """
          INSERT INTO run_expectation (run, scenario_number, expectation_set)
          SELECT ?, ?, id FROM expectation_set WHERE digest = ?
          """, [.int(run), .integer(scenario.number), .text(digest)])
      }
    }
    try database.run("UPDATE run SET kept_expectations = 1 WHERE id = ?", [.int(run)])
  }

  /// The expectations a run was recorded with, by scenario id (a scenario without any is
  /// absent); nil when the run was recorded before they were kept.
  public func keptExpectations(run: Int) throws(StoreError) -> [String: String]? {
    try wrap { () throws(DatabaseError) -> [String: String]? in
      guard
        try database.scalar("SELECT kept_expectations FROM run WHERE id = ?", [.int(run)])?.int
          == 1
      else { return nil }
      let rows = try database.query(
        """
        SELECT n.id, s.expectations FROM run_expectation AS k
        JOIN scenario_number AS n ON n.number = k.scenario_number
        JOIN expectation_set AS s ON s.id = k.expectation_set
        WHERE k.run = ?
        """, [.int(run)]
      ) { ($0.string(0) ?? "", $0.string(1) ?? "[]") }
      return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }
  }

  /// The expectations a run was recorded with for some of its scenarios, by scenario id (a
  /// scenario without any is absent); nil when the run was recorded before they were kept.
  public func keptExpectations(run: Int, scenarios: [String]) throws(StoreError)
    -> [String: String]?
  {
    let ids = JSON.array(scenarios.map(JSON.string)).compact()
    return try wrap { () throws(DatabaseError) -> [String: String]? in
      guard
        try database.scalar("SELECT kept_expectations FROM run WHERE id = ?", [.int(run)])?.int
          == 1
      else { return nil }
      let rows = try database.query(
        """
        SELECT n.id, s.expectations FROM json_each(?2) AS w
        CROSS JOIN scenario_number AS n ON n.id = w.value
        CROSS JOIN run_expectation AS k ON k.run = ?1 AND k.scenario_number = n.number
        JOIN expectation_set AS s ON s.id = k.expectation_set
        """, [.int(run), .text(ids)]
      ) { ($0.string(0) ?? "", $0.string(1) ?? "[]") }
      return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }
  }

  /// One line of `rotationdb runs`: a run with what it covers and how it fared.
  public struct RunListing: Sendable, Equatable {
    public var run: RunInfo
    /// Scenarios it evaluated.
    public var scenarios: Int
    /// Every current scenario under every current profile (no tag, no profile left out).
    public var complete: Bool
    public var crashes: Int
  }

  /// Every run, oldest first, with its scenario count and whether it is complete.
  public func runSummaries() throws(StoreError) -> [RunListing] {
    let all = try runs()
    let profiles = try profileIDs()
    return try wrap { () throws(DatabaseError) in
      let counts = Dictionary(
        try database.query(
          """
          SELECT r.id, (SELECT count(*) FROM run_scenario WHERE run = coalesce(r.same_as, r.id)),
            r.crashes
          FROM run AS r
          """
        ) { ($0.int(0) ?? 0, (scenarios: $0.int(1) ?? 0, crashes: $0.int(2) ?? 0)) },
        uniquingKeysWith: { first, _ in first })
      return all.map { run in
        RunListing(
          run: run, scenarios: counts[run.id]?.scenarios ?? 0,
          complete: run.tag == nil && Set(run.profiles.map(\.id)) == profiles,
          crashes: counts[run.id]?.crashes ?? 0)
      }
    }
  }

  /// The latest run made without a tag under all these profiles (and perhaps others): it has
  /// their outcomes for every scenario, as `diff --profiles A B` needs.
  public func latestRun(covering profiles: [String]) throws(StoreError) -> RunInfo {
    let all = try runs()
    guard let latest = all.last else { throw .noRun }
    guard
      let run = all.last(where: { run in
        run.tag == nil && profiles.allSatisfy { id in run.profiles.contains { $0.id == id } }
      })
    else { throw .noRunCovering(profiles: profiles, latest: latest.id) }
    try checkWhole(run)
    return run
  }
}
