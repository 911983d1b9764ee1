import RotationCore

/// A recorded run.
public struct RunInfo: Sendable, Equatable {
  public var id: Int
  public var engineVersion: String
  public var catalogueHash: String
  public var createdAt: String
  public var tag: String?
  public var evaluated: Int
  public var reused: Int
  /// The profiles evaluated, in version order, with the hash each had.
  public var profiles: [(id: String, hash: String)]
  /// The earlier run whose outcomes this unchanged re-run shares, if any.
  public var sameAs: Int? = nil

  public static func == (lhs: RunInfo, rhs: RunInfo) -> Bool {
    lhs.id == rhs.id && lhs.engineVersion == rhs.engineVersion
      && lhs.catalogueHash == rhs.catalogueHash && lhs.createdAt == rhs.createdAt
      && lhs.tag == rhs.tag && lhs.evaluated == rhs.evaluated && lhs.reused == rhs.reused
      && lhs.profiles.elementsEqual(rhs.profiles, by: { $0 == $1 }) && lhs.sameAs == rhs.sameAs
  }
}

extension Store {
  // MARK: Writing a run (call inside `transaction`)

  /// The key of a SHA-256 that scenarios and results are keyed by (a scenario's or a
  /// profile's), stored when new: tried as an insert first, since an import's hashes are new.
  public func hashKey(_ hash: String) throws -> Int64 {
    try database.run("INSERT OR IGNORE INTO hash (hash) VALUES (?)", [.text(hash)])
    if database.changes == 1 { return database.lastInsertedRowID }
    guard
      case .integer(let id) = try database.scalar(
        "SELECT id FROM hash WHERE hash = ?", [.text(hash)])
    else { throw StoreError.invalidContent("the hash table holds no key for \(hash)") }
    return id
  }

  /// Stores a run's header and its profiles; returns its id.
  public func insertRun(
    engine: String, catalogueHash: String, tag: String?, evaluated: Int, reused: Int,
    profiles: [Profile]
  ) throws -> Int {
    try database.run(
      """
      INSERT INTO run (engine_version, catalogue_hash, created_at, tag, evaluated, reused)
      VALUES (?, ?, ?, ?, ?, ?)
      """,
      [
        .text(engine), .text(catalogueHash), .text(clock()), .string(tag), .int(evaluated),
        .int(reused),
      ])
    let id = Int(database.lastInsertedRowID)
    for (position, profile) in profiles.enumerated() {
      try database.run(
        """
        INSERT INTO run_profile (run, profile, profile_hash, position, result_kind)
        VALUES (?, ?, ?, ?, ?)
        """,
        [
          .int(id), .text(profile.id), .text(profile.contentHash), .int(position),
          .integer(try resultKind(profile: try hashKey(profile.contentHash), engine: engine)),
        ])
    }
    return id
  }

  /// Completes a run's header once its outcomes are recorded, with how many of them crashed.
  public func finishRun(
    _ run: Int, catalogueHash: String, evaluated: Int, reused: Int, crashes: Int
  ) throws {
    try database.run(
      "UPDATE run SET catalogue_hash = ?, evaluated = ?, reused = ?, crashes = ? WHERE id = ?",
      [.text(catalogueHash), .int(evaluated), .int(reused), .int(crashes), .int(run)])
    try keepExpectations(run: run)
  }

  /// Records an unchanged re-run: it shares the outcomes of an earlier run.
  public func insertRepeatedRun(of earlier: RunInfo, profiles: [Profile], reused: Int) throws -> Int
  {
    let run = try insertRun(
      engine: earlier.engineVersion, catalogueHash: earlier.catalogueHash, tag: earlier.tag,
      evaluated: 0, reused: reused, profiles: profiles)
    try database.run(
      """
      UPDATE run SET same_as = ?1, crashes = (SELECT crashes FROM run WHERE id = ?1) WHERE id = ?2
      """, [.int(earlier.sameAs ?? earlier.id), .int(run)])
    try keepExpectations(run: run)
    return run
  }

  // MARK: Reading runs

