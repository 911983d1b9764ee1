import Foundation
import RotationCore
import RotationPlist

/// The command line's reading of an Xcode project (RotationPlist's ``XcodeProject``): its
/// errors name the project, and its `INFOPLIST_KEY_…` build settings and `INFOPLIST_FILE` give
/// a target's Info.plist values.
extension XcodeProject {
  /// Reads `project.pbxproj` in the `.xcodeproj` folder `path`.
  static func read(_ path: String, terminal: Terminal) throws(CLIError) -> XcodeProject {
    let file = (path as NSString).appendingPathComponent("project.pbxproj")
    let bytes = try PlistCommand.read(file, terminal)
    do {
      return try XcodeProject(parsing: bytes)
    } catch {
      throw .data("\(file): \(error.description)")
    }
  }

  /// The target named, or the project's only application target.
  func target(named name: String?, path: String) throws(CLIError) -> Target {
    let all = targets
    if let name {
      guard let target = all.first(where: { $0.name == name }) else {
        let names = all.map(\.name)
        let hint = didYouMean(name, in: names)
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

  /// A target's build settings for a configuration, or an error naming the configurations
  /// it has.
  func settings(of target: Target, configuration: String?, path: String) throws(CLIError)
    -> Settings
  {
    guard let settings = settings(of: target, configuration: configuration) else {
      throw .data(
        "\(path): target '\(target.name)' has no build configuration '\(configuration ?? "")'; "
          + "its configurations: "
          + configurationNames(of: target).map { "'\($0)'" }.joined(separator: ", "))
    }
    return settings
  }

  /// The Info.plist file a target names (`INFOPLIST_FILE`), resolved against the folder
  /// holding the `.xcodeproj` at `path` (`SRCROOT`); nil when it names none.
  static func infoPlistFile(_ settings: Settings, path: String) -> String? {
    let sourceRoot = (path as NSString).deletingLastPathComponent
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
  static func infoPlistValues(_ settings: [String: String]) -> [String: PlistValue] {
    let prefix = "INFOPLIST_KEY_"
    var values: [String: PlistValue] = [:]
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
          values[suffix.key] = .array(
            text.split(whereSeparator: \.isWhitespace).map { .string(String($0)) })
        } else if key.type == "bool" {
          values[suffix.key] = .bool(text == "YES")
        } else {
          values[suffix.key] = .string(text)
        }
      }
    }
    // Xcode writes an empty dictionary for it (SwiftUI and Xcode 12+ templates).
    if settings[prefix + InfoPlist.Key.launchScreen + "_Generation"] == "YES" {
      values[InfoPlist.Key.launchScreen] = .dictionary([:])
    }
    if settings[prefix + InfoPlist.Key.sceneManifest + "_Generation"] == "YES" {
      values[InfoPlist.Key.sceneManifest] = .dictionary([
        "UIApplicationSupportsMultipleScenes":
          .bool(settings[prefix + "UIApplicationSupportsMultipleScenes"] == "YES")
      ])
    }
    return values
  }
}
