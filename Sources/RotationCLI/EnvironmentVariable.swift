import Foundation

/// An environment variable rotationdb reads, declared once: checked before any command runs
/// (a usage error naming it and the values it takes) and listed by `rotationdb --help`.
/// An empty value counts as unset.
struct EnvironmentVariable: Sendable {
  var name: String
  /// What it sets and the values it takes, for `--help` and for the error.
  var help: String
  /// The values it takes, in the error's words: "a whole number of seconds from 0 to 86400".
  var expected: String
  var accepts: @Sendable (String) -> Bool

  /// Seconds to wait for another process's lock.
  static let busyTimeout = EnvironmentVariable(
    name: "ROTATIONDB_BUSY_TIMEOUT",
    help: "seconds to wait for another process holding the database (0 to 86400; default 60)",
    expected: "a whole number of seconds from 0 to 86400",
    accepts: { seconds($0) != nil })

  /// The time recorded for runs and shown in reports, instead of the clock's.
  static let now = EnvironmentVariable(
    name: "ROTATIONDB_NOW",
    help: "the time recorded for a run and shown in reports, in ISO 8601 (2026-01-31T12:00:00Z)",
    expected: "an ISO 8601 date and time such as 2026-01-31T12:00:00Z",
    accepts: { time($0) != nil })

  static let all = [busyTimeout, now]

  /// The most seconds `ROTATIONDB_BUSY_TIMEOUT` may ask for: a day, well within SQLite's
  /// 32-bit millisecond timeout.
  static let maximumBusySeconds = 86_400

  /// `ROTATIONDB_BUSY_TIMEOUT` as seconds: decimal digits only, at most a day.
  static func seconds(_ text: String) -> Int? {
    guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }),
      let value = Int(text), value <= maximumBusySeconds
    else { return nil }
    return value
  }

  /// `ROTATIONDB_NOW` as given, when it is an ISO 8601 date and time.
  static func time(_ text: String) -> String? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    if formatter.date(from: text) != nil { return text }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text) != nil ? text : nil
  }

  /// Its value in an environment, nil when unset or empty.
  func value(in environment: [String: String]) -> String? {
    guard let text = environment[name], !text.isEmpty else { return nil }
    return text
  }

  /// Every variable set in the environment takes one of its values.
  static func check(_ environment: [String: String], usage: String) throws(CLIError) {
    for variable in all {
      guard let text = variable.value(in: environment), !variable.accepts(text) else { continue }
      throw .usage("\(variable.name) takes \(variable.expected), not '\(text)'", usage)
    }
  }
}
