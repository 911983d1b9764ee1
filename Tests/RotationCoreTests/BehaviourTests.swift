import RotationCore
import Testing

@Suite("Behaviours (catalogue-format §9.3): decoding, validation, canonical encoding, answers")
struct BehaviourTests {
  static let scenario =
    #"{"id": "turns", "title": "T", "device": "iphone", "window": {"rootViewController": {"name": "root"}}, "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}]}"#

  static func document(_ behaviours: String) -> String {
    #"{"formatVersion": 1, "scenarios": [\#(scenario)], "behaviours": [\#(behaviours)]}"#
  }

  static let valid =
    #"{"id": "turns-q", "area": "Turning", "question": "Does it turn?", "aliases": ["rotate"], "answer": {"scenario": "turns", "step": 1, "field": "rotated"}, "variants": [{"label": "at launch", "scenario": "turns", "step": 0, "field": "interfaceOrientation"}], "tags": ["turning"], "notes": "n"}"#

  static let turned = #"{"scenario": "turns", "step": 1, "field": "rotated"}"#

  /// A behaviour `q` with this answer and more members.
  static func item(answer: String = turned, _ more: String = "") -> String {
    #"{"id": "q", "question": "Q?", "answer": \#(answer)\#(more)}"#
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var what: String
    var behaviours: String
    var error: String
    var testDescription: String { what }
  }

