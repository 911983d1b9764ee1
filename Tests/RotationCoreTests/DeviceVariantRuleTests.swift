import RotationCore
import Testing

/// An app without UISupportedInterfaceOrientations, with the Info.plist keys given: its launch
/// status bar comes from UIInterfaceOrientation.
func keyedApp(_ device: String, _ keys: String) -> String {
  device + #""infoPlist": {\#(keys)}, "#
    + #""window": {"subviews": [{"name": "game", "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft", "landscapeRight"]}]}, "#
    + steps(launch)
}

/// A case: a scenario under a profile, and the launch status bar (as the trace says it) or
/// manual transform wanted.
struct VariantCase: Sendable, CustomTestStringConvertible {
  var rule: String
  var fields: String
  var profile: String
  var statusBar: InterfaceOrientation
  /// The manual transform's bounds (2.0), which the status bar's height decides.
  var bounds: [Int]? = nil

  var testDescription: String { rule }
}

@Suite("Device variants of Info.plist keys: the ~ipad or ~iphone key wins on its device")
struct DeviceVariantRuleTests {
  static let multitasks: [(String, DayExpect)] = [
    ("9+", DayExpect(interface: .landscapeRight, decider: "application")),
    ("26+", DayExpect(interface: .landscapeRight, decider: "application")),
  ]
  static let keepsLock: [(String, DayExpect)] = [
    ("9+", DayExpect(interface: .portrait, decider: "root")),
    ("16+", DayExpect(interface: .portrait, decider: "root")),
  ]

  static let multitasking: [DayCase] = [
    DayCase(
      rule: "R9.3 UIRequiresFullScreen~ipad opts an iPad app out: the lock holds",
      fields: padApp(#""UILaunchScreen": {}, "UIRequiresFullScreen~ipad": true"#),
      expect: keepsLock),
    DayCase(
      rule: "R9.3 UIRequiresFullScreen~ipad true wins over a generic false",
      fields: padApp(
        #""UILaunchScreen": {}, "UIRequiresFullScreen": false, "UIRequiresFullScreen~ipad": true"#),
      expect: keepsLock),
    DayCase(
      rule: "R9.1 UIRequiresFullScreen~ipad false wins over a generic true: the app multitasks",
      fields: padApp(
        #""UILaunchScreen": {}, "UIRequiresFullScreen": true, "UIRequiresFullScreen~ipad": false"#),
      expect: multitasks),
  ]

  @Test("Each UIRequiresFullScreen~ipad case", arguments: multitasking)
  func fullScreen(_ item: DayCase) throws { try checkDay(item) }

  static let launch: [VariantCase] = [
    VariantCase(
      rule: "UIInterfaceOrientation~ipad wins on iPad",
      fields: keyedApp(
        ipad,
        #""UIInterfaceOrientation": "portrait", "UIInterfaceOrientation~ipad": "landscapeLeft""#),
      profile: "5", statusBar: .landscapeLeft),
    VariantCase(
      rule: "An iPad reads the generic UIInterfaceOrientation, not the ~iphone key",
      fields: keyedApp(
        ipad,
        #""UIInterfaceOrientation": "portrait", "UIInterfaceOrientation~iphone": "landscapeLeft""#
      ),
      profile: "5", statusBar: .portrait),
    VariantCase(
      rule: "UIInterfaceOrientation~iphone wins on iPhone, without a generic key",
      fields: keyedApp(iphone, #""UIInterfaceOrientation~iphone": "landscapeRight""#),
      profile: "5", statusBar: .landscapeRight),
    VariantCase(
      rule: "An iPhone reads the generic UIInterfaceOrientation, not the ~ipad key",
      fields: keyedApp(
        iphone,
        #""UIInterfaceOrientation": "landscapeRight", "UIInterfaceOrientation~ipad": "portrait""#
      ),
      profile: "5", statusBar: .landscapeRight),
    VariantCase(
      rule: "§0.2 UIStatusBarHidden~iphone true wins over a generic false: no bar in the bounds",
      fields: keyedApp(
        iphone,
        #""UIInterfaceOrientation": "landscapeRight", "UIStatusBarHidden": false, "UIStatusBarHidden~iphone": true"#
      ),
      profile: "2.0", statusBar: .landscapeRight, bounds: [480, 320]),
    VariantCase(
      rule: "§0.2 an iPhone reads the generic UIStatusBarHidden, not the ~ipad key",
      fields: keyedApp(
        iphone,
        #""UIInterfaceOrientation": "landscapeRight", "UIStatusBarHidden": false, "UIStatusBarHidden~ipad": true"#
      ),
      profile: "2.0", statusBar: .landscapeRight, bounds: [480, 300]),
  ]

  @Test(
    "Each launch case: the status bar's orientation and the manual transform", arguments: launch)
  func atLaunch(_ item: VariantCase) throws {
    let step = try evaluate(item.fields, item.profile).steps[0]
    let trace = step.trace.joined(separator: "\n")
    #expect(trace.contains("Launch status bar: \(item.statusBar.name) from "), "\(trace)")
    if let bounds = item.bounds {
      let transform = try #require(step.manualTransform)
      #expect([transform.bounds.width, transform.bounds.height] == bounds)
    }
  }

  @Test("The trace names the variant key that decided")
  func traced() throws {
    let opted = try evaluate(
      padApp(#""UILaunchScreen": {}, "UIRequiresFullScreen~ipad": true"#), "9+")
    #expect(
      opted.steps[1].trace.contains {
        $0.hasPrefix("The app does not multitask: UIRequiresFullScreen~ipad opts it out.")
      }, "\(opted.steps[1].trace)")
    let launched = try evaluate(
      keyedApp(ipad, #""UIInterfaceOrientation~ipad": "landscapeLeft""#), "5")
    #expect(
      launched.steps[0].trace.contains {
        $0.hasPrefix("Launch status bar: landscapeLeft from UIInterfaceOrientation~ipad.")
      }, "\(launched.steps[0].trace)")
  }

  @Test("The variant keys round-trip through the catalogue")
  func format() throws {
    let decoded = try scenario(
      keyedApp(
        ipad,
        #""UIRequiresFullScreen~ipad": true, "UIInterfaceOrientation~ipad": "landscapeLeft", "UIInterfaceOrientation~iphone": "portrait", "UIStatusBarHidden~ipad": false, "UIStatusBarHidden~iphone": true"#
      ))
    #expect(decoded.infoPlist.requiresFullScreenPad == true)
    #expect(decoded.infoPlist.interfaceOrientationPad == .landscapeLeft)
    #expect(decoded.infoPlist.interfaceOrientationPhone == .portrait)
    #expect(decoded.infoPlist.statusBarHiddenPad == false)
    #expect(decoded.infoPlist.statusBarHiddenPhone == true)
    #expect(try scenario(keyedApp(ipad, "")).infoPlist != decoded.infoPlist)
    guard case .object(let members) = decoded.infoPlist.json else {
      Issue.record("infoPlist is not an object")
      return
    }
    #expect(
      try InfoPlist.extract(from: Dictionary(uniqueKeysWithValues: members)) == decoded.infoPlist)
  }
}
