/// Decodes and validates a catalogue's `behaviours` (catalogue-format §9.3): each reference
/// must name a scenario of the same file, a step it has and an answer field.
struct BehaviourDecoder {
  static let keys = [
    "id", "area", "question", "aliases", "answer", "variants", "tags", "notes",
  ]
  static let referenceKeys = ["scenario", "step", "field", "yes", "no"]
  static let variantKeys = ["label"] + referenceKeys
  /// The most behaviours one file may hold, as for scenarios.
  static let maxBehaviours = Catalogue.maxScenarios

  /// Each scenario's number of steps, by id; nil: references are not checked.
  let steps: [String: Int]?

  func decode(_ node: JSONNode, path: String) throws(CatalogueError) -> [Behaviour] {
    let items = try Read.array(node, path)
    guard items.count <= Self.maxBehaviours else {
      throw Read.fail(
        node, path, "\(items.count) behaviours; the limit is \(Self.maxBehaviours) per file")
    }
    var behaviours: [Behaviour] = []
    var firstIndex: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      let itemPath = "\(path)[\(index)]"
      let behaviour = try decodeOne(item, path: itemPath)
      if let earlier = firstIndex[behaviour.id] {
        throw CatalogueError(
          path: "\(itemPath).id", line: item.line,
          message: "duplicate behaviour id '\(behaviour.id)' (also at \(path)[\(earlier)])")
      }
      firstIndex[behaviour.id] = index
      behaviours.append(behaviour)
    }
    return behaviours
  }

  func decodeOne(_ node: JSONNode, path: String) throws(CatalogueError) -> Behaviour {
    let reader = try ObjectReader(node, path: path, known: Self.keys)
    let idNode = try reader.required("id")
    let id = try Read.string(idNode, reader.child("id"), maxLength: 100)
    guard !id.isEmpty, id.utf8.allSatisfy(Self.isIDByte) else {
      throw Read.fail(
        idNode, reader.child("id"), "'\(id)' is not a behaviour id: use a-z, 0-9 and '-'")
    }
    let question = try line("question", reader, required: true) ?? ""
    let area = try line("area", reader, required: false)
    let aliases = try strings("aliases", reader)
    let tags = try strings("tags", reader)
    let notes = try reader.optional("notes").map { node throws(CatalogueError) in
      try Read.string(node, reader.child("notes"))
    }
    let answer = try reference(
      try reader.required("answer"), path: reader.child("answer"), known: Self.referenceKeys)
    var variants: [Behaviour.Variant] = []
    if let node = reader.optional("variants") {
      let variantsPath = reader.child("variants")
      for (index, item) in try Read.array(node, variantsPath).enumerated() {
        let itemPath = "\(variantsPath)[\(index)]"
        let variant = try ObjectReader(item, path: itemPath, known: Self.variantKeys)
        let label = try line("label", variant, required: true) ?? ""
        variants.append(
          Behaviour.Variant(
            label: label, answer: try reference(item, path: itemPath, known: Self.variantKeys)))
      }
    }
    return Behaviour(
      id: id, area: area, question: question, aliases: aliases, answer: answer,
      variants: variants, tags: tags, notes: notes)
  }

  /// A scenario, step and field, each checked against the file's scenarios.
  private func reference(_ node: JSONNode, path: String, known: [String])
    throws(CatalogueError) -> Behaviour.Reference
  {
    let reader = try ObjectReader(node, path: path, known: known)
    let scenarioNode = try reader.required("scenario")
    let scenario = try Read.string(scenarioNode, reader.child("scenario"))
    let count = steps.map { $0[scenario] } ?? .some(Int.max)
    guard let count else {
      throw Read.fail(
        scenarioNode, reader.child("scenario"),
        "no scenario '\(scenario)' in this catalogue\(didYouMean(scenario, in: steps?.keys.sorted() ?? []))"
      )
    }
    let stepNode = try reader.required("step")
    let step = try Read.int(stepNode, reader.child("step"))
    guard (0..<count).contains(step) else {
      throw Read.fail(
        stepNode, reader.child("step"),
        "scenario '\(scenario)' has steps 0 to \(count - 1); \(step) is not one of them")
    }
    let fieldNode = try reader.required("field")
    let field = try Read.string(fieldNode, reader.child("field"))
    guard Behaviour.answerFields.contains(field) else {
      throw Read.fail(
        fieldNode, reader.child("field"),
        Read.notOne(field, "an outcome field", of: Behaviour.answerFields))
    }
    return Behaviour.Reference(
      scenario: scenario, step: step, field: field,
      meaning: try meaning(reader, field: field))
  }

  /// The values that answer yes (`yes`) or no (`no`), at most one of the two, each a value
  /// the field can take.
  private func meaning(_ reader: ObjectReader, field: String) throws(CatalogueError)
    -> Behaviour.Meaning?
  {
    let given = ["yes", "no"].compactMap { key in reader.optional(key).map { (key, $0) } }
    guard let (key, node) = given.first else { return nil }
    guard given.count == 1 else {
      throw Read.fail(
        given[1].1, reader.child("no"),
        "give 'yes' or 'no', not both: the other values say the other")
    }
    let path = reader.child(key)
    let items = try Read.array(node, path)
    guard !items.isEmpty else { throw Read.fail(node, path, "list at least one value of \(field)") }
    var values: [JSON] = []
    for (index, item) in items.enumerated() {
      let value = try Self.json(item, "\(path)[\(index)]")
      if let problem = Behaviour.notAValue(value, of: field) {
        throw Read.fail(item, "\(path)[\(index)]", problem)
      }
      values.append(value)
    }
    return Behaviour.Meaning(yes: key == "yes", values: values)
  }

  /// A parsed value as the outcome JSON writes values (no outcome field is a fraction).
  private static func json(_ node: JSONNode, _ path: String) throws(CatalogueError) -> JSON {
    switch node.value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .int(number)
    case .double: throw Read.fail(node, path, "no outcome field takes a fraction")
    case .string(let text): return .string(text)
    case .array(let items):
      var values: [JSON] = []
      for (index, item) in items.enumerated() { values.append(try json(item, "\(path)[\(index)]")) }
      return .array(values)
    case .object(let members):
      var values: [(String, JSON)] = []
      for member in members {
        values.append(
          (member.key, try json(member.value, ObjectReader.child(member.key, of: path))))
      }
      return .object(values)
    }
  }

  /// A one-line, non-empty text: required, or nil when absent.
  private func line(_ key: String, _ reader: ObjectReader, required: Bool)
    throws(CatalogueError) -> String?
  {
    guard let node = required ? try reader.required(key) : reader.optional(key) else {
      return nil
    }
    let text = try Read.string(node, reader.child(key))
    guard !text.isEmpty, !Read.hasNewline(text) else {
      throw Read.fail(node, reader.child(key), "the \(key) must be one non-empty line")
    }
    return text
  }

  /// A list of non-empty strings; empty when absent.
  private func strings(_ key: String, _ reader: ObjectReader) throws(CatalogueError) -> [String] {
    guard let node = reader.optional(key) else { return [] }
    let values = try Read.strings(node, reader.child(key))
    if let index = values.firstIndex(where: \.isEmpty) {
      throw Read.fail(node, "\(reader.child(key))[\(index)]", "an empty string")
    }
    return values
  }

  private static func isIDByte(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "-")
  }
}
