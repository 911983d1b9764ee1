/// A failure that ends a command with an exit code (sysexits.h, as the contract fixes them).
public struct CLIError: Error, Sendable, Equatable {
  public var code: Int32
  public var message: String
  /// Usage errors print the command's usage line after the message.
  public var usage: String?

  /// Bad command-line usage: exit 64 (`EX_USAGE`).
  public static func usage(_ message: String, _ usage: String) -> CLIError {
    CLIError(code: 64, message: message, usage: usage)
  }

  /// Invalid input data: exit 65 (`EX_DATAERR`).
  public static func data(_ message: String) -> CLIError {
    CLIError(code: 65, message: message, usage: nil)
  }

  /// An input file that cannot be read: exit 66 (`EX_NOINPUT`).
  public static func noInput(_ message: String) -> CLIError {
    CLIError(code: 66, message: message, usage: nil)
  }

  /// What the user sees on stderr: a usage error points to its command's help.
  public var rendered: String {
    guard let usage else { return "Error: \(message)\n" }
    let words = usage.split(separator: " ")
    let help =
      words.count > 1 && !words[1].hasPrefix("<")
      ? "rotationdb help \(words[1])" : "rotationdb help"
    return "Error: \(message)\nUsage: \(usage)\nSee '\(help)' for more.\n"
  }
}
