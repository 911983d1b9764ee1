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
      throw .noCompleteRun(latest: latest.id, differs: Store.difference(latest, from: profiles))
    }
    guard let run = all.first(where: { $0.id == id }) else { throw .unknownRun(id) }
    try checkWhole(run)
    return run
  }
}

extension Store {
  /// How a run differs from a complete one, from what it was made under and the profiles the
  /// database holds now: a run made before `profiles remove` names a profile it no longer holds.
  static func difference(_ run: RunInfo, from profiles: Set<String>) -> String {
    if let tag = run.tag { return "covers only the scenarios tagged '\(tag)'" }
    let made = run.profiles.map(\.id)
    let held = made.filter(profiles.contains)
    let gone = made.filter { !profiles.contains($0) }
    let list = { (ids: [String]) in
      (ids.count == 1 ? "profile " : "profiles ") + ids.joined(separator: ", ")
    }
    guard !gone.isEmpty else { return "covers only \(list(held))" }
    let removed = "was made under \(list(gone)), which the database no longer holds"
    if held.count == profiles.count { return removed }
    return
      (held.isEmpty ? "covers none of the database's profiles" : "covers only \(list(held))")
      + " and " + removed
  }

  /// How many outcomes of a run crashed, as counted when it was recorded.
  public func crashCount(run: Int) throws -> Int {
    try database.scalar("SELECT crashes FROM run WHERE id = ?", [.int(run)])?.int ?? 0
  }
}
