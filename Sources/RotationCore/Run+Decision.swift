/// Who UIKit asks, and what the answers add up to (rules §1 to §4, §6).
extension Run {
  var nodes: [Hierarchy.Node] { hierarchy.nodes }

  /// The controller UIKit asks: the top-most full-screen presented controller, else the window's
  /// controller (rules §4 [S1][A7]; before 6, [C6] inferred).
  func askedController() -> Int? {
    if let top = hierarchy.presented.last(where: { isFullScreen($0.style) }) {
      if isModern {
        return top.node
      }
      if parameters.modalControllerAskedBefore6 {
        inferred(
          .modalAskedBefore6, parameter: "modalControllerAskedBefore6", value: "true",
          "The top full-screen modal controller \(hierarchy.label(top.node)) is the one asked.")
        return top.node
      }
    }
    if let root = hierarchy.root {
      if !isModern {
        note(
          .rootViewControllerIsFirst,
          "The root view controller \(hierarchy.label(root)) is the window's controller.")
      }
      return root
    }
    guard let first = hierarchy.subviews.first else { return nil }
    guard parameters.firstSubviewControllerRotates else { return nil }
    if hierarchy.subviews.count > 1 {
      note(
        .firstSubviewOnly,
        "Only the first controller whose view was added to the window gets rotation messages; "
          + hierarchy.subviews.dropFirst().map { hierarchy.label($0) }.joined(separator: ", ")
          + " never rotates.")
    }
    return first
  }

  /// What UIKit decides now.
  func decide() -> Decision {
    isModern ? decideModern() : decideLegacy()
  }

  // MARK: Before iOS 6: shouldAutorotateToInterfaceOrientation:

