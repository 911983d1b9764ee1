import RotationCore

/// Every combination of the configuration dimensions that matter to rotation: the idiom and its
/// environment, the Info.plist's orientations, the app delegate's mask, a second window, the
/// root controller (kind, forwarding or not, its overrides and its visible child's), the launch
/// orientation and a step script.
///
/// A space is a list of blocks, each the product of its dimensions' values: the classic block
/// (the dimensions of iOS 2 to 7), the present-day block (devices without a Home button,
/// Plus iPhones, multitasking iPads, presentation styles, geometry requests) and the apps block
/// (custom containers, split views, a second window, an alert window shown then removed). Scenarios are made
/// on demand from their index, so a space of a million is never held in memory; ids are stable
/// and readable: the same index always gives the same scenario, and blocks are only ever added
/// after the existing ones. Databases keep a generated scenario as its space's name and its
/// index, so that promise is what their history rests on: a change to what an index makes
/// needs a space of another name (the tests pin the whole small space and every 997th scenario of
/// the standard one).
public struct ConfigurationSpace: Sendable {
  public let name: String
  let blocks: [Block]
  /// The number of scenarios.
  public let count: Int
  /// Each block's parts, made on first use (a space's `static let`): reading the count, as
  /// every command's help does, makes none of them.
  let parts: @Sendable () -> [Block.Parts]

  init(name: String, parts: @escaping @Sendable () -> [Block.Parts], blocks: [Block]) {
    self.name = name
    self.blocks = blocks
    self.parts = parts
    count = blocks.reduce(0) { $0 + $1.count }
  }

  /// One product of dimension values (a class: a scenario is made from its block without
  /// copying the block's arrays).
  final class Block: Sendable {
    /// The idiom with its environment; the label starts the id.
    let devices: [Choice<(Idiom, Environment)>]
    let plists: [Choice<InfoPlist>]
    let delegates: [Choice<MaskValue?>]
    /// A second window beside the main one, or none (an empty label: ids keep their form).
    let overlays: [Choice<Overlay?>]
    let launches: [Choice<DeviceOrientation>]
    /// Every (tree, script) pair: scripts depend on the root (a push needs a navigation
    /// controller), so they are enumerated together.
    let pairs: [(tree: Tree, script: Script)]
    /// The number of scenarios: the product of the dimensions' sizes.
    let count: Int

    /// What each value gives every scenario that has it, made once: a scenario is then its
    /// values' parts put together (measured: making a scenario's words and trees anew took half
    /// of making it).
    struct Parts: Sendable {
      /// Each device's words in a title.
      let devices: [String]
      let plists: [String]
      let delegates: [String]
      let launches: [String]
      let pairs: [Pair]

      init(_ block: Block) {
        devices = block.devices.map { choice in
          let (idiom, environment) = choice.value
          return idiom.displayName + (environment.isEmpty ? "" : " (\(environment.spoken))")
        }
        plists = block.plists.map { ConfigurationSpace.words($0.value) }
        delegates = block.delegates.map { ConfigurationSpace.words($0.value) }
        launches = block.launches.map { ConfigurationSpace.words($0.value) }
        // A tree's pairs are neighbours (one for each script): its label, title and root are
        // made once for all of them.
        var made: [Pair] = []
        made.reserveCapacity(block.pairs.count)
        typealias TreeParts = (
          tree: Tree, label: String, title: String, tag: String, root: Controller
        )
        var last: TreeParts?
        for (tree, script) in block.pairs {
          let parts: TreeParts
          if let previous = last, previous.tree.isSame(as: tree) {
            parts = previous
          } else {
            parts = (tree, tree.label, tree.title, tree.kind.label, tree.root)
            last = parts
          }
          made.append(
            Pair(
              tree: parts.label, script: script.label, treeTitle: parts.title,
              scriptTitle: script.title, tag: parts.tag, root: parts.root,
              steps: script.steps(tree)))
        }
        pairs = made
      }
    }

