/// Who UIKit tells about a rotation (rules §5.12, catalogue-format §7.6 `notified`): before
/// iOS 8 the rotation callbacks reach the visible controllers from the top full-screen one down;
/// from iOS 8 the size transition goes down the containment tree and to presented controllers.
extension Simulation {
  /// The controllers told at this step, appended to `told` as name codes: in every window
  /// whose interface turned, main first. Launching lays the interface out without rotation
  /// callbacks, and a presentation shows its controllers in their orientation: neither tells
  /// anyone. A dismissal that turns the interface back tells, from iOS 8, whom a device turn
  /// would (R-N2 [P38][P39]); before 8, nobody.
  mutating func told(
    _ step: Step, mainBefore: InterfaceOrientation, othersBefore: [InterfaceOrientation]?,
    into told: inout [Int32]
  ) {
    let dismissal = step.kind == .dismiss
    guard main.interface != mainBefore || othersBefore?.isEmpty == false,
      step.family != .launch,
      step.family != .presentation
        || (dismissal && parameters.callbacks.rotationCallbacks == .sizeTransition)
    else { return }
    let start = told.count
    // The hierarchies are passed where they are: handing a window to a method of the
    // simulation copied it, references and all.
    if main.interface != mainBefore {
      let top =
        parameters.callbacks.rotationCallbacks == .willRotate && !main.hierarchy.presented.isEmpty
        ? quietTopFillingPresentation() : nil
      Self.tellRecipients(in: main.hierarchy, top: top, parameters, log: log, into: &told)
    }
    // A window added at this step was not rotated: it is not among those before.
    for (index, before) in zip(others.indices, othersBefore ?? [])
    where others[index].interface != before {
      Self.tellRecipients(
        in: others[index].hierarchy, top: nil, parameters, log: log, into: &told)
    }
    guard log != nil, told.count > start else { return }
    let names = told[start...].map(prepared.names.name).joined(separator: ", ")
    switch parameters.callbacks.rotationCallbacks {
    case .willRotate:
      note(
        .rotationCallbacks,
        "willRotateToInterfaceOrientation:duration: and didRotateFromInterfaceOrientation: "
          + "reach " + names + ".")
    case .sizeTransition:
      note(
        dismissal ? .dismissalNotifies : .sizeTransitions,
        (dismissal ? "The dismissal turned the interface back: " : "")
          + "viewWillTransitionToSize:withTransitionCoordinator: reaches " + names + ".")
    }
  }

  /// The controllers of one window that are told, parent before child, as name codes; `top`:
  /// the main window's top full-screen presentation, when the callbacks start from it (nil for
  /// the other windows).
  private static func tellRecipients(
    in hierarchy: Hierarchy, top: Int?, _ parameters: Profile.Parameters, log: Log?,
    into told: inout [Int32]
  ) {
    switch parameters.callbacks.rotationCallbacks {
    case .sizeTransition:
      // R-N2: the root, its children, then every presented controller with its own.
      if let root = hierarchy.root {
        tellSizeTransition(root, in: hierarchy, parameters, into: &told)
      }
      for presented in hierarchy.presented {
        tellSizeTransition(presented.node, in: hierarchy, parameters, into: &told)
      }
    case .willRotate:
      // R-N1: from the top full-screen controller up through the sheets above it.
      let presented = hierarchy.presented
      if let top, let position = presented.firstIndex(where: { $0.node == top }) {
        for above in presented[position...] {
          tellWillRotate(above.node, in: hierarchy, parameters, log: log, into: &told)
        }
      } else if let controller = hierarchy.root
        ?? (parameters.decision.firstSubviewControllerRotates ? hierarchy.subviews.first : nil)
      {
        tellWillRotate(controller, in: hierarchy, parameters, log: log, into: &told)
        for above in presented {
          tellWillRotate(above.node, in: hierarchy, parameters, log: log, into: &told)
        }
      }
    }
  }

  /// The top full-screen presentation, without trace lines (the log is off meanwhile; only
  /// read when something is presented).
  private mutating func quietTopFillingPresentation() -> Int? {
    let log = self.log
    self.log = nil
    defer { self.log = log }
    return topFillingPresentation()
  }

  /// Before iOS 8: the controller, then its visible children; a custom container passes the
  /// callbacks as its containment and `rotationCallbackForwarding` say (R-N1, R-C1, R-C2).
  private static func tellWillRotate(
    _ index: Int, in hierarchy: Hierarchy, _ parameters: Profile.Parameters, log: Log?,
    into told: inout [Int32]
  ) {
    told.append(hierarchy.nameCode(index))
    let node = hierarchy.nodes[index]
    let children: [Int]
    switch node.kind {
    case .viewController: return
    case .navigationController, .tabBarController, .pageViewController:
      // The one visible child, told without a list.
      if let child = hierarchy.visibleChild(of: index) {
        tellWillRotate(child, in: hierarchy, parameters, log: log, into: &told)
      }
      return
    case .splitViewController: children = hierarchy.children(of: index)
    case .containerViewController:
      guard node.containment == .childViewController,
        parameters.containers.childContainmentAvailable
      else { return }
      switch node.callbackForwarding {
      case .none: children = []
      case .manual: children = hierarchy.children(of: index)
      case .automatic:
        let recipients = parameters.callbacks.rotationCallbackRecipients
        log?.inferred(
          .callbackRecipients, parameter: "rotationCallbackRecipients", value: recipients.rawValue,
          "\(hierarchy.label(index)) passes the callbacks on to "
            + (recipients == .allChildren ? "all its children." : "its visible child."))
        children =
          recipients == .allChildren
          ? hierarchy.children(of: index) : hierarchy.visibleChild(of: index).map { [$0] } ?? []
      }
    }
    for child in children {
      tellWillRotate(child, in: hierarchy, parameters, log: log, into: &told)
    }
  }

  /// From iOS 8: the controller, then its children down the containment tree (R-N2, R-C5).
  private static func tellSizeTransition(
    _ index: Int, in hierarchy: Hierarchy, _ parameters: Profile.Parameters,
    into told: inout [Int32]
  ) {
    told.append(hierarchy.nameCode(index))
    let node = hierarchy.nodes[index]
    let children: [Int]
    switch node.kind {
    case .viewController: return
    case .navigationController, .tabBarController, .pageViewController:
      guard parameters.callbacks.sizeTransitionToHiddenChildren else {
        // The one visible child, told without a list.
        if let child = hierarchy.visibleChild(of: index) {
          tellSizeTransition(child, in: hierarchy, parameters, into: &told)
        }
        return
      }
      children = hierarchy.children(of: index)
    case .splitViewController: children = hierarchy.children(of: index)
    case .containerViewController:
      children =
        node.containment == .viewOnly || node.callbackForwarding == .none
        ? [] : hierarchy.children(of: index)
    }
    for child in children { tellSizeTransition(child, in: hierarchy, parameters, into: &told) }
  }
}
