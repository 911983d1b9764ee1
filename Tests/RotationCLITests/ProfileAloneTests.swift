import Foundation
import Testing

/// `rotationdb profiles ID`: a profile id given to `profiles` directly, as `profiles show ID`.
@Suite("profiles ID")
struct ProfileAloneTests {
  @Test("profiles ID shows the profile as profiles show ID does", arguments: ["16+", "16", "6+"])
  func profileAlone(_ id: String) throws {
    let alone = try Binary.run(["profiles", id])
    #expect(alone.status == 0, "\(alone.err)")
    #expect(alone.out == (try Binary.run(["profiles", "show", id])).out)
    #expect(alone.out.hasPrefix("Profile \(id.hasSuffix("+") ? id : id + "+"): "), "\(alone.out)")
    let json = try Binary.run(["profiles", id, "--format", "json"])
    #expect(json.out == (try Binary.run(["profiles", "show", id, "--format", "json"])).out)
  }

  @Test("profiles with an id that is none, or an action without its argument: exit 64")
  func profileRefused() throws {
    let unknown = try Binary.run(["profiles", "16-"])
    #expect(unknown.status == 64)
    #expect(
      unknown.err.hasPrefix(
        "Error: unknown profile '16-' (did you mean '16+'?); known: 2.0, 2.1+, 5, 6+"),
      "\(unknown.err)")
    for action in ["show", "remove", "add"] {
      let bare = try Binary.run(["profiles", action])
      #expect(bare.status == 64)
      #expect(bare.err.hasPrefix("Error: '\(action)' needs a file or a profile id\n"))
    }
  }
}
