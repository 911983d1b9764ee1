/// A question a reader brings about UIKit, answered per profile by one step's outcome field of
/// one scenario, as a caniuse feature is answered per browser version (catalogue-format §9.3).
public struct Behaviour: Sendable, Hashable {
  /// Where the answer is read: a scenario's step and an outcome field of §6.
  public struct Reference: Sendable, Hashable {
    public var scenario: String
    public var step: Int
    public var field: String

    public init(scenario: String, step: Int, field: String) {
      self.scenario = scenario
      self.step = step
      self.field = field
    }
  }

  /// The same question under another condition (device, SDK, windowing).
  public struct Variant: Sendable, Hashable {
    public var label: String
    public var answer: Reference

    public init(label: String, answer: Reference) {
      self.label = label
      self.answer = answer
    }
  }

  public var id: String
  /// The heading the question is listed under (docs/catalogue-format.md §9.3); nil: none.
  public var area: String?
  public var question: String
  public var aliases: [String]
  public var answer: Reference
  public var variants: [Variant]
  /// The scenarios carrying any of these tags are the behaviour's evidence.
  public var tags: [String]
  public var notes: String?

  public init(
    id: String, area: String? = nil, question: String, aliases: [String] = [],
    answer: Reference, variants: [Variant] = [], tags: [String] = [], notes: String? = nil
  ) {
    self.id = id
    self.area = area
    self.question = question
    self.aliases = aliases
    self.answer = answer
    self.variants = variants
    self.tags = tags
    self.notes = notes
  }

  /// Whether a scenario is evidence for this behaviour: it carries one of its tags.
  public func isEvidence(_ scenario: Scenario) -> Bool {
    tags.contains { scenario.tags.contains($0) }
  }

  /// The outcome fields an answer may read: those of a step's outcome (§6, §8.4) and
  /// `crashed`, less the step's own `index` and `action` and the trace.
  public static let answerFields: [String] = OutcomeField.all.map(\.name).filter {
    !["index", "action", "trace"].contains($0)
  }
}

extension Behaviour.Reference {
  /// The field's value at the step of an outcome of the referenced scenario, as the outcome
  /// JSON writes it (`crashed` as a bool); nil when the outcome ends before the step (the app
  /// terminated earlier) or the field is not an answer field.
  public func value(in outcome: Outcome) -> JSON? {
    guard outcome.steps.indices.contains(step), Behaviour.answerFields.contains(field),
      let declared = OutcomeField.named(field)
    else { return nil }
    let outcomeStep = outcome.steps[step]
    guard let output = declared.output else { return .bool(outcomeStep.error != nil) }
    return output(outcomeStep)
  }
}
