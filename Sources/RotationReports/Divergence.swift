import RotationCore

/// What a scenario is made of, dimension by dimension, read from its content: used to explain
/// which dimensions a group of diverging scenarios shares.
public enum ScenarioFeatures {
  public static let dimensions = [
    "device", "environment", "Info.plist", "app delegate", "root", "root answers",
    "visible child answers",
    "launch", "steps",
  ]

  /// The value of every dimension, in ``dimensions`` order.
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
    if plist.launchStoryboardName != nil { plistText += ", launch storyboard" }
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
      if root == "none" {
        let forwarding =
          controller.forwardedMethods.map {
            $0.isEmpty ? "" : ", forwarding " + $0.map(\.rawValue).joined(separator: " and ")
          } ?? (controller.forwardsToChild ? ", forwarding" : "")
        root = controller.kind.rawValue + forwarding
      }
      rootAnswers = describe(controller.overrides)
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
      childAnswers = visible.map { describe($0.overrides) } ?? "-"
    }
    var launch = "portrait"
    if case .launch(let held) = scenario.steps.first { launch = held.name }
    let steps = scenario.steps.dropFirst().map(\.action).joined(separator: ", ")
    return [
      scenario.device.displayName,
      scenario.environment.isEmpty ? "default" : scenario.environment.spoken, plistText,
      scenario.appDelegate.spoken,
      root, rootAnswers, childAnswers, launch, steps.isEmpty ? "none" : steps,
    ]
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
  public struct Builder {
    let first: String
    let second: String
    var compared = 0
    var total = 0
    var differences: [ProfileDifference] = []
    var population: [[String: Int]] = Array(
      repeating: [:], count: ScenarioFeatures.dimensions.count)
    var groups: [String: (count: Int, values: [[String: Int]])] = [:]
    var order: [String] = []

    public init(first: String, second: String) {
      self.first = first
      self.second = second
    }

    /// Adds a scenario compared under both profiles, with its difference if any.
    public mutating func add(_ scenario: Scenario, difference: ProfileDifference?) {
      compared += 1
      let values = ScenarioFeatures.values(of: scenario)
      for (index, value) in values.enumerated() { population[index][value, default: 0] += 1 }
      guard let difference else { return }
      total += 1
      if differences.count < Divergence.listLimit { differences.append(difference) }
      let change =
        "step \(difference.step) (\(difference.action)): \(first) "
        + (difference.first?.description ?? "not reached") + "; \(second) "
        + (difference.second?.description ?? "not reached")
      if groups[change] == nil {
        groups[change] = (0, Array(repeating: [:], count: values.count))
        order.append(change)
      }
      groups[change]!.count += 1
      for (index, value) in values.enumerated() {
        groups[change]!.values[index][value, default: 0] += 1
      }
    }

    public func build() -> Divergence {
      let summaries = order.map { change -> Group in
        let group = groups[change]!
        var explanation: [(String, [String])] = []
        for (index, dimension) in ScenarioFeatures.dimensions.enumerated()
        where group.values[index].count < population[index].count {
          explanation.append((dimension, group.values[index].keys.sorted()))
        }
        return Group(change: change, count: group.count, explanation: explanation)
      }
      return Divergence(
        first: first, second: second, compared: compared, total: total, differences: differences,
        groups: summaries.enumerated().sorted {
          ($1.element.count, $0.offset) < ($0.element.count, $1.offset)
        }
        .map(\.element))
    }
  }

  /// One line per group: `N scenarios: change — dimension ∈ {values}; ...`.
  public func summaryLines(maxValues: Int = 4) -> [String] {
    groups.map { group in
      var line = "\(group.count) scenario\(group.count == 1 ? "" : "s"): \(group.change)"
      let parts = group.explanation.map { item in
        let shown = item.values.prefix(maxValues).joined(separator: " | ")
        let more = item.values.count > maxValues ? " | +\(item.values.count - maxValues) more" : ""
        return "\(item.dimension) ∈ {\(shown)\(more)}"
      }
      if !parts.isEmpty { line += " — where " + parts.joined(separator: "; ") }
      return line
    }
  }
}
