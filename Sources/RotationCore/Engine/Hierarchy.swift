/// The controllers on screen and how they are connected, as the steps change them.
///
/// Structure only: no rotation rule lives here. The catalogue validator runs the same steps
/// through it, so a step that names a missing controller is an input error at load time.
/// Nodes are plain values (children are found through their parent index), so copying a
/// hierarchy for another profile's evaluation costs one allocation.
public struct Hierarchy: Sendable {
  /// One controller's answers and place in the tree.
  public struct Node: Sendable {
    public var kind: Controller.Kind
    /// The parent's index, or -1 for a controller installed in the window or presented.
    public var parent: Int
    /// False once popped: no longer a child of its navigation controller.
    public var attached: Bool
    public var selectedIndex: Int
    public var forwardsToChild: Bool
    /// The forwarded methods' bits (every bit when all are forwarded).
    public var forwardedMethods: UInt8
    public var containment: Controller.Containment
    public var forwardingTarget: Controller.ForwardingTarget
    public var callbackForwarding: Controller.CallbackForwarding
    public var answers: Answers
    /// Its name's and display class's place in ``Labels``.
    public var label: Int

    /// Whether the container answers this method with its visible child's answer.
    public func forwards(_ method: OrientationMethod) -> Bool {
      forwardsToChild && forwardedMethods & method.bit != 0
    }
  }

  /// A controller's overridden answers, as masks. Nil means not overridden.
  public struct Answers: Sendable, Equatable {
    public var shouldAutorotate: Bool?
    public var supportedInterfaceOrientations: OrientationMask?
    public var shouldAutorotateToInterfaceOrientation: OrientationMask?
    public var preferredInterfaceOrientationForPresentation: PreferredOrientation?
    public var prefersInterfaceOrientationLocked: Bool?

    init(_ overrides: Overrides) {
      shouldAutorotate = overrides.shouldAutorotate
      supportedInterfaceOrientations = overrides.supportedInterfaceOrientations?.mask
      shouldAutorotateToInterfaceOrientation = overrides.shouldAutorotateToInterfaceOrientation.map(
        OrientationMask.init)
      preferredInterfaceOrientationForPresentation =
        overrides.preferredInterfaceOrientationForPresentation
      prefersInterfaceOrientationLocked = overrides.prefersInterfaceOrientationLocked
    }

    mutating func apply(_ change: ControllerUpdate) {
      if let value = change.shouldAutorotate { shouldAutorotate = value }
      if let value = change.supportedInterfaceOrientations {
        supportedInterfaceOrientations = value?.mask
      }
      if let value = change.shouldAutorotateToInterfaceOrientation {
        shouldAutorotateToInterfaceOrientation = value.map(OrientationMask.init)
      }
      if let value = change.preferredInterfaceOrientationForPresentation {
        preferredInterfaceOrientationForPresentation = value
      }
      if let value = change.prefersInterfaceOrientationLocked {
        prefersInterfaceOrientationLocked = value
      }
    }
  }

  public private(set) var nodes: [Node] = []
  /// The controllers' names and display classes, by each node's `label`.
  private var labels: Labels
  /// `window.rootViewController`.
  public private(set) var root: Int?
  /// Controllers whose views were added with `addSubview:`, in order.
  public private(set) var subviews: [Int] = []
  /// Presented controllers, bottom first.
  public private(set) var presented: [(node: Int, presentation: Presentation)] = []

  /// A structural error: a step that cannot happen. `key` is the step's key at fault, if any.
  public struct Failure: Error, Sendable, Equatable {
    public var key: String?
    public var message: String
  }

  /// The controllers' names and display classes. A hierarchy built alone keeps its own and
  /// adds to them as controllers arrive. A prepared scenario lays out every controller its
  /// windows and steps can bring in once, and its hierarchies share those labels: a push or a
  /// presentation then copies no string. One list of pairs, so that a hierarchy holds one
  /// reference for them.
  struct Labels: Sendable {
    /// Each controller's name, display class, system class and picker source, and its name's
    /// code in the prepared scenario's ``NameTable`` (0 until ``code(in:)``).
    var entries:
      [(
        name: String, displayClass: String, system: SystemClass?, source: ImagePickerSource,
        code: Int32
      )] = []

    mutating func append(_ controller: Controller) -> Int {
      entries.append(
        (
          controller.name, controller.displayClass, controller.systemClass, controller.sourceType,
          0
        ))
      return entries.count - 1
    }

    /// Gives each name its code in `names`.
    mutating func code(in names: NameTable) {
      for (entry, code) in names.codes(of: entries.map(\.name)).enumerated() {
        entries[entry].code = code
      }
    }
  }

  /// A pushed or presented controller and its descendants as nodes, laid out once: parents are
  /// positions within the subtree (-1 for its root), labels places in the shared ``Labels``.
  struct Subtree: Sendable {
    let nodes: [Node]

