import Foundation
import RotationCatalogue
import RotationCore
import Testing

/// The declarations that drive the format, the store and the docs: each complete, consistent,
/// and documented.
@Suite("Declarations: steps, Info.plist keys, outcome fields, profile parameters")
struct DeclarationTests {
  static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs")

  static func doc(_ name: String) throws -> String {
    try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("Every action has one declaration, in the order of Step.Action")
  func stepDeclarations() {
    #expect(StepSyntax.all.map(\.kind) == Step.Action.allCases)
    #expect(Set(StepSyntax.all.map(\.action)).count == StepSyntax.all.count)
    for syntax in StepSyntax.all {
      #expect(StepSyntax.named(syntax.action) === syntax)
    }
  }

  @Test("docs/catalogue-format.md documents every action with its keys")
  func stepsDocumented() throws {
    let text = try Self.doc("catalogue-format.md")
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for syntax in StepSyntax.all {
      let row = rows.first { $0.hasPrefix("| `\(syntax.action)` |") }
      #expect(row != nil, "no row for the action \(syntax.action)")
      for key in syntax.keys {
        #expect(row?.contains("`\(key.name)`") == true, "\(syntax.action): key \(key.name)")
      }
    }
    for key in InfoPlistKey.all {
      #expect(text.contains("| `\(key.name)` |"), "Info.plist key \(key.name)")
    }
    for field in OutcomeField.all {
      #expect(text.contains("`\(field.name)`"), "outcome field \(field.name)")
    }
  }

  @Test("Every parameter has a value under every built-in profile, among its values")
  func parameterTable() throws {
    #expect(Set(ProfileParameter.all.map(\.name)).count == ProfileParameter.all.count)
    for parameter in ProfileParameter.all {
      #expect(parameter.builtIn.count == Profile.builtIn.count, "\(parameter.name)")
      for (profile, value) in zip(Profile.builtIn, parameter.builtIn) {
        #expect(parameter.accepts(value), "\(parameter.name) under \(profile.id)")
        if case .bool(let flag) = value {
          #expect(parameter.values == ["true", "false"], "\(parameter.name): \(flag)")
        } else if case .string(let raw) = value, parameter.name != "version" {
          #expect(parameter.values.contains(raw), "\(parameter.name) under \(profile.id)")
        }
        // The built profile carries the declared value.
        let actual = profile.parameters.members.first { $0.name == parameter.name }?.value
        #expect(actual?.compact() == value.compact(), "\(parameter.name) under \(profile.id)")
      }
    }
  }

  @Test("A profile's JSON round-trips, and a missing or unknown parameter is refused by name")
  func profileJSON() throws {
    for profile in Profile.builtIn {
      #expect(try Profile.decode(Array(profile.json.rendered().utf8)) == profile)
    }
    let text = Profile.iOS6.json.rendered()
    let missing = text.replacingOccurrences(of: #""zeroMask": "manualStatusBar","#, with: "")
    #expect(throws: CatalogueError.self) { try Profile.decode(Array(missing.utf8)) }
    do {
      _ = try Profile.decode(Array(missing.utf8))
    } catch {
      #expect(error.message == "missing parameter 'zeroMask'")
    }
    let wrong = text.replacingOccurrences(of: #""manualStatusBar""#, with: #""sometimes""#)
    do {
      _ = try Profile.decode(Array(wrong.utf8))
      Issue.record("an unknown value was accepted")
    } catch {
      #expect(error.path == "parameters.zeroMask")
      #expect(error.message == "'sometimes' is not one of manualStatusBar, exception")
    }
  }

  @Test("docs/rules.md names every open-question parameter")
  func openQuestionsDocumented() throws {
    let text = try Self.doc("rules.md")
    for parameter in ProfileParameter.all where parameter.openQuestion {
      #expect(text.contains("`\(parameter.name)`"), "\(parameter.name)")
      #expect(parameter.rule.mark == .inferred, "\(parameter.name) is open but not inferred")
    }
  }

  @Test("Outcome fields: every stored field has columns; every compared one is recorded or not")
  func outcomeFields() {
    #expect(OutcomeField.all.map(\.name).count == Set(OutcomeField.all.map(\.name)).count)
    #expect(
      OutcomeField.storeColumns == [
        "step", "action", "device_orientation", "reported_device_orientation",
        "interface_orientation", "status_bar_orientation", "rotated", "decider", "supported",
        "error_name", "error_message", "geometry_error_code", "geometry_error_message", "skipped",
        "window_orientations", "notified", "asked", "letterboxed", "manual_transform", "warnings",
      ])
    #expect(
      OutcomeField.compared.map(\.name) == [
        "interfaceOrientation", "statusBarOrientation", "rotated", "decider", "error", "crashed",
        "geometryError", "skipped", "windowOrientations", "notified", "notifiedIncludes",
        "notifiedExcludes", "asked", "notAsked", "letterboxed", "warnings",
      ])
    #expect(
      OutcomeField.compared.map(\.expectationKey) == [
        "interfaceOrientation", "statusBarOrientation", "rotated", "decider", "error", "crashed",
        "geometryError", "skipped", "windowOrientations", "notified", "notifiedIncludes",
        "notifiedExcludes", "asked", "notAsked", "letterboxed", "warning",
      ])
    #expect(
      OutcomeField.expectationColumns == [
        "interface_orientation", "status_bar_orientation", "rotated", "checks_decider", "decider",
        "checks_error", "error", "crashed", "checks_geometry_error", "geometry_error", "skipped",
        "window_orientations", "notified", "notified_includes", "notified_excludes", "asked",
        "not_asked", "letterboxed", "warning",
      ])
  }

  @Test("Every outcome of the built-in catalogue survives the store's columns, trace aside")
  func storedOutcomes() throws {
    let catalogue = try Catalogue.decode(Array(BuiltInCatalogue.json.utf8))
    for scenario in catalogue.scenarios {
      for profile in Profile.builtIn {
        for step in Evaluator(profile: profile).evaluate(scenario).steps {
          var expected = step
          expected.trace = []
          #expect(try StepOutcome(stored: step.storedValues) == expected, "\(scenario.id)")
        }
      }
      for expectation in scenario.expectations {
        var loaded = Expectation(
          profiles: expectation.profiles, step: expectation.step, evidence: expectation.evidence,
          source: expectation.source, confidence: expectation.confidence,
          knownDifference: expectation.knownDifference)
        try loaded.load(stored: expectation.storedValues)
        #expect(loaded == expectation, "\(scenario.id)")
      }
    }
  }

  @Test("Steps compared in place are equal exactly when every stored property of each is")
  func stepEquality() throws {
    let scenario = try #require(
      try Catalogue.decode(Array(BuiltInCatalogue.json.utf8)).scenarios.first {
        $0.steps.count >= 3
      })
    let steps = Evaluator(profile: Profile.iOS6).evaluate(scenario).steps
    let last = steps.count - 1
    // One change a stored property: a property added to StepOutcome needs its change here.
    let changes: [(field: String, change: (inout StepOutcome) -> Void)] = [
      ("index", { $0.index += 1 }),
      ("action", { $0.action += "!" }),
      ("deviceOrientation", { $0.deviceOrientation = .faceDown }),
      ("reportedDeviceOrientation", { $0.reportedDeviceOrientation = .faceUp }),
      ("interfaceOrientation", { $0.interfaceOrientation = .portraitUpsideDown }),
      ("statusBarOrientation", { $0.statusBarOrientation = .portraitUpsideDown }),
      ("rotated", { $0.rotated.toggle() }),
      ("decider", { $0.decider = ($0.decider ?? "") + "!" }),
      ("supported", { $0.supported = OrientationMask(rawValue: $0.supported.rawValue ^ 1) }),
      ("error", { $0.error = OutcomeError(name: "N", message: "changed") }),
      ("geometryError", { $0.geometryError = GeometryError(code: 99, message: "changed") }),
      ("skipped", { $0.skipped.toggle() }),
      (
        "windowOrientations",
        { $0.windowOrientations.append(.init(window: "w", orientation: .portrait)) }
      ),
      ("notified", { $0.notified.append("changed") }),
      ("asked", { $0.asked.append("changed") }),
      ("letterboxed", { $0.letterboxed.toggle() }),
      (
        "manualTransform",
        { $0.manualTransform = ManualTransform(rotationDegrees: 7, center: (1, 2), bounds: (3, 4)) }
      ),
      ("warnings", { $0.warnings.append("changed") }),
      ("trace", { $0.trace.append("changed") }),
    ]
    #expect(changes.map(\.field) == Mirror(reflecting: steps[0]).children.map { $0.label ?? "" })
    #expect(StepOutcome.equal(steps, steps.map { $0 }))
    #expect(StepOutcome.equal([], []))
    #expect(!StepOutcome.equal(steps, Array(steps.dropLast())))
    for (field, change) in changes {
      var changed = steps
      change(&changed[last])
      let derived = changed == steps
      let inPlace = [StepOutcome.equal(steps, changed), StepOutcome.equal(changed, steps)]
      #expect(!derived, "\(field)")
      #expect(inPlace == [false, false], "\(field)")
    }
  }

  @Test("A damaged stored value is an error naming the column, not a default")
  func damagedValues() throws {
    let step = try #require(
      Evaluator(profile: Profile.iOS6).evaluate(
        try Catalogue.decode(Array(BuiltInCatalogue.json.utf8)).scenarios[0]
      ).steps.first)
    var values = step.storedValues
    let column = try #require(OutcomeField.storeColumns.firstIndex(of: "interface_orientation"))
    values[column] = .text("sideways")
    #expect(
      throws: StoredValueError(message: "interface_orientation: 'sideways' is not a known value")
    ) {
      try StepOutcome(stored: values)
    }
    values[column] = .null
    #expect(throws: StoredValueError(message: "interface_orientation: a text is missing")) {
      try StepOutcome(stored: values)
    }
  }
}
