import Foundation
import RotationCore

/// `rotationdb plist FOLDER` without an Xcode project: the app's Info.plist below the folder.
/// Build products, packages and hidden folders are not searched; an Info.plist that cannot be
/// read is named on standard error with the reason; a test bundle's or an extension's is used
/// only when no app's could be.
enum PlistFolder {
  /// Folders that hold build products or dependencies, not the app's sources.
  static let skipped: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]

  struct Candidate {
    var path: String
    var values: [String: JSON]
    var hasRotationKeys: Bool
    var isApp: Bool
  }

  static func values(in folder: String, terminal: Terminal) throws(CLIError) -> (
    values: [String: JSON], source: String
  ) {
    var candidates: [Candidate] = []
    var unreadable: [(path: String, error: CLIError)] = []
    for path in infoPlists(in: folder) {
      do {
        let values = try PlistCommand.plistValues(PlistCommand.read(path, terminal), path: path)
        let plist = try? InfoPlist.extract(from: values)
        candidates.append(
          Candidate(
            path: path, values: values, hasRotationKeys: plist != InfoPlist(),
            isApp: isApp(path, values)))
      } catch {
        unreadable.append((path, error))
        terminal.err("Note: skipped \(path) (\(error.message)).\n".terminalSafe)
      }
    }
    let apps = candidates.filter { $0.isApp && $0.hasRotationKeys }
    if apps.count == 1 {
      terminal.err("Read \(apps[0].path).\n".terminalSafe)
      return (apps[0].values, apps[0].path)
    }
    if apps.count > 1 { throw several(apps, in: folder) }
    // No app's Info.plist with rotation keys: one that could not be read may be the app's.
    if let app = unreadable.first(where: { isApp($0.path, [:]) }) {
      throw CLIError(
        code: app.error.code,
        message: "\(folder): the app's Info.plist could not be read, so no other is printed "
          + "in its place: \(app.error.message)", usage: nil)
    }
    if let app = candidates.first(where: \.isApp) {
      return ([:], app.path)
    }
    let others = candidates.filter(\.hasRotationKeys)
    if others.count == 1 {
      terminal.err(
        ("Read \(others[0].path) (no app's Info.plist has rotation keys; this is a test "
          + "bundle's or an extension's).\n").terminalSafe)
      return (others[0].values, others[0].path)
    }
    if others.count > 1 { throw several(others, in: folder) }
    if candidates.isEmpty {
      if let first = unreadable.first { throw first.error }
      throw .noInput("\(folder) holds no Info.plist and no .xcodeproj")
    }
    return ([:], candidates.map(\.path).sorted().joined(separator: ", "))
  }

  static func several(_ found: [Candidate], in folder: String) -> CLIError {
    .usage(
      "\(folder) holds \(found.count) Info.plist files with rotation keys; name one: "
        + found.map(\.path).joined(separator: ", "), PlistCommand.command.usage)
  }

  /// The paths of the files named Info.plist below a folder, sorted.
  static func infoPlists(in folder: String) -> [String] {
    let root = URL(fileURLWithPath: folder)
    var paths: [String] = []
    let enumerator = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
      let name = url.lastPathComponent
      let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
      if isDirectory {
        if skipped.contains(name) || !url.pathExtension.isEmpty { enumerator?.skipDescendants() }
        continue
      }
      if name == "Info.plist" { paths.append(folder + url.path.dropFirst(root.path.count)) }
    }
    return paths.sorted()
  }

  /// Whether an Info.plist is an app's rather than a test bundle's or an extension's: its
  /// package type says so when it is literal (`APPL`; `BNDL` and `XPC!` are not), an
  /// extension declares `NSExtension` or `EXAppExtensionAttributes`, and a test bundle's sits
  /// in a folder named …Tests.
  static func isApp(_ path: String, _ values: [String: JSON]) -> Bool {
    if case .string(let type)? = values["CFBundlePackageType"] {
      if type == "APPL" { return true }
      if type == "BNDL" || type == "XPC!" { return false }
    }
    if values["NSExtension"] != nil || values["EXAppExtensionAttributes"] != nil { return false }
    let folders = (path as NSString).deletingLastPathComponent.split(separator: "/")
    return !folders.contains { $0.hasSuffix("Tests") || $0.hasSuffix("Test") }
  }
}
