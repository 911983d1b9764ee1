import RotationCore

/// What a scenario is made of, dimension by dimension, read from its content: used to explain
/// which dimensions a group of diverging scenarios shares.
public enum ScenarioFeatures {
  public static let dimensions = [
    "device", "environment", "Info.plist", "app delegate", "other windows", "root",
    "root answers", "child answers", "launch", "steps",
  ]

  /// The value of every dimension, in ``dimensions`` order.
  ///
  /// A root that forwards every method to its children answers "forwarded to its child": its
  /// own overrides are not what decides, the child's are; "child answers" are those of the
  /// child a container asks (its visible child, or every child for one that asks them all).
  public static func values(of scenario: Scenario) -> [String] {
    let plist = scenario.infoPlist
    var plistText = "none"
    if scenario.device == .ipad, let pad = plist.supportedInterfaceOrientationsPad {
      plistText = "~ipad " + OrientationMask(pad).spoken
    } else if let list = plist.supportedInterfaceOrientations {
      plistText = OrientationMask(list).spoken
    } else if let orientation = plist.interfaceOrientation {
      plistText = "UIInterfaceOrientation \(orientation.name)"
    }
    if let key = plist.launchScreenKey(on: scenario.device) {
      plistText += key == InfoPlist.Key.launchStoryboardName ? ", launch storyboard" : ", \(key)"
    }
    if plist.requiresFullScreen == true { plistText += ", UIRequiresFullScreen" }
    if plist.sceneManifest != nil { plistText += ", scene manifest" }
    var root = "none"
    var rootAnswers = "-"
    var childAnswers = "-"
    var controller: Controller?
    switch scenario.window {
    case .rootViewController(let value): controller = value
    case .subviews(let values):
      controller = values.first
      root = "subviews"
    case .empty: break
    }
    if let controller {
      let forwardsAll = controller.forwardsToChild && forwardsEveryMethod(controller)
      if root == "none" { root = describeRoot(controller) }
      rootAnswers = forwardsAll ? "forwarded to its child" : describe(controller.overrides)
      let visible: Controller? =
        switch controller.kind {
        case .viewController: nil
        case .navigationController: controller.children.last
        case .tabBarController, .containerViewController:
          controller.children.indices.contains(controller.selectedIndex ?? 0)
            ? controller.children[controller.selectedIndex ?? 0] : nil
        case .pageViewController: controller.children.first
        case .splitViewController: controller.children.last
        }
      if controller.forwardsToChild, controller.forwardingTarget == .allChildren {
        childAnswers =
          "every child: "
          + controller.children.map { describe($0.overrides) }
          .joined(separator: " / ")
      } else {
        childAnswers = visible.map { describe($0.overrides) } ?? "-"
      }
    }
    var launch = "portrait"
    if case .launch(let held) = scenario.steps.first { launch = held.name }
    let steps = scenario.steps.dropFirst().map(\.action).joined(separator: " → ")
    return [
      scenario.device.displayName,
      scenario.environment.isEmpty ? "default" : scenario.environment.spoken, plistText,
      scenario.appDelegate.spoken, otherWindows(scenario),
      root, rootAnswers, childAnswers, launch, steps.isEmpty ? "none" : steps,
    ]
  }

  /// Whether a container's forwarding, when on, covers every orientation method (no list, or
  /// a list naming them all).
  static func forwardsEveryMethod(_ controller: Controller) -> Bool {
    controller.forwardedMethods.map { methods in
      OrientationMethod.allCases.allSatisfy(methods.contains)
    } ?? true
  }

  /// The root's kind, and for a container that forwards, what and to whom.
  static func describeRoot(_ controller: Controller) -> String {
    var text = controller.kind.rawValue
    if controller.containment == .viewOnly { text += " (view only)" }
    guard controller.forwardsToChild else { return text }
    let methods =
      forwardsEveryMethod(controller)
      ? "" : (controller.forwardedMethods ?? []).map(\.rawValue).joined(separator: " and ") + " "
    let target =
      switch controller.forwardingTarget {
      case .visibleChild: "the visible child"
      case .visibleLeaf: "the visible leaf"
      case .allChildren: "every child"
      case .visibleViewController: "the visibleViewController"
      }
    return text + " forwarding " + methods + "to " + target
  }

