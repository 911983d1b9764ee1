/// A profile parameter, declared once: its name, its group, what it means, the rule and
/// evidence behind it, the values it may take and its value under every built-in profile.
///
/// The built-in profiles, the profile JSON the store keeps (reading and writing), and the
/// `profiles` listing all come from these declarations.
public final class ProfileParameter: Sendable {
  /// The part of UIKit's behaviour a parameter sets.
  public enum Group: String, Sendable, CaseIterable {
    case decision, containers, application, launch, presentation, calls, system, windows,
      callbacks
  }

  public let name: String
  public let group: Group
  public let meaning: String
  /// The rule of the rules reference it stands for: section, sources, evidence mark.
  public let rule: Rule
  /// It settles an open question of the rules reference (its §13): the value is inferred, and
  /// the trace names the parameter when it decides.
  public let openQuestion: Bool
  /// Every value it may take.
  public let values: [String]
  /// Its value under each built-in profile, in ``Profile/builtIn`` order.
  public let builtIn: [JSON]
  let get: @Sendable (Profile.Parameters) -> JSON
  let assign: @Sendable (JSON, inout Profile.Parameters) -> Void
  let read: @Sendable (JSONNode, String, inout Profile.Parameters) throws(CatalogueError) -> Void

  init(
    name: String, group: Group, meaning: String, rule: Rule, openQuestion: Bool,
    values: [String], builtIn: [JSON], get: @escaping @Sendable (Profile.Parameters) -> JSON,
    assign: @escaping @Sendable (JSON, inout Profile.Parameters) -> Void,
    read:
      @escaping @Sendable (JSONNode, String, inout Profile.Parameters) throws(CatalogueError)
      -> Void
  ) {
    self.name = name
    self.group = group
    self.meaning = meaning
    self.rule = rule
    self.openQuestion = openQuestion
    self.values = values
    self.builtIn = builtIn
    self.get = get
    self.assign = assign
    self.read = read
  }

  /// Whether a value is one the parameter may take (read as a profile file would be).
  public func accepts(_ value: JSON) -> Bool {
    guard let node = try? JSONParser.parse(Array(value.compact().utf8)) else { return false }
    var parameters = Profile.Parameters()
    return (try? read(node, name, &parameters)) != nil
  }

  /// The parameter's value in a profile's parameters.
  public func value(in parameters: Profile.Parameters) -> JSON { get(parameters) }

  /// A yes-or-no parameter.
  static func flag(
    _ name: String, _ get: @escaping @Sendable (Profile.Parameters) -> Bool,
    _ set: @escaping @Sendable (inout Profile.Parameters, Bool) -> Void, _ group: Group,
    _ meaning: String, _ rule: Rule, openQuestion: Bool = false, builtIn: [Bool]
  ) -> ProfileParameter {
    ProfileParameter(
      name: name, group: group, meaning: meaning, rule: rule, openQuestion: openQuestion,
      values: ["true", "false"], builtIn: builtIn.map(JSON.bool),
      get: { .bool(get($0)) },
      assign: { value, parameters in
        if case .bool(let flag) = value { set(&parameters, flag) }
      },
      read: { node, path, parameters throws(CatalogueError) in
        set(&parameters, try Read.bool(node, path))
      })
  }

  /// A version parameter, such as the system version a profile models.
  static func version(
    _ name: String, _ get: @escaping @Sendable (Profile.Parameters) -> Version,
    _ set: @escaping @Sendable (inout Profile.Parameters, Version) -> Void, _ group: Group,
    _ meaning: String, _ rule: Rule, builtIn: [String]
  ) -> ProfileParameter {
    ProfileParameter(
      name: name, group: group, meaning: meaning, rule: rule, openQuestion: false,
      values: ["a version such as 16.0"], builtIn: builtIn.map(JSON.string),
      get: { .string(get($0).description) },
      assign: { value, parameters in
        if case .string(let text) = value, let version = Version(text) { set(&parameters, version) }
      },
      read: { node, path, parameters throws(CatalogueError) in
        set(&parameters, try Read.version(node, path))
      })
  }

