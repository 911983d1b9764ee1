/// A catalogue of scenarios in the contract's format (catalogue-format §1).
public struct Catalogue: Sendable, Hashable {
  /// The format version this engine reads and writes.
  public static let formatVersion = 1
  /// The longest string accepted anywhere in a catalogue, in UTF-8 bytes.
  public static let maxStringLength = 10_000
  /// The most steps a scenario may have.
  public static let maxSteps = 1_000
  /// The deepest controller nesting accepted (window content is level 1).
  public static let maxControllerDepth = 16
  /// The most scenarios one file may hold.
  public static let maxScenarios = 100_000

  public var scenarios: [Scenario]

  public init(scenarios: [Scenario]) { self.scenarios = scenarios }

  /// Decodes and validates a catalogue file's bytes. `profiles` are the profile ids
  /// expectations may name (besides `*`).
  public static func decode(
    _ bytes: [UInt8], profiles: Set<String> = Set(Profile.builtIn.map(\.id))
  ) throws(CatalogueError) -> Catalogue {
    let root: JSONNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw CatalogueError(path: "$", line: error.line, message: "invalid JSON: \(error.message)")
    }
    let reader = try ObjectReader(root, path: "$", known: ["formatVersion", "scenarios"])
    let versionNode = try reader.required("formatVersion")
    guard case .int(let version) = versionNode.value, version == formatVersion else {
      throw CatalogueError(
        path: "formatVersion", line: versionNode.line,
        message:
          "unsupported format version \(describe(versionNode)); this rotationdb reads version \(formatVersion)"
      )
    }
    let path = reader.child("scenarios")
    let items = try Read.array(try reader.required("scenarios"), path)
    guard items.count <= maxScenarios else {
      throw CatalogueError(
        path: path, line: nil,
        message: "\(items.count) scenarios; the limit is \(maxScenarios) per file")
    }
    var scenarios: [Scenario] = []
    var firstIndex: [String: Int] = [:]
    for (index, item) in items.enumerated() {
      let scenarioPath = "\(path)[\(index)]"
      let scenario = try ScenarioDecoder(profiles: profiles).decode(item, path: scenarioPath)
      if let earlier = firstIndex[scenario.id] {
        throw CatalogueError(
          path: "\(scenarioPath).id", line: item.line,
          message: "duplicate scenario id '\(scenario.id)' (also at \(path)[\(earlier)])")
      }
      firstIndex[scenario.id] = index
      scenarios.append(scenario)
    }
    return Catalogue(scenarios: scenarios)
  }

  private static func describe(_ node: JSONNode) -> String {
    switch node.value {
    case .int(let value): String(value)
    case .string(let value): "'\(value)'"
    default: node.typeName
    }
  }
}

/// Decodes one scenario and validates it.
struct ScenarioDecoder {
  let profiles: Set<String>

  static let scenarioKeys = [
    "id", "title", "tags", "notes", "sources", "device", "infoPlist", "appDelegate", "window",
    "steps", "expect",
  ]
  static let controllerKeys = [
    "name", "kind", "class", "shouldAutorotate", "supportedInterfaceOrientations",
    "shouldAutorotateToInterfaceOrientation", "preferredInterfaceOrientationForPresentation",
    "forwardsToChild", "children", "selectedIndex",
  ]
  static let overrideKeys = [
    "shouldAutorotate", "supportedInterfaceOrientations", "shouldAutorotateToInterfaceOrientation",
    "preferredInterfaceOrientationForPresentation", "forwardsToChild",
  ]
  static let stepKeys: [String: [String]] = [
    "launch": ["deviceOrientation"], "rotate": ["deviceOrientation"],
    "push": ["controller", "onto"], "pop": ["from"], "selectTab": ["index", "tabBar"],
    "present": ["controller", "style"], "dismiss": [], "setStatusBarOrientation": ["orientation"],
    "forceDeviceOrientation": ["deviceOrientation"], "attemptRotationToDeviceOrientation": [],
    "update": ["controller", "set"],
  ]
  static let expectationKeys = [
    "profiles", "step", "interfaceOrientation", "statusBarOrientation", "rotated", "error",
    "crashed", "evidence", "source",
  ]