  /// The windows besides the main one: in `windows`, or added by a step.
  static func otherWindows(_ scenario: Scenario) -> String {
    var others: [WindowSpec] = []
    if let windows = scenario.windows {
      let main = WindowSpec.mainIndex(of: windows)
      others += windows.indices.filter { $0 != main }.map { windows[$0] }
    }
    for step in scenario.steps {
      if case .addWindow(let window) = step { others.append(window) }
    }
    guard !others.isEmpty else { return "none" }
    return others.map { window in
      var text = window.name
      if window.hidden == true { text += " (hidden)" }
      switch window.content {
      case .rootViewController(let root):
        text += " with a root answering \(describe(root.overrides))"
      case .subviews: text += " with subviews"
      case .empty: text += " without a root"
      }
      return text
    }.joined(separator: " and ")
  }

  static func describe(_ overrides: Overrides) -> String {
    var parts: [String] = []
    if let value = overrides.shouldAutorotate {
      parts.append("shouldAutorotate \(value ? "YES" : "NO")")
    }
    if let value = overrides.supportedInterfaceOrientations {
      parts.append("supported \(value.mask.spoken)")
    }
    if let value = overrides.shouldAutorotateToInterfaceOrientation {
      parts.append("legacy \(OrientationMask(value).spoken)")
    }
    if let value = overrides.preferredInterfaceOrientationForPresentation {
      parts.append("preferred \(value.spoken)")
    }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }
}

/// Numbers each dimension's values as first seen: counting numbers is cheaper than counting
/// strings, and divergences that share a numbering hash a scenario's features once.
public struct FeatureNumbering: Sendable {
  var ids: [[String: Int]] = Array(repeating: [:], count: ScenarioFeatures.dimensions.count)
  var names: [[String]] = Array(repeating: [], count: ScenarioFeatures.dimensions.count)

  public init() {}

  /// The numbers of a scenario's ``ScenarioFeatures/values(of:)``, numbering new values.
  public mutating func number(_ features: [String]) -> [Int] {
    features.enumerated().map { id($1, dimension: $0) }
  }

  mutating func id(_ value: String, dimension: Int) -> Int {
    if let id = ids[dimension][value] { return id }
    let id = names[dimension].count
    ids[dimension][value] = id
    names[dimension].append(value)
    return id
  }
}

/// The scenarios whose outcomes differ between two profiles, summarised by the dimensions that
/// explain them.
public struct Divergence: Sendable {
  public var first: String
  public var second: String
  /// Scenarios run under both profiles.
  public var compared: Int
  /// How many differ.
  public var total: Int
  /// The differing scenarios, up to ``listLimit``.
  public var differences: [ProfileDifference]
  public var groups: [Group]

  /// How many differing scenarios are listed one by one.
  public static let listLimit = 10_000

  /// Differing scenarios with the same change, and the dimension values they are confined to.
  public struct Group: Sendable {
    /// E.g. `step 1 (rotate): 5 interface portrait; 6+ interface landscapeRight, rotated`.
    public var change: String
    public var count: Int
    /// Dimensions whose values in this group are a strict subset of those compared.
    public var explanation: [(dimension: String, values: [String])]
  }

  /// Accumulates a divergence scenario by scenario, in constant memory per group.
  public struct Builder: Sendable {
    let first: String
    let second: String
    var compared = 0
    var total = 0
    var differences: [ProfileDifference] = []
    /// The numbers of each dimension's values. Builders fed by ``add(numbers:difference:)``
    /// share one numbering, given to each before ``build()``.
    public var numbering = FeatureNumbering()
    /// The numbers of the values of every scenario compared, by dimension.
    var population: [Set<Int>] = Array(repeating: [], count: ScenarioFeatures.dimensions.count)
    /// The groups by change, in the order first seen: how many scenarios, and the numbers of
    /// the values they have in each dimension.
    var groupIndex: [String: Int] = [:]
    /// The group of each change met, by its parts: its words are made once a change, not once
    /// a scenario (parts whose words are the same share a group).
    var changeIndex: [Change: Int] = [:]
    var order: [String] = []
    var counts: [Int] = []
    var values: [[Set<Int>]] = []

    let listLimit: Int

    /// `listLimit`: how many differing scenarios to list one by one (the groups count them all).
    public init(first: String, second: String, listLimit: Int = Divergence.listLimit) {
      self.first = first
      self.second = second
      self.listLimit = listLimit
    }

    /// Adds a scenario compared under both profiles, with its difference if any.
    public mutating func add(_ scenario: Scenario, difference: ProfileDifference?) {
      add(ScenarioFeatures.values(of: scenario), difference: difference)
    }

