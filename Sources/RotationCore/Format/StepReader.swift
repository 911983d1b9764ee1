/// Reads the keys of one step object for its ``StepSyntax`` declaration: typed access by key,
/// each error naming the JSON path. A reference, so that the controllers a step adds join the
/// scenario's names.
final class StepReader {
  let object: ObjectReader
  let decoder: ScenarioDecoder
  /// Every controller name seen so far in the scenario, with its path.
  var names: [String: String]

  init(_ object: ObjectReader, decoder: ScenarioDecoder, names: [String: String]) {
    self.object = object
    self.decoder = decoder
    self.names = names
  }

  func deviceOrientation(_ key: String, default value: DeviceOrientation? = nil)
    throws(CatalogueError) -> DeviceOrientation
  {
    if let node = object.optional(key) {
      return try Read.deviceOrientation(node, object.child(key))
    }
    guard let value else {
      throw CatalogueError(
        path: object.child(key), line: object.line, message: "missing required key '\(key)'")
    }
    return value
  }

  func interfaceOrientation(_ key: String) throws(CatalogueError) -> InterfaceOrientation {
    try Read.interfaceOrientation(try object.required(key), object.child(key))
  }

  func int(_ key: String) throws(CatalogueError) -> Int {
    try Read.int(try object.required(key), object.child(key))
  }

  /// An optional controller name.
  func name(_ key: String) throws(CatalogueError) -> String? {
    try object.optional(key).map { node throws(CatalogueError) in
      try Read.string(node, object.child(key), maxLength: 200)
    }
  }

  func requiredName(_ key: String) throws(CatalogueError) -> String {
    try Read.string(try object.required(key), object.child(key), maxLength: 200)
  }

  /// A controller the step adds to the scenario.
  func controller(_ key: String) throws(CatalogueError) -> Controller {
    try decoder.decodeController(
      try object.required(key), path: object.child(key), depth: 1, names: &names)
  }

  /// One of an enumeration's raw values, or the default when absent.
  func choice<T: RawRepresentable<String> & CaseIterable>(
    _ key: String, noun: String, default value: T
  ) throws(CatalogueError) -> T {
    try optionalChoice(key, noun: noun) ?? value
  }

  /// One of an enumeration's raw values, or nil when absent.
  func optionalChoice<T: RawRepresentable<String> & CaseIterable>(_ key: String, noun: String)
    throws(CatalogueError) -> T?
  {
    try object.optional(key).map { node throws(CatalogueError) in
      try Read.choice(node, object.child(key), noun: noun)
    }
  }

  func requiredChoice<T: RawRepresentable<String> & CaseIterable>(_ key: String, noun: String)
    throws(CatalogueError) -> T
  {
    try Read.choice(
      try object.required(key, oneOf: T.allCases.map(\.rawValue)), object.child(key), noun: noun)
  }

  func optionalBool(_ key: String) throws(CatalogueError) -> Bool? {
    try object.optional(key).map { node throws(CatalogueError) in
      try Read.bool(node, object.child(key))
    }
  }

  /// The `presentationController` of a `present` step: absent or null for none; only with the
  /// `custom` style (catalogue-format §8.3).
  func presentationController(_ key: String, style: PresentationStyle)
    throws(CatalogueError) -> PresentationControllerSpec?
  {
    guard let node = object.optional(key) else { return nil }
    if case .null = node.value { return nil }
    let fullscreen = "shouldPresentInFullscreen"
    let removes = "shouldRemovePresentersView"
    let reader = try ObjectReader(node, path: object.child(key), known: [fullscreen, removes])
    guard style == .custom else {
      throw CatalogueError(
        path: object.child(key), line: node.line,
        message: "a presentation controller needs style 'custom', not '\(style.rawValue)'")
    }
    var spec = PresentationControllerSpec()
    if let value = reader.optional(fullscreen) {
      spec.shouldPresentInFullscreen = try Read.bool(value, reader.child(fullscreen))
    }
    if let value = reader.optional(removes) {
      spec.shouldRemovePresentersView = try Read.bool(value, reader.child(removes))
    }
    return spec
  }

  func mask(_ key: String) throws(CatalogueError) -> MaskValue {
    try Read.mask(try object.required(key), object.child(key))
  }

  /// The `set` object of an `updateAppDelegate` step: the new answer (a mask or per window),
  /// or null.
  func appDelegateUpdate(_ key: String) throws(CatalogueError) -> AppDelegate {
    let method = "supportedInterfaceOrientationsForWindow"
    let reader = try ObjectReader(
      try object.required(key), path: object.child(key), known: [method])
    let node = try reader.required(method)
    if case .null = node.value { return AppDelegate() }
    return try ScenarioDecoder.delegateAnswer(node, path: reader.child(method))
  }

  /// The window an `addWindow` step shows; its controllers join the scenario's names.
  func windowSpec(_ key: String) throws(CatalogueError) -> WindowSpec {
    try decoder.decodeWindowSpec(try object.required(key), path: object.child(key), names: &names)
  }

  /// The `set` object of an `update` step.
  func update(_ key: String) throws(CatalogueError) -> ControllerUpdate {
    try decoder.decodeUpdate(try object.required(key), path: object.child(key))
  }
}