  func decode(_ node: JSONNode, path: String) throws(CatalogueError) -> Scenario {
    let reader = try ObjectReader(node, path: path, known: Self.scenarioKeys)
    let idNode = try reader.required("id")
    let id = try Read.string(idNode, reader.child("id"))
    try validateID(id, node: idNode, path: reader.child("id"))
    let titleNode = try reader.required("title")
    let title = try Read.string(titleNode, reader.child("title"))
    guard !title.isEmpty, !title.contains(where: \.isNewline) else {
      throw Read.fail(titleNode, reader.child("title"), "the title must be one non-empty line")
    }
    let tags =
      try reader.optional("tags").map { node throws(CatalogueError) in
        try Read.strings(node, reader.child("tags"))
      } ?? []
    for (index, tag) in tags.enumerated() where tag.isEmpty {
      throw CatalogueError(
        path: "\(reader.child("tags"))[\(index)]", line: reader.line,
        message: "a tag must not be empty")
    }
    let notes = try reader.optional("notes").map { node throws(CatalogueError) in
      try Read.string(node, reader.child("notes"))
    }
    let sources =
      try reader.optional("sources").map { node throws(CatalogueError) in
        try Read.strings(node, reader.child("sources"))
      } ?? []
    let deviceNode = try reader.required("device")
    let deviceName = try Read.string(deviceNode, reader.child("device"))
    guard let device = Idiom(rawValue: deviceName) else {
      throw Read.fail(
        deviceNode, reader.child("device"),
        "'\(deviceName)' is not a device; expected iphone or ipad")
    }
    let infoPlist =
      try reader.optional("infoPlist").map { node throws(CatalogueError) in
        try decodeInfoPlist(node, path: reader.child("infoPlist"))
      } ?? InfoPlist()
    let appDelegate =
      try reader.optional("appDelegate").map { node throws(CatalogueError) in
        try decodeAppDelegate(node, path: reader.child("appDelegate"))
      } ?? AppDelegate()
    var names: [String: String] = [:]
    let window = try decodeWindow(
      try reader.required("window"), path: reader.child("window"), names: &names)
    let stepsPath = reader.child("steps")
    let stepNodes = try Read.array(try reader.required("steps"), stepsPath)
    guard !stepNodes.isEmpty else {
      throw CatalogueError(
        path: stepsPath, line: reader.line, message: "a scenario needs at least the launch step")
    }
    guard stepNodes.count <= Catalogue.maxSteps else {
      throw CatalogueError(
        path: stepsPath, line: reader.line,
        message: "\(stepNodes.count) steps; the limit is \(Catalogue.maxSteps) per scenario")
    }
    var steps: [Step] = []
    var hierarchy = Hierarchy(window: window)
    for (index, stepNode) in stepNodes.enumerated() {
      let stepPath = "\(stepsPath)[\(index)]"
      let step = try decodeStep(stepNode, path: stepPath, names: &names)
      switch (index, step) {
      case (0, .launch): break
      case (0, _):
        throw Read.fail(
          stepNode, "\(stepPath).action", "the first step must be 'launch', not '\(step.action)'")
      case (_, .launch):
        throw Read.fail(stepNode, "\(stepPath).action", "'launch' may only be the first step")
      default: break
      }
      do {
        try hierarchy.apply(step)
      } catch {
        throw Read.fail(stepNode, error.key.map { "\(stepPath).\($0)" } ?? stepPath, error.message)
      }
      steps.append(step)
    }
    let expectations =
      try reader.optional("expect").map { node throws(CatalogueError) in
        try decodeExpectations(node, path: reader.child("expect"), stepCount: steps.count)
      } ?? []
    return Scenario(
      id: id, title: title, tags: tags, notes: notes, sources: sources, device: device,
      infoPlist: infoPlist, appDelegate: appDelegate, window: window, steps: steps,
      expectations: expectations)
  }