    /// A (tree, script) pair's parts of a scenario.
    struct Pair: Sendable {
      let tree: String
      let script: String
      let treeTitle: String
      let scriptTitle: String
      let tag: String
      let root: Controller
      /// The steps after launch.
      let steps: [Step]
    }

    init(
      devices: [Choice<(Idiom, Environment)>], plists: [Choice<InfoPlist>],
      delegates: [Choice<MaskValue?>],
      overlays: [Choice<Overlay?>] = [Choice(label: "", value: nil)],
      launches: [Choice<DeviceOrientation>], pairs: [(tree: Tree, script: Script)]
    ) {
      self.devices = devices
      self.plists = plists
      self.delegates = delegates
      self.overlays = overlays
      self.launches = launches
      self.pairs = pairs
      count =
        devices.count * plists.count * delegates.count * overlays.count * launches.count
        * pairs.count
    }

    /// An index's digits, most significant first: device, plist, delegate, overlay, launch,
    /// (tree, script) pair.
    func digits(_ index: Int) -> Digits {
      var rest = index
      let pair = rest % pairs.count
      rest /= pairs.count
      let launch = rest % launches.count
      rest /= launches.count
      let overlay = rest % overlays.count
      rest /= overlays.count
      let delegate = rest % delegates.count
      rest /= delegates.count
      let plist = rest % plists.count
      rest /= plists.count
      return Digits(
        device: rest, plist: plist, delegate: delegate, overlay: overlay, launch: launch,
        pair: pair)
    }
  }

  struct Digits {
    var device, plist, delegate, overlay, launch, pair: Int
  }

  /// A labelled value of a dimension; the label goes into the scenario id.
  struct Choice<Value: Sendable>: Sendable {
    var label: String
    var value: Value
  }

  /// The names of the dimensions, in id order.
  public static let dimensionNames = [
    "device", "environment", "plist", "delegate", "window", "root", "rootAnswers", "childAnswers",
    "launch", "script",
  ]

  /// The block holding an index, its position among the blocks, and the index within it.
  private func locate(_ index: Int) -> (Block, number: Int, Int) {
    precondition((0..<count).contains(index), "scenario index \(index) is outside the space")
    var rest = index
    for (number, block) in blocks.enumerated() {
      if rest < block.count { return (block, number, rest) }
      rest -= block.count
    }
    preconditionFailure("scenario index \(index) is outside the space")
  }

  /// The space's dimensions and their values for a scenario index, by dimension name.
  public func dimensions(at index: Int) -> [(name: String, value: String)] {
    let (block, _, local) = locate(index)
    let digit = block.digits(local)
    let tree = block.pairs[digit.pair].tree
    let (idiom, environment) = block.devices[digit.device].value
    let environmentLabel = block.devices[digit.device].label.split(separator: "-").dropFirst()
      .joined(separator: "-")
    let overlay = block.overlays[digit.overlay].label
    return [
      ("device", idiom.rawValue),
      (
        "environment",
        environment.isEmpty && environmentLabel.isEmpty ? "default" : environmentLabel
      ),
      ("plist", block.plists[digit.plist].label),
      ("delegate", block.delegates[digit.delegate].label),
      ("window", overlay.isEmpty ? "-" : overlay),
      ("root", tree.kind.label), ("rootAnswers", tree.rootAnswers.label),
      ("childAnswers", tree.childAnswers?.label ?? "-"),
      ("launch", block.launches[digit.launch].label),
      ("script", block.pairs[digit.pair].script.label),
    ]
  }

  /// The id and title of the scenario with this index, without making the scenario.
  public func names(at index: Int) -> (id: String, title: String) {
    let (block, number, local) = locate(index)
    let digit = block.digits(local)
    let parts = self.parts()[number]
    let pair = parts.pairs[digit.pair]
    let overlay = block.overlays[digit.overlay]
    return (
      Self.id(block: block, digit: digit, pair: pair, overlay: overlay.label),
      Self.title(parts: parts, digit: digit, pair: pair, overlay: overlay.value?.title)
    )
  }

