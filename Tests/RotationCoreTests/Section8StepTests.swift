import RotationCore
import Testing

/// The steps of catalogue-format §8.3: `selectChild` (rules R-C7) and `hideWindow`,
/// `showWindow` (R-W7). One case a rule; each fails when the rule breaks.
@Suite("Steps selectChild, hideWindow, showWindow (rules R-C7, R-W7)")
struct Section8StepTests {
  /// A drawer forwarding to its visible child: a portrait list, then a landscape video.
  static let drawer =
    iphone + threeWay
    + root(
      #"{"name": "drawer", "kind": "containerViewController", "forwardsToChild": true, "children": [{"name": "list", "supportedInterfaceOrientations": "portrait"}, {"name": "video", "supportedInterfaceOrientations": "landscape"}]}"#
    )
  /// A split view forwarding to its visible child, the secondary at first.
  static let split =
    ipad
    + #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"], "UIRequiresFullScreen": true}, "#
    + root(
      #"{"name": "split", "kind": "splitViewController", "forwardsToChild": true, "children": [{"name": "master", "supportedInterfaceOrientations": "portrait"}, {"name": "detail", "supportedInterfaceOrientations": "all"}]}"#
    )
  static let twoWindows = iphone + threeWay + windows(portraitApp, toast)
  /// The main window and a drawer in a second window, hidden from launch when `hidden`.
  static func drawerWindow(hidden: Bool) -> String {
    iphone + threeWay
      + windows(
        portraitApp,
        #"{"name": "side", "hidden": \#(hidden), "rootViewController": {"name": "drawer", "kind": "containerViewController", "children": [{"name": "list"}, {"name": "video"}]}}"#
      )
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var rule: String
    var profile: String
    var fields: String
    /// Per step: its interface orientation and decider, and the windows listed (nil: one).
    var expected: [(InterfaceOrientation, String?, [String: InterfaceOrientation]?)]
    var testDescription: String { "\(rule) under \(profile)" }
  }