    /// The controller's nodes, with its labels added to `labels`.
    init(_ controller: Controller, labels: inout Labels) {
      var nodes: [Node] = []
      nodes.reserveCapacity(Hierarchy.count(controller))
      Hierarchy.lay(controller, parent: -1, into: &nodes, labels: &labels)
      self.nodes = nodes
    }
  }

  /// The window's controllers, with their own labels.
  public init(window: Window) {
    var labels = Labels()
    self.init(window: window, labels: &labels)
    self.labels = labels
  }

  /// The window's controllers, their labels added to `labels`. The hierarchy reads them once
  /// given the finished labels (``sharing(_:)``).
  init(window: Window, labels: inout Labels) {
    self.labels = Labels()
    switch window {
    case .rootViewController(let controller):
      nodes.reserveCapacity(Self.count(controller))
      root = Self.lay(controller, parent: -1, into: &nodes, labels: &labels)
    case .subviews(let controllers):
      nodes.reserveCapacity(controllers.reduce(0) { $0 + Self.count($1) })
      subviews = controllers.map { Self.lay($0, parent: -1, into: &nodes, labels: &labels) }
    case .empty: break
    }
  }

  /// The hierarchy reading `labels`, which holds those its nodes were laid out with.
  func sharing(_ labels: Labels) -> Hierarchy {
    var shared = self
    shared.labels = labels
    return shared
  }

  /// A controller and its descendants, counted.
  private static func count(_ controller: Controller) -> Int {
    controller.children.reduce(1) { $0 + count($1) }
  }

  /// Appends a controller's node and its descendants' (depth first), labels included; returns
  /// the controller's position.
  @discardableResult
  private static func lay(
    _ controller: Controller, parent: Int, into nodes: inout [Node], labels: inout Labels
  ) -> Int {
    let index = nodes.count
    nodes.append(
      Node(
        kind: controller.kind, parent: parent, attached: true,
        // A split view's selected child is the one in its secondary slot.
        selectedIndex: controller.selectedIndex
          ?? (controller.kind == .splitViewController ? 1 : 0),
        forwardsToChild: controller.forwardsToChild,
        forwardedMethods: controller.forwardedMethods.map { $0.reduce(0) { $0 | $1.bit } }
          ?? Self.allMethods,
        containment: controller.containment, forwardingTarget: controller.forwardingTarget,
        callbackForwarding: controller.rotationCallbackForwarding,
        answers: Answers(controller.overrides), label: labels.append(controller)))
    for child in controller.children { lay(child, parent: index, into: &nodes, labels: &labels) }
    return index
  }

  /// Adds a controller arriving by a step: its prepared subtree when there is one (its labels
  /// are already in the shared labels), else laid out now with labels of its own.
  private mutating func add(_ controller: Controller, parent: Int, prepared: Subtree?) -> Int {
    let index = nodes.count
    guard let prepared else {
      Self.lay(controller, parent: parent, into: &nodes, labels: &labels)
      return index
    }
    nodes.reserveCapacity(index + prepared.nodes.count)
    for var node in prepared.nodes {
      node.parent = node.parent < 0 ? parent : node.parent + index
      nodes.append(node)
    }
    return index
  }

  /// A controller's name.
  public func name(_ index: Int) -> String { labels.entries[nodes[index].label].name }

  /// The code of a controller's name in the prepared scenario's ``NameTable``.
  func nameCode(_ index: Int) -> Int32 { labels.entries[nodes[index].label].code }

  /// A controller's display class.
  public func displayClass(_ index: Int) -> String {
    labels.entries[nodes[index].label].displayClass
  }

  /// The system class a controller is, unsubclassed (catalogue-format §8.2).
  public func systemClass(_ index: Int) -> SystemClass? {
    labels.entries[nodes[index].label].system
  }

  /// A system image picker's source (catalogue-format §8.2, `sourceType`).
  public func sourceType(_ index: Int) -> ImagePickerSource {
    labels.entries[nodes[index].label].source
  }

  /// `Name (Class)`, as traces show a controller.
  public func label(_ index: Int) -> String { "\(name(index)) (\(displayClass(index)))" }

  /// The controller with this name, whether on screen or not.
  public func index(named name: String) -> Int? {
    nodes.indices.first { labels.entries[nodes[$0].label].name == name }
  }

  /// Applies the structural part of a step.
  public mutating func apply(_ step: Step) throws(Failure) {
    try apply(step, prepared: nil)
  }