  static let bad: [Bad] = [
    Bad(
      what: "not an object", behaviours: #""q""#,
      error: "behaviours[0]: expected an object, found a string"),
    Bad(
      what: "unknown key",
      behaviours: item(#", "alias": []"#),
      error: "behaviours[0].alias: unknown key 'alias' (did you mean 'aliases'?)"),
    Bad(
      what: "bad id",
      behaviours: item().replacingOccurrences(of: #""q""#, with: #""Q_1""#),
      error: "behaviours[0].id: 'Q_1' is not a behaviour id: use a-z, 0-9 and '-'"),
    Bad(
      what: "missing question",
      behaviours: item().replacingOccurrences(of: #""question": "Q?", "#, with: ""),
      error: "behaviours[0].question: missing required key 'question'"),
    Bad(
      what: "two-line question",
      behaviours: item().replacingOccurrences(of: "Q?", with: #"Q?\nR"#),
      error: "behaviours[0].question: the question must be one non-empty line"),
    Bad(
      what: "unknown scenario",
      behaviours: item(answer: turned.replacingOccurrences(of: "turns", with: "turn")),
      error:
        "behaviours[0].answer.scenario: no scenario 'turn' in this catalogue "
        + "(did you mean 'turns'?)"),
    Bad(
      what: "step out of range",
      behaviours: item(answer: turned.replacingOccurrences(of: "1", with: "2")),
      error: "behaviours[0].answer.step: scenario 'turns' has steps 0 to 1; 2 is not one of them"),
    Bad(
      what: "unknown field",
      behaviours: item(answer: turned.replacingOccurrences(of: "rotated", with: "rotate")),
      error: "behaviours[0].answer.field: 'rotate' is not an outcome field "
        + "(did you mean 'rotated'?); expected one of "
        + Behaviour.answerFields.joined(separator: ", ")),
    Bad(
      what: "the trace is not an answer",
      behaviours: item(answer: turned.replacingOccurrences(of: "rotated", with: "trace")),
      error: "behaviours[0].answer.field: 'trace' is not an outcome field; expected one of "
        + Behaviour.answerFields.joined(separator: ", ")),
    Bad(
      what: "variant without a label",
      behaviours: item(#", "variants": [\#(turned)]"#),
      error: "behaviours[0].variants[0].label: missing required key 'label'"),
    Bad(
      what: "label in an answer",
      behaviours: item(answer: turned.replacingOccurrences(of: "{", with: #"{"label": "x", "#)),
      error: "behaviours[0].answer.label: unknown key 'label'"),
    Bad(
      what: "empty tag",
      behaviours: item(#", "tags": ["a", ""]"#),
      error: "behaviours[0].tags[1]: an empty string"),
    Bad(
      what: "yes and no both",
      behaviours: item(
        answer: turned.replacingOccurrences(of: "}", with: #", "yes": [false], "no": [true]}"#)),
      error: "behaviours[0].answer.no: give 'yes' or 'no', not both: the other values say the other"
    ),
    Bad(
      what: "yes not a list",
      behaviours: item(answer: turned.replacingOccurrences(of: "}", with: #", "yes": false}"#)),
      error: "behaviours[0].answer.yes: expected an array, found a boolean"),
    Bad(
      what: "yes empty",
      behaviours: item(answer: turned.replacingOccurrences(of: "}", with: #", "yes": []}"#)),
      error: "behaviours[0].answer.yes: list at least one value of rotated"),
    Bad(
      what: "a value of another kind",
      behaviours: item(
        answer: turned.replacingOccurrences(of: "}", with: #", "yes": ["portrait"]}"#)),
      error:
        #"behaviours[0].answer.yes[0]: "portrait" is not a value of rotated: its values are true or false"#
    ),
    Bad(
      what: "not an orientation",
      behaviours: item(
        answer: turned.replacingOccurrences(of: "rotated", with: "interfaceOrientation")
          .replacingOccurrences(of: "}", with: #", "no": ["portrait", "landscapes"]}"#)),
      error: "behaviours[0].answer.no[1]: 'landscapes' is not an orientation; expected one of "
        + "portrait, portraitUpsideDown, landscapeRight, landscapeLeft"),
    Bad(
      what: "a variant's value of another kind",
      behaviours: item(
        #", "variants": [{"label": "l", "scenario": "turns", "step": 0, "field": "warnings", "no": [[], 1]}]"#
      ),
      error: "behaviours[0].variants[0].no[1]: 1 is not a value of warnings: its values are lists"),
    Bad(
      what: "duplicate id", behaviours: valid + ", " + valid,
      error: "behaviours[1].id: duplicate behaviour id 'turns-q' (also at behaviours[0])"),
  ]

  @Test("Bad behaviours are refused, naming the JSON path", arguments: bad)
  func refused(_ item: Bad) {
    #expect(throws: CatalogueError.self) {
      try Catalogue.decode(Array(Self.document(item.behaviours).utf8))
    }
    do {
      _ = try Catalogue.decode(Array(Self.document(item.behaviours).utf8))
    } catch {
      #expect(error.path + ": " + error.message == item.error)
    }
  }

  @Test("Behaviours that are not an array are refused")
  func notAnArray() {
    let text = #"{"formatVersion": 1, "scenarios": [], "behaviours": {}}"#
    let error = CatalogueError(
      path: "behaviours", line: 1, message: "expected an array, found an object")
    #expect(throws: error) {
      try Catalogue.decode(Array(text.utf8))
    }
  }

  @Test("A behaviour reads back from its canonical JSON, keys in the contract's order")
  func roundTrip() throws {
    let catalogue = try Catalogue.decode(Array(Self.document(Self.valid).utf8))
    let behaviour = try #require(catalogue.behaviours.first)
    #expect(behaviour.area == "Turning")
    #expect(behaviour.variants.map(\.label) == ["at launch"])
    #expect(
      behaviour.json.compact()
        == #"{"id":"turns-q","area":"Turning","question":"Does it turn?","aliases":["rotate"],"answer":{"scenario":"turns","step":1,"field":"rotated"},"variants":[{"label":"at launch","scenario":"turns","step":0,"field":"interfaceOrientation"}],"tags":["turning"],"notes":"n"}"#
    )
    #expect(try Catalogue.decodeBehaviour(behaviour.json.compactBytes()) == behaviour)
    let again = try Catalogue.decode(Array(catalogue.json.rendered().utf8))
    #expect(again == catalogue)
  }

  @Test("A catalogue without behaviours writes no behaviours key")
  func none() throws {
    let catalogue = try Catalogue.decode(
      Array(#"{"formatVersion": 1, "scenarios": [\#(Self.scenario)]}"#.utf8))
    #expect(catalogue.behaviours.isEmpty)
    #expect(!catalogue.json.compact().contains("behaviours"))
  }

  @Test("An answer reads its field at its step of an outcome; crashed from the step's error")
  func answers() throws {
    let scenario = try Catalogue.decodeScenario(Array(Self.scenario.utf8))
    let outcome = Evaluator(profile: try #require(Profile.builtIn.last)).evaluate(scenario)
    let turned = Behaviour.Reference(scenario: "turns", step: 1, field: "rotated")
    #expect(turned.value(in: outcome)?.compact() == "true")
    let drawn = Behaviour.Reference(scenario: "turns", step: 1, field: "interfaceOrientation")
    #expect(drawn.value(in: outcome)?.compact() == #""landscapeRight""#)
    let crashed = Behaviour.Reference(scenario: "turns", step: 1, field: "crashed")
    #expect(crashed.value(in: outcome)?.compact() == "false")
    #expect(
      Behaviour.Reference(scenario: "turns", step: 5, field: "rotated").value(in: outcome) == nil)
  }

  @Test("Evidence is every scenario carrying one of the behaviour's tags")
  func evidence() throws {
    let behaviour = try #require(
      try Catalogue.decode(Array(Self.document(Self.valid).utf8)).behaviours.first)
    var scenario = try Catalogue.decodeScenario(Array(Self.scenario.utf8))
    #expect(!behaviour.isEvidence(scenario))
    scenario.tags = ["other", "turning"]
    #expect(behaviour.isEvidence(scenario))
  }

  @Test("yes and no name the values that answer a question yes or no, and read back as given")
  func meaning() throws {
    let text = Self.item(
      answer: Self.turned.replacingOccurrences(of: "}", with: #", "yes": [false]}"#),
      #", "variants": [{"label": "l", "scenario": "turns", "step": 1, "field": "warnings", "no": [[]]}]"#
    )
    let catalogue = try Catalogue.decode(Array(Self.document(text).utf8))
    let behaviour = try #require(catalogue.behaviours.first)
    let yes = try #require(behaviour.answer.meaning)
    // Not turning answers "does the lock hold?" yes; turning answers it no.
    #expect(yes.says(.bool(false)) && !yes.says(.bool(true)))
    let no = try #require(behaviour.variants.first?.answer.meaning)
    // No warning answers no; any warning answers yes.
    #expect(!no.says(.array([])) && no.says(.array([.string("w")])))
    #expect(
      behaviour.answer.json.compact()
        == #"{"scenario":"turns","step":1,"field":"rotated","yes":[false]}"#)
    #expect(try Catalogue.decodeBehaviour(behaviour.json.compactBytes()) == behaviour)
    #expect(try Catalogue.decode(Array(catalogue.json.rendered().utf8)) == catalogue)
  }
}
