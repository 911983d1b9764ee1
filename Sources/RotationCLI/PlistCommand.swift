import Foundation
import RotationCore

/// `rotationdb plist`: reads a real Info.plist and prints the catalogue's `infoPlist` object.
enum PlistCommand {
  static let command = Command(
    name: "plist",
    summary: "Read an app's Info.plist (XML or binary) and print the catalogue's infoPlist object.",
    discussion: """
      Prints the keys that matter to rotation (\(InfoPlistKey.all.map(\.name).joined(separator: ", ")))
      as JSON to paste into a scenario's "infoPlist". Other keys are left out.
      """,
    arguments: [Positional(name: "PATH/Info.plist", help: "a property list, XML or binary")],
    examples: ["rotationdb plist MyApp/Info.plist"],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
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
    var values: [String: JSON] = [:]
    for (key, value) in dictionary {
      if let json = json(value) { values[key] = json }
    }
    do {
      return try InfoPlist.extract(from: values)
    } catch {
      throw .data("\(path): \(error.description)")
    }
  }

  /// A property list value as JSON: strings, booleans, integers and arrays of them.
  static func json(_ value: Any) -> JSON? {
    switch value {
    case let text as String: return .string(text)
    case let flag as Bool where type(of: value) == Bool.self: return .bool(flag)
    case let number as NSNumber:
      // A boolean property list value bridged to NSNumber has the C type "c".
      return String(cString: number.objCType) == "c"
        ? .bool(number.boolValue) : .int(number.intValue)
    case let items as [Any]: return .array(items.compactMap(json))
    default: return nil
    }
  }
}