  /// Applies the structural part of a step; `prepared` is its controller laid out beforehand
  /// (``PreparedScenario``), if it brings one.
  mutating func apply(_ step: Step, prepared: Subtree?) throws(Failure) {
    guard Self.concerns(step) else { return }
    switch step {
    case .setNeedsUpdateOfSupportedInterfaceOrientations(let name):
      if let name { _ = try existing(name) }
    case .setNeedsUpdateOfPrefersInterfaceOrientationLocked(let name):
      _ = try existing(name)
    case .push(let controller, let onto):
      let navigation = try container(named: onto, kind: .navigationController, key: "onto")
      try requireNew(controller)
      _ = add(controller, parent: navigation, prepared: prepared)
    case .pop(let from):
      let navigation = try container(named: from, kind: .navigationController, key: "from")
      guard childCount(of: navigation) > 1, let top = visibleChild(of: navigation) else {
        throw Failure(
          key: nil,
          message: "cannot pop: navigation controller '\(name(navigation))' holds only its root")
      }
      nodes[top].attached = false
    case .selectTab(let tab, let tabBar):
      let bar = try container(named: tabBar, kind: .tabBarController, key: "tabBar")
      let count = childCount(of: bar)
      guard (0..<count).contains(tab) else {
        throw Failure(
          key: "index",
          message: "tab index \(tab) is out of range: '\(name(bar))' has \(count) tabs")
      }
      nodes[bar].selectedIndex = tab
    case .selectChild(let name, let child):
      nodes[try containerSelecting(named: name, child)].selectedIndex = child
    case .present(let controller, let presentation):
      guard topController != nil else {
        throw Failure(
          key: nil, message: "cannot present: no controller is on screen to present from")
      }
      if let from = presentation.from {
        guard isOnScreen(try existing(from, key: "from")) else {
          throw Failure(key: "from", message: "'\(from)' is not on screen at this step")
        }
      }
      try requireNew(controller)
      presented.append((add(controller, parent: -1, prepared: prepared), presentation))
    case .dismiss:
      guard !presented.isEmpty else {
        throw Failure(key: nil, message: "cannot dismiss: nothing is presented at this step")
      }
      presented.removeLast()
    case .update(let name, let change):
      let index = try existing(name)
      if let system = systemClass(index) {
        throw Failure(
          key: "set",
          message: "'\(name)' is a \(system.rawValue) (systemClass): it answers as UIKit's own "
            + "and changes no answer")
      }
      nodes[index].answers.apply(change)
      if let forwards = change.forwardsToChild {
        nodes[index].forwardsToChild = forwards
        nodes[index].forwardedMethods = Self.allMethods
      }
    default:
      preconditionFailure("'\(step.action)' concerns the controllers but changes nothing here")
    }
  }

  /// Whether a step changes the controllers or names one that must exist: the others leave
  /// the hierarchy as it is, and an evaluation does not hand them to it.
  public static func concerns(_ step: Step) -> Bool {
    switch step {
    case .launch, .rotate, .setStatusBarOrientation, .forceDeviceOrientation,
      .attemptRotationToDeviceOrientation, .requestGeometryUpdate, .updateAppDelegate,
      .setMultitaskingMode, .addWindow, .removeWindow, .hideWindow, .showWindow:
      false
    case .setNeedsUpdateOfSupportedInterfaceOrientations,
      .setNeedsUpdateOfPrefersInterfaceOrientationLocked, .push, .pop, .selectTab, .selectChild,
      .present, .dismiss, .update:
      true
    }
  }

  /// `forwardedMethods` of a container that forwards every method (`forwardsToChild: true`).
  static let allMethods: UInt8 = 0xFF

  /// The controller with this name; a step that names a missing one is an input error.
  func existing(_ name: String, key: String = "controller") throws(Failure) -> Int {
    guard let index = index(named: name) else {
      throw Failure(key: key, message: "no controller named '\(name)' exists at this step")
    }
    return index
  }

  /// Depth first, as `Controller.allControllers` lists them, without building the list.
  private func requireNew(_ controller: Controller) throws(Failure) {
    guard index(named: controller.name) == nil else {
      throw Failure(
        key: "controller", message: "a controller named '\(controller.name)' already exists")
    }
    for child in controller.children { try requireNew(child) }
  }

  private func container(named name: String?, kind: Controller.Kind, key: String) throws(Failure)
    -> Int
  {
    guard let name else {
      guard let found = lastVisible(kind) else {
        throw Failure(key: nil, message: "no \(kind.rawValue) is visible at this step")
      }
      return found
    }
    guard let index = index(named: name) else {
      throw Failure(key: key, message: "no controller named '\(name)' exists at this step")
    }
    guard nodes[index].kind == kind else {
      throw Failure(
        key: key, message: "'\(name)' is a \(nodes[index].kind.rawValue), not a \(kind.rawValue)")
    }
    guard isOnScreen(index) else {
      throw Failure(key: key, message: "'\(name)' is not on screen at this step")
    }
    return index
  }
}
