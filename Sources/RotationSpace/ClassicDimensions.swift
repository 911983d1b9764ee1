import RotationCore

// The classic block's dimensions (iOS 2 to 7): the controllers' answers, the trees of
// controllers and the step scripts; the present-day and apps blocks add their own.

/// A controller's answers: the overrides of one generated controller.
struct Answers: Sendable {
  var label: String
  var overrides: Overrides

  /// The answers in plain words, for titles.
  var words: String {
    switch label {
    case "none": "nothing"
    case "noauto": "shouldAutorotate NO"
    case "portrait": "portrait only"
    case "landscape": "landscape only"
    case "all": "every orientation"
    case "legacy": "only the legacy method (portrait and landscape)"
    case "enum4": "UIInterfaceOrientationLandscapeLeft (4) as a mask"
    case "abud": "all but upside down"
    default: label
    }
  }

  static let all: [Answers] = [
    Answers(label: "none", overrides: Overrides()),
    Answers(label: "noauto", overrides: Overrides(shouldAutorotate: false)),
    Answers(
      label: "portrait",
      overrides: Overrides(
        supportedInterfaceOrientations: .named("portrait"),
        shouldAutorotateToInterfaceOrientation: [.portrait])),
    Answers(
      label: "landscape",
      overrides: Overrides(
        supportedInterfaceOrientations: .named("landscape"),
        shouldAutorotateToInterfaceOrientation: [.landscapeLeft, .landscapeRight])),
    Answers(
      label: "all",
      overrides: Overrides(
        supportedInterfaceOrientations: .named("all"),
        shouldAutorotateToInterfaceOrientation: InterfaceOrientation.contractOrder)),
    Answers(
      label: "legacy",
      overrides: Overrides(
        shouldAutorotateToInterfaceOrientation: [.portrait, .landscapeLeft, .landscapeRight])),
    // UIInterfaceOrientationLandscapeLeft (4) returned where a mask is expected (rules §12.8).
    Answers(
      label: "enum4",
      overrides: Overrides(
        supportedInterfaceOrientations: .raw(4), shouldAutorotateToInterfaceOrientation: [.portrait]
      )),
    Answers(
      label: "abud",
      overrides: Overrides(supportedInterfaceOrientations: .named("allButUpsideDown"))),
  ]
}

/// The root controller's shape.
struct Tree: Sendable {
  enum Kind: Sendable, CaseIterable {
    case plain, navigation, navigationForwarding, tabBar, tabBarForwarding, page, pageForwarding
    /// A custom container (rules §5.10): with child containment and no forwarding, a view
    /// added without containment, forwarding to its visible child, forwarding to all its
    /// children, forwarding only `shouldAutorotate`.
    case container, containerViews, containerForwarding, containerForwardingAll
    case containerShouldAutorotateOnly
    /// A split view controller (rules §5.11).
    case split

    /// The roots of the classic block, in its order.
    static let classic: [Kind] = [
      .plain, .navigation, .navigationForwarding, .tabBar, .tabBarForwarding, .page,
      .pageForwarding,
    ]

    var label: String {
      switch self {
      case .plain: "vc"
      case .navigation: "nav"
      case .navigationForwarding: "navfwd"
      case .tabBar: "tab"
      case .tabBarForwarding: "tabfwd"
      case .page: "page"
      case .pageForwarding: "pagefwd"
      case .container: "cvc"
      case .containerViews: "cview"
      case .containerForwarding: "cfwd"
      case .containerForwardingAll: "cfwdall"
      case .containerShouldAutorotateOnly: "cfwdauto"
      case .split: "split"
      }
    }

    var controllerKind: Controller.Kind {
      switch self {
      case .plain: .viewController
      case .navigation, .navigationForwarding: .navigationController
      case .tabBar, .tabBarForwarding: .tabBarController
      case .page, .pageForwarding: .pageViewController
      case .container, .containerViews, .containerForwarding, .containerForwardingAll,
        .containerShouldAutorotateOnly:
        .containerViewController
      case .split: .splitViewController
      }
    }

    var forwards: Bool {
      [
        .navigationForwarding, .tabBarForwarding, .pageForwarding, .containerForwarding,
        .containerForwardingAll, .containerShouldAutorotateOnly,
      ].contains(self)
    }

    /// How the root reads in a title, after its kind.
    var qualifier: String {
      switch self {
      case .containerViews: " (child's view added without containment)"
      case .containerForwardingAll: " (forwarding to all children)"
      case .containerShouldAutorotateOnly: " (forwarding only shouldAutorotate)"
      default: forwards ? " (forwarding)" : ""
      }
    }

    /// Whether the root holds a second child beside `child`: the tab bar's other tab, a
    /// container's hidden child, the split view's secondary.
    var hasOtherChild: Bool {
      self == .tabBar || self == .tabBarForwarding || controllerKind == .containerViewController
        || self == .split
    }
  }

  var kind: Kind
  var rootAnswers: Answers
  var childAnswers: Answers?