  /// A parameter that takes one of an enumeration's values.
  static func choice<T: RawRepresentable<String> & CaseIterable & Sendable>(
    _ name: String, _ get: @escaping @Sendable (Profile.Parameters) -> T,
    _ set: @escaping @Sendable (inout Profile.Parameters, T) -> Void, _ group: Group,
    _ meaning: String, _ rule: Rule, openQuestion: Bool = false, builtIn: [T]
  ) -> ProfileParameter {
    ProfileParameter(
      name: name, group: group, meaning: meaning, rule: rule, openQuestion: openQuestion,
      values: T.allCases.map(\.rawValue), builtIn: builtIn.map { .string($0.rawValue) },
      get: { .string(get($0).rawValue) },
      assign: { value, parameters in
        if case .string(let raw) = value, let parsed = T(rawValue: raw) { set(&parameters, parsed) }
      },
      read: { node, path, parameters throws(CatalogueError) in
        let raw = try Read.string(node, path)
        guard let value = T(rawValue: raw) else {
          throw Read.fail(
            node, path,
            "'\(raw)' is not one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        set(&parameters, value)
      })
  }
}

extension Profile {
  /// The profile as canonical JSON: how the store keeps it and `profiles --format json` shows it.
  public var json: JSON {
    .object([
      ("id", .string(id)), ("name", .string(name)), ("order", .int(order)),
      ("parameters", .object(parameters.members.map { ($0.name, $0.value) })),
    ])
  }

  /// Decodes a profile from its canonical JSON (as ``json`` writes it): every parameter.
  public static func decode(_ bytes: [UInt8]) throws(CatalogueError) -> Profile {
    try decode(bytes, filling: false)
  }

  /// Decodes a profile the store kept. An older rotationdb stored it without the parameters
  /// declared since: each one it lacks takes its value under the built-in profile of its order
  /// (the base it was defined on, or its base's base), else its declared default, and is named
  /// in ``filledIn``. The declarations hold those values, so nothing else restates them.
  public static func decode(stored bytes: [UInt8]) throws(CatalogueError) -> Profile {
    try decode(bytes, filling: true)
  }

  static func decode(_ bytes: [UInt8], filling: Bool) throws(CatalogueError) -> Profile {
    let node: JSONNode
    do {
      node = try JSONParser.parse(bytes)
    } catch {
      throw CatalogueError(path: "$", line: error.line, message: "invalid JSON: \(error.message)")
    }
    let reader = try ObjectReader(node, path: "$", known: ["id", "name", "order", "parameters"])
    let id = try Read.string(try reader.required("id"), "id", maxLength: 100)
    let name = try Read.string(try reader.required("name"), "name", maxLength: 200)
    let order = try Read.int(try reader.required("order"), "order")
    let values = try ObjectReader(
      try reader.required("parameters"), path: "parameters",
      known: ProfileParameter.all.map(\.name))
    let base = Profile.builtIn.first { $0.order == order }?.parameters ?? Parameters()
    var parameters = Parameters()
    var filledIn: [String] = []
    for parameter in ProfileParameter.all {
      guard let value = values.optional(parameter.name) else {
        guard filling else {
          throw CatalogueError(
            path: values.child(parameter.name), line: nil,
            message: "missing parameter '\(parameter.name)'")
        }
        parameter.assign(parameter.value(in: base), &parameters)
        filledIn.append(parameter.name)
        continue
      }
      try parameter.read(value, values.child(parameter.name), &parameters)
    }
    return Profile(id: id, name: name, order: order, parameters: parameters, filledIn: filledIn)
  }
}

extension Profile.Parameters {
  /// Every parameter by name, in declaration order, with its value as JSON.
  public var members: [(name: String, value: JSON)] {
    ProfileParameter.all.map { ($0.name, $0.get(self)) }
  }
}
