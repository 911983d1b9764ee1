/// A step action, declared once: its name, its keys and their types, how it is read and
/// validated, its canonical encoding and how it reads to a person (catalogue-format §3).
///
/// The decoder, the canonical encoder, `explain` and the text renderers all use these
/// declarations. Adding a step: its case and family in `Step.swift`, its declaration here, its
/// simulation in the engine's file for its family.
public final class StepSyntax: Sendable {
  /// A key of the action.
  public struct Key: Sendable {
    public let name: String
    /// The value's type as the contract names it, e.g. `DeviceOrientation`.
    public let type: String
    /// Nil when the key is required; else what its absence means.
    public let absent: String?

    init(_ name: String, _ type: String, absent: String? = nil) {
      self.name = name
      self.type = type
      self.absent = absent
    }
  }

  public let kind: Step.Action
  public let keys: [Key]
  /// What the step means, in one line.
  public let meaning: String
  let read: @Sendable (StepReader) throws(CatalogueError) -> Step
  let write: @Sendable (Step) -> [(String, JSON)]
  let speak: @Sendable (Step) -> String

  /// The contract's action name.
  public var action: String { kind.rawValue }

  init(
    _ kind: Step.Action, keys: [Key], meaning: String,
    read: @escaping @Sendable (StepReader) throws(CatalogueError) -> Step,
    write: @escaping @Sendable (Step) -> [(String, JSON)],
    speak: @escaping @Sendable (Step) -> String
  ) {
    self.kind = kind
    self.keys = keys
    self.meaning = meaning
    self.read = read
    self.write = write
    self.speak = speak
  }

  /// The declaration of a step's action.
  public static func of(_ step: Step) -> StepSyntax { all[step.kind.index] }

  /// Every action's declaration, in the order of ``Step/Action``.
  public static let all: [StepSyntax] = [
    launch, rotate, push, pop, selectTab, present, dismiss, setStatusBarOrientation,
    forceDeviceOrientation, attemptRotationToDeviceOrientation, update, requestGeometryUpdate,
    setNeedsUpdateOfSupportedInterfaceOrientations,
    setNeedsUpdateOfPrefersInterfaceOrientationLocked, updateAppDelegate, setMultitaskingMode,
    addWindow, removeWindow, selectChild, hideWindow, showWindow,
  ]

  /// The declaration with this action name.
  public static func named(_ action: String) -> StepSyntax? { all.first { $0.action == action } }
}

extension Scenario {
  /// Step `index` with its arguments (``Step/brief``), or the recorded `action` when the
  /// definition has no such step.
  public func brief(step index: Int, action: String) -> String {
    steps.indices.contains(index) ? steps[index].brief : action
  }
}

extension Step.Action {
  /// The action's position in ``Step/Action/allCases`` and ``StepSyntax/all``.
  var index: Int { Step.Action.allCases.firstIndex(of: self) ?? 0 }
}

extension Step {
  /// The step as canonical JSON.
  public var json: JSON { .object([("action", .string(action))] + StepSyntax.of(self).write(self)) }

  /// The step in words, with its arguments: `rotate: the user turns the device to ...`.
  public var spoken: String { StepSyntax.of(self).speak(self) }

  /// The step with its arguments, in a few words for tables and reports: `rotate
  /// landscapeLeft`, `present player (fullScreen)`, `update root (shouldAutorotate false)`.
  public var brief: String {
    let arguments = StepSyntax.of(self).write(self).map { Self.brief($0.1) }
    guard let first = arguments.first else { return action }
    let rest = arguments.dropFirst()
    return action + " " + first + (rest.isEmpty ? "" : " (" + rest.joined(separator: ", ") + ")")
  }

  /// A value in a few words: a controller or window by its name.
  static func brief(_ value: JSON) -> String {
    switch value {
    case .string(let text): return text
    case .array(let items): return "[" + items.map(brief).joined(separator: ", ") + "]"
    case .object(let members):
      if let name = members.first(where: { $0.0 == "name" }) { return brief(name.1) }
      return members.map { "\($0.0) \(brief($0.1))" }.joined(separator: ", ")
    default: return value.compact()
    }
  }
}

// MARK: The declarations

extension StepSyntax {
  static let launch = StepSyntax(
    .launch, keys: [Key("deviceOrientation", "DeviceOrientation", absent: "portrait")],
    meaning: "the app launches while the device is held so; always the first step, and only there",
    read: { reader throws(CatalogueError) in
      .launch(try reader.deviceOrientation("deviceOrientation", default: .portrait))
    },
    write: { step in
      guard case .launch(let device) = step else { return [] }
      return [("deviceOrientation", .string(device.name))]
    },
    speak: { step in
      guard case .launch(let device) = step else { return "" }
      return "launch, device held \(device.spoken)"
    })

