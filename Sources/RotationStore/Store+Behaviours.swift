import RotationCore

/// The catalogue's behaviours (catalogue-format §9.3), kept as canonical JSON in import order.
extension Store {
  /// Upserts behaviours by id, in a transaction the caller holds: a new id goes last, a known
  /// one keeps its place. With `prune`, the behaviours not given are removed.
  func importBehaviours(_ behaviours: [Behaviour], prune: Bool) throws(DatabaseError) {
    // An import of scenarios alone leaves the behaviours as they are.
    guard !behaviours.isEmpty || prune else { return }
    var next =
      (try database.scalar("SELECT coalesce(max(position), -1) + 1 FROM behaviour")?.int) ?? 0
    for behaviour in behaviours {
      let definition = behaviour.json.compact()
      try database.run(
        "UPDATE behaviour SET definition = ? WHERE id = ?",
        [.text(definition), .text(behaviour.id)])
      if database.changes == 0 {
        try database.run(
          "INSERT INTO behaviour (id, position, definition) VALUES (?, ?, ?)",
          [.text(behaviour.id), .int(next), .text(definition)])
        next += 1
      }
    }
    guard prune else { return }
    let kept = Set(behaviours.map(\.id))
    let stored = try database.query("SELECT id FROM behaviour") { $0.string(0) ?? "" }
    for id in stored where !kept.contains(id) {
      try database.run("DELETE FROM behaviour WHERE id = ?", [.text(id)])
    }
  }

  /// The behaviours, in import order.
  public func behaviours() throws(StoreError) -> [Behaviour] {
    let rows = try wrap { () throws(DatabaseError) in
      try database.query("SELECT id, definition FROM behaviour ORDER BY position") {
        ($0.string(0) ?? "", $0.string(1) ?? "")
      }
    }
    var behaviours: [Behaviour] = []
    for (id, definition) in rows {
      do {
        behaviours.append(try Catalogue.decodeBehaviour(Array(definition.utf8)))
      } catch {
        throw StoreError.invalidContent("behaviour '\(id)': \(error.description)")
      }
    }
    return behaviours
  }
}
