import RotationCatalogue
import RotationCore
import Testing

@Suite("Catalogue format: decoding, validation, canonical encoding")
struct CatalogueTests {
  static func document(_ scenario: String) -> String {
    #"{"formatVersion": 1, "scenarios": [\#(scenario)]}"#
  }

  static let valid =
    #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "root"}}, "steps": [{"action": "launch"}]}"#

  struct Bad: Sendable, CustomTestStringConvertible {
    var what: String
    var text: String
    var error: String
    var testDescription: String { what }
  }

  static let bad: [Bad] = [
    Bad(
      what: "empty file", text: "",
      error: "$: invalid JSON: the file is empty; expected a JSON object (line 1)"),
    Bad(
      what: "truncated", text: #"{"formatVersion": 1, "scen"#,
      error: "$: invalid JSON: unexpected end of file inside a string (line 1)"),
    Bad(
      what: "wrong top level", text: "[]", error: "$: expected an object, found an array (line 1)"),
    Bad(
      what: "wrong version", text: #"{"formatVersion": 2, "scenarios": []}"#,
      error: "formatVersion: unsupported format version 2; this rotationdb reads version 1 (line 1)"
    ),
    // Scenarios are decoded as they are parsed; the precedence of errors stays: syntax, then
    // the top level, then the first invalid scenario.
    Bad(
      what: "wrong version after an invalid scenario",
      text: #"{"scenarios": [{"id": "A"}], "formatVersion": 2}"#,
      error: "formatVersion: unsupported format version 2; this rotationdb reads version 1 (line 1)"
    ),
    Bad(
      what: "a syntax error after an invalid scenario",
      text: #"{"formatVersion": 1, "scenarios": [{"id": "A"}, {"id": "b",]}"#,
      error: "$: invalid JSON: expected a key in double quotes (line 1)"),
    Bad(
      what: "scenarios that are not an array",
      text: #"{"formatVersion": 1, "scenarios": {"id": "a"}}"#,
      error: "scenarios: expected an array, found an object (line 1)"),
    Bad(
      what: "the first of two invalid scenarios",
      text: document(#"{"id": "A"}, {"id": "B"}"#),
      error:
        "scenarios[0].id: 'A' is not a valid id: use lowercase letters, digits, '.', '_' and '-', starting with a letter or digit, at most 100 characters (line 1)"
    ),
    Bad(
      what: "unknown top-level key", text: #"{"formatVersion": 1, "scenarios": [], "extra": 1}"#,
      error: "extra: unknown key 'extra' (line 1)"),
    Bad(
      what: "typo in a controller key",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r", "children": [], "kind": "navigationController", "supportedInterfaceOrientation": "all"}}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        "scenarios[0].window.rootViewController.supportedInterfaceOrientation: unknown key 'supportedInterfaceOrientation' (did you mean 'supportedInterfaceOrientations'?) (line 1)"
    ),
    Bad(
      what: "bad kind deep in the tree",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r", "kind": "navigationController", "children": [{"name": "x"}, {"name": "y", "kind": "tableViewController"}]}}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        "scenarios[0].window.rootViewController.children[1].kind: 'tableViewController' is not a controller kind (did you mean 'pageViewController'?); expected one of viewController, navigationController, tabBarController, pageViewController, splitViewController, containerViewController (line 1)"
    ),
    Bad(
      what: "duplicate scenario id", text: document(valid + ", " + valid),
      error: "scenarios[1].id: duplicate scenario id 'a' (also at scenarios[0]) (line 1)"),
    Bad(
      what: "duplicate controller name",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r", "kind": "navigationController", "children": [{"name": "r"}]}}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        "scenarios[0].window.rootViewController.children[0].name: duplicate controller name 'r' (also at scenarios[0].window.rootViewController) (line 1)"
    ),
    Bad(
      what: "first step not launch",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {}, "steps": [{"action": "rotate", "deviceOrientation": "portrait"}]}"#
      ),
      error: "scenarios[0].steps[0].action: the first step must be 'launch', not 'rotate' (line 1)"),
    Bad(
      what: "push without navigation controller",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}, {"action": "push", "controller": {"name": "b"}}]}"#
      ),
      error: "scenarios[0].steps[1]: no navigationController is visible at this step (line 1)"),
    Bad(
      what: "step naming a missing controller",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}, {"action": "pop", "from": "nav"}]}"#
      ),
      error: "scenarios[0].steps[1].from: no controller named 'nav' exists at this step (line 1)"),
    Bad(
      what: "selected index out of range",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "t", "kind": "tabBarController", "children": [{"name": "x"}], "selectedIndex": 2}}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        "scenarios[0].window.rootViewController.selectedIndex: selected index 2 is out of range: the tab bar has 1 tabs (line 1)"
    ),
    Bad(
      what: "invalid orientation",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "infoPlist": {"UISupportedInterfaceOrientations": ["faceUp"]}, "window": {}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        #"scenarios[0].infoPlist.UISupportedInterfaceOrientations[0]: 'faceUp' is not an interface orientation; expected one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight (faceUp, faceDown and unknown are device orientations) (line 1)"#
    ),
    Bad(
      what: "wrong value type",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r", "shouldAutorotate": "yes"}}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        "scenarios[0].window.rootViewController.shouldAutorotate: expected true or false, found a string (line 1)"
    ),
    Bad(
      what: "unknown profile in an expectation",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {}, "steps": [{"action": "launch"}], "expect": [{"profiles": ["6"], "step": 0, "rotated": false, "evidence": "inferred"}]}"#
      ),
      error:
        "scenarios[0].expect[0].profiles[0]: unknown profile '6' (did you mean '6+'?); known: 2.0, 2.1+, 5, 6+, 8, 9+, 13+, 16+, 26+, * (line 1)"
    ),
    Bad(
      what: "environment key on the wrong idiom",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "environment": {"multitaskingMode": "windowed"}, "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        "scenarios[0].environment.multitaskingMode: multitaskingMode describes an ipad, not an iphone (line 1)"
    ),
    Bad(
      what: "unknown environment value",
      text: document(
        #"{"id": "a", "title": "A", "device": "ipad", "environment": {"multitaskingMode": "stage"}, "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        "scenarios[0].environment.multitaskingMode: 'stage' is not a multitasking mode; expected one of fullScreen, splitView, slideOver, windowed (line 1)"
    ),
    Bad(
      what: "a linked SDK that is not a version",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "environment": {"linkedSDK": "sixteen"}, "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        #"scenarios[0].environment.linkedSDK: 'sixteen' is not a version; expected one such as "16.0" (line 1)"#
    ),
    Bad(
      what: "unknown environment key",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "environment": {"notch": true}, "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}]}"#
      ),
      error: "scenarios[0].environment.notch: unknown key 'notch' (line 1)"),
    Bad(
      what: "scene manifest that is not an object",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "infoPlist": {"UIApplicationSceneManifest": true}, "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        "scenarios[0].infoPlist.UIApplicationSceneManifest: expected an object, found a boolean (line 1)"
    ),
    Bad(
      what: "setMultitaskingMode on an iPhone",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}, {"action": "setMultitaskingMode", "mode": "splitView"}]}"#
      ),
      error:
        "scenarios[0].steps[1].action: setMultitaskingMode needs an ipad; this is an iphone (line 1)"
    ),
    Bad(
      what: "geometry request without its mask",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}, {"action": "requestGeometryUpdate"}]}"#
      ),
      error:
        "scenarios[0].steps[1].interfaceOrientations: missing required key 'interfaceOrientations' (line 1)"
    ),
    Bad(
      what: "setNeedsUpdate naming a missing controller",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}, {"action": "setNeedsUpdateOfSupportedInterfaceOrientations", "controller": "x"}]}"#
      ),
      error:
        "scenarios[0].steps[1].controller: no controller named 'x' exists at this step (line 1)"),
    Bad(
      what: "updateAppDelegate with another key",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}, {"action": "updateAppDelegate", "set": {"supportedInterfaceOrientations": "all"}}]}"#
      ),
      error:
        "scenarios[0].steps[1].set.supportedInterfaceOrientations: unknown key 'supportedInterfaceOrientations' (did you mean 'supportedInterfaceOrientationsForWindow'?) (line 1)"
    ),
    Bad(
      what: "a turn that is not an integer",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "portrait", "turn": "one"}]}"#
      ),
      error: "scenarios[0].steps[1].turn: expected an integer, found a string (line 1)"),
    Bad(
      what: "unknown adaptive style",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}, {"action": "present", "controller": {"name": "p"}, "style": "popover", "adaptiveStyle": "never"}]}"#
      ),
      error:
        "scenarios[0].steps[1].adaptiveStyle: 'never' is not a valid adaptive style; expected one of default, none (line 1)"
    ),
    Bad(
      what: "present from a controller not on screen",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}, {"action": "present", "controller": {"name": "p"}, "from": "q"}]}"#
      ),
      error: "scenarios[0].steps[1].from: no controller named 'q' exists at this step (line 1)"),
    Bad(
      what: "geometryError expectation that is not a code",
      text: document(
        #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": {"name": "r"}}, "steps": [{"action": "launch"}], "expect": [{"profiles": ["16+"], "step": 0, "geometryError": "denied", "evidence": "inferred"}]}"#
      ),
      error: "scenarios[0].expect[0].geometryError: expected an integer, found a string (line 1)"),
    Bad(
      what: "invalid id",
      text: document(
        #"{"id": "Bad Id", "title": "A", "device": "iphone", "window": {}, "steps": [{"action": "launch"}]}"#
      ),
      error:
        "scenarios[0].id: 'Bad Id' is not a valid id: use lowercase letters, digits, '.', '_' and '-', starting with a letter or digit, at most 100 characters (line 1)"
    ),
  ]

  @Test("Malformed catalogues get an error naming the JSON path", arguments: bad)
  func malformed(_ item: Bad) {
    #expect(throws: CatalogueError.self) { try Catalogue.decode(Array(item.text.utf8)) }
    do {
      _ = try Catalogue.decode(Array(item.text.utf8))
    } catch {
      #expect(error.description == item.error)
    }
  }

  @Test("Every invalid scenario is reported, the first 20 listed, all counted")
  func everyError() {
    // 25 scenarios, each invalid in its own way, between valid ones and a duplicate id.
    let invalid = (0..<25).map { #"{"id": "B\#($0)"}"# }
    let text = Self.document(([Self.valid] + invalid + [Self.valid]).joined(separator: ", "))
    do {
      _ = try Catalogue.decode(Array(text.utf8))
      Issue.record("decoded an invalid catalogue")
    } catch {
      #expect(error.path == "scenarios[1].id")
      #expect(error.others.count == Catalogue.maxListedErrors - 1)
      #expect(error.others.map(\.path) == (2...20).map { "scenarios[\($0)].id" })
      #expect(error.others.last?.message.hasPrefix("'B19' is not a valid id") == true)
      // The duplicate id at the end counts as the 26th invalid scenario.
      #expect(error.invalidScenarios == 26)
    }
    let two = Self.document(
      #"{"id": "a"}, {"id": "b", "title": "B", "device": "iphone", "window": {}, "steps": [{"action": "rotate", "deviceOrientation": "portrait"}]}"#
    )
    do {
      _ = try Catalogue.decode(Array(two.utf8))
      Issue.record("decoded an invalid catalogue")
    } catch {
      #expect(error.path == "scenarios[0].title")
      #expect(
        error.others.map(\.description) == [
          "scenarios[1].steps[0].action: the first step must be 'launch', not 'rotate' (line 1)"
        ])
      #expect(error.invalidScenarios == 2)
    }
  }

  @Test("Errors give the line")
  func lines() throws {
    let text =
      "{\n  \"formatVersion\": 1,\n  \"scenarios\": [\n    {\"id\": \"a\", \"title\": \"A\",\n     \"device\": \"ipod\"}\n  ]\n}\n"
    do {
      _ = try Catalogue.decode(Array(text.utf8))
      Issue.record("decoded an invalid device")
    } catch {
      #expect(error.line == 5)
      #expect(error.path == "scenarios[0].device")
    }
  }

  @Test("Controllers nested past the limit are refused")
  func nesting() {
    var controller = #"{"name": "leaf"}"#
    for level in 0..<20 {
      controller =
        #"{"name": "n\#(level)", "kind": "navigationController", "children": [\#(controller)]}"#
    }
    let text = Self.document(
      #"{"id": "a", "title": "A", "device": "iphone", "window": {"rootViewController": \#(controller)}, "steps": [{"action": "launch"}]}"#
    )
    #expect(throws: CatalogueError.self) { try Catalogue.decode(Array(text.utf8)) }
  }

  @Test("Encoding is canonical: decode, encode, decode, encode gives the same bytes")
  func roundTrip() throws {
    let catalogue = try Catalogue.decode(Array(BuiltInCatalogue.json.utf8))
    let once = catalogue.json.rendered()
    let again = try Catalogue.decode(Array(once.utf8))
    #expect(again == catalogue)
    #expect(again.json.rendered() == once)
  }

  @Test("UIKit names and named masks decode to the same values as short names")
  func uiKitNames() throws {
    let scenario = try scenario(
      iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]}, "#
        + root(
          #"{"name": "a", "supportedInterfaceOrientations": "UIInterfaceOrientationMaskLandscape"}"#
        )
        + #""steps": [{"action": "launch", "deviceOrientation": "UIDeviceOrientationFaceUp"}]"#)
    #expect(scenario.infoPlist.supportedInterfaceOrientations == [.portrait])
    guard case .rootViewController(let root) = scenario.window else {
      Issue.record("no root")
      return
    }
    #expect(root.overrides.supportedInterfaceOrientations?.mask == .landscape)
    #expect(scenario.steps[0] == .launch(.faceUp))
  }
}
