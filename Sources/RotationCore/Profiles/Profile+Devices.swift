/// Whether a scenario's device ran the systems a profile models.
extension Profile {
  /// The first system an iPad ran: iPhone OS 3.2 (rules §2.3, [A15]).
  static let firstIPadSystem = Version(3, 2)

  /// A note for a scenario on `device` that never ran this profile's systems (an iPad under
  /// `2.0`), or nil. The engine still evaluates it by the profile's rules; the note says the
  /// outcome is of a device that did not exist then. A profile models the versions from its
  /// own up to the next built-in profile's first. `short`: its first clause only, for a cell.
  public func note(for device: Idiom, short: Bool = false) -> String? {
    guard device == .ipad else { return nil }
    let version = parameters.system.version
    let next = Profile.builtIn.lazy.map(\.parameters.system.version).first { $0 > version }
    guard let next, next <= Profile.firstIPadSystem else { return nil }
    guard !short else { return "no iPad ran \(name)" }
    let covering = Profile.builtInID(forAlias: "3.2") ?? "2.1+"
    return "no iPad ran \(name): the iPad came with iPhone OS 3.2 (profile \(covering)), so this "
      + "outcome is of a device that did not exist then (rules §2.3)"
  }
}
