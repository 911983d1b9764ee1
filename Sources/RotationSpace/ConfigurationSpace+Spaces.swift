import RotationCore

/// The dimensions' values and the spaces made of them: `standard` and `small`.
extension ConfigurationSpace {
  static let allPlists: [Choice<InfoPlist>] = [
    Choice(label: "pl-none", value: InfoPlist()),
    Choice(label: "pl-p", value: InfoPlist(supportedInterfaceOrientations: [.portrait])),
    Choice(
      label: "pl-l",
      value: InfoPlist(supportedInterfaceOrientations: [.landscapeLeft, .landscapeRight])),
    Choice(
      label: "pl-lr",
      value: InfoPlist(supportedInterfaceOrientations: [.landscapeRight, .landscapeLeft])),
    Choice(
      label: "pl-abud",
      value: InfoPlist(supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight])
    ),
    Choice(
      label: "pl-all",
      value: InfoPlist(supportedInterfaceOrientations: InterfaceOrientation.contractOrder)),
    Choice(
      label: "pl-p-ipadall",
      value: InfoPlist(
        supportedInterfaceOrientations: [.portrait],
        supportedInterfaceOrientationsPad: InterfaceOrientation.contractOrder)),
    Choice(
      label: "pl-all-ipadl",
      value: InfoPlist(
        supportedInterfaceOrientations: InterfaceOrientation.contractOrder,
        supportedInterfaceOrientationsPad: [.landscapeLeft, .landscapeRight])),
    Choice(label: "io-lr", value: InfoPlist(interfaceOrientation: .landscapeRight)),
    Choice(
      label: "io-lr-hidden",
      value: InfoPlist(interfaceOrientation: .landscapeRight, statusBarHidden: true)),
  ]

  static let allDelegates: [Choice<MaskValue?>] = [
    Choice(label: "dg-none", value: nil),
    Choice(label: "dg-all", value: .named("all")),
    Choice(label: "dg-abud", value: .named("allButUpsideDown")),
    Choice(label: "dg-p", value: .named("portrait")),
    Choice(label: "dg-l", value: .named("landscape")),
    Choice(label: "dg-zero", value: .raw(0)),
  ]

  static let allLaunches: [Choice<DeviceOrientation>] = [
    Choice(label: "at-p", value: .portrait), Choice(label: "at-ll", value: .landscapeLeft),
    Choice(label: "at-faceup", value: .faceUp),
  ]

  static func pairs(trees: [Tree], scripts: [Script]) -> [(tree: Tree, script: Script)] {
    trees.flatMap { tree in scripts.filter { $0.applies(tree.kind) }.map { (tree, $0) } }
  }

  /// The classic devices: the idioms with no environment keys (ids keep their old form).
  static let classicDevices: [Choice<(Idiom, Environment)>] = Idiom.allCases.map {
    Choice(label: $0.rawValue, value: ($0, Environment()))
  }

  /// The full space: over a million scenarios.
  public static let standard: ConfigurationSpace = ConfigurationSpace(
    name: "standard", parts: { standardParts },
    blocks: [
      Block(
        devices: classicDevices, plists: allPlists, delegates: allDelegates,
        launches: allLaunches, pairs: pairs(trees: Tree.all, scripts: Script.all)),
      presentDay(
        devices: presentDayDevices, plists: presentDayPlists,
        delegates: allDelegates.filter { ["dg-none", "dg-p", "dg-l"].contains($0.label) },
        launches: Array(allLaunches.prefix(2)), trees: Tree.presentDay,
        scripts: Script.presentDay),
      apps(
        devices: classicDevices, plists: ["pl-none", "pl-p", "pl-all"],
        delegates: ["dg-none", "dg-p"], overlays: overlays, launches: 2,
        trees: Tree.apps(
          Tree.appKinds, answers: ["none", "noauto", "portrait", "landscape", "all"]),
        scripts: Script.apps),
    ])

  /// A small space for tests and quick looks.
  public static let small: ConfigurationSpace = {
    let answers = Answers.all.filter { ["none", "portrait", "landscape"].contains($0.label) }
    var trees: [Tree] = []
    for kind in [Tree.Kind.plain, .navigation, .navigationForwarding, .tabBar] {
      for root in answers {
        if kind == .plain {
          trees.append(Tree(kind: kind, rootAnswers: root, childAnswers: nil))
        } else {
          for child in answers {
            trees.append(Tree(kind: kind, rootAnswers: root, childAnswers: child))
          }
        }
      }
    }
    return ConfigurationSpace(
      name: "small", parts: { smallParts },
      blocks: [
        Block(
          devices: classicDevices, plists: Array(allPlists.prefix(3)),
          delegates: Array(allDelegates.prefix(2)), launches: [allLaunches[0]],
          pairs: pairs(
            trees: trees,
            scripts: Script.all.filter { ["rot-ll", "present", "push-ll"].contains($0.label) })),
        presentDay(
          devices: presentDayDevices.filter { ["iphone-nohome", "ipad-mt"].contains($0.label) },
          plists: presentDayPlists.filter { ["pl-abud", "pl-all-ls"].contains($0.label) },
          delegates: [allDelegates[0]], launches: [allLaunches[0]],
          trees: Tree.presentDay.filter { $0.kind == .plain },
          scripts: Script.presentDay.filter {
            ["rot-ud", "auto-l", "geo-l", "kvc-geo"].contains($0.label)
          }),
        apps(
          devices: classicDevices, plists: ["pl-all"], delegates: ["dg-none"],
          overlays: [overlays[0], overlays[1], overlays[3]], launches: 1,
          trees: Tree.apps(
            [.container, .containerForwarding, .split], answers: ["none", "portrait", "landscape"]),
          scripts: Script.apps.filter { ["rot-ll", "alert"].contains($0.label) }),
      ])
  }()

  static let standardParts: [Block.Parts] = standard.blocks.map(Block.Parts.init)
  static let smallParts: [Block.Parts] = small.blocks.map(Block.Parts.init)

  /// The spaces by name.
  public static let named: [String: ConfigurationSpace] = ["standard": standard, "small": small]
}