  static let rotate = StepSyntax(
    .rotate, keys: [Key("deviceOrientation", "DeviceOrientation")],
    meaning: "the user turns the device",
    read: { reader throws(CatalogueError) in
      .rotate(try reader.deviceOrientation("deviceOrientation"))
    },
    write: { step in
      guard case .rotate(let device) = step else { return [] }
      return [("deviceOrientation", .string(device.name))]
    },
    speak: { step in
      guard case .rotate(let device) = step else { return "" }
      return "the user turns the device to \(device.spoken)"
    })

  static let push = StepSyntax(
    .push,
    keys: [
      Key("controller", "Controller"),
      Key("onto", "controller name", absent: "the visible navigation controller"),
    ],
    meaning: "push onto the navigation controller named, or the visible one",
    read: { reader throws(CatalogueError) in
      .push(try reader.controller("controller"), onto: try reader.name("onto"))
    },
    write: { step in
      guard case .push(let controller, let onto) = step else { return [] }
      let target: [(String, JSON)] = onto.map { [("onto", .string($0))] } ?? []
      return [("controller", controller.json)] + target
    },
    speak: { step in
      guard case .push(let controller, let onto) = step else { return "" }
      return "push \(controller.spoken)" + (onto.map { " onto \($0)" } ?? "")
    })

  static let pop = StepSyntax(
    .pop,
    keys: [Key("from", "controller name", absent: "the visible navigation controller")],
    meaning: "pop the top controller",
    read: { reader throws(CatalogueError) in .pop(from: try reader.name("from")) },
    write: { step in
      guard case .pop(let from) = step else { return [] }
      return from.map { [("from", .string($0))] } ?? []
    },
    speak: { step in
      guard case .pop(let from) = step else { return "" }
      return "pop" + (from.map { " from \($0)" } ?? "")
    })

  static let selectTab = StepSyntax(
    .selectTab,
    keys: [
      Key("index", "integer"),
      Key("tabBar", "controller name", absent: "the visible tab bar controller"),
    ],
    meaning: "the user selects a tab",
    read: { reader throws(CatalogueError) in
      .selectTab(try reader.int("index"), tabBar: try reader.name("tabBar"))
    },
    write: { step in
      guard case .selectTab(let index, let tabBar) = step else { return [] }
      let target: [(String, JSON)] = tabBar.map { [("tabBar", .string($0))] } ?? []
      return [("index", .int(index))] + target
    },
    speak: { step in
      guard case .selectTab(let index, let tabBar) = step else { return "" }
      return "select tab \(index)" + (tabBar.map { " of \($0)" } ?? "")
    })

  static let dismiss = StepSyntax(
    .dismiss, keys: [], meaning: "dismiss the top presented controller",
    read: { _ throws(CatalogueError) in .dismiss }, write: { _ in [] },
    speak: { _ in "dismiss the top presented controller" })

  static let setStatusBarOrientation = StepSyntax(
    .setStatusBarOrientation, keys: [Key("orientation", "InterfaceOrientation")],
    meaning: "[UIApplication setStatusBarOrientation:animated:]",
    read: { reader throws(CatalogueError) in
      .setStatusBarOrientation(try reader.interfaceOrientation("orientation"))
    },
    write: { step in
      guard case .setStatusBarOrientation(let orientation) = step else { return [] }
      return [("orientation", .string(orientation.name))]
    },
    speak: { step in
      guard case .setStatusBarOrientation(let orientation) = step else { return "" }
      return "setStatusBarOrientation:\(orientation.name)"
    })

  static let forceDeviceOrientation = StepSyntax(
    .forceDeviceOrientation, keys: [Key("deviceOrientation", "DeviceOrientation")],
    meaning: "the UIDevice setValue:forKey:@\"orientation\" workaround",
    read: { reader throws(CatalogueError) in
      .forceDeviceOrientation(try reader.deviceOrientation("deviceOrientation"))
    },
    write: { step in
      guard case .forceDeviceOrientation(let device) = step else { return [] }
      return [("deviceOrientation", .string(device.name))]
    },
    speak: { step in
      guard case .forceDeviceOrientation(let device) = step else { return "" }
      return "force UIDevice orientation to \(device.name) (setValue:forKey:)"
    })

  static let attemptRotationToDeviceOrientation = StepSyntax(
    .attemptRotationToDeviceOrientation, keys: [],
    meaning: "[UIViewController attemptRotationToDeviceOrientation]",
    read: { _ throws(CatalogueError) in .attemptRotationToDeviceOrientation }, write: { _ in [] },
    speak: { _ in "attemptRotationToDeviceOrientation" })

  static let update = StepSyntax(
    .update,
    keys: [Key("controller", "controller name"), Key("set", "object of Controller override keys")],
    meaning: "a controller changes its answers at run time (null removes an override)",
    read: { reader throws(CatalogueError) in
      .update(controller: try reader.requiredName("controller"), try reader.update("set"))
    },
    write: { step in
      guard case .update(let controller, let change) = step else { return [] }
      return [("controller", .string(controller)), ("set", change.json)]
    },
    speak: { step in
      guard case .update(let controller, _) = step else { return "" }
      return "\(controller) changes its answers"
    })

