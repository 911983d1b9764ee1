import RotationCore

/// How an expectation is known: its evidence grade and, when the catalogue gives one, its
/// confidence grade (catalogue-format §8.5). Every report says it in the same words.
public struct Grade: Sendable, Hashable {
  public var evidence: Evidence
  public var confidence: Confidence?

  public init(evidence: Evidence, confidence: Confidence? = nil) {
    self.evidence = evidence
    self.confidence = confidence
  }

  /// `observed, high confidence`, or `documented` without a confidence grade.
  public var words: String {
    evidence.rawValue + (confidence.map { ", \($0.rawValue) confidence" } ?? "")
  }

  /// The distinct grades of some expectations: strongest evidence first, then the surest.
  public static func of(_ expectations: [Expectation]) -> [Grade] {
    guard !expectations.isEmpty else { return [] }
    let grades = Set(expectations.map { Grade(evidence: $0.evidence, confidence: $0.confidence) })
    return grades.sorted { $0.rank < $1.rank }
  }

  /// The grades in words: `documented, observed`, or `; ` between them when a grade's words
  /// hold a comma (`documented; observed, high confidence`).
  public static func words(_ grades: [Grade]) -> String {
    let graded = grades.contains { $0.confidence != nil }
    return grades.map(\.words).joined(separator: graded ? "; " : ", ")
  }

  /// The order of ``of(_:)``: the evidence's place in ``Evidence/allCases``, then the
  /// confidence's in ``Confidence/allCases``, no grade last.
  private var rank: (Int, Int) {
    (
      Evidence.allCases.firstIndex(of: evidence) ?? 0,
      confidence.flatMap { Confidence.allCases.firstIndex(of: $0) } ?? Confidence.allCases.count
    )
  }
}

extension Mismatch {
  /// The grade of the expectation that differs.
  public var grade: Grade { Grade(evidence: evidence, confidence: confidence) }
}
