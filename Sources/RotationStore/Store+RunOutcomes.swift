import RotationCore

/// Reading a run's outcomes: by page and profile, whole, with their times and hashes. Each
/// outcome's steps are its result's stored sequence, read once for every outcome sharing it.
extension Store {
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
  /// ``readSequenceBytes`` of steps are kept). A damaged row is an error naming the outcome that
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
    let footprint = steps.reduce(0) { $0 + $1.footprint }
    if readSequences.bytes + footprint <= readSequences.limit {
      readSequences.steps[sequence] = steps
      readSequences.bytes += footprint
    }
    return steps
  }

  /// How many bytes of read sequences' steps (``Footprint``) a store keeps: a few thousand
  /// sequences of generated scenarios fit many times over, memory stays flat with long
  /// hand-written ones and with steps of many windows.
  static let readSequenceBytes = 32 << 20

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
