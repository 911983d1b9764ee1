/// What the §8 additions need of a hierarchy (catalogue-format §8.2, §8.3): a container showing
/// another child, and the system class a controller is.
extension Hierarchy {
  /// The class UIKit's no-common-orientation exception names for a controller (R-Y1).
  public func raisingClass(_ index: Int) -> String {
    systemClass(index)?.raisingClass(sourceType(index)) ?? displayClass(index)
  }

  /// `selectChild`: the custom container (or split view) that may show its child `child` (in
  /// its secondary slot for a split view; rules R-C7).
  func containerSelecting(named name: String, _ child: Int) throws(Failure) -> Int {
    let container = try existing(name, key: "container")
    let kind = nodes[container].kind
    guard kind == .containerViewController || kind == .splitViewController else {
      throw Failure(
        key: "container",
        message: "'\(name)' is a \(kind.rawValue), not a containerViewController or a "
          + "splitViewController (a tab bar selects with selectTab)")
    }
    guard isOnScreen(container) else {
      throw Failure(key: "container", message: "'\(name)' is not on screen at this step")
    }
    let count = childCount(of: container)
    guard (0..<count).contains(child) else {
      throw Failure(
        key: "index",
        message: "child index \(child) is out of range: '\(name)' has \(count) children")
    }
    return container
  }
}