  /// Every run, oldest first.
  public func runs() throws(StoreError) -> [RunInfo] {
    try wrap { () throws(DatabaseError) in
      let rows = try database.query(
        "SELECT id, engine_version, catalogue_hash, created_at, tag, evaluated, reused, same_as FROM run ORDER BY id"
      ) {
        RunInfo(
          id: $0.int(0) ?? 0, engineVersion: $0.string(1) ?? "", catalogueHash: $0.string(2) ?? "",
          createdAt: $0.string(3) ?? "", tag: $0.string(4), evaluated: $0.int(5) ?? 0,
          reused: $0.int(6) ?? 0, profiles: [], sameAs: $0.int(7))
      }
      var result: [RunInfo] = []
      for var run in rows {
        run.profiles = try database.query(
          "SELECT profile, profile_hash FROM run_profile WHERE run = ? ORDER BY position",
          [.int(run.id)]
        ) { (id: $0.string(0) ?? "", hash: $0.string(1) ?? "") }
        result.append(run)
      }
      return result
    }
  }

  /// Refuses a run whose rows were damaged or edited by hand: every outcome its header counts
  /// (evaluated and reused) is there, and `same_as` names a run that holds outcomes of its own.
  /// An outcome whose result row is missing is refused where it is read (``missingResult``):
  /// probing every result here took a tenth of `diff --profiles` over the standard space.
  func checkWhole(_ run: RunInfo) throws(StoreError) {
    let outcomes = try wrap { () throws(DatabaseError) in
      try database.scalar(
        "SELECT count(*) FROM run_outcome_resolved WHERE run = ?", [.int(run.id)])?.int ?? 0
    }
    if outcomes != run.evaluated + run.reused {
      throw .invalidContent(
        "run \(run.id): the run table counts \(run.evaluated + run.reused) outcomes but "
          + "\(outcomes) are recorded"
          + (run.sameAs.map {
            " (its same_as names run \($0), which repeats another run or "
              + "holds other outcomes)"
          } ?? ""))
    }
  }

  /// The run with this id, or when nil the latest complete run: one of every scenario (no
  /// `--tag`) under every profile of the database. When only partial runs exist, the error
  /// names the latest one to give with `--run`.
  public func run(_ id: Int?) throws(StoreError) -> RunInfo {
    let all = try runs()
    guard let id else {
      guard let latest = all.last else { throw .noRun }
      let profiles = try profileIDs()
      if let complete = all.last(where: {
        $0.tag == nil && Set($0.profiles.map(\.id)) == profiles
      }) {
        try checkWhole(complete)
        return complete
      }
      let covers =
        latest.tag.map { "the scenarios tagged '\($0)'" } ?? "profiles "
        + latest.profiles.map(\.id).joined(separator: ", ")
      throw .noCompleteRun(latest: latest.id, covers: covers)
    }
    guard let run = all.first(where: { $0.id == id }) else { throw .unknownRun(id) }
    try checkWhole(run)
    return run
  }

  /// Each outcome of a run with its result's sequence of steps.
  static let outcomeSelect = """
    SELECT o.scenario, o.profile, r.crashed, r.sequence, r.id
    FROM run_outcome_resolved AS o
    LEFT JOIN result AS r ON r.id = o.result
    """

  /// The run holding a run's outcomes: its own, or those of the run an unchanged re-run
  /// repeats (as the `run_outcome_resolved` view reads them).
  func outcomesHolder(of run: Int) throws(DatabaseError) -> Int {
    try database.scalar("SELECT coalesce(same_as, id) FROM run WHERE id = ?", [.int(run)])?.int
      ?? run
  }

  /// The outcomes of some scenarios under one profile in a run, by scenario id.
  public func outcomes(run: Int, profile: String, scenarios: [String]) throws(StoreError)
    -> [String: Outcome]
  {
    try outcomes(run: run, profiles: [profile], scenarios: scenarios)[profile] ?? [:]
  }