  static let cases: [Case] = [
    Case(
      rule: "R-C7 a drawer's switch forces no rotation; the next turn asks the new child",
      profile: "16+",
      fields: drawer
        + steps(
          launch, #"{"action": "selectChild", "container": "drawer", "index": 1}"#,
          rotate("landscapeLeft")),
      expected: [
        (.portrait, "list", nil), (.portrait, "video", nil), (.landscapeRight, "video", nil),
      ]
    ),
    Case(
      rule: "R-C7 and before 6, the legacy answer of the new child",
      profile: "5",
      fields: iphone + threeWay
        + root(
          #"{"name": "drawer", "kind": "containerViewController", "forwardsToChild": true, "children": [{"name": "list", "shouldAutorotateToInterfaceOrientation": ["portrait"]}, {"name": "video", "shouldAutorotateToInterfaceOrientation": ["landscapeLeft", "landscapeRight"]}]}"#
        )
        + steps(
          launch, #"{"action": "selectChild", "container": "drawer", "index": 1}"#,
          rotate("landscapeLeft")),
      expected: [
        (.portrait, "list", nil), (.portrait, "video", nil), (.landscapeRight, "video", nil),
      ]
    ),
    Case(
      rule: "R-C7 a split view shows its primary in the secondary slot", profile: "6+",
      fields: split
        + steps(
          launch, #"{"action": "selectChild", "container": "split", "index": 0}"#,
          rotate("landscapeLeft")),
      expected: [
        (.portrait, "detail", nil), (.portrait, "master", nil), (.portrait, "master", nil),
      ]
    ),
    Case(
      rule: "R-W7 a hidden window is kept apart; shown again it takes the current answer",
      profile: "6+",
      fields: twoWindows
        + steps(
          launch, #"{"action": "hideWindow", "window": "toast"}"#, rotate("landscapeLeft"),
          #"{"action": "showWindow", "window": "toast"}"#),
      expected: [
        (.portrait, "app", ["main": .portrait, "toast": .portrait]),
        (.portrait, "app", ["main": .portrait]),
        (.portrait, "app", ["main": .portrait]),
        (.portrait, "app", ["main": .portrait, "toast": .landscapeRight]),
      ]),
    Case(
      rule: "R-W7 with R-W3: from the iOS 8 SDK a hidden window still turns", profile: "8",
      fields: twoWindows
        + steps(
          launch, #"{"action": "hideWindow", "window": "toast"}"#, rotate("landscapeLeft"),
          #"{"action": "showWindow", "window": "toast"}"#),
      expected: [
        (.portrait, "app", ["main": .portrait, "toast": .portrait]),
        (.portrait, "app", ["main": .portrait]),
        (.portrait, "app", ["main": .portrait]),
        (.portrait, "app", ["main": .portrait, "toast": .landscapeRight]),
      ]),
  ]

  @Test("Each rule decides its steps", arguments: cases)
  func decided(_ item: Case) throws {
    let outcome = try evaluate(item.fields, item.profile)
    #expect(!outcome.crashed, "\(outcome.steps.last?.error?.message ?? "")")
    for (step, wanted) in zip(outcome.steps, item.expected) {
      let trace = step.trace.joined(separator: "\n")
      #expect(step.interfaceOrientation == wanted.0, "\(item.rule) step \(step.index): \(trace)")
      #expect(step.decider == wanted.1, "\(item.rule) step \(step.index): \(trace)")
      let windows = Dictionary(
        uniqueKeysWithValues: step.windowOrientations.map { ($0.window, $0.orientation) })
      #expect(windows == (wanted.2 ?? [:]), "\(item.rule) step \(step.index): \(trace)")
    }
    #expect(outcome.steps.count == item.expected.count)
  }

  static let refusals: [(fields: String, error: String)] = [
    (
      drawer + steps(launch, #"{"action": "selectChild", "container": "nobody", "index": 0}"#),
      "steps[1].container: no controller named 'nobody' exists at this step"
    ),
    (
      drawer + steps(launch, #"{"action": "selectChild", "container": "drawer", "index": 2}"#),
      "steps[1].index: child index 2 is out of range: 'drawer' has 2 children"
    ),
    (
      drawer + steps(launch, #"{"action": "selectChild", "container": "list", "index": 0}"#),
      "steps[1].container: 'list' is a viewController, not a containerViewController or a "
        + "splitViewController"
    ),
    (
      drawer + steps(launch, #"{"action": "selectChild", "container": "drawer"}"#),
      "steps[1].index: missing required key 'index'"
    ),
    (
      twoWindows + steps(launch, #"{"action": "hideWindow", "window": "ghost"}"#),
      "steps[1].window: no window named 'ghost' exists at this step; the windows now: main, toast"
    ),
    (
      twoWindows + steps(launch, #"{"action": "hideWindow", "window": "main"}"#),
      "steps[1].window: 'main' is the main window (the key window at launch); it cannot be hidden"
    ),
    (
      twoWindows
        + steps(
          launch, #"{"action": "hideWindow", "window": "toast"}"#,
          #"{"action": "hideWindow", "window": "toast"}"#),
      "steps[2].window: 'toast' is hidden already"
    ),
    (
      twoWindows + steps(launch, #"{"action": "showWindow", "window": "toast"}"#),
      "steps[1].window: 'toast' is not hidden; hideWindow hides it first"
    ),
    (
      twoWindows
        + steps(
          launch, #"{"action": "removeWindow", "window": "toast"}"#,
          #"{"action": "showWindow", "window": "toast"}"#),
      "steps[2].window: no window named 'toast' exists at this step; the windows now: main"
    ),
    // catalogue-format §3: removeWindow takes a showing window, selectChild a container on
    // screen; a hidden window's are neither.
    (
      twoWindows
        + steps(
          launch, #"{"action": "hideWindow", "window": "toast"}"#,
          #"{"action": "removeWindow", "window": "toast"}"#),
      "steps[2].window: 'toast' is hidden; removeWindow takes a showing window (showWindow "
        + "shows it first)"
    ),
    (
      drawerWindow(hidden: true)
        + steps(launch, #"{"action": "removeWindow", "window": "side"}"#),
      "steps[1].window: 'side' is hidden; removeWindow takes a showing window (showWindow "
        + "shows it first)"
    ),
    (
      drawerWindow(hidden: false)
        + steps(
          launch, #"{"action": "hideWindow", "window": "side"}"#,
          #"{"action": "selectChild", "container": "drawer", "index": 1}"#),
      "steps[2].container: 'drawer' is in the window 'side', which is hidden; selectChild needs "
        + "its container on screen (showWindow shows the window first)"
    ),
    (
      drawerWindow(hidden: true)
        + steps(launch, #"{"action": "selectChild", "container": "drawer", "index": 1}"#),
      "steps[1].container: 'drawer' is in the window 'side', which is hidden; selectChild needs "
        + "its container on screen (showWindow shows the window first)"
    ),
  ]

  @Test("A hidden window's container is selected once the window shows again, and removed so")
  func shownAgain() throws {
    let decoded = try scenario(
      Self.drawerWindow(hidden: true)
        + steps(
          launch, #"{"action": "showWindow", "window": "side"}"#,
          #"{"action": "selectChild", "container": "drawer", "index": 1}"#,
          #"{"action": "removeWindow", "window": "side"}"#))
    #expect(decoded.steps.count == 4)
  }

  @Test("A step that cannot happen is refused with its JSON path", arguments: refusals)
  func refused(_ fields: String, _ error: String) {
    let text = #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + fields + "}]}"
    let description = refusal(text)?.description ?? ""
    #expect(description.hasPrefix("scenarios[0]." + error), "\(description)")
  }

  @Test("The steps write back as read")
  func roundTrip() throws {
    let decoded = try scenario(
      Self.twoWindows
        + steps(
          launch, #"{"action": "hideWindow", "window": "toast"}"#,
          #"{"action": "showWindow", "window": "toast"}"#))
    let text = Catalogue(scenarios: [decoded]).json.compact()
    #expect(text.contains(#"{"action":"hideWindow","window":"toast"}"#))
    #expect(try Catalogue.decode(Array(text.utf8)).scenarios == [decoded])
  }
}
