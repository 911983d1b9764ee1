/// Before iOS 6: UIKit asks the window's (or top modal) controller
/// `shouldAutorotateToInterfaceOrientation:` for each orientation; containers answer with their
/// children (rules §1 to §3, §6).
extension Simulation {
  func decideAskingEachOrientation() -> Decision {
    guard let asked = askedController() else {
      note(.legacyAsked, "No view controller is installed: nothing is asked.")
      return Decision(canRotate: false, supported: .none, viewsFollow: false)
    }
    if let mask = scenario.appDelegate.supportedInterfaceOrientationsForWindow?.mask,
      !parameters.appDelegateMask
    {
      note(
        .plistHint,
        "application:supportedInterfaceOrientationsForWindow: (\(mask.spoken)) is not called "
          + "before iOS 6.")
    }
    if !parameters.plistRestrictsAtRuntime, plistOrientations != nil {
      note(
        .plistHint, "UISupportedInterfaceOrientations is only a launch hint: it restricts nothing.")
    }
    let (mask, answerer) = legacyMask(asked)
    note(
      .legacyAsked,
      "\(hierarchy.label(asked)) shouldAutorotateToInterfaceOrientation: YES for \(mask.spoken).")
    return Decision(
      decider: hierarchy.names[answerer], asked: asked, canRotate: true, supported: mask,
      viewsFollow: true)
  }

  /// The orientations a controller accepts, and the controller whose answer it is.
  func legacyMask(_ index: Int) -> (OrientationMask, answerer: Int) {
    let node = nodes[index]
    if let list = node.answers.shouldAutorotateToInterfaceOrientation {
      return (list, index)
    }
    guard node.kind.isContainer, parameters.containersConsultChildren,
      hierarchy.visibleChild(of: index) != nil || hierarchy.childCount(of: index) > 0
    else {
      note(
        .legacyDefault,
        "\(hierarchy.label(index)) does not override shouldAutorotateToInterfaceOrientation: UIKit's "
          + "default is portrait only.")
      return (.portrait, index)
    }
    if node.forwardsToChild, let child = hierarchy.visibleChild(of: index) {
      note(
        .forwarding,
        "\(hierarchy.label(index)) answers with its visible child \(hierarchy.label(child)).")
      return legacyMask(child)
    }
    switch node.kind {
    case .navigationController:
      if parameters.navigationRule == .everyLevel {
        inferred(
          .navigationEveryLevel, parameter: "navigationRule", value: "everyLevel",
          "\(hierarchy.label(index)) rotates only if every level of its stack agrees.")
        return (intersection(of: hierarchy.children(of: index)), index)
      }
      let top = hierarchy.visibleChild(of: index) ?? index
      inferred(
        .navigationTop, parameter: "navigationRule", value: "topController",
        "\(hierarchy.label(index)) answers with its top controller \(hierarchy.label(top)).")
      return legacyMask(top)
    case .tabBarController:
      note(
        .tabBarAllAgree,
        "\(hierarchy.label(index)) rotates only if all its tabs agree, hidden ones included.")
      return (intersection(of: hierarchy.children(of: index)), index)
    case .pageViewController:
      let page = hierarchy.visibleChild(of: index) ?? index
      note(
        .pageCurrent,
        "\(hierarchy.label(index)) answers with its current page \(hierarchy.label(page)).")
      return legacyMask(page)
    case .viewController:
      return (.portrait, index)
    }
  }

  private func intersection(of children: [Int]) -> OrientationMask {
    var mask = OrientationMask.all
    for child in children {
      mask = mask.intersection(legacyMask(child).0)
    }
    return mask
  }
}