  func decideLegacy() -> Decision {
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

  // MARK: iOS 6: shouldAutorotate, supportedInterfaceOrientations, the app's mask

  func decideModern() -> Decision {
    let app = appMask()
    guard let asked = askedController() else {
      note(
        .noRootViewController,
        "The window has no root view controller: only the application decides (\(app.spoken)); "
          + "view controllers are not notified.")
      return Decision(
        decider: "application", canRotate: true, supported: app.intersection(.all),
        viewsFollow: false)
    }
    let (should, shouldAnswerer) = shouldAutorotate(asked)
    note(
      .shouldAutorotate, "\(hierarchy.label(asked)).shouldAutorotate → \(should ? "YES" : "NO").")
    let answer = supportedMask(asked)
    note(
      .defaultMask,
      "\(hierarchy.label(asked)).supportedInterfaceOrientations → \(answer.mask.spoken)"
        + (should ? "." : " (asked by this model for the record; UIKit skips it for rotation)."))
    var supported: OrientationMask
    if answer.synthesized && !parameters.synthesizedMaskUsesAppMask {
      inferred(
        .synthesizedAppMask, parameter: "synthesizedMaskUsesAppMask", value: "false",
        "A synthesized mask does not fall back to the app's mask.")
      supported = answer.mask.intersection(.all)
    } else {
      supported = answer.mask.intersection(app)
      if answer.synthesized {
        inferred(
          .synthesizedAppMask, parameter: "synthesizedMaskUsesAppMask", value: "true",
          "The synthesized mask is still intersected with the app's mask.")
      }
      note(
        .intersection,
        "Effective: \(answer.mask.spoken) ∩ app \(app.spoken) = \(supported.spoken).")
    }
    var decision = Decision(
      decider: hierarchy.names[should ? answer.answerer : shouldAnswerer], asked: asked,
      canRotate: should, supported: supported, viewsFollow: true)
    if answer.mask.rawValue == 0 && parameters.zeroMask == .manualStatusBar {
      decision.zeroMask = true
      decision.canRotate = false
      inferred(
        .zeroMask, parameter: "zeroMask", value: "manualStatusBar",
        "supportedInterfaceOrientations returned 0: no autorotation; the app manages the status "
          + "bar itself.")
      return decision
    }
    if supported.hasNoOrientation {
      if should {
        if answer.mask.rawValue == 0 {
          inferred(
            .zeroMask, parameter: "zeroMask", value: "exception",
            "supportedInterfaceOrientations must not return 0.")
        }
        decision.failure = OutcomeError(
          name: "UIApplicationInvalidInterfaceOrientation",
          message:
            "Supported orientations has no common orientation with the application, and "
            + "[\(hierarchy.classes[asked]) shouldAutorotate] is returning YES")
        note(.noCommonOrientation, "No common orientation and shouldAutorotate YES: UIKit raises.")
      } else {
        inferred(
          .noExceptionWhenLocked, parameter: "(none)", value: "-",
          "No common orientation, but shouldAutorotate is NO: nothing raises.")
      }
    }
    return decision
  }

  /// `shouldAutorotate`, and the controller whose answer it is (rules §4.1).
  func shouldAutorotate(_ index: Int) -> (Bool, answerer: Int) {
    let node = nodes[index]
    if let value = node.answers.shouldAutorotate { return (value, index) }
    if node.kind.isContainer, let child = visibleChildAnswering(index) {
      return shouldAutorotate(child)
    }
    return (true, index)
  }

  /// The visible child a container asks: when it forwards (a subclass, category or delegate,
  /// rules §3, §4, [S2]) or when the profile's containers consult their children.
  func visibleChildAnswering(_ index: Int) -> Int? {
    let node = nodes[index]
    guard node.forwardsToChild || parameters.containersConsultChildren,
      let child = hierarchy.visibleChild(of: index)
    else { return nil }
    if node.forwardsToChild {
      note(
        .forwarding,
        "\(hierarchy.label(index)) forwards to its visible child \(hierarchy.label(child)).")
    }
    return child
  }

  /// `supportedInterfaceOrientations` (rules §4.2), and whether it was synthesized from the
  /// legacy method.
  func supportedMask(_ index: Int) -> (
    mask: OrientationMask, answerer: Int, synthesized: Bool
  ) {
    let node = nodes[index]
    let legacy =
      parameters.synthesizesLegacyMask
      ? node.answers.shouldAutorotateToInterfaceOrientation : nil
    if let declared = node.answers.supportedInterfaceOrientations {
      if let legacy {
        let legacyWins = parameters.legacyPrecedence == .legacyMethodWins
        inferred(
          .legacyPrecedence, parameter: "legacyPrecedence",
          value: parameters.legacyPrecedence.rawValue,
          "\(hierarchy.label(index)) implements both orientation APIs: "
            + (legacyWins ? "the legacy method wins." : "supportedInterfaceOrientations wins."))
        if legacyWins { return (legacy, index, true) }
      }
      return (declared, index, false)
    }
    if let legacy {
      note(
        .legacySynthesis,
        "\(hierarchy.label(index)) still implements shouldAutorotateToInterfaceOrientation:; it synthesizes "
          + "the mask \(legacy.spoken).")
      return (legacy, index, true)
    }
    if node.kind.isContainer {
      if let child = visibleChildAnswering(index) {
        return supportedMask(child)
      }
      if !parameters.containersConsultChildren {
        note(
          .containersSilent,
          "\(hierarchy.label(index)) does not consult its children"
            + (node.kind == .navigationController
              ? " (it may call its top controller's method, but ignores the answer)." : "."))
        if node.kind == .tabBarController, parameters.tabBarDefault == .intersectionOfTabs {
          inferred(
            .tabBarDefault, parameter: "tabBarDefault", value: "intersectionOfTabs",
            "\(hierarchy.label(index)) supports the intersection of its tabs' masks.")
          var mask = OrientationMask.all
          for tab in hierarchy.children(of: index) {
            mask = mask.intersection(supportedMask(tab).mask)
          }
          return (mask, index, false)
        }
        if node.kind == .tabBarController {
          inferred(
            .tabBarDefault, parameter: "tabBarDefault", value: "idiomDefault",
            "\(hierarchy.label(index)) uses the idiom's default mask.")
        }
      }
    }
    let mask: OrientationMask = scenario.device == .ipad ? .all : .allButUpsideDown
    note(
      .defaultMask,
      "\(hierarchy.label(index)) does not override supportedInterfaceOrientations: the \(scenario.device.displayName) "
        + "default is \(mask.spoken).")
    return (mask, index, false)
  }

  /// `preferredInterfaceOrientationForPresentation`, if overridden (or forwarded).
  func preferredOrientation(_ index: Int) -> (value: PreferredOrientation, answerer: Int)? {
    let node = nodes[index]
    if let value = node.answers.preferredInterfaceOrientationForPresentation {
      return (value, index)
    }
    if node.kind.isContainer, node.forwardsToChild, let child = hierarchy.visibleChild(of: index) {
      return preferredOrientation(child)
    }
    return nil
  }

  /// The application's mask (rules §4.3): the app delegate's after launch, else the Info.plist's,
  /// else the idiom's default.
  func appMask() -> OrientationMask {
    if parameters.appDelegateMask,
      let delegate = scenario.appDelegate.supportedInterfaceOrientationsForWindow
    {
      if launched {
        note(
          .appMask,
          "application:supportedInterfaceOrientationsForWindow: → \(delegate.mask.spoken).")
        return delegate.mask
      }
      note(
        .delegateAfterLaunch,
        "application:supportedInterfaceOrientationsForWindow: is not used until launch ends.")
    }
    guard parameters.plistRestrictsAtRuntime else { return .all }
    if let list = plistOrientations {
      let key =
        scenario.device == .ipad && scenario.infoPlist.supportedInterfaceOrientationsPad != nil
        ? InfoPlist.Key.supportedPad : InfoPlist.Key.supported
      note(
        key == InfoPlist.Key.supportedPad ? .padKey : .appMask,
        "App mask from \(key): \(OrientationMask(list).spoken).")
      return OrientationMask(list)
    }
    let mask: OrientationMask = scenario.device == .ipad ? .all : .allButUpsideDown
    note(
      .appMask,
      "No UISupportedInterfaceOrientations: the \(scenario.device.displayName) default app mask "
        + "\(mask.spoken).")
    return mask
  }
}
