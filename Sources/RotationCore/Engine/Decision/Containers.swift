/// Custom containers and split views (rules §5.10, §5.11): whom a forwarding container asks,
/// and what a container that does not forward answers.
extension Simulation {
  /// The children a container asks, in order: most often one, held without an array (an array
  /// of one was an allocation a decision).
  struct Children: RandomAccessCollection {
    private let one: Int?
    private let many: [Int]

    init() { (one, many) = (nil, []) }
    init(_ child: Int) { (one, many) = (child, []) }
    init(_ children: [Int]) { (one, many) = (nil, children) }

    var startIndex: Int { 0 }
    var endIndex: Int { one == nil ? many.count : 1 }
    subscript(position: Int) -> Int { one ?? many[position] }
  }

  /// The children a container asks for a method: those its `forwardingTarget` names when it
  /// forwards the method (a subclass, category or delegate, rules §3, §4, §5.9, §5.10), else
  /// the visible child of a UIKit container whose profile consults children (before iOS 6).
  mutating func answeringChildren(_ index: Int, _ method: OrientationMethod) -> Children {
    let node = nodes[index]
    if node.forwards(method) { return forwardTargets(index, method) }
    guard parameters.containers.containersConsultChildren, node.kind.isUIKitContainer,
      let child = main.hierarchy.visibleChild(of: index)
    else { return Children() }
    return Children(child)
  }

  /// Whom a forwarding container asks for `method`, by its `forwardingTarget` (R-C,
  /// catalogue-format §7.4), with the trace line that says so unless `traced` is false. The
  /// line names the method: a step that asks two methods forwards twice, and two lines alike
  /// read as one event told twice.
  mutating func forwardTargets(_ index: Int, _ method: OrientationMethod, traced: Bool = true)
    -> Children
  {
    let hierarchy = main.hierarchy
    // Built only when a line is written: most evaluations run without a trace.
    func forwards() -> String { "\(hierarchy.label(index)) forwards \(method.spoken)" }
    switch nodes[index].forwardingTarget {
    case .visibleChild:
      return forwardTargets(visibleChildOf: index, forwards(), traced: traced)
    case .visibleLeaf:
      guard var leaf = hierarchy.visibleChild(of: index) else { return Children() }
      while let next = hierarchy.visibleChild(of: leaf) { leaf = next }
      if traced {
        note(
          .forwardingTarget,
          "\(forwards()) down its visible children to \(hierarchy.label(leaf)).")
      }
      return Children(leaf)
    case .visibleViewController:
      guard let shown = hierarchy.presentedViewController(of: index) else {
        return forwardTargets(visibleChildOf: index, forwards(), traced: traced)
      }
      if traced {
        note(
          .forwardingTarget,
          "\(forwards()) to its visibleViewController, the presented \(hierarchy.label(shown)).")
      }
      return Children(shown)
    case .allChildren:
      let children = hierarchy.children(of: index)
      if traced, !children.isEmpty {
        note(
          .forwardingTarget,
          "\(hierarchy.label(index)) asks all its children \(method.spoken), who must all agree: "
            + children.map { hierarchy.label($0) }.joined(separator: ", ") + ".")
      }
      return Children(children)
    }
  }

  /// A container's visible child, as its forwarding asks it; `forwards` begins the trace line.
  private mutating func forwardTargets(
    visibleChildOf index: Int, _ forwards: @autoclosure () -> String, traced: Bool
  ) -> Children {
    let hierarchy = main.hierarchy
    guard let child = hierarchy.visibleChild(of: index) else { return Children() }
    if traced {
      note(.forwarding, "\(forwards()) to its visible child \(hierarchy.label(child)).")
    }
    return Children(child)
  }

  /// The children's answers, each asked in order, combined (``combined(_:container:)``); no
  /// list is made for one child.
  mutating func combining(
    _ children: Children, container: Int,
    _ answer: (inout Simulation, Int) -> (OrientationMask, answerer: Int)
  ) -> (mask: OrientationMask, answerer: Int) {
    if children.count == 1 {
      let (mask, answerer) = answer(&self, children[0])
      return combined(CollectionOfOne((mask, answerer)), container: container)
    }
    var answers: [(mask: OrientationMask, answerer: Int)] = []
    answers.reserveCapacity(children.count)
    for child in children { answers.append(answer(&self, child)) }
    return combined(answers, container: container)
  }

  /// Several children's masks combined: their intersection, answered by the first child whose
  /// own mask it is, else by the container (rules R-C6).
  mutating func combined(
    _ masks: some Collection<(mask: OrientationMask, answerer: Int)>, container: Int
  ) -> (mask: OrientationMask, answerer: Int) {
    let mask = masks.reduce(OrientationMask.all) { $0.intersection($1.mask) }
    return (mask, masks.first { $0.mask == mask }?.answerer ?? container)
  }

