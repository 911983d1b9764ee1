import RotationCore
import RotationSpace

/// What an import changed.
public struct ImportSummary: Sendable, Equatable {
  public var added = 0
  public var changed = 0
  public var unchanged = 0
  /// Scenarios removed because the imported files no longer hold them (`import --prune`).
  public var removed: [String] = []
  /// The behaviours imported with the scenarios (catalogue-format §9.3).
  public var behaviours = 0
  public var total: Int { added + changed + unchanged }
}

/// A scenario as listed: the columns worth querying.
public struct ScenarioRow: Sendable, Equatable {
  public var id: String
  public var title: String
  public var device: String
  public var tags: [String]
  public var hash: String
}

extension Store {
  /// Upserts the scenarios by id, with their tags and expectations, in one transaction. An
  /// existing scenario keeps its position; its expectations are replaced by the imported ones.
  /// With `prune`, the scenarios the import does not hold are removed in the same transaction;
  /// recorded runs keep their outcomes.
  public func importScenarios(
    _ scenarios: some Sequence<Scenario>, behaviours: [Behaviour] = [], prune: Bool = false
  ) throws -> ImportSummary {
    try importScenarios(scenarios.lazy.map(ImportItem.init), behaviours: behaviours, prune: prune)
  }

  /// A scenario ready to import: its stored definition and content hash, made on any thread.
  public struct ImportItem: Sendable {
    public let scenario: Scenario
    let definition: StoredDefinition
    let hash: String

    /// A scenario kept as its canonical JSON.
    public init(_ scenario: Scenario) {
      self.scenario = scenario
      let definition = scenario.definition
      self.definition = .text(definition.compact())
      self.hash = Scenario.contentHash(of: definition)
    }

    /// The scenario of a generated space at an index, kept by that reference: the space makes
    /// it again when it is read.
    public init(space: ConfigurationSpace, index: Int) {
      scenario = space.scenario(at: index)
      definition = .generated(space: space.name, index: index)
      hash = scenario.contentHash
    }
  }

  /// A scenario's stored definition: its canonical JSON without expectations, or for a
  /// generated scenario its space and index there.
  public enum StoredDefinition: Sendable, Equatable {
    case text(String)
    case generated(space: String, index: Int)

    /// The `title` column of a scenario row defined this way: a generated scenario's title is
    /// the one its space makes, not stored.
    func title(_ title: String) -> SQLValue {
      switch self {
      case .text: .text(title)
      case .generated: .null
      }
    }

    /// The `definition`, `space` and `space_index` columns of a scenario or definition row.
    var columns: [SQLValue] {
      switch self {
      case .text(let text): [.text(text), .null, .null]
      case .generated(let space, let index): [.null, .text(space), .int(index)]
      }
    }

    /// The definition read from those three columns, from `column` on; nil when none is set.
    init?(_ statement: Statement, from column: Int32) {
      if let text = statement.string(column) {
        self = .text(text)
      } else if let space = statement.string(column + 1), let index = statement.int(column + 2) {
        self = .generated(space: space, index: index)
      } else {
        return nil
      }
    }
  }

