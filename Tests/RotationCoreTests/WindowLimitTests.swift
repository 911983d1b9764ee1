import RotationCore
import Testing

/// A scenario's windows are bounded like its steps (catalogue-format §1): each step evaluates
/// every window, so an unbounded list made a small file cost hours.
@Suite("Windows have a limit")
struct WindowLimitTests {
  static func catalogue(windows: Int, added: Int = 0, steps: Int = 1) -> String {
    let list = (0..<windows).map {
      #"{"name": "w\#($0)", "rootViewController": {"name": "c\#($0)"}}"#
    }
    let adds = (0..<added).map {
      #"{"action": "addWindow", "window": {"name": "x\#($0)", "rootViewController": {"name": "d\#($0)"}}}"#
    }
    let turns = (0..<max(0, steps - 1 - added)).map {
      #"{"action": "rotate", "deviceOrientation": "\#($0 % 2 == 0 ? "landscapeLeft" : "portrait")"}"#
    }
    return #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "device": "ipad", "#
      + #""windows": ["# + list.joined(separator: ", ") + #"], "steps": ["#
      + ([#"{"action": "launch"}"#] + adds + turns).joined(separator: ", ") + "]}]}"
  }

  @Test("32 windows are accepted, declared or added; a 33rd is refused with its path")
  func limit() throws {
    #expect(Catalogue.maxWindows == 32)
    let declared = try Catalogue.decode(Array(Self.catalogue(windows: 32).utf8))
    #expect(declared.scenarios[0].windows?.count == 32)
    _ = try Catalogue.decode(Array(Self.catalogue(windows: 2, added: 30).utf8))
    let tooMany = refusal(Self.catalogue(windows: 33))
    #expect(tooMany?.path == "scenarios[0].windows")
    #expect(tooMany?.message == "33 windows; the limit is 32 per scenario")
    let added = refusal(Self.catalogue(windows: 2, added: 31))
    #expect(added?.path == "scenarios[0].steps[31].window")
    #expect(
      added?.message
        == "window 33 of the scenario; the limit is 32 per scenario, counting its 'windows' "
        + "and every window 'addWindow' shows")
  }

  @Test("The most windows over the most steps evaluate every window at every step")
  func largestScenario() throws {
    let catalogue = try Catalogue.decode(
      Array(Self.catalogue(windows: 32, steps: Catalogue.maxSteps).utf8))
    let profile = try #require(Profile.builtIn(id: "6+"))
    let outcome = Evaluator(profile: profile).evaluate(catalogue.scenarios[0])
    #expect(outcome.steps.count == Catalogue.maxSteps)
    #expect(outcome.steps.allSatisfy { $0.windowOrientations.count == 32 })
  }
}
