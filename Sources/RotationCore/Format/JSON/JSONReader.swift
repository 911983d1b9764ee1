/// Reads one JSON object of a catalogue: typed access by key with the JSON path, and a final
/// check that no unknown key is left (catalogue-format §1).
struct ObjectReader {
  let path: String
  let line: Int
  /// The members in the order written: how an object keyed by names (`known` nil) is read.
  let members: [JSONNode.Member]
  private let known: [String]?

  /// `known`: the keys the object may have; nil: any (an object keyed by names, such as the
  /// app delegate's per-window answers).
  init(_ node: JSONNode, path: String, known: [String]?) throws(CatalogueError) {
    guard case .object(let members) = node.value else {
      throw CatalogueError(
        path: path, line: node.line, message: "expected an object, found \(node.typeName)")
    }
    self.path = path
    self.line = node.line
    self.members = members
    self.known = known
    guard let known else { return }
    for member in members where !Self.isKnown(member.key, known) {
      throw Self.unknownKey(member.key, line: member.line, path: path, known: known)
    }
  }

  /// Whether a key is one of `known`, compared by bytes.
  static func isKnown(_ key: String, _ known: [String]) -> Bool {
    known.contains { $0.sameUTF8(key) }
  }

  /// The error for a key the object at `path` may not have, with the closest known key as a
  /// hint.
  static func unknownKey(_ key: String, line: Int, path: String, known: [String])
    -> CatalogueError
  {
    let hint = didYouMean(key, in: known)
    return CatalogueError(
      path: child(key, of: path), line: line, message: "unknown key '\(key)'\(hint)")
  }

  /// The path of a key of this object.
  func child(_ key: String) -> String { Self.child(key, of: path) }

  /// The path of a key of the object at `path`.
  static func child(_ key: String, of path: String) -> String {
    let simple = ObjectReader.isSimple(key)
    let part = simple ? key : "[\"\(key)\"]"
    if path == "$" { return simple ? key : "$" + part }
    return simple ? "\(path).\(key)" : path + part
  }

  /// Whether a key is written after a dot in a path: letters and digits only. ASCII letters
  /// and digits (all of the format's keys) are read byte by byte; other keys character by
  /// character.
  static func isSimple(_ key: String) -> Bool {
    key.allUTF8 {
      (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
    } || key.allSatisfy { $0.isLetter || $0.isNumber }
  }

  func has(_ key: String) -> Bool { optional(key) != nil }

  /// The value of a key. The object's keys are searched in order: an object of known keys has
  /// no more than those; one keyed by names (`known` nil) is read through ``members`` instead,
  /// and its searches are counted (``WorkCounter``) so tests see one that is not.
  func optional(_ key: String) -> JSONNode? {
    var scanned = 0
    defer { if known == nil { WorkCounter.add(scanned) } }
    for member in members {
      scanned += 1
      if member.key.sameUTF8(key) { return member.value }
    }
    return nil
  }

  /// The value of a key the object must have; `values`: the values it may take, which the
  /// error lists when it is missing.
  func required(_ key: String, oneOf values: [String] = []) throws(CatalogueError) -> JSONNode {
    guard let node = optional(key) else {
      let listed = values.isEmpty ? "" : "; expected one of " + values.joined(separator: ", ")
      throw CatalogueError(
        path: child(key), line: line, message: "missing required key '\(key)'\(listed)")
    }
    return node
  }

  var keys: [String] { members.map(\.key) }
}

/// Typed reads of single values, each naming the path on error (built only then).
enum Read {
  static func fail(_ node: JSONNode, _ path: @autoclosure () -> String, _ message: String)
    -> CatalogueError
  {
    CatalogueError(path: path(), line: node.line, message: message)
  }

  /// The message for a value outside a list, with the nearest value (``didYouMean(_:in:)``):
  /// `'landscapes' is not a mask (did you mean 'landscape'?); expected one of …`. `expected`
  /// is what follows "expected" when it says more than the list.
  static func notOne(
    _ value: String, _ noun: String, of values: [String], expected: String? = nil
  ) -> String {
    "'\(value)' is not \(noun)\(didYouMean(value, in: values)); expected "
      + (expected ?? "one of " + values.joined(separator: ", "))
  }

  static func string(
    _ node: JSONNode, _ path: @autoclosure () -> String, maxLength: Int = Catalogue.maxStringLength
  )
    throws(CatalogueError) -> String
  {
    guard case .string(let value) = node.value else {
      throw fail(node, path(), "expected a string, found \(node.typeName)")
    }
    guard value.utf8.count <= maxLength else {
      throw fail(node, path(), "string is \(value.utf8.count) bytes; the limit is \(maxLength)")
    }
    return value
  }

  static func bool(_ node: JSONNode, _ path: @autoclosure () -> String) throws(CatalogueError)
    -> Bool
  {
    guard case .bool(let value) = node.value else {
      throw fail(node, path(), "expected true or false, found \(node.typeName)")
    }
    return value
  }

  static func int(_ node: JSONNode, _ path: @autoclosure () -> String) throws(CatalogueError) -> Int
  {
    guard case .int(let value) = node.value else {
      throw fail(node, path(), "expected an integer, found \(node.typeName)")
    }
    return value
  }

  static func array(_ node: JSONNode, _ path: @autoclosure () -> String) throws(CatalogueError)
    -> [JSONNode]
  {
    guard case .array(let items) = node.value else {
      throw fail(node, path(), "expected an array, found \(node.typeName)")
    }
    return items
  }

