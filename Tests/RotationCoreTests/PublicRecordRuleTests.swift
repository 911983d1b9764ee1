import RotationCore
import Testing

// Fragments of the cases the public record decided (docs/rules.md §13).
let landscapeApp =
  #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft", "landscapeRight"]}, "#
let photoPicker = #"{"name": "picker", "supportedInterfaceOrientations": "portrait"}"#
let allOrientations = #"{"name": "alert", "supportedInterfaceOrientations": "all"}"#
func customPresentation(_ controller: String?) -> String {
  present(
    allOrientations, "custom", controller.map { #", "presentationController": \#($0)"# } ?? "")
}

@Suite("The rules the public record decided: each fails its case when it breaks")
struct PublicRecordRuleTests {
  static let cases: [DayCase] = [
    DayCase(
      rule: "R9.2 a multitasking iPad app ignores the app delegate's lock (P1-P4, P21)",
      fields: ipad + padMultitasking + #""}, "#
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "portrait"}, "#
        + root(#"{"name": "root"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("8", DayExpect(interface: .portrait, supported: [.portrait])),
        ("9+", DayExpect(interface: .landscapeRight, decider: "application")),
        ("26+", DayExpect(interface: .landscapeRight, decider: "application")),
      ]),
    DayCase(
      rule: "R9.2 appDelegateAskedWhenMultitasking true: the delegate's lock holds",
      fields: ipad + padMultitasking + #""}, "#
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "portrait"}, "#
        + root(#"{"name": "root"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("9+", DayExpect(interface: .portrait, supported: [.portrait]))],
      change: { $0.application.appDelegateAskedWhenMultitasking = true }),
    DayCase(
      rule: "R8.6 a currentContext picker on a landscape-only iPad raises (P5-P8)",
      fields: ipad + landscapeApp
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(launch(held: "landscapeLeft"), present(photoPicker, "currentContext")),
      expect: [
        ("6+", DayExpect(interface: .landscapeRight, error: .some(nil))),
        ("8", DayExpect(error: "UIApplicationInvalidInterfaceOrientation")),
        ("9+", DayExpect(error: "UIApplicationInvalidInterfaceOrientation")),
        ("16+", DayExpect(error: "UIApplicationInvalidInterfaceOrientation")),
      ]),
    DayCase(
      rule: "R8.6 currentContextFillingWindowDecides false: the context keeps deciding",
      fields: ipad + landscapeApp
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(launch(held: "landscapeLeft"), present(photoPicker, "currentContext")),
      expect: [("9+", DayExpect(interface: .landscapeRight, decider: "game", error: .some(nil)))],
      change: { $0.presentation.currentContextFillingWindowDecides = false }),
    DayCase(
      rule: "R8.6 the same picker in a popover on iPad is not asked (P7)",
      fields: ipad + landscapeApp
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(launch(held: "landscapeLeft"), present(photoPicker, "popover")),
      expect: [("9+", DayExpect(interface: .landscapeRight, decider: "game", error: .some(nil)))]),
    DayCase(
      rule: "R8.6 a form sheet on iPad is not asked",
      fields: ipad + landscapeApp
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(launch(held: "landscapeLeft"), present(photoPicker, "formSheet")),
      expect: [("16+", DayExpect(interface: .landscapeRight, decider: "game", error: .some(nil)))]),
    DayCase(
      rule: "R8.6 currentContext over a form sheet: its context does not fill the window",
      fields: ipad + landscapeApp
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(
          launch(held: "landscapeLeft"),
          present(#"{"name": "settings", "supportedInterfaceOrientations": "all"}"#, "formSheet"),
          present(photoPicker, "currentContext")),
      expect: [("9+", DayExpect(interface: .landscapeRight, decider: "game", error: .some(nil)))]),
    DayCase(
      rule: "R8.6 overCurrentContextDecides, the rival reading: over the root like overFullScreen",
      fields: ipad + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(launch(held: "landscapeLeft"), present(photoPicker, "overCurrentContext")),
      expect: [("13+", DayExpect(interface: .portrait, decider: "picker"))],
      change: { $0.presentation.overCurrentContextDecides = true }),
    DayCase(
      rule: "R13.3 setStatusBarOrientation is a no-op from iOS 13, with the assertion (P9-P11)",
      fields: iphone + threeWay
        + root(#"{"name": "player", "supportedInterfaceOrientations": 0}"#)
        + steps(launch, step("setStatusBarOrientation", #""orientation": "landscapeRight""#)),
      expect: [
        ("9+", DayExpect(statusBar: .landscapeRight, warningAbsent: "no-ops on iOS 13.0")),
        ("13+", DayExpect(warning: "are no-ops on iOS 13.0", statusBar: .portrait)),
        ("26+", DayExpect(warning: "are no-ops on iOS 13.0", statusBar: .portrait)),
      ]),
    DayCase(
      rule: "R13.3 an app linked with the iOS 12 SDK keeps setStatusBarOrientation (P11)",
      fields: iphone + #""environment": {"linkedSDK": "12.4"}, "# + threeWay
        + root(#"{"name": "player", "supportedInterfaceOrientations": 0}"#)
        + steps(launch, step("setStatusBarOrientation", #""orientation": "landscapeRight""#)),
      expect: [("13+", DayExpect(statusBar: .landscapeRight, warningAbsent: "no-ops"))]),
    DayCase(
      rule: "R16.3 a mask changed without setNeedsUpdate is not read at the next turn (P12, P22)",
      fields: iphone + threeWay
        + root(#"{"name": "flutter", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "flutter", "set": {"supportedInterfaceOrientations": "allButUpsideDown"}"#
          ),
          rotate("landscapeLeft")),
      expect: [
        ("13+", DayExpect(interface: .landscapeRight)),
        ("16+", DayExpect(interface: .portrait, supported: [.portrait])),
        ("26+", DayExpect(interface: .portrait)),
      ]),
    DayCase(
      rule: "R16.3 after setNeedsUpdate the turn meets the new mask",
      fields: iphone + threeWay
        + root(#"{"name": "flutter", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "flutter", "set": {"supportedInterfaceOrientations": "allButUpsideDown"}"#
          ),
          step("setNeedsUpdateOfSupportedInterfaceOrientations", #""controller": "flutter""#),
          rotate("landscapeLeft")),
      expect: [("16+", DayExpect(interface: .landscapeRight))]),
    DayCase(
      rule: "R16.3 deviceTurnRereadsMask true: the turn reads the new mask",
      fields: iphone + threeWay
        + root(#"{"name": "flutter", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "flutter", "set": {"supportedInterfaceOrientations": "allButUpsideDown"}"#
          ),
          rotate("landscapeLeft")),
      expect: [("16+", DayExpect(interface: .landscapeRight))],
      change: { $0.calls.deviceTurnRereadsMask = true }),
    DayCase(
      rule: "R16.5 the key-value write still turns an app linked with an older SDK (N35)",
      fields: iphone + #""environment": {"linkedSDK": "15.5"}, "# + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(launch, step("forceDeviceOrientation", #""deviceOrientation": "landscapeLeft""#)),
      expect: [
        ("16+", DayExpect(interface: .landscapeRight, warning: "BUG IN CLIENT OF UIKIT"))
      ]),
    DayCase(
      rule: "R16.5 linked with the iOS 16 SDK the key-value write does nothing",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(launch, step("forceDeviceOrientation", #""deviceOrientation": "landscapeLeft""#)),
      expect: [("16+", DayExpect(interface: .portrait, warning: "BUG IN CLIENT OF UIKIT"))]),
    DayCase(
      rule: "R8.7 a custom presentation with only a transitioning delegate: the presenter decides",
      fields: iphone + threeWay
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(launch(held: "landscapeLeft"), customPresentation(nil), rotate("portrait")),
      expect: [("9+", DayExpect(interface: .landscapeRight, decider: "game"))]),
    DayCase(
      rule: "R8.7 customWithoutPresentationControllerDecides true: the presented decides",
      fields: iphone + threeWay
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(launch(held: "landscapeLeft"), customPresentation(nil), rotate("portrait")),
      expect: [("9+", DayExpect(interface: .portrait, decider: "alert"))],
      change: { $0.presentation.customWithoutPresentationControllerDecides = true }),
    DayCase(
      rule: "R8.7 a presentation controller in full screen: the presented decides (N18, P15)",
      fields: iphone + threeWay
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(launch(held: "landscapeLeft"), customPresentation("{}"), rotate("portrait")),
      expect: [("9+", DayExpect(interface: .portrait, decider: "alert"))]),
    DayCase(
      rule: "R8.7 a presentation controller not in full screen: the presenter decides",
      fields: iphone + threeWay
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(
          launch(held: "landscapeLeft"),
          customPresentation(#"{"shouldPresentInFullscreen": false}"#), rotate("portrait")),
      expect: [("16+", DayExpect(interface: .landscapeRight, decider: "game"))]),
    DayCase(
      rule: "R-W5 iOS 5.0 warns with its own words; 2.x is silent",
      fields: iphone + threeWay + #""window": {"subviews": [{"name": "game"}]}, "# + steps(launch),
      expect: [
        ("2.1+", DayExpect(warningAbsent: "root view controller")),
        ("5", DayExpect(warning: "Applications are expected to have a root view controller")),
        ("6+", DayExpect(warning: "Application windows are expected to have a root view")),
      ]),
    DayCase(
      rule: "R-L3 a hidden main window with a root passes the iOS 9 launch check (P18)",
      fields: iphone + threeWay
        + #""windows": [{"name": "main", "rootViewController": {"name": "app"}, "hidden": true}], "#
        + steps(launch),
      expect: [("9+", DayExpect(error: .some(nil))), ("26+", DayExpect(error: .some(nil)))]),
    DayCase(
      rule: "R-L3 hiddenMainWindowRaises true: the rival reading raises",
      fields: iphone + threeWay
        + #""windows": [{"name": "main", "rootViewController": {"name": "app"}, "hidden": true}], "#
        + steps(launch),
      expect: [("9+", DayExpect(error: "NSInternalInconsistencyException"))],
      change: { $0.windows.hiddenMainWindowRaises = true }),
    DayCase(
      rule: "R9.7 the key-value write turns nothing in a multitasking iPad app (P25, P26)",
      fields: ipad + padMultitasking + #""}, "# + root(#"{"name": "flutter"}"#)
        + steps(launch, step("forceDeviceOrientation", #""deviceOrientation": "landscapeLeft""#)),
      expect: [
        ("8", DayExpect(interface: .landscapeRight)),
        ("9+", DayExpect(interface: .portrait)),
      ]),
    DayCase(
      rule:
        "R8.8 a full-screen controller without a preferred orientation follows the device (P32)",
      fields: iphone + threeWay
        + root(
          #"{"name": "locked", "shouldAutorotate": false, "supportedInterfaceOrientations": "allButUpsideDown"}"#
        )
        + steps(launch, rotate("landscapeLeft"), present(#"{"name": "menu"}"#, "fullScreen")),
      expect: [
        ("6+", DayExpect(interface: .portrait, decider: "menu")),
        ("9+", DayExpect(interface: .landscapeRight, decider: "menu")),
      ]),
    DayCase(
      rule: "R8.8 presentedFollowsDevice false: shown in the status bar's orientation",
      fields: iphone + threeWay
        + root(
          #"{"name": "locked", "shouldAutorotate": false, "supportedInterfaceOrientations": "allButUpsideDown"}"#
        )
        + steps(launch, rotate("landscapeLeft"), present(#"{"name": "menu"}"#, "fullScreen")),
      expect: [("9+", DayExpect(interface: .portrait, decider: "menu"))],
      change: { $0.presentation.presentedFollowsDevice = false }),
    DayCase(
      rule: "R26.4 an iPad app with UIRequiresFullScreen logs the notice from 26 (P31)",
      fields: ipad
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait"], "UIRequiresFullScreen": true}, "#
        + root(#"{"name": "root"}"#) + steps(launch),
      expect: [
        ("16+", DayExpect(warningAbsent: "UIRequiresFullScreen` will soon be ignored")),
        ("26+", DayExpect(warning: "UIRequiresFullScreen` will soon be ignored")),
      ]),
    DayCase(
      rule: "R26.4 an iPhone app is not told",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait"], "UIRequiresFullScreen": true}, "#
        + root(#"{"name": "root"}"#) + steps(launch),
      expect: [("26+", DayExpect(warningAbsent: "UIRequiresFullScreen"))]),
    DayCase(
      rule: "R-X2 before iOS 6 a dismissal reveals the presenter in the device's orientation (P23)",
      fields: iphone + threeWay
        + root(
          #"{"name": "main", "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft", "landscapeRight"]}"#
        )
        + steps(
          launch,
          present(
            #"{"name": "modal", "shouldAutorotateToInterfaceOrientation": ["portrait"]}"#,
            "fullScreen"),
          rotate("landscapeLeft"), step("dismiss")),
      expect: [("5", DayExpect(interface: .landscapeRight, statusBar: .landscapeRight))]),
    DayCase(
      rule:
        "R-W1 a window shown later starts in the device's orientation and turns the status bar (P30)",
      fields: iphone + threeWay
        + root(#"{"name": "app", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch, rotate("landscapeLeft"),
          step(
            "addWindow",
            #""window": {"name": "hud", "hidden": true, "rootViewController": {"name": "hudRoot"}}"#
          )),
      expect: [
        ("6+", DayExpect(statusBar: .portrait)),
        ("8", DayExpect(interface: .portrait, statusBar: .landscapeRight)),
      ]),
    DayCase(
      rule:
        "R-W1 a window accepting neither the device's nor the status bar's opens in its preferred (P20)",
      fields: iphone + threeWay
        + root(
          #"{"name": "red", "shouldAutorotate": false, "supportedInterfaceOrientations": "portrait"}"#
        )
        + steps(
          launch,
          step(
            "addWindow",
            #""window": {"name": "overlay", "rootViewController": {"name": "landscapeVC", "supportedInterfaceOrientations": "landscape", "preferredInterfaceOrientationForPresentation": "landscapeRight"}}"#
          ),
          step("removeWindow", #""window": "overlay""#)),
      expect: [("6+", DayExpect(interface: .portrait, statusBar: .landscapeRight))]),
    DayCase(
      rule:
        "R16.2 from 16 attemptRotation acts as setNeedsUpdate and leaves a refused orientation (N1)",
      fields: iphone + threeWay
        + root(#"{"name": "flutter", "supportedInterfaceOrientations": "all"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "flutter", "set": {"supportedInterfaceOrientations": "landscapeRight"}"#
          ),
          step("attemptRotationToDeviceOrientation")),
      expect: [
        ("13+", DayExpect(interface: .portrait)),
        ("16+", DayExpect(interface: .landscapeRight)),
      ]),
    DayCase(
      rule: "R16.2 attemptRotationOn16 asBefore: the refused portrait stays",
      fields: iphone + threeWay
        + root(#"{"name": "flutter", "supportedInterfaceOrientations": "all"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "flutter", "set": {"supportedInterfaceOrientations": "landscapeRight"}"#
          ),
          step("attemptRotationToDeviceOrientation")),
      expect: [("16+", DayExpect(interface: .portrait))],
      change: { $0.calls.attemptRotationOn16 = .asBefore }),
    DayCase(
      rule:
        "§8 a container forwarding the preferred orientation to a child without one raises at dismissal (P34)",
      fields: iphone + threeWay
        + root(
          #"{"name": "nav", "kind": "navigationController", "forwardsToChild": true, "children": [{"name": "home", "supportedInterfaceOrientations": "portrait"}]}"#
        )
        + steps(
          launch,
          present(#"{"name": "camera", "supportedInterfaceOrientations": "all"}"#, "fullScreen"),
          rotate("landscapeLeft"), step("dismiss")),
      expect: [("8", DayExpect(error: "UIApplicationInvalidInterfaceOrientation"))]),
    DayCase(
      rule: "§8 forwarding only the two masks' methods, the dismissal turns back to portrait",
      fields: iphone + threeWay
        + root(
          #"{"name": "nav", "kind": "navigationController", "forwardsToChild": ["shouldAutorotate", "supportedInterfaceOrientations"], "children": [{"name": "home", "supportedInterfaceOrientations": "portrait"}]}"#
        )
        + steps(
          launch,
          present(#"{"name": "camera", "supportedInterfaceOrientations": "all"}"#, "fullScreen"),
          rotate("landscapeLeft"), step("dismiss")),
      expect: [("8", DayExpect(interface: .portrait, error: .some(nil)))]),
    DayCase(
      rule: "§3 a change of answers raises nothing until UIKit asks",
      fields: iphone + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait"]}, "#
        + root(#"{"name": "flutter", "supportedInterfaceOrientations": "all"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "flutter", "set": {"supportedInterfaceOrientations": "landscape"}"#)),
      expect: [("13+", DayExpect(interface: .portrait, error: .some(nil)))]),
  ]

  @Test("Each rule the public record decided", arguments: cases)
  func rule(_ item: DayCase) throws { try checkDay(item) }
}
