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

  /// The mismatches a line a scenario, step, field and value, with the profiles that share it
  /// (`feed, step 1, interfaceOrientation: wanted portrait, got landscapeRight under 6+, 8`),
  /// scenarios in the order met, each one's lines in the order met.
  static func addGrouped(_ mismatches: [Mismatch], to out: inout Lines) {
    struct Key: Hashable {
      var scenario: String
      var step: Int
      var field: String
      var wanted: String
      var got: String
      var grade: String
      var known: String?
      var agrees: Bool
    }
    var scenarios: [String] = []
    var keys: [String: [Key]] = [:]
    var profiles: [Key: [String]] = [:]
    for item in mismatches {
      let grade = "evidence: \(item.grade.words)" + (item.source.map { "; source: \($0)" } ?? "")
      let key = Key(
        scenario: item.scenario, step: item.step, field: item.field, wanted: item.wanted,
        got: item.got, grade: grade,
        known: item.knownDifference.map { item.isAgreement ? $0.rule : $0.words },
        agrees: item.isAgreement)
      if keys[item.scenario] == nil { scenarios.append(item.scenario) }
      if profiles[key] == nil { keys[item.scenario, default: []].append(key) }
      profiles[key, default: []].append(item.profile)
    }
    for scenario in scenarios {
      for key in keys[scenario] ?? [] {
        let under = " under " + (profiles[key] ?? []).joined(separator: ", ")
        let place = "  \(key.scenario), step \(key.step)"
        if key.agrees {
          out.add(
            place + ": " + KnownDifference.noLongerDiffers + " (\(key.known ?? ""))" + under
              + " (\(key.grade))", .mismatch)
        } else if let known = key.known {
          out.add(
            place + ", \(key.field): wanted \(key.wanted), got \(key.got)" + under
              + " (\(known); \(key.grade))", .change)
        } else {
          out.add(
            place + ", \(key.field): wanted \(key.wanted), got \(key.got)" + under
              + " (\(key.grade))", .mismatch)
        }
      }
    }
  }

  /// The scenarios left out because the run evaluated an older definition of them, and how to
  /// check them.
  static func olderDefinitions(_ check: Check, run: Int?) -> String {
    let ids = check.olderDefinitions
    let shown = ids.prefix(10).joined(separator: ", ") + (ids.count > 10 ? ", …" : "")
    let runWords = run.map { "run \($0)" } ?? "the run"
    let one = ids.count == 1
    return "Skipped "
      + (one
        ? "\(shown): \(runWords) evaluated an older definition of this scenario, and its "
          + "expectations are for the current one"
        : "\(ids.count) scenarios: \(runWords) evaluated an older definition of each (\(shown)), "
          + "and their expectations are for the current ones")
      + " (\(count(check.olderOutcomes, "outcome")) not compared). To check "
      + (one ? "it" : "them") + ": 'rotationdb run', then 'rotationdb verify'."
  }

  /// What a check covered and found: `148 outcomes, 153 expectations checked: all hold.`, the
  /// differences that fail, then the known differences apart and a closing line counting the
  /// expectations that hold, differ as known and fail; with `requireExpectations` the outcomes
  /// that nothing checked.
  /// `grouped` (verify) lists a line a scenario, step, field and value with the profiles that
  /// share it, and always closes with the count; `run` names the run whose outcomes of changed
  /// scenarios were left out.
  static func verdict(
    _ check: Check, requireExpectations: Bool, prefix: String = "", grouped: Bool = false,
    run: Int? = nil
  ) -> Lines {
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
      // Expectations that fail, and the fields they differ in when more than one each.
      let number = counts.failures
      let fields = failures.count
      out.add(
        head + "\(count(number, "expectation")) \(number == 1 ? "differs" : "differ")"
          + (fields > number ? " in \(count(fields, "field"))" : "") + ":", .mismatch)
      grouped ? addGrouped(failures, to: &out) : add(failures, to: &out)
    }
    if !known.isEmpty {
      let number = counts.knownDifferences
      out.add(
        "\(count(number, "known difference")), not \(number == 1 ? "a failure" : "failures"):")
      grouped ? addGrouped(known, to: &out) : add(known, to: &out)
    }
    // The closing line, wherever a claim is marked knownDifference (grouped: wherever anything
    // differs), with how far the failures reach.
    if !known.isEmpty || failures.contains(where: \.isAgreement) || (grouped && !failures.isEmpty) {
      let reach =
        grouped && !failures.isEmpty
        ? ": \(count(failures.count, "field")) in "
          + "\(count(Set(failures.map(\.scenario)).count, "scenario")) under "
          + "\(count(Set(failures.map(\.profile)).count, "profile"))" : ""
      out.add(
        prefix + "\(counts.holds) \(counts.holds == 1 ? "holds" : "hold"), "
          + "\(count(counts.knownDifferences, "known difference")), "
          + "\(count(counts.failures, "failure"))\(reach).",
        counts.failures == 0 ? .pass : .mismatch)
    }
    if !check.olderDefinitions.isEmpty { out.add(olderDefinitions(check, run: run), .change) }
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
  /// longer differs does), and with `requireExpectations` every outcome was checked (none left
  /// out for a scenario changed since the run).
  static func passes(_ check: Check, requireExpectations: Bool) -> Bool {
    !check.mismatches.contains { !$0.isKnown }
      && (!requireExpectations || (check.uncheckedCount == 0 && check.olderOutcomes == 0))
  }
}
