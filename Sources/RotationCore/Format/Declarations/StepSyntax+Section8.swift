/// The steps of catalogue-format §8.3: a custom container or a split view shows another child,
/// a window is hidden and shown again.
extension StepSyntax {
  static let selectChild = StepSyntax(
    .selectChild,
    keys: [Key("container", "controller name"), Key("index", "integer")],
    meaning:
      "a custom container (or a split view's secondary slot) shows another of its children, as "
      + "selectTab does for a tab bar",
    read: { reader throws(CatalogueError) in
      .selectChild(container: try reader.requiredName("container"), index: try reader.int("index"))
    },
    write: { step in
      guard case .selectChild(let container, let index) = step else { return [] }
      return [("container", .string(container)), ("index", .int(index))]
    },
    speak: { step in
      guard case .selectChild(let container, let index) = step else { return "" }
      return "\(container) shows its child \(index)"
    })

  static let hideWindow = StepSyntax(
    .hideWindow, keys: [Key("window", "window name")],
    meaning: "a window other than the main one is hidden (isHidden = true) but kept",
    read: { reader throws(CatalogueError) in .hideWindow(try reader.requiredName("window")) },
    write: { step in
      guard case .hideWindow(let name) = step else { return [] }
      return [("window", .string(name))]
    },
    speak: { step in
      guard case .hideWindow(let name) = step else { return "" }
      return "hide the window \(name), keeping it"
    })

  static let showWindow = StepSyntax(
    .showWindow, keys: [Key("window", "window name")],
    meaning: "a hidden window is shown again (isHidden = false)",
    read: { reader throws(CatalogueError) in .showWindow(try reader.requiredName("window")) },
    write: { step in
      guard case .showWindow(let name) = step else { return [] }
      return [("window", .string(name))]
    },
    speak: { step in
      guard case .showWindow(let name) = step else { return "" }
      return "show the hidden window \(name) again"
    })
}
