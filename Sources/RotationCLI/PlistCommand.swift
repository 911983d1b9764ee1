import Foundation
import RotationCore

/// `rotationdb plist`: reads a real Info.plist, an Xcode project's Info.plist build settings, or
/// finds either in a folder, and prints the catalogue's `infoPlist` object.
enum PlistCommand {
  static let target = Option(
    name: "--target", values: ["NAME"],
    help: "with an Xcode project: the target (default: its only application target)")
  static let configuration = Option(
    name: "--configuration", values: ["NAME"],
    help: "with an Xcode project: the build configuration (default: the target's default one)")

  static let command = Command(
    name: "plist",
    summary: "Print the catalogue's infoPlist object for an app's Info.plist or Xcode project.",
    discussion: """
      Prints the keys that matter to rotation (\(InfoPlistKey.all.map(\.name).joined(separator: ", ")))
      as JSON to paste into a scenario's "infoPlist". Other keys are left out.

      PATH is a property list (XML or binary), an .xcodeproj, or a folder. From an Xcode project
      it reads the target's INFOPLIST_KEY_... build settings (the project's, then the target's,
      for one build configuration; xcconfig files are not read) over the Info.plist its
      INFOPLIST_FILE names. In a folder it reads the one .xcodeproj at its top, else the one
      Info.plist below it that has rotation keys. UISupportedInterfaceOrientations~iphone (or
      INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone) becomes the generic key, the generic
      one then the iPad's; INFOPLIST_KEY_UILaunchScreen_Generation = YES becomes an empty
      UILaunchScreen. A key that concerns rotation but that the catalogue has no key for (such
      as UILaunchStoryboardName~iphone or UILaunchScreens) is left out with a warning on standard
      error. A file without rotation keys is said so on standard error and nothing is printed.
      """,
    arguments: [Positional(name: "PATH", help: "an Info.plist, an .xcodeproj or a folder")],
    options: [target, configuration],
    examples: [
      "rotationdb plist MyApp/Info.plist", "rotationdb plist MyApp.xcodeproj --target MyApp",
      "rotationdb plist .",
    ],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    var path = parsed.positionals[0]
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    let folder = isFolder(path)
    var project: String?
    if folder, path.hasSuffix(".xcodeproj") {
      project = path
    } else if folder {
      project = try onlyProject(in: path)
    } else if (path as NSString).lastPathComponent == "project.pbxproj" {
      project = (path as NSString).deletingLastPathComponent
    }
    if project == nil,
      let option = [target, configuration].first(where: { parsed.value($0.name) != nil })
    {
      throw .usage("\(option.name) reads an Xcode project; \(path) is not one", command.usage)
    }
    let values: [String: JSON]
    let source: String
    if let project {
      (values, source) = try projectValues(
        project, target: parsed.value(target.name),
        configuration: parsed.value(configuration.name), terminal: terminal)
    } else if folder {
      (values, source) = try folderValues(path, terminal: terminal)
    } else {
      values = try plistValues(read(path, terminal), path: path)
      source = path
    }
    let plist: InfoPlist
    do {
      plist = try InfoPlist.extract(from: values)
    } catch {
      throw .data("\(source): \(error.description)")
    }
    for key in InfoPlist.unkept(values.keys) {
      terminal.err(
        ("Warning: \(source): \(key) concerns rotation but the catalogue has no such key; "
          + "left out.\n").terminalSafe)
    }
    guard plist != InfoPlist() else {
      terminal.err(
        ("\(source) has none of the keys that matter to rotation "
          + "(\(InfoPlistKey.all.map(\.name).joined(separator: ", "))): "
          + "a scenario without \"infoPlist\" describes it.\n").terminalSafe)
      return 0
    }
    terminal.out(plist.json.rendered())
    return 0
  }

  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  static func read(_ path: String, _ terminal: Terminal) throws(CLIError) -> [UInt8] {
    do {
      return try terminal.readFile(path)
    } catch {
      throw .noInput("cannot read '\(path)': \(describe(error))")
    }
  }

