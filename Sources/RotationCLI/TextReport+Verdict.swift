import RotationCore
import RotationReports

/// What a comparison with the expectations found, for `verify`, `evaluate --check`, `explain`
/// and `publish`: differences that fail in red, known differences (catalogue-format §9.2)
/// apart, in yellow.
extension TextReport {
  /// One line a mismatch: a failure in red, a known difference in yellow with its rule and
  /// reason, a claim that no longer differs saying so.
  static func add(_ mismatches: [Mismatch], to out: inout Lines) {
    for item in mismatches {
      let place = "  \(item.scenario) under \(item.profile), step \(item.step): "
      let grade = "evidence: \(item.grade.words)" + (item.source.map { "; source: \($0)" } ?? "")
      if item.isAgreement, let known = item.knownDifference {
        out.add(
          place + KnownDifference.noLongerDiffers + " (\(known.rule)) (\(grade))", .mismatch)
        continue
      }
      let said = place + "\(item.field) wanted \(item.wanted), got \(item.got)"
      if let known = item.knownDifference {
        out.add(said + " (\(known.words); \(grade))", .change)
      } else {
        out.add(said + " (\(grade))", .mismatch)
      }
    }
  }

  /// What a check covered and found: `148 outcomes, 153 expectations checked: all hold.`, the
  /// differences that fail, then the known differences apart and a closing line counting the
  /// expectations that hold, differ as known and fail; with `requireExpectations` the outcomes
  /// that nothing checked.
  static func verdict(_ check: Check, requireExpectations: Bool, prefix: String = "") -> Lines {
    var out = Lines()
    let head =
      prefix
      + "\(count(check.outcomes, "outcome")), \(count(check.expectations, "expectation")) checked: "
    let failures = check.failures
    let known = check.knownDifferences
    let counts = check.counts.all
    if check.expectations == 0 {
      out.add(head + "nothing was compared.")
    } else if failures.isEmpty {
      out.add(head + (known.isEmpty ? "all hold." : "none fails."), .pass)
    } else {
      let number = failures.count
      out.add(
        head + "\(count(number, "expectation")) \(number == 1 ? "differs" : "differ"):", .mismatch)
      add(failures, to: &out)
    }
    if !known.isEmpty {
      let number = counts.knownDifferences
      out.add(
        "\(count(number, "known difference")), not \(number == 1 ? "a failure" : "failures"):")
      add(known, to: &out)
    }
    // The closing line, wherever a claim is marked knownDifference.
    if !known.isEmpty || failures.contains(where: \.isAgreement) {
      out.add(
        prefix + "\(counts.holds) \(counts.holds == 1 ? "holds" : "hold"), "
          + "\(count(counts.knownDifferences, "known difference")), "
          + "\(count(counts.failures, "failure")).", counts.failures == 0 ? .pass : .mismatch)
    }
    if requireExpectations && check.uncheckedCount > 0 {
      out.add(
        "\(count(check.uncheckedCount, "outcome")) with no expectation "
          + "(--require-expectations):", .mismatch)
      for item in check.unchecked.prefix(listedUnchecked) {
        out.add("  \(item.scenario) under \(item.profile)")
      }
      if check.uncheckedCount > listedUnchecked {
        out.add("  ... and \(check.uncheckedCount - listedUnchecked) more")
      }
    }
    return out
  }

  /// How many outcomes with no expectation a verdict lists.
  static let listedUnchecked = 20

  /// Whether a check passes: nothing fails (a known difference does not, a claim that no
  /// longer differs does), and with `requireExpectations` every outcome was checked.
  static func passes(_ check: Check, requireExpectations: Bool) -> Bool {
    !check.mismatches.contains { !$0.isKnown }
      && (!requireExpectations || check.uncheckedCount == 0)
  }
}
