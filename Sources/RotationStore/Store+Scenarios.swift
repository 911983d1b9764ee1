import RotationCore
import RotationSpace

/// What an import changed.
public struct ImportSummary: Sendable, Equatable {
  public var added = 0
  public var changed = 0
  public var unchanged = 0
  /// Scenarios removed because the imported files no longer hold them (`import --prune`).
  public var removed: [String] = []
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
  public func importScenarios(_ scenarios: some Sequence<Scenario>, prune: Bool = false) throws
    -> ImportSummary
  {
    try importScenarios(scenarios.lazy.map(ImportItem.init), prune: prune)
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
  public func importScenarios(_ items: some Sequence<ImportItem>, prune: Bool = false) throws
    -> ImportSummary
  {
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
        // the scenario holding it now, if any.
        let known = try database.query(
          """
          SELECT n.number, h.hash, h.id FROM scenario_number AS n
          LEFT JOIN scenario_row AS s ON s.number = n.number
          LEFT JOIN hash AS h ON h.id = s.hash_key
          WHERE n.id = ?
          """, [.text(scenario.id)]
        ) { (number: $0.int64(0) ?? 0, hash: $0.string(1), key: $0.int64(2)) }.first
        let number: Int64
        if let known {
          number = known.number
        } else {
          try database.run("INSERT INTO scenario_number (id) VALUES (?)", [.text(scenario.id)])
          number = database.lastInsertedRowID
        }
        let existing = known?.hash
        let expectationsBefore = existing == nil ? [] : try expectations(of: scenario.id)
        let tagsBefore = existing == nil ? [] : try tags(of: number)
        // An unchanged scenario keeps its hash's key.
        let hashKey = try (existing == hash ? known?.key : nil) ?? self.hashKey(hash)
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
        // the foreign keys of a delete that way), ~30,000 instructions of a ~180,000 import.
        if existing != nil {
          try database.run("DELETE FROM scenario_tag WHERE scenario_number = ?", [.integer(number)])
          try database.run("DELETE FROM expectation WHERE scenario_number = ?", [.integer(number)])
        }
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
      return summary
    }
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

  /// Replaces all expectations of a scenario (by its number).
  func replaceExpectations(of scenario: Int64, with expectations: [Expectation])
    throws(DatabaseError)
  {
    try database.run("DELETE FROM expectation WHERE scenario_number = ?", [.integer(scenario)])
    for (position, expectation) in expectations.enumerated() {
      try insert(expectation, scenario: scenario, position: position)
    }
  }

  /// Inserts one expectation row per profile it names; the compared fields' columns come from
  /// the outcome field declarations.
  static let insertExpectation =
    "INSERT INTO expectation (scenario_number, position, profile, profile_index, step, through, "
    + OutcomeField.expectationColumns.joined(separator: ", ")
    + ", evidence, source, confidence) VALUES (?"
    + String(repeating: ", ?", count: OutcomeField.expectationColumns.count + 8) + ")"

  func insert(_ expectation: Expectation, scenario: Int64, position: Int) throws(DatabaseError) {
    let fields = expectation.storedValues.map(SQLValue.init)
    for (index, profile) in expectation.profiles.enumerated() {
      try database.run(
        Store.insertExpectation,
        [
          .integer(scenario), .int(position), .text(profile), .int(index), .int(expectation.step),
          .int(expectation.through),
        ] + fields + [
          .text(expectation.evidence.rawValue), .string(expectation.source),
          .string(expectation.confidence?.rawValue),
        ])
    }
  }

  /// The expectation rows of some scenarios (a JSON array of ids), each scenario's in their
  /// catalogue order (the CROSS JOIN keeps SQLite to one probe an id, where an IN list sorted
  /// the ids first), the compared fields' columns from the outcome field declarations (made
  /// once: a walk reads it for every page).
  static let selectExpectations =
    "SELECT n.id, e.position, e.profile, e.step, e.evidence, e.source, e.through, e.confidence, "
    + OutcomeField.expectationColumns.map { "e." + $0 }.joined(separator: ", ")
    + " FROM json_each(?) AS w CROSS JOIN scenario_number AS n ON n.id = w.value"
    + " CROSS JOIN expectation AS e ON e.scenario_number = n.number"
    + " ORDER BY w.key, e.position, e.profile_index"

  /// A scenario's expectations, in their catalogue order.
  public func expectations(of scenario: String) throws(StoreError) -> [Expectation] {
    try expectations(of: [scenario])[scenario] ?? []
  }

  /// The expectations of some scenarios, by id, each scenario's in their catalogue order; a
  /// scenario without any is absent. One query for a page of a walk, each row read as it
  /// comes: a row a profile, held all at once, cost ten times the expectations they make.
  public func expectations(of scenarios: [String]) throws(StoreError) -> [String: [Expectation]] {
    let columns = OutcomeField.expectationColumns
    let ids = JSON.array(scenarios.map(JSON.string)).compact()
    var result: [String: [Expectation]] = [:]
    var last: (scenario: String, position: Int)?
    var failure: StoreError?
    try wrap { () throws(DatabaseError) in
      try database.each(Store.selectExpectations, [.text(ids)]) { row in
        guard failure == nil else { return }
        let scenario = row.string(0) ?? ""
        let position = row.int(1) ?? 0
        let profile = row.string(2) ?? ""
        if let last, last.scenario == scenario, last.position == position {
          result[scenario]![result[scenario]!.count - 1].profiles.append(profile)
          return
        }
        let evidenceText = row.string(4)
        guard let evidence = evidenceText.flatMap(Evidence.init(rawValue:)) else {
          failure = .invalidContent(
            "expectation \(position) of scenario '\(scenario)': evidence "
              + "'\(evidenceText ?? "NULL")' is not an evidence grade")
          return
        }
        var expectation = Expectation(
          profiles: [profile], step: row.int(3) ?? 0, through: row.int(6), evidence: evidence,
          source: row.string(5), confidence: row.string(7).flatMap(Confidence.init(rawValue:)))
        let fields = (0..<columns.count).map { StoredValue(row.value(Int32(8 + $0))) }
        do throws(StoredValueError) {
          try expectation.load(stored: fields)
        } catch {
          failure = .invalidContent(
            "expectation \(position) of scenario '\(scenario)': \(error.message)")
          return
        }
        result[scenario, default: []].append(expectation)
        last = (scenario, position)
      }
    }
    if let failure { throw failure }
    return result
  }

  /// Whether the database holds no scenario (one probe, however many it holds).
  public var holdsNoScenario: Bool {
    get throws(StoreError) {
      try wrap { () throws(DatabaseError) in
        try database.scalar("SELECT NOT EXISTS (SELECT 1 FROM scenario_row)")?.int == 1
      }
    }
  }

  /// Every tag of the database's scenarios, sorted.
  public func allTags() throws(StoreError) -> [String] {
    try wrap { () throws(DatabaseError) in
      try database.query("SELECT DISTINCT tag FROM scenario_tag ORDER BY tag") {
        $0.string(0) ?? ""
      }
    }
  }

  func tags(of scenario: Int64) throws(DatabaseError) -> [String] {
    try database.query(
      "SELECT tag FROM scenario_tag WHERE scenario_number = ? ORDER BY position",
      [.integer(scenario)]
    ) { $0.string(0) ?? "" }
  }

  /// The scenarios (those with `tag`, or all) in import order, as a query for `columns` of
  /// `scenario_row AS s`, with `scenario_number AS n` (the id) when `ids` and `hash AS h` when
  /// `hashes`, and its arguments. A tag's scenarios are found from its rows (the tag's index,
  /// then each scenario by number), so the query costs what the tag holds, not what the
  /// database holds; `CROSS JOIN` keeps the planner to that order.
  static func walk(_ columns: String, tag: String?, ids: Bool = false, hashes: Bool = false)
    -> (sql: String, arguments: [SQLValue])
  {
    let joins =
      (ids ? " JOIN scenario_number AS n ON n.number = s.number" : "")
      + (hashes ? " JOIN hash AS h ON h.id = s.hash_key" : "")
    guard let tag else {
      return ("SELECT \(columns) FROM scenario_row AS s\(joins) ORDER BY s.position", [])
    }
    return (
      """
      SELECT \(columns) FROM scenario_tag AS t
      CROSS JOIN scenario_row AS s ON s.number = t.scenario_number\(joins)
      WHERE t.tag = ? ORDER BY s.position
      """, [.text(tag)]
    )
  }

  /// Hears the stored content hash of each scenario (with the tag, if given), in import order,
  /// holding none: a million of them weigh ~100 MB.
  public func forEachScenarioHash(tag: String? = nil, _ body: (String) -> Void)
    throws(StoreError)
  {
    try forEachScenario(Store.walk("h.hash", tag: tag, hashes: true), body)
  }

  /// Hears the id of each scenario (with the tag, if given), in import order, holding none.
  public func forEachScenarioID(tag: String? = nil, _ body: (String) -> Void) throws(StoreError) {
    try forEachScenario(Store.walk("n.id", tag: tag, ids: true), body)
  }

  /// Hears the one text column of each scenario of a walk.
  private func forEachScenario(
    _ walk: (sql: String, arguments: [SQLValue]), _ body: (String) -> Void
  ) throws(StoreError) {
    let (sql, arguments) = walk
    try wrap { () throws(DatabaseError) in
      try database.each(sql, arguments) { body($0.string(0) ?? "") }
    }
  }

  /// Hears each scenario as listed (those with `tag`, or all), in import order, with its tags,
  /// holding none.
  public func forEachScenarioRow(tag: String? = nil, _ body: (ScenarioRow) -> Void)
    throws(StoreError)
  {
    let (sql, arguments) = Store.walk(
      "n.id, s.title, s.device, h.hash, s.number, s.space, s.space_index", tag: tag, ids: true,
      hashes: true)
    // A damaged reference ends the walk (the rows after it are not heard) and is thrown.
    var damaged: StoreError?
    try wrap { () throws(DatabaseError) in
      try database.each(sql, arguments) { statement throws(DatabaseError) in
        guard damaged == nil else { return }
        let id = statement.string(0) ?? ""
        // The schema's CHECK constraints give every row a title or a reference.
        var title = statement.string(1) ?? ""
        if let space = statement.string(5), let index = statement.int(6) {
          do throws(StoreError) {
            title = try Store.names(space, index: index, of: id).title
          } catch {
            damaged = error
            return
          }
        }
        body(
          ScenarioRow(
            id: id, title: title, device: statement.string(2) ?? "",
            tags: try tags(of: statement.int64(4) ?? 0), hash: statement.string(3) ?? ""))
      }
    }
    if let damaged { throw damaged }
  }

  /// The scenarios, in import order, optionally only those with a tag.
  public func scenarioRows(tag: String? = nil) throws(StoreError) -> [ScenarioRow] {
    var rows: [ScenarioRow] = []
    try forEachScenarioRow(tag: tag) { rows.append($0) }
    return rows
  }

  /// The scenarios with their expectations, in import order, optionally only those with a tag.
  public func scenarios(tag: String? = nil) throws(StoreError) -> [Scenario] {
    try hashedScenarios(tag: tag).map(\.scenario)
  }

  /// The scenarios with their expectations and stored hashes, in import order, optionally only
  /// those with a tag.
  public func hashedScenarios(tag: String? = nil) throws(StoreError)
    -> [(hash: String, scenario: Scenario)]
  {
    var all: [(hash: String, scenario: Scenario)] = []
    var cursor = ScenarioCursor(tag: tag)
    while true {
      let page = try scenarioPage(after: &cursor, limit: 10_000)
      guard !page.isEmpty else { return all }
      all += page
    }
  }

  /// The next `limit` scenarios of a walk in import order, decoded, with their expectations and
  /// stored hashes: for walking a large database page by page.
  public func scenarioPage(after cursor: inout ScenarioCursor, limit: Int) throws(StoreError)
    -> [(hash: String, scenario: Scenario)]
  {
    let known = try profileIDs()
    let rows = try definitionPage(after: &cursor, limit: limit)
    let expected = try expectations(of: rows.map(\.id))
    var result: [(hash: String, scenario: Scenario)] = []
    for row in rows {
      var scenario = try Store.decode(row.definition, of: row.id, profiles: known)
      scenario.expectations = expected[row.id] ?? []
      result.append((row.hash, scenario))
    }
    return result
  }

  /// Where a walk through the scenarios (those with a tag, or all) stands. A walk of all of
  /// them follows the import positions; a tag's walk lists its scenarios' positions once, at
  /// its first page (8 bytes a scenario), and reads each page by them, so walking a tag costs
  /// what the tag holds however large the database grows.
  public struct ScenarioCursor: Sendable, Equatable {
    public let tag: String?
    var position = -1
    /// A tag's positions, listed at the first page.
    var listed: Listed?

    public init(tag: String? = nil) { self.tag = tag }
  }

  /// Scenario positions (or numbers) listed once, in the walk's order, and handed out a page at
  /// a time: a walk of a tag or of a run reads each of its pages by them.
  struct Listed: Sendable, Equatable {
    let values: [Int]
    var read = 0

    /// The next values, at most `count`, as the JSON array `json_each` reads; nil once all
    /// were handed out.
    mutating func next(_ count: Int) -> String? {
      guard read < values.count else { return nil }
      let page = values[read..<min(values.count, read + count)]
      read += page.count
      return JSON.array(page.map(JSON.int)).compact()
    }
  }

  /// A scenario as a walk's page holds it: its stored definition, not yet decoded, with its
  /// import position, number, id, content hash and the hash's key in `hash`.
  public struct DefinitionRow: Sendable, Equatable {
    public let position: Int
    public let number: Int64
    public let id: String
    public let hash: String
    public let hashKey: Int64
    public let definition: StoredDefinition
  }

  /// The next `limit` scenarios of a walk, in import order, as their stored definitions
  /// (canonical JSON without expectations, or a generated scenario's space and index), not yet
  /// decoded: for a reader that decodes them elsewhere (``decode(_:of:profiles:)``), on several
  /// threads.
  public func definitionPage(after cursor: inout ScenarioCursor, limit: Int)
    throws(StoreError) -> [DefinitionRow]
  {
    try wrap { () throws(DatabaseError) in
      let columns = """
        n.id, s.position, h.hash, s.definition, s.space, s.space_index, s.number, s.hash_key
        """
      let joins = """
        JOIN scenario_number AS n ON n.number = s.number JOIN hash AS h ON h.id = s.hash_key
        """
      func row(_ statement: Statement) -> DefinitionRow {
        DefinitionRow(
          position: statement.int(1) ?? 0, number: statement.int64(6) ?? 0,
          id: statement.string(0) ?? "", hash: statement.string(2) ?? "",
          hashKey: statement.int64(7) ?? 0,
          // The schema's CHECK constraints give every row one or the other.
          definition: StoredDefinition(statement, from: 3) ?? .text(""))
      }
      guard let tag = cursor.tag else {
        let rows = try database.query(
          """
          SELECT \(columns) FROM scenario_row AS s \(joins)
          WHERE s.position > ? ORDER BY s.position LIMIT ?
          """, [.int(cursor.position), .int(limit)], row: row)
        if let last = rows.last { cursor.position = last.position }
        return rows
      }
      if cursor.listed == nil {
        let listing = Store.walk("s.position", tag: tag)
        cursor.listed = Listed(
          values: try database.query(listing.sql, listing.arguments) { $0.int(0) ?? 0 })
      }
      // Read by position: a scenario removed since the listing (outside a transaction) is
      // skipped, and the walk goes on to the next page.
      while let page = cursor.listed?.next(limit) {
        let rows = try database.query(
          """
          SELECT \(columns)
          FROM json_each(?) AS w CROSS JOIN scenario_row AS s ON s.position = w.value \(joins)
          ORDER BY s.position
          """, [.text(page)], row: row)
        if !rows.isEmpty { return rows }
      }
      return []
    }
  }

  /// A scenario from its stored definition: its text decoded, or made again by its space. A
  /// text the catalogue format refuses, or a reference this rotationdb's spaces do not make
  /// (a damaged or hand-edited row), is an error naming it.
  public static func decode(_ definition: StoredDefinition, of id: String, profiles: Set<String>)
    throws(StoreError) -> Scenario
  {
    switch definition {
    case .text(let text):
      do {
        return try Catalogue.decodeScenario(Array(text.utf8), profiles: profiles)
      } catch {
        throw .invalidContent("scenario \(id): \(error.description)")
      }
    case .generated(let name, let index):
      let scenario = try space(name, index: index, of: id).scenario(at: index)
      try check(scenario.id, space: name, index: index, of: id)
      return scenario
    }
  }

  /// The id and title of a generated scenario, from its reference, checked as
  /// ``decode(_:of:profiles:)`` checks it, without making the scenario.
  static func names(_ name: String, index: Int, of id: String) throws(StoreError)
    -> (id: String, title: String)
  {
    let names = try space(name, index: index, of: id).names(at: index)
    try check(names.id, space: name, index: index, of: id)
    return names
  }

  /// Spaces only ever grow at their end, and never change a scenario (pinned by their tests):
  /// an index that makes another id is a damaged row.
  private static func check(_ made: String, space name: String, index: Int, of id: String)
    throws(StoreError)
  {
    guard made == id else {
      throw .invalidContent("scenario \(id): index \(index) of space '\(name)' is scenario \(made)")
    }
  }

  /// The space a generated scenario's reference names, when it holds the index; a reference
  /// this rotationdb's spaces do not make (a damaged or hand-edited row) is an error naming the
  /// scenario.
  static func space(_ name: String, index: Int, of id: String) throws(StoreError)
    -> ConfigurationSpace
  {
    guard let space = ConfigurationSpace.named[name] else {
      throw .invalidContent(
        "scenario \(id): it was generated in space '\(name)', which this rotationdb does not "
          + "make (it makes \(ConfigurationSpace.named.keys.sorted().joined(separator: ", ")))")
    }
    guard (0..<space.count).contains(index) else {
      throw .invalidContent(
        "scenario \(id): space '\(name)' holds \(space.count) scenarios, not one at index "
          + "\(index)")
    }
    return space
  }
}
