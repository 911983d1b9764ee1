/// The fields of a step's outcome, in the contract's order (catalogue-format §5, §6).
extension OutcomeField {
  public static let all: [OutcomeField] = [
    index, action, deviceOrientation, reportedDeviceOrientation, interfaceOrientation,
    statusBarOrientation, rotated, decider, supported, error, crashed, geometryError, skipped,
    windowOrientations, notified, notifiedIncludes, notifiedExcludes, asked, notAsked,
    letterboxed, manualTransform, warnings, trace,
  ]

  /// The fields an expectation may state, in the contract's order.
  public static let compared: [OutcomeField] = all.filter { $0.comparison != nil }

  /// The store's `sequence_step` columns, in order.
  public static let storeColumns: [String] = all.flatMap(\.columns)

  /// The store's `expectation` columns of the compared fields, in order.
  public static let expectationColumns: [String] = compared.flatMap {
    $0.comparison?.columns ?? []
  }

  /// The field with this name.
  public static func named(_ name: String) -> OutcomeField? { all.first { $0.name == name } }

  static let index = OutcomeField(
    "index", meaning: "the step's 0-based index", output: { .int($0.index) }, columns: ["step"],
    store: { $1.append(.integer($0.index)) },
    load: { values, step throws(StoredValueError) in step.index = try integer(values, "step") })

  static let action = OutcomeField(
    "action", meaning: "the step's action", output: { .string($0.action) }, columns: ["action"],
    store: { $1.append(.text($0.action)) },
    load: { values, step throws(StoredValueError) in step.action = try text(values, "action") })

  static let deviceOrientation = OutcomeField(
    "deviceOrientation", meaning: "how the device is physically held after the step",
    output: { .string($0.deviceOrientation.name) }, columns: ["device_orientation"],
    store: { $1.append(.text($0.deviceOrientation.name)) },
    load: { values, step throws(StoredValueError) in
      step.deviceOrientation = try named(values, "device_orientation", DeviceOrientation.init)
    })

  static let reportedDeviceOrientation = OutcomeField(
    "reportedDeviceOrientation",
    meaning: "UIDevice.current.orientation as the app reads it (differs from deviceOrientation "
      + "after the key-value workaround)",
    output: { .string($0.reportedDeviceOrientation.name) },
    columns: ["reported_device_orientation"],
    store: { $1.append(.text($0.reportedDeviceOrientation.name)) },
    load: { values, step throws(StoredValueError) in
      // Rows written before it was kept (NULL): it was the device's, loaded just before.
      guard let name = values.first?.textValue else {
        step.reportedDeviceOrientation = step.deviceOrientation
        return
      }
      guard let value = DeviceOrientation(name: name) else {
        throw StoredValueError(
          message: "reported_device_orientation: '\(name)' is not a known value")
      }
      step.reportedDeviceOrientation = value
    })

  static let interfaceOrientation = OutcomeField(
    "interfaceOrientation", meaning: "the orientation the app's views are laid out in",
    output: { .string($0.interfaceOrientation.name) }, columns: ["interface_orientation"],
    store: { $1.append(.text($0.interfaceOrientation.name)) },
    load: { values, step throws(StoredValueError) in
      step.interfaceOrientation = try named(
        values, "interface_orientation", InterfaceOrientation.init)
    },
    comparison: orientation(\.interfaceOrientation, "interface_orientation") {
      $0.interfaceOrientation
    })

  static let statusBarOrientation = OutcomeField(
    "statusBarOrientation", meaning: "the status bar's orientation",
    output: { .string($0.statusBarOrientation.name) }, columns: ["status_bar_orientation"],
    store: { $1.append(.text($0.statusBarOrientation.name)) },
    load: { values, step throws(StoredValueError) in
      step.statusBarOrientation = try named(
        values, "status_bar_orientation", InterfaceOrientation.init)
    },
    comparison: orientation(\.statusBarOrientation, "status_bar_orientation") {
      $0.statusBarOrientation
    })

  static let rotated = OutcomeField(
    "rotated", meaning: "the step changed interfaceOrientation", output: { .bool($0.rotated) },
    columns: ["rotated"], store: { $1.append(.bool($0.rotated)) },
    load: { values, step throws(StoredValueError) in step.rotated = try flag(values, "rotated") },
    comparison: .equality(
      \.rotated, columns: ["rotated"], recorded: true,
      read: { node, path throws(CatalogueError) in try Read.bool(node, path) }, json: JSON.bool,
      text: { String($0) }, actual: \.rotated, store: { [.bool($0)] },
      load: { values throws(StoredValueError) in values.first?.boolValue }))