  static func strings(_ node: JSONNode, _ path: @autoclosure () -> String) throws(CatalogueError)
    -> [String]
  {
    var result: [String] = []
    for (index, item) in try array(node, path()).enumerated() {
      result.append(try string(item, "\(path())[\(index)]"))
    }
    return result
  }

  static func interfaceOrientation(_ node: JSONNode, _ path: @autoclosure () -> String)
    throws(CatalogueError)
    -> InterfaceOrientation
  {
    let name = try string(node, path())
    guard let value = InterfaceOrientation(name: name) else {
      throw fail(
        node, path(),
        notOne(
          name, "an interface orientation", of: InterfaceOrientation.contractOrder.map(\.name))
          + (DeviceOrientation(name: name) != nil
            ? " (faceUp, faceDown and unknown are device orientations)" : ""))
    }
    return value
  }

  static func interfaceOrientations(_ node: JSONNode, _ path: @autoclosure () -> String)
    throws(CatalogueError)
    -> [InterfaceOrientation]
  {
    var result: [InterfaceOrientation] = []
    for (index, item) in try array(node, path()).enumerated() {
      let value = try interfaceOrientation(item, "\(path())[\(index)]")
      guard !result.contains(value) else {
        throw fail(item, "\(path())[\(index)]", "'\(value.name)' is listed twice")
      }
      result.append(value)
    }
    return result
  }

  static func deviceOrientation(_ node: JSONNode, _ path: @autoclosure () -> String)
    throws(CatalogueError)
    -> DeviceOrientation
  {
    let name = try string(node, path())
    guard let value = DeviceOrientation(name: name) else {
      throw fail(
        node, path(),
        notOne(name, "a device orientation", of: DeviceOrientation.allCases.map(\.name)))
    }
    return value
  }

  static func mask(_ node: JSONNode, _ path: @autoclosure () -> String) throws(CatalogueError)
    -> MaskValue
  {
    switch node.value {
    case .array: return .orientations(try interfaceOrientations(node, path()).sorted())
    case .int(let value):
      guard (0...Int(UInt32.max)).contains(value) else {
        throw fail(node, path(), "mask \(value) is out of range (0 to \(UInt32.max))")
      }
      return .raw(value)
    case .string(let name):
      guard
        let named = OrientationMask.named.first(where: { $0.name == name || $0.uiKitName == name })
      else {
        let names = OrientationMask.named.map(\.name)
        throw fail(
          node, path(),
          notOne(
            name, "a mask", of: names,
            expected: "an array of orientations, an integer, or one of "
              + names.joined(separator: ", ")))
      }
      return .named(named.name)
    default:
      throw fail(node, path(), "expected a mask (array, name or integer), found \(node.typeName)")
    }
  }

  static func preferred(_ node: JSONNode, _ path: @autoclosure () -> String) throws(CatalogueError)
    -> PreferredOrientation
  {
    if case .int(let value) = node.value {
      guard (Int(Int32.min)...Int(Int32.max)).contains(value) else {
        throw fail(node, path(), "\(value) is out of range for an orientation value")
      }
      return .raw(value)
    }
    return .orientation(try interfaceOrientation(node, path()))
  }
}

extension Read {
  /// Whether a text holds a line break (`Character.isNewline`), tested byte by byte when the
  /// text is ASCII: titles are read millions of times.
  static func hasNewline(_ text: String) -> Bool {
    // ASCII without U+000A to U+000D holds none; anything else is read character by character.
    !text.allUTF8 { $0 < 0x80 && !(0x0A...0x0D).contains($0) }
      && text.contains(where: \.isNewline)
  }

  /// A version such as `"16.0"` (catalogue-format §7.2).
  static func version(_ node: JSONNode, _ path: @autoclosure () -> String) throws(CatalogueError)
    -> Version
  {
    let text = try string(node, path(), maxLength: 20)
    guard let version = Version(text) else {
      throw fail(node, path(), "'\(text)' is not a version; expected one such as \"16.0\"")
    }
    return version
  }

  /// One of an enumeration's raw values.
  static func choice<T: RawRepresentable<String> & CaseIterable>(
    _ node: JSONNode, _ path: @autoclosure () -> String, noun: String
  ) throws(CatalogueError) -> T {
    let raw = try string(node, path())
    guard let parsed = T(rawValue: raw) else {
      throw fail(node, path(), notOne(raw, "a \(noun)", of: T.allCases.map(\.rawValue)))
    }
    return parsed
  }
}

extension JSON {
  /// A parsed value kept as it was written (an Info.plist object the engine does not read).
  /// Numbers with a fraction have no canonical form here and are refused with their path.
  /// The path is built only for that error: built for every member, it cost the length of its
  /// ancestors' keys each, quadratic in a deep object's size.
  init(_ node: JSONNode, _ path: @autoclosure () -> String) throws(CatalogueError) {
    WorkCounter.add(1)
    switch node.value {
    case .null: self = .null
    case .bool(let value): self = .bool(value)
    case .int(let value): self = .int(value)
    case .double:
      let path = path()
      WorkCounter.add(path.utf8.count)
      throw Read.fail(node, path, "a number with a fraction is not expected here")
    case .string(let value): self = .string(value)
    case .array(let items):
      var values: [JSON] = []
      for (index, item) in items.enumerated() {
        values.append(try JSON(item, "\(path())[\(index)]"))
      }
      self = .array(values)
    case .object(let members):
      var values: [(String, JSON)] = []
      for member in members {
        values.append((member.key, try JSON(member.value, "\(path()).\(member.key)")))
      }
      self = .object(values)
    }
  }
}
