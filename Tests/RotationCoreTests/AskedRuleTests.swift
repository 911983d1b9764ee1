import RotationCore
import Testing

/// The outcome's `asked` (catalogue-format §8.4): the orientation methods UIKit calls at a step,
/// recorded where the decision consults the app. One case a rule; each fails when it breaks.
@Suite("asked: the methods UIKit calls (rules §8.4 of the format)")
struct AskedRuleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: String
    var profile: String
    var fields: String
    /// The step whose `asked` is checked.
    var step: Int
    var asked: [String]
    var testDescription: String { "\(rule) under \(profile)" }
  }

  static let plain = iphone + threeWay + root(#"{"name": "root"}"#)
  static let delegate =
    #""appDelegate": {"supportedInterfaceOrientationsForWindow": "allButUpsideDown"}, "#
  static let turn = steps(launch, rotate("landscapeLeft"))

  static let cases: [Case] = [
    Case(
      rule: "before 6: shouldAutorotateToInterfaceOrientation: of the window's controller",
      profile: "5", fields: plain + turn, step: 1,
      asked: ["root.shouldAutorotateToInterfaceOrientation"]),
    Case(
      rule: "6 to 15: shouldAutorotate, then supportedInterfaceOrientations", profile: "6+",
      fields: plain + turn, step: 1,
      asked: ["root.shouldAutorotate", "root.supportedInterfaceOrientations"]),
    Case(
      rule: "6 to 15: shouldAutorotate NO: UIKit stops there", profile: "6+",
      fields: iphone + threeWay + root(#"{"name": "root", "shouldAutorotate": false}"#) + turn,
      step: 1, asked: ["root.shouldAutorotate"]),
    Case(
      rule: "6+: the app delegate first, once launch has ended", profile: "6+",
      fields: plain + delegate + turn, step: 1,
      asked: [
        "application.supportedInterfaceOrientationsForWindow", "root.shouldAutorotate",
        "root.supportedInterfaceOrientations",
      ]),
    Case(
      rule: "6+: the app delegate is not called during launch", profile: "6+",
      fields: plain + delegate + turn, step: 0,
      asked: ["root.shouldAutorotate", "root.supportedInterfaceOrientations"]),
    Case(
      rule: "16+: shouldAutorotate is not called", profile: "16+", fields: plain + turn, step: 1,
      asked: ["root.supportedInterfaceOrientations"]),
    Case(
      rule: "26: the orientation lock preference is read at launch", profile: "26+",
      fields: plain + turn, step: 0,
      asked: ["root.supportedInterfaceOrientations", "root.prefersInterfaceOrientationLocked"]),
    Case(
      rule: "6+: a full-screen presentation asks the presented controller", profile: "6+",
      fields: plain + steps(launch, present(#"{"name": "modal"}"#, "fullScreen")), step: 1,
      asked: [
        "modal.shouldAutorotate", "modal.supportedInterfaceOrientations",
        "modal.preferredInterfaceOrientationForPresentation",
      ]),
    Case(
      rule: "an update is not a question: nothing is called", profile: "6+",
      fields: plain
        + steps(
          launch,
          #"{"action": "update", "controller": "root", "set": {"supportedInterfaceOrientations": "portrait"}}"#
        ), step: 1, asked: []),
    Case(
      rule: "an iPad app that multitasks: no view controller is asked", profile: "9+",
      fields: ipad + padMultitasking + #""}, "# + root(#"{"name": "root"}"#) + turn, step: 1,
      asked: []),
  ]

  @Test("Each rule records the calls UIKit makes", arguments: cases)
  func recorded(_ item: Case) throws {
    let outcome = try evaluate(item.fields, item.profile)
    let step = try #require(outcome.steps.first { $0.index == item.step })
    #expect(step.asked == item.asked, "\(item.rule): \(step.trace.joined(separator: "\n"))")
  }

  @Test("Tracing off records the same calls")
  func untraced() throws {
    let decoded = try scenario(Self.plain + Self.delegate + Self.turn)
    let profile = try #require(Profile.builtIn(id: "6+"))
    #expect(
      Evaluator(profile: profile, tracing: false).evaluate(decoded).steps.map(\.asked)
        == Evaluator(profile: profile).evaluate(decoded).steps.map(\.asked))
  }
}
