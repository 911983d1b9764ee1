extension OutcomeField.Comparison {
  /// How a stated value is compared with the steps of a range in one pass, each step's value
  /// read once for all of an outcome's expectations (``Scenario/mismatches(in:)``): it must
  /// hold where ``OutcomeField/Comparison/check`` holds.
  enum Sweep: Sendable {
    /// Holds where the step's key equals the stated key: steps in a row with equal keys hold
    /// alike, and are passed over together.
    case equal(
      wanted: @Sendable (Expectation) -> AnyHashable?,
      actual: @Sendable (StepOutcome) -> AnyHashable)
    /// Holds where every stated key (`all`), or none of them, is among the step's keys.
    case members(
      all: Bool, wanted: @Sendable (Expectation) -> [String]?,
      actual: @Sendable (StepOutcome) -> [String])
    /// Holds where `holds` says the stated text does at the step.
    case text(
      wanted: @Sendable (Expectation) -> String?,
      holds: @Sendable (String, StepOutcome) -> Bool)
  }
}
