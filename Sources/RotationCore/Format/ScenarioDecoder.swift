/// Decodes one scenario and validates it.
struct ScenarioDecoder {
  let profiles: Set<String>

  static let scenarioKeys = [
    "id", "title", "tags", "notes", "sources", "device", "environment", "infoPlist", "appDelegate",
    "window", "windows", "steps", "expect",
  ]
  static let controllerKeys = [
    "name", "kind", "class", "shouldAutorotate", "supportedInterfaceOrientations",
    "shouldAutorotateToInterfaceOrientation", "preferredInterfaceOrientationForPresentation",
    "prefersInterfaceOrientationLocked", "forwardsToChild", "children", "selectedIndex",
    "containment", "forwardingTarget", "rotationCallbackForwarding", "systemClass", "sourceType",
  ]
  static let overrideKeys = [
    "shouldAutorotate", "supportedInterfaceOrientations", "shouldAutorotateToInterfaceOrientation",
    "preferredInterfaceOrientationForPresentation", "prefersInterfaceOrientationLocked",
    "forwardsToChild",
  ]
  static let expectationKeys =
    ["profiles", "step", "through"] + OutcomeField.compared.map(\.expectationKey)
    + ["evidence", "source", "confidence", "knownDifference"]

  func decode(_ node: JSONNode, path: String) throws(CatalogueError) -> Scenario {
    let reader = try ObjectReader(node, path: path, known: Self.scenarioKeys)
    let idNode = try reader.required("id")
    let id = try Read.string(idNode, reader.child("id"))
    try validateID(id, node: idNode, path: reader.child("id"))
    let titleNode = try reader.required("title")
    let title = try Read.string(titleNode, reader.child("title"))
    guard !title.isEmpty, !Read.hasNewline(title) else {
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
    let deviceNode = try reader.required("device", oneOf: Idiom.allCases.map(\.rawValue))
    let deviceName = try Read.string(deviceNode, reader.child("device"))
    guard let device = Idiom(rawValue: deviceName) else {
      throw Read.fail(
        deviceNode, reader.child("device"),
        Read.notOne(
          deviceName, "a device", of: Idiom.allCases.map(\.rawValue), expected: "iphone or ipad"))
    }
    let environment =
      try reader.optional("environment").map { node throws(CatalogueError) in
        try Environment.decode(node, path: reader.child("environment"), device: device)
      } ?? Environment()
    let infoPlist =
      try reader.optional("infoPlist").map { node throws(CatalogueError) in
        try InfoPlist.decode(node, path: reader.child("infoPlist"))
      } ?? InfoPlist()
    let appDelegate =
      try reader.optional("appDelegate").map { node throws(CatalogueError) in
        try decodeAppDelegate(node, path: reader.child("appDelegate"))
      } ?? AppDelegate()
    var names: [String: String] = [:]
    let (window, windows) = try decodeWindows(reader, names: &names)
    let (steps, turns) = try decodeSteps(
      reader, windows: WindowSpec.list(windows, window: window), device: device,
      names: &names)
    try checkWindowNames(appDelegate, reader, windows: windows, steps: steps)
    let expectations =
      try reader.optional("expect").map { node throws(CatalogueError) in
        try decodeExpectations(
          node, path: reader.child("expect"), stepCount: steps.count,
          controllers: Set(names.keys))
      } ?? []
    return Scenario(
      id: id, title: title, tags: tags, notes: notes, sources: sources, device: device,
      environment: environment, infoPlist: infoPlist, appDelegate: appDelegate, window: window,
      windows: windows, steps: steps, turns: turns, expectations: expectations)
  }

  /// The steps, each checked against the controllers on screen at that point: a step that
  /// cannot happen is an input error with its path.
  private func decodeSteps(
    _ reader: ObjectReader, windows: [WindowSpec], device: Idiom, names: inout [String: String]
  ) throws(CatalogueError) -> ([Step], [Int: Int]) {
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
    var turns: [Int: Int] = [:]
    // The key window first: steps that name no controller act on it.
    let key = WindowSpec.mainIndex(of: windows)
    let order = [key] + windows.indices.filter { $0 != key }
    var hierarchies = order.map { Hierarchy(window: windows[$0].content) }
    // The windows showing, in the order of `hierarchies`; names are never reused.
    var showing = order.map { windows[$0].name }
    var windowNames = Set(windows.map(\.name))
    // The windows hidden now (`hidden`, hideWindow), kept until shown or removed.
    var hidden = Set(windows.filter { $0.hidden == true }.map(\.name))
    for (index, stepNode) in stepNodes.enumerated() {
      let stepPath = "\(stepsPath)[\(index)]"
      let (step, turn) = try decodeStep(stepNode, path: stepPath, names: &names)
      turns[index] = turn
      if case .setMultitaskingMode = step, device != .ipad {
        throw Read.fail(
          stepNode, "\(stepPath).action", "setMultitaskingMode needs an ipad; this is an iphone")
      }
      switch (index, step) {
      case (0, .launch): break
      case (0, _):
        throw Read.fail(
          stepNode, "\(stepPath).action", "the first step must be 'launch', not '\(step.action)'")
      case (_, .launch):
        throw Read.fail(stepNode, "\(stepPath).action", "'launch' may only be the first step")
      default: break
      }
      if case .present(_, let presentation) = step, presentation.launchPhase != nil, index != 1 {
        throw Read.fail(
          stepNode, "\(stepPath).launchPhase",
          "launchPhase belongs to a present that directly follows launch; this is step \(index)")
      }
      if case .addWindow(let spec) = step {
        guard windowNames.insert(spec.name).inserted else {
          throw Read.fail(
            stepNode, "\(stepPath).window.name", "a window named '\(spec.name)' exists already")
        }
        guard windowNames.count <= Catalogue.maxWindows else {
          throw Read.fail(
            stepNode, "\(stepPath).window",
            "window \(windowNames.count) of the scenario; the limit is \(Catalogue.maxWindows) "
              + "per scenario, counting its 'windows' and every window 'addWindow' shows")
        }
        hierarchies.append(Hierarchy(window: spec.content))
        showing.append(spec.name)
      }
      if case .removeWindow(let name) = step {
        let path = "\(stepPath).window"
        guard name != showing[0] else {
          throw Read.fail(
            stepNode, path,
            "'\(name)' is the main window (the key window at launch); it cannot be removed")
        }
        guard let position = showing.firstIndex(of: name) else {
          throw Read.fail(
            stepNode, path,
            "no window named '\(name)' is showing; the windows now: "
              + showing.joined(separator: ", "))
        }
        // catalogue-format §3: the window removed must be showing.
        guard !hidden.contains(name) else {
          throw Read.fail(
            stepNode, path,
            "'\(name)' is hidden; removeWindow takes a showing window (showWindow shows it first)")
        }
        hierarchies.remove(at: position)
        showing.remove(at: position)
        hidden.remove(name)
      }
      try checkVisibility(step, showing: showing, hidden: &hidden, node: stepNode, stepPath)
      let window = Hierarchy.window(for: step, in: hierarchies)
      // catalogue-format §3: the container selectChild names must be on screen.
      if case .selectChild(let container, _) = step, hidden.contains(showing[window]) {
        throw Read.fail(
          stepNode, "\(stepPath).container",
          "'\(container)' is in the window '\(showing[window])', which is hidden; selectChild "
            + "needs its container on screen (showWindow shows the window first)")
      }
      do {
        try hierarchies[window].apply(step)
      } catch {
        throw Read.fail(stepNode, error.key.map { "\(stepPath).\($0)" } ?? stepPath, error.message)
      }
      steps.append(step)
    }
    return (steps, turns)
  }

  /// `hideWindow` names a window other than the main one that is not hidden; `showWindow` a
  /// hidden one (catalogue-format §8.3).
  private func checkVisibility(
    _ step: Step, showing: [String], hidden: inout Set<String>, node: JSONNode, _ stepPath: String
  ) throws(CatalogueError) {
    let name: String
    let hides: Bool
    switch step {
    case .hideWindow(let window): (name, hides) = (window, true)
    case .showWindow(let window): (name, hides) = (window, false)
    default: return
    }
    let path = "\(stepPath).window"
    guard name != showing[0] else {
      throw Read.fail(
        node, path,
        "'\(name)' is the main window (the key window at launch); it cannot be "
          + (hides ? "hidden" : "shown again"))
    }
    guard showing.contains(name) else {
      throw Read.fail(
        node, path,
        "no window named '\(name)' exists at this step; the windows now: "
          + showing.joined(separator: ", "))
    }
    if hides {
      guard hidden.insert(name).inserted else {
        throw Read.fail(node, path, "'\(name)' is hidden already")
      }
    } else {
      guard hidden.remove(name) != nil else {
        throw Read.fail(node, path, "'\(name)' is not hidden; hideWindow hides it first")
      }
    }
  }

  private func validateID(_ id: String, node: JSONNode, path: String) throws(CatalogueError) {
    // [a-z0-9][a-z0-9._-]*, at most 100 characters (catalogue-format §2).
    func allowed(_ byte: UInt8) -> Bool {
      (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x5F
        || byte == 0x2D
    }
    let utf8 = id.utf8
    guard let first = utf8.first, first != 0x2E, first != 0x5F, first != 0x2D, utf8.count <= 100,
      id.allUTF8(allowed)
    else {
      throw Read.fail(
        node, path,
        "'\(id)' is not a valid id: use lowercase letters, digits, '.', '_' and '-', starting with a letter or digit, at most 100 characters"
      )
    }
  }

  /// A step and its `turn`, if it carries one.
  private func decodeStep(_ node: JSONNode, path: String, names: inout [String: String])
    throws(CatalogueError) -> (Step, Int?)
  {
    guard case .object(let members) = node.value else {
      throw Read.fail(node, path, "expected a step object, found \(node.typeName)")
    }
    guard let actionMember = members.first(where: { $0.key == "action" }) else {
      throw Read.fail(node, "\(path).action", "missing required key 'action'")
    }
    let action = try Read.string(actionMember.value, "\(path).action")
    guard let syntax = StepSyntax.named(action) else {
      let actions = StepSyntax.all.map(\.action)
      let hint = didYouMean(action, in: actions)
      throw Read.fail(
        actionMember.value, "\(path).action",
        "unknown action '\(action)'\(hint); expected one of " + actions.joined(separator: ", "))
    }
    let object = try ObjectReader(
      node, path: path, known: ["action"] + syntax.keys.map(\.name) + ["turn"])
    // The names move into the reader and back: kept here as well, the first controller the
    // step adds copied every name of the scenario, a copy a step.
    let reader = StepReader(object, decoder: self, names: names)
    names = [:]
    defer { names = reader.names }
    let step = try syntax.read(reader)
    let turn = try object.optional("turn").map { node throws(CatalogueError) in
      try Read.int(node, object.child("turn"))
    }
    return (step, turn)
  }
}
