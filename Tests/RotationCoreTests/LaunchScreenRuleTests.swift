import RotationCore
import Testing

/// An iPad app listing all four orientations, with the launch keys given (catalogue-format §8.1).
func padApp(_ launchKeys: String) -> String {
  ipad
    + #""infoPlist": {"UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]"#
    + (launchKeys.isEmpty ? "" : ", " + launchKeys) + "}, "
    + root(#"{"name": "root", "supportedInterfaceOrientations": "portrait"}"#)
    + steps(launch, rotate("landscapeLeft"))
}

@Suite("Launch screens (rules R9.1, catalogue-format §8.1): each case fails when the rule breaks")
struct LaunchScreenRuleTests {
  static let multitasks: [(String, DayExpect)] = [
    ("8", DayExpect(interface: .portrait, decider: "root")),
    ("9+", DayExpect(interface: .landscapeRight, decider: "application")),
    ("16+", DayExpect(interface: .landscapeRight, decider: "application")),
    ("26+", DayExpect(interface: .landscapeRight, decider: "application")),
  ]
  static let keepsLock: [(String, DayExpect)] = [
    ("9+", DayExpect(interface: .portrait, decider: "root")),
    ("26+", DayExpect(interface: .portrait, decider: "root")),
  ]

  static let cases: [DayCase] = [
    DayCase(
      rule: "R9.1 a SwiftUI-template iPad app (UILaunchScreen) multitasks: its portrait lock fails",
      fields: padApp(#""UILaunchScreen": {}"#), expect: multitasks),
    DayCase(
      rule: "R9.1 a UILaunchScreen with content counts the same",
      fields: padApp(#""UILaunchScreen": {"UIColorName": "Background", "UIImageName": "Logo"}"#),
      expect: multitasks),
    DayCase(
      rule: "R9.1 UILaunchScreen~ipad counts on iPad",
      fields: padApp(#""UILaunchScreen~ipad": {}"#), expect: multitasks),
    DayCase(
      rule: "R9.1 UILaunchStoryboardName~ipad counts on iPad",
      fields: padApp(#""UILaunchStoryboardName~ipad": "Launch""#), expect: multitasks),
    DayCase(
      rule: "R9.1 without any launch key the lock holds", fields: padApp(""), expect: keepsLock),
    DayCase(
      rule: "R9.3 UIRequiresFullScreen opts a UILaunchScreen app out: the lock holds",
      fields: padApp(#""UILaunchScreen": {}, "UIRequiresFullScreen": true"#), expect: keepsLock),
  ]

  @Test("Each launch-screen case", arguments: cases)
  func rule(_ item: DayCase) throws { try checkDay(item) }

  @Test("The trace names the key that gave the launch screen, and only a new one")
  func traced() throws {
    let screen = try evaluate(padApp(#""UILaunchScreen~ipad": {}"#), "9+")
    #expect(
      screen.steps[1].trace.contains {
        $0.hasPrefix(
          "Its launch screen is UILaunchScreen~ipad: it counts as UILaunchStoryboardName.")
      })
    let storyboard = try evaluate(padApp(#""UILaunchStoryboardName": "Launch""#), "9+")
    #expect(!storyboard.steps[1].trace.contains { $0.hasPrefix("Its launch screen") })
  }

  @Test("An iPad reads the ~ipad keys first; an iPhone reads only the generic ones")
  func order() {
    let plist = InfoPlist(
      launchStoryboardName: "Launch", launchStoryboardNamePad: "PadLaunch", launchScreen: "{}",
      launchScreenPad: "{}")
    #expect(plist.launchScreenKey(on: .ipad) == "UILaunchStoryboardName~ipad")
    #expect(plist.launchScreenKey(on: .iphone) == "UILaunchStoryboardName")
    #expect(InfoPlist(launchScreenPad: "{}").launchScreenKey(on: .iphone) == nil)
    #expect(InfoPlist(launchScreen: "{}").launchScreenKey(on: .ipad) == "UILaunchScreen")
    #expect(InfoPlist().launchScreenKey(on: .ipad) == nil)
  }

  @Test("The keys round-trip through the catalogue; a bad value names its path")
  func format() throws {
    let fields = padApp(
      #""UILaunchScreen": {"UIColorName": "Background"}, "UILaunchScreen~ipad": {}, "UILaunchStoryboardName~ipad": "Pad""#
    )
    let decoded = try scenario(fields)
    #expect(decoded.infoPlist.launchScreen == #"{"UIColorName":"Background"}"#)
    #expect(decoded.infoPlist.launchScreenPad == "{}")
    #expect(decoded.infoPlist.launchStoryboardNamePad == "Pad")
    let again = try Catalogue.decode(
      Array(Catalogue(scenarios: [decoded]).json.rendered().utf8))
    #expect(again.scenarios[0].infoPlist == decoded.infoPlist)
    let bad =
      #"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "#
      + padApp(#""UILaunchScreen": "LaunchScreen""#) + "}]}"
    #expect(
      refusal(bad)?.description
        == "scenarios[0].infoPlist.UILaunchScreen: expected an object, found a string (line 1)")
  }

  @Test("rotationdb plist's extraction keeps the launch keys and names the ones it leaves out")
  func extraction() throws {
    let plist = try InfoPlist.extract(from: [
      "UILaunchScreen": .object([]), "UILaunchStoryboardName~ipad": .string("Pad"),
      "UILaunchScreen~ipad": .object([("UIImageName", .string("Logo"))]),
    ])
    #expect(plist.launchScreen == "{}")
    #expect(plist.launchStoryboardNamePad == "Pad")
    #expect(plist.launchScreenPad == #"{"UIImageName":"Logo"}"#)
    #expect(
      InfoPlist.unkept([
        "UILaunchStoryboardName~iphone", "UILaunchScreen", "UIRequiresFullScreen~ipad",
        "UILaunchScreens", "CFBundleName", "UISupportedInterfaceOrientations~iphone",
        "UIInterfaceOrientation-iphoneos", "UIStatusBarStyle",
      ])
        == ["UIInterfaceOrientation-iphoneos", "UILaunchScreens", "UILaunchStoryboardName~iphone"])
  }
}
