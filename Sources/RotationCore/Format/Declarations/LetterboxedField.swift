/// The outcome field and expectation key `letterboxed` (catalogue-format §9.4): the scene is
/// shown in a window whose orientation is not its interface orientation. Its store columns are
/// added by migration 24; steps stored before read false.
extension OutcomeField {
  static let letterboxed = OutcomeField(
    "letterboxed",
    meaning: "the scene is shown in a window whose orientation is not its interface orientation "
      + "(an app windowed on iPadOS 26 that does not support the device's orientation, shown "
      + "upright in a letterboxed window)",
    output: { .bool($0.letterboxed) }, columns: ["letterboxed"],
    store: { $1.append(.bool($0.letterboxed)) },
    load: { values, step throws(StoredValueError) in
      // Rows written before it was kept (NULL): no step was letterboxed.
      step.letterboxed = values.first?.boolValue ?? false
    },
    comparison: .equality(
      \.letterboxed, columns: ["letterboxed"], recorded: false,
      read: { node, path throws(CatalogueError) in try Read.bool(node, path) }, json: JSON.bool,
      text: { String($0) }, actual: \.letterboxed, store: { [.bool($0)] },
      load: { values throws(StoredValueError) in values.first?.boolValue }))
}