  /// Before iOS 6: a custom container that neither overrides nor forwards the legacy method
  /// (R-C1, R-C3, parameter `customContainerLegacyDefault`).
  mutating func customContainerLegacyMask(_ index: Int) -> (OrientationMask, answerer: Int) {
    let hierarchy = main.hierarchy
    let rule = parameters.containers.customContainerLegacyDefault
    switch rule {
    case .portraitOnly:
      note(
        .customContainerLegacy,
        "\(hierarchy.label(index)) is a custom container that neither overrides nor forwards "
          + "shouldAutorotateToInterfaceOrientation:: UIKit asks it alone, and UIViewController's "
          + "answer is portrait only.")
      return (.portrait, index)
    case .visibleChild:
      guard let child = hierarchy.visibleChild(of: index) else { return (.portrait, index) }
      note(
        .customContainerLegacy,
        "\(hierarchy.label(index)) answers with its visible child \(hierarchy.label(child)) "
          + "(parameter customContainerLegacyDefault = visibleChild).")
      return legacyMask(child)
    case .allChildren:
      note(
        .customContainerLegacy,
        "\(hierarchy.label(index)) rotates only if all its children agree (parameter "
          + "customContainerLegacyDefault = allChildren).")
      return combining(Children(hierarchy.children(of: index)), container: index) {
        $0.legacyMask($1)
      }
    }
  }

  /// Before iOS 6: a split view controller rotates only if both children agree (R-S1,
  /// parameter `splitLegacyCombination`).
  mutating func splitLegacyMask(_ index: Int) -> (OrientationMask, answerer: Int) {
    let hierarchy = main.hierarchy
    let children = hierarchy.children(of: index)
    switch parameters.containers.splitLegacyCombination {
    case .allChildren:
      note(
        .splitAllChildren,
        "\(hierarchy.label(index)) rotates only if both its children agree: "
          + children.map { hierarchy.label($0) }.joined(separator: " and ") + ".")
      return combining(Children(children), container: index) { $0.legacyMask($1) }
    case .secondaryOnly:
      guard let secondary = hierarchy.visibleChild(of: index) else { return (.portrait, index) }
      note(
        .splitAllChildren,
        "\(hierarchy.label(index)) answers with its secondary \(hierarchy.label(secondary)) "
          + "(parameter splitLegacyCombination = secondaryOnly).")
      return legacyMask(secondary)
    }
  }

  /// UISplitViewController on iPhone raises in `init` before iOS 8, and for apps linked with
  /// an earlier SDK (R-S2).
  @inline(__always) mutating func splitOnIPhoneFailure() -> OutcomeError? {
    guard prepared.scenario.device == .iphone else { return nil }
    // A loop, not a lazy map: its closure copied the whole simulation, twice an evaluation.
    var found = Simulation.firstSplit(in: main.hierarchy)
    for window in others where found == nil { found = Simulation.firstSplit(in: window.hierarchy) }
    guard let split = found else { return nil }
    let available = parameters.containers.iPhoneSplitViewAvailable && linkedSDK >= Version(8)
    guard !available else { return nil }
    note(
      .splitOnIPhone,
      "\(split) on iPhone: UISplitViewController raises in init "
        + (parameters.containers.iPhoneSplitViewAvailable
          ? "for an app linked with SDK \(linkedSDK), before 8.0." : "before iOS 8."))
    return OutcomeError(
      name: "NSInvalidArgumentException",
      message: "UISplitViewController is only supported when running under UIUserInterfaceIdiomPad")
  }

  private static func firstSplit(in hierarchy: Hierarchy) -> String? {
    hierarchy.nodes.indices.first { hierarchy.nodes[$0].kind == .splitViewController }
      .map { hierarchy.label($0) }
  }

  /// Before iOS 5 a custom container cannot add children: the app's `#available`-style guard
  /// only adds their views (R-C1, [K1]).
  mutating func warnNoChildContainment() {
    guard !parameters.containers.childContainmentAvailable else { return }
    warnNoChildContainment(in: main.hierarchy)
    for window in others { warnNoChildContainment(in: window.hierarchy) }
  }

  /// From iOS 8, presenting from a controller whose view a custom container only added as a
  /// subview (or from one of its descendants) logs UIKit's warning; the presentation goes ahead
  /// (R-C5, `detachedPresentationWarning`).
  mutating func warnDetachedPresenter(_ presentation: Presentation) {
    guard parameters.containers.detachedPresentationWarning, let from = presentation.from,
      let presenter = main.hierarchy.index(named: from)
    else { return }
    let hierarchy = main.hierarchy
    var current = presenter
    while hierarchy.nodes[current].parent >= 0 {
      let parent = hierarchy.nodes[current].parent
      if hierarchy.nodes[parent].kind == .containerViewController,
        hierarchy.nodes[parent].containment == .viewOnly
      {
        warnings.append(
          "Presenting view controllers on detached view controllers is discouraged "
            + "<\(hierarchy.displayClass(presenter))>.")
        note(
          .detachedPresentation,
          "\(hierarchy.label(presenter)) presents, but \(hierarchy.label(parent)) only added "
            + "\(current == presenter ? "its" : "an ancestor's") view, without containment: "
            + "UIKit warns and presents.")
        return
      }
      current = parent
    }
  }

  private mutating func warnNoChildContainment(in hierarchy: Hierarchy) {
    for index in hierarchy.nodes.indices
    where hierarchy.nodes[index].kind == .containerViewController
      && hierarchy.nodes[index].containment == .childViewController
    {
      warnings.append(
        "addChildViewController: is available from iOS 5.0: \(hierarchy.name(index))'s "
          + "children are only added as subviews")
      note(
        .noContainment,
        "\(hierarchy.label(index)) cannot add child view controllers before iOS 5: only their "
          + "views are added, and UIKit neither asks nor tells them.")
    }
  }
}

extension Controller.Kind {
  /// A container whose behaviour UIKit defines (navigation, tab bar, page, split), as opposed to
  /// an app's custom container.
  var isUIKitContainer: Bool { isContainer && self != .containerViewController }
}
