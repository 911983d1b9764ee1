/// Controllers, their overrides and their run-time updates (catalogue-format §2, §3).
extension ScenarioDecoder {
  /// Decodes a controller tree; `names` maps every name seen so far to its path.
  func decodeController(_ node: JSONNode, path: String, depth: Int, names: inout [String: String])
    throws(CatalogueError) -> Controller
  {
    guard depth <= Catalogue.maxControllerDepth else {
      throw Read.fail(
        node, path, "controllers nest deeper than \(Catalogue.maxControllerDepth) levels")
    }
    let reader = try ObjectReader(node, path: path, known: Self.controllerKeys)
    let name = try decodeName(reader, path: path, names: &names)
    var kind = Controller.Kind.viewController
    if let kindNode = reader.optional("kind") {
      let value = try Read.string(kindNode, reader.child("kind"))
      guard let parsed = Controller.Kind(rawValue: value) else {
        throw Read.fail(
          kindNode, reader.child("kind"),
          Read.notOne(value, "a controller kind", of: Controller.Kind.allCases.map(\.rawValue)))
      }
      kind = parsed
    }
    let className = try reader.optional("class").map { node throws(CatalogueError) in
      try Read.string(node, reader.child("class"), maxLength: 200)
    }
    let overrides = try decodeOverrides(reader)
    var forwards = false
    var methods: [OrientationMethod]?
    if let node = reader.optional("forwardsToChild") {
      (forwards, methods) = try decodeForwarding(node, path: reader.child("forwardsToChild"))
      guard kind.isContainer || !forwards else {
        throw Read.fail(
          node, reader.child("forwardsToChild"),
          "only a container (navigation, tab bar, page, split or custom container) forwards to a child"
        )
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
    if kind == .splitViewController, children.count != 2 {
      throw Read.fail(
        reader.optional("children") ?? node, reader.child("children"),
        "a splitViewController has two children, primary and secondary; found \(children.count)")
    }
    var selectedIndex: Int?
    if let node = reader.optional("selectedIndex") {
      let value = try Read.int(node, reader.child("selectedIndex"))
      guard kind == .tabBarController || kind == .containerViewController else {
        throw Read.fail(
          node, reader.child("selectedIndex"),
          "selectedIndex belongs to a tabBarController or a containerViewController only")
      }
      guard children.indices.contains(value) else {
        throw Read.fail(
          node, reader.child("selectedIndex"),
          "selected index \(value) is out of range: "
            + (kind == .tabBarController
              ? "the tab bar has \(children.count) tabs"
              : "'\(name)' has \(children.count) children"))
      }
      selectedIndex = value
    }
    var controller = Controller(
      name: name, kind: kind, className: className, overrides: overrides, forwardsToChild: forwards,
      forwardedMethods: methods, children: children, selectedIndex: selectedIndex)
    try decodeContainerKeys(reader, into: &controller)
    controller.systemClass = try decodeSystemClass(reader)
    controller.sourceType = try decodeSourceType(reader, system: controller.systemClass)
    return controller
  }

  /// `sourceType` (catalogue-format §8.2): the source of a system image picker only.
  private func decodeSourceType(_ reader: ObjectReader, system: SystemClass?)
    throws(CatalogueError) -> ImagePickerSource
  {
    guard let node = reader.optional("sourceType") else { return .photoLibrary }
    let source: ImagePickerSource = try Read.choice(
      node, reader.child("sourceType"), noun: "source type")
    guard system == .imagePicker else {
      throw Read.fail(
        node, reader.child("sourceType"),
        "sourceType goes with systemClass UIImagePickerController only")
    }
    return source
  }

  /// `systemClass` (catalogue-format §8.2): a plain controller whose answers are UIKit's own, so
  /// no override key, kind or child beside it.
  private func decodeSystemClass(_ reader: ObjectReader) throws(CatalogueError) -> SystemClass? {
    guard let node = reader.optional("systemClass") else { return nil }
    let system: SystemClass = try Read.choice(
      node, reader.child("systemClass"), noun: "system class")
    for key in Self.overrideKeys + ["kind", "forwardsToChild", "children", "selectedIndex"] {
      guard let other = reader.optional(key) else { continue }
      throw Read.fail(
        other, reader.child(key),
        Self.overrideKeys.contains(key)
          ? "\(key) overrides an orientation method; a systemClass controller answers as "
            + "\(system.rawValue) does (remove one of the two)"
          : "\(key) does not go with systemClass: \(system.rawValue) is used as it is")
    }
    return system
  }

  /// `containment`, `forwardingTarget` and `rotationCallbackForwarding` (catalogue-format §7.4):
  /// the first for custom containers only, the others for any container.
  private func decodeContainerKeys(_ reader: ObjectReader, into controller: inout Controller)
    throws(CatalogueError)
  {
    if let node = reader.optional("containment") {
      controller.containment = try Read.choice(
        node, reader.child("containment"), noun: "containment")
      guard controller.kind == .containerViewController else {
        throw Read.fail(
          node, reader.child("containment"),
          "containment belongs to a containerViewController only")
      }
    }
    if let node = reader.optional("forwardingTarget") {
      controller.forwardingTarget = try Read.choice(
        node, reader.child("forwardingTarget"), noun: "target")
      try requireContainer(controller, node, reader, "forwardingTarget")
    }
    if let node = reader.optional("rotationCallbackForwarding") {
      controller.rotationCallbackForwarding = try Read.choice(
        node, reader.child("rotationCallbackForwarding"),
        noun: "way of forwarding the rotation callbacks")
      try requireContainer(controller, node, reader, "rotationCallbackForwarding")
    }
  }

  private func requireContainer(
    _ controller: Controller, _ node: JSONNode, _ reader: ObjectReader, _ key: String
  ) throws(CatalogueError) {
    guard controller.kind.isContainer else {
      throw Read.fail(node, reader.child(key), "only a container has \(key)")
    }
  }

  /// The controller's name, unique in the scenario; an unnamed controller is named by its path
  /// within the scenario, which is unique.
  private func decodeName(_ reader: ObjectReader, path: String, names: inout [String: String])
    throws(CatalogueError) -> String
  {
    let name: String
    if let nameNode = reader.optional("name") {
      name = try Read.string(nameNode, reader.child("name"), maxLength: 200)
      guard !name.isEmpty else {
        throw Read.fail(nameNode, reader.child("name"), "a name must not be empty")
      }
    } else {
      name = path.split(separator: ".", maxSplits: 1).last.map(String.init) ?? path
    }
    if let earlier = names[name] {
      throw CatalogueError(
        path: reader.child("name"), line: reader.line,
        message: "duplicate controller name '\(name)' (also at \(earlier))")
    }
    names[name] = path
    return name
  }

  /// `forwardsToChild`: a boolean, or the names of the methods forwarded (`[]`: none).
  private func decodeForwarding(_ node: JSONNode, path: String) throws(CatalogueError) -> (
    Bool, [OrientationMethod]?
  ) {
    guard case .array(let items) = node.value else { return (try Read.bool(node, path), nil) }
    var methods: [OrientationMethod] = []
    for (index, item) in items.enumerated() {
      let method: OrientationMethod = try Read.choice(
        item, "\(path)[\(index)]", noun: "method a container forwards")
      guard !methods.contains(method) else {
        throw Read.fail(item, "\(path)[\(index)]", "'\(method.rawValue)' is listed twice")
      }
      methods.append(method)
    }
    return (!methods.isEmpty, methods)
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
    if let node = reader.optional("prefersInterfaceOrientationLocked") {
      overrides.prefersInterfaceOrientationLocked = try Read.bool(
        node, reader.child("prefersInterfaceOrientationLocked"))
    }
    return overrides
  }

  func decodeUpdate(_ node: JSONNode, path: String) throws(CatalogueError)
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
    if let node = reader.optional("prefersInterfaceOrientationLocked") {
      update.prefersInterfaceOrientationLocked =
        isNull(node)
        ? .some(nil) : try Read.bool(node, reader.child("prefersInterfaceOrientationLocked"))
    }
    if let node = reader.optional("forwardsToChild") {
      update.forwardsToChild = try Read.bool(node, reader.child("forwardsToChild"))
    }
    return update
  }
}
