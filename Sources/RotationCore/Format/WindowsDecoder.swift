/// Windows and the app delegate's answer (catalogue-format §2, §7.2, §7.5a).
extension ScenarioDecoder {
  static let windowKeys = ["rootViewController", "subviews"]
  static let windowSpecKeys = ["name"] + windowKeys + ["windowLevel", "isKey", "hidden"]

  /// The scenario's `window`, or its `windows` (exactly one of the two): the main window's
  /// content (the key window's) and the list when there are several.
  func decodeWindows(_ reader: ObjectReader, names: inout [String: String])
    throws(CatalogueError) -> (Window, [WindowSpec]?)
  {
    if reader.has("window") && reader.has("windows") {
      throw CatalogueError(
        path: reader.child("windows"), line: reader.line,
        message: "a scenario has either 'window' or 'windows', not both")
    }
    guard let list = reader.optional("windows") else {
      guard let node = reader.optional("window") else {
        throw CatalogueError(
          path: reader.child("window"), line: reader.line,
          message: "missing required key 'window' (or 'windows' for several)")
      }
      let content = try ObjectReader(node, path: reader.child("window"), known: Self.windowKeys)
      return (try decodeWindow(content, names: &names), nil)
    }
    let path = reader.child("windows")
    let items = try Read.array(list, path)
    guard !items.isEmpty else {
      throw Read.fail(list, path, "'windows' needs at least one window")
    }
    guard items.count <= Catalogue.maxWindows else {
      throw Read.fail(
        list, path, "\(items.count) windows; the limit is \(Catalogue.maxWindows) per scenario")
    }
    var windows: [WindowSpec] = []
    var key: Int?
    for (index, item) in items.enumerated() {
      let spec = try decodeWindowSpec(item, path: "\(path)[\(index)]", names: &names)
      if let earlier = windows.firstIndex(where: { $0.name == spec.name }) {
        throw Read.fail(
          item, "\(path)[\(index)].name",
          "duplicate window name '\(spec.name)' (also at \(path)[\(earlier)])")
      }
      if spec.isKey == true {
        if let key {
          throw Read.fail(
            item, "\(path)[\(index)].isKey",
            "only one window is key; \(path)[\(key)] is key already")
        }
        key = index
      }
      windows.append(spec)
    }
    return (windows[key ?? 0].content, windows)
  }

  /// A `WindowSpec`: a window object plus its name, level, key and hidden flags.
  func decodeWindowSpec(_ node: JSONNode, path: String, names: inout [String: String])
    throws(CatalogueError) -> WindowSpec
  {
    let reader = try ObjectReader(node, path: path, known: Self.windowSpecKeys)
    let nameNode = try reader.required("name")
    let name = try Read.string(nameNode, reader.child("name"), maxLength: 200)
    guard !name.isEmpty else {
      throw Read.fail(nameNode, reader.child("name"), "a window name must not be empty")
    }
    let content = try decodeWindow(reader, names: &names)
    var level = WindowLevel.normal
    if let node = reader.optional("windowLevel") {
      switch node.value {
      case .int(let value): level = .value(value)
      case .string("normal"): level = .normal
      case .string("statusBar"): level = .statusBar
      case .string("alert"): level = .alert
      default:
        throw Read.fail(
          node, reader.child("windowLevel"),
          "expected \"normal\", \"statusBar\", \"alert\" or an integer, found "
            + (node.typeName == "a string" ? "another string" : node.typeName))
      }
    }
    let isKey = try reader.optional("isKey").map { node throws(CatalogueError) in
      try Read.bool(node, reader.child("isKey"))
    }
    let hidden = try reader.optional("hidden").map { node throws(CatalogueError) in
      try Read.bool(node, reader.child("hidden"))
    }
    return WindowSpec(name: name, content: content, level: level, isKey: isKey, hidden: hidden)
  }

  /// A window's content: its root view controller, its subviews' controllers, or nothing.
  func decodeWindow(_ reader: ObjectReader, names: inout [String: String])
    throws(CatalogueError) -> Window
  {
    if reader.has("rootViewController") && reader.has("subviews") {
      throw CatalogueError(
        path: reader.path, line: reader.line,
        message: "a window has either 'rootViewController' or 'subviews', not both")
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

  func decodeAppDelegate(_ node: JSONNode, path: String) throws(CatalogueError) -> AppDelegate {
    let key = "supportedInterfaceOrientationsForWindow"
    let reader = try ObjectReader(node, path: path, known: [key])
    guard let answer = reader.optional(key) else { return AppDelegate() }
    return try Self.delegateAnswer(answer, path: reader.child(key))
  }

  /// `supportedInterfaceOrientationsForWindow`: a mask, or `{"windows": {NAME: Mask},
  /// "otherwise": Mask}`.
  static func delegateAnswer(_ node: JSONNode, path: String) throws(CatalogueError) -> AppDelegate {
    guard case .object = node.value else {
      return AppDelegate(supportedInterfaceOrientationsForWindow: try Read.mask(node, path))
    }
    let reader = try ObjectReader(node, path: path, known: ["windows", "otherwise"])
    let windowsReader = try ObjectReader(
      try reader.required("windows"), path: reader.child("windows"), known: nil)
    var windows: [WindowMask] = []
    for member in windowsReader.members {
      windows.append(
        WindowMask(
          window: member.key, mask: try Read.mask(member.value, windowsReader.child(member.key))))
    }
    let otherwise = try Read.mask(try reader.required("otherwise"), reader.child("otherwise"))
    return AppDelegate(perWindow: PerWindowMasks(windows: windows, otherwise: otherwise))
  }

  /// The windows a per-window answer names exist: declared in `windows` or added by a step.
  func checkWindowNames(
    _ delegate: AppDelegate, _ reader: ObjectReader, windows: [WindowSpec]?, steps: [Step]
  ) throws(CatalogueError) {
    var known = Set(WindowSpec.list(windows, window: .empty).map(\.name))
    for step in steps { if case .addWindow(let spec) = step { known.insert(spec.name) } }
    var answers: [(String, AppDelegate)] = [
      ("\(reader.child("appDelegate")).supportedInterfaceOrientationsForWindow", delegate)
    ]
    for (index, step) in steps.enumerated() {
      if case .updateAppDelegate(let update) = step {
        answers.append(
          ("\(reader.child("steps"))[\(index)].set.supportedInterfaceOrientationsForWindow", update)
        )
      }
    }
    for (path, answer) in answers {
      for window in answer.perWindow?.windows ?? [] where !known.contains(window.window) {
        throw CatalogueError(
          path: "\(path).windows.\(window.window)", line: reader.line,
          message: "no window named '\(window.window)'; the scenario's windows: "
            + known.sorted().joined(separator: ", "))
      }
    }
  }
}