  var label: String {
    "\(kind.label)-\(rootAnswers.label)" + (childAnswers.map { "-\($0.label)" } ?? "")
  }

  /// Whether this is the same tree as another (its kind and answers' labels).
  func isSame(as other: Tree) -> Bool {
    kind == other.kind && rootAnswers.label == other.rootAnswers.label
      && childAnswers?.label == other.childAnswers?.label
  }

  var title: String {
    "\(kind.controllerKind.rawValue)\(kind.qualifier) answering "
      + rootAnswers.words + (childAnswers.map { ", child answering \($0.words)" } ?? "")
  }

  var root: Controller {
    var children: [Controller] = []
    if let childAnswers {
      children.append(Controller(name: "child", overrides: childAnswers.overrides))
      if kind.hasOtherChild { children.append(Controller(name: "other")) }
    }
    return Controller(
      name: "root", kind: kind.controllerKind, overrides: rootAnswers.overrides,
      forwardsToChild: kind.forwards,
      forwardedMethods: kind == .containerShouldAutorotateOnly ? [.shouldAutorotate] : nil,
      children: children, containment: kind == .containerViews ? .viewOnly : .childViewController,
      forwardingTarget: kind == .containerForwardingAll ? .allChildren : .visibleChild)
  }

  static var all: [Tree] {
    var trees: [Tree] = []
    for kind in Kind.classic {
      for root in Answers.all {
        if kind == .plain {
          trees.append(Tree(kind: kind, rootAnswers: root, childAnswers: nil))
        } else {
          for child in Answers.all {
            trees.append(Tree(kind: kind, rootAnswers: root, childAnswers: child))
          }
        }
      }
    }
    return trees
  }
}

/// What happens after launch.
struct Script: Sendable {
  var label: String
  var title: String
  var steps: @Sendable (Tree) -> [Step]
  /// The roots it applies to.
  var applies: @Sendable (Tree.Kind) -> Bool = { _ in true }

  static let landscape = Controller(
    name: "pushed",
    overrides: Overrides(
      supportedInterfaceOrientations: .named("landscape"),
      shouldAutorotateToInterfaceOrientation: [.landscapeLeft, .landscapeRight]))

  static let all: [Script] = [
    Script(label: "rot-ll", title: "rotate to landscapeLeft") { _ in [.rotate(.landscapeLeft)] },
    Script(label: "rot-lr", title: "rotate to landscapeRight") { _ in [.rotate(.landscapeRight)] },
    Script(label: "rot-ud", title: "rotate upside down") { _ in [.rotate(.portraitUpsideDown)] },
    Script(label: "faceup-ll", title: "face up, then landscapeLeft") { _ in
      [.rotate(.faceUp), .rotate(.landscapeLeft)]
    },
    Script(label: "present", title: "present a landscape controller full screen, turn, dismiss") {
      _ in
      var video = landscape
      video.name = "presented"
      video.overrides.preferredInterfaceOrientationForPresentation = .orientation(.landscapeRight)
      return [.present(video, Presentation(style: .fullScreen)), .rotate(.landscapeLeft), .dismiss]
    },
    Script(label: "sheet", title: "present a portrait form sheet, turn") { _ in
      let sheet = Controller(
        name: "sheet",
        overrides: Overrides(
          supportedInterfaceOrientations: .named("portrait"),
          shouldAutorotateToInterfaceOrientation: [.portrait]))
      return [.present(sheet, Presentation(style: .formSheet)), .rotate(.landscapeLeft)]
    },
    Script(
      label: "attempt", title: "turn, unlock all orientations, attemptRotationToDeviceOrientation"
    ) { tree in
      let target = tree.childAnswers != nil && tree.kind.forwards ? "child" : "root"
      return [
        .rotate(.landscapeLeft),
        .update(
          controller: target,
          ControllerUpdate(
            shouldAutorotate: .some(nil), supportedInterfaceOrientations: .some(.named("all")),
            shouldAutorotateToInterfaceOrientation: .some(InterfaceOrientation.contractOrder))),
        .attemptRotationToDeviceOrientation,
      ]
    },
    Script(
      label: "push-ll", title: "push a landscape controller, turn",
      steps: { _ in [.push(landscape, onto: nil), .rotate(.landscapeLeft)] },
      applies: { $0 == .navigation || $0 == .navigationForwarding }),
    Script(
      label: "push-pop", title: "turn, push a landscape controller, pop, turn back",
      steps: { _ in
        [.rotate(.landscapeLeft), .push(landscape, onto: nil), .pop(from: nil), .rotate(.portrait)]
      },
      applies: { $0 == .navigation || $0 == .navigationForwarding }),
    Script(
      label: "tab-ll", title: "select the other tab, turn",
      steps: { _ in [.selectTab(1, tabBar: nil), .rotate(.landscapeLeft)] },
      applies: { $0 == .tabBar || $0 == .tabBarForwarding }),
  ]
}
