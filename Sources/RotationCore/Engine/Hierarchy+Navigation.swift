/// Finding controllers in a hierarchy: children, the visible child, what is on screen, and
/// the window a step acts on.
extension Hierarchy {
  /// The window's controller: the root view controller, else the first subview's (rules §1.4).
  public var windowController: Int? { root ?? subviews.first }

  /// The attached children of a controller, in order (navigation: bottom first).
  public func children(of index: Int) -> [Int] {
    nodes.indices.filter { nodes[$0].parent == index && nodes[$0].attached }
  }

  /// The number of attached children.
  public func childCount(of index: Int) -> Int {
    var count = 0
    for node in nodes where node.parent == index && node.attached { count += 1 }
    return count
  }

  /// The attached child at a position, without building the list.
  func child(of index: Int, at position: Int) -> Int? {
    var seen = 0
    for candidate in nodes.indices
    where nodes[candidate].parent == index && nodes[candidate].attached {
      if seen == position { return candidate }
      seen += 1
    }
    return nil
  }

  /// The visible child: top of a navigation stack, selected tab, current (first) page, a split
  /// view's secondary, a custom container's selected child.
  public func visibleChild(of index: Int) -> Int? {
    switch nodes[index].kind {
    case .viewController: return nil
    case .navigationController:
      var last: Int?
      for candidate in nodes.indices
      where nodes[candidate].parent == index && nodes[candidate].attached {
        last = candidate
      }
      return last
    case .tabBarController, .containerViewController:
      return child(of: index, at: nodes[index].selectedIndex)
    case .pageViewController: return child(of: index, at: 0)
    case .splitViewController: return child(of: index, at: nodes[index].selectedIndex)
    }
  }

  /// The controller on top: the last presented, else the window's controller.
  public var topController: Int? { presented.last?.node ?? windowController }

  /// `presentingViewController` of a presented controller: the presentation below it, else
  /// the window's controller; nil when it is not presented.
  public func presenter(of index: Int) -> Int? {
    guard let position = presented.firstIndex(where: { $0.node == index }) else { return nil }
    return position > 0 ? presented[position - 1].node : windowController
  }

  /// `presentedViewController`: the controller presented by this one or by an ancestor (the
  /// controller at the top of its tree), if any.
  public func presentedViewController(of index: Int) -> Int? {
    var top = index
    while nodes[top].parent >= 0 { top = nodes[top].parent }
    if top == windowController { return presented.first?.node }
    guard let position = presented.firstIndex(where: { $0.node == top }),
      position + 1 < presented.count
    else { return nil }
    return presented[position + 1].node
  }

  /// Whether a controller is itself presented (not a child of a presented one).
  public func isPresented(_ index: Int) -> Bool { presented.contains { $0.node == index } }

  /// The last controller of this kind on the visible chain, from the top controller down
  /// through visible children: the one a step that names no container acts on. Walked without
  /// building the chain as a list.
  func lastVisible(_ kind: Controller.Kind) -> Int? {
    var found: Int?
    var current = topController
    while let index = current {
      if nodes[index].kind == kind { found = index }
      current = visibleChild(of: index)
    }
    return found
  }

  /// Whether a controller is reachable from the window or a presentation.
  public func isOnScreen(_ index: Int) -> Bool {
    var current = index
    while nodes[current].parent >= 0 {
      guard nodes[current].attached else { return false }
      current = nodes[current].parent
    }
    return current == root || subviews.contains(current)
      || presented.contains { $0.node == current }
  }

  /// The window a step acts on, among the app's hierarchies (the main window first): the one
  /// holding the controller it names, else the main window.
  public static func window(for step: Step, in hierarchies: [Hierarchy]) -> Int {
    guard hierarchies.count > 1, let name = step.namedController else { return 0 }
    return hierarchies.firstIndex { $0.index(named: name) != nil } ?? 0
  }
}
