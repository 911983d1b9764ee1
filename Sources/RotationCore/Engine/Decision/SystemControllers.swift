/// UIKit's own controllers (catalogue-format §8.2, `systemClass`; docs/rules.md §5.15): their
/// masks are the system's, cited in the trace.
extension Simulation {
  /// The orientations a system controller supports on this idiom (R-Y1 to R-Y5).
  mutating func systemMask(_ index: Int, _ system: SystemClass) -> OrientationMask {
    let source = main.hierarchy.sourceType(index)
    let mask = system.mask(on: idiom, source: source)
    let label = main.hierarchy.label(index)
    switch system {
    case .imagePicker where source == .camera:
      note(
        .systemCamera,
        "\(label) is UIKit's own picker showing the camera: it is not portrait only, it supports "
          + "\(mask.spoken) on \(idiom.rawValue).")
    case .imagePicker:
      note(
        .systemPicker,
        "\(label) is UIKit's own photo picker: it supports portrait only, on iPhone and iPad "
          + "alike.")
    case .storeProduct:
      note(
        .systemStoreSheet,
        "\(label) is StoreKit's own App Store sheet: it supports portrait only.")
    case .alert:
      return alertMask(index, plain: mask)
    default:
      note(
        .systemDefaultAnswers,
        "\(label) is \(system.rawValue), unsubclassed: it answers as UIViewController does on "
          + "\(idiom.rawValue), \(mask.spoken).")
    }
    return mask
  }

  /// From iOS 9 UIAlertController answers with its presenter's `supportedInterfaceOrientations`
  /// (R-Y5, parameter `alertAnswersPresenterMask`); before, as UIViewController does (`plain`).
  /// A presenter whose answer asks the alert again makes it log and answer `plain`, or assert
  /// (parameter `alertRecursion`).
  mutating func alertMask(_ index: Int, plain: OrientationMask) -> OrientationMask {
    let label = main.hierarchy.label(index)
    guard parameters.decision.alertAnswersPresenterMask else {
      observed(
        .systemAlert, parameter: "alertAnswersPresenterMask", value: "false",
        "\(label) is UIAlertController, unsubclassed: it answers as UIViewController does on "
          + "\(idiom.rawValue), \(plain.spoken).")
      return plain
    }
    guard let presenter = main.hierarchy.presenter(of: index) else {
      observed(
        .systemAlert, parameter: "alertAnswersPresenterMask", value: "true",
        "\(label) is not presented: with no presenter to answer with, it answers "
          + "UIViewController's default, \(plain.spoken).")
      return plain
    }
    if alertsAnswering.contains(index) {
      return recursiveAlertAnswer(label, presenter: presenter, plain: plain)
    }
    alertsAnswering.append(index)
    let answer = supportedMask(presenter).mask
    alertsAnswering.removeLast()
    observed(
      .systemAlert, parameter: "alertAnswersPresenterMask", value: "true",
      "\(label) answers with its presenter \(main.hierarchy.label(presenter))'s "
        + "supportedInterfaceOrientations: \(answer.spoken).")
    return answer
  }

  /// The presenter's answer asked the alert again (R-Y5, parameter `alertRecursion`): from iOS 10
  /// UIKit logs it and the alert answers UIViewController's default; iOS 9 asserts, which the
  /// decision raises (``alertAssertion``).
  private mutating func recursiveAlertAnswer(
    _ label: String, presenter: Int, plain: OrientationMask
  ) -> OrientationMask {
    let rule = parameters.decision.alertRecursion
    switch rule {
    case .answersDefault:
      let line =
        "ERROR: -[UIAlertController supportedInterfaceOrientations] was invoked recursively! "
        + "Instead of using presentingViewController = <\(main.hierarchy.displayClass(presenter))>, "
        + "will return super's value"
      if !warnings.contains(line) { warnings.append(line) }
    case .raises:
      alertAssertion = true
    }
    observed(
      .alertRecursion, parameter: "alertRecursion", value: rule.rawValue,
      "\(main.hierarchy.label(presenter))'s answer asks \(label) again: "
        + (rule == .answersDefault
          ? "UIKit logs the recursion and the alert answers UIViewController's default, "
            + "\(plain.spoken)."
          : "UIKit asserts, \"UIAlertController:supportedInterfaceOrientations was invoked "
            + "recursively!\""))
    return plain
  }

  /// The assertion a recursive alert raises (iOS 9, R-Y5).
  static let alertRecursionAssertion = OutcomeError(
    name: "NSInternalInconsistencyException",
    message: "UIAlertController:supportedInterfaceOrientations was invoked recursively!")

  /// Whether an asked controller is one of Apple's full-screen video players that, from iOS 9,
  /// the app's mask does not bound (R-Y4, parameter `systemPlayersIgnoreAppMask`): WebKit's full
  /// screen anywhere, AVPlayerViewController when it is presented (AVKit's own presentation).
  mutating func playerIgnoresAppMask(_ index: Int) -> Bool {
    guard let system = main.hierarchy.systemClass(index), system.isFullScreenPlayer,
      system == .webFullScreenVideo || main.hierarchy.isPresented(index)
    else { return false }
    let ignores = parameters.decision.systemPlayersIgnoreAppMask
    observed(
      .systemPlayers, parameter: "systemPlayersIgnoreAppMask", value: String(ignores),
      "\(main.hierarchy.label(index)) is Apple's full-screen video player: "
        + (ignores
          ? "the app's mask (Info.plist and app delegate) does not bound it; its own mask does."
          : "the app's mask bounds it."))
    return ignores
  }

  /// The camera's own preference (R-Y1): presented full screen it opens portrait where portrait
  /// is supported; over the current context, or where portrait is not supported, it keeps the
  /// orientation it is presented in. Nil for any other controller.
  mutating func cameraPresentationOrientation(_ asked: Int, supported: OrientationMask)
    -> InterfaceOrientation?
  {
    guard main.hierarchy.systemClass(asked) == .imagePicker,
      main.hierarchy.sourceType(asked) == .camera,
      let presentation = main.hierarchy.presented.first(where: { $0.node == asked })?.presentation
    else { return nil }
    let fullScreen = requestedStyle(presentation) == .fullScreen
    guard fullScreen, supported.contains(.portrait) else {
      note(
        .systemCamera,
        "\(main.hierarchy.label(asked)) keeps the orientation it is presented in: "
          + (fullScreen
            ? "portrait, which it prefers, is not supported."
            : "it prefers portrait only when presented full screen."))
      return nil
    }
    note(
      .systemCamera,
      "\(main.hierarchy.label(asked)) is presented full screen: it opens in portrait, which it "
        + "prefers.")
    return .portrait
  }
}
