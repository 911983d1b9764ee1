import RotationCore
import RotationStore

extension Runner {
  /// About how many bytes of outcomes a walk through a run reads at a time: scenarios long or
  /// of many windows make small chunks.
  static let chunkBytes = 48 << 20

  /// About how many bytes a scenario's outcomes hold under `profiles` profiles, before they
  /// are read: a step holds its fixed fields and, for each window, the window's orientation
  /// and the calls asked of its controllers (``Footprint``).
  static func estimatedBytes(_ scenario: Scenario, profiles: Int) -> Int {
    var windows = scenario.windows?.count ?? 1
    for step in scenario.steps {
      if case .addWindow = step { windows += 1 }
    }
    return scenario.steps.count * max(1, profiles) * (512 + 256 * windows)
  }

  /// Walks a run's scenarios (those `keep` keeps) a page at a time (``RunPages``), each page cut
  /// into chunks of about ``chunkBytes`` of outcomes under `profiles` (at least a scenario
  /// each), handing each chunk with its outcomes under those profiles (by profile, then
  /// scenario id): memory holds two pages and one chunk's outcomes, however large the run is
  /// and however long and wide its scenarios are.
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
        var bytes = 0
        repeat {
          bytes += Self.estimatedBytes(kept[end], profiles: profiles.count)
          end += 1
        } while end < kept.endIndex && bytes < chunkBytes
        let chunk = kept[start..<end]
        try body(
          chunk, try store.outcomes(run: run.id, profiles: profiles, scenarios: chunk.map(\.id)))
        start = end
      }
    }
  }
}
