import RotationCore
import Testing

/// What the last step must show under one profile (nil: not checked).
struct DayExpect: Sendable {
  var interface: InterfaceOrientation? = nil
  var decider: String?? = nil
  var error: String?? = nil
  var geometryError: Int?? = nil
  var skipped: Bool? = nil
  var warning: String? = nil
  var reported: DeviceOrientation? = nil
  var supported: [InterfaceOrientation]? = nil
  var statusBar: InterfaceOrientation? = nil
  var windows: [String: InterfaceOrientation]? = nil
  var warningAbsent: String? = nil
  var notified: Set<String>? = nil
  /// Methods the step must call, and must not call (`Controller.method`).
  var asked: Set<String>? = nil
  var notAsked: Set<String>? = nil
  /// A trace line must contain this, as when a parameter decides.
  var trace: String? = nil
}

/// A present-day rule: a scenario and its last step under profiles on both sides of the rule,
/// or under one profile with a parameter changed.
struct DayCase: Sendable, CustomTestStringConvertible {
  var rule: String
  var fields: String
  var expect: [(profile: String, DayExpect)]
  var change: @Sendable (inout Profile.Parameters) -> Void = { _ in }

  var testDescription: String { rule }
}

func checkDay(_ item: DayCase) throws {
  for (profileID, want) in item.expect {
    let outcome = try evaluate(item.fields, profileID, item.change)
    let last = try #require(outcome.steps.last)
    let context = "\(item.rule) under \(profileID): \(last.trace.joined(separator: "\n"))"
    if let interface = want.interface {
      #expect(last.interfaceOrientation == interface, "\(context)")
    }
    if let notified = want.notified {
      #expect(Set(last.notified) == notified, "\(context): told \(last.notified)")
    }
    if let asked = want.asked {
      #expect(asked.isSubset(of: last.asked), "\(context): asked \(last.asked)")
    }
    if let notAsked = want.notAsked {
      #expect(notAsked.isDisjoint(with: last.asked), "\(context): asked \(last.asked)")
    }
    if let line = want.trace { #expect(last.trace.contains { $0.contains(line) }, "\(context)") }
    if let decider = want.decider { #expect(last.decider == decider, "\(context)") }
    if let error = want.error { #expect(last.error?.name == error, "\(context)") }
    if let code = want.geometryError { #expect(last.geometryError?.code == code, "\(context)") }
    if let skipped = want.skipped { #expect(last.skipped == skipped, "\(context)") }
    if let warning = want.warning {
      #expect(last.warnings.contains { $0.contains(warning) }, "\(context): \(last.warnings)")
    }
    if let reported = want.reported {
      #expect(last.reportedDeviceOrientation == reported, "\(context)")
    }
    if let supported = want.supported {
      #expect(last.supported.orientations == supported, "\(context)")
    }
    if let statusBar = want.statusBar {
      #expect(last.statusBarOrientation == statusBar, "\(context)")
    }
    if let windows = want.windows {
      #expect(
        Dictionary(
          uniqueKeysWithValues: last.windowOrientations.map { ($0.window, $0.orientation) })
          == windows, "\(context)")
    }
    if let absent = want.warningAbsent {
      #expect(!last.warnings.contains { $0.contains(absent) }, "\(context): \(last.warnings)")
    }
  }
}

// Fragments of the present-day cases.
let threeWay =
  #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]}, "#
let padMultitasking =
  #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"], "UILaunchStoryboardName": "Launch"#
func step(_ action: String, _ keys: String = "") -> String {
  #"{"action": "\#(action)""# + (keys.isEmpty ? "" : ", " + keys) + "}"
}
func present(_ controller: String, _ style: String, _ extra: String = "") -> String {
  step("present", #""controller": \#(controller), "style": "\#(style)""# + extra)
}
let portraitOnly = #"{"name": "sheet", "supportedInterfaceOrientations": "portrait"}"#
let landscapeOnly = #"{"name": "sheet", "supportedInterfaceOrientations": "landscape"}"#
func request(_ mask: String, turn: Int? = nil) -> String {
  step(
    "requestGeometryUpdate",
    #""interfaceOrientations": \#(mask)"# + (turn.map { #", "turn": \#($0)"# } ?? ""))
}

@Suite("Present-day iOS (8 to 26): each rule fails its case when it breaks")
struct PresentDayRuleTests {
  static let cases = earlierCases + laterCases + dismissalCases

  /// The first half of ``cases``: the iPhone's upside down and sheets (R8.1, R8.4, R13.2,
  /// §5.6), iPad multitasking (R9.1 to R9.6) and the iOS 26 full-screen key (R26.1).
  static let earlierCases: [DayCase] = [
    DayCase(
      rule: "R8.1 an iPhone without a Home button has no upside down",
      fields: iphone + #""environment": {"hasHomeButton": false}, "#
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}, "#
        + root(#"{"name": "a", "supportedInterfaceOrientations": "all"}"#)
        + steps(launch, rotate("portraitUpsideDown")),
      expect: [
        ("6+", DayExpect(interface: .portraitUpsideDown)),
        (
          "8",
          DayExpect(interface: .portrait, supported: [.portrait, .landscapeLeft, .landscapeRight])
        ),
      ]),
    DayCase(
      rule: "R8.1 with a Home button the iPhone turns upside down",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}, "#
        + root(#"{"name": "a", "supportedInterfaceOrientations": "all"}"#)
        + steps(launch, rotate("portraitUpsideDown")),
      expect: [("26+", DayExpect(interface: .portraitUpsideDown))]),
    DayCase(
      rule: "R8.4 a compact-width form sheet is full screen (8 to 12), a sheet from 13",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(launch, present(landscapeOnly, "formSheet")),
      expect: [
        ("8", DayExpect(interface: .landscapeLeft, decider: "sheet")),
        ("9+", DayExpect(interface: .landscapeLeft, decider: "sheet")),
        ("13+", DayExpect(interface: .portrait, decider: "root")),
      ]),
    DayCase(
      rule: "R8.4 a Plus iPhone in landscape is regular width: the sheet is not asked",
      fields: iphone + #""environment": {"landscapeWidthClass": "regular"}, "# + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(
          step("launch", #""deviceOrientation": "landscapeLeft""#),
          present(portraitOnly, "formSheet")),
      expect: [("8", DayExpect(interface: .landscapeRight, decider: "root"))]),
    DayCase(
      rule: "R8.4 a compact iPhone in landscape: the sheet is full screen",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(
          step("launch", #""deviceOrientation": "landscapeLeft""#),
          present(portraitOnly, "formSheet")),
      expect: [("8", DayExpect(interface: .portrait, decider: "sheet"))]),
    DayCase(
      rule: "R8.4 adaptiveStyle none keeps the popover",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(
          step("launch", #""deviceOrientation": "landscapeLeft""#),
          present(portraitOnly, "popover", #", "adaptiveStyle": "none""#)),
      expect: [
        ("8", DayExpect(interface: .landscapeRight, decider: "root")),
        ("16+", DayExpect(interface: .landscapeRight, decider: "root")),
      ]),
    DayCase(
      rule: "R8.4 before iOS 8 a popover is never asked",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(
          step("launch", #""deviceOrientation": "landscapeLeft""#), present(portraitOnly, "popover")
        ),
      expect: [
        ("6+", DayExpect(interface: .landscapeRight, decider: "root")),
        ("9+", DayExpect(interface: .portrait, decider: "sheet")),
      ]),
    DayCase(
      rule: "§5.6 overFullScreen decides (parameter overFullScreenDecides)",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(launch, present(landscapeOnly, "overFullScreen")),
      expect: [("8", DayExpect(interface: .landscapeLeft, decider: "sheet"))]),
    DayCase(
      rule: "§5.6 overFullScreen not asked when the parameter says so",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "allButUpsideDown"}"#)
        + steps(launch, present(landscapeOnly, "custom")),
      expect: [("16+", DayExpect(interface: .portrait, decider: "root"))],
      change: { $0.presentation.overFullScreenDecides = false }),
    DayCase(
      rule: "R13.2 automatic is full screen before 13, a sheet from 13",
      fields: iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, present(landscapeOnly, "automatic")),
      expect: [
        ("6+", DayExpect(interface: .landscapeLeft, decider: "sheet")),
        ("9+", DayExpect(interface: .landscapeLeft, decider: "sheet")),
        ("13+", DayExpect(interface: .portrait, decider: "root")),
        ("26+", DayExpect(interface: .portrait, decider: "root")),
      ]),
    DayCase(
      rule: "R13.2 a sheet in compact height decides: a portrait sheet over a landscape-only app",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft", "landscapeRight"]}, "#
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(
          step("launch", #""deviceOrientation": "landscapeLeft""#),
          present(portraitOnly, "pageSheet")),
      expect: [("13+", DayExpect(error: "UIApplicationInvalidInterfaceOrientation"))]),
    DayCase(
      rule: "R13.2 compactHeightSheetDecides false: the sheet is not asked",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft", "landscapeRight"]}, "#
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(
          step("launch", #""deviceOrientation": "landscapeLeft""#),
          present(portraitOnly, "pageSheet")),
      expect: [("13+", DayExpect(interface: .landscapeRight, decider: "game", error: .some(nil)))],
      change: { $0.presentation.compactHeightSheetDecides = false }),
    DayCase(
      rule: "R13.2 an edge-attached sheet never decides",
      fields: iphone
        + #""infoPlist": {"UISupportedInterfaceOrientations": ["landscapeLeft", "landscapeRight"]}, "#
        + root(#"{"name": "game", "supportedInterfaceOrientations": "landscape"}"#)
        + steps(
          step("launch", #""deviceOrientation": "landscapeLeft""#),
          present(portraitOnly, "formSheet", #", "prefersEdgeAttachedInCompactHeight": true"#)),
      expect: [("16+", DayExpect(interface: .landscapeRight, decider: "game", error: .some(nil)))]),
    DayCase(
      rule: "R9.2 an iPad app that multitasks follows the device; its controllers are not asked",
      fields: ipad + padMultitasking + #""}, "#
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("8", DayExpect(interface: .portrait, decider: "root")),
        ("9+", DayExpect(interface: .landscapeRight, decider: "application")),
        ("26+", DayExpect(interface: .landscapeRight, decider: "application")),
      ]),
    DayCase(
      rule: "R9.2 appDelegateAskedWhenMultitasking: the app delegate's portrait is met",
      fields: ipad + padMultitasking + #""}, "#
        + #""appDelegate": {"supportedInterfaceOrientationsForWindow": "portrait"}, "#
        + root(#"{"name": "root"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [
        ("9+", DayExpect(interface: .portrait, decider: "application", supported: [.portrait]))
      ],
      change: { $0.application.appDelegateAskedWhenMultitasking = true }),
    DayCase(
      rule: "R9.1 without a launch storyboard the iPad app does not multitask",
      fields: ipad
        + #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]}, "#
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("9+", DayExpect(interface: .portrait, decider: "root"))]),
    DayCase(
      rule: "R9.1 without all four orientations the iPad app does not multitask",
      fields: ipad
        + #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "landscapeLeft", "landscapeRight"], "UILaunchStoryboardName": "Launch"}, "#
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("9+", DayExpect(interface: .portrait, decider: "root"))]),
    DayCase(
      rule: "R9.1 an app linked with the iOS 8 SDK does not multitask",
      fields: ipad + #""environment": {"linkedSDK": "8.4"}, "# + padMultitasking + #""}, "#
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("13+", DayExpect(interface: .portrait, decider: "root"))]),
    DayCase(
      rule: "R9.1 an iPad model that cannot multitask",
      fields: ipad + #""environment": {"supportsMultitasking": false}, "# + padMultitasking
        + #""}, "#
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("9+", DayExpect(interface: .portrait, decider: "root"))]),
    DayCase(
      rule: "R9.3 UIRequiresFullScreen opts out",
      fields: ipad + padMultitasking + #"", "UIRequiresFullScreen": true}, "#
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("26+", DayExpect(interface: .portrait, decider: "root"))]),
    DayCase(
      rule: "R26.1 from 26.2 the ignored-from key lets the app multitask again",
      fields: ipad + padMultitasking
        + #"", "UIRequiresFullScreen": true, "UIRequiresFullScreenIgnoredStartingWithVersion": "26.2"}, "#
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("26+", DayExpect(interface: .landscapeRight, decider: "application"))],
      change: { $0.system.version = Version("26.2")! }),
    DayCase(
      rule: "R26.1 on 26.0 the ignored-from key is unknown",
      fields: ipad + padMultitasking
        + #"", "UIRequiresFullScreen": true, "UIRequiresFullScreenIgnoredStartingWithVersion": "26.2"}, "#
        + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
        + steps(launch, rotate("landscapeLeft")),
      expect: [("26+", DayExpect(interface: .portrait, decider: "root"))]),
    DayCase(
      rule: "R9.6 a multitasking app's geometry request fails with 101",
      fields: ipad + padMultitasking + #""}, "# + root(#"{"name": "root"}"#)
        + steps(launch, request(#"["landscapeLeft"]"#)),
      expect: [
        ("16+", DayExpect(interface: .portrait, geometryError: 101)),
        ("13+", DayExpect(geometryError: .some(nil), skipped: true)),
      ]),
  ]

  @Test("Each present-day rule", arguments: cases)
  func rule(_ item: DayCase) throws { try checkDay(item) }

  @Test("Error 101's message names the requested and the supported orientations")
  func deniedMessage() throws {
    let outcome = try evaluate(
      iphone + threeWay
        + root(#"{"name": "root", "supportedInterfaceOrientations": "landscapeRight"}"#)
        + steps(launch, request(#"["portrait", "portraitUpsideDown"]"#)), "16+")
    #expect(
      outcome.steps.last?.geometryError
        == GeometryError(
          code: 101,
          message:
            "None of the requested orientations are supported by the view controller. Requested: portrait, portraitUpsideDown; Supported: landscapeRight"
        ))
  }

  @Test("The windowing message of error 101")
  func windowingMessage() throws {
    let outcome = try evaluate(
      ipad + padMultitasking + #""}, "# + root(#"{"name": "root"}"#)
        + steps(launch, request(#"["landscapeLeft"]"#)), "26+")
    #expect(
      outcome.steps.last?.geometryError?.message
        == "The current windowing mode does not allow for programmatic changes to interface orientation."
    )
  }

  @Test(
    "Every present-day profile's parameters differ from its predecessor's as rules-modern §0 says")
  func profileDeltas() {
    func changed(_ from: Profile, _ to: Profile) -> Set<String> {
      Set(
        zip(from.parameters.members, to.parameters.members).filter {
          $0.0.value.compact() != $0.1.value.compact()
        }.map(\.0.name))
    }
    // rules-modern §0, with rules-apps' window rules (R-W3 from 8, R-W5 and R-L3 from 9), the split
    // view on iPhone (R-S2), size transitions (R-N2), launch timing (R-L2) and the same-turn
    // dismissal (R-X2) from 8, and UIKit's own players and alert (R-Y4, R-Y5) from 9.
    #expect(
      changed(.iOS6, .iOS8)
        == [
          "version", "deviceMask", "sizeClassPresentations", "hiddenWindowsParticipate",
          "rootlessWindowsRotate", "iPhoneSplitViewAvailable", "detachedPresentationWarning",
          "rotationCallbacks", "launchWillAppearPresentPortrait", "sameTurnDismissFails",
          "currentContextFillingWindowDecides", "presentedFollowsDevice",
          "overCurrentContextDecides",
        ])
    #expect(
      changed(.iOS8, .iOS9)
        == [
          "version", "multitasking", "missingRootViewControllerRaises",
          "systemPlayersIgnoreAppMask", "alertAnswersPresenterMask",
        ])
    #expect(
      changed(.iOS9, .iOS13)
        == [
          "version", "compactWidthSheetsAreFullScreen", "automaticMapsTo",
          "statusBarOrientationSetterIsNoOp", "navigationDefaultAllOnPhone",
        ])
    #expect(
      changed(.iOS13, .iOS16)
        == [
          "version", "shouldAutorotateConsulted", "deviceOrientationSetterIsNoOp",
          "geometryRequestsAvailable", "deviceTurnRereadsMask", "attemptRotationOn16",
          "geometryRequestProcessing", "transitionHoldsOrientation",
        ])
    #expect(
      changed(.iOS16, .iOS26)
        == [
          "version", "automaticMapsTo", "sceneLifecycleWarning", "orientationLockAvailable",
          "requiresFullScreenNotice", "windowedAppsLetterbox",
        ])
  }
}