  static let decider = OutcomeField(
    "decider",
    meaning: "the controller whose answers decided, \"application\" where only the app decided",
    output: { $0.decider.map(JSON.string) ?? .null }, columns: ["decider"],
    store: { $1.append(.text($0.decider)) },
    load: { values, step throws(StoredValueError) in step.decider = values.first?.textValue },
    comparison: .equality(
      \.decider, columns: ["checks_decider", "decider"], recorded: false,
      read: { node, path throws(CatalogueError) in
        if case .null = node.value { return nil }
        return try Read.string(node, path, maxLength: 200)
      },
      json: { $0.map(JSON.string) ?? .null }, text: { $0 ?? "null" }, actual: \.decider,
      store: { value in
        guard let value else { return [.integer(0), .null] }
        return [.integer(1), .text(value)]
      },
      load: { values throws(StoredValueError) in
        values.first?.boolValue == true ? .some(values.dropFirst().first?.textValue) : nil
      }))

  static let supported = OutcomeField(
    "supported", meaning: "the effective set of orientations at the step, in the contract's order",
    output: { .array($0.supported.orientations.map { .string($0.name) }) },
    columns: ["supported"],
    store: {
      $1.append(.text(supportedText[$0.supported.rawValue & OrientationMask.all.rawValue]))
    },
    load: { values, step throws(StoredValueError) in
      let names = try strings(values, "supported")
      var orientations: [InterfaceOrientation] = []
      for name in names {
        guard let orientation = InterfaceOrientation(name: name) else {
          throw StoredValueError(message: "supported: '\(name)' is not an interface orientation")
        }
        orientations.append(orientation)
      }
      step.supported = OrientationMask(orientations)
    })

  static let error = OutcomeField(
    "error", meaning: "null, or the exception that terminates the app: its name and message",
    output: { step in
      step.error.map { .object([("name", .string($0.name)), ("message", .string($0.message))]) }
        ?? .null
    },
    columns: ["error_name", "error_message"],
    store: { step, values in
      values.append(.text(step.error?.name))
      values.append(.text(step.error?.message))
    },
    load: { values, step throws(StoredValueError) in
      step.error = values.first?.textValue.map {
        OutcomeError(name: $0, message: values.dropFirst().first?.textValue ?? "")
      }
    },
    comparison: .equality(
      \.error, columns: ["checks_error", "error"], recorded: true,
      read: { node, path throws(CatalogueError) in try readError(node, path) },
      json: { $0.map(JSON.string) ?? .null }, text: { $0 ?? "null" },
      actual: { $0.error?.name },
      store: { value in
        guard let value else { return [.integer(0), .null] }
        return [.integer(1), .text(value)]
      },
      load: { values throws(StoredValueError) in
        values.first?.boolValue == true ? .some(values.dropFirst().first?.textValue) : nil
      }))

  static let crashed = OutcomeField(
    "crashed", meaning: "the app terminates at this step (its error is not null)", output: nil,
    comparison: .equality(
      \.crashed, columns: ["crashed"], recorded: false,
      read: { node, path throws(CatalogueError) in try Read.bool(node, path) }, json: JSON.bool,
      text: { String($0) }, actual: { $0.error != nil }, store: { [.bool($0)] },
      load: { values throws(StoredValueError) in values.first?.boolValue }))

  static let geometryError = OutcomeField(
    "geometryError",
    meaning: "null, or the error a geometry request's handler received: domain, code, message",
    output: { step in
      step.geometryError.map {
        .object([
          ("domain", .string($0.domain)), ("code", .int($0.code)), ("message", .string($0.message)),
        ])
      } ?? .null
    },
    columns: ["geometry_error_code", "geometry_error_message"],
    store: { step, values in
      values.append(step.geometryError.map { .integer($0.code) } ?? .null)
      values.append(.text(step.geometryError?.message))
    },
    load: { values, step throws(StoredValueError) in
      step.geometryError = values.first?.intValue.map {
        GeometryError(code: $0, message: values.dropFirst().first?.textValue ?? "")
      }
    },
    comparison: .equality(
      \.geometryError, columns: ["checks_geometry_error", "geometry_error"], recorded: false,
      read: { node, path throws(CatalogueError) in
        if case .null = node.value { return nil }
        return try Read.int(node, path)
      },
      json: { $0.map(JSON.int) ?? .null }, text: { $0.map(String.init) ?? "null" },
      actual: { $0.geometryError?.code },
      store: { value in
        guard let value else { return [.integer(0), .null] }
        return [.integer(1), value.map(StoredValue.integer) ?? .null]
      },
      load: { values throws(StoredValueError) in
        values.first?.boolValue == true ? .some(values.dropFirst().first?.intValue) : nil
      }))

  static let skipped = OutcomeField(
    "skipped", meaning: "the step's API does not exist under the profile: nothing happened",
    output: { .bool($0.skipped) }, columns: ["skipped"], store: { $1.append(.bool($0.skipped)) },
    load: { values, step throws(StoredValueError) in
      step.skipped = values.first?.boolValue ?? false
    },
    comparison: .equality(
      \.skipped, columns: ["skipped"], recorded: false,
      read: { node, path throws(CatalogueError) in try Read.bool(node, path) }, json: JSON.bool,
      text: { String($0) }, actual: \.skipped, store: { [.bool($0)] },
      load: { values throws(StoredValueError) in values.first?.boolValue }))

