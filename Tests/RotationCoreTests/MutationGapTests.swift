import RotationCore
import Testing

/// Behaviours that a single-point slip in the engine or the format would change without any
/// other test noticing.
@Suite("Rules a slip would break unnoticed")
struct MutationGapTests {
  static let navigation =
    #"{"name": "nav", "kind": "navigationController", "children": [{"name": "a", "supportedInterfaceOrientations": "portrait", "shouldAutorotateToInterfaceOrientation": ["portrait"]}]}"#

  @Test("§4 with containersConsultChildren = true, the iOS 6 path asks the visible child")
  func containersConsultChildrenOnIOS6() throws {
    let fields = iphone + root(Self.navigation) + steps(launch, rotate("landscapeLeft"))
    let standard = try evaluate(fields, "6+").steps[1]
    #expect(standard.interfaceOrientation == .landscapeRight)
    #expect(standard.decider == "nav")
    let consulting = try evaluate(fields, "6+") { $0.containers.containersConsultChildren = true }
      .steps[1]
    #expect(consulting.interfaceOrientation == .portrait)
    #expect(consulting.decider == "a")
    #expect(consulting.supported.orientations == [.portrait])
  }

  @Test("§0.2 technoteFormula bounds: (bar height, bar x), zero with a hidden bar")
  func technoteBounds() throws {
    func bounds(_ orientation: String, hidden: Bool) throws -> [Int] {
      let fields =
        iphone
        + #""infoPlist": {"UIInterfaceOrientation": "\#(orientation)", "UIStatusBarHidden": \#(hidden)}, "#
        + #""window": {"subviews": [{"name": "g", "shouldAutorotateToInterfaceOrientation": ["\#(orientation)"]}]}, "#
        + steps(launch)
      let transform = try #require(
        try evaluate(fields, "2.0") { $0.launch.launchGeometry = .technoteFormula }.steps[0]
          .manualTransform)
      return [transform.bounds.width, transform.bounds.height]
    }
    #expect(try bounds("landscapeRight", hidden: false) == [480, 300])
    #expect(try bounds("landscapeLeft", hidden: false) == [480, 0])
    #expect(try bounds("landscapeRight", hidden: true) == [0, 0])
  }

  @Test("§7 two stacked full-screen presentations: the top one decides")
  func stackedPresentations() throws {
    let fields =
      iphone
      + root(#"{"name": "root", "supportedInterfaceOrientations": "all"}"#)
      + steps(
        launch,
        #"{"action": "present", "controller": {"name": "first", "supportedInterfaceOrientations": "landscape"}}"#,
        #"{"action": "present", "controller": {"name": "second", "supportedInterfaceOrientations": "portrait"}}"#,
        rotate("landscapeLeft"))
    let outcome = try evaluate(fields, "6+")
    #expect(outcome.steps[1].decider == "first")
    #expect(outcome.steps[1].interfaceOrientation == .landscapeLeft)  // the first supported
    #expect(outcome.steps[2].decider == "second")
    #expect(outcome.steps[2].interfaceOrientation == .portrait)
    #expect(outcome.steps[3].decider == "second")
    #expect(outcome.steps[3].interfaceOrientation == .portrait)
  }

  @Test("§2.4 a popped controller no longer counts among the navigation controller's children")
  func poppedController() throws {
    let stack =
      #"{"name": "nav", "kind": "navigationController", "children": [{"name": "list", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}]}"#
    let fields =
      iphone + root(stack)
      + steps(
        launch,
        #"{"action": "push", "controller": {"name": "detail", "shouldAutorotateToInterfaceOrientation": ["portrait"]}}"#,
        #"{"action": "pop"}"#, rotate("landscapeLeft"))
    // The top controller answers: after the pop it is the list again.
    let top = try evaluate(fields, "5").steps[3]
    #expect(top.interfaceOrientation == .landscapeRight)
    #expect(top.decider == "list")
    // Every level must agree: the popped controller is no longer a level.
    let every = try evaluate(fields, "5") { $0.containers.navigationRule = .everyLevel }.steps[3]
    #expect(every.interfaceOrientation == .landscapeRight)
    #expect(every.supported.orientations == [.portrait, .landscapeLeft, .landscapeRight])
  }

  static func catalogue(id: String = "t", steps count: Int) -> String {
    let steps = [launch] + Array(repeating: rotate("portrait"), count: count - 1)
    return #"{"formatVersion": 1, "scenarios": [{"id": "\#(id)", "title": "t", "#
      + iphone + root(#"{"name": "a"}"#) + #""steps": ["# + steps.joined(separator: ", ")
      + "]}]}"
  }

  @Test("Limits: 1,000 steps and a 100-character id are accepted; one more is refused")
  func limits() throws {
    #expect(
      try Catalogue.decode(Array(Self.catalogue(steps: 1_000).utf8)).scenarios[0].steps.count
        == 1_000)
    let error = refusal(Self.catalogue(steps: 1_001))
    #expect(error?.path == "scenarios[0].steps")
    #expect(error?.message == "1001 steps; the limit is 1000 per scenario")
    let longest = String(repeating: "a", count: 100)
    #expect(
      try Catalogue.decode(Array(Self.catalogue(id: longest, steps: 1).utf8)).scenarios[0].id
        == longest)
    let long = refusal(Self.catalogue(id: longest + "a", steps: 1))
    #expect(long?.path == "scenarios[0].id")
    #expect(long?.message.hasPrefix("'\(longest)a' is not a valid id") == true)
  }

  @Test("§4 §9 the launch status bar is portrait when listed, even after another orientation")
  func launchStatusBarPortraitIfListed() throws {
    let fields =
      iphone
      + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeRight", "portrait"]}, "#
      + root(#"{"name": "a", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}"#)
      + steps(#"{"action": "launch", "deviceOrientation": "faceUp"}"#)
    for profile in ["5", "6+"] {
      let step = try evaluate(fields, profile).steps[0]
      #expect(step.statusBarOrientation == .portrait, "\(profile)")
      #expect(step.interfaceOrientation == .portrait, "\(profile)")
    }
  }

  @Test("§7 dismissal turns back to the device as held when the revealed controller allows it")
  func dismissalFollowsHeldDevice() throws {
    let fields =
      iphone + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
      + steps(
        launch,
        #"{"action": "present", "controller": {"name": "player", "supportedInterfaceOrientations": "landscape"}}"#,
        #"{"action": "dismiss"}"#)
    let outcome = try evaluate(fields, "6+")
    #expect(outcome.steps[1].interfaceOrientation == .landscapeLeft)
    #expect(outcome.steps[2].interfaceOrientation == .portrait)
    #expect(outcome.steps[2].rotated)
  }

  @Test("An expectation of the step one past the last is refused")
  func expectationStepRange() {
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + iphone
      + root(#"{"name": "a"}"#) + steps(launch, rotate("portrait"))
      + #", "expect": [{"profiles": ["*"], "step": 2, "rotated": false, "evidence": "inferred"}]}]}"#
    let error = refusal(text)
    #expect(error?.path == "scenarios[0].expect[0].step")
    #expect(error?.message == "step 2 does not exist: the scenario has 2 steps (0 to 1)")
  }

  @Test("selectedIndex belongs to a tab bar controller or a custom container only")
  func selectedIndexOnTabBarsOnly() {
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + iphone
      + root(
        #"{"name": "nav", "kind": "navigationController", "selectedIndex": 0, "children": [{"name": "a"}]}"#
      ) + steps(launch) + "}]}"
    let error = refusal(text)
    #expect(error?.path == "scenarios[0].window.rootViewController.selectedIndex")
    #expect(
      error?.message
        == "selectedIndex belongs to a tabBarController or a containerViewController only")
  }

  @Test("An orientation listed twice is refused, with the path of the second")
  func orientationListedTwice() {
    let text =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + iphone
      + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "portrait"]}, "#
      + root(#"{"name": "a"}"#) + steps(launch) + "}]}"
    let error = refusal(text)
    #expect(error?.path == "scenarios[0].infoPlist.UISupportedInterfaceOrientations[2]")
    #expect(error?.message == "'portrait' is listed twice")
  }
}
