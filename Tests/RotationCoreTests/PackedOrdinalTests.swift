import Testing

@testable import RotationCore

@Suite("Ordinals and bits of the packed forms")
struct PackedOrdinalTests {
  @Test("An action's ordinal is its place among the actions, as a step's word reads it back")
  func ordinals() {
    for (place, action) in Step.Action.allCases.enumerated() {
      #expect(Int(action.ordinal) == place, "\(action)")
      #expect(PackedOutcome.actions[Int(action.ordinal)] == action, "\(action)")
    }
  }

  @Test("A prepared scenario holds each step's action ordinal, in step order")
  func prepared() throws {
    let scenario = try scenario(
      iphone + #""window": {"rootViewController": {"name": "a"}}, "#
        + steps(
          launch, rotate("landscapeLeft"), #"{"action": "attemptRotationToDeviceOrientation"}"#))
    let prepared = PreparedScenario(scenario)
    #expect(prepared.actionOrdinals == scenario.steps.map(\.kind.ordinal))
    #expect(
      prepared.actionOrdinals.map { PackedOutcome.actions[Int($0)] }
        == [.launch, .rotate, .attemptRotationToDeviceOrientation])
  }

  /// The bits are written out in a switch: each must still be its method's place in the
  /// declaration, so that no two methods share one.
  @Test("An orientation method's forwarding bit is one bit, at its place among the methods")
  func methodBits() {
    for (place, method) in OrientationMethod.allCases.enumerated() {
      #expect(method.bit == 1 << place, "\(method)")
    }
  }
}
