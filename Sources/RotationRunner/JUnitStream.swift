import Foundation
import RotationCore
import RotationReports
import RotationStore

extension Runner {
  /// A run's JUnit XML (``JUnitReport``, the same bytes as rendering it whole) handed to `write`
  /// in pieces, with the run's check (listing at most `listing` outcomes with no expectation).
  /// The run is read page by page; each profile's test cases wait in an anonymous temporary
  /// file in `directory` (the output's folder: as much disk again as the XML) until the counts
  /// that head the document are known: memory stays flat however large the run is.
  public func junit(
    run id: Int?, listing: Int = .max, directory: String = NSTemporaryDirectory(),
    write: (String) throws -> Void
  ) throws -> (run: RunInfo, check: Check) {
    let run = try store.run(id)
    let profiles = run.profiles.map(\.id)
    var check = Check(listing: listing)
    var total = JUnitReport.Tally()
    var suites: [String: (tally: JUnitReport.Tally, cases: SpillFile)] = [:]
    // Profiles in the order their first test case comes.
    var order: [String] = []
    try walk(run: run, profiles: profiles) { chunk, outcomes in
      let ids = chunk.map(\.id)
      for profile in profiles where suites[profile] == nil && !(outcomes[profile] ?? [:]).isEmpty {
        suites[profile] = (JUnitReport.Tally(), try SpillFile(in: directory, bytes: spillBytes))
      }
      var micros: [String: [String: Int]] = [:]
      for profile in profiles where !(outcomes[profile] ?? [:]).isEmpty {
        micros[profile] = try store.evaluationMicros(run: run.id, profile: profile, scenarios: ids)
      }
      for scenario in chunk {
        for profile in profiles {
          guard let outcome = outcomes[profile]?[scenario.id] else { continue }
          if !order.contains(profile) { order.append(profile) }
          let mismatches = check.add(outcome, of: scenario)
          let testCase = JUnitReport.TestCase(
            scenario: scenario.id, profile: profile, title: scenario.title,
            mismatches: mismatches,
            unchecked: !scenario.expectations.contains { $0.applies(to: profile) },
            micros: micros[profile]?[scenario.id])
          total.add(testCase)
          suites[profile]!.tally.add(testCase)
          try suites[profile]!.cases.append(testCase.xml)
        }
      }
    }
    try write(JUnitReport.header(run: run.id, total))
    for profile in order {
      let suite = suites[profile]!
      try write(JUnitReport.suiteHeader(profile, suite.tally))
      try suite.cases.replay(write)
      try write(JUnitReport.suiteFooter)
    }
    try write(JUnitReport.footer)
    return (run, check)
  }
}

/// Text set aside in an anonymous temporary file (unlinked as soon as it is made: the system
/// frees it when it is closed, or when the process ends however it ends), `bytes` at a time,
/// then read back in order.
final class SpillFile {
  private let handle: FileHandle
  private var buffer = ""
  private let bytes: Int

  init(in directory: String, bytes: Int) throws {
    self.bytes = max(1, bytes)
    var template = Array(
      URL(fileURLWithPath: directory).appendingPathComponent(".rotationdb-XXXXXX").path.utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [
          NSLocalizedDescriptionKey:
            "cannot make a temporary file in \(directory): \(String(cString: strerror(errno)))"
        ])
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  func append(_ text: String) throws {
    buffer += text
    if buffer.utf8.count >= bytes { try flush() }
  }

  private func flush() throws {
    try handle.write(contentsOf: Data(buffer.utf8))
    buffer = ""
  }

  /// Hands everything appended to `body`, in pieces that end between characters.
  func replay(_ body: (String) throws -> Void) throws {
    try flush()
    try handle.seek(toOffset: 0)
    var carried = Data()
    while let data = try handle.read(upToCount: bytes), !data.isEmpty {
      var piece = Data(carried) + data
      // A character's bytes at the end (cut or not) wait for the next piece.
      var end = piece.endIndex
      while end > piece.startIndex && piece[end - 1] & 0xC0 == 0x80 { end -= 1 }
      if end > piece.startIndex && piece[end - 1] >= 0xC0 { end -= 1 } else { end = piece.endIndex }
      carried = piece[end...]
      piece = piece[..<end]
      try body(String(decoding: piece, as: UTF8.self))
    }
    try body(String(decoding: carried, as: UTF8.self))
  }
}
