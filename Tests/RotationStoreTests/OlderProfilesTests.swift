import Foundation
import RotationCore
import Testing

@testable import RotationStore

/// Profiles an older rotationdb stored lack the parameters declared since: the store reads them
/// filled in from their base, and leaves the stored rows as they are.
@Suite("Profiles an older rotationdb stored")
struct OlderProfilesTests {
  /// Two parameters of the public record, declared after most databases' profiles were stored.
  let later = ["requiresFullScreenNotice", "presentedFollowsDevice"]

  /// Removes parameters from stored profiles, as an older rotationdb stored them (with the
  /// hash of that JSON).
  func strip(_ store: Store, _ ids: [String]) throws {
    let paths = later.map { "'$.\($0)'" }.joined(separator: ", ")
    for id in ids {
      try store.database.run(
        """
        UPDATE profile SET parameters = json_remove(parameters, \(paths)), hash = 'older'
        WHERE id = ?
        """,
        [.text(id)])
    }
  }

  @Test("Read, read-only too, a profile lacking parameters has its base's values and names them")
  func filledOnRead() throws {
    let file = try TemporaryDatabase()
    let definitions = """
      [{"id": "old-26", "base": "26+", "parameters": {"deviceTurnRereadsMask": true}},
       {"id": "old-6", "base": "6+"},
       {"id": "complete", "base": "26+", "parameters": {"requiresFullScreenNotice": false}}]
      """
    let defined = try ProfileDefinition.decode(Array(definitions.utf8))
    var stored: [String] = []
    do {
      let store = try file.open()
      try store.addProfiles(defined)
      // The built-in 26+ too, as a database's row reads until a writing command updates it.
      try strip(store, ["old-26", "old-6", "26+"])
      stored = try rows(store, "SELECT * FROM profile ORDER BY id")
    }
    for readOnly in [true, false] {
      let store = try Store(path: file.path, create: false, readOnly: readOnly)
      let profiles = try store.profiles()
      let byID = Dictionary(uniqueKeysWithValues: profiles.map { ($0.id, $0) })
      // Each filled in with its base's values, the stored ones as they were.
      for (id, base) in [("old-26", "26+"), ("old-6", "6+")] {
        let profile = try #require(byID[id])
        let definition = try #require(defined.first { $0.id == id })
        #expect(profile.filledIn == later, "\(id)")
        #expect(profile.parameters == definition.parameters, "\(id) on \(base)")
      }
      #expect(byID["old-26"]?.parameters.application.requiresFullScreenNotice == true)
      #expect(byID["old-6"]?.parameters.application.requiresFullScreenNotice == false)
      // Stored with every parameter: as defined, its own value kept.
      #expect(byID["complete"] == defined[2])
      #expect(byID["complete"]?.parameters.application.requiresFullScreenNotice == false)
      // A writing open stores the built-in profiles again; a reading one leaves them.
      #expect(byID["26+"]?.filledIn == (readOnly ? later : []))
      #expect(byID["26+"]?.parameters == Profile.iOS26.parameters)
    }
    // The user's rows stay as stored: what was filled in is known again at every read.
    let after = try rows(try file.open(), "SELECT * FROM profile ORDER BY id")
    #expect(after.filter { !$0.hasPrefix("26+|") } == stored.filter { !$0.hasPrefix("26+|") })
  }
}
