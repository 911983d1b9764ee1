import Foundation
import RotationCore
import RotationPlist

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
      INFOPLIST_FILE names. In a folder it reads the one .xcodeproj at its top, else the app's
      one Info.plist below it that has rotation keys (not a test bundle's or an extension's),
      naming on standard error any it cannot read. UISupportedInterfaceOrientations~iphone (or
      INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone) becomes the generic key, the generic
      one then the iPad's; INFOPLIST_KEY_UILaunchScreen_Generation = YES becomes an empty
      UILaunchScreen. A key that concerns rotation but that the catalogue has no key for (such
      as UILaunchStoryboardName~iphone or UILaunchScreens) is left out with a warning on standard
      error. A file without rotation keys is said so on standard error and nothing is printed. A
      property list may hold at most \(PropertyList.maximumValues) values once its shared
      references are expanded, nested \(PropertyList.maximumDepth) deep, without cycles.
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
      (values, source) = try PlistFolder.values(in: path, terminal: terminal)
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
    let target = try project.target(named: name, path: path)
    let settings = try project.settings(of: target, configuration: configuration, path: path)
    var values: [String: JSON] = [:]
    var source = "target '\(target.name)' (\(settings.configuration)) of \(path)"
    let file = XcodeProject.infoPlistFile(settings, path: path)
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

  /// A property list's top-level values as JSON (XML or binary; bounded, see
  /// ``PropertyList/maximumValues``).
  static func plistValues(_ bytes: [UInt8], path: String) throws(CLIError) -> [String: JSON] {
    let object: PlistValue
    do {
      object = try PropertyList.decode(bytes, formats: [.binary, .xml])
    } catch {
      throw .data("\(path): \(error.description)")
    }
    guard let dictionary = object.dictionary else {
      throw .data("\(path): the property list's top level is not a dictionary")
    }
    return dictionary.compactMapValues(json)
  }

  /// A property list value as JSON: strings, booleans, integers (a real's whole part), and
  /// arrays and dictionaries of them.
  static func json(_ value: PlistValue) -> JSON? {
    switch value {
    case .string(let text): .string(text)
    case .bool(let flag): .bool(flag)
    case .integer(let number): .int(number)
    case .real(let number): Int(exactly: number.rounded(.towardZero)).map(JSON.int)
    case .array(let items): .array(items.compactMap(json))
    case .dictionary(let entries):
      .object(
        entries.sorted { $0.key < $1.key }.compactMap { key, value in json(value).map { (key, $0) }
        })
    case .date, .data, .uid: nil
    }
  }
}
