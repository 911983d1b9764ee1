import Foundation
import Testing

/// The repository's top folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A Chromium-based browser for the browser tests: `ROTATIONDB_BROWSER`, else the usual names
/// on `PATH`, else the macOS application bundles. Without one the browser tests are skipped with
/// a message saying how to install one, unless `ROTATIONDB_REQUIRE_BROWSER=1` (CI sets it):
/// then they fail. `ROTATIONDB_BROWSER=off` skips them (CI's sanitizer runs: the page is the
/// same bytes in every build, and Chromium is not the code under test).
enum Browser {
  static let off = ProcessInfo.processInfo.environment["ROTATIONDB_BROWSER"] == "off"

  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let chosen = environment["ROTATIONDB_BROWSER"], !chosen.isEmpty {
      return FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil
    }
    let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"]
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    let bundles = [
      "/Applications/Chromium.app/Contents/MacOS/Chromium",
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    ]
    let candidates = folders.flatMap { folder in names.map { folder + "/" + $0 } } + bundles
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  static let required = ProcessInfo.processInfo.environment["ROTATIONDB_REQUIRE_BROWSER"] == "1"

  /// Whether the browser tests run: they are not off, and a browser was found or one is
  /// required (and its absence fails them).
  static let runs = !off && (path != nil || required)

  /// Why the browser tests were skipped.
  static let skipped = off ? "ROTATIONDB_BROWSER=off" : missing

  static let missing =
    "no Chromium or Chrome found: install one (Debian: apt install chromium; macOS: brew "
    + "install --cask chromium) or set ROTATIONDB_BROWSER to the path of its executable"
}

/// Headless Chromium's DOM of a page after its scripts ran (`extra`: more switches).
func chromiumDOM(_ file: URL, extra: [String] = []) throws -> String {
  try chromium(file.absoluteString, extra: extra).dom
}

/// Headless Chromium's DOM of an address (a page's, with its query and fragment as given) after
/// its scripts ran, and with `console`, the console's messages (an uncaught error among them:
/// `"Uncaught URIError: URI malformed", source: file:///…`), one a line.
func chromium(_ address: String, extra: [String] = [], console: Bool = false) throws -> (
  dom: String, console: [String]
) {
  let browser = try #require(Browser.path, Comment(rawValue: Browser.missing))
  let process = Process()
  process.executableURL = URL(fileURLWithPath: browser)
  process.arguments =
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=4000", "--dump-dom",
    ] + (console ? ["--enable-logging=stderr", "--v=0"] : []) + extra + [address]
  let out = Pipe()
  process.standardOutput = out
  // The log goes to a file: a pipe left unread while the DOM is read could fill and stall it.
  let log = FileManager.default.temporaryDirectory.appendingPathComponent(
    "rotationdb-chromium-\(UUID().uuidString).log")
  defer { try? FileManager.default.removeItem(at: log) }
  if console { _ = FileManager.default.createFile(atPath: log.path, contents: nil) }
  process.standardError = console ? try FileHandle(forWritingTo: log) : FileHandle.nullDevice
  try process.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let messages =
    console
    ? try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
      .filter { $0.contains(":CONSOLE") }.map(String.init) : []
  return (String(decoding: data, as: UTF8.self), messages)
}