  /// A scenario's id: its values' labels, joined by dots (an empty label is left out).
  private static func id(block: Block, digit: Digits, pair: Block.Pair, overlay: String)
    -> String
  {
    // Copied once into one buffer, not appended a label at a time (the string grew each time).
    var pieces: [String] = []
    pieces.reserveCapacity(14)
    for label in [
      block.devices[digit.device].label, block.plists[digit.plist].label,
      block.delegates[digit.delegate].label, overlay, pair.tree,
      block.launches[digit.launch].label, pair.script,
    ] where !label.isEmpty {
      if !pieces.isEmpty { pieces.append(".") }
      pieces.append(label)
    }
    return String(concatenating: pieces)
  }

  /// Every dimension of a scenario in plain words: titles are unique and read as English.
  private static func title(parts: Block.Parts, digit: Digits, pair: Block.Pair, overlay: String?)
    -> String
  {
    var pieces: [String] = []
    pieces.reserveCapacity(13)
    for words in [
      parts.devices[digit.device], parts.plists[digit.plist], parts.delegates[digit.delegate],
    ] {
      pieces.append(words)
      pieces.append(", ")
    }
    pieces.append(pair.treeTitle)
    if let overlay {
      pieces.append(", with ")
      pieces.append(overlay)
    }
    pieces.append(", ")
    pieces.append(parts.launches[digit.launch])
    pieces.append(", ")
    pieces.append(pair.scriptTitle)
    return String(concatenating: pieces)
  }

  /// The scenario with this index.
  public func scenario(at index: Int) -> Scenario {
    let (block, number, local) = locate(index)
    let digit = block.digits(local)
    let parts = self.parts()[number]
    let pair = parts.pairs[digit.pair]
    let (idiom, environment) = block.devices[digit.device].value
    let overlay = block.overlays[digit.overlay]
    // The pair is read once: a copy retains each of its strings and its steps.
    let id = Self.id(block: block, digit: digit, pair: pair, overlay: overlay.label)
    let window = Window.rootViewController(pair.root)
    let title = Self.title(parts: parts, digit: digit, pair: pair, overlay: overlay.value?.title)
    return Scenario(
      id: id,
      title: title,
      tags: [pair.tag, "generated"]
        + (overlay.value == nil ? [] : ["windows"]),
      device: idiom, environment: environment, infoPlist: block.plists[digit.plist].value,
      appDelegate: AppDelegate(
        supportedInterfaceOrientationsForWindow: block.delegates[digit.delegate].value),
      window: window,
      windows: overlay.value.map {
        [WindowSpec(name: WindowSpec.mainName, content: window), $0.window]
      },
      steps: [.launch(block.launches[digit.launch].value)] + pair.steps)
  }
}

extension ConfigurationSpace {
  /// An Info.plist's rotation keys in a few words.
  static func words(_ plist: InfoPlist) -> String {
    var parts: [String] = []
    if let list = plist.supportedInterfaceOrientations {
      parts.append("Info.plist " + list.map(\.name).joined(separator: ", "))
    }
    if let list = plist.supportedInterfaceOrientationsPad {
      parts.append("on iPad " + list.map(\.name).joined(separator: ", "))
    }
    if let orientation = plist.interfaceOrientation {
      parts.append("Info.plist launch orientation \(orientation.name)")
    }
    if plist.statusBarHidden == true { parts.append("status bar hidden") }
    if plist.requiresFullScreen == true { parts.append("requires full screen") }
    if plist.launchStoryboardName != nil { parts.append("a launch storyboard") }
    return parts.isEmpty ? "no Info.plist orientation keys" : parts.joined(separator: ", ")
  }

  /// The app delegate's mask in a few words.
  static func words(_ mask: MaskValue?) -> String {
    mask.map { "app delegate \($0.mask.spoken)" } ?? "no app delegate mask"
  }

  /// How the device is held at launch.
  static func words(_ launch: DeviceOrientation) -> String {
    "launched held \(launch.name)"
  }
}
