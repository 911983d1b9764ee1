import RotationCore
import Testing

/// The main window (key, portrait only) and a toast window whose plain root accepts the
/// idiom's default orientations.
let portraitApp =
  #"{"name": "main", "isKey": true, "rootViewController": {"name": "app", "supportedInterfaceOrientations": "portrait", "shouldAutorotateToInterfaceOrientation": ["portrait"]}}"#
func windows(_ list: String...) -> String {
  #""windows": ["# + list.joined(separator: ", ") + "], "
}
let toast =
  #"{"name": "toast", "windowLevel": "alert", "rootViewController": {"name": "toastRoot"}}"#

@Suite("Several windows (rules §5.8): each rule fails its case when it breaks")
struct SeveralWindowsRuleTests {
  static let cases: [DayCase] = [
    DayCase(
      rule: "R-W1/R-W2 an overlay's root turns the status bar, not the main window, from iOS 6",
      fields: iphone + threeWay + windows(portraitApp, toast)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        (
          "5",
          DayExpect(
            interface: .portrait, statusBar: .portrait,
            windows: ["main": .portrait, "toast": .portrait])
        ),
        (
          "6+",
          DayExpect(
            interface: .portrait, decider: "app", statusBar: .landscapeRight,
            windows: ["main": .portrait, "toast": .landscapeRight])
        ),
        (
          "16+",
          DayExpect(
            interface: .portrait, statusBar: .landscapeRight,
            windows: ["main": .portrait, "toast": .landscapeRight])
        ),
      ]),
    DayCase(
      rule: "R-W2 statusBarAuthority keyWindow: the status bar stays with the main window",
      fields: iphone + threeWay + windows(portraitApp, toast)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        (
          "6+",
          DayExpect(statusBar: .portrait, windows: ["main": .portrait, "toast": .landscapeRight])
        )
      ],
      change: { $0.windows.statusBarAuthority = .keyWindow }),
    DayCase(
      rule: "R-W2 statusBarAuthority topmostWindow: the alert-level toast turns it",
      fields: iphone + threeWay + windows(portraitApp, toast)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("8", DayExpect(statusBar: .landscapeRight))],
      change: { $0.windows.statusBarAuthority = .topmostWindow }),
    DayCase(
      rule: "R-W4 the app delegate answers per window: portrait for the toast",
      fields: iphone + threeWay
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": {"windows": {"toast": "portrait"}, "otherwise": "all"}}, "#
        + windows(portraitApp, toast) + steps(launch, rotate("landscapeLeft")),
      expect: [
        (
          "6+",
          DayExpect(
            interface: .portrait, statusBar: .portrait,
            windows: ["main": .portrait, "toast": .portrait])
        )
      ]),
    DayCase(
      rule: "R-W4 a per-window answer for the main window decides it",
      fields: iphone + threeWay
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": {"windows": {"main": "landscape"}, "otherwise": "portrait"}}, "#
        + windows(#"{"name": "main", "rootViewController": {"name": "app"}}"#, toast)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        (
          "9+",
          DayExpect(
            interface: .landscapeRight, windows: ["main": .landscapeRight, "toast": .portrait])
        )
      ]),
    DayCase(
      rule: "R-W3 a hidden window takes part from iOS 8",
      fields: iphone + threeWay
        + windows(
          portraitApp,
          #"{"name": "hud", "hidden": true, "rootViewController": {"name": "hudRoot"}}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("6+", DayExpect(statusBar: .portrait, windows: ["main": .portrait])),
        ("8", DayExpect(statusBar: .landscapeRight, windows: ["main": .portrait])),
      ]),
    DayCase(
      rule: "R-W3 a hidden window does not take part for an app linked with the iOS 7 SDK",
      fields: iphone + #""environment": {"linkedSDK": "7.1"}, "# + threeWay
        + windows(
          portraitApp,
          #"{"name": "hud", "hidden": true, "rootViewController": {"name": "hudRoot"}}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("8", DayExpect(statusBar: .portrait))]),
    DayCase(
      rule: "R-W3 a rootless window turns its content from iOS 8 (the app delegate's all)",
      fields: iphone + threeWay
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "allButUpsideDown"}, "#
        + windows(portraitApp, #"{"name": "overlay", "windowLevel": "statusBar"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        (
          "6+", DayExpect(statusBar: .portrait, windows: ["main": .portrait, "overlay": .portrait])
        ),
        (
          "8",
          DayExpect(
            statusBar: .landscapeRight, windows: ["main": .portrait, "overlay": .landscapeRight])
        ),
      ]),
    DayCase(
      rule: "R-W5 a rootless window at the end of launch: a warning until 8, an exception from 9",
      fields: iphone + threeWay
        + windows(portraitApp, #"{"name": "overlay", "windowLevel": "statusBar"}"#)
        + steps(launch),
      expect: [
        (
          "2.1+",
          DayExpect(error: .some(nil), warningAbsent: "expected to have a root view controller")
        ),
        ("8", DayExpect(error: .some(nil), warning: "expected to have a root view controller")),
        ("9+", DayExpect(error: "NSInternalInconsistencyException")),
      ]),
    DayCase(
      rule: "R-W5 linked with the iOS 8 SDK, a 9 system only warns",
      fields: iphone + #""environment": {"linkedSDK": "8.4"}, "# + threeWay
        + windows(portraitApp, #"{"name": "overlay"}"#) + steps(launch),
      expect: [
        ("13+", DayExpect(error: .some(nil), warning: "expected to have a root view controller"))
      ]),
    DayCase(
      rule: "R-W5 a scene app is not checked (parameter rootViewControllerCheckInScenes)",
      fields: iphone + #""infoPlist": {"UIApplicationSceneManifest": {}}, "#
        + windows(portraitApp, #"{"name": "overlay"}"#) + steps(launch),
      expect: [("16+", DayExpect(error: .some(nil)))]),
    DayCase(
      rule: "R-W5 a scene app checked when the parameter says so",
      fields: iphone + #""infoPlist": {"UIApplicationSceneManifest": {}}, "#
        + windows(portraitApp, #"{"name": "overlay"}"#) + steps(launch),
      expect: [("16+", DayExpect(error: "NSInternalInconsistencyException"))],
      change: { $0.windows.rootViewControllerCheckInScenes = true }),
    DayCase(
      rule: "R-W1 a window shown later starts in the status bar's orientation if it accepts it",
      fields: iphone + threeWay
        + root(#"{"name": "app", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(
          step("launch", #""deviceOrientation": "landscapeLeft""#),
          step(
            "addWindow",
            #""window": {"name": "player", "rootViewController": {"name": "video", "supportedInterfaceOrientations": "landscape"}}"#
          )),
      expect: [
        (
          "6+",
          DayExpect(
            interface: .landscapeRight,
            windows: ["main": .landscapeRight, "player": .landscapeRight])
        )
      ]),
    DayCase(
      rule: "R-W1 a portrait-only window shown over a landscape app stays portrait",
      fields: iphone + threeWay
        + root(#"{"name": "app", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(
          step("launch", #""deviceOrientation": "landscapeLeft""#),
          step(
            "addWindow",
            #""window": {"name": "alert", "windowLevel": "alert", "rootViewController": {"name": "sheet", "supportedInterfaceOrientations": "portrait"}}"#
          )),
      expect: [
        (
          "16+",
          DayExpect(
            interface: .landscapeRight, statusBar: .landscapeRight,
            windows: ["main": .landscapeRight, "alert": .portrait])
        )
      ]),
    DayCase(
      rule: "R-W1 update names a controller of another window",
      fields: iphone + threeWay + windows(portraitApp, toast)
        + steps(
          launch,
          step(
            "update",
            #""controller": "toastRoot", "set": {"supportedInterfaceOrientations": "portrait", "shouldAutorotateToInterfaceOrientation": ["portrait"]}"#
          ),
          rotate("landscapeLeft")),
      expect: [
        ("8", DayExpect(statusBar: .portrait, windows: ["main": .portrait, "toast": .portrait]))
      ]),
    DayCase(
      rule: "R-W6 a removed window leaves; the status bar keeps the orientation it took",
      fields: iphone + threeWay + windows(portraitApp, toast)
        + steps(launch, rotate("landscapeLeft"), step("removeWindow", #""window": "toast""#)),
      expect: [
        (
          "6+",
          DayExpect(interface: .portrait, statusBar: .landscapeRight, windows: ["main": .portrait])
        )
      ]),
    DayCase(
      rule: "R-W6 statusBarReturnsOnWindowRemoval: the status bar turns back to the main window",
      fields: iphone + threeWay + windows(portraitApp, toast)
        + steps(launch, rotate("landscapeLeft"), step("removeWindow", #""window": "toast""#)),
      expect: [("8", DayExpect(statusBar: .portrait, windows: ["main": .portrait]))],
      change: { $0.windows.statusBarReturnsOnWindowRemoval = true }),
    DayCase(
      rule: "R-W6 a removed window no longer turns the status bar",
      fields: iphone + threeWay + windows(portraitApp, toast)
        + steps(launch, step("removeWindow", #""window": "toast""#), rotate("landscapeLeft")),
      expect: [("6+", DayExpect(statusBar: .portrait, windows: ["main": .portrait]))]),
    DayCase(
      rule: "R-W6 a window added, then removed, by steps",
      fields: iphone + threeWay
        + root(#"{"name": "app", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          step(
            "addWindow", #""window": {"name": "alert", "rootViewController": {"name": "sheet"}}"#),
          step("removeWindow", #""window": "alert""#), rotate("landscapeLeft")),
      expect: [
        ("9+", DayExpect(interface: .portrait, statusBar: .portrait, windows: [:]))
      ]),
    DayCase(
      rule: "R-L3 hiddenMainWindowRaises: a main window still hidden raises from the iOS 9 SDK",
      fields: iphone + threeWay
        + windows(#"{"name": "main", "hidden": true, "rootViewController": {"name": "app"}}"#)
        + steps(launch),
      expect: [
        ("8", DayExpect(error: .some(nil))),
        ("9+", DayExpect(error: "NSInternalInconsistencyException")),
        ("26+", DayExpect(error: "NSInternalInconsistencyException")),
      ],
      change: { $0.windows.hiddenMainWindowRaises = true }),
    DayCase(
      rule: "R-L3 linked with the iOS 8 SDK, a hidden main window does not raise",
      fields: iphone + #""environment": {"linkedSDK": "8.4"}, "# + threeWay
        + windows(#"{"name": "main", "hidden": true, "rootViewController": {"name": "app"}}"#)
        + steps(launch),
      expect: [("13+", DayExpect(error: .some(nil)))]),
    DayCase(
      rule: "R-L3 hiddenMainWindowRaises false: no exception",
      fields: iphone + threeWay
        + windows(#"{"name": "main", "hidden": true, "rootViewController": {"name": "app"}}"#)
        + steps(launch),
      expect: [("9+", DayExpect(error: .some(nil)))],
      change: { $0.windows.hiddenMainWindowRaises = false }),
  ]

  @Test("Each rule of several windows", arguments: cases)
  func rule(_ item: DayCase) throws { try checkDay(item) }

  @Test("Malformed windows get errors with their paths")
  func malformed() throws {
    let two = #"{"name": "a", "isKey": true}, {"name": "b", "isKey": true}"#
    let cases: [(String, String)] = [
      (
        iphone + #""windows": [\#(two)], "# + steps(launch),
        "scenarios[0].windows[1].isKey: only one window is key; scenarios[0].windows[0] is key already (line 1)"
      ),
      (
        iphone + #""windows": [{"name": "a"}, {"name": "a"}], "# + steps(launch),
        "scenarios[0].windows[1].name: duplicate window name 'a' (also at scenarios[0].windows[0]) (line 1)"
      ),
      (
        iphone + #""window": {}, "windows": [{"name": "a"}], "# + steps(launch),
        "scenarios[0].windows: a scenario has either 'window' or 'windows', not both (line 1)"
      ),
      (
        iphone + #""windows": [], "# + steps(launch),
        "scenarios[0].windows: 'windows' needs at least one window (line 1)"
      ),
      (
        iphone + #""windows": [{"name": "a", "windowLevel": "high"}], "# + steps(launch),
        #"scenarios[0].windows[0].windowLevel: expected "normal", "statusBar", "alert" or an integer, found another string (line 1)"#
      ),
      (
        iphone
          + #""appDelegate": {"supportedInterfaceOrientationsForWindow": {"windows": {"player": "all"}, "otherwise": "portrait"}}, "#
          + root(#"{"name": "r"}"#) + steps(launch),
        "scenarios[0].appDelegate.supportedInterfaceOrientationsForWindow.windows.player: no window named 'player'; the scenario's windows: main (line 1)"
      ),
      (
        iphone + root(#"{"name": "r"}"#)
          + steps(launch, step("addWindow", #""window": {"name": "main"}"#)),
        "scenarios[0].steps[1].window.name: a window named 'main' exists already (line 1)"
      ),
      (
        iphone + root(#"{"name": "r"}"#)
          + steps(
            launch,
            step("addWindow", #""window": {"name": "w", "rootViewController": {"name": "r"}}"#)),
        "scenarios[0].steps[1].window.rootViewController.name: duplicate controller name 'r' (also at scenarios[0].window.rootViewController) (line 1)"
      ),
      (
        iphone + windows(portraitApp, toast)
          + steps(launch, step("removeWindow", #""window": "main""#)),
        "scenarios[0].steps[1].window: 'main' is the main window (the key window at launch); it cannot be removed (line 1)"
      ),
      (
        iphone + windows(portraitApp, toast)
          + steps(
            launch, step("removeWindow", #""window": "toast""#),
            step("removeWindow", #""window": "toast""#)),
        "scenarios[0].steps[2].window: no window named 'toast' is showing; the windows now: main (line 1)"
      ),
      (
        iphone + windows(portraitApp, toast)
          + steps(
            launch, step("removeWindow", #""window": "toast""#),
            step("update", #""controller": "toastRoot", "set": {"shouldAutorotate": false}"#)),
        "scenarios[0].steps[2].controller: no controller named 'toastRoot' exists at this step (line 1)"
      ),
      (
        iphone + root(#"{"name": "r"}"#) + steps(launch, step("removeWindow", #""window": 3"#)),
        "scenarios[0].steps[1].window: expected a string, found a number (line 1)"
      ),
    ]
    for (fields, message) in cases {
      let text = #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "# + fields + "}]}"
      #expect(refusal(text)?.description == message)
    }
  }

  @Test("Windows round-trip through canonical JSON and change the content hash")
  func roundTrip() throws {
    let fields =
      iphone
      + #""appDelegate": {"supportedInterfaceOrientationsForWindow": {"windows": {"toast": "portrait"}, "otherwise": "all"}}, "#
      + windows(portraitApp, toast, #"{"name": "hud", "hidden": true, "windowLevel": 1996}"#)
      + steps(
        launch, step("addWindow", #""window": {"name": "later", "subviews": [{"name": "v"}]}"#))
    let decoded = try scenario(fields)
    let again = try Catalogue.decodeScenario(Array(decoded.json.compact().utf8))
    #expect(again == decoded)
    #expect(decoded.windows?.count == 3)
    #expect(
      decoded.appDelegate.perWindow?.windows == [
        WindowMask(window: "toast", mask: .named("portrait"))
      ])
    var single = decoded
    single.windows = nil
    #expect(single.contentHash != decoded.contentHash)
  }
}
