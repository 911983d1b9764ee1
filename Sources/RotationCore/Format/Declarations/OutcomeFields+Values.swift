// MARK: Reading and writing values

extension OutcomeField {
  /// The stored `supported` text of every mask of valid bits: a JSON array in contract order.
  static let supportedText: [String] = (0...OrientationMask.all.rawValue).map { raw in
    JSON.array(OrientationMask(rawValue: raw).orientations.map { .string($0.name) }).compact()
  }

  static func orientation(
    _ field: WritableKeyPath<Expectation, InterfaceOrientation?> & Sendable, _ column: String,
    actual: @escaping @Sendable (StepOutcome) -> InterfaceOrientation
  ) -> Comparison {
    .equality(
      field, columns: [column], recorded: true,
      read: { node, path throws(CatalogueError) in try Read.interfaceOrientation(node, path) },
      json: { .string($0.name) }, text: \.name, actual: actual, store: { [.text($0?.name)] },
      load: { values throws(StoredValueError) in
        guard let text = values.first?.textValue else { return nil }
        guard let value = InterfaceOrientation(name: text) else {
          throw StoredValueError(message: "\(column): '\(text)' is not an interface orientation")
        }
        return value
      })
  }

  /// An expected error: null (no error), a name, or `{"name": ...}`.
  static func readError(_ node: JSONNode, _ path: String) throws(CatalogueError) -> String? {
    switch node.value {
    case .null: return nil
    case .string(let name): return name
    case .object:
      let reader = try ObjectReader(node, path: path, known: ["name", "message"])
      return try Read.string(try reader.required("name"), reader.child("name"))
    default:
      throw Read.fail(
        node, path, "expected null, an error name, or {\"name\": ...}; found \(node.typeName)")
    }
  }

  static func integer(_ values: ArraySlice<StoredValue>, _ column: String)
    throws(StoredValueError) -> Int
  {
    guard let value = values.first?.intValue else {
      throw StoredValueError(message: "\(column): an integer is missing")
    }
    return value
  }

  static func flag(_ values: ArraySlice<StoredValue>, _ column: String)
    throws(StoredValueError) -> Bool
  {
    guard let value = values.first?.boolValue else {
      throw StoredValueError(message: "\(column): a boolean is missing")
    }
    return value
  }

  static func text(_ values: ArraySlice<StoredValue>, _ column: String)
    throws(StoredValueError) -> String
  {
    guard let value = values.first?.textValue else {
      throw StoredValueError(message: "\(column): a text is missing")
    }
    return value
  }

  static func named<T>(
    _ values: ArraySlice<StoredValue>, _ column: String, _ parse: (String) -> T?
  ) throws(StoredValueError) -> T {
    let name = try text(values, column)
    guard let value = parse(name) else {
      throw StoredValueError(message: "\(column): '\(name)' is not a known value")
    }
    return value
  }

  /// The strings of a stored JSON array.
  static func strings(_ values: ArraySlice<StoredValue>, _ column: String)
    throws(StoredValueError) -> [String]
  {
    let text = try text(values, column)
    guard let node = try? JSONParser.parse(Array(text.utf8)), case .array(let items) = node.value
    else { throw StoredValueError(message: "\(column): '\(text)' is not a JSON array") }
    var result: [String] = []
    for item in items {
      guard case .string(let value) = item.value else {
        throw StoredValueError(message: "\(column): '\(text)' is not an array of strings")
      }
      result.append(value)
    }
    return result
  }

  /// Every integer in a stored JSON value, depth first (the manual transform's five numbers).
  static func ints(_ text: String) -> [Int] {
    guard let node = try? JSONParser.parse(Array(text.utf8)) else { return [] }
    func collect(_ node: JSONNode) -> [Int] {
      switch node.value {
      case .int(let value): [value]
      case .array(let items): items.flatMap(collect)
      case .object(let members): members.flatMap { collect($0.value) }
      default: []
      }
    }
    return collect(node)
  }
}

extension ManualTransform {
  /// The transform as canonical JSON.
  public var json: JSON {
    .object([
      ("rotationDegrees", .int(rotationDegrees)),
      ("center", .array([.int(center.x), .int(center.y)])),
      ("bounds", .array([.int(bounds.width), .int(bounds.height)])),
    ])
  }
}
