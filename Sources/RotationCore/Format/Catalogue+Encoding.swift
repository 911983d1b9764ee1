/// Canonical encoding: the same value always gives the same bytes (catalogue-format §1, §6).
/// Keys come in the contract's order; absent optional keys are left out.
extension Catalogue {
  /// The catalogue as canonical JSON.
  public var json: JSON {
    var members: [(String, JSON)] = [
      ("formatVersion", .int(Catalogue.formatVersion)),
      ("scenarios", .array(scenarios.map(\.json))),
    ]
    if !behaviours.isEmpty { members.append(("behaviours", .array(behaviours.map(\.json)))) }
    return .object(members)
  }
}

extension Behaviour {
  /// The behaviour as canonical JSON, keys in the contract's order.
  public var json: JSON {
    var members: [(String, JSON)] = [("id", .string(id))]
    if let area { members.append(("area", .string(area))) }
    members.append(("question", .string(question)))
    if !aliases.isEmpty { members.append(("aliases", .array(aliases.map(JSON.string)))) }
    members.append(("answer", answer.json))
    if !variants.isEmpty {
      members.append(
        (
          "variants",
          .array(
            variants.map { variant in
              guard case .object(let keys) = variant.answer.json else { return .null }
              return .object([("label", .string(variant.label))] + keys)
            })
        ))
    }
    if !tags.isEmpty { members.append(("tags", .array(tags.map(JSON.string)))) }
    if let notes { members.append(("notes", .string(notes))) }
    return .object(members)
  }
}

extension Behaviour.Reference {
  public var json: JSON {
    var members: [(String, JSON)] = [
      ("scenario", .string(scenario)), ("step", .int(step)), ("field", .string(field)),
    ]
    if let meaning { members.append((meaning.yes ? "yes" : "no", .array(meaning.values))) }
    return .object(members)
  }
}

extension Scenario {
  /// The scenario as canonical JSON.
  public var json: JSON {
    var members: [(String, JSON)] = [("id", .string(id)), ("title", .string(title))]
    if !tags.isEmpty { members.append(("tags", .array(tags.map(JSON.string)))) }
    if let notes { members.append(("notes", .string(notes))) }
    if !sources.isEmpty { members.append(("sources", .array(sources.map(JSON.string)))) }
    members.append(("device", .string(device.rawValue)))
    if !environment.isEmpty { members.append(("environment", environment.json)) }
    let plist = infoPlist.json
    if case .object(let keys) = plist, !keys.isEmpty { members.append(("infoPlist", plist)) }
    if let answer = appDelegate.answerJSON {
      members.append(
        ("appDelegate", .object([("supportedInterfaceOrientationsForWindow", answer)])))
    }
    if let windows {
      members.append(("windows", .array(windows.map(\.json))))
    } else {
      members.append(("window", window.json))
    }
    members.append(
      (
        "steps",
        .array(
          steps.enumerated().map { index, step in
            guard let turn = turns[index], case .object(let keys) = step.json else {
              return step.json
            }
            return .object(keys + [("turn", .int(turn))])
          })
      ))
    if !expectations.isEmpty { members.append(("expect", .array(expectations.map(\.json)))) }
    return .object(members)
  }
}

extension Window {
  public var json: JSON {
    switch self {
    case .rootViewController(let controller): .object([("rootViewController", controller.json)])
    case .subviews(let controllers): .object([("subviews", .array(controllers.map(\.json)))])
    case .empty: .object([])
    }
  }
}

extension AppDelegate {
  /// The value of `supportedInterfaceOrientationsForWindow`: a mask, or the per-window object;
  /// nil when the method is not implemented.
  public var answerJSON: JSON? {
    if let perWindow {
      return .object([
        ("windows", .object(perWindow.windows.map { ($0.window, $0.mask.json) })),
        ("otherwise", perWindow.otherwise.json),
      ])
    }
    return supportedInterfaceOrientationsForWindow?.json
  }
}

extension WindowSpec {
  /// The window as the catalogue writes it: its name, its content's keys, then what is given.
  public var json: JSON {
    var members: [(String, JSON)] = [("name", .string(name))]
    if case .object(let content) = content.json { members += content }
    switch level {
    case .normal: break
    case .statusBar: members.append(("windowLevel", .string("statusBar")))
    case .alert: members.append(("windowLevel", .string("alert")))
    case .value(let value): members.append(("windowLevel", .int(value)))
    }
    if let isKey { members.append(("isKey", .bool(isKey))) }
    if let hidden { members.append(("hidden", .bool(hidden))) }
    return .object(members)
  }
}

