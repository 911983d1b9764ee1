import RotationCore
import Testing

/// The iPhone OS 2.0 landscape launch and its manual transform (rules §0.2, §1.1).
@Suite("Manual transform geometry")
struct GeometryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var orientation: String
    var hidden: Bool
    var degrees: Int
    var center: [Int]
    var bounds: [Int]
    var testDescription: String { "\(orientation)\(hidden ? ", status bar hidden" : "")" }
  }

  static let table: [Case] = [
    Case(
      orientation: "landscapeRight", hidden: false, degrees: 90, center: [150, 240],
      bounds: [480, 300]),
    Case(
      orientation: "landscapeLeft", hidden: false, degrees: -90, center: [170, 240],
      bounds: [480, 300]),
    Case(
      orientation: "portraitUpsideDown", hidden: false, degrees: 180, center: [160, 230],
      bounds: [320, 460]),
    Case(
      orientation: "landscapeRight", hidden: true, degrees: 90, center: [160, 240],
      bounds: [480, 320]),
    Case(
      orientation: "landscapeLeft", hidden: true, degrees: -90, center: [160, 240],
      bounds: [480, 320]),
  ]

  static func fields(_ item: Case) -> String {
    iphone
      + #""infoPlist": {"UIInterfaceOrientation": "\#(item.orientation)", "UIStatusBarHidden": \#(item.hidden)}, "#
      + #""window": {"subviews": [{"name": "game", "shouldAutorotateToInterfaceOrientation": ["\#(item.orientation)"]}]}, "#
      + steps(launch)
  }

  @Test("§0.2 table: center of the screen less the status bar", arguments: table)
  func contentCenter(_ item: Case) throws {
    let step = try evaluate(Self.fields(item), "2.0").steps[0]
    #expect(step.interfaceOrientation == .portrait)
    #expect(step.statusBarOrientation.name == item.orientation)
    let transform = try #require(step.manualTransform)
    #expect(transform.rotationDegrees == item.degrees)
    #expect([transform.center.x, transform.center.y] == item.center)
    #expect([transform.bounds.width, transform.bounds.height] == item.bounds)
  }

  @Test("§1.1 2.1 and later rotate the views: no manual transform")
  func noTransformAfter21() throws {
    let step = try evaluate(Self.fields(Self.table[0]), "2.1+").steps[0]
    #expect(step.manualTransform == nil)
    #expect(step.interfaceOrientation == .landscapeRight)
    #expect(step.rotated)
  }

  @Test("§13 launchGeometry = technoteFormula reproduces TN2244's listing and its flaws")
  func technoteFormula() throws {
    func center(_ item: Case) throws -> [Int] {
      let transform = try #require(
        try evaluate(Self.fields(item), "2.0") { $0.launch.launchGeometry = .technoteFormula }
          .steps[0]
          .manualTransform)
      return [transform.center.x, transform.center.y]
    }
    #expect(try center(Self.table[0]) == [150, 240])
    #expect(try center(Self.table[1]) == [0, 240])
    #expect(try center(Self.table[3]) == [0, 0])
  }
}
