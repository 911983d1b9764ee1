import RotationCore
import Testing

/// An iPad under a profile of systems no iPad ran (rules §2.3: the iPad came with 3.2).
@Suite("Device notes: no iPad before iPhone OS 3.2")
struct DeviceNoteTests {
  @Test("Only an iPad under 2.0 gets the note")
  func note() throws {
    #expect(
      Profile.iPhoneOS20.note(for: .ipad)
        == "no iPad ran iPhone OS 2.0: the iPad came with iPhone OS 3.2 (profile 2.1+), so this "
        + "outcome is of a device that did not exist then (rules §2.3)")
    #expect(Profile.iPhoneOS20.note(for: .ipad, short: true) == "no iPad ran iPhone OS 2.0")
    #expect(Profile.iPhoneOS20.note(for: .iphone) == nil)
    for profile in Profile.builtIn.dropFirst() { #expect(profile.note(for: .ipad) == nil) }
  }
}
