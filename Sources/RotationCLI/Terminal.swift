import Foundation
import RotationCore
import RotationReports

/// The command's connection to the outside: output streams, file reading and the environment.
/// Tests give their own to capture output; the binary uses the process's.
public struct Terminal: Sendable {
  public var out: @Sendable (String) -> Void
  public var err: @Sendable (String) -> Void
  public var readFile: @Sendable (String) throws -> [UInt8]
  public var environment: [String: String]
  /// Standard error is a terminal: progress may be shown.
  public var isTerminal: Bool
  /// Standard output is a terminal: a page of HTML goes to a file instead.
  public var outputIsTerminal: Bool
  /// The width of the terminal standard output shows in, when it is one: help wraps to it.
  public var columns: Int?
  /// The files read through ``readFile``, which no output of the command may replace.
  let inputs = InputLog()

  public init(
    out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
    readFile: @escaping @Sendable (String) throws -> [UInt8], environment: [String: String] = [:],
    isTerminal: Bool = false, outputIsTerminal: Bool = false, columns: Int? = nil
  ) {
    self.out = out
    self.err = err
    let inputs = inputs
    self.readFile = { path in
      let bytes = try readFile(path)
      inputs.record(path)
      return bytes
    }
    self.environment = environment
    self.isTerminal = isTerminal
    self.outputIsTerminal = outputIsTerminal
    self.columns = columns
  }

  /// Whether text for standard output (`output`) or standard error is coloured: only on a
  /// terminal, never when `NO_COLOR` is set to anything (no-color.org) or `TERM` is `dumb`.
  func colours(output: Bool) -> Bool {
    (output ? outputIsTerminal : isTerminal) && (environment["NO_COLOR"] ?? "").isEmpty
      && environment["TERM"] != "dumb"
  }

  /// The process's standard output, standard error, file system and environment; `-` reads
  /// standard input. A write error ends the process: quietly (exit 141) when the reader of a
  /// pipe went away, else with the reason on standard error (exit 73).
  public static var process: Terminal {
    Terminal(
      out: { Self.write($0, to: .standardOutput, named: "standard output") },
      err: { Self.write($0, to: .standardError, named: "standard error") },
      readFile: { path in try InputFile.read(path) },
      environment: ProcessInfo.processInfo.environment,
      isTerminal: isatty(STDERR_FILENO) == 1, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      columns: outputColumns)
  }

  /// The width of the terminal on standard output; nil when it is not one or says none.
  static var outputColumns: Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  static func write(_ text: String, to handle: FileHandle, named name: String) {
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      if posixCode(of: error) == EPIPE { exit(141) }
      if handle !== FileHandle.standardError {
        try? FileHandle.standardError.write(
          contentsOf: Data("Error: cannot write to \(name): \(describe(error))\n".utf8))
      }
      exit(73)
    }
  }
}

/// Reading input files: regular files, FIFOs and process substitutions, `/dev/stdin`, and `-`
/// for standard input, up to a size limit.
enum InputFile {
  /// The most bytes read from one input: more than the largest catalogue the limits allow.
  static let limit = 512 << 20

  static func read(_ path: String) throws -> [UInt8] {
    let handle: FileHandle
    if path == "-" {
      handle = .standardInput
    } else {
      guard let opened = FileHandle(forReadingAtPath: path) else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
      handle = opened
    }
    defer { if path != "-" { try? handle.close() } }
    var bytes: [UInt8] = []
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
      bytes += chunk
      guard bytes.count <= limit else { throw InputTooLarge(limit: limit) }
    }
    return bytes
  }
}

/// An input larger than ``InputFile/limit``.
struct InputTooLarge: Error, CustomStringConvertible {
  var limit: Int
  var description: String { "larger than \(limit >> 20) MiB, the most rotationdb reads" }
}

