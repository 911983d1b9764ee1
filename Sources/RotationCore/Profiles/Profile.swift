/// An OS behaviour profile: a named set of parameters the evaluator follows.
///
/// Profiles are data: each parameter is declared once in ``ProfileParameter/all`` with its value
/// under every built-in profile, the store keeps profiles, and a user may add more. Parameters
/// that settle an open question of the rules reference (its §13) say so: the trace names them
/// whenever such an inferred rule decides.
public struct Profile: Sendable, Hashable {
  /// The id, e.g. `6+`.
  public var id: String
  /// A display name, e.g. `iOS 6 and 7`.
  public var name: String
  /// Sort key: profiles appear in version order.
  public var order: Int
  public var parameters: Parameters
  /// The parameters a stored profile lacked (an older rotationdb stored it before they were
  /// declared), in declaration order: each took its base's value as it was read
  /// (``decode(stored:)``). Not part of ``json`` or the hash: the values are.
  public var filledIn: [String]

  public init(
    id: String, name: String, order: Int, parameters: Parameters, filledIn: [String] = []
  ) {
    self.id = id
    self.name = name
    self.order = order
    self.parameters = parameters
    self.filledIn = filledIn
  }
}

extension Profile {
  /// The built-in profiles' ids, names and order (rules §1 to §4, rules-modern §0).
  static let builtInHeaders: [(id: String, name: String, order: Int)] = [
    ("2.0", "iPhone OS 2.0", 20),
    ("2.1+", "iPhone OS 2.1 to iOS 4", 21),
    ("5", "iOS 5", 50),
    ("6+", "iOS 6 and 7", 60),
    ("8", "iOS 8", 80),
    ("9+", "iOS 9 to 12", 90),
    ("13+", "iOS 13 to 15", 130),
    ("16+", "iOS 16 to 18", 160),
    ("26+", "iOS 26 and later", 260),
  ]

  /// The built-in profiles, in version order, built from the parameter declarations.
  public static let builtIn: [Profile] = builtInHeaders.enumerated().map { column, header in
    var parameters = Parameters()
    for parameter in ProfileParameter.all {
      parameter.assign(parameter.builtIn[column], &parameters)
    }
    return Profile(id: header.id, name: header.name, order: header.order, parameters: parameters)
  }

  /// The built-in profile with this id.
  public static func builtIn(id: String) -> Profile? { builtIn.first { $0.id == id } }

  /// The built-in profile a command-line alias names: its id, or a system version such as `7`,
  /// `4.3` or `17`, which names the built-in profile whose versions hold it (`6+`, `2.1+`,
  /// `16+`). Stored data never uses aliases.
  public static func builtInID(forAlias text: String) -> String? {
    if builtIn(id: text) != nil { return text }
    guard let version = Version(text) else { return nil }
    return builtIn.last { $0.parameters.system.version <= version }?.id
  }

  /// iPhone OS 2.0 (rules §1).
  public static var iPhoneOS20: Profile { builtIn[0] }
  /// iPhone OS 2.1 to iOS 4.x (rules §2).
  public static var iPhoneOS21: Profile { builtIn[1] }
  /// iOS 5 (rules §3).
  public static var iOS5: Profile { builtIn[2] }
  /// iOS 6 and 7, the iOS 6 rule family (rules §4).
  public static var iOS6: Profile { builtIn[3] }
  /// iOS 8 (rules-modern §3).
  public static var iOS8: Profile { builtIn[4] }
  /// iOS 9 to 12: iOS 8 and iPad multitasking (rules-modern §4).
  public static var iOS9: Profile { builtIn[5] }
  /// iOS 13 to 15: scenes and sheets (rules-modern §5).
  public static var iOS13: Profile { builtIn[6] }
  /// iOS 16 to 18: geometry requests (rules-modern §6).
  public static var iOS16: Profile { builtIn[7] }
  /// iOS 26 and later (rules-modern §8).
  public static var iOS26: Profile { builtIn[8] }
}
