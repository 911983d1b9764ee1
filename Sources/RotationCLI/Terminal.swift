import Foundation

/// The command's connection to the outside: output streams and file reading. Tests give their
/// own to capture output; the binary uses the process's.
public struct Terminal: Sendable {
  public var out: @Sendable (String) -> Void
  public var err: @Sendable (String) -> Void
  public var readFile: @Sendable (String) throws -> [UInt8]

  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    readFile: @escaping @Sendable (String) throws -> [UInt8]
  ) {
    self.out = out
    self.err = err
    self.readFile = readFile
  }

  /// The process's standard output, standard error and file system; `-` reads standard input.
  public static let process = Terminal(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) },
    readFile: { path in
      if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
      return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    })
}