/// The POSIX error code behind a Foundation error, if any.
func posixCode(of error: any Error) -> Int32? {
  if let posix = error as? POSIXError { return posix.code.rawValue }
  let ns = error as NSError
  if ns.domain == NSPOSIXErrorDomain { return Int32(ns.code) }
  if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? any Error {
    return posixCode(of: underlying)
  }
  switch (ns.domain, ns.code) {
  case (NSCocoaErrorDomain, 4), (NSCocoaErrorDomain, 260): return ENOENT
  case (NSCocoaErrorDomain, 257), (NSCocoaErrorDomain, 513): return EACCES
  case (NSCocoaErrorDomain, 640): return ENOSPC
  default: return nil
  }
}

extension String {
  /// The text with control characters and bidi controls made visible (`\u{1B}`, `\u{202E}`),
  /// line feeds and tabs kept: what a catalogue says can never move the cursor, erase a line,
  /// recolour a terminal or reorder what it shows (``Unicode/Scalar/isShownEscaped``).
  var terminalSafe: String {
    guard unicodeScalars.contains(where: { $0.isShownEscaped }) else { return self }
    var out = ""
    for scalar in unicodeScalars {
      if scalar.isShownEscaped {
        out += scalar.escapedText
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

/// A document of the contract, `{"formatVersion": 1, KEY: [ITEM, ...]}`, written item by item in
/// pieces of about a megabyte: the same bytes as rendering it whole, in memory for one item.
enum StreamedDocument {
  static func write(
    key: String, _ items: some Sequence<JSON>, _ write: (String) throws -> Void
  ) rethrows {
    var iterator = items.makeIterator()
    try self.write(key: key, { iterator.next() }, write)
  }

  /// The document of the items `next` gives until it gives nil. When `next` fails, the
  /// document is left unfinished and the error rethrown.
  /// `after`: the document's members after the array (an export's behaviours).
  static func write(
    key: String, _ next: () throws -> JSON?, after: [(String, JSON)] = [],
    _ write: (String) throws -> Void
  ) rethrows {
    let members = after.map { key, value in
      ",\n  " + JSON.string(key).compact() + ": " + value.rendered(indent: 2)
    }
    var array = StreamedArray(
      opening: "{\n  \"formatVersion\": \(Catalogue.formatVersion),\n  \"\(key)\": ",
      indent: 4, closing: members.joined() + "\n}\n")
    while let item = try next() { try array.add(item, write) }
    try array.finish(write)
  }
}

/// Text written in pieces of about a megabyte: nothing is written before the first megabyte,
/// or before the end when the text is smaller, so output that fails early prints nothing.
struct ChunkedText {
  private var buffer: String

  init(_ start: String = "") { buffer = start }

  mutating func append(_ text: String, _ write: (String) throws -> Void) rethrows {
    buffer += text
    if buffer.utf8.count > 1 << 20 {
      try write(buffer)
      buffer = ""
    }
  }

  /// Writes what is left, then `tail`.
  func finish(_ tail: String = "", _ write: (String) throws -> Void) rethrows {
    try write(buffer + tail)
  }
}

/// A JSON array between `opening` and `closing`, its items `indent` spaces deep and its closing
/// bracket two less, written item by item in ``ChunkedText`` pieces: the bytes `JSON.rendered`
/// gives the whole.
struct StreamedArray {
  let indent: Int
  let closing: String
  private var text: ChunkedText
  private var first = true

  init(opening: String, indent: Int, closing: String) {
    self.indent = indent
    self.closing = closing
    text = ChunkedText(opening + "[")
  }

  mutating func add(_ item: JSON, _ write: (String) throws -> Void) rethrows {
    try text.append(
      (first ? "\n" : ",\n") + String(repeating: " ", count: indent)
        + item.rendered(indent: indent), write)
    first = false
  }

  func finish(_ write: (String) throws -> Void) rethrows {
    let end = first ? "]" : "\n" + String(repeating: " ", count: indent - 2) + "]"
    try text.finish(end + closing, write)
  }
}
