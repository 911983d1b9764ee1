/// Who UIKit tells about a rotation (rules §5.12, catalogue-format §7.6 `notified`): before
/// iOS 8 the rotation callbacks reach the visible controllers from the top full-screen one down;
/// from iOS 8 the size transition goes down the containment tree and to presented controllers.
extension Simulation {
  /// The controllers told at this step, appended to `told` as name codes: in every window
  /// whose interface turned, main first. Launching lays the interface out without rotation
  /// callbacks, and a presentation or a dismissal shows its controllers in their orientation:
  /// neither tells anyone.
  mutating func told(
    _ step: Step, mainBefore: InterfaceOrientation, othersBefore: [InterfaceOrientation]?,
    into told: inout [Int32]
  ) {
    guard main.interface != mainBefore || othersBefore?.isEmpty == false,
      step.family != .launch, step.family != .presentation
    else { return }
    let start = told.count
    if main.interface != mainBefore { tellRecipients(in: main, isMain: true, into: &told) }
    // A window added at this step was not rotated: it is not among those before.
    for (window, before) in zip(others, othersBefore ?? []) where window.interface != before {
      tellRecipients(in: window, isMain: false, into: &told)
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
        .sizeTransitions,
        "viewWillTransitionToSize:withTransitionCoordinator: reaches " + names + ".")
    }
  }

  /// The controllers of one window that are told, parent before child, as name codes.
  mutating func tellRecipients(in window: WindowState, isMain: Bool, into told: inout [Int32]) {
    let hierarchy = window.hierarchy
    switch parameters.callbacks.rotationCallbacks {
    case .sizeTransition:
      // R-N2: the root, its children, then every presented controller with its own.
      if let root = hierarchy.root { tellSizeTransition(root, in: hierarchy, into: &told) }
      for presented in hierarchy.presented {
        tellSizeTransition(presented.node, in: hierarchy, into: &told)
      }
    case .willRotate:
      // R-N1: from the top full-screen controller up through the sheets above it.
      let presented = hierarchy.presented
      if isMain, !presented.isEmpty, let top = quietTopFillingPresentation(),
        let position = presented.firstIndex(where: { $0.node == top })
      {
        for above in presented[position...] {
          tellWillRotate(above.node, in: hierarchy, into: &told)
        }
      } else if let controller = hierarchy.root
        ?? (parameters.decision.firstSubviewControllerRotates ? hierarchy.subviews.first : nil)
      {
        tellWillRotate(controller, in: hierarchy, into: &told)
        for above in presented { tellWillRotate(above.node, in: hierarchy, into: &told) }
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
  private mutating func tellWillRotate(
    _ index: Int, in hierarchy: Hierarchy, into told: inout [Int32]
  ) {
    told.append(hierarchy.nameCode(index))
    let node = hierarchy.nodes[index]
    let children: [Int]
    switch node.kind {
    case .viewController: return
    case .navigationController, .tabBarController, .pageViewController:
      // The one visible child, told without a list.
      if let child = hierarchy.visibleChild(of: index) {
        tellWillRotate(child, in: hierarchy, into: &told)
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
        inferred(
          .callbackRecipients, parameter: "rotationCallbackRecipients", value: recipients.rawValue,
          "\(hierarchy.label(index)) passes the callbacks on to "
            + (recipients == .allChildren ? "all its children." : "its visible child."))
        children =
          recipients == .allChildren
          ? hierarchy.children(of: index) : hierarchy.visibleChild(of: index).map { [$0] } ?? []
      }
    }
    for child in children { tellWillRotate(child, in: hierarchy, into: &told) }
  }

  /// From iOS 8: the controller, then its children down the containment tree (R-N2, R-C5).
  private mutating func tellSizeTransition(
    _ index: Int, in hierarchy: Hierarchy, into told: inout [Int32]
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
          tellSizeTransition(child, in: hierarchy, into: &told)
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
    for child in children { tellSizeTransition(child, in: hierarchy, into: &told) }
  }
}
