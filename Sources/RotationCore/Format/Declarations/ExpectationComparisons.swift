/// The expectation keys of catalogue-format §8.5 that compare a step's `windowOrientations` and
/// `notified` in other ways than equality: a subset of the windows, names that must (must not)
/// be among those told. Their store columns are added by migration 16.
extension OutcomeField {
  static let notifiedIncludes = OutcomeField(
    "notifiedIncludes", meaning: "names that must be among the step's notified", output: nil,
    comparison: names(\.notifiedIncludes, column: "notified_includes", all: true))

  static let notifiedExcludes = OutcomeField(
    "notifiedExcludes", meaning: "names that must not be among the step's notified", output: nil,
    comparison: names(\.notifiedExcludes, column: "notified_excludes", all: false))

  /// `windowOrientations`: each named window has that orientation at the step. With one window
  /// the outcome says null; its window is then `main`, in the step's interface orientation.
  static let statedWindowOrientations = Comparison(
    columns: ["window_orientations"], recorded: false,
    read: { node, path, expectation throws(CatalogueError) in
      let reader = try ObjectReader(node, path: path, known: nil)
      guard !reader.members.isEmpty else {
        throw Read.fail(node, path, "name at least one window")
      }
      var windows: [WindowOrientation] = []
      for member in reader.members {
        let name = member.key
        guard !name.isEmpty, name.utf8.count <= 200 else {
          throw Read.fail(
            node, name.isEmpty ? path : reader.child(name), "a window's name is 1 to 200 bytes")
        }
        let value = try Read.interfaceOrientation(member.value, reader.child(name))
        windows.append(WindowOrientation(window: name, orientation: value))
      }
      expectation.windowOrientations = windows
    },
    write: { $0.windowOrientations.map(windowsJSON) },
    check: { expectation, step in
      guard let wanted = expectation.windowOrientations else { return nil }
      let got = windows(of: step)
      return (
        windowsJSON(wanted).compact(), windowsJSON(got).compact(),
        Set(got).isSuperset(of: wanted)
      )
    },
    record: { _, _ in },
    store: { [.text($0.windowOrientations.map { windowsJSON($0).compact() })] },
    load: { values, expectation throws(StoredValueError) in
      guard let text = values.first?.textValue else {
        expectation.windowOrientations = nil
        return
      }
      expectation.windowOrientations = try windowList(text, "window_orientations")
    },
    sweep: .members(
      all: true, wanted: { $0.windowOrientations?.map(\.sweepKey) },
      actual: { windows(of: $0).map(\.sweepKey) }))

  /// The step's windows and their orientations: its `windowOrientations`, or with one window
  /// the main window's.
  static func windows(of step: StepOutcome) -> [WindowOrientation] {
    step.windowOrientations.isEmpty
      ? [WindowOrientation(window: WindowSpec.mainName, orientation: step.interfaceOrientation)]
      : step.windowOrientations
  }

  static func windowsJSON(_ windows: [WindowOrientation]) -> JSON {
    .object(windows.map { ($0.window, .string($0.orientation.name)) })
  }

  /// Windows and orientations from a stored JSON object.
  static func windowList(_ text: String, _ column: String) throws(StoredValueError)
    -> [WindowOrientation]
  {
    guard let node = try? JSONParser.parse(Array(text.utf8)), case .object(let members) = node.value
    else { throw StoredValueError(message: "\(column): '\(text)' is not a JSON object") }
    return try members.map { member throws(StoredValueError) in
      guard case .string(let name) = member.value.value,
        let value = InterfaceOrientation(name: name)
      else {
        throw StoredValueError(message: "\(column): '\(member.key)' has no interface orientation")
      }
      return WindowOrientation(window: member.key, orientation: value)
    }
  }

  /// Names that must all (`all`) or none be among the step's `notified`: a non-empty list,
  /// each name once.
  static func names(
    _ field: WritableKeyPath<Expectation, [String]?> & Sendable, column: String, all: Bool
  ) -> Comparison {
    Comparison(
      columns: [column], recorded: false,
      read: { node, path, expectation throws(CatalogueError) in
        let names = try readNames(node, path)
        guard !names.isEmpty else { throw Read.fail(node, path, "name at least one controller") }
        expectation[keyPath: field] = names
      },
      write: { $0[keyPath: field].map { .array($0.map(JSON.string)) } },
      check: { expectation, step in
        guard let wanted = expectation[keyPath: field] else { return nil }
        return (
          JSON.array(wanted.map(JSON.string)).compact(),
          JSON.array(step.notified.map(JSON.string)).compact(),
          among(wanted, step.notified, all: all)
        )
      },
      record: { _, _ in },
      store: { [.text($0[keyPath: field].map { JSON.array($0.map(JSON.string)).compact() })] },
      load: { values, expectation throws(StoredValueError) in
        expectation[keyPath: field] =
          values.first?.textValue == nil ? nil : try strings(values, column)
      },
      sweep: .members(all: all, wanted: { $0[keyPath: field] }, actual: \.notified))
  }

  /// A list of controller names, each once (`notified` and its kin).
  static func readNames(_ node: JSONNode, _ path: String) throws(CatalogueError) -> [String] {
    var names: [String] = []
    var seen = Set<String>()
    for (index, item) in try Read.array(node, path).enumerated() {
      let name = try Read.string(item, "\(path)[\(index)]", maxLength: 200)
      WorkCounter.add(1)
      guard seen.insert(name).inserted else {
        throw Read.fail(item, "\(path)[\(index)]", "'\(name)' is listed twice")
      }
      names.append(name)
    }
    return names
  }
}

extension WindowOrientation {
  /// The window and its orientation as one key for ``OutcomeField/Comparison/Sweep/members``:
  /// the orientation's name holds no NUL, so the last NUL parts the two.
  var sweepKey: String { window + "\u{0}" + orientation.name }
}
