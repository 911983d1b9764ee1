/// The controllers on screen and how they are connected, as the steps change them.
///
/// Structure only: no rotation rule lives here. The catalogue validator runs the same steps
/// through it, so a step that names a missing controller is an input error at load time.
public struct Hierarchy: Sendable {
  /// One controller, with its children as indices into ``nodes``.
  public struct Node: Sendable {
    public var name: String
    public var kind: Controller.Kind
    public var displayClass: String
    public var overrides: Overrides
    public var forwardsToChild: Bool
    public var children: [Int]
    public var selectedIndex: Int

    /// `Name (Class)`, as traces show a controller.
    public var label: String { "\(name) (\(displayClass))" }
  }

  public private(set) var nodes: [Node] = []
  /// `window.rootViewController`.
  public private(set) var root: Int?
  /// Controllers whose views were added with `addSubview:`, in order.
  public private(set) var subviews: [Int] = []
  /// Presented controllers, bottom first.
  public private(set) var presented: [(node: Int, style: PresentationStyle)] = []

  /// A structural error: a step that cannot happen. `key` is the step's key at fault, if any.
  public struct Failure: Error, Sendable, Equatable {
    public var key: String?
    public var message: String
  }

  public init(window: Window) {
    switch window {
    case .rootViewController(let controller): root = add(controller)
    case .subviews(let controllers): subviews = controllers.map { add($0) }
    case .empty: break
    }
  }

  private mutating func add(_ controller: Controller) -> Int {
    let index = nodes.count
    nodes.append(
      Node(
        name: controller.name, kind: controller.kind, displayClass: controller.displayClass,
        overrides: controller.overrides, forwardsToChild: controller.forwardsToChild,
        children: [], selectedIndex: controller.selectedIndex ?? 0))
    let children = controller.children.map { add($0) }
    nodes[index].children = children
    return index
  }

  /// The controller with this name, whether on screen or not.
  public func index(named name: String) -> Int? { nodes.firstIndex { $0.name == name } }

  /// The window's controller: the root view controller, else the first subview's (rules §1.4).
  public var windowController: Int? { root ?? subviews.first }

  /// The visible child: top of a navigation stack, selected tab, current (first) page.
  public func visibleChild(of index: Int) -> Int? {
    let node = nodes[index]
    switch node.kind {
    case .viewController: return nil
    case .navigationController: return node.children.last
    case .tabBarController:
      return node.children.indices.contains(node.selectedIndex)
        ? node.children[node.selectedIndex] : nil
    case .pageViewController: return node.children.first
    }
  }

  /// The controller on top: the last presented, else the window's controller.
  public var topController: Int? { presented.last?.node ?? windowController }

  /// The visible chain from the top controller down through visible children.
  public var visiblePath: [Int] {
    var path: [Int] = []
    var current = topController
    while let index = current {
      path.append(index)
      current = visibleChild(of: index)
    }
    return path
  }

  /// Every controller reachable from the window or a presentation.
  public var onScreen: Set<Int> {
    var seen = Set<Int>()
    var stack = subviews + (root.map { [$0] } ?? []) + presented.map(\.node)
    while let index = stack.popLast() {
      if seen.insert(index).inserted { stack += nodes[index].children }
    }
    return seen
  }

  /// Applies the structural part of a step.
  public mutating func apply(_ step: Step) throws(Failure) {
    switch step {
    case .launch, .rotate, .setStatusBarOrientation, .forceDeviceOrientation,
      .attemptRotationToDeviceOrientation:
      return
    case .push(let controller, let onto):
      let navigation = try container(named: onto, kind: .navigationController, key: "onto")
      try requireNew(controller)
      let index = add(controller)
      nodes[navigation].children.append(index)
    case .pop(let from):
      let navigation = try container(named: from, kind: .navigationController, key: "from")
      guard nodes[navigation].children.count > 1 else {
        throw Failure(
          key: nil,
          message:
            "cannot pop: navigation controller '\(nodes[navigation].name)' holds only its root")
      }
      nodes[navigation].children.removeLast()
    case .selectTab(let tab, let tabBar):
      let bar = try container(named: tabBar, kind: .tabBarController, key: "tabBar")
      let count = nodes[bar].children.count
      guard (0..<count).contains(tab) else {
        throw Failure(
          key: "index",
          message: "tab index \(tab) is out of range: '\(nodes[bar].name)' has \(count) tabs")
      }
      nodes[bar].selectedIndex = tab
    case .present(let controller, let style):
      guard topController != nil else {
        throw Failure(
          key: nil, message: "cannot present: no controller is on screen to present from")
      }
      try requireNew(controller)
      presented.append((add(controller), style))
    case .dismiss:
      guard !presented.isEmpty else {
        throw Failure(key: nil, message: "cannot dismiss: nothing is presented at this step")
      }
      presented.removeLast()
    case .update(let name, let change):
      guard let index = index(named: name) else {
        throw Failure(
          key: "controller", message: "no controller named '\(name)' exists at this step")
      }
      var node = nodes[index]
      change.apply(to: &node.overrides, forwardsToChild: &node.forwardsToChild)
      nodes[index] = node
    }
  }

  private func requireNew(_ controller: Controller) throws(Failure) {
    for added in controller.allControllers where index(named: added.name) != nil {
      throw Failure(
        key: "controller", message: "a controller named '\(added.name)' already exists")
    }
  }

  private func container(named name: String?, kind: Controller.Kind, key: String) throws(Failure)
    -> Int
  {
    guard let name else {
      guard let found = visiblePath.last(where: { nodes[$0].kind == kind }) else {
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
    guard onScreen.contains(index) else {
      throw Failure(key: key, message: "'\(name)' is not on screen at this step")
    }
    return index
  }
}