  /// The one `.xcodeproj` directly in a folder; nil when there is none.
  static func onlyProject(in folder: String) throws(CLIError) -> String? {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".xcodeproj") }.sorted()
    guard names.count <= 1 else {
      throw .usage(
        "\(folder) holds \(names.count) Xcode projects; name one: " + names.joined(separator: ", "),
        command.usage)
    }
    return names.first.map { (folder as NSString).appendingPathComponent($0) }
  }

  /// A target's Info.plist values: its build settings over the file its `INFOPLIST_FILE` names.
  static func projectValues(
    _ path: String, target name: String?, configuration: String?, terminal: Terminal
  ) throws(CLIError) -> (values: [String: JSON], source: String) {
    let project = try XcodeProject.read(path, terminal: terminal)
    let target = try project.target(named: name)
    let settings = try project.settings(of: target, configuration: configuration)
    var values: [String: JSON] = [:]
    var source = "target '\(target.name)' (\(settings.configuration)) of \(path)"
    let file = project.infoPlistFile(settings)
    if let file {
      values = try plistValues(read(file, terminal), path: file)
      source += " and \(file)"
    }
    for (key, value) in XcodeProject.infoPlistValues(settings.values) {
      guard let json = json(value) else { continue }
      if let file, let old = values[key], old.compact() != json.compact() {
        terminal.err(
          ("Note: \(key) is set both in \(file) and by a build setting of target "
            + "'\(target.name)'; printed the build setting's.\n").terminalSafe)
      }
      values[key] = json
    }
    terminal.err("Read \(source).\n".terminalSafe)
    return (values, source)
  }

  /// The one Info.plist with rotation keys below a folder (build products, packages and hidden
  /// folders are not searched).
  static func folderValues(_ folder: String, terminal: Terminal) throws(CLIError) -> (
    values: [String: JSON], source: String
  ) {
    let skipped: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]
    let root = URL(fileURLWithPath: folder)
    var found: [(path: String, values: [String: JSON])] = []
    var without: [String] = []
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      let name = url.lastPathComponent
      let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      if isDirectory {
        if skipped.contains(name) || !url.pathExtension.isEmpty { enumerator?.skipDescendants() }
        continue
      }
      guard name == "Info.plist" else { continue }
      let path = folder + url.path.dropFirst(root.path.count)
      guard let bytes = try? terminal.readFile(path),
        let values = try? plistValues(bytes, path: path)
      else { continue }
      if let plist = try? InfoPlist.extract(from: values), plist == InfoPlist() {
        without.append(path)
      } else {
        found.append((path, values))
      }
    }
    found.sort { $0.path < $1.path }
    if found.count == 1 {
      terminal.err("Read \(found[0].path).\n".terminalSafe)
      return (found[0].values, found[0].path)
    }
    if found.count > 1 {
      throw .usage(
        "\(folder) holds \(found.count) Info.plist files with rotation keys; name one: "
          + found.map(\.path).joined(separator: ", "), command.usage)
    }
    if without.isEmpty {
      throw .noInput("\(folder) holds no Info.plist and no .xcodeproj")
    }
    return ([:], without.sorted().joined(separator: ", "))
  }

  /// A property list's top-level values as JSON.
  static func plistValues(_ bytes: [UInt8], path: String) throws(CLIError) -> [String: JSON] {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    } catch {
      throw .data("\(path): not a property list (XML or binary)")
    }
    guard let dictionary = object as? [String: Any] else {
      throw .data("\(path): the property list's top level is not a dictionary")
    }
    return dictionary.compactMapValues(json)
  }

  /// A property list value as JSON: strings, booleans, integers, and arrays and dictionaries of
  /// them.
  static func json(_ value: Any) -> JSON? {
    switch value {
    case let text as String: return .string(text)
    case let flag as Bool where type(of: value) == Bool.self: return .bool(flag)
    case let number as NSNumber:
      // A boolean property list value bridged to NSNumber has the C type "c".
      return String(cString: number.objCType) == "c"
        ? .bool(number.boolValue) : .int(number.intValue)
    case let items as [Any]: return .array(items.compactMap(json))
    case let entries as [String: Any]:
      return .object(
        entries.sorted { $0.key < $1.key }.compactMap { key, value in json(value).map { (key, $0) }
        })
    default: return nil
    }
  }
}
