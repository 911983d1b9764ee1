import Foundation
import RotationCore

/// What an Xcode project says about a target's Info.plist: its `INFOPLIST_KEY_…` build settings
/// (project level, then the target's, for one build configuration) and the `INFOPLIST_FILE` it
/// names. Read from `project.pbxproj`, an old-style (OpenStep) property list.
struct XcodeProject {
  /// The `.xcodeproj` folder, as given.
  var path: String
  /// The folder holding the `.xcodeproj` (`SRCROOT`), against which project paths resolve, as
  /// the path given names it (empty for the current folder).
  var sourceRoot: String
  var objects: [String: [String: Any]]
  var project: [String: Any]

  struct Target {
    var name: String
    var isApplication: Bool
    var configurationList: String?
  }

  /// A target's build settings, for the configuration chosen.
  struct Settings {
    var configuration: String
    var values: [String: String]
  }

  static func read(_ path: String, terminal: Terminal) throws(CLIError) -> XcodeProject {
    let file = (path as NSString).appendingPathComponent("project.pbxproj")
    let bytes = try PlistCommand.read(file, terminal)
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    } catch {
      throw .data("\(file): not an Xcode project file (an old-style property list)")
    }
    guard let top = root as? [String: Any],
      let objects = top["objects"] as? [String: Any],
      let rootID = top["rootObject"] as? String,
      let project = objects[rootID] as? [String: Any]
    else {
      throw .data("\(file): no project object (expected 'objects' and 'rootObject')")
    }
    return XcodeProject(
      path: path, sourceRoot: (path as NSString).deletingLastPathComponent,
      objects: objects.compactMapValues { $0 as? [String: Any] }, project: project)
  }

  /// The project's targets, in the project's order.
  var targets: [Target] {
    (project["targets"] as? [Any] ?? []).compactMap { id in
      guard let id = id as? String, let object = objects[id], let name = object["name"] as? String
      else { return nil }
      let type = object["productType"] as? String ?? ""
      return Target(
        name: name, isApplication: type.hasPrefix("com.apple.product-type.application"),
        configurationList: object["buildConfigurationList"] as? String)
    }
  }

  /// The target named, or the project's only application target.
  func target(named name: String?) throws(CLIError) -> Target {
    let all = targets
    if let name {
      guard let target = all.first(where: { $0.name == name }) else {
        let names = all.map(\.name)
        let hint = closestMatch(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
        throw .data(
          "\(path) has no target '\(name)'\(hint); its targets: "
            + names.map { "'\($0)'" }.joined(separator: ", "))
      }
      return target
    }
    let applications = all.filter(\.isApplication)
    guard applications.count == 1 else {
      let names = (applications.isEmpty ? all : applications).map { "'\($0.name)'" }
      throw .usage(
        applications.isEmpty
          ? "\(path) has no application target; name one with --target: "
            + names.joined(separator: ", ")
          : "\(path) has \(applications.count) application targets; name one with --target: "
            + names.joined(separator: ", "),
        PlistCommand.command.usage)
    }
    return applications[0]
  }

  /// A target's build settings for a configuration (default: the one the target's list names
  /// as its default, as `xcodebuild` uses), the target's over the project's.
  func settings(of target: Target, configuration: String?) throws(CLIError) -> Settings {
    let list = target.configurationList.flatMap { objects[$0] }
    let configurations = (list?["buildConfigurations"] as? [Any] ?? []).compactMap {
      ($0 as? String).flatMap { objects[$0] }
    }
    let names = configurations.compactMap { $0["name"] as? String }
    let chosen = configuration ?? list?["defaultConfigurationName"] as? String ?? names.first
    guard let chosen,
      let targetLevel = configurations.first(where: { $0["name"] as? String == chosen })
    else {
      throw .data(
        "\(path): target '\(target.name)' has no build configuration '\(configuration ?? "")'; "
          + "its configurations: " + names.map { "'\($0)'" }.joined(separator: ", "))
    }
    let projectList = (project["buildConfigurationList"] as? String).flatMap { objects[$0] }
    let projectLevel = (projectList?["buildConfigurations"] as? [Any] ?? []).compactMap {
      ($0 as? String).flatMap { objects[$0] }
    }.first { $0["name"] as? String == chosen }
    var values: [String: String] = [:]
    for level in [projectLevel, targetLevel] {
      for (key, value) in level?["buildSettings"] as? [String: Any] ?? [:] {
        if let text = value as? String { values[key] = text }
      }
    }
    return Settings(configuration: chosen, values: values)
  }

  /// The Info.plist file a target names (`INFOPLIST_FILE`), resolved against the project's
  /// folder; nil when it names none.
  func infoPlistFile(_ settings: Settings) -> String? {
    guard var file = settings.values["INFOPLIST_FILE"], !file.isEmpty else { return nil }
    for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
    where file.hasPrefix(prefix) {
      file.removeFirst(prefix.count)
    }
    guard !file.contains("$") else { return nil }
    return file.hasPrefix("/") || sourceRoot.isEmpty
      ? file : (sourceRoot as NSString).appendingPathComponent(file)
  }

  /// The Info.plist keys the `INFOPLIST_KEY_…` build settings generate, as a real Info.plist's
  /// values: orientation lists are space-separated (`_iPad` and `_iPhone` give the `~ipad` and
  /// `~iphone` keys), flags `YES` or `NO`, and `UIApplicationSceneManifest_Generation = YES`
  /// generates a scene manifest.
  static func infoPlistValues(_ settings: [String: String]) -> [String: Any] {
    let prefix = "INFOPLIST_KEY_"
    var values: [String: Any] = [:]
    for key in InfoPlistKey.all {
      let lists = key.type.hasPrefix("[")
      let suffixes: [(setting: String, key: String)] =
        key.name == InfoPlist.Key.supported
        ? [
          ("", key.name), ("_iPad", InfoPlist.Key.supportedPad),
          ("_iPhone", InfoPlist.Key.supportedPhone),
        ]
        : [("", key.name)]
      for suffix in suffixes {
        guard let text = settings[prefix + key.name + suffix.setting] else { continue }
        if lists {
          values[suffix.key] = text.split(whereSeparator: \.isWhitespace).map(String.init)
        } else if key.type == "bool" {
          values[suffix.key] = text == "YES"
        } else {
          values[suffix.key] = text
        }
      }
    }
    // Xcode writes an empty dictionary for it (SwiftUI and Xcode 12+ templates).
    if settings[prefix + InfoPlist.Key.launchScreen + "_Generation"] == "YES" {
      values[InfoPlist.Key.launchScreen] = [String: Any]()
    }
    if settings[prefix + InfoPlist.Key.sceneManifest + "_Generation"] == "YES" {
      values[InfoPlist.Key.sceneManifest] = [
        "UIApplicationSupportsMultipleScenes":
          settings[prefix + "UIApplicationSupportsMultipleScenes"] == "YES"
      ]
    }
    return values
  }
}