extension MaskValue {
  public var json: JSON {
    switch self {
    case .orientations(let list): .array(list.map { .string($0.name) })
    case .named(let name): .string(name)
    case .raw(let value): .int(value)
    }
  }
}

extension PreferredOrientation {
  public var json: JSON {
    switch self {
    case .orientation(let orientation): .string(orientation.name)
    case .raw(let value): .int(value)
    }
  }
}

extension Controller {
  public var json: JSON {
    var members: [(String, JSON)] = [("name", .string(name))]
    if kind != .viewController { members.append(("kind", .string(kind.rawValue))) }
    if let className { members.append(("class", .string(className))) }
    if let systemClass { members.append(("systemClass", .string(systemClass.rawValue))) }
    if sourceType != .photoLibrary {
      members.append(("sourceType", .string(sourceType.rawValue)))
    }
    members += overrides.members
    if let forwardedMethods {
      members.append(("forwardsToChild", .array(forwardedMethods.map { .string($0.rawValue) })))
    } else if forwardsToChild {
      members.append(("forwardsToChild", .bool(true)))
    }
    if !children.isEmpty { members.append(("children", .array(children.map(\.json)))) }
    if let selectedIndex { members.append(("selectedIndex", .int(selectedIndex))) }
    if containment != .childViewController {
      members.append(("containment", .string(containment.rawValue)))
    }
    if forwardingTarget != .visibleChild {
      members.append(("forwardingTarget", .string(forwardingTarget.rawValue)))
    }
    if rotationCallbackForwarding != .automatic {
      members.append(("rotationCallbackForwarding", .string(rotationCallbackForwarding.rawValue)))
    }
    return .object(members)
  }
}

extension Overrides {
  var members: [(String, JSON)] {
    var members: [(String, JSON)] = []
    if let value = shouldAutorotate { members.append(("shouldAutorotate", .bool(value))) }
    if let value = supportedInterfaceOrientations {
      members.append(("supportedInterfaceOrientations", value.json))
    }
    if let value = shouldAutorotateToInterfaceOrientation {
      members.append(
        ("shouldAutorotateToInterfaceOrientation", .array(value.map { .string($0.name) })))
    }
    if let value = preferredInterfaceOrientationForPresentation {
      members.append(("preferredInterfaceOrientationForPresentation", value.json))
    }
    if let value = prefersInterfaceOrientationLocked {
      members.append(("prefersInterfaceOrientationLocked", .bool(value)))
    }
    return members
  }
}

extension ControllerUpdate {
  public var json: JSON {
    var members: [(String, JSON)] = []
    if let value = shouldAutorotate {
      members.append(("shouldAutorotate", value.map(JSON.bool) ?? .null))
    }
    if let value = supportedInterfaceOrientations {
      members.append(("supportedInterfaceOrientations", value?.json ?? .null))
    }
    if let value = shouldAutorotateToInterfaceOrientation {
      members.append(
        (
          "shouldAutorotateToInterfaceOrientation",
          value.map { .array($0.map { .string($0.name) }) } ?? .null
        ))
    }
    if let value = preferredInterfaceOrientationForPresentation {
      members.append(("preferredInterfaceOrientationForPresentation", value?.json ?? .null))
    }
    if let value = prefersInterfaceOrientationLocked {
      members.append(("prefersInterfaceOrientationLocked", value.map(JSON.bool) ?? .null))
    }
    if let value = forwardsToChild { members.append(("forwardsToChild", .bool(value))) }
    return .object(members)
  }
}

extension Expectation {
  /// The expectation as canonical JSON.
  public var json: JSON {
    var members: [(String, JSON)] = [
      ("profiles", .array(profiles.map(JSON.string))), ("step", .int(step)),
    ]
    if let through { members.append(("through", .int(through))) }
    members += statedFields
    members.append(("evidence", .string(evidence.rawValue)))
    if let source { members.append(("source", .string(source))) }
    if let confidence { members.append(("confidence", .string(confidence.rawValue))) }
    if let knownDifference { members.append(("knownDifference", knownDifference.json)) }
    return .object(members)
  }
}

extension Outcome {
  /// Outcomes in the contract's output document (catalogue-format §6).
  public static func document(_ outcomes: [Outcome]) -> JSON {
    .object([
      ("formatVersion", .int(Catalogue.formatVersion)), ("outcomes", .array(outcomes.map(\.json))),
    ])
  }

  /// The outcome as canonical JSON.
  public var json: JSON {
    .object([
      ("scenario", .string(scenario)), ("profile", .string(profile)), ("crashed", .bool(crashed)),
      ("steps", .array(steps.map(\.json))),
    ])
  }
}