  static let windowOrientations = OutcomeField(
    "windowOrientations",
    meaning: "with several windows, each visible window's orientation by name (the main one "
      + "first); null with one window",
    output: { step in
      step.windowOrientations.isEmpty
        ? .null
        : .object(step.windowOrientations.map { ($0.window, .string($0.orientation.name)) })
    },
    columns: ["window_orientations"],
    store: { step, values in
      values.append(
        step.windowOrientations.isEmpty
          ? .null
          : .text(
            JSON.object(step.windowOrientations.map { ($0.window, .string($0.orientation.name)) })
              .compact()))
    },
    load: { values, step throws(StoredValueError) in
      guard let text = values.first?.textValue else { return }
      step.windowOrientations = try windowList(text, "window_orientations")
    },
    comparison: statedWindowOrientations)

  static let notified = OutcomeField(
    "notified",
    meaning: "the controllers UIKit told about the rotation at this step, in the order told "
      + "(willRotateToInterfaceOrientation:duration: before iOS 8, "
      + "viewWillTransitionToSize:withTransitionCoordinator: from 8)",
    output: { .array($0.notified.map(JSON.string)) }, columns: ["notified"],
    store: { step, values in
      values.append(
        .text(step.notified.isEmpty ? "[]" : JSON.array(step.notified.map(JSON.string)).compact()))
    },
    load: { values, step throws(StoredValueError) in
      // Rows written before it was kept (NULL): nobody was recorded as told.
      step.notified = values.first?.textValue == nil ? [] : try strings(values, "notified")
    },
    comparison: Comparison(
      columns: ["notified"], recorded: false,
      read: { node, path, expectation throws(CatalogueError) in
        expectation.notified = try readNames(node, path)
      },
      write: { $0.notified.map { .array($0.map(JSON.string)) } },
      check: { expectation, step in
        guard let wanted = expectation.notified else { return nil }
        return (
          JSON.array(wanted.map(JSON.string)).compact(),
          JSON.array(step.notified.map(JSON.string)).compact(),
          Set(wanted) == Set(step.notified)
        )
      },
      record: { _, _ in },
      store: { [.text($0.notified.map { JSON.array($0.map(JSON.string)).compact() })] },
      load: { values, expectation throws(StoredValueError) in
        expectation.notified =
          values.first?.textValue == nil ? nil : try strings(values, "notified")
      },
      // Compared as a set: a set's key is its names sorted, each once.
      sweep: .equal(
        wanted: { $0.notified.map { AnyHashable(Set($0).sorted()) } },
        actual: { AnyHashable(Set($0.notified).sorted()) })))

  static let manualTransform = OutcomeField(
    "manualTransform",
    meaning: "what the app must apply itself to show its views in the status bar's orientation",
    output: { $0.manualTransform.map(\.json) ?? .null }, columns: ["manual_transform"],
    store: { $1.append(.text($0.manualTransform?.json.compact())) },
    load: { values, step throws(StoredValueError) in
      guard let text = values.first?.textValue else { return }
      let numbers = ints(text)
      guard numbers.count == 5 else {
        throw StoredValueError(message: "manual_transform: '\(text)' is not a transform")
      }
      step.manualTransform = ManualTransform(
        rotationDegrees: numbers[0], center: (numbers[1], numbers[2]),
        bounds: (numbers[3], numbers[4]))
    })

  static let warnings = OutcomeField(
    "warnings", meaning: "console warnings UIKit would log",
    output: { .array($0.warnings.map(JSON.string)) }, columns: ["warnings"],
    store: { step, values in
      values.append(
        .text(step.warnings.isEmpty ? "[]" : JSON.array(step.warnings.map(JSON.string)).compact()))
    },
    load: { values, step throws(StoredValueError) in
      step.warnings = try strings(values, "warnings")
    },
    comparison: Comparison(
      columns: ["warning"], recorded: false,
      read: { node, path, expectation throws(CatalogueError) in
        expectation.warning = try Read.string(node, path)
      },
      write: { $0.warning.map(JSON.string) },
      check: { expectation, step in
        guard let wanted = expectation.warning else { return nil }
        let found = step.warnings.first { $0.contains(wanted) }
        return (
          "a warning containing \"\(wanted)\"",
          found.map { "\"\($0)\"" } ?? (step.warnings.isEmpty ? "no warning" : "other warnings"),
          found != nil
        )
      },
      record: { _, _ in },
      store: { [.text($0.warning)] },
      load: { values, expectation throws(StoredValueError) in
        expectation.warning = values.first?.textValue
      },
      sweep: .text(
        wanted: \.warning, holds: { text, step in step.warnings.contains { $0.contains(text) } }),
      key: "warning"))

  static let trace = OutcomeField(
    "trace", meaning: "the methods consulted and the rules applied, one line each",
    output: { .array($0.trace.map(JSON.string)) })
}
