import RotationCore
import Testing

extension PresentDayRuleTests {
  /// The second half of ``cases``: geometry requests and what updates them (R16), the
  /// key-value workaround (R16.5, R8.5), the iOS 26 lock and scene life cycle (R26.2, R26.3),
  /// windowing and app-delegate changes as steps (§5.2, §5.7).
  static let laterCases: [DayCase] = [
    DayCase(
      rule: "R16.1 shouldAutorotate NO no longer stops a rotation",
      fields: iphone + root(#"{"name": "root", "shouldAutorotate": false}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("13+", DayExpect(interface: .portrait)),
        ("16+", DayExpect(interface: .landscapeRight, decider: "root")),
      ]),
    DayCase(
      rule: "R16.1 an app linked with the 15 SDK, shouldAutorotate honoured by the parameter",
      fields: iphone + #""environment": {"linkedSDK": "15.0"}, "#
        + root(#"{"name": "root", "shouldAutorotate": false}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("16+", DayExpect(interface: .portrait))],
      change: { $0.decision.honourShouldAutorotateForOldSDK = true }),
    DayCase(
      rule: "R16.1 an app linked with the 15 SDK, by default not honoured",
      fields: iphone + #""environment": {"linkedSDK": "15.0"}, "#
        + root(#"{"name": "root", "shouldAutorotate": false}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("16+", DayExpect(interface: .landscapeRight))]),
    DayCase(
      rule: "R16.1 an empty intersection always raises from 16",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft", "landscapeRight"]}, "#
        + root(
          #"{"name": "root", "shouldAutorotate": false, "supportedInterfaceOrientations": "portrait"}"#
        )
        + steps(launch),
      expect: [
        ("13+", DayExpect(error: .some(nil))),
        ("16+", DayExpect(error: "UIApplicationInvalidInterfaceOrientation")),
      ]),
    DayCase(
      rule: "R16.4 a refused request: error 101 with UIKit's lists, no rotation",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, request(#"["portraitUpsideDown", "landscapeRight"]"#)),
      expect: [("16+", DayExpect(interface: .portrait, geometryError: 101, skipped: false))]),
    DayCase(
      rule: "R16.4 an allowed request turns the interface",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + steps(launch, request(#""landscape""#)),
      expect: [("16+", DayExpect(interface: .landscapeRight, geometryError: .some(nil)))]),
    DayCase(
      rule: "R16.4 a request whose set holds the current orientation changes nothing",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + steps(launch, request(#""allButUpsideDown""#)),
      expect: [("26+", DayExpect(interface: .portrait, geometryError: .some(nil)))]),
    DayCase(
      rule: "R16.4 before iOS 16 the request is skipped with a warning",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + steps(launch, request(#""landscape""#)),
      expect: [
        ("13+", DayExpect(interface: .portrait, skipped: true, warning: "available from iOS 16.0")),
        ("2.0", DayExpect(interface: .portrait, skipped: true)),
      ]),
    DayCase(
      rule: "R16.3 the request is checked against the mask UIKit last read",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "root", "set": {"supportedInterfaceOrientations": "landscape"}"#),
          request(#"["landscapeRight"]"#)),
      expect: [("16+", DayExpect(interface: .portrait, geometryError: 101))]),
    DayCase(
      rule: "R16.3 geometryValidationUsesCache false: the answer now counts",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "root", "set": {"supportedInterfaceOrientations": "landscape"}"#),
          request(#"["landscapeRight"]"#)),
      expect: [("16+", DayExpect(interface: .landscapeRight, geometryError: .some(nil)))],
      change: { $0.calls.geometryValidationUsesCache = false }),
    DayCase(
      rule: "R16.3 the app delegate's mask is read live",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + steps(
          launch,
          step(
            "updateAppDelegate", #""set": {"supportedInterfaceOrientationsForWindow": "landscape"}"#
          ),
          request(#"["landscapeLeft"]"#)),
      expect: [("16+", DayExpect(interface: .landscapeLeft, geometryError: .some(nil)))]),
    DayCase(
      rule:
        "R16.4 geometryRequestProcessing endOfTurn, the rival reading: processed after setNeedsUpdate",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "root", "set": {"supportedInterfaceOrientations": "landscape"}"#),
          request(#"["landscapeLeft"]"#, turn: 1),
          step("setNeedsUpdateOfSupportedInterfaceOrientations", #""turn": 1"#)),
      expect: [("16+", DayExpect(interface: .landscapeLeft, geometryError: .some(nil)))],
      change: { $0.calls.geometryRequestProcessing = .endOfTurn }),
    DayCase(
      rule: "R16.4 geometryRequestProcessing immediate: the request sees the mask UIKit held",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "root", "set": {"supportedInterfaceOrientations": "landscape"}"#),
          request(#"["landscapeLeft"]"#, turn: 1),
          step("setNeedsUpdateOfSupportedInterfaceOrientations", #""turn": 1"#)),
      expect: [
        ("16+", DayExpect(interface: .landscapeRight, geometryError: .some(nil))),
        ("26+", DayExpect(interface: .landscapeRight, geometryError: .some(nil))),
      ]),
    DayCase(
      rule: "R16.2 setNeedsUpdate turns away from an orientation no longer supported",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "root", "set": {"supportedInterfaceOrientations": "landscape"}"#),
          step("setNeedsUpdateOfSupportedInterfaceOrientations", #""controller": "root""#)),
      expect: [
        ("16+", DayExpect(interface: .landscapeRight, skipped: false)),
        ("13+", DayExpect(interface: .portrait, skipped: true)),
      ]),
    DayCase(
      rule: "R16.2 setNeedsUpdateLeavesUnsupported: the interface stays",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch,
          step(
            "update",
            #""controller": "root", "set": {"supportedInterfaceOrientations": "landscape"}"#),
          step("setNeedsUpdateOfSupportedInterfaceOrientations")),
      expect: [("16+", DayExpect(interface: .portrait))],
      change: { $0.calls.setNeedsUpdateLeavesUnsupported = true }),
    DayCase(
      rule: "R16.2 setNeedsUpdate turns to the device's orientation once allowed",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch, rotate("landscapeRight"),
          step(
            "update", #""controller": "root", "set": {"supportedInterfaceOrientations": "all"}"#),
          step("setNeedsUpdateOfSupportedInterfaceOrientations")),
      expect: [("16+", DayExpect(interface: .landscapeLeft))]),
    DayCase(
      rule: "R16.2 attemptRotationOn16 noOp",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch, rotate("landscapeRight"),
          step(
            "update", #""controller": "root", "set": {"supportedInterfaceOrientations": "all"}"#),
          step("attemptRotationToDeviceOrientation")),
      expect: [("16+", DayExpect(interface: .portrait))],
      change: { $0.calls.attemptRotationOn16 = .noOp }),
    DayCase(
      rule: "R16.2 attemptRotation as before on 16",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch, rotate("landscapeRight"),
          step(
            "update", #""controller": "root", "set": {"supportedInterfaceOrientations": "all"}"#),
          step("attemptRotationToDeviceOrientation")),
      expect: [("16+", DayExpect(interface: .landscapeLeft))]),
    DayCase(
      rule: "R16.5 the key-value write turns the interface until 15 and is dead from 16",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + steps(launch, step("forceDeviceOrientation", #""deviceOrientation": "landscapeRight""#)),
      expect: [
        ("13+", DayExpect(interface: .landscapeLeft, reported: .landscapeRight)),
        (
          "16+",
          DayExpect(interface: .portrait, warning: "BUG IN CLIENT OF UIKIT", reported: .portrait)
        ),
      ]),
    DayCase(
      rule: "R16.5 linked with the 15 SDK, kvcOrientationEffect16 rotatesWithWarning",
      fields: iphone + #""environment": {"linkedSDK": "15.0"}, "# + threeWay
        + root(#"{"name": "root"}"#)
        + steps(launch, step("forceDeviceOrientation", #""deviceOrientation": "landscapeRight""#)),
      expect: [("16+", DayExpect(interface: .landscapeLeft, warning: "BUG IN CLIENT OF UIKIT"))],
      change: { $0.calls.kvcOrientationEffect16 = .rotatesWithWarning }),
    DayCase(
      rule: "R16.5 linked with the 16 SDK, the parameter for old SDKs does not apply",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + steps(launch, step("forceDeviceOrientation", #""deviceOrientation": "landscapeRight""#)),
      expect: [("16+", DayExpect(interface: .portrait))],
      change: { $0.calls.kvcOrientationEffect16 = .rotatesWithWarning }),
    DayCase(
      rule: "R8.5 writing the orientation already reported posts nothing",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch, rotate("landscapeLeft"),
          step(
            "update", #""controller": "root", "set": {"supportedInterfaceOrientations": "all"}"#),
          step("forceDeviceOrientation", #""deviceOrientation": "landscapeLeft""#)),
      expect: [
        ("6+", DayExpect(interface: .portrait)),
        ("9+", DayExpect(interface: .portrait)),
      ]),
    DayCase(
      rule: "R8.5 writing unknown first, then the orientation, turns the interface",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(
          launch, rotate("landscapeLeft"),
          step(
            "update", #""controller": "root", "set": {"supportedInterfaceOrientations": "all"}"#),
          step("forceDeviceOrientation", #""deviceOrientation": "unknown""#),
          step("forceDeviceOrientation", #""deviceOrientation": "landscapeLeft""#)),
      expect: [("9+", DayExpect(interface: .landscapeRight, reported: .landscapeLeft))]),
    DayCase(
      rule: "R26.2 the orientation lock holds on 26, not before",
      fields: iphone + threeWay
        + root(#"{"name": "root", "prefersInterfaceOrientationLocked": true}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("26+", DayExpect(interface: .portrait)),
        ("16+", DayExpect(interface: .landscapeRight)),
      ]),
    DayCase(
      rule: "R26.2 lockHonouredOnIPhone false",
      fields: iphone + threeWay
        + root(#"{"name": "root", "prefersInterfaceOrientationLocked": true}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("26+", DayExpect(interface: .landscapeRight))],
      change: { $0.calls.lockHonouredOnIPhone = false }),
    DayCase(
      rule: "R26.2 a lock set at run time, released by an update",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + steps(
          launch,
          step(
            "update", #""controller": "root", "set": {"prefersInterfaceOrientationLocked": true}"#),
          step("setNeedsUpdateOfPrefersInterfaceOrientationLocked", #""controller": "root""#),
          rotate("landscapeLeft"),
          step(
            "update", #""controller": "root", "set": {"prefersInterfaceOrientationLocked": false}"#),
          step("setNeedsUpdateOfPrefersInterfaceOrientationLocked", #""controller": "root""#),
          rotate("landscapeRight")),
      expect: [("26+", DayExpect(interface: .landscapeLeft))]),
    DayCase(
      rule: "R26.2 the lock step is skipped before 26",
      fields: iphone + threeWay + root(#"{"name": "root"}"#)
        + steps(
          launch,
          step("setNeedsUpdateOfPrefersInterfaceOrientationLocked", #""controller": "root""#)),
      expect: [
        ("16+", DayExpect(skipped: true, warning: "available from iOS 26.0")),
        ("26+", DayExpect(skipped: false)),
      ]),
    DayCase(
      rule: "R26.2 an iPad leaving full screen releases the lock",
      fields: ipad + padMultitasking + #""}, "#
        + root(#"{"name": "game", "prefersInterfaceOrientationLocked": true}"#)
        + steps(
          launch, step("setMultitaskingMode", #""mode": "slideOver""#), rotate("landscapeLeft")),
      expect: [("26+", DayExpect(interface: .landscapeRight))]),
    DayCase(
      rule: "R26.2 an iPad in full screen keeps the lock",
      fields: ipad + padMultitasking + #""}, "#
        + root(#"{"name": "game", "prefersInterfaceOrientationLocked": true}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("26+", DayExpect(interface: .portrait))]),
    DayCase(
      rule: "§5.2 setMultitaskingMode is skipped before iOS 9",
      fields: ipad + root(#"{"name": "root"}"#)
        + steps(launch, step("setMultitaskingMode", #""mode": "splitView""#)),
      expect: [
        ("8", DayExpect(skipped: true, warning: "available from iOS 9.0")),
        ("9+", DayExpect(skipped: false)),
      ]),
    DayCase(
      rule: "R26.3 the scene life-cycle warning on 26 without a manifest",
      fields: iphone + root(#"{"name": "root"}"#) + steps(launch),
      expect: [("26+", DayExpect(warning: "lifecycle will soon be required"))]),
    DayCase(
      rule: "R26.3 the 18.4 wording (parameter sceneLifecycleWarning)",
      fields: iphone + root(#"{"name": "root"}"#) + steps(launch),
      expect: [("16+", DayExpect(warning: "This process does not adopt UIScene lifecycle"))],
      change: { $0.application.sceneLifecycleWarning = .adoptionNotice }),
    DayCase(
      rule: "§5.7 updateAppDelegate: UIKit reads the new answer at the next turn",
      fields: iphone + threeWay
        + root(#"{"name": "root", "shouldAutorotateToInterfaceOrientation": \#(legacyFree)}"#)
        + steps(
          launch,
          step(
            "updateAppDelegate", #""set": {"supportedInterfaceOrientationsForWindow": "portrait"}"#),
          rotate("landscapeLeft")),
      expect: [
        ("6+", DayExpect(interface: .portrait, supported: [.portrait])),
        ("5", DayExpect(interface: .landscapeRight)),
      ]),
    DayCase(
      rule: "§5.7 updateAppDelegate null: the method is gone",
      fields: iphone + threeWay
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "portrait"}, "#
        + root(#"{"name": "root"}"#)
        + steps(
          launch,
          step("updateAppDelegate", #""set": {"supportedInterfaceOrientationsForWindow": null}"#),
          rotate("landscapeLeft")),
      expect: [("16+", DayExpect(interface: .landscapeRight))]),
  ]
}
