/// A catalogue of scenarios in the contract's format (catalogue-format §1).
public struct Catalogue: Sendable, Hashable {
  /// The format version this engine reads and writes.
  public static let formatVersion = 1
  /// The longest string accepted anywhere in a catalogue, in UTF-8 bytes.
  public static let maxStringLength = 10_000
  /// The most steps a scenario may have.
  public static let maxSteps = 1_000
  /// The most windows a scenario may show: its `windows` and those its `addWindow` steps add.
  /// Each step evaluates every window, so this bounds a step's cost as ``maxSteps`` does a
  /// scenario's.
  public static let maxWindows = 32
  /// The most expectations a scenario may have. The largest built-in scenario has 6; `accept`
  /// records at most 4 fields a step a profile (36,000 for 1,000 steps and the 9 built-in
  /// profiles), so what it writes reads back. Comparing them with an outcome is linear in
  /// expectations and steps; this bounds a scenario's share of a file as ``maxSteps`` does.
  public static let maxExpectations = 100_000
  /// The deepest controller nesting accepted (window content is level 1).
  public static let maxControllerDepth = 16
  /// The most scenarios one file may hold.
  public static let maxScenarios = 100_000
  /// The most invalid scenarios one error lists (it counts them all).
  public static let maxListedErrors = 20

  public var scenarios: [Scenario]
  /// The questions the scenarios answer (catalogue-format §9.3).
  public var behaviours: [Behaviour]

  public init(scenarios: [Scenario], behaviours: [Behaviour] = []) {
    self.scenarios = scenarios
    self.behaviours = behaviours
  }

  /// Decodes and validates a catalogue file's bytes. `profiles` are the profile ids
  /// expectations may name (besides `*`).
  ///
  /// Scenarios are decoded as the parser reaches them, so memory never holds the whole file's
  /// JSON tree. A top-level key other than `formatVersion`, `scenarios` and `behaviours` fails
  /// as soon as it is read. Otherwise errors keep their order of precedence: the JSON syntax of
  /// the whole file, then the top level (`formatVersion`, the number of scenarios), then the
  /// invalid scenarios: the error thrown is the first one's, and lists the next ones' (each
  /// scenario's first error, up to ``maxListedErrors`` in all) and counts them all; then the
  /// behaviours, whose references are checked against the scenarios.
  public static func decode(
    _ bytes: [UInt8], profiles: Set<String> = Set(Profile.builtIn.map(\.id))
  ) throws(CatalogueError) -> Catalogue {
    let path = "scenarios"
    var scenarios: [Scenario] = []
    var count = 0
    var invalid: CatalogueError?
    var invalidCount = 0
    var firstIndex: [String: Int] = [:]
    let decoder = ScenarioDecoder(profiles: profiles)
    let topLevel = ["formatVersion", path, "behaviours"]
    // A top-level key the format does not have fails as soon as it is read: the file is not a
    // catalogue, and the rest (a misspelt `scenarioz`, held whole) is not read.
    var unknown: CatalogueError?
    let root: JSONNode
    do throws(JSONSyntaxError) {
      let known = { (key: String, line: Int) -> Bool in
        guard !ObjectReader.isKnown(key, topLevel) else { return true }
        unknown = ObjectReader.unknownKey(key, line: line, path: "$", known: topLevel)
        return false
      }
      root = try JSONParser.parse(bytes, streaming: path, topLevelKey: known) { item in
        defer { count += 1 }
        guard count < maxScenarios else { return }
        let scenarioPath = "\(path)[\(count)]"
        do throws(CatalogueError) {
          let scenario = try decoder.decode(item, path: scenarioPath)
          if let earlier = firstIndex[scenario.id] {
            throw CatalogueError(
              path: "\(scenarioPath).id", line: item.line,
              message: "duplicate scenario id '\(scenario.id)' (also at \(path)[\(earlier)])")
          }
          firstIndex[scenario.id] = count
          if invalid == nil { scenarios.append(scenario) }
        } catch {
          invalidCount += 1
          if invalid == nil {
            invalid = error
            scenarios = []
          } else if invalidCount <= maxListedErrors {
            invalid?.others.append(error)
          }
          invalid?.invalidScenarios = invalidCount
        }
      }
    } catch {
      if let unknown { throw unknown }
      throw CatalogueError(path: "$", line: error.line, message: "invalid JSON: \(error.message)")
    }
    let reader = try ObjectReader(root, path: "$", known: topLevel)
    try checkVersion(try reader.required("formatVersion"))
    _ = try Read.array(try reader.required(path), reader.child(path))
    guard count <= maxScenarios else {
      throw CatalogueError(
        path: path, line: nil, message: "\(count) scenarios; the limit is \(maxScenarios) per file")
    }
    if let invalid { throw invalid }
    var behaviours: [Behaviour] = []
    if let node = reader.optional("behaviours") {
      let steps = Dictionary(
        scenarios.map { ($0.id, $0.steps.count) }, uniquingKeysWith: { first, _ in first })
      behaviours = try BehaviourDecoder(steps: steps).decode(node, path: "behaviours")
    }
    return Catalogue(scenarios: scenarios, behaviours: behaviours)
  }

  /// `formatVersion` is the integer 1. The same number written `1.0` or `"1"` is named as
  /// what it is, so that the message does not read "version 1 is not version 1".
  private static func checkVersion(_ node: JSONNode) throws(CatalogueError) {
    let message: String
    switch node.value {
    case .int(formatVersion): return
    case .double(let value) where value == Double(formatVersion):
      message = "must be the integer \(formatVersion), not \(value)"
    case .string(let value) where Int(value) == formatVersion:
      message = "must be the integer \(formatVersion), not the string \"\(value)\""
    default:
      let written =
        switch node.value {
        case .int(let value): String(value)
        case .double(let value): "\(value)"
        case .string(let value): "'\(value)'"
        default: node.typeName
        }
      message =
        "unsupported format version \(written); this rotationdb reads version \(formatVersion)"
    }
    throw CatalogueError(path: "formatVersion", line: node.line, message: message)
  }
}

extension Catalogue {
  /// Decodes and validates one scenario object (as ``Scenario/json`` writes it).
  public static func decodeScenario(
    _ bytes: [UInt8], profiles: Set<String> = Set(Profile.builtIn.map(\.id))
  ) throws(CatalogueError) -> Scenario {
    let node: JSONNode
    do {
      node = try JSONParser.parse(bytes)
    } catch {
      throw CatalogueError(path: "$", line: error.line, message: "invalid JSON: \(error.message)")
    }
    return try ScenarioDecoder(profiles: profiles).decode(node, path: "$")
  }

  /// Decodes one behaviour object (as ``Behaviour/json`` writes it), its references unchecked:
  /// the store's, checked when imported.
  public static func decodeBehaviour(_ bytes: [UInt8]) throws(CatalogueError) -> Behaviour {
    let node: JSONNode
    do {
      node = try JSONParser.parse(bytes)
    } catch {
      throw CatalogueError(path: "$", line: error.line, message: "invalid JSON: \(error.message)")
    }
    return try BehaviourDecoder(steps: nil).decodeOne(node, path: "$")
  }
}
