import Foundation
import RotationCore

/// `rotationdb plist`: reads a real Info.plist and prints the catalogue's `infoPlist` object.
enum PlistCommand {
  static let usage = "rotationdb plist PATH/Info.plist"

  static let command = CLI.Command(
    name: "plist",
    summary: "Read an app's Info.plist (XML or binary) and print the catalogue's infoPlist object.",
    usage: usage,
    help: """
      Prints the keys that matter to rotation (UISupportedInterfaceOrientations and its ~ipad
      variant, UIInterfaceOrientation, UIStatusBarHidden, UIRequiresFullScreen) as JSON to
      paste into a scenario's "infoPlist". Other keys are left out.

      Example:
        rotationdb plist MyApp/Info.plist

      """,
    run: run)

  static func run(_ arguments: [String], _ terminal: Terminal) throws(CLIError) -> Int32 {
    let parsed = try Arguments(arguments, valued: [], flags: [], usage: usage)
    guard parsed.positionals.count == 1 else {
      throw .usage(
        parsed.positionals.isEmpty ? "missing PATH/Info.plist" : "too many arguments", usage)
    }
    let path = parsed.positionals[0]
    let bytes: [UInt8]
    do {
      bytes = try terminal.readFile(path)
    } catch {
      throw .noInput("cannot read '\(path)': \(describe(error))")
    }
    let plist = try infoPlist(from: bytes, path: path)
    terminal.out(plist.json.rendered())
    return 0
  }

  /// The rotation keys of a property list's bytes.
  static func infoPlist(from bytes: [UInt8], path: String) throws(CLIError) -> InfoPlist {
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
    func orientations(_ key: String) throws(CLIError) -> [InterfaceOrientation]? {
      guard let value = dictionary[key] else { return nil }
      guard let names = value as? [String] else {
        throw .data("\(path): \(key) is not an array of strings")
      }
      var result: [InterfaceOrientation] = []
      for (index, name) in names.enumerated() {
        guard let orientation = InterfaceOrientation(name: name) else {
          throw .data("\(path): \(key)[\(index)]: '\(name)' is not an interface orientation")
        }
        if !result.contains(orientation) { result.append(orientation) }
      }
      return result
    }
    func bool(_ key: String) throws(CLIError) -> Bool? {
      guard let value = dictionary[key] else { return nil }
      guard let flag = value as? Bool else { throw .data("\(path): \(key) is not a boolean") }
      return flag
    }
    var plist = InfoPlist()
    plist.supportedInterfaceOrientations = try orientations(InfoPlist.Key.supported)
    plist.supportedInterfaceOrientationsPad = try orientations(InfoPlist.Key.supportedPad)
    if let value = dictionary[InfoPlist.Key.interfaceOrientation] {
      guard let name = value as? String, let orientation = InterfaceOrientation(name: name) else {
        throw .data(
          "\(path): \(InfoPlist.Key.interfaceOrientation) is not an interface orientation")
      }
      plist.interfaceOrientation = orientation
    }
    plist.statusBarHidden = try bool(InfoPlist.Key.statusBarHidden)
    plist.requiresFullScreen = try bool(InfoPlist.Key.requiresFullScreen)
    return plist
  }
}
