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
  /// Inserts one step of a sequence: its columns come from the outcome field declarations.
  static let insertStep =
    "INSERT INTO sequence_step (sequence, " + OutcomeField.storeColumns.joined(separator: ", ")
    + ") VALUES (?" + String(repeating: ", ?", count: OutcomeField.storeColumns.count) + ")"

  /// The sequences of steps a writer has found or stored, by their steps: most results share
  /// one of a few thousand, so each is looked up in the database once. Valid inside the
  /// transaction that filled it (a rolled back sequence is gone).
  public struct Sequences {
    var ids: [SequenceKey: Int64] = [:]

    public init() {}

    /// How many sequences were found or stored.
    public var count: Int { ids.count }
  }

  /// An outcome's steps with their hash, taken where the outcome is made (on any thread): the
  /// recording thread then finds the steps' sequence without hashing them, ~8,000
  /// instructions an outcome.
  public struct SequenceKey: Hashable, Sendable {
    let steps: [StepOutcome]
    let hash: Int

    public init(_ steps: [StepOutcome]) {
      self.steps = steps
      hash = Self.hash(of: steps)
    }

    /// A hash of what most often tells two sequences apart: each step's action, decider and one
    /// word packing its orientations, supported mask, flags and how many controllers it told.
    /// Equal steps hash alike, as a dictionary needs; steps that differ only elsewhere (the
    /// names told, a warning's or an error's text) share a hash and equality tells them apart.
    /// Hashing every field of every step cost ~3,000 instructions an outcome (callgrind, a run
    /// of 5,000 generated scenarios under 9 profiles: 104 of a worker's 583 million).
    static func hash(of steps: [StepOutcome]) -> Int {
      var hasher = Hasher()
      hasher.combine(steps.count)
      // Read in place: a loop over the array copied each step, ~10 references retained and
      // released a step.
      steps.withUnsafeBufferPointer { steps in
        for index in steps.indices {
          hashStep(steps.baseAddress! + index, into: &hasher)
        }
      }
      return hasher.finalize()
    }

    /// One step's part of the hash, its fields read where the step is stored.
    private static func hashStep(_ step: UnsafePointer<StepOutcome>, into hasher: inout Hasher) {
      var word = UInt64(truncatingIfNeeded: step.pointee.interfaceOrientation.rawValue)
      word |= UInt64(truncatingIfNeeded: step.pointee.statusBarOrientation.rawValue) << 4
      word |= UInt64(truncatingIfNeeded: step.pointee.deviceOrientation.rawValue) << 8
      word |= UInt64(truncatingIfNeeded: step.pointee.reportedDeviceOrientation.rawValue) << 12
      word |= UInt64(truncatingIfNeeded: step.pointee.supported.rawValue & 0xFFFF) << 16
      word |= (step.pointee.rotated ? 1 : 0) << 32 | (step.pointee.skipped ? 1 : 0) << 33
      word |= (step.pointee.error == nil ? 0 : 1) << 34
      word |= (step.pointee.geometryError == nil ? 0 : 1) << 35
      word |= (step.pointee.manualTransform == nil ? 0 : 1) << 36
      word |= UInt64(truncatingIfNeeded: min(step.pointee.notified.count, 0xFF)) << 40
      word |= UInt64(truncatingIfNeeded: min(step.pointee.warnings.count, 0xFF)) << 48
      hasher.combine(word)
      hasher.combine(step.pointee.action)
      hasher.combine(step.pointee.decider)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    public static func == (a: SequenceKey, b: SequenceKey) -> Bool {
      a.hash == b.hash && StepOutcome.equal(a.steps, b.steps)
    }
  }

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

  /// The sequence holding these steps' stored values: one already in the database (found by
  /// the digest of its values), else a new one.
  func sequence(of key: SequenceKey, known: inout Sequences) throws -> Int64 {
    if let id = known.ids[key] { return id }
    let values = key.steps.map(\.storedValues)
    let digest = Store.digest(values)
    let id: Int64
    if case .integer(let found) = try database.scalar(
      "SELECT id FROM sequence WHERE digest = ?", [.text(digest)])
    {
      id = found
    } else {
      try database.run("INSERT INTO sequence (digest) VALUES (?)", [.text(digest)])
      id = database.lastInsertedRowID
      for step in values {
        try database.run(Store.insertStep, [.integer(id)] + step.map(SQLValue.init))
      }
    }
    known.ids[key] = id
    return id
  }

  /// The SHA-256 of a sequence's stored values, each step's values in column order: the
  /// sequence's identity. Each value is written with its kind and, for text, its length, so
  /// no two sequences share a digest input.
  static func digest(_ steps: [[StoredValue]]) -> String {
    // The input's bytes gathered once, then hashed once: an update a value cost ~30,000
    // instructions more a sequence (87 against 68 million over the 627 new sequences of a run
    // of 5,000 generated scenarios under 9 profiles, callgrind).
    var input: [UInt8] = []
    for step in steps {
      for value in step {
        switch value {
        case .null: input += "n;".utf8
        case .integer(let number): input += "i\(number);".utf8
        case .text(let text): input += "t\(text.utf8.count):\(text);".utf8
        }
      }
      input.append(UInt8(ascii: "\n"))
    }
    return SHA256.hex(input)
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
  /// (evaluated and reused) is there, with its result, and `same_as` names a run that holds
  /// outcomes of its own.
  func checkWhole(_ run: RunInfo) throws(StoreError) {
    let (outcomes, orphans) = try wrap { () throws(DatabaseError) in
      (
        try database.scalar(
          "SELECT count(*) FROM run_outcome_resolved WHERE run = ?", [.int(run.id)])?.int ?? 0,
        try database.scalar(
          """
          SELECT count(*) FROM run_outcome_resolved AS o LEFT JOIN result AS r ON r.id = o.result
          WHERE o.run = ? AND r.id IS NULL
          """, [.int(run.id)])?.int ?? 0
      )
    }
    if orphans > 0 {
      throw .invalidContent(
        "run \(run.id): \(orphans) row(s) of run_outcome name a result that the result table "
          + "does not hold")
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
    SELECT o.scenario, o.profile, r.crashed, r.sequence
    FROM run_outcome_resolved AS o
    JOIN result AS r ON r.id = o.result
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
    let ids = JSON.array(scenarios.map(JSON.string)).compact()
    let rows = try wrap { () throws(DatabaseError) in
      // One probe of the holder's outcomes an id (the CROSS JOIN); an IN list sorted the ids
      // first.
      try database.query(
        """
        SELECT n.id, o.profile, r.crashed, r.sequence
        FROM json_each(?3) AS w
        CROSS JOIN scenario_number AS n ON n.id = w.value
        CROSS JOIN run_outcome AS o
          ON o.run = ?1 AND o.scenario_number = n.number AND o.profile = ?2
        JOIN result AS r ON r.id = o.result
        """, [.int(try outcomesHolder(of: run)), .text(profile), .text(ids)]
      ) { row in
        (scenario: row.string(0) ?? "", crashed: row.bool(2) ?? false, sequence: row.int64(3))
      }
    }
    var result: [String: Outcome] = [:]
    for row in rows {
      result[row.scenario] = Outcome(
        scenario: row.scenario, profile: profile, crashed: row.crashed,
        steps: try steps(of: row.sequence, scenario: row.scenario, profile: profile))
    }
    return result
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
          crashed: row.bool(2) ?? false, sequence: row.int64(3)
        )
      }
    }
    var result: [Outcome] = []
    result.reserveCapacity(rows.count)
    for row in rows {
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

extension Store {
  /// Where a walk through a run's scenarios stands: past the current scenarios up to an import
  /// position, then through the removed ones. A run holding fewer than a quarter of the
  /// database's scenarios (a tag's run, or an old run in a database grown since) lists its
  /// current scenarios' positions from its outcomes at the first page (8 bytes a scenario), so
  /// reading it costs what it holds; a larger run walks the positions of all of them, which
  /// costs less a scenario (measured in docs/performance.md). The removed scenarios' numbers are
  /// listed, in the order of their ids, when the current ones are done.
  public struct RunScenarioCursor: Sendable, Equatable {
    var position = -1
    /// Whether the first page chose how the run is read.
    var chose = false
    /// The positions of a run read from its outcomes, listed when the first page chose so.
    var listed: Listed?
    /// The numbers of the run's removed scenarios, listed once the current ones are done.
    var removed: Listed?

    public init() {}
  }

  /// The next page of the scenarios a run evaluated, each as the stored definition the run
  /// evaluated (kept by hash; canonical JSON without expectations, or a generated scenario's
  /// space and index), in import order (removed scenarios last, by id): an old run is described
  /// as it was. Each page starts where the cursor stands, so a walk through the run reads each
  /// row once. The reader decodes them (``decode(_:of:profiles:)``, on as many threads as it
  /// likes) and adds the scenarios' current expectations (``expectations(of:)``; none once a
  /// scenario was removed).
  public func runDefinitionPage(run: Int, after cursor: inout RunScenarioCursor, limit: Int)
    throws(StoreError) -> [(id: String, definition: StoredDefinition)]
  {
    var rows: [(id: String, definition: StoredDefinition?, position: Int, hash: String)] = []
    try wrap { () throws(DatabaseError) in
      let source = try outcomesHolder(of: run)
      if !cursor.chose {
        cursor.chose = true
        // The run's scenarios (its outcomes over its profiles) against the positions a walk
        // would visit.
        let held =
          try database.scalar(
            """
            SELECT (evaluated + reused) / max(1, (SELECT count(*) FROM run_profile WHERE run = ?1))
            FROM run WHERE id = ?1
            """, [.int(run)])?.int ?? 0
        let positions =
          try database.scalar("SELECT coalesce(max(position), -1) + 1 FROM scenario_row")?.int
          ?? 0
        if held * 4 < positions {
          cursor.listed = Listed(
            values: try database.query(
              """
              SELECT s.position FROM (
                SELECT scenario_number FROM run_scenario WHERE run = ?) AS o
              CROSS JOIN scenario_row AS s ON s.number = o.scenario_number ORDER BY s.position
              """, [.int(source)]
            ) { $0.int(0) ?? 0 })
        }
      }
      func query(_ scenarios: String, _ arguments: [SQLValue]) throws(DatabaseError) -> [(
        id: String, definition: StoredDefinition?, position: Int, hash: String
      )] {
        try database.query(
          Store.runDefinitions(of: scenarios), [.int(source)] + arguments
        ) { statement in
          (
            statement.string(0) ?? "", StoredDefinition(statement, from: 1),
            statement.int(4) ?? 0, statement.string(5) ?? ""
          )
        }
      }
      if cursor.removed == nil {
        if cursor.listed == nil {
          // A large run: the current scenarios by position, those it evaluated.
          rows = try query(
            """
            SELECT s.number, s.position, s.position AS rank FROM scenario_row AS s
            WHERE s.position > ?2 AND EXISTS (
              SELECT 1 FROM run_scenario WHERE run = ?1 AND scenario_number = s.number)
            ORDER BY s.position LIMIT ?3
            """, [.int(cursor.position), .int(limit)])
          if let last = rows.last { cursor.position = last.position }
        }
        // A small run: its current scenarios found from its outcomes, read by position.
        while rows.count < limit, let page = cursor.listed?.next(limit - rows.count) {
          rows += try query(
            """
            SELECT s.number, s.position, s.position AS rank
            FROM json_each(?2) AS w CROSS JOIN scenario_row AS s ON s.position = w.value
            """, [.text(page)])
        }
        guard rows.count < limit else { return }
        cursor.removed = Listed(
          values: try database.query(
            """
            SELECT n.number FROM (SELECT scenario_number FROM run_scenario WHERE run = ?) AS o
            JOIN scenario_number AS n ON n.number = o.scenario_number
            WHERE NOT EXISTS (SELECT 1 FROM scenario_row WHERE number = o.scenario_number)
            ORDER BY n.id
            """, [.int(source)]
          ) { $0.int(0) ?? 0 })
      }
      // The removed scenarios, by id.
      while rows.count < limit, let page = cursor.removed?.next(limit - rows.count) {
        rows += try query(
          "SELECT w.value AS number, 0 AS position, w.key AS rank FROM json_each(?2) AS w",
          [.text(page)])
      }
    }
    var result: [(id: String, definition: StoredDefinition)] = []
    for (id, definition, _, hash) in rows {
      guard let definition else { throw Store.missingDefinition(scenario: id, hash: hash) }
      result.append((id, definition))
    }
    return result
  }
}

extension Store {
  /// The query of the definitions a run (`?1`) evaluated, with their ids, for the scenarios
  /// (`number`, `position`, `rank`) another query gives, in rank order: each scenario's
  /// definition is the one of the hash its outcomes were evaluated from. Each row is read by
  /// key (pinned by a test of its query plan): a join of the `definition` view, which joins
  /// `hash`, made SQLite build the whole view for each page.
  static func runDefinitions(of scenarios: String) -> String {
    """
    SELECT n.id, d.definition, d.space, d.space_index, e.position, h.hash FROM (\(scenarios)) AS e
    JOIN scenario_number AS n ON n.number = e.number
    JOIN hash AS h ON h.id = (
      SELECT ro.scenario_key FROM run_scenario AS ro
      WHERE ro.run = ?1 AND ro.scenario_number = e.number)
    LEFT JOIN definition_by_key AS d ON d.hash_key = h.id ORDER BY e.rank
    """
  }

  /// A scenario whose definition the `definition` view does not give: a damaged database.
  static func missingDefinition(scenario: String, hash: String) -> StoreError {
    .invalidContent(
      "scenario \(scenario): the definition view holds no definition with its hash \(hash)")
  }
}
