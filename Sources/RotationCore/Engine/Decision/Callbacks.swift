/// Who UIKit tells about a rotation (rules §5.12, catalogue-format §7.6 `notified`): before
/// iOS 8 the rotation callbacks reach the visible controllers from the top full-screen one down;
/// from iOS 8 the size transition goes down the containment tree and to presented controllers.
extension Simulation {
  /// The controllers told at this step: in every window whose interface turned, main first.
  /// Launching lays the interface out without rotation callbacks, and a presentation or a
  /// dismissal shows its controllers in their orientation: neither tells anyone.
  func told(_ step: Step, before: [InterfaceOrientation]) -> [String] {
    guard step.family != .launch, step.family != .presentation,
      !(others.isEmpty && main.interface == before[0])
    else { return [] }
    var names: [String] = []
    for (index, window) in ([main] + others).enumerated()
    where index < before.count && window.interface != before[index] {
      names += recipients(in: window, isMain: index == 0).map { window.hierarchy.names[$0] }
    }
    if !names.isEmpty {
      switch parameters.callbacks.rotationCallbacks {
      case .willRotate:
        note(
          .rotationCallbacks,
          "willRotateToInterfaceOrientation:duration: and didRotateFromInterfaceOrientation: "
            + "reach " + names.joined(separator: ", ") + ".")
      case .sizeTransition:
        note(
          .sizeTransitions,
          "viewWillTransitionToSize:withTransitionCoordinator: reaches "
            + names.joined(separator: ", ") + ".")
      }
    }
    return names
  }

  /// The controllers of one window that are told, parent before child.
  func recipients(in window: WindowState, isMain: Bool) -> [Int] {
    let hierarchy = window.hierarchy
    var told: [Int] = []
    switch parameters.callbacks.rotationCallbacks {
    case .sizeTransition:
      // R-N2: the root, its children, then every presented controller with its own.
      for start in [hierarchy.root].compactMap({ $0 }) + hierarchy.presented.map(\.node) {
        tellSizeTransition(start, in: hierarchy, into: &told)
      }
    case .willRotate:
      // R-N1: from the top full-screen controller up through the sheets above it.
      let starts: [Int]
      if let top = isMain ? quietTopFillingPresentation() : nil,
        let position = hierarchy.presented.firstIndex(where: { $0.node == top })
      {
        starts = hierarchy.presented[position...].map(\.node)
      } else if let controller = hierarchy.root
        ?? (parameters.decision.firstSubviewControllerRotates ? hierarchy.subviews.first : nil)
      {
        starts = [controller] + hierarchy.presented.map(\.node)
      } else {
        starts = []
      }
      for start in starts { tellWillRotate(start, in: hierarchy, into: &told) }
    }
    return told
  }

  /// The top full-screen presentation, without trace lines.
  private func quietTopFillingPresentation() -> Int? {
    var quiet = self
    quiet.log = nil
    return quiet.topFillingPresentation()?.node
  }

  /// Before iOS 8: the controller, then its visible children; a custom container passes the
  /// callbacks as its containment and `rotationCallbackForwarding` say (R-N1, R-C1, R-C2).
  private func tellWillRotate(_ index: Int, in hierarchy: Hierarchy, into told: inout [Int]) {
    told.append(index)
    let node = hierarchy.nodes[index]
    let children: [Int]
    switch node.kind {
    case .viewController: children = []
    case .navigationController, .tabBarController, .pageViewController:
      children = hierarchy.visibleChild(of: index).map { [$0] } ?? []
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
  private func tellSizeTransition(_ index: Int, in hierarchy: Hierarchy, into told: inout [Int]) {
    told.append(index)
    let node = hierarchy.nodes[index]
    let children: [Int]
    switch node.kind {
    case .viewController: children = []
    case .navigationController, .tabBarController, .pageViewController:
      children =
        parameters.callbacks.sizeTransitionToHiddenChildren
        ? hierarchy.children(of: index) : hierarchy.visibleChild(of: index).map { [$0] } ?? []
    case .splitViewController: children = hierarchy.children(of: index)
    case .containerViewController:
      children =
        node.containment == .viewOnly || node.callbackForwarding == .none
        ? [] : hierarchy.children(of: index)
    }
    for child in children { tellSizeTransition(child, in: hierarchy, into: &told) }
  }
}
