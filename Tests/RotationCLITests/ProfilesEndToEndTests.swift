import Foundation
import RotationCore
import RotationMigrations
import RotationStore
import Testing

/// Profiles a user defined, over time: removed after a run, or stored by an older rotationdb.
@Suite("Profiles of your own over time (the real binary, a fresh folder each)")
struct ProfilesEndToEndTests {
  static let tabs =
    #"{"id": "6+-tabs", "base": "6+", "parameters": {"tabBarDefault": "intersectionOfTabs"}}"#

  /// What `verify` and `report` say when no run is complete: the latest run and how it differs.
  static func noCompleteRun(_ run: Int, _ differs: String) -> String {
    "Error: no complete run (every scenario under every profile) yet; the latest, run \(run), "
      + "\(differs): give --run \(run), or record a complete one with 'rotationdb run'\n"
  }

  @Test("After profiles remove, verify and report name the removed profile, not a longer list")
  func removedProfile() throws {
    let space = try Workspace()
    defer { space.remove() }
    try space.write(Self.tabs, "tabs.json")
    #expect(try space.run(["profiles", "add", "tabs.json"]).status == 0)
    #expect(try space.run(["import", Fixture.catalogue]).status == 0)
    #expect(try space.run(["run"]).status == 0)
    #expect(try space.run(["verify"]).status == 0)
    #expect(try space.run(["profiles", "remove", "6+-tabs"]).status == 0)
    let gone = Self.noCompleteRun(
      1, "was made under profile 6+-tabs, which the database no longer holds")
    for command in [["verify"], ["report", "--out", "report.md"]] {
      let refused = try space.run(command)
      #expect(refused.status == 65, "\(command)")
      #expect(refused.err == gone, "\(command)")
    }
    #expect(try space.run(["verify", "--run", "1"]).status == 0)

    // A partial run made before the removal (run 1 is complete again meanwhile), then one after.
    #expect(try space.run(["profiles", "add", "tabs.json"]).status == 0)
    #expect(try space.run(["run", "--profile", "5", "--profile", "6+-tabs"]).status == 0)
    #expect(try space.run(["verify"]).out.hasPrefix("Run 1: "))
    #expect(try space.run(["profiles", "remove", "6+-tabs"]).status == 0)
    #expect(
      try space.run(["verify"]).err
        == Self.noCompleteRun(
          2,
          "covers only profile 5 and was made under profile 6+-tabs, which the database no "
            + "longer holds"))
    #expect(try space.run(["run", "--profile", "5"]).status == 0)
    #expect(try space.run(["report"]).err == Self.noCompleteRun(3, "covers only profile 5"))
  }

  /// The parameters the first rotationdb of a schema version did not know yet, by the version
  /// whose first rotationdb did (from the history of Sources/RotationCore): a profile stored at
  /// an earlier version lacks them. The other 22 were there from version 1.
  static let declaredFrom: [(version: Int, names: [String])] = [
    (
      5,
      [
        "version", "deviceMask", "multitasking", "shouldAutorotateConsulted",
        "honourShouldAutorotateForOldSDK", "sizeClassPresentations",
        "compactWidthSheetsAreFullScreen", "automaticMapsTo", "compactHeightSheetDecides",
        "overFullScreenDecides", "sceneLifecycleWarning", "deviceOrientationSetterIsNoOp",
        "kvcOrientationEffect16", "geometryRequestsAvailable", "geometryValidationUsesCache",
        "geometryRequestProcessing", "setNeedsUpdateLeavesUnsupported", "attemptRotationOn16",
        "orientationLockAvailable", "lockHonouredOnIPhone",
      ]
    ),
    (
      6,
      [
        "statusBarAuthority", "hiddenWindowsParticipate", "rootlessWindowsRotate",
        "missingRootViewControllerRaises", "rootViewControllerCheckInScenes", "baseLegacyAnswer",
        "childContainmentAvailable", "customContainerLegacyDefault", "splitLegacyCombination",
        "iPhoneSplitViewAvailable", "detachedPresentationWarning", "rotationCallbacks",
        "rotationCallbackRecipients", "sizeTransitionToHiddenChildren", "presentFromDetachedRoot",
        "launchWillAppearPresentPortrait", "unbalancedAppearanceWarning", "notInHierarchyWarning",
        "nonFullScreenModalDecides", "reattachUsesStatusBarOrientation", "sameTurnDismissFails",
      ]
    ),
    (7, ["statusBarReturnsOnWindowRemoval", "hiddenMainWindowRaises"]),
    (
      15,
      [
        "appDelegateAskedWhenMultitasking", "currentContextFillingWindowDecides",
        "customWithoutPresentationControllerDecides", "statusBarOrientationSetterIsNoOp",
        "deviceTurnRereadsMask",
      ]
    ),
    (16, ["requiresFullScreenNotice", "presentedFollowsDevice"]),
  ]

  /// A database of schema `version` holding profiles of your own as that version's first
  /// rotationdb stored them: on 6+ at every version, on 26+ from version 5 (when it came).
  /// Returns the parameters they lack.
  static func olderDatabase(_ path: String, version: Int) throws -> [String] {
    _ = try Store(
      path: path, create: true, migrations: Migration.embedded.filter { $0.version <= version })
    let lacking = declaredFrom.filter { $0.version > version }.flatMap(\.names)
    let definitions =
      #"[{"id": "mine-6", "base": "6+", "parameters": {"tabBarDefault": "intersectionOfTabs"}}"#
      + (version >= 5
        ? #", {"id": "mine-26", "base": "26+", "parameters": {"deviceTurnRereadsMask": true}}]"#
        : "]")
    for profile in try ProfileDefinition.decode(Array(definitions.utf8)) {
      guard case .object(let members) = profile.json,
        case .object(let parameters)? = members.first(where: { $0.0 == "parameters" })?.1
      else { continue }
      let kept = JSON.object(parameters.filter { !lacking.contains($0.0) }).compact()
      _ = try sqlite3(
        path,
        """
        INSERT INTO profile (id, name, position, parameters, hash, builtin)
        VALUES ('\(profile.id)', '\(profile.name)', \(profile.order), '\(kept)', '-', 0)
        """)
    }
    return lacking
  }

  @Test("A database of each earlier schema version with profiles of your own opens, runs, reports")
  func earlierVersions() throws {
    let latest = Migration.embedded.map(\.version).max() ?? 0
    for version in 1..<latest {
      let space = try Workspace()
      defer { space.remove() }
      try space.write(AcceptMixedEvidenceTests.catalogue, "app.json")
      let lacking = try Self.olderDatabase(space.database, version: version)
      let shown = try space.run(["profiles", "show", "mine-6", "--format", "json"])
      #expect(shown.status == 0, "version \(version): \(shown.err)")
      // The parameters it lacked, in declaration order, each with its base's value.
      let json = try JSONSerialization.jsonObject(with: Data(shown.out.utf8)) as? [String: Any]
      #expect(
        json?["filledIn"] as? [String]
          == (lacking.isEmpty ? nil : ProfileParameter.all.map(\.name).filter(lacking.contains)),
        "version \(version)")
      let sheet = try space.run(["profiles", "show", "mine-6"]).out
      #expect(
        sheet.contains("\n  presentedFollowsDevice                      no (filled in)\n")
          == !lacking.isEmpty, "version \(version)")
      #expect(
        sheet.contains("\n(filled in): an older rotationdb stored the profile without this ")
          == !lacking.isEmpty, "version \(version)")
      let parameters = json?["parameters"] as? [String: Any]
      #expect(parameters?["tabBarDefault"] as? String == "intersectionOfTabs")
      #expect(parameters?["presentedFollowsDevice"] as? Bool == false, "6+'s value")
      for command in [
        ["import", "app.json"], ["run"], ["report", "--out", "report.md"],
        ["explain", "feed", "--profile", "mine-6"], ["profiles"],
        ["completion", "--ids", "profiles"], ["accept", "--dry-run"], ["verify"],
      ] {
        let result = try space.run(command)
        #expect(result.status == 0, "version \(version), \(command): \(result.err)")
      }
      #expect(try space.read("report.md").contains("mine-6"), "version \(version)")
    }
  }
}