  static let requestGeometryUpdate = StepSyntax(
    .requestGeometryUpdate, keys: [Key("interfaceOrientations", "Mask")],
    meaning: "UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:)) (16.0+)",
    read: { reader throws(CatalogueError) in
      .requestGeometryUpdate(try reader.mask("interfaceOrientations"))
    },
    write: { step in
      guard case .requestGeometryUpdate(let mask) = step else { return [] }
      return [("interfaceOrientations", mask.json)]
    },
    speak: { step in
      guard case .requestGeometryUpdate(let mask) = step else { return "" }
      return "request a geometry update to \(mask.mask.spoken)"
    })

  static let setNeedsUpdateOfSupportedInterfaceOrientations = StepSyntax(
    .setNeedsUpdateOfSupportedInterfaceOrientations,
    keys: [Key("controller", "controller name", absent: "the controller that decides")],
    meaning: "the controller tells UIKit its supported orientations changed (16.0+)",
    read: { reader throws(CatalogueError) in
      .setNeedsUpdateOfSupportedInterfaceOrientations(controller: try reader.name("controller"))
    },
    write: { step in
      guard case .setNeedsUpdateOfSupportedInterfaceOrientations(let controller) = step else {
        return []
      }
      return controller.map { [("controller", .string($0))] } ?? []
    },
    speak: { step in
      guard case .setNeedsUpdateOfSupportedInterfaceOrientations(let controller) = step else {
        return ""
      }
      return "\(controller ?? "the deciding controller") calls "
        + "setNeedsUpdateOfSupportedInterfaceOrientations"
    })

  static let setNeedsUpdateOfPrefersInterfaceOrientationLocked = StepSyntax(
    .setNeedsUpdateOfPrefersInterfaceOrientationLocked,
    keys: [Key("controller", "controller name")],
    meaning: "the controller tells UIKit its orientation lock preference changed (26.0+)",
    read: { reader throws(CatalogueError) in
      .setNeedsUpdateOfPrefersInterfaceOrientationLocked(
        controller: try reader.requiredName("controller"))
    },
    write: { step in
      guard case .setNeedsUpdateOfPrefersInterfaceOrientationLocked(let controller) = step else {
        return []
      }
      return [("controller", .string(controller))]
    },
    speak: { step in
      guard case .setNeedsUpdateOfPrefersInterfaceOrientationLocked(let controller) = step else {
        return ""
      }
      return "\(controller) calls setNeedsUpdateOfPrefersInterfaceOrientationLocked"
    })

  static let updateAppDelegate = StepSyntax(
    .updateAppDelegate,
    keys: [
      Key(
        "set",
        "{\"supportedInterfaceOrientationsForWindow\": Mask, per-window answer or null}")
    ],
    meaning: "the app delegate changes its answer at run time (null: it no longer answers)",
    read: { reader throws(CatalogueError) in .updateAppDelegate(try reader.appDelegateUpdate("set"))
    },
    write: { step in
      guard case .updateAppDelegate(let answer) = step else { return [] }
      return [
        ("set", .object([("supportedInterfaceOrientationsForWindow", answer.answerJSON ?? .null)]))
      ]
    },
    speak: { step in
      guard case .updateAppDelegate(let answer) = step else { return "" }
      return answer.answers
        ? "the app delegate now answers \(answer.spoken)" : "the app delegate no longer answers"
    })

  static let setMultitaskingMode = StepSyntax(
    .setMultitaskingMode,
    keys: [Key("mode", MultitaskingMode.allCases.map(\.rawValue).joined(separator: " | "))],
    meaning: "the user changes the iPad's windowing",
    read: { reader throws(CatalogueError) in
      .setMultitaskingMode(try reader.requiredChoice("mode", noun: "multitasking mode"))
    },
    write: { step in
      guard case .setMultitaskingMode(let mode) = step else { return [] }
      return [("mode", .string(mode.rawValue))]
    },
    speak: { step in
      guard case .setMultitaskingMode(let mode) = step else { return "" }
      return "the user switches the iPad to \(mode.rawValue)"
    })

  static let addWindow = StepSyntax(
    .addWindow, keys: [Key("window", "WindowSpec")],
    meaning: "a new window is made visible (an alert, a toast, a player)",
    read: { reader throws(CatalogueError) in .addWindow(try reader.windowSpec("window")) },
    write: { step in
      guard case .addWindow(let spec) = step else { return [] }
      return [("window", spec.json)]
    },
    speak: { step in
      guard case .addWindow(let spec) = step else { return "" }
      return "show the window \(spec.name) (\(spec.content.spoken))"
    })

  static let removeWindow = StepSyntax(
    .removeWindow, keys: [Key("window", "window name")],
    meaning:
      "a window other than the main one is hidden and released (an alert or a toast goes away)",
    read: { reader throws(CatalogueError) in .removeWindow(try reader.requiredName("window")) },
    write: { step in
      guard case .removeWindow(let name) = step else { return [] }
      return [("window", .string(name))]
    },
    speak: { step in
      guard case .removeWindow(let name) = step else { return "" }
      return "hide and release the window \(name)"
    })
}
