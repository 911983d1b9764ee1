import RotationCatalogue
import RotationCore
import Testing

@testable import RotationStore

/// A sequence is found again by its digest: the digest of the same steps must never change, or
/// a database's sequences would be stored a second time.
@Suite("Store: a sequence's digest")
struct SequenceDigestTests {
  /// The digest input as its format says: each value its kind and, for text, its length in
  /// UTF-8 bytes, then `;`; each step ends with a newline.
  static func reference(_ steps: [[StoredValue]]) -> String {
    var input = ""
    for step in steps {
      for value in step {
        switch value {
        case .null: input += "n;"
        case .integer(let number): input += "i\(number);"
        case .text(let text): input += "t\(text.utf8.count):\(text);"
        }
      }
      input += "\n"
    }
    return SHA256.hex(input)
  }

  @Test(
    "Each kind of value is written as the format says",
    arguments: [
      [[StoredValue.null]], [[.integer(0)]], [[.integer(7)]], [[.integer(-7)]],
      [[.integer(10)]], [[.integer(1_000_000_007)]], [[.integer(Int.max)]],
      [[.integer(Int.min)]], [[.text("")]], [[.text("héllo")]], [[.text("a;b:c\n")]],
      [[.text("portrait"), .null, .integer(1)], [], [.integer(-1), .text("🙂")]],
      [],
    ])
  func values(_ steps: [[StoredValue]]) {
    #expect(Store.digest(steps) == Self.reference(steps))
  }

  @Test("The digest of known values is pinned")
  func pinned() {
    // sha256 of "n;i0;i-7;t0:;t6:héllo;\ni9223372036854775807;i-9223372036854775808;\n".
    let steps: [[StoredValue]] = [
      [.null, .integer(0), .integer(-7), .text(""), .text("héllo")],
      [.integer(Int.max), .integer(Int.min)],
    ]
    #expect(
      Store.digest(steps) == "62ef99e032b0a8366d823ef91cefb3b66a7dd7b608a7031600e8c97541b27ecb")
  }

  @Test("Every outcome of the rule cases, under every profile, digests as the format says")
  func ruleCaseOutcomes() {
    for profile in Profile.builtIn {
      let evaluator = Evaluator(profile: profile, tracing: false)
      for scenario in builtIn.scenarios where !scenario.tags.contains("public-report") {
        let steps = evaluator.evaluate(scenario).steps.map(\.storedValues)
        #expect(Store.digest(steps) == Self.reference(steps), "\(scenario.id) under \(profile.id)")
      }
    }
  }
}
