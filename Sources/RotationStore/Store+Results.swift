import RotationCore

/// Results and the outcomes naming them. A result's id is its key (schema 20): its scenario
/// definition's hash key times 2^20 plus its kind, the key of its (profile, engine version)
/// pair in `result_kind`; a run keeps one row a scenario, and `run_outcome` is the view of a
/// run's scenarios by its profiles.
extension Store {
  /// How many kinds the low bits of a result's id hold.
  static let kindBits = 20

  /// The id of the result of a scenario definition's key under a kind.
  static func resultID(scenario: Int64, kind: Int64) throws(StoreError) -> Int64 {
    guard scenario >= 0, scenario < Int64(1) << (63 - kindBits) else {
      throw .invalidContent("scenario key \(scenario) is beyond what a result's id can hold")
    }
    return scenario << kindBits | kind
  }

  /// The kind of a profile's results under an engine version, stored when new.
  func resultKind(profile: Int64, engine: String) throws -> Int64 {
    let find = "SELECT id FROM result_kind WHERE profile_key = ? AND engine_version = ?"
    let arguments: [SQLValue] = [.integer(profile), .text(engine)]
    if case .integer(let id) = try database.scalar(find, arguments) { return id }
    let next = try database.scalar("SELECT coalesce(max(id), 0) + 1 FROM result_kind")?.int ?? 1
    guard next < 1 << Store.kindBits else {
      throw StoreError.invalidContent(
        "the database holds \((1 << Store.kindBits) - 1) pairs of a profile's version and an "
          + "engine version, as many as a result's id can tell apart")
    }
    try database.run(
      "INSERT INTO result_kind (id, profile_key, engine_version) VALUES (?, ?, ?)",
      [.int(next)] + arguments)
    return Int64(next)
  }

  /// A stored result: its id, and whether the app crashed.
  public struct StoredResult: Sendable, Equatable {
    public let id: Int64
    public let crashed: Bool

    public init(id: Int64, crashed: Bool) {
      self.id = id
      self.crashed = crashed
    }
  }

  /// The stored results of a scenario's definition under this engine, by profile key.
  public func results(scenario: Int64, engine: String) throws -> [Int64: StoredResult] {
    try results(scenarios: [scenario], engine: engine)[scenario] ?? [:]
  }

  /// The stored results of several scenarios' definitions under this engine, by their hash's
  /// key, then by profile key; a key without results is absent. One query for a page, not a
  /// query a scenario on the recording thread.
  public func results(scenarios: [Int64], engine: String) throws -> [Int64: [Int64: StoredResult]] {
    guard !scenarios.isEmpty else { return [:] }
    let keys = JSON.array(scenarios.map { JSON.int(Int($0)) }).compact()
    let rows = try database.query(Store.resultsOfScenarios, [.text(keys), .text(engine)]) {
      (
        scenario: $0.int64(0) ?? 0, profile: $0.int64(1) ?? 0,
        result: StoredResult(id: $0.int64(2) ?? 0, crashed: $0.bool(3) ?? false)
      )
    }
    var found: [Int64: [Int64: StoredResult]] = [:]
    for row in rows where found[row.scenario]?[row.profile] == nil {
      found[row.scenario, default: [:]][row.profile] = row.result
    }
    return found
  }

  /// The results of the scenario keys in the JSON array `?1` under engine `?2`: one range of
  /// result ids a key (the CROSS JOIN keeps `json_each` outside).
  static let resultsOfScenarios = """
    SELECT r.scenario_key, k.profile_key, r.id, r.crashed
    FROM json_each(?1) AS w
    CROSS JOIN result AS r ON r.id BETWEEN w.value << 20 AND (w.value << 20) + 1048575
    JOIN result_kind AS k ON k.id = r.kind AND k.engine_version = ?2
    """

  /// An evaluation result to store (not its trace): whether the app crashed, how long the
  /// evaluation took, and its steps, under the keys of its scenario's and profile's hashes.
  public struct NewResult: Sendable {
    public let scenario: Int64
    public let profile: Int64
    public let crashed: Bool
    public let micros: Int?
    public let steps: SequenceKey

    public init(scenario: Int64, profile: Int64, crashed: Bool, micros: Int?, steps: SequenceKey) {
      self.scenario = scenario
      self.profile = profile
      self.crashed = crashed
      self.micros = micros
      self.steps = steps
    }
  }

  /// Stores evaluation results under this engine, in order; returns their ids. Their steps are
  /// stored once for every result with the same steps: `sequences` remembers those already
  /// stored. Rows are written many a statement.
  public func insertResults(_ results: [NewResult], engine: String, sequences: inout Sequences)
    throws -> [Int64]
  {
    guard !results.isEmpty else { return [] }
    var kinds: [Int64: Int64] = [:]
    var ids: [Int64] = []
    ids.reserveCapacity(results.count)
    var values: [SQLValue] = []
    values.reserveCapacity(results.count * 4)
    for result in results {
      let sequence = try self.sequence(of: result.steps, known: &sequences)
      let kind: Int64
      if let known = kinds[result.profile] {
        kind = known
      } else {
        kind = try resultKind(profile: result.profile, engine: engine)
        kinds[result.profile] = kind
      }
      let id = try Store.resultID(scenario: result.scenario, kind: kind)
      ids.append(id)
      // One append a value: an array literal a row cost an allocation a row.
      values.append(.integer(id))
      values.append(.bool(result.crashed))
      values.append(.int(result.micros))
      values.append(.integer(sequence))
    }
    try database.insertRows(
      "INSERT INTO result (id, crashed, micros, sequence)", width: 4, values)
    return ids
  }

  /// Stores one evaluation result (``insertResults(_:engine:sequences:)``); returns its id.
  public func insertResult(
    _ outcome: PackedOutcome, scenario: Int64, profile: Int64, engine: String,
    micros: Int? = nil, sequences: inout Sequences
  ) throws -> Int64 {
    try insertResults(
      [
        NewResult(
          scenario: scenario, profile: profile, crashed: outcome.crashed, micros: micros,
          steps: SequenceKey(outcome))
      ], engine: engine, sequences: &sequences)[0]
  }

  /// Records which result each scenario (by number) had under each profile of a run, given in
  /// scenario order: one row a scenario, with its definition's key, which each of its results
  /// carries in its id (a result of the run's kind for each profile, as `run_outcome` reads
  /// them). Many rows a statement.
  public func insertRunOutcomes(
    run: Int, _ outcomes: [(scenario: Int64, profile: String, result: Int64)]
  ) throws {
    var values: [SQLValue] = []
    var last: Int64?
    for outcome in outcomes where outcome.scenario != last {
      last = outcome.scenario
      values.append(.int(run))
      values.append(.integer(outcome.scenario))
      values.append(.integer(outcome.result >> Store.kindBits))
    }
    try database.insertRows(
      "INSERT INTO run_scenario (run, scenario_number, scenario_key)", width: 3, values,
      suffix: " ON CONFLICT DO NOTHING")
  }

  /// Records which result a scenario (by number) had under a profile in a run.
  public func insertRunOutcome(run: Int, scenario: Int64, profile: String, result: Int64) throws {
    try insertRunOutcomes(run: run, [(scenario, profile, result)])
  }
}