  /// The outcomes of some scenarios under some profiles of a run, by profile then scenario id,
  /// read by one query. An outcome whose result row is missing is an error naming it.
  public func outcomes(run: Int, profiles: [String], scenarios: [String]) throws(StoreError)
    -> [String: [String: Outcome]]
  {
    let ids = JSON.array(scenarios.map(JSON.string)).compact()
    let wanted = JSON.array(profiles.map(JSON.string)).compact()
    let rows = try wrap { () throws(DatabaseError) in
      // One probe of the holder's outcomes an id (the CROSS JOIN); an IN list sorted the ids
      // first.
      try database.query(
        """
        SELECT n.id, o.profile, r.id, r.crashed, r.sequence
        FROM json_each(?2) AS w
        CROSS JOIN scenario_number AS n ON n.id = w.value
        CROSS JOIN run_outcome AS o
          ON o.run = ?1 AND o.scenario_number = n.number
          AND o.profile IN (SELECT value FROM json_each(?3))
        LEFT JOIN result AS r ON r.id = o.result
        """, [.int(try outcomesHolder(of: run)), .text(ids), .text(wanted)]
      ) { row in
        (
          scenario: row.string(0) ?? "", profile: row.string(1) ?? "", found: row.int(2) != nil,
          crashed: row.bool(3) ?? false, sequence: row.int64(4)
        )
      }
    }
    var result: [String: [String: Outcome]] = [:]
    for profile in profiles { result[profile] = Dictionary(minimumCapacity: scenarios.count) }
    for row in rows {
      guard row.found else {
        throw Store.missingResult(run: run, scenario: row.scenario, profile: row.profile)
      }
      result[row.profile, default: [:]][row.scenario] = Outcome(
        scenario: row.scenario, profile: row.profile, crashed: row.crashed,
        steps: try steps(of: row.sequence, scenario: row.scenario, profile: row.profile))
    }
    return result
  }

  /// An outcome of a run whose result row is missing: a damaged or hand-edited database.
  static func missingResult(run: Int, scenario: String, profile: String) -> StoreError {
    .invalidContent(
      "run \(run): the row of run_outcome of scenario '\(scenario)' under profile "
        + "'\(profile)' names a result that the result table does not hold")
  }

  /// The outcomes recorded in a run, in scenario order then profile order.
  public func outcomes(run: Int) throws(StoreError) -> [Outcome] {
    let rows = try wrap { () throws(DatabaseError) in
      try database.query(
        """
        \(Store.outcomeSelect)
        LEFT JOIN scenario_number AS sn ON sn.id = o.scenario
        LEFT JOIN scenario_row AS sc ON sc.number = sn.number
        LEFT JOIN run_profile AS p ON p.run = o.run AND p.profile = o.profile
        WHERE o.run = ?
        ORDER BY coalesce(sc.position, 1e18), o.scenario, p.position
        """, [.int(run)]
      ) { row in
        (
          scenario: row.string(0) ?? "", profile: row.string(1) ?? "",
          crashed: row.bool(2) ?? false, sequence: row.int64(3), found: row.int(4) != nil
        )
      }
    }
    var result: [Outcome] = []
    result.reserveCapacity(rows.count)
    for row in rows {
      guard row.found else {
        throw Store.missingResult(run: run, scenario: row.scenario, profile: row.profile)
      }
      result.append(
        Outcome(
          scenario: row.scenario, profile: row.profile, crashed: row.crashed,
          steps: try steps(of: row.sequence, scenario: row.scenario, profile: row.profile)))
    }
    return result
  }

  /// The steps of a stored sequence, read once for every outcome that shares them (up to
  /// ``readSequenceLimit`` steps are kept). A damaged row is an error naming the outcome that
  /// reads it.
  func steps(of sequence: Int64?, scenario: String, profile: String) throws(StoreError)
    -> [StepOutcome]
  {
    guard let sequence else {
      throw .invalidContent(
        "result of scenario '\(scenario)' under profile '\(profile)' names no sequence of steps")
    }
    if let steps = readSequences.steps[sequence] { return steps }
    let rows = try wrap { () throws(DatabaseError) in
      try database.query(
        """
        SELECT \(OutcomeField.storeColumns.joined(separator: ", ")) FROM sequence_step
        WHERE sequence = ? ORDER BY step
        """, [.integer(sequence)]
      ) { row in
        (0..<OutcomeField.storeColumns.count).map { StoredValue(row.value(Int32($0))) }
      }
    }
    // Every scenario has at least its launch step.
    guard !rows.isEmpty else {
      throw .invalidContent(
        "sequence_step holds no step of sequence \(sequence), which the result of scenario "
          + "'\(scenario)' under profile '\(profile)' names")
    }
    var steps: [StepOutcome] = []
    steps.reserveCapacity(rows.count)
    for values in rows {
      steps.append(try Store.step(values, scenario: scenario, profile: profile))
    }
    if readSequences.count + steps.count <= Store.readSequenceLimit {
      readSequences.steps[sequence] = steps
      readSequences.count += steps.count
    }
    return steps
  }

  /// How many steps of read sequences a store keeps: a few thousand sequences of generated
  /// scenarios fit many times over, memory stays flat with long hand-written ones.
  static let readSequenceLimit = 100_000

