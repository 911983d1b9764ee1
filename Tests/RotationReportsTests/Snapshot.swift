import Foundation
import Testing

/// Compares text with a golden file kept beside the tests.
///
/// With RECORD_SNAPSHOTS=1 (never in CI, where CI=true) the file is written and the test fails,
/// so that a recording is never mistaken for a pass: run the tests again. A missing file is
/// recorded the same way outside CI. A mismatch fails with a line diff (longest common
/// subsequence) and leaves the actual text beside the golden file as NAME.actual for `diff -u`.
func assertSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden").appendingPathComponent(name)
  let actual = url.appendingPathExtension("actual")
  let environment = ProcessInfo.processInfo.environment
  let inCI = environment["CI"] == "true"
  let exists = FileManager.default.fileExists(atPath: url.path)
  if !inCI && (!exists || environment["RECORD_SNAPSHOTS"] == "1") {
    try text.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(
      "recorded golden file \(name); run the tests again without RECORD_SNAPSHOTS",
      sourceLocation: sourceLocation)
    return
  }
  guard exists else {
    Issue.record(
      "missing golden file \(name); record it with RECORD_SNAPSHOTS=1 outside CI",
      sourceLocation: sourceLocation)
    return
  }
  let golden = try String(contentsOf: url, encoding: .utf8)
  guard golden != text else {
    try? FileManager.default.removeItem(at: actual)
    return
  }
  try? text.write(to: actual, atomically: true, encoding: .utf8)
  Issue.record(
    Comment(
      rawValue: "\(name) differs from its golden file (RECORD_SNAPSHOTS=1 records it; the actual "
        + "text is in \(actual.lastPathComponent)):\n"
        + lineDiff(golden, text).prefix(40).joined(separator: "\n")),
    sourceLocation: sourceLocation)
}

/// The lines that differ between two texts, by longest common subsequence: `-N: old` for a line
/// only in the first (N its line number there), `+N: new` for a line only in the second.
func lineDiff(_ old: String, _ new: String) -> [String] {
  let a = old.split(separator: "\n", omittingEmptySubsequences: false)
  let b = new.split(separator: "\n", omittingEmptySubsequences: false)
  // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
  var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var diff: [String] = []
  var (i, j) = (0, 0)
  while i < a.count || j < b.count {
    if i < a.count, j < b.count, a[i] == b[j] {
      i += 1
      j += 1
    } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
      diff.append("-\(i + 1): \(a[i])")
      i += 1
    } else {
      diff.append("+\(j + 1): \(b[j])")
      j += 1
    }
  }
  return diff
}
