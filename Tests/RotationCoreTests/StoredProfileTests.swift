import Foundation
import RotationCore
import Testing

/// A profile the store kept from an older rotationdb lacks the parameters declared since: read,
/// each takes its base's value, and the profile says which.
@Suite("Stored profiles: parameters declared after they were stored are filled in")
struct StoredProfileTests {
  /// A profile's canonical JSON without these parameters, as an older rotationdb stored it.
  func stored(_ profile: Profile, without names: [String]) -> [UInt8] {
    guard case .object(var members) = profile.json,
      let index = members.firstIndex(where: { $0.0 == "parameters" }),
      case .object(let parameters) = members[index].1
    else { return [] }
    members[index].1 = .object(parameters.filter { !names.contains($0.0) })
    return Array(JSON.object(members).compact().utf8)
  }

  /// Two parameters of the public record whose values differ between built-in profiles.
  let later = ["requiresFullScreenNotice", "presentedFollowsDevice"]

  @Test("Each missing parameter takes the value of the built-in profile of the stored one's order")
  func filledFromBase() throws {
    for base in Profile.builtIn {
      var mine = Profile(
        id: "mine", name: "mine", order: base.order, parameters: base.parameters)
      mine.parameters.containers.tabBarDefault =
        base.parameters.containers.tabBarDefault == .idiomDefault
        ? .intersectionOfTabs : .idiomDefault
      let read = try Profile.decode(stored: stored(mine, without: later))
      #expect(read.filledIn == later, "\(base.id)")
      #expect(read.parameters == mine.parameters, "\(base.id)")
      #expect(read.json.compact() == mine.json.compact(), "\(base.id)")
      // The canonical decoder still wants every parameter.
      #expect(throws: CatalogueError.self) {
        try Profile.decode(stored(mine, without: later))
      }
    }
    // Where the values differ: false under 16+, true under 26+.
    let notice = try #require(ProfileParameter.all.first { $0.name == later[0] })
    let values = try [Profile.iOS16, Profile.iOS26].map {
      notice.value(in: try Profile.decode(stored: stored($0, without: later)).parameters)
    }
    #expect(values.map { $0.compact() } == ["false", "true"])
  }

  @Test("Without a built-in profile of its order, a missing parameter takes its declared default")
  func declaredDefault() throws {
    let mine = Profile(id: "mine", name: "mine", order: 1, parameters: Profile.iOS26.parameters)
    let read = try Profile.decode(stored: stored(mine, without: later))
    #expect(read.filledIn == later)
    for parameter in ProfileParameter.all {
      let wanted = (later.contains(parameter.name) ? Profile.Parameters() : mine.parameters)
      #expect(
        parameter.value(in: read.parameters).compact()
          == parameter.value(in: wanted).compact(), "\(parameter.name)")
    }
  }

  @Test("A profile stored with every parameter reads as it was, nothing filled in")
  func complete() throws {
    for profile in Profile.builtIn {
      let read = try Profile.decode(stored: Array(profile.json.compact().utf8))
      #expect(read == profile)
      #expect(read.filledIn.isEmpty)
    }
  }
}
