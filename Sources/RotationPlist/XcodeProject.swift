/// What an Xcode project's `project.pbxproj` (an old-style property list, or any other format)
/// says about its targets: their names and kinds, and their build settings per configuration
/// (the project's, then the target's).
public struct XcodeProject: Sendable {
  /// The project's objects by id; only dictionaries are kept.
  public var objects: [String: [String: PlistValue]]
  /// The root project object.
  public var project: [String: PlistValue]

  public struct Target: Equatable, Sendable {
    public var name: String
    public var isApplication: Bool
    public var configurationList: String?
  }

  /// A target's build settings for one configuration: its own over the project's.
  public struct Settings: Equatable, Sendable {
    public var configuration: String
    public var values: [String: String]
  }

  /// Reads `project.pbxproj`'s bytes.
  public init(parsing bytes: [UInt8]) throws(PlistError) {
    let root = try PropertyList.decode(bytes)
    guard let top = root.dictionary, let objects = top["objects"]?.dictionary,
      let rootID = top["rootObject"]?.string, let project = objects[rootID]?.dictionary
    else {
      throw PlistError("no project object (expected 'objects' and 'rootObject')")
    }
    self.objects = objects.compactMapValues(\.dictionary)
    self.project = project
  }

  /// The objects a list of ids names, skipping ids that name none.
  private func objects(_ ids: PlistValue?) -> [[String: PlistValue]] {
    (ids?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
  }

  /// The project's targets, in the project's order.
  public var targets: [Target] {
    objects(project["targets"]).compactMap { object in
      guard let name = object["name"]?.string else { return nil }
      let type = object["productType"]?.string ?? ""
      return Target(
        name: name, isApplication: type.hasPrefix("com.apple.product-type.application"),
        configurationList: object["buildConfigurationList"]?.string)
    }
  }

  /// The names of a target's build configurations, in order.
  public func configurationNames(of target: Target) -> [String] {
    configurations(target.configurationList).compactMap { $0["name"]?.string }
  }

  private func configurations(_ list: String?) -> [[String: PlistValue]] {
    objects(list.flatMap { objects[$0] }?["buildConfigurations"])
  }

  /// A target's build settings for a configuration (default: the one the target's list names
  /// as its default, as `xcodebuild` uses, else its first); nil when it has no such
  /// configuration.
  public func settings(of target: Target, configuration: String?) -> Settings? {
    let list = target.configurationList.flatMap { objects[$0] }
    let chosen =
      configuration ?? list?["defaultConfigurationName"]?.string
      ?? configurationNames(of: target).first
    let targetConfigurations = configurations(target.configurationList)
    guard let chosen,
      let targetLevel = targetConfigurations.first(where: { $0["name"]?.string == chosen })
    else { return nil }
    let projectLevel = configurations(project["buildConfigurationList"]?.string)
      .first { $0["name"]?.string == chosen }
    var values: [String: String] = [:]
    for level in [projectLevel, targetLevel] {
      for (key, value) in level?["buildSettings"]?.dictionary ?? [:] {
        if let text = value.string { values[key] = text }
      }
    }
    return Settings(configuration: chosen, values: values)
  }
}
