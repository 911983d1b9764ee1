import RotationCore

/// The present-day block of the space: what the profiles from `8` on read that the classic block
/// leaves at its defaults (the device without a Home button, the Plus iPhone in landscape, iPad
/// multitasking and its windowing, presentation styles, geometry requests, the key-value write).
extension ConfigurationSpace {
  static let presentDayDevices: [Choice<(Idiom, Environment)>] = [
    Choice(label: "iphone-nohome", value: (.iphone, Environment(hasHomeButton: false))),
    Choice(label: "iphone-plus", value: (.iphone, Environment(landscapeWidthClass: .regular))),
    Choice(label: "ipad-mt", value: (.ipad, Environment(supportsMultitasking: true))),
    Choice(label: "ipad-nomt", value: (.ipad, Environment(supportsMultitasking: false))),
    Choice(label: "ipad-slideover", value: (.ipad, Environment(multitaskingMode: .slideOver))),
  ]

  /// Three of the classic plists (in this order), then the two that iPad multitasking reads.
  static let presentDayPlists: [Choice<InfoPlist>] =
    ["pl-abud", "pl-all", "pl-l"].compactMap { label in allPlists.first { $0.label == label } } + [
      Choice(
        label: "pl-all-ls",
        value: InfoPlist(
          supportedInterfaceOrientations: InterfaceOrientation.contractOrder,
          launchStoryboardName: "LaunchScreen")),
      Choice(
        label: "pl-all-ls-rfs",
        value: InfoPlist(
          supportedInterfaceOrientations: InterfaceOrientation.contractOrder,
          requiresFullScreen: true, launchStoryboardName: "LaunchScreen")),
    ]

  static func presentDay(
    devices: [Choice<(Idiom, Environment)>], plists: [Choice<InfoPlist>],
    delegates: [Choice<MaskValue?>], launches: [Choice<DeviceOrientation>], trees: [Tree],
    scripts: [Script]
  ) -> Block {
    Block(
      devices: devices, plists: plists, delegates: delegates, launches: launches,
      pairs: pairs(trees: trees, scripts: scripts))
  }
}

extension Tree {
  /// Plain roots and forwarding navigation roots, with the answers that matter from iOS 8.
  static var presentDay: [Tree] {
    let answers = Answers.all.filter {
      ["none", "noauto", "portrait", "landscape", "all"].contains($0.label)
    }
    var trees = answers.map { Tree(kind: .plain, rootAnswers: $0, childAnswers: nil) }
    for root in answers {
      for child in answers {
        trees.append(Tree(kind: .navigationForwarding, rootAnswers: root, childAnswers: child))
      }
    }
    return trees
  }
}

extension Script {
  static func presented(_ style: PresentationStyle, adaptive: AdaptiveStyle? = nil) -> Controller {
    Controller(
      name: "presented",
      overrides: Overrides(
        supportedInterfaceOrientations: .named(style == .automatic ? "landscape" : "portrait"),
        shouldAutorotateToInterfaceOrientation: style == .automatic
          ? [.landscapeLeft, .landscapeRight] : [.portrait]))
  }

  /// The controller whose answers the app changes: the visible child of a forwarding root.
  static func target(_ tree: Tree) -> String {
    tree.childAnswers != nil && tree.kind.forwards ? "child" : "root"
  }

  static let presentDay: [Script] = [
    Script(label: "rot-ll", title: "rotate to landscapeLeft") { _ in [.rotate(.landscapeLeft)] },
    Script(label: "rot-ud", title: "rotate upside down") { _ in [.rotate(.portraitUpsideDown)] },
    Script(label: "auto-l", title: "present a landscape controller with no style") { _ in
      [.present(presented(.automatic), Presentation(style: .automatic))]
    },
    Script(label: "sheet-p", title: "present a portrait form sheet, turn") { _ in
      [.present(presented(.formSheet), Presentation(style: .formSheet)), .rotate(.landscapeLeft)]
    },
    Script(label: "pop-p", title: "present a portrait popover") { _ in
      [.present(presented(.popover), Presentation(style: .popover))]
    },
    Script(label: "pop-p-none", title: "present a portrait popover the delegate keeps") { _ in
      [.present(presented(.popover), Presentation(style: .popover, adaptiveStyle: .keepsStyle))]
    },
    Script(label: "geo-l", title: "request a landscape geometry update") { _ in
      [.requestGeometryUpdate(.named("landscape"))]
    },
    Script(
      label: "setneeds",
      title: "allow only landscape, setNeedsUpdateOfSupportedInterfaceOrientations"
    ) { tree in
      [
        .update(
          controller: target(tree),
          ControllerUpdate(
            supportedInterfaceOrientations: .some(.named("landscape")),
            shouldAutorotateToInterfaceOrientation: .some([.landscapeLeft, .landscapeRight]))),
        .setNeedsUpdateOfSupportedInterfaceOrientations(controller: target(tree)),
      ]
    },
    Script(
      label: "kvc", title: "restrict the app delegate to landscape, force the device, attempt"
    ) { _ in
      [
        .updateAppDelegate(
          AppDelegate(supportedInterfaceOrientationsForWindow: .named("landscape"))),
        .forceDeviceOrientation(.landscapeRight),
        .attemptRotationToDeviceOrientation,
      ]
    },
    Script(label: "kvc-geo", title: "force the device (key-value), then request landscape") { _ in
      [.forceDeviceOrientation(.landscapeRight), .requestGeometryUpdate(.named("landscape"))]
    },
  ]
}