  private func validateID(_ id: String, node: JSONNode, path: String) throws(CatalogueError) {
    // [a-z0-9][a-z0-9._-]*, at most 100 characters (catalogue-format §2).
    func allowed(_ byte: UInt8) -> Bool {
      (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x5F
        || byte == 0x2D
    }
    let utf8 = id.utf8
    guard let first = utf8.first, first != 0x2E, first != 0x5F, first != 0x2D, utf8.count <= 100,
      utf8.allSatisfy(allowed)
    else {
      throw Read.fail(
        node, path,
        "'\(id)' is not a valid id: use lowercase letters, digits, '.', '_' and '-', starting with a letter or digit, at most 100 characters"
      )
    }
  }

  private func decodeInfoPlist(_ node: JSONNode, path: String) throws(CatalogueError) -> InfoPlist {
    let keys = [
      InfoPlist.Key.supported, InfoPlist.Key.supportedPad, InfoPlist.Key.interfaceOrientation,
      InfoPlist.Key.statusBarHidden, InfoPlist.Key.requiresFullScreen,
    ]
    let reader = try ObjectReader(node, path: path, known: keys)
    var plist = InfoPlist()
    if let value = reader.optional(InfoPlist.Key.supported) {
      plist.supportedInterfaceOrientations = try Read.interfaceOrientations(
        value, reader.child(InfoPlist.Key.supported))
    }
    if let value = reader.optional(InfoPlist.Key.supportedPad) {
      plist.supportedInterfaceOrientationsPad = try Read.interfaceOrientations(
        value, reader.child(InfoPlist.Key.supportedPad))
    }
    if let value = reader.optional(InfoPlist.Key.interfaceOrientation) {
      plist.interfaceOrientation = try Read.interfaceOrientation(
        value, reader.child(InfoPlist.Key.interfaceOrientation))
    }
    if let value = reader.optional(InfoPlist.Key.statusBarHidden) {
      plist.statusBarHidden = try Read.bool(value, reader.child(InfoPlist.Key.statusBarHidden))
    }
    if let value = reader.optional(InfoPlist.Key.requiresFullScreen) {
      plist.requiresFullScreen = try Read.bool(
        value, reader.child(InfoPlist.Key.requiresFullScreen))
    }
    return plist
  }

  private func decodeAppDelegate(_ node: JSONNode, path: String) throws(CatalogueError)
    -> AppDelegate
  {
    let key = "supportedInterfaceOrientationsForWindow"
    let reader = try ObjectReader(node, path: path, known: [key])
    return AppDelegate(
      supportedInterfaceOrientationsForWindow: try reader.optional(key).map {
        node throws(CatalogueError) in
        try Read.mask(node, reader.child(key))
      })
  }

  private func decodeWindow(_ node: JSONNode, path: String, names: inout [String: String])
    throws(CatalogueError) -> Window
  {
    let reader = try ObjectReader(node, path: path, known: ["rootViewController", "subviews"])
    if reader.has("rootViewController") && reader.has("subviews") {
      throw Read.fail(
        node, path, "a window has either 'rootViewController' or 'subviews', not both")
    }
    if let root = reader.optional("rootViewController") {
      return .rootViewController(
        try decodeController(
          root, path: reader.child("rootViewController"), depth: 1, names: &names))
    }
    if let subviews = reader.optional("subviews") {
      let subviewsPath = reader.child("subviews")
      var controllers: [Controller] = []
      for (index, item) in try Read.array(subviews, subviewsPath).enumerated() {
        controllers.append(
          try decodeController(item, path: "\(subviewsPath)[\(index)]", depth: 1, names: &names))
      }
      return controllers.isEmpty ? .empty : .subviews(controllers)
    }
    return .empty
  }

  /// Decodes a controller tree; `names` maps every name seen so far to its path.
  func decodeController(_ node: JSONNode, path: String, depth: Int, names: inout [String: String])
    throws(CatalogueError) -> Controller
  {
    guard depth <= Catalogue.maxControllerDepth else {
      throw Read.fail(
        node, path, "controllers nest deeper than \(Catalogue.maxControllerDepth) levels")
    }
    let reader = try ObjectReader(node, path: path, known: Self.controllerKeys)
    let name: String
    if let nameNode = reader.optional("name") {
      name = try Read.string(nameNode, reader.child("name"), maxLength: 200)
      guard !name.isEmpty else {
        throw Read.fail(nameNode, reader.child("name"), "a name must not be empty")
      }
    } else {
      // An unnamed controller is named by its path within the scenario, which is unique.
      name = path.split(separator: ".", maxSplits: 1).last.map(String.init) ?? path
    }
    if let earlier = names[name] {
      throw CatalogueError(
        path: reader.child("name"), line: reader.line,
        message: "duplicate controller name '\(name)' (also at \(earlier))")
    }
    names[name] = path
    var kind = Controller.Kind.viewController
    if let kindNode = reader.optional("kind") {
      let value = try Read.string(kindNode, reader.child("kind"))
      guard let parsed = Controller.Kind(rawValue: value) else {
        let hint =
          closestMatch(to: value, in: Controller.Kind.allCases.map(\.rawValue)).map {
            " (did you mean '\($0)'?)"
          } ?? ""
        throw Read.fail(
          kindNode, reader.child("kind"),
          "'\(value)' is not a controller kind\(hint); expected one of "
            + Controller.Kind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      kind = parsed
    }
    let className = try reader.optional("class").map { node throws(CatalogueError) in
      try Read.string(node, reader.child("class"), maxLength: 200)
    }
    let overrides = try decodeOverrides(reader)
    var forwards = false
    if let node = reader.optional("forwardsToChild") {
      forwards = try Read.bool(node, reader.child("forwardsToChild"))
      guard kind.isContainer || !forwards else {
        throw Read.fail(
          node, reader.child("forwardsToChild"),
          "only a container (navigation, tab bar or page controller) forwards to a child")
      }
    }
    var children: [Controller] = []
    if let node = reader.optional("children") {
      let childrenPath = reader.child("children")
      let items = try Read.array(node, childrenPath)
      guard kind.isContainer || items.isEmpty else {
        throw Read.fail(
          node, childrenPath, "a viewController has no children; use a container kind")
      }
      for (index, item) in items.enumerated() {
        children.append(
          try decodeController(
            item, path: "\(childrenPath)[\(index)]", depth: depth + 1, names: &names))
      }
    }
    var selectedIndex: Int?
    if let node = reader.optional("selectedIndex") {
      let value = try Read.int(node, reader.child("selectedIndex"))
      guard kind == .tabBarController else {
        throw Read.fail(
          node, reader.child("selectedIndex"), "selectedIndex belongs to a tabBarController only")
      }
      guard children.indices.contains(value) else {
        throw Read.fail(
          node, reader.child("selectedIndex"),
          "selected index \(value) is out of range: the tab bar has \(children.count) tabs")
      }
      selectedIndex = value
    }
    return Controller(
      name: name, kind: kind, className: className, overrides: overrides, forwardsToChild: forwards,
      children: children, selectedIndex: selectedIndex)
  }

  private func decodeOverrides(_ reader: ObjectReader) throws(CatalogueError) -> Overrides {
    var overrides = Overrides()
    if let node = reader.optional("shouldAutorotate") {
      overrides.shouldAutorotate = try Read.bool(node, reader.child("shouldAutorotate"))
    }
    if let node = reader.optional("supportedInterfaceOrientations") {
      overrides.supportedInterfaceOrientations = try Read.mask(
        node, reader.child("supportedInterfaceOrientations"))
    }
    if let node = reader.optional("shouldAutorotateToInterfaceOrientation") {
      overrides.shouldAutorotateToInterfaceOrientation = try Read.interfaceOrientations(
        node, reader.child("shouldAutorotateToInterfaceOrientation")
      ).sorted()
    }
    if let node = reader.optional("preferredInterfaceOrientationForPresentation") {
      overrides.preferredInterfaceOrientationForPresentation = try Read.preferred(
        node, reader.child("preferredInterfaceOrientationForPresentation"))
    }
    return overrides
  }

  private func decodeStep(_ node: JSONNode, path: String, names: inout [String: String])
    throws(CatalogueError) -> Step
  {
    guard case .object(let members) = node.value else {
      throw Read.fail(node, path, "expected a step object, found \(node.typeName)")
    }
    guard let actionMember = members.first(where: { $0.key == "action" }) else {
      throw Read.fail(node, "\(path).action", "missing required key 'action'")
    }
    let action = try Read.string(actionMember.value, "\(path).action")
    guard let keys = Self.stepKeys[action] else {
      let hint = closestMatch(to: action, in: Step.actions).map { " (did you mean '\($0)'?)" } ?? ""
      throw Read.fail(
        actionMember.value, "\(path).action",
        "unknown action '\(action)'\(hint); expected one of " + Step.actions.joined(separator: ", ")
      )
    }
    let reader = try ObjectReader(node, path: path, known: ["action"] + keys)
    func name(_ key: String) throws(CatalogueError) -> String? {
      try reader.optional(key).map { node throws(CatalogueError) in
        try Read.string(node, reader.child(key), maxLength: 200)
      }
    }
    func device(_ key: String, default value: DeviceOrientation?) throws(CatalogueError)
      -> DeviceOrientation
    {
      if let node = reader.optional(key) {
        return try Read.deviceOrientation(node, reader.child(key))
      }
      guard let value else {
        throw CatalogueError(
          path: reader.child(key), line: reader.line, message: "missing required key '\(key)'")
      }
      return value
    }
    switch action {
    case "launch": return .launch(try device("deviceOrientation", default: .portrait))
    case "rotate": return .rotate(try device("deviceOrientation", default: nil))
    case "forceDeviceOrientation":
      return .forceDeviceOrientation(try device("deviceOrientation", default: nil))
    case "push":
      let controller = try decodeController(
        try reader.required("controller"), path: reader.child("controller"), depth: 1, names: &names
      )
      return .push(controller, onto: try name("onto"))
    case "pop": return .pop(from: try name("from"))
    case "selectTab":
      return .selectTab(
        try Read.int(try reader.required("index"), reader.child("index")),
        tabBar: try name("tabBar"))
    case "present":
      let controller = try decodeController(
        try reader.required("controller"), path: reader.child("controller"), depth: 1, names: &names
      )
      var style = PresentationStyle.fullScreen
      if let node = reader.optional("style") {
        let value = try Read.string(node, reader.child("style"))
        guard let parsed = PresentationStyle(rawValue: value) else {
          throw Read.fail(
            node, reader.child("style"),
            "'\(value)' is not a presentation style; expected one of "
              + PresentationStyle.allCases.map(\.rawValue).joined(separator: ", "))
        }
        style = parsed
      }
      return .present(controller, style: style)
    case "dismiss": return .dismiss
    case "attemptRotationToDeviceOrientation": return .attemptRotationToDeviceOrientation
    case "setStatusBarOrientation":
      return .setStatusBarOrientation(
        try Read.interfaceOrientation(
          try reader.required("orientation"), reader.child("orientation")))
    default:  // update
      let target = try Read.string(
        try reader.required("controller"), reader.child("controller"), maxLength: 200)
      return .update(
        controller: target, try decodeUpdate(try reader.required("set"), path: reader.child("set")))
    }
  }

  private func decodeUpdate(_ node: JSONNode, path: String) throws(CatalogueError)
    -> ControllerUpdate
  {
    let reader = try ObjectReader(node, path: path, known: Self.overrideKeys)
    guard !reader.keys.isEmpty else {
      throw Read.fail(
        node, path,
        "'set' changes nothing; give at least one of " + Self.overrideKeys.joined(separator: ", "))
    }
    var update = ControllerUpdate()
    func isNull(_ node: JSONNode) -> Bool { if case .null = node.value { true } else { false } }
    if let node = reader.optional("shouldAutorotate") {
      update.shouldAutorotate =
        isNull(node) ? .some(nil) : try Read.bool(node, reader.child("shouldAutorotate"))
    }
    if let node = reader.optional("supportedInterfaceOrientations") {
      update.supportedInterfaceOrientations =
        isNull(node)
        ? .some(nil) : try Read.mask(node, reader.child("supportedInterfaceOrientations"))
    }
    if let node = reader.optional("shouldAutorotateToInterfaceOrientation") {
      update.shouldAutorotateToInterfaceOrientation =
        isNull(node)
        ? .some(nil)
        : try Read.interfaceOrientations(
          node, reader.child("shouldAutorotateToInterfaceOrientation")
        ).sorted()
    }
    if let node = reader.optional("preferredInterfaceOrientationForPresentation") {
      update.preferredInterfaceOrientationForPresentation =
        isNull(node)
        ? .some(nil)
        : try Read.preferred(node, reader.child("preferredInterfaceOrientationForPresentation"))
    }
    if let node = reader.optional("forwardsToChild") {
      update.forwardsToChild = try Read.bool(node, reader.child("forwardsToChild"))
    }
    return update
  }

  private func decodeExpectations(_ node: JSONNode, path: String, stepCount: Int)
    throws(CatalogueError) -> [Expectation]
  {
    var result: [Expectation] = []
    for (index, item) in try Read.array(node, path).enumerated() {
      let reader = try ObjectReader(item, path: "\(path)[\(index)]", known: Self.expectationKeys)
      let profilesPath = reader.child("profiles")
      let ids = try Read.strings(try reader.required("profiles"), profilesPath)
      guard !ids.isEmpty else {
        throw CatalogueError(
          path: profilesPath, line: reader.line,
          message: "name at least one profile, or \"*\" for all")
      }
      for (position, id) in ids.enumerated() where ids[..<position].contains(id) {
        throw CatalogueError(
          path: "\(profilesPath)[\(position)]", line: reader.line,
          message: "profile '\(id)' is listed twice")
      }
      for (position, id) in ids.enumerated() where id != "*" && !profiles.contains(id) {
        let hint =
          closestMatch(to: id, in: profiles.sorted()).map { " (did you mean '\($0)'?)" } ?? ""
        throw CatalogueError(
          path: "\(profilesPath)[\(position)]", line: reader.line,
          message: "unknown profile '\(id)'\(hint); known: "
            + profiles.sorted().joined(separator: ", ") + ", *")
      }
      let stepNode = try reader.required("step")
      let step = try Read.int(stepNode, reader.child("step"))
      guard (0..<stepCount).contains(step) else {
        throw Read.fail(
          stepNode, reader.child("step"),
          "step \(step) does not exist: the scenario has \(stepCount) steps (0 to \(stepCount - 1))"
        )
      }
      var expectation = Expectation(profiles: ids, step: step, evidence: .recorded)
      if let node = reader.optional("interfaceOrientation") {
        expectation.interfaceOrientation = try Read.interfaceOrientation(
          node, reader.child("interfaceOrientation"))
      }
      if let node = reader.optional("statusBarOrientation") {
        expectation.statusBarOrientation = try Read.interfaceOrientation(
          node, reader.child("statusBarOrientation"))
      }
      if let node = reader.optional("rotated") {
        expectation.rotated = try Read.bool(node, reader.child("rotated"))
      }
      if let node = reader.optional("crashed") {
        expectation.crashed = try Read.bool(node, reader.child("crashed"))
      }
      if let node = reader.optional("error") {
        switch node.value {
        case .null: expectation.error = .some(nil)
        case .string(let name): expectation.error = .some(name)
        case .object:
          let errorReader = try ObjectReader(
            node, path: reader.child("error"), known: ["name", "message"])
          expectation.error = .some(
            try Read.string(try errorReader.required("name"), errorReader.child("name")))
        default:
          throw Read.fail(
            node, reader.child("error"),
            "expected null, an error name, or {\"name\": ...}; found \(node.typeName)")
        }
      }
      let evidenceNode = try reader.required("evidence")
      let evidence = try Read.string(evidenceNode, reader.child("evidence"))
      guard let grade = Evidence(rawValue: evidence) else {
        throw Read.fail(
          evidenceNode, reader.child("evidence"),
          "'\(evidence)' is not an evidence grade; expected one of "
            + Evidence.allCases.map(\.rawValue).joined(separator: ", "))
      }
      expectation.evidence = grade
      expectation.source = try reader.optional("source").map { node throws(CatalogueError) in
        try Read.string(node, reader.child("source"))
      }
      guard expectation.comparesSomething else {
        throw CatalogueError(
          path: reader.path, line: reader.line,
          message:
            "the expectation states nothing to compare (interfaceOrientation, statusBarOrientation, rotated, error or crashed)"
        )
      }
      result.append(expectation)
    }
    return result
  }
}

extension Expectation {
  /// Whether any outcome field is stated.
  public var comparesSomething: Bool {
    interfaceOrientation != nil || statusBarOrientation != nil || rotated != nil || error != nil
      || crashed != nil
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
}
