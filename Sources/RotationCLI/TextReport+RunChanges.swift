import RotationReports

/// `diff --runs` in text.
extension TextReport {
  /// `diff --runs`: each change with every step that changed, a line for the profiles that
  /// share it (`REGRESSION feed under 6+, 8: …`); regressions red, fixes green, other changes
  /// yellow; then a line counting the changes by kind.
  static func runChanges(
    _ changes: [RunChange], _ first: Int, _ second: Int, notes: [String] = []
  ) -> Lines {
    var out = Lines()
    for note in notes { out.add(note) }
    guard !changes.isEmpty else {
      out.add("No outcome changed from run \(first) to run \(second).")
      return out
    }
    out.add("\(count(changes.count, "change")) from run \(first) to run \(second):")
    for (change, profiles) in sharedChanges(changes) {
      let tone: Tone? =
        switch change.kind {
        case .regression, .noLongerDiffers: .mismatch
        case .fixed: .pass
        case .changed: .change
        case .added, .removed: nil
        }
      out.add(
        "  \(change.kind.words.uppercased()) \(change.scenario) under "
          + "\(profiles.joined(separator: ", ")): \(change.detail)", tone)
      for step in change.steps { out.add("    \(step)") }
    }
    var kinds: [(RunChange.Kind, Int)] = []
    for change in changes {
      if let index = kinds.firstIndex(where: { $0.0 == change.kind }) {
        kinds[index].1 += 1
      } else {
        kinds.append((change.kind, 1))
      }
    }
    let scenarios = Set(changes.map(\.scenario)).count
    out.add(
      "\(count(changes.count, "change")) in \(count(scenarios, "scenario")): "
        + kinds.map { "\($1) \(words($0, $1))" }.joined(separator: ", ") + ".")
    return out
  }

  /// The changes that differ only by profile as one, with their profiles, in the order met.
  static func sharedChanges(_ changes: [RunChange]) -> [(RunChange, [String])] {
    struct Key: Hashable {
      var kind: RunChange.Kind
      var scenario: String
      var detail: String
      var steps: [String]
    }
    var order: [Key] = []
    var shared: [Key: (RunChange, [String])] = [:]
    for change in changes {
      let key = Key(
        kind: change.kind, scenario: change.scenario, detail: change.detail, steps: change.steps)
      if shared[key] == nil {
        order.append(key)
        shared[key] = (change, [])
      }
      shared[key]?.1.append(change.profile)
    }
    return order.compactMap { shared[$0] }
  }

  /// A kind of change counted: `2 regressions`, `1 fixed`, `3 no longer differ`.
  static func words(_ kind: RunChange.Kind, _ number: Int) -> String {
    switch kind {
    case .regression: number == 1 ? "regression" : "regressions"
    case .noLongerDiffers: number == 1 ? "no longer differs" : "no longer differ"
    default: kind.words
    }
  }
}
