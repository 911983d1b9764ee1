import Testing

@testable import RotationCore

@Suite("Asked methods")
struct AskedMethodTests {
  @Test("A controller method's ordinal is its place among the controllers' methods")
  func ordinals() {
    #expect(AskedMethod.controllers.count == PackedOutcome.methods)
    for (place, method) in AskedMethod.controllers.enumerated() {
      #expect(method.ordinal == place, "\(method)")
    }
  }
}
