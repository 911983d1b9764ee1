import Foundation

/// The command's connection to the outside: output streams, file reading and the environment.
/// Tests give their own to capture output; the binary uses the process's.
public struct Terminal: Sendable {
  public var out: @Sendable (String) -> Void
  public var err: @Sendable (String) -> Void
  public var readFile: @Sendable (String) throws -> [UInt8]
  public var environment: [String: String]
  /// Standard error is a terminal: progress may be shown.
  public var isTerminal: Bool

  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    readFile: @escaping @Sendable (String) throws -> [UInt8], environment: [String: String] = [:],
    isTerminal: Bool = false
  ) {
    self.out = out
    self.err = err
    self.readFile = readFile
    self.environment = environment
    self.isTerminal = isTerminal
  }

  /// The process's standard output, standard error, file system and environment; `-` reads
  /// standard input.
  public static var process: Terminal {
    Terminal(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      readFile: { path in
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      },
      environment: ProcessInfo.processInfo.environment,
      isTerminal: isatty(STDERR_FILENO) == 1)
  }
}

/// Writing output files atomically: a temporary file beside the target, then a rename, so a
/// reader never sees half a file.
enum FileOutput {
  static func write(_ text: String, to path: String) throws(CLIError) {
    try stream(to: path) { write in write(text) }
  }
}

extension FileOutput {
  /// Writes a file in pieces to a temporary file beside it, then renames it into place.
  static func stream(to path: String, _ body: ((String) -> Void) -> Void) throws(CLIError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown)
      }
      let handle = try FileHandle(forWritingTo: temporary)
      body { handle.write(Data($0.utf8)) }
      try handle.close()
      if rename(temporary.path, url.path) != 0 { throw CocoaError(.fileWriteUnknown) }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw CLIError(code: 73, message: "cannot write '\(path)': \(describe(error))", usage: nil)
    }
  }
}
