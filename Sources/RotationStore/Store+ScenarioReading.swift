import RotationCore
import RotationSpace

/// Reading scenarios back: their tags, walks and pages of the listing, and their stored
/// definitions made into scenarios again.
extension Store {
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
