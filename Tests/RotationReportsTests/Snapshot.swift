import Foundation
import Testing

/// Compares text with a golden file kept beside the tests. The file is recorded when it is
/// missing or when RECORD_SNAPSHOTS=1, never in CI (CI=true): there a missing or different file
/// fails, with a line diff.
func assertSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden").appendingPathComponent(name)
  let environment = ProcessInfo.processInfo.environment
  let inCI = environment["CI"] == "true"
  let exists = FileManager.default.fileExists(atPath: url.path)
  if !inCI && (!exists || environment["RECORD_SNAPSHOTS"] == "1") {
    try text.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard exists else {
    Issue.record(
      "missing golden file \(name); record it with RECORD_SNAPSHOTS=1 outside CI",
      sourceLocation: sourceLocation)
    return
  }
  let golden = try String(contentsOf: url, encoding: .utf8)
  guard golden != text else { return }
  let old = golden.split(separator: "\n", omittingEmptySubsequences: false)
  let new = text.split(separator: "\n", omittingEmptySubsequences: false)
  var diff: [String] = []
  for index in 0..<max(old.count, new.count) where diff.count < 40 {
    let a = index < old.count ? String(old[index]) : nil
    let b = index < new.count ? String(new[index]) : nil
    if a != b {
      if let a { diff.append("-\(index + 1): \(a)") }
      if let b { diff.append("+\(index + 1): \(b)") }
    }
  }
  Issue.record(
    Comment(
      rawValue: "\(name) differs from its golden file (RECORD_SNAPSHOTS=1 records it):\n"
        + diff.joined(separator: "\n")),
    sourceLocation: sourceLocation)
}