  /// A step's outcome from its stored columns; a damaged row is an error naming it.
  static func step(_ values: [StoredValue], scenario: String, profile: String) throws(StoreError)
    -> StepOutcome
  {
    do {
      return try StepOutcome(stored: values)
    } catch {
      throw .invalidContent(
        "sequence_step of scenario '\(scenario)' under profile '\(profile)': \(error.message)")
    }
  }

  /// How long each outcome of a run took to evaluate, in microseconds, by scenario and profile
  /// (`scenario + "\0" + profile`); outcomes recorded before times were kept are absent.
  public func evaluationMicros(run: Int) throws(StoreError) -> [String: Int] {
    let rows = try wrap { () throws(DatabaseError) in
      try database.query(
        """
        SELECT o.scenario, o.profile, r.micros FROM run_outcome_resolved AS o
        JOIN result AS r ON r.id = o.result WHERE o.run = ? AND r.micros IS NOT NULL
        """, [.int(run)]
      ) { ($0.string(0) ?? "", $0.string(1) ?? "", $0.int(2) ?? 0) }
    }
    var result: [String: Int] = [:]
    for (scenario, profile, micros) in rows { result[scenario + "\u{0}" + profile] = micros }
    return result
  }

  /// How long some scenarios' outcomes under one profile in a run took to evaluate, in
  /// microseconds, by scenario id; outcomes recorded before times were kept are absent.
  public func evaluationMicros(run: Int, profile: String, scenarios: [String]) throws(StoreError)
    -> [String: Int]
  {
    let ids = JSON.array(scenarios.map(JSON.string)).compact()
    let rows = try wrap { () throws(DatabaseError) in
      try database.query(
        """
        SELECT n.id, r.micros
        FROM json_each(?3) AS w
        CROSS JOIN scenario_number AS n ON n.id = w.value
        CROSS JOIN run_outcome AS o
          ON o.run = ?1 AND o.scenario_number = n.number AND o.profile = ?2
        JOIN result AS r ON r.id = o.result WHERE r.micros IS NOT NULL
        """, [.int(try outcomesHolder(of: run)), .text(profile), .text(ids)]
      ) { ($0.string(0) ?? "", $0.int(1) ?? 0) }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }

  /// The mismatches the `run_mismatch` view lists for a run (for cross-checking by hand).
  public func viewMismatches(run: Int) throws(StoreError) -> [Mismatch] {
    try wrap { () throws(DatabaseError) in
      try database.query(
        "SELECT scenario, profile, step, field, wanted, got, evidence, source FROM run_mismatch WHERE run = ?",
        [.int(run)]
      ) {
        Mismatch(
          scenario: $0.string(0) ?? "", profile: $0.string(1) ?? "", step: $0.int(2) ?? 0,
          field: $0.string(3) ?? "", wanted: $0.string(4) ?? "", got: $0.string(5) ?? "",
          evidence: $0.string(6).flatMap(Evidence.init(rawValue:)) ?? .recorded,
          source: $0.string(7))
      }
    }
  }
}

extension Store {
  /// How many outcomes of a run crashed, as counted when it was recorded.
  public func crashCount(run: Int) throws -> Int {
    try database.scalar("SELECT crashes FROM run WHERE id = ?", [.int(run)])?.int ?? 0
  }
}

extension SQLValue {
  /// A value of the outcome field declarations, as SQLite keeps it.
  init(_ value: StoredValue) {
    switch value {
    case .null: self = .null
    case .integer(let number): self = .integer(Int64(number))
    case .text(let text): self = .text(text)
    }
  }
}

extension StoredValue {
  /// A value SQLite returned.
  init(_ value: SQLValue) {
    switch value {
    case .null: self = .null
    case .integer(let number): self = .integer(Int(number))
    case .text(let text): self = .text(text)
    }
  }
}

extension Store {
  /// The scenario hash each scenario's outcomes in a run were evaluated from.
  public func evaluatedHashes(run: Int) throws(StoreError) -> [String: String] {
    let rows = try wrap { () throws(DatabaseError) in
      try database.query(
        """
        SELECT DISTINCT o.scenario, h.hash FROM run_outcome_resolved AS o
        JOIN result AS r ON r.id = o.result JOIN hash AS h ON h.id = r.scenario_key
        WHERE o.run = ?
        """, [.int(run)]
      ) { ($0.string(0) ?? "", $0.string(1) ?? "") }
    }
    return Dictionary(rows, uniquingKeysWith: { first, _ in first })
  }
}
