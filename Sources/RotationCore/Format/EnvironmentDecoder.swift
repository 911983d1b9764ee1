/// The scenario's `environment` object (catalogue-format §7.2).
extension Environment {
  static let keys = [
    "hasHomeButton", "landscapeWidthClass", "multitaskingMode", "supportsMultitasking",
    "linkedSDK",
  ]

  /// Reads the object; keys that only make sense on the other idiom are errors.
  static func decode(_ node: JSONNode, path: String, device: Idiom) throws(CatalogueError)
    -> Environment
  {
    let reader = try ObjectReader(node, path: path, known: keys)
    var environment = Environment()
    if let value = reader.optional("hasHomeButton") {
      environment.hasHomeButton = try Read.bool(value, reader.child("hasHomeButton"))
    }
    if let value = reader.optional("landscapeWidthClass") {
      guard device == .iphone else {
        throw Read.fail(
          value, reader.child("landscapeWidthClass"),
          "landscapeWidthClass describes an iphone; an ipad is regular width in full screen")
      }
      environment.landscapeWidthClass = try Read.choice(
        value, reader.child("landscapeWidthClass"), noun: "width class")
    }
    for key in ["multitaskingMode", "supportsMultitasking"] {
      if let value = reader.optional(key), device != .ipad {
        throw Read.fail(value, reader.child(key), "\(key) describes an ipad, not an iphone")
      }
    }
    if let value = reader.optional("multitaskingMode") {
      environment.multitaskingMode = try Read.choice(
        value, reader.child("multitaskingMode"), noun: "multitasking mode")
    }
    if let value = reader.optional("supportsMultitasking") {
      environment.supportsMultitasking = try Read.bool(value, reader.child("supportsMultitasking"))
    }
    if let value = reader.optional("linkedSDK") {
      environment.linkedSDK = try Read.version(value, reader.child("linkedSDK"))
    }
    return environment
  }

  /// The keys given, in words: "no Home button, regular width in landscape".
  public var spoken: String {
    var parts: [String] = []
    if let hasHomeButton { parts.append(hasHomeButton ? "a Home button" : "no Home button") }
    if let landscapeWidthClass {
      parts.append("\(landscapeWidthClass.rawValue) width in landscape")
    }
    if let multitaskingMode { parts.append(multitaskingMode.rawValue) }
    if let supportsMultitasking {
      parts.append(
        supportsMultitasking ? "a model that multitasks" : "a model that cannot multitask")
    }
    if let linkedSDK { parts.append("linked with SDK \(linkedSDK)") }
    return parts.joined(separator: ", ")
  }

  /// The canonical `environment` object: the keys given, in the contract's order.
  public var json: JSON {
    var members: [(String, JSON)] = []
    if let hasHomeButton { members.append(("hasHomeButton", .bool(hasHomeButton))) }
    if let landscapeWidthClass {
      members.append(("landscapeWidthClass", .string(landscapeWidthClass.rawValue)))
    }
    if let multitaskingMode {
      members.append(("multitaskingMode", .string(multitaskingMode.rawValue)))
    }
    if let supportsMultitasking {
      members.append(("supportsMultitasking", .bool(supportsMultitasking)))
    }
    if let linkedSDK { members.append(("linkedSDK", .string(linkedSDK.description))) }
    return .object(members)
  }
}
