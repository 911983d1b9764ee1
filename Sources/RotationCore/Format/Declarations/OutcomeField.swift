/// A field of a step's outcome, declared once: its name, its value in the outcome JSON, the
/// store columns that keep it, and whether and how an expectation states and compares it
/// (catalogue-format §5, §6).
///
/// The outcome encoder, the store, the expectation decoder and encoder, verification and
/// `accept` all use these declarations. Adding a field: its property in `Outcome.swift` (and
/// `Expectation.swift` when expectations compare it), its declaration in `OutcomeFields.swift`,
/// the engine code that sets it, and a migration adding its column(s).
public final class OutcomeField: Sendable {
  public let name: String
  public let meaning: String
  /// The value in the outcome JSON; nil for a field only expectations state (`crashed`).
  let output: (@Sendable (StepOutcome) -> JSON)?
  /// The columns of the store's `sequence_step` table that keep it; empty when not stored
  /// (traces are derived data).
  public let columns: [String]
  /// Appends the field's values, a value a column.
  let store: @Sendable (StepOutcome, inout [StoredValue]) -> Void
  let load: @Sendable (ArraySlice<StoredValue>, inout StepOutcome) throws(StoredValueError) -> Void
  /// How an expectation states and compares the field; nil when it cannot.
  public let comparison: Comparison?

  /// The key an expectation states the field with.
  public var expectationKey: String { comparison?.key ?? name }

  /// The value an expectation states for this field, as canonical JSON; nil when it does not.
  public func stated(in expectation: Expectation) -> JSON? { comparison?.write(expectation) }

  init(
    _ name: String, meaning: String, output: (@Sendable (StepOutcome) -> JSON)?,
    columns: [String] = [],
    store: @escaping @Sendable (StepOutcome, inout [StoredValue]) -> Void = { _, _ in },
    load:
      @escaping @Sendable (ArraySlice<StoredValue>, inout StepOutcome) throws(StoredValueError)
      -> Void = { _, _ throws(StoredValueError) in },
    comparison: Comparison? = nil
  ) {
    self.name = name
    self.meaning = meaning
    self.output = output
    self.columns = columns
    self.store = store
    self.load = load
    self.comparison = comparison
  }

  /// How an expectation states a field, compares it with a step's outcome, and how the store
  /// keeps it in the `expectation` table.
  public struct Comparison: Sendable {
    /// The `expectation` table's columns for the field.
    public let columns: [String]
    /// `accept` records the field from a run's outcome.
    public let recorded: Bool
    let read: @Sendable (JSONNode, String, inout Expectation) throws(CatalogueError) -> Void
    /// The canonical JSON of the stated value; nil when the expectation does not state it.
    let write: @Sendable (Expectation) -> JSON?
    /// The wanted and the actual value in words, and whether the outcome meets the
    /// expectation; nil when the expectation does not state the field.
    let check: @Sendable (Expectation, StepOutcome) -> (wanted: String, got: String, holds: Bool)?
    let record: @Sendable (StepOutcome, inout Expectation) -> Void
    let store: @Sendable (Expectation) -> [StoredValue]
    let load:
      @Sendable (ArraySlice<StoredValue>, inout Expectation) throws(StoredValueError) -> Void
    /// How a range of steps is compared in one pass.
    let sweep: Sweep
    /// The expectation's key when it is not the field's name (`warning` for `warnings`).
    var key: String? = nil

    /// A field compared by equality of its stated value (an optional in `Expectation`).
    static func equality<Value: Hashable & Sendable>(
      _ field: WritableKeyPath<Expectation, Value?> & Sendable, columns: [String],
      recorded: Bool, read: @escaping @Sendable (JSONNode, String) throws(CatalogueError) -> Value,
      json: @escaping @Sendable (Value) -> JSON, text: @escaping @Sendable (Value) -> String,
      actual: @escaping @Sendable (StepOutcome) -> Value,
      store: @escaping @Sendable (Value?) -> [StoredValue],
      load: @escaping @Sendable (ArraySlice<StoredValue>) throws(StoredValueError) -> Value?
    ) -> Comparison {
      Comparison(
        columns: columns, recorded: recorded,
        read: { node, path, expectation throws(CatalogueError) in
          expectation[keyPath: field] = try read(node, path)
        },
        write: { expectation in expectation[keyPath: field].map(json) },
        check: { expectation, step in
          guard let wanted = expectation[keyPath: field] else { return nil }
          let got = actual(step)
          return (text(wanted), text(got), wanted == got)
        },
        record: { step, expectation in expectation[keyPath: field] = actual(step) },
        store: { expectation in store(expectation[keyPath: field]) },
        load: { values, expectation throws(StoredValueError) in
          expectation[keyPath: field] = try load(values)
        },
        sweep: .equal(
          wanted: { expectation in expectation[keyPath: field].map(AnyHashable.init) },
          actual: { step in AnyHashable(actual(step)) }))
    }
  }
}

