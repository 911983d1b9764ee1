import Foundation

/// A fresh folder where the real binary runs as a user's shell would: in that folder, so the
/// default database (./rotationdb.sqlite) is the folder's own.
struct Workspace {
  let directory: URL

  init() throws { directory = try temporaryDirectory() }

  /// The folder's default database.
  var database: String { directory.appendingPathComponent("rotationdb.sqlite").path }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// Runs the binary in the folder.
  func run(_ arguments: [String]) throws -> Binary.Result {
    let process = Process()
    process.executableURL = Binary.url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Errors are short: read after the output, as Binary.run does.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Binary.Result(
      status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
      err: String(decoding: errData, as: UTF8.self))
  }

  /// Writes a file into the folder and returns its path.
  @discardableResult
  func write(_ text: String, _ name: String) throws -> String {
    try text.write(toFile: path(name), atomically: true, encoding: .utf8)
    return path(name)
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  func remove() { try? FileManager.default.removeItem(at: directory) }
}
