/// Before iOS 6: UIKit asks the window's (or top modal) controller
/// `shouldAutorotateToInterfaceOrientation:` for each orientation; containers answer with their
/// children (rules §1 to §3, §6).
extension Simulation {
  mutating func decideAskingEachOrientation() -> Decision {
    guard let asked = askedController() else {
      note(.legacyAsked, "No view controller is installed: nothing is asked.")
      return Decision(canRotate: false, supported: .none, viewsFollow: false)
    }
    if let mask = delegateAnswer,
      !parameters.application.appDelegateMask
    {
      note(
        .plistHint,
        "application:supportedInterfaceOrientationsForWindow: (\(mask.spoken)) is not called "
          + "before iOS 6.")
    }
    if !parameters.application.plistRestrictsAtRuntime, plistOrientations != nil {
      note(
        .plistHint, "UISupportedInterfaceOrientations is only a launch hint: it restricts nothing.")
    }
    let (mask, answerer) = legacyMask(asked)
    ask(asked, .shouldAutorotateToInterfaceOrientation)
    note(
      .legacyAsked,
      "\(main.hierarchy.label(asked)) shouldAutorotateToInterfaceOrientation: YES for \(mask.spoken)."
    )
    return Decision(
      decider: .controller(answerer), asked: asked, canRotate: true, supported: mask,
      viewsFollow: true)
  }

  /// The orientations a controller accepts, and the controller whose answer it is.
  mutating func legacyMask(_ index: Int) -> (OrientationMask, answerer: Int) {
    if let system = main.hierarchy.systemClass(index) { return (systemMask(index, system), index) }
    let node = nodes[index]
    if let list = node.answers.shouldAutorotateToInterfaceOrientation {
      return (list, index)
    }
    if node.kind.isContainer, node.forwards(.shouldAutorotateToInterfaceOrientation) {
      let children = forwardTargets(index, .shouldAutorotateToInterfaceOrientation)
      if !children.isEmpty {
        return combining(children, container: index) { $0.legacyMask($1) }
      }
    }
    switch node.kind {
    case .containerViewController: return customContainerLegacyMask(index)
    case .splitViewController: return splitLegacyMask(index)
    default: break
    }
    guard node.kind.isContainer, parameters.containers.containersConsultChildren,
      main.hierarchy.visibleChild(of: index) != nil || main.hierarchy.childCount(of: index) > 0
    else {
      note(
        .legacyDefault,
        "\(main.hierarchy.label(index)) does not override shouldAutorotateToInterfaceOrientation: UIKit's "
          + "default is portrait only.")
      return (.portrait, index)
    }
    switch node.kind {
    case .navigationController:
      if parameters.containers.navigationRule == .everyLevel {
        inferred(
          .navigationEveryLevel, parameter: "navigationRule", value: "everyLevel",
          "\(main.hierarchy.label(index)) rotates only if every level of its stack agrees.")
        return (intersection(of: main.hierarchy.children(of: index)), index)
      }
      let top = main.hierarchy.visibleChild(of: index) ?? index
      inferred(
        .navigationTop, parameter: "navigationRule", value: "topController",
        "\(main.hierarchy.label(index)) answers with its top controller \(main.hierarchy.label(top))."
      )
      return legacyMask(top)
    case .tabBarController:
      note(
        .tabBarAllAgree,
        "\(main.hierarchy.label(index)) rotates only if all its tabs agree, hidden ones included.")
      return (intersection(of: main.hierarchy.children(of: index)), index)
    case .pageViewController:
      let page = main.hierarchy.visibleChild(of: index) ?? index
      note(
        .pageCurrent,
        "\(main.hierarchy.label(index)) answers with its current page \(main.hierarchy.label(page))."
      )
      return legacyMask(page)
    case .viewController, .splitViewController, .containerViewController:
      return (.portrait, index)
    }
  }

  private mutating func intersection(of children: [Int]) -> OrientationMask {
    var mask = OrientationMask.all
    for child in children {
      mask = mask.intersection(legacyMask(child).0)
    }
    return mask
  }
}
