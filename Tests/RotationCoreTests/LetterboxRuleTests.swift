import RotationCore
import Testing

/// iPadOS 26's windowed mode (rules R26.1, parameter `windowedAppsLetterbox`): an app windowed
/// while the device is held in an orientation it does not support keeps its own, letterboxed,
/// until the device turns to one it supports or the app leaves windowed mode; in full screen,
/// before 26 and under the rival reading, no window is letterboxed.
@Suite("Letterboxed windows on iPadOS 26 (R26.1): each case fails when the rule breaks")
struct LetterboxRuleTests {
  /// A case: a scenario, a profile (its parameters changed or not), and every step's interface
  /// orientation and `letterboxed`.
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: String
    var fields: String
    var profile = "26+"
    var interface: [InterfaceOrientation]
    var letterboxed: [Bool]
    /// A trace line of the last step says this, when given.
    var traced: String? = nil
    var change: @Sendable (inout Profile.Parameters) -> Void = { _ in }

    var testDescription: String { "\(rule) under \(profile)" }
  }

  /// An iPad app that cannot multitask (it requires full screen) and supports portrait only.
  static func portraitApp(_ mode: String? = "windowed") -> String {
    ipad
      + (mode.map { #""environment": {"multitaskingMode": "\#($0)"}, "# } ?? "")
      + #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait"], "#
      + #""UILaunchStoryboardName": "Launch", "UIRequiresFullScreen": true}, "#
      + root(#"{"name": "root"}"#)
  }

  static func mode(_ mode: String) -> String {
    #"{"action": "setMultitaskingMode", "mode": "\#(mode)"}"#
  }

  static let cases: [Case] = [
    Case(
      rule:
        "R26.1 windowed, the device turned to an orientation the app lacks: not turned, letterboxed",
      fields: portraitApp() + steps(launch, rotate("landscapeLeft"), rotate("portrait")),
      interface: [.portrait, .portrait, .portrait], letterboxed: [false, true, false]),
    Case(
      rule: "R26.1 the trace names the parameter where the window is letterboxed",
      fields: portraitApp() + steps(launch, rotate("landscapeLeft")),
      interface: [.portrait, .portrait], letterboxed: [false, true],
      traced: "upright in a letterboxed window. (§5.5 R26.1 [P68][P69] O; parameter "
        + "windowedAppsLetterbox = true)"),
    Case(
      rule: "R26.1 in full screen the app's orientations are honoured as before: not letterboxed",
      fields: portraitApp("fullScreen") + steps(launch, rotate("landscapeLeft")),
      interface: [.portrait, .portrait], letterboxed: [false, false]),
    Case(
      rule: "R26.1 launched windowed in landscape, letterboxed until it leaves windowed mode",
      fields: portraitApp()
        + steps(
          launch(held: "landscapeLeft"), mode("fullScreen"), mode("windowed"),
          rotate("portrait")),
      interface: [.portrait, .portrait, .portrait, .portrait],
      letterboxed: [true, false, true, false],
      traced: "the device's orientation: its window and its scene agree again."),
    Case(
      rule: "R26.1 a device laid flat leaves the window letterboxed",
      fields: portraitApp()
        + steps(launch, rotate("landscapeLeft"), rotate("faceUp"), rotate("landscapeRight")),
      interface: [.portrait, .portrait, .portrait, .portrait],
      letterboxed: [false, true, true, true]),
    Case(
      rule: "R26.1 the app narrows its mask and is turned: its window keeps the device's shape",
      fields: ipad + #""environment": {"multitaskingMode": "windowed"}, "#
        + #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "landscapeRight"], "#
        + #""UILaunchStoryboardName": "Launch", "UIRequiresFullScreen": true}, "#
        + root(#"{"name": "bridge", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          #"{"action": "update", "controller": "bridge", "set": {"supportedInterfaceOrientations": "landscapeRight"}}"#,
          #"{"action": "setNeedsUpdateOfSupportedInterfaceOrientations", "controller": "bridge"}"#,
          rotate("landscapeLeft")),
      interface: [.portrait, .portrait, .landscapeRight, .landscapeRight],
      letterboxed: [false, false, true, false]),
    Case(
      rule: "R26.1 a multitasking app follows the device (R9.2): never letterboxed",
      fields: ipad + #""environment": {"multitaskingMode": "windowed"}, "# + padMultitasking
        + #""}, "# + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "portrait"}, "#
        + root(#"{"name": "root"}"#) + steps(launch, rotate("landscapeLeft")),
      interface: [.portrait, .landscapeRight], letterboxed: [false, false]),
    Case(
      rule: "R26.1 windowedAppsLetterbox false, the rival reading: the window is not letterboxed",
      fields: portraitApp() + steps(launch, rotate("landscapeLeft")),
      interface: [.portrait, .portrait], letterboxed: [false, false],
      traced: "its window is not letterboxed. (§5.5 R26.1 [P68][P69] O; parameter "
        + "windowedAppsLetterbox = false)",
      change: { $0.decision.windowedAppsLetterbox = false }),
    Case(
      rule: "R26.1 before iOS 26 a windowed app is not letterboxed",
      fields: portraitApp()
        + steps(launch, rotate("landscapeLeft")),
      profile: "16+", interface: [.portrait, .portrait], letterboxed: [false, false]),
  ]

  @Test("Each step's orientation and letterboxed", arguments: cases)
  func letterbox(_ item: Case) throws {
    let outcome = try evaluate(item.fields, item.profile, item.change)
    let trace = outcome.steps.flatMap(\.trace).joined(separator: "\n")
    #expect(outcome.steps.map(\.interfaceOrientation) == item.interface, "\(item.rule)\n\(trace)")
    #expect(outcome.steps.map(\.letterboxed) == item.letterboxed, "\(item.rule)\n\(trace)")
    if let traced = item.traced {
      #expect(outcome.steps.last?.trace.contains { $0.contains(traced) } == true, "\(trace)")
    }
    // A profile before 26 says nothing of letterboxing.
    if item.profile != "26+" {
      #expect(!trace.contains("windowedAppsLetterbox"), "\(trace)")
    }
  }

  @Test("The outcome JSON gives letterboxed on every step, false where the rule does not apply")
  func outcomeJSON() throws {
    let outcome = try evaluate(Self.portraitApp() + steps(launch, rotate("landscapeLeft")), "26+")
    let json = outcome.steps.map { $0.json.compact() }
    #expect(json[0].contains(#""letterboxed":false"#), "\(json[0])")
    #expect(json[1].contains(#""letterboxed":true"#), "\(json[1])")
  }
}