    /// Adds a scenario by its ``ScenarioFeatures/values(of:)``, with its difference if any.
    public mutating func add(_ features: [String], difference: ProfileDifference?) {
      add(numbers: numbering.number(features), difference: difference)
    }

    /// The index of a change's group, making it if new.
    mutating func group(_ change: String) -> Int {
      if let index = groupIndex[change] { return index }
      groupIndex[change] = order.count
      order.append(change)
      counts.append(0)
      values.append(Array(repeating: [], count: ScenarioFeatures.dimensions.count))
      return order.count - 1
    }

    /// Adds a scenario by the numbers ``numbering`` gives its features (several builders may
    /// share a numbering: a scenario's features are then hashed once), with its difference.
    public mutating func add(numbers: [Int], difference: ProfileDifference?) {
      compared += 1
      for (dimension, number) in numbers.enumerated() { population[dimension].insert(number) }
      guard let difference else { return }
      total += 1
      if differences.count < listLimit { differences.append(difference) }
      let change = Change(
        step: difference.step, action: difference.action, first: difference.first,
        second: difference.second)
      let index: Int
      if let known = changeIndex[change] {
        index = known
      } else {
        index = group(
          "step \(change.step) (\(change.action)): \(first) "
            + (change.first?.description ?? "not reached") + "; \(second) "
            + (change.second?.description ?? "not reached"))
        changeIndex[change] = index
      }
      counts[index] += 1
      for (dimension, number) in numbers.enumerated() { values[index][dimension].insert(number) }
    }

    /// What a group's change is made of.
    struct Change: Hashable {
      var step: Int
      var action: String
      var first: StepState?
      var second: StepState?
    }

    /// Adds the scenarios another builder saw after this one's: the same as adding them here
    /// one by one, in their order.
    public mutating func merge(_ other: Builder) {
      compared += other.compared
      total += other.total
      differences += other.differences.prefix(max(0, listLimit - differences.count))
      let renumbered = other.numbering.names.enumerated().map { dimension, names in
        names.map { numbering.id($0, dimension: dimension) }
      }
      for (dimension, numbers) in other.population.enumerated() {
        for number in numbers { population[dimension].insert(renumbered[dimension][number]) }
      }
      for (otherIndex, change) in other.order.enumerated() {
        let index = group(change)
        counts[index] += other.counts[otherIndex]
        for (dimension, numbers) in other.values[otherIndex].enumerated() {
          for number in numbers { values[index][dimension].insert(renumbered[dimension][number]) }
        }
      }
    }

    public func build() -> Divergence {
      let summaries = order.enumerated().map { index, change -> Group in
        var explanation: [(String, [String])] = []
        for (dimension, name) in ScenarioFeatures.dimensions.enumerated()
        where values[index][dimension].count < population[dimension].count {
          explanation.append(
            (name, values[index][dimension].map { numbering.names[dimension][$0] }.sorted()))
        }
        return Group(change: change, count: counts[index], explanation: explanation)
      }
      return Divergence(
        first: first, second: second, compared: compared, total: total, differences: differences,
        groups: summaries.enumerated().sorted {
          ($1.element.count, $0.offset) < ($0.element.count, $1.offset)
        }
        .map(\.element))
    }
  }

  /// One line per group: `N scenarios: change — where Info.plist is “value” or “value”; ...`.
  public func summaryLines(maxValues: Int = 4) -> [String] {
    groups.map { group in
      let line = "\(group.count) scenario\(group.count == 1 ? "" : "s"): \(group.change)"
      let clauses = group.clauses(maxValues: maxValues)
      return clauses.isEmpty ? line : line + " — where " + clauses.joined(separator: "; ")
    }
  }
}

extension Divergence.Group {
  /// What the group is confined to, one clause a dimension, its values quoted so that no
  /// comma or word inside a value reads as a separator: `root answers are “none” or
  /// “supported [portrait]”`; past `maxValues` values, how many more.
  public func clauses(maxValues: Int) -> [String] {
    explanation.map { item in
      var values = item.values.prefix(maxValues).map { "“\($0)”" }
      if item.values.count > maxValues {
        values.append(
          "\(item.values.count - maxValues) other value\(item.values.count - maxValues == 1 ? "" : "s")"
        )
      }
      let listed =
        values.count == 1
        ? values[0] : values.dropLast().joined(separator: ", ") + " or " + values.last!
      return "\(item.dimension) \(item.dimension.hasSuffix("s") ? "are" : "is") \(listed)"
    }
  }
}
