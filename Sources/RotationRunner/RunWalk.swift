import RotationCore
import RotationStore

extension Runner {
  /// How many steps of outcomes a walk through a run reads at a time: long scenarios make
  /// small chunks.
  static let chunkSteps = 100_000

  /// Walks a run's scenarios (those `keep` keeps) a page at a time (``RunPages``), each page cut
  /// into chunks of about ``chunkSteps`` steps under `profiles`, handing each chunk with its
  /// outcomes under those profiles (by profile, then scenario id): memory holds two pages and
  /// one chunk's outcomes, however large the run is.
  func walk(
    run: RunInfo, profiles: [String], keep: (Scenario) -> Bool = { _ in true },
    _ body: (ArraySlice<Scenario>, [String: [String: Outcome]]) throws -> Void
  ) throws {
    var pages = RunPages(store: store, run: run.id, limit: pageSize)
    while true {
      let page = try pages.next()
      guard !page.isEmpty else { return }
      let kept = page.filter(keep)
      var start = kept.startIndex
      while start < kept.endIndex {
        var end = start
        var steps = 0
        repeat {
          steps += kept[end].steps.count * max(1, profiles.count)
          end += 1
        } while end < kept.endIndex && steps < Self.chunkSteps
        let chunk = kept[start..<end]
        try body(
          chunk, try store.outcomes(run: run.id, profiles: profiles, scenarios: chunk.map(\.id)))
        start = end
      }
    }
  }
}
