import RotationCore

/// The apps block of the space: what real apps add to a plain tree (rules §5.8 to §5.11):
/// custom containers and split views as roots, a second window beside the main one (a toast, an
/// alert library's window, a HUD without a root, a hidden window), and an alert window shown and
/// then removed by steps.
extension ConfigurationSpace {
  /// The second window beside the main one; the first choice is none.
  static let overlays: [Choice<Overlay?>] = [
    Choice(label: "", value: nil),
    Choice(
      label: "w-toast",
      value: Overlay(
        title: "a toast window whose plain root answers nothing",
        window: WindowSpec(
          name: "toast", content: .rootViewController(Controller(name: "toastRoot")),
          level: .alert))),
    Choice(
      label: "w-toast-all",
      value: Overlay(
        title: "a toast window whose root accepts every orientation",
        window: WindowSpec(
          name: "toast",
          content: .rootViewController(
            Controller(name: "toastRoot", overrides: Answers.named("all").overrides)),
          level: .alert))),
    Choice(
      label: "w-hud",
      value: Overlay(
        title: "a status-bar-level HUD window without a root view controller",
        window: WindowSpec(name: "hud", content: .empty, level: .statusBar))),
    Choice(
      label: "w-hidden",
      value: Overlay(
        title: "a hidden window with a plain root",
        window: WindowSpec(
          name: "hidden", content: .rootViewController(Controller(name: "hiddenRoot")),
          hidden: true))),
  ]

  static func apps(
    devices: [Choice<(Idiom, Environment)>], plists: [String], delegates: [String],
    overlays: [Choice<Overlay?>], launches: Int, trees: [Tree], scripts: [Script]
  ) -> Block {
    Block(
      devices: devices, plists: allPlists.filter { plists.contains($0.label) },
      delegates: allDelegates.filter { delegates.contains($0.label) }, overlays: overlays,
      launches: Array(allLaunches.prefix(launches)), pairs: pairs(trees: trees, scripts: scripts))
  }
}

/// A second window of a generated scenario, with how its title reads.
struct Overlay: Sendable {
  var title: String
  var window: WindowSpec
}

extension Answers {
  static func named(_ label: String) -> Answers {
    guard let answers = all.first(where: { $0.label == label }) else {
      preconditionFailure("no answers labelled \(label)")
    }
    return answers
  }
}

extension Tree {
  /// Custom containers and split views, with the answers that matter to them.
  static func apps(_ kinds: [Kind], answers labels: [String]) -> [Tree] {
    let answers = labels.map(Answers.named)
    return kinds.flatMap { kind in
      answers.flatMap { root in
        answers.map { Tree(kind: kind, rootAnswers: root, childAnswers: $0) }
      }
    }
  }

  static let appKinds: [Kind] = [
    .container, .containerViews, .containerForwarding, .containerForwardingAll,
    .containerShouldAutorotateOnly, .split,
  ]
}

extension Script {
  /// An alert library's window over the app: shown, the device turns, it goes away, the device
  /// turns back (rules §5.8 R-W1, R-W2, R-W6).
  static let alertWindow = Script(
    label: "alert", title: "show an alert window, turn, remove it, turn back"
  ) {
    _ in
    [
      .addWindow(
        WindowSpec(
          name: "alert",
          content: .rootViewController(
            Controller(name: "alertRoot", overrides: Answers.named("all").overrides)),
          level: .alert)),
      .rotate(.landscapeLeft), .removeWindow("alert"), .rotate(.portrait),
    ]
  }

  static var apps: [Script] {
    all.filter { ["rot-ll", "rot-ud", "present", "attempt"].contains($0.label) } + [alertWindow]
  }
}
