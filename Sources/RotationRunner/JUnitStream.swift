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
      let older = try olderDefinitions(run: run.id, scenarios: ids)
      for scenario in chunk {
        for profile in profiles {
          guard let outcome = outcomes[profile]?[scenario.id] else { continue }
          if !order.contains(profile) { order.append(profile) }
          // A scenario changed since the run: nothing compared, a skipped case.
          let isOlder = older.contains(scenario.id)
          if isOlder { check.skip(outcome) }
          let mismatches = isOlder ? [] : check.add(outcome, of: scenario)
          let testCase = JUnitReport.TestCase(
            scenario: scenario.id, profile: profile, title: scenario.title,
            mismatches: mismatches,
            unchecked: isOlder || !scenario.expectations.contains { $0.applies(to: profile) },
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
