import RotationCore

extension Site {
  /// A reference's value under each profile, and the neighbouring profiles that agree merged
  /// into ranges, as caniuse shows a feature's support.
  struct Answer {
    struct Value: Equatable {
      /// The answer in words: `yes`, `no`, `raises NSInternalInconsistencyException`,
      /// `landscapeLeft`, `terminated earlier`, `no such API` (the step was skipped), `not run`;
      /// for a reference that says which values answer yes, `yes` or `no` and the value when it
      /// says more (`no (portrait)`).
      var words: String
      /// The value as the outcome JSON writes it; nil when there is none.
      var json: JSON?
      /// Whether the value answers yes, for a reference that says which values do.
      var says: Bool? = nil

      static func == (a: Value, b: Value) -> Bool { a.words == b.words }
    }

    struct Range {
      var profiles: [String]
      var value: Value
      /// The profile whose trace the page shows: the range's first.
      var first: String { profiles[0] }
    }

    var reference: Behaviour.Reference
    var scenario: Scenario?
    /// Each profile's value, in the model's profile order.
    var values: [(profile: String, value: Value)]
    var ranges: [Range]
    /// The answer step's trace under each range's first profile, when the report kept it.
    var traces: [String: [String]]
    /// The errors (name and message) and warnings at the answer's step, each once, in profile
    /// order: what a reader may search with.
    var messages: [String]

    init(_ reference: Behaviour.Reference, row: ReportModel.Row?) {
      self.reference = reference
      scenario = row?.scenario
      var values: [(String, Value)] = []
      var traces: [String: [String]] = [:]
      var messages: [String] = []
      for cell in row?.cells ?? [] {
        let value: Value
        if let outcome = cell.outcome {
          if outcome.steps.indices.contains(reference.step), outcome.steps[reference.step].skipped {
            // The step's API does not exist under the profile: the field says nothing.
            value = Value(words: "no such API", json: nil)
          } else if let json = reference.value(in: outcome) {
            var words = Self.words(json, field: reference.field)
            // A crash is named by its exception, as the error field names it.
            if case .bool(true) = json, reference.field == "crashed",
              let error = outcome.steps[reference.step].error
            {
              words += " " + error.name
            }
            let says = reference.meaning?.says(json)
            if let says {
              words =
                (says ? "yes" : "no")
                + (["yes", "no", "none"].contains(words) ? "" : " (\(words))")
            }
            value = Value(words: words, json: json, says: says)
          } else if outcome.crashed && reference.step >= outcome.steps.count {
            value = Value(words: "terminated earlier", json: nil)
          } else {
            value = Value(words: "not shown", json: nil)
          }
          if outcome.steps.indices.contains(reference.step) {
            let step = outcome.steps[reference.step]
            traces[cell.profile] = step.trace
            let said = (step.error.map { [$0.name, $0.message] } ?? []) + step.warnings
            messages += said.filter { !messages.contains($0) }
          }
        } else {
          value = Value(words: "not run", json: nil)
        }
        values.append((cell.profile, value))
      }
      self.values = values
      self.messages = messages
      var ranges: [Range] = []
      for (profile, value) in values {
        if let last = ranges.last, last.value == value {
          ranges[ranges.count - 1].profiles.append(profile)
        } else {
          ranges.append(Range(profiles: [profile], value: value))
        }
      }
      self.ranges = ranges
      self.traces = traces.filter { profile, _ in ranges.contains { $0.first == profile } }
    }

    /// A value as a reader says it: a bool as yes or no (`crashed` as raises), an error by its
    /// name, a geometry error by its code and message, a list with commas, null as none.
    static func words(_ value: JSON, field: String) -> String {
      switch value {
      case .bool(let flag) where field == "crashed": flag ? "raises" : "no"
      case .bool(let flag): flag ? "yes" : "no"
      case .null: "none"
      case .string(let text): text
      case .int(let number): String(number)
      case .array(let items):
        items.isEmpty ? "none" : items.map { words($0, field: field) }.joined(separator: ", ")
      case .object(let members):
        if let name = members.first(where: { $0.0 == "name" })?.1, case .string(let text) = name {
          "raises " + text
        } else if let code = members.first(where: { $0.0 == "code" })?.1 {
          "error " + code.compact()
            + (members.first { $0.0 == "message" }.map { ": " + words($0.1, field: field) } ?? "")
        } else {
          value.compact()
        }
      }
    }

    /// The newest range: what the answer is today.
    var newest: Range? { ranges.last }
    /// The profiles at which the answer changes, after the first.
    var changes: [String] { ranges.dropFirst().map(\.first) }

    /// The CSS class of a value: one of a few hues, by the value's place among the answer's
    /// distinct values (the legend says which is which); `none` for no value.
    func hue(of value: Value) -> String {
      guard value.json != nil else { return "v-none" }
      if let says = value.says { return says ? "v-yes" : "v-no" }
      let words = value.words
      if words == "yes" { return "v-yes" }
      if words == "no" || words == "none" { return "v-no" }
      if words.hasPrefix("raises") { return "v-raises" }
      var seen: [String] = []
      for range in ranges where range.value.json != nil && !seen.contains(range.value.words) {
        seen.append(range.value.words)
      }
      return "v-\((seen.firstIndex(of: words) ?? 0) % 4)"
    }
  }
}
