import RotationCore

/// What bounds a report by bytes, whatever its counts of scenarios, steps, windows and
/// profiles: the bytes its cells' steps hold in memory, the bytes each page holds
/// (``HTMLReport/pageBytes``, ``MarkdownReport/pageBytes``), and the bytes its profiles' own
/// parts of a page take.
extension ReportModel {
  /// The most bytes (``Footprint``) the shown steps of a report's cells hold: cells past it
  /// keep what they say of their steps (behaviour, path, headline) and say that their steps
  /// are left out. About what a full page shows: 200 scenarios of 1,000 steps keep all their
  /// cells' 50 steps, the built-in catalogue a tenth of it.
  public static let stepBytes = 48 << 20
  /// The most bytes the shown steps' traces add, given to the cells in page order.
  public static let traceBytes = 32 << 20

  /// The most bytes a page's profiles' own parts take (the page without its rows: each
  /// profile's filter, column, summary row, changes and hash): past it, a page shows the
  /// built-in profiles and as many of the run's own as fit, and says how to see the others.
  public static let profileBytes = 1_000_000

  /// A number of bytes as the reports say it: `32 MB`, or `40000 bytes`.
  static func size(_ bytes: Int) -> String {
    if bytes >= 1_000_000 && bytes % 1_000_000 == 0 { return "\(bytes / 1_000_000) MB" }
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    return "\(bytes) bytes"
  }

  /// The built-in profiles and the first profiles of the user's (in version order) whose
  /// page without rows (`measure`) takes at most `bytes`: the whole model when it fits.
  public func fitting(within bytes: Int, measure: (ReportModel) -> Int) -> ReportModel {
    guard profiles.count > 1, measure(withoutRows) > bytes else { return self }
    let builtIn = profiles.filter { Profile.builtIn(id: $0.id) != nil }.map(\.id)
    let own = profiles.filter { Profile.builtIn(id: $0.id) == nil }.map(\.id)
    func shown(_ count: Int) -> ReportModel { showing(Set(builtIn + own.prefix(count))) }
    // The page grows with each profile: the most that fit, found by halving.
    var (low, high) = (0, own.count)
    while low < high {
      let middle = (low + high + 1) / 2
      if measure(shown(middle).withoutRows) <= bytes { low = middle } else { high = middle - 1 }
    }
    return shown(low)
  }

  /// The model with only these profiles' columns, summaries, changes and hashes; the others
  /// are counted (``profilesLeftOut``), and the matrix's layout stays the run's.
  public func showing(_ ids: Set<String>) -> ReportModel {
    var model = self
    model.profiles = profiles.filter { ids.contains($0.id) }
    model.profilesLeftOut += profiles.count - model.profiles.count
    model.summaries = summaries.filter { ids.contains($0.profile) }
    model.divergences = divergences.filter { ids.contains($0.second) }
    model.provenance.profileHashes = provenance.profileHashes.filter { ids.contains($0.id) }
    for group in model.groups.indices {
      for row in model.groups[group].rows.indices {
        model.groups[group].rows[row].cells.removeAll { !ids.contains($0.profile) }
      }
    }
    return model
  }

  /// The model without its rows: the parts of a page its profiles make.
  var withoutRows: ReportModel {
    var model = self
    model.groups = []
    return model
  }

  /// Says which profiles a page leaves out and how to see them, or nil when it shows all.
  func profilesNote(code: (String) -> String) -> String? {
    guard profilesLeftOut > 0 else { return nil }
    let own = profiles.filter { Profile.builtIn(id: $0.id) == nil }.count
    return "This page shows \(profiles.count) of the run's \(profiles.count + profilesLeftOut) "
      + "profiles (the built-in ones and the first \(own) of the others, in version order): "
      + "with more, the parts each profile adds to a page (its filter, column, summary row, "
      + "changes and hash) would pass \(ReportModel.profileBytes / 1_000_000) MB. "
      + code("rotationdb diff --profiles A B") + " compares any two profiles, and "
      + code("rotationdb run --profile A --profile B") + " records a run of those you choose, "
      + "whose page " + code("rotationdb report --run ID") + " gives."
  }
}

extension ReportModel.Builder {
  /// Keeps the cell's shown steps while the report's steps hold at most their bytes
  /// (``ReportModel/stepBytes``); from the first cell past them on, cells keep what they say
  /// of their steps, not the steps.
  mutating func keepDetails(of cell: inout ReportModel.Cell) {
    guard let outcome = cell.outcome else { return }
    let footprint = outcome.footprint
    if !detailsSpent && detailFootprint + footprint <= stepBytes {
      detailFootprint += footprint
    } else {
      detailsSpent = true
      cell.leaveOutDetails(&leftOut)
    }
  }
}
