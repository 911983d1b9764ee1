/// From iOS 6: `shouldAutorotate`, then `supportedInterfaceOrientations` of the top-most
/// full-screen controller, intersected with the application's mask (rules §4, §8).
extension Simulation {
  mutating func decideFromSupportedMasks() -> Decision {
    let multitasking = multitaskingEligibility()
    let app = appMask(multitasks: multitasking?.eligible == true)
    let device = deviceMask
    if device != .all {
      note(.deviceMask, "This iPhone has no Home button: it does not support portraitUpsideDown.")
    }
    if let multitasking {
      if multitasking.eligible {
        if let key = prepared.scenario.infoPlist.launchScreenKey(on: idiom),
          key != InfoPlist.Key.launchStoryboardName
        {
          note(
            .launchScreenKey, "Its launch screen is \(key): it counts as UILaunchStoryboardName.")
        }
        let supported = app.intersection(device)
        note(
          .multitasking,
          "The app multitasks on iPad: UIKit asks no view controller and follows every device "
            + "turn within the app's \(supported.spoken).")
        return Decision(
          decider: .application, canRotate: true, supported: supported,
          viewsFollow: main.hierarchy.windowController != nil)
      }
      note(.multitaskingOptOut, "The app does not multitask: \(multitasking.reason).")
    }
    guard let asked = askedController() else {
      note(
        .noRootViewController,
        "The window has no root view controller: only the application decides (\(app.spoken)); "
          + "view controllers are not notified.")
      return Decision(
        decider: .application, canRotate: true, supported: app.intersection(device),
        viewsFollow: false)
    }
    // Whether UIKit consults shouldAutorotate first: when it does not, the forwarding that
    // would answer it is not told (the answer is read only to say whose NO is ignored).
    let consulted = shouldAutorotateConsulted
    var (should, shouldAnswerer) =
      consulted ? shouldAutorotate(asked) : quietly { $0.shouldAutorotate(asked) }
    if consulted {
      ask(asked, .shouldAutorotate)
      note(
        .shouldAutorotate,
        "\(main.hierarchy.label(asked)).shouldAutorotate → \(should ? "YES" : "NO").")
    } else {
      note(
        .shouldAutorotateIgnored,
        "shouldAutorotate is not consulted from iOS 16"
          + (should ? "." : ": \(main.hierarchy.label(shouldAnswerer))'s NO is ignored."))
      should = true
      shouldAnswerer = asked
    }
    alertAssertion = false
    let answer = supportedMask(asked)
    // With shouldAutorotate NO, UIKit stops there: the mask is read for the record only.
    if should { ask(asked, .supportedInterfaceOrientations) }
    note(
      .defaultMask,
      "\(main.hierarchy.label(asked)).supportedInterfaceOrientations → \(answer.mask.spoken)"
        + (should ? "." : " (asked by this model for the record; UIKit skips it for rotation)."))
    if alertAssertion {
      alertAssertion = false
      var decision = Decision(
        decider: .controller(answer.answerer), asked: asked, canRotate: should,
        supported: answer.mask, answer: answer.mask, viewsFollow: true)
      raise(Self.alertRecursionAssertion, in: &decision)
      return decision
    }
    var supported: OrientationMask
    if playerIgnoresAppMask(answer.answerer) {
      supported = answer.mask.intersection(device)
      note(
        .intersection,
        "Effective: \(answer.mask.spoken)"
          + (device == .all ? "" : " ∩ device \(device.spoken)") + " = \(supported.spoken).")
    } else if answer.synthesized && !parameters.decision.synthesizedMaskUsesAppMask {
      inferred(
        .synthesizedAppMask, parameter: "synthesizedMaskUsesAppMask", value: "false",
        "A synthesized mask does not fall back to the app's mask.")
      supported = answer.mask.intersection(device)
    } else {
      supported = answer.mask.intersection(app).intersection(device)
      if answer.synthesized {
        inferred(
          .synthesizedAppMask, parameter: "synthesizedMaskUsesAppMask", value: "true",
          "The synthesized mask is still intersected with the app's mask.")
      }
      note(
        .intersection,
        "Effective: \(answer.mask.spoken) ∩ app \(app.spoken)"
          + (device == .all ? "" : " ∩ device \(device.spoken)") + " = \(supported.spoken).")
    }
    var decision = Decision(
      decider: .controller(should ? answer.answerer : shouldAnswerer), asked: asked,
      canRotate: should, supported: supported, answer: answer.mask, viewsFollow: true)
    if answer.mask.rawValue == 0 && parameters.decision.zeroMask == .manualStatusBar {
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
        decision.exception = .noCommonOrientation(asked: asked)
        note(.noCommonOrientation, "No common orientation and shouldAutorotate YES: UIKit raises.")
      } else {
        inferred(
          .noExceptionWhenLocked, parameter: "(none)", value: "-",
          "No common orientation, but shouldAutorotate is NO: nothing raises.")
      }
    }
    return decision
  }

  /// The exception UIKit raises when the asked controller's mask has no orientation in common
  /// with the app's and `shouldAutorotate` says YES, naming the controller's class. Built by
  /// one copy of its pieces: the interpolation grew the string twice, and a quarter of the
  /// generated space's evaluations crash here.
  static func noCommonOrientation(_ className: String) -> OutcomeError {
    OutcomeError(
      name: "UIApplicationInvalidInterfaceOrientation",
      message: String(concatenating: [
        "Supported orientations has no common orientation with the application, and [",
        className, " shouldAutorotate] is returning YES",
      ]))
  }

  /// Whether UIKit consults `shouldAutorotate`: until iOS 15, and from 16 only for an app linked
  /// with an earlier SDK when the profile says so (rules-modern R16.1).
  var shouldAutorotateConsulted: Bool {
    mutating get {
      if parameters.decision.shouldAutorotateConsulted { return true }
      guard linkedSDK < Version(16) else { return false }
      let honoured = parameters.decision.honourShouldAutorotateForOldSDK
      inferred(
        .oldSDKShouldAutorotate, parameter: "honourShouldAutorotateForOldSDK",
        value: String(honoured),
        "The app is linked with SDK \(linkedSDK): shouldAutorotate is "
          + (honoured ? "still consulted." : "not consulted either."))
      return honoured
    }
  }

  /// `shouldAutorotate`, and the controller whose answer it is (rules §4.1).
  mutating func shouldAutorotate(_ index: Int) -> (Bool, answerer: Int) {
    let node = nodes[index]
    if let value = node.answers.shouldAutorotate { return (value, index) }
    if node.kind.isContainer {
      // Several children asked (forwardingTarget allChildren): all must say YES.
      var first: (Bool, answerer: Int)?
      for child in answeringChildren(index, .shouldAutorotate) {
        let answer = shouldAutorotate(child)
        if !answer.0 { return answer }
        first = first ?? answer
      }
      if let first { return first }
    }
    return (true, index)
  }

  /// `supportedInterfaceOrientations` (rules §4.2), and whether it was synthesized from the
  /// legacy method.
  mutating func supportedMask(_ index: Int) -> (
    mask: OrientationMask, answerer: Int, synthesized: Bool
  ) {
    if let system = main.hierarchy.systemClass(index) {
      return (systemMask(index, system), index, false)
    }
    let node = nodes[index]
    let legacy =
      parameters.decision.synthesizesLegacyMask
      ? node.answers.shouldAutorotateToInterfaceOrientation : nil
    if let declared = node.answers.supportedInterfaceOrientations {
      if let legacy {
        let legacyWins = parameters.decision.legacyPrecedence == .legacyMethodWins
        inferred(
          .legacyPrecedence, parameter: "legacyPrecedence",
          value: parameters.decision.legacyPrecedence.rawValue,
          "\(main.hierarchy.label(index)) implements both orientation APIs: "
            + (legacyWins ? "the legacy method wins." : "supportedInterfaceOrientations wins."))
        if legacyWins { return (legacy, index, true) }
      }
      return (declared, index, false)
    }
    // A container that forwards the method overrides it: no synthesis from its own legacy answer.
    if node.kind.isContainer {
      let children = answeringChildren(index, .supportedInterfaceOrientations)
      if children.count == 1 { return supportedMask(children[0]) }
      if !children.isEmpty {
        let answers = children.map { supportedMask($0) }
        let (mask, answerer) = combined(answers.map { ($0.mask, $0.answerer) }, container: index)
        note(
          .forwardingTarget,
          "\(main.hierarchy.label(index)) supports what all its children support: \(mask.spoken).")
        return (mask, answerer, answers.contains { $0.synthesized })
      }
    }
    if let legacy {
      note(
        .legacySynthesis,
        "\(main.hierarchy.label(index)) still implements shouldAutorotateToInterfaceOrientation:; it synthesizes "
          + "the mask \(legacy.spoken).")
      return (legacy, index, true)
    }
    if let forwarded = forwardedLegacySynthesis(index) { return forwarded }
    if node.kind.isContainer {
      if node.kind == .containerViewController {
        note(
          .customContainerModern,
          "\(main.hierarchy.label(index)) is a custom container that does not forward "
            + "supportedInterfaceOrientations: UIKit asks it alone, not its children.")
      } else if node.kind == .splitViewController {
        note(
          .splitAnswersItself,
          "\(main.hierarchy.label(index)) answers for itself: its children are not asked.")
      } else if !parameters.containers.containersConsultChildren {
        note(
          .containersSilent,
          "\(main.hierarchy.label(index)) does not consult its children"
            + (node.kind == .navigationController
              ? " (it may call its top controller's method, but ignores the answer)." : "."))
        if node.kind == .tabBarController,
          parameters.containers.tabBarDefault == .intersectionOfTabs
        {
          inferred(
            .tabBarDefault, parameter: "tabBarDefault", value: "intersectionOfTabs",
            "\(main.hierarchy.label(index)) supports the intersection of its tabs' masks.")
          var mask = OrientationMask.all
          for tab in main.hierarchy.children(of: index) {
            mask = mask.intersection(supportedMask(tab).mask)
          }
          return (mask, index, false)
        }
        if node.kind == .tabBarController {
          inferred(
            .tabBarDefault, parameter: "tabBarDefault", value: "idiomDefault",
            "\(main.hierarchy.label(index)) uses the idiom's default mask.")
        }
      }
    }
    if node.kind == .navigationController, prepared.scenario.device != .ipad,
      parameters.containers.navigationDefaultAllOnPhone
    {
      observed(
        .navigationDefaultOnPhone, parameter: "navigationDefaultAllOnPhone", value: "true",
        "\(main.hierarchy.label(index)) does not override supportedInterfaceOrientations: from "
          + "iOS 13 a navigation controller on iPhone answers every orientation.")
      return (.all, index, false)
    }
    let mask: OrientationMask = prepared.scenario.device == .ipad ? .all : .allButUpsideDown
    note(
      .defaultMask,
      "\(main.hierarchy.label(index)) does not override supportedInterfaceOrientations: the \(prepared.scenario.device.displayName) "
        + "default is \(mask.spoken).")
    return (mask, index, false)
  }

  /// From iOS 6, a container that forwards only the legacy method (iOS 5-era code) has its mask
  /// synthesized from its visible child's legacy answer (rules §5.9, R-P2).
  mutating func forwardedLegacySynthesis(_ index: Int) -> (
    mask: OrientationMask, answerer: Int, synthesized: Bool
  )? {
    let node = nodes[index]
    guard parameters.decision.synthesizesLegacyMask, node.kind.isContainer,
      node.forwards(.shouldAutorotateToInterfaceOrientation),
      !node.forwards(.supportedInterfaceOrientations)
    else { return nil }
    let children = forwardTargets(index, .shouldAutorotateToInterfaceOrientation)
    guard !children.isEmpty else { return nil }
    let (mask, answerer) = combining(children, container: index) {
      $0.legacyAnswerForSynthesis($1)
    }
    note(
      .partialForwarding,
      "\(main.hierarchy.label(index)) forwards only shouldAutorotateToInterfaceOrientation: to "
        + children.map { main.hierarchy.label($0) }.joined(separator: ", ")
        + ": its mask is synthesized from that answer, \(mask.spoken).")
    return (mask, answerer, true)
  }

  /// A controller's legacy answer as a forwarding container reads it: its own override, its
  /// own forwarded child's, else the base class's (parameter `baseLegacyAnswer`).
  mutating func legacyAnswerForSynthesis(_ index: Int) -> (OrientationMask, answerer: Int) {
    let node = nodes[index]
    if let legacy = node.answers.shouldAutorotateToInterfaceOrientation { return (legacy, index) }
    if node.forwards(.shouldAutorotateToInterfaceOrientation) {
      let children = forwardTargets(index, .shouldAutorotateToInterfaceOrientation)
      if !children.isEmpty {
        return combining(children, container: index) { $0.legacyAnswerForSynthesis($1) }
      }
    }
    let base = parameters.decision.baseLegacyAnswer
    inferred(
      .baseLegacyAnswer, parameter: "baseLegacyAnswer", value: base.rawValue,
      "\(main.hierarchy.label(index)) does not override shouldAutorotateToInterfaceOrientation:: "
        + (base == .portraitOnly
          ? "UIViewController's answer is portrait only."
          : "the base answer follows its supportedInterfaceOrientations."))
    return base == .portraitOnly ? (.portrait, index) : (supportedMask(index).mask, index)
  }

  /// `preferredInterfaceOrientationForPresentation`, if overridden (or forwarded). A container
  /// that forwards it to a child without an override gets UIViewController's own answer, the
  /// current interface orientation, which UIKit then checks (MIT Mobile #711 [P34]).
  mutating func preferredOrientation(_ index: Int) -> (value: PreferredOrientation, answerer: Int)?
  {
    let node = nodes[index]
    if let value = node.answers.preferredInterfaceOrientationForPresentation {
      return (value, index)
    }
    if node.kind.isContainer, node.forwards(.preferredInterfaceOrientationForPresentation),
      let child = node.forwardingTarget == .allChildren
        ? main.hierarchy.visibleChild(of: index)
        : forwardTargets(index, .preferredInterfaceOrientationForPresentation).first
    {
      return preferredOrientation(child) ?? (.orientation(interface), child)
    }
    return nil
  }
}
