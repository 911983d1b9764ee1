/// How many expectations, each compared with one outcome it applies to, hold, differ as known
/// (catalogue-format §9.2), or fail; in all and by confidence grade.
public struct ExpectationCounts: Sendable, Hashable {
  /// What one expectation came to.
  public enum Verdict: Sendable {
    case holds, knownDifference, fails
  }

  /// The counts of one grade, or of all.
  public struct Count: Sendable, Hashable {
    public var holds = 0
    public var knownDifferences = 0
    public var failures = 0

    public init(holds: Int = 0, knownDifferences: Int = 0, failures: Int = 0) {
      self.holds = holds
      self.knownDifferences = knownDifferences
      self.failures = failures
    }

    /// The expectations counted.
    public var total: Int { holds + knownDifferences + failures }

    mutating func add(_ verdict: Verdict) {
      switch verdict {
      case .holds: holds += 1
      case .knownDifference: knownDifferences += 1
      case .fails: failures += 1
      }
    }

    mutating func add(_ other: Count) {
      holds += other.holds
      knownDifferences += other.knownDifferences
      failures += other.failures
    }
  }

  /// Every expectation counted.
  public private(set) var all = Count()
  /// By grade: ``Confidence/allCases`` in order, then the expectations without one.
  private var graded = Array(repeating: Count(), count: Confidence.allCases.count + 1)

  public init() {}

  /// The counts of the expectations of a confidence grade (nil: those without one).
  public subscript(confidence: Confidence?) -> Count { graded[Self.slot(confidence)] }

  public mutating func add(_ verdict: Verdict, confidence: Confidence?) {
    all.add(verdict)
    graded[Self.slot(confidence)].add(verdict)
  }

  public mutating func add(_ other: ExpectationCounts) {
    all.add(other.all)
    for slot in graded.indices { graded[slot].add(other.graded[slot]) }
  }

  private static func slot(_ confidence: Confidence?) -> Int {
    confidence.flatMap { Confidence.allCases.firstIndex(of: $0) } ?? Confidence.allCases.count
  }
}
