import RotationCore
import Testing

@Suite("Orientations and masks (rules §0.1)")
struct OrientationTests {
  /// Every small raw mask, the valid bits and the invalid ones, and the extremes.
  static let rawMasks = Array(-2...64) + [Int(Int32.max), Int(Int32.min), 1 << 40]

  @Test(
    "Device orientation maps to interface orientation with left and right swapped",
    arguments: [
      (DeviceOrientation.portrait, InterfaceOrientation?.some(.portrait)),
      (.portraitUpsideDown, .portraitUpsideDown),
      (.landscapeLeft, .landscapeRight),
      (.landscapeRight, .landscapeLeft),
      (.faceUp, nil), (.faceDown, nil), (.unknown, nil),
    ])
  func mapping(device: DeviceOrientation, interface: InterfaceOrientation?) {
    #expect(device.interfaceOrientation == interface)
  }

  @Test(
    "UIKit's raw values and mask bits",
    arguments: [
      (InterfaceOrientation.portrait, 1, 2), (.portraitUpsideDown, 2, 4), (.landscapeRight, 3, 8),
      (.landscapeLeft, 4, 16),
    ])
  func bits(orientation: InterfaceOrientation, raw: Int, mask: Int) {
    #expect(orientation.rawValue == raw)
    #expect(orientation.mask.rawValue == mask)
  }

  @Test("Composite masks")
  func composites() {
    #expect(OrientationMask.landscape.rawValue == 24)
    #expect(OrientationMask.allButUpsideDown.rawValue == 26)
    #expect(OrientationMask.all.rawValue == 30)
    #expect(OrientationMask.all.orientations == InterfaceOrientation.contractOrder)
  }

  @Test("Bit 0 and high bits name no orientation (enum returned as a mask, §0.1 pitfall)")
  func invalidBits() {
    #expect(OrientationMask(rawValue: 1).hasNoOrientation)
    #expect(OrientationMask(rawValue: 2).orientations == [.portrait])
    #expect(OrientationMask(rawValue: 4).orientations == [.portraitUpsideDown])
    #expect(OrientationMask(rawValue: 64).hasNoOrientation)
  }

  @Test(
    "A mask has no orientation exactly when none of its bits names one",
    arguments: rawMasks)
  func noOrientation(raw: Int) {
    let mask = OrientationMask(rawValue: raw)
    #expect(mask.hasNoOrientation == mask.orientations.isEmpty)
  }

  @Test(
    "A mask's first orientation is the first of its list, in the contract's order",
    arguments: rawMasks)
  func firstOrientation(raw: Int) {
    let mask = OrientationMask(rawValue: raw)
    #expect(mask.first == mask.orientations.first)
  }

  @Test("Every orientation parses from its short and its UIKit name, and nothing else does")
  func everyName() {
    for orientation in InterfaceOrientation.allCases {
      #expect(InterfaceOrientation(name: orientation.name) == orientation)
      #expect(InterfaceOrientation(name: orientation.uiKitName) == orientation)
    }
    for orientation in DeviceOrientation.allCases {
      #expect(DeviceOrientation(name: orientation.name) == orientation)
      #expect(DeviceOrientation(name: orientation.uiKitName) == orientation)
    }
    for text in ["", "Portrait", "UIInterfaceOrientationFaceUp", "landscape", "portrait "] {
      #expect(InterfaceOrientation(name: text) == nil)
    }
    #expect(DeviceOrientation(name: "UIInterfaceOrientationPortrait") == nil)
  }

  @Test("Names: short and UIKit forms parse")
  func names() {
    #expect(InterfaceOrientation(name: "UIInterfaceOrientationLandscapeLeft") == .landscapeLeft)
    #expect(DeviceOrientation(name: "UIDeviceOrientationFaceUp") == .faceUp)
    #expect(InterfaceOrientation(name: "faceUp") == nil)
  }
}
