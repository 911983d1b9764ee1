import Foundation
import Testing

/// `rotationdb plist` and the launch keys of catalogue-format §8.1, through the real binary.
@Suite("plist: launch screens, and the keys it leaves out")
struct PlistLaunchScreenTests {
  @Test(
    "plist keeps UILaunchScreen and the ~ipad launch keys, warning of the rotation keys it drops",
    arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func launchKeys(format: PropertyListSerialization.PropertyListFormat) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let values: [String: Any] = [
      "CFBundleName": "Template",
      "UISupportedInterfaceOrientations~ipad": [
        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
        "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
      ],
      "UILaunchScreen": [String: Any](),
      "UILaunchScreen~ipad": ["UIColorName": "Background", "UIImageRespectsSafeAreaInsets": true],
      "UILaunchStoryboardName~ipad": "PadLaunch",
      "UILaunchStoryboardName~iphone": "PhoneLaunch",
      "UIRequiresFullScreen~ipad": true,
    ]
    let file = directory.appendingPathComponent("Info.plist")
    try PropertyListSerialization.data(fromPropertyList: values, format: format, options: 0)
      .write(to: file)
    let result = try Binary.run(["plist", file.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out == """
        {
          "UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
          "UILaunchScreen": {},
          "UILaunchScreen~ipad": {
            "UIColorName": "Background",
            "UIImageRespectsSafeAreaInsets": true
          },
          "UILaunchStoryboardName~ipad": "PadLaunch",
          "UIRequiresFullScreen~ipad": true
        }

        """)
    #expect(
      result.err == """
        Warning: \(file.path): UILaunchStoryboardName~iphone concerns rotation but the catalogue has no such key; left out.

        """)
  }

  @Test("plist: a SwiftUI template's Info.plist has only UILaunchScreen; a wrong type is refused")
  func onlyLaunchScreen() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Info.plist")
    try PropertyListSerialization.data(
      fromPropertyList: ["UILaunchScreen": ["UIImageName": "Logo"]], format: .xml, options: 0
    ).write(to: file)
    let result = try Binary.run(["plist", file.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out == "{\n  \"UILaunchScreen\": {\n    \"UIImageName\": \"Logo\"\n  }\n}\n")
    #expect(result.err == "")

    let wrong = directory.appendingPathComponent("Wrong.plist")
    try PropertyListSerialization.data(
      fromPropertyList: ["UILaunchScreen": "Launch"], format: .xml, options: 0
    ).write(to: wrong)
    let refused = try Binary.run(["plist", wrong.path])
    #expect(refused.status == 65)
    #expect(
      refused.err == "Error: \(wrong.path): UILaunchScreen: expected an object, found a string\n")
  }
}
