/// A profile a user defines: a base profile plus parameter overrides, to test an open question
/// ("which cells flip if this question goes the other way"):
///
/// ```json
/// {"id": "6+-tabs-intersect", "base": "6+", "name": "iOS 6, tab bars intersect their tabs",
///  "parameters": {"tabBarDefault": "intersectionOfTabs"}}
/// ```
///
/// A file holds one definition or an array of them. Validated like a catalogue: an unknown key,
/// base, parameter or value is an error with its JSON path.
public enum ProfileDefinition {
  /// Decodes definitions and builds their profiles on the given bases (the built-in profiles,
  /// and those of a database); a definition may also build on an earlier one of the same file.
  public static func decode(_ bytes: [UInt8], bases: [Profile] = Profile.builtIn)
    throws(CatalogueError) -> [Profile]
  {
    let root: JSONNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw CatalogueError(path: "$", line: error.line, message: "invalid JSON: \(error.message)")
    }
    var items: [(node: JSONNode, path: String)] = [(root, "$")]
    if case .array(let list) = root.value {
      items = list.enumerated().map { ($0.element, "[\($0.offset)]") }
    }
    // The profiles a definition may build on, by id: a search of the list for each definition
    // was quadratic in a long file's definitions.
    var known = Bases(bases)
    var defined: [Profile] = []
    for (node, path) in items {
      let profile = try decode(node, path: path, bases: known)
      guard known.add(profile) else {
        throw Read.fail(
          node, path == "$" ? "id" : "\(path).id",
          "a profile '\(profile.id)' exists already; choose another id")
      }
      defined.append(profile)
    }
    return defined
  }

  /// Profiles in order with an index by id.
  struct Bases {
    private(set) var list: [Profile] = []
    private var byID: [String: Int] = [:]

    init(_ profiles: [Profile]) {
      for profile in profiles { _ = add(profile) }
    }

    /// Adds a profile; false when one with its id is there already.
    mutating func add(_ profile: Profile) -> Bool {
      WorkCounter.add(1)
      guard byID[profile.id] == nil else { return false }
      byID[profile.id] = list.count
      list.append(profile)
      return true
    }

    func profile(_ id: String) -> Profile? {
      WorkCounter.add(1)
      return byID[id].map { list[$0] }
    }
  }

  static func decode(_ node: JSONNode, path: String, bases: Bases) throws(CatalogueError)
    -> Profile
  {
    let reader = try ObjectReader(node, path: path, known: ["id", "base", "name", "parameters"])
    let idNode = try reader.required("id")
    let id = try Read.string(idNode, reader.child("id"), maxLength: 100)
    let allowed = id.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || ".+_-".unicodeScalars.contains($0)
    }
    guard !id.isEmpty, allowed, id != "*" else {
      throw Read.fail(
        idNode, reader.child("id"),
        "'\(id)' is not a valid profile id: use letters, digits, '.', '+', '_' and '-'")
    }
    // An id starting with '-' reads as an option on the command line: it could never be named
    // again (`--profile`, `profiles remove`).
    guard !id.hasPrefix("-") else {
      throw Read.fail(
        idNode, reader.child("id"),
        "'\(id)' is not a valid profile id: it starts with '-', which the command line reads "
          + "as an option; start it with a letter or a digit")
    }
    guard Version(id) == nil else {
      throw Read.fail(
        idNode, reader.child("id"),
        "'\(id)' reads as a system version, which the command line takes for the built-in "
          + "profile that covers it; add a letter or a '+'")
    }
    let baseNode = try reader.required("base")
    let baseID = try Read.string(baseNode, reader.child("base"))
    guard let base = bases.profile(baseID) else {
      let ids = bases.list.map(\.id)
      let hint = didYouMean(baseID, in: ids)
      throw Read.fail(
        baseNode, reader.child("base"),
        "unknown base profile '\(baseID)'\(hint); known: \(ids.joined(separator: ", "))")
    }
    let name =
      try reader.optional("name").map { node throws(CatalogueError) in
        try Read.string(node, reader.child("name"), maxLength: 200)
      } ?? "\(base.name), modified"
    var parameters = base.parameters
    if let node = reader.optional("parameters") {
      let values = try ObjectReader(
        node, path: reader.child("parameters"), known: ProfileParameter.all.map(\.name))
      for parameter in ProfileParameter.all {
        if let value = values.optional(parameter.name) {
          try parameter.read(value, values.child(parameter.name), &parameters)
        }
      }
    }
    // Right after its base in version order.
    return Profile(id: id, name: name, order: base.order, parameters: parameters)
  }
}
