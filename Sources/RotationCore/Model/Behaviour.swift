/// A question a reader brings about UIKit, answered per profile by one step's outcome field of
/// one scenario, as a caniuse feature is answered per browser version (catalogue-format §9.3).
public struct Behaviour: Sendable, Hashable {
  /// Where the answer is read: a scenario's step and an outcome field of §6, and which of the
  /// field's values answer a yes-or-no question yes.
  public struct Reference: Sendable, Hashable {
    public var scenario: String
    public var step: Int
    public var field: String
    /// Which values say yes; nil: the field's value is the answer as it is.
    public var meaning: Meaning?

    public init(scenario: String, step: Int, field: String, meaning: Meaning? = nil) {
      self.scenario = scenario
      self.step = step
      self.field = field
      self.meaning = meaning
    }
  }

  /// The values of a field that answer the question yes (`yes`), or those that answer it no,
  /// every other value then answering yes (`no`): "Does the lock hold?" is answered by
  /// `rotated`, and `"yes": [false]` says that not turning means yes (docs/catalogue-format.md
  /// §9.3).
  public struct Meaning: Sendable, Hashable {
    /// Whether the listed values answer yes (else they answer no).
    public var yes: Bool
    /// The values, as the outcome JSON writes them.
    public var values: [JSON]

    public init(yes: Bool, values: [JSON]) {
      self.yes = yes
      self.values = values
    }

    /// The answer a value of the field gives: yes (true) or no.
    public func says(_ value: JSON) -> Bool {
      let text = value.compact()
      return values.contains { $0.compact() == text } == yes
    }

    public static func == (a: Meaning, b: Meaning) -> Bool {
      a.yes == b.yes && a.values.map { $0.compact() } == b.values.map { $0.compact() }
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(yes)
      hasher.combine(values.map { $0.compact() })
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

extension Behaviour {
  /// Why `value` cannot be a value of the answer field `field`; nil when it can: it has the
  /// JSON kind the field's value has (any, for a field that may be null), and an orientation
  /// field's value is an orientation's name.
  static func notAValue(_ value: JSON, of field: String) -> String? {
    // `crashed` has no output of its own: it is the error's presence, a bool.
    let sample = OutcomeField.named(field)?.output.map { $0(Self.sample) } ?? .bool(false)
    switch (sample, value) {
    case (.null, _), (.bool, .bool), (.array, .array), (.object, .object), (.int, .int): return nil
    case (.string(let example), .string(let name)):
      let names =
        example == "portrait"
        ? InterfaceOrientation.allCases.map(\.name)
        : example == "faceUp" ? DeviceOrientation.allCases.map(\.name) : nil
      guard let names, !names.contains(name) else { return nil }
      return Read.notOne(name, "an orientation", of: names)
    default:
      return "\(value.compact()) is not a value of \(field): its values are \(Self.kind(sample))"
    }
  }

  private static func kind(_ value: JSON) -> String {
    switch value {
    case .bool: "true or false"
    case .string: "strings"
    case .array: "lists"
    case .object: "objects"
    case .int: "numbers"
    case .null: "null"
    }
  }

  /// A step whose fields show each field's kind: the device faces up, the interface is
  /// portrait, the optional fields are null.
  private static let sample = StepOutcome(
    index: 0, action: "launch", deviceOrientation: .faceUp, interfaceOrientation: .portrait,
    statusBarOrientation: .portrait, rotated: false, decider: nil, supported: [], error: nil,
    manualTransform: nil, warnings: [], trace: [])
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