/// A value as the store keeps it: SQLite's NULL, INTEGER or TEXT.
public enum StoredValue: Sendable, Hashable {
  case null
  case integer(Int)
  case text(String)

  /// An optional text.
  static func text(_ value: String?) -> StoredValue { value.map(StoredValue.text) ?? .null }
  /// A boolean as 0 or 1; nil as NULL.
  static func bool(_ value: Bool?) -> StoredValue { value.map { .integer($0 ? 1 : 0) } ?? .null }

  var textValue: String? { if case .text(let value) = self { value } else { nil } }
  var boolValue: Bool? { if case .integer(let value) = self { value != 0 } else { nil } }
  var intValue: Int? { if case .integer(let value) = self { value } else { nil } }
}

/// A stored value the declaration cannot read back: a damaged or hand-edited row.
public struct StoredValueError: Error, Sendable, Equatable {
  public var message: String

  public init(message: String) { self.message = message }
}

extension StepOutcome {
  /// The step's outcome as canonical JSON (catalogue-format §6).
  public var json: JSON {
    .object(OutcomeField.all.compactMap { field in field.output.map { (field.name, $0(self)) } })
  }

  /// The values of the store's `sequence_step` columns, in ``OutcomeField/storeColumns`` order.
  public var storedValues: [StoredValue] {
    // One list, each field appending to it: a list a field was an allocation each.
    var values: [StoredValue] = []
    values.reserveCapacity(OutcomeField.storeColumns.count)
    for field in OutcomeField.all { field.store(self, &values) }
    return values
  }

  /// A step's outcome from the store's columns, in ``OutcomeField/storeColumns`` order. Traces
  /// are not stored: the outcome has none.
  public init(stored values: [StoredValue]) throws(StoredValueError) {
    self.init(
      index: 0, action: "", deviceOrientation: .unknown, interfaceOrientation: .portrait,
      statusBarOrientation: .portrait, rotated: false, decider: nil, supported: .none, error: nil,
      manualTransform: nil, warnings: [], trace: [])
    var start = values.startIndex
    for field in OutcomeField.all where !field.columns.isEmpty {
      let end = start + field.columns.count
      guard end <= values.endIndex else {
        throw StoredValueError(message: "missing column \(field.columns[0])")
      }
      try field.load(values[start..<end], &self)
      start = end
    }
  }
}

extension Expectation {
  /// Whether any outcome field is stated.
  public var comparesSomething: Bool {
    OutcomeField.compared.contains { $0.comparison?.write(self) != nil }
  }

  /// The stated fields in canonical JSON, in declaration order.
  public var statedFields: [(String, JSON)] {
    OutcomeField.compared.compactMap { field in
      field.comparison?.write(self).map { (field.expectationKey, $0) }
    }
  }

  /// The expectation that a step's outcome stays as it is: every field `accept` records.
  public static func recording(
    _ step: StepOutcome, profile: String, evidence: Evidence, source: String?
  ) -> Expectation {
    var expectation = Expectation(
      profiles: [profile], step: step.index, evidence: evidence, source: source)
    for field in OutcomeField.compared where field.comparison?.recorded == true {
      field.comparison?.record(step, &expectation)
    }
    return expectation
  }

  /// The values of the store's `expectation` columns for the compared fields, in
  /// ``OutcomeField/expectationColumns`` order.
  public var storedValues: [StoredValue] {
    OutcomeField.compared.flatMap { $0.comparison?.store(self) ?? [] }
  }

  /// Sets the compared fields from the store's `expectation` columns.
  public mutating func load(stored values: [StoredValue]) throws(StoredValueError) {
    var start = values.startIndex
    for field in OutcomeField.compared {
      guard let comparison = field.comparison else { continue }
      let end = start + comparison.columns.count
      guard end <= values.endIndex else {
        throw StoredValueError(message: "missing column \(comparison.columns[0])")
      }
      try comparison.load(values[start..<end], &self)
      start = end
    }
  }
}