  /// ``importScenarios(_:prune:)`` of scenarios whose definitions and hashes were made ahead,
  /// on other threads.
  public func importScenarios(
    _ items: some Sequence<ImportItem>, behaviours: [Behaviour] = [], prune: Bool = false
  ) throws -> ImportSummary {
    try transaction {
      var summary = ImportSummary()
      // The ids given, kept only when they are needed: a million of them weigh ~150 MB.
      var imported: Set<String> = []
      var next =
        (try database.scalar("SELECT coalesce(max(position), -1) + 1 FROM scenario_row")?.int) ?? 0
      // The files were checked against the profiles before the write lock was taken: one
      // removed since then is refused here.
      let profiles = try profileIDs().union(["*"])
      for item in items {
        let scenario = item.scenario
        for expectation in scenario.expectations {
          if let gone = expectation.profiles.first(where: { !profiles.contains($0) }) {
            throw StoreError.unknownProfile(gone)
          }
        }
        let hash = item.hash
        if prune { imported.insert(scenario.id) }
        // The id's number (kept once given: runs name removed scenarios by it), and the hash of
        // the scenario holding it now, if any. The insert is tried first, since an import's ids
        // are mostly new: a new one is numbered by it, a known one looked up.
        try database.run(
          "INSERT OR IGNORE INTO scenario_number (id) VALUES (?)", [.text(scenario.id)])
        let known = database.changes == 1 ? nil : try numbered(scenario.id)
        let number = known?.number ?? database.lastInsertedRowID
        let existing = known?.hash
        let expectationsBefore = existing == nil ? [] : try expectations(of: scenario.id)
        let tagsBefore = existing == nil ? [] : try tags(of: number)
        // An unchanged scenario keeps its hash's key.
        let hashKey = try (existing == hash ? known?.key : nil) ?? self.hashKey(hash)
        // Every scenario row's hash has a definition row (it holds the text or reference once
        // no scenario shows it).
        try database.run(
          "INSERT OR IGNORE INTO definition_row (hash_key) VALUES (?)", [.integer(hashKey)])
        switch existing {
        case .none:
          try database.run(
            """
            INSERT INTO scenario_row
              (number, position, title, device, hash_key, definition, space, space_index)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
              .integer(number), .int(next), item.definition.title(scenario.title),
              .text(scenario.device.rawValue), .integer(hashKey),
            ] + item.definition.columns)
          next += 1
          summary.added += 1
        case .some(let stored):
          try database.run(
            """
            UPDATE scenario_row SET title = ?, device = ?, hash_key = ?, definition = ?, space = ?,
              space_index = ?
            WHERE number = ?
            """,
            [
              item.definition.title(scenario.title), .text(scenario.device.rawValue),
              .integer(hashKey),
            ]
              + item.definition.columns + [.integer(number)])
          if stored == hash && expectationsBefore == scenario.expectations
            && tagsBefore == scenario.tags
          {
            summary.unchanged += 1
          } else {
            summary.changed += 1
          }
        }
        // A new scenario has no tag or expectation rows (foreign keys are enforced on every
        // connection): their deletes are skipped, each opened a temporary table (SQLite checks
        // the foreign keys of a delete that way).
        if existing != nil {
          try database.run("DELETE FROM scenario_tag WHERE scenario_number = ?", [.integer(number)])
          try database.run("DELETE FROM expectation WHERE scenario_number = ?", [.integer(number)])
        }
        // A statement a tag: a statement of several rows opens a statement journal, which made
        // the import slower (docs/performance.md, "The workflow's import").
        for (position, tag) in scenario.tags.enumerated() {
          try database.run(
            "INSERT OR IGNORE INTO scenario_tag (scenario_number, tag, position) VALUES (?, ?, ?)",
            [.integer(number), .text(tag), .int(position)])
        }
        for (position, expectation) in scenario.expectations.enumerated() {
          try insert(expectation, scenario: number, position: position)
        }
      }
      if prune {
        let stored = try database.query("SELECT id FROM scenario ORDER BY position") {
          $0.string(0) ?? ""
        }
        summary.removed = stored.filter { !imported.contains($0) }
        for id in summary.removed { try delete(id) }
      }
      try importBehaviours(behaviours, prune: prune)
      summary.behaviours = behaviours.count
      return summary
    }
  }

  /// The number of a known id, with the hash and hash key of the scenario holding it now (nil
  /// when it was removed).
  private func numbered(_ id: String) throws -> (number: Int64, hash: String?, key: Int64?) {
    let row = try database.query(
      """
      SELECT n.number, h.hash, h.id FROM scenario_number AS n
      LEFT JOIN scenario_row AS s ON s.number = n.number
      LEFT JOIN hash AS h ON h.id = s.hash_key
      WHERE n.id = ?
      """, [.text(id)]
    ) { (number: $0.int64(0) ?? 0, hash: $0.string(1), key: $0.int64(2)) }.first
    guard let row else {
      throw StoreError.invalidContent(
        "scenario_number refused the id '\(id)' but holds no row of it")
    }
    return row
  }

  /// Removes scenarios by id, with their tags and expectations, in one transaction; recorded
  /// runs keep their outcomes. An id the database does not hold is an error and removes nothing.
  public func removeScenarios(_ ids: [String]) throws -> Int {
    try transaction {
      let stored = Set(
        try database.query("SELECT id FROM scenario") { $0.string(0) ?? "" })
      let unknown = ids.filter { !stored.contains($0) }
      guard unknown.isEmpty else { throw StoreError.unknownScenarios(unknown) }
      for id in Set(ids) { try delete(id) }
      return Set(ids).count
    }
  }

  /// Removes the scenario with this id, its tags and expectations (cascading); its number
  /// stays, for the runs that name it.
  func delete(_ id: String) throws(DatabaseError) {
    try database.run(
      "DELETE FROM scenario_row WHERE number = (SELECT number FROM scenario_number WHERE id = ?)",
      [.text(id)])
  }

  /// The number of a current scenario's id; nil when no scenario has it.
  func number(of scenario: String) throws(DatabaseError) -> Int64? {
    guard
      case .integer(let number) = try database.scalar(
        """
        SELECT s.number FROM scenario_number AS n JOIN scenario_row AS s ON s.number = n.number
        WHERE n.id = ?
        """, [.text(scenario)])
    else { return nil }
    return number
  }
}
