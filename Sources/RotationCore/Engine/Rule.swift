/// A rule of the rules reference (../shared/docs/rules.md) that the evaluator applies: its
/// section, its sources and how it is known. Every trace line names the rule it comes from.
public struct Rule: Sendable, Hashable {
  /// The section of the rules reference, e.g. `§4.1`.
  public var section: String
  /// Source keys of the rules reference, e.g. `S1`, `A2`.
  public var sources: [String]
  /// Evidence mark: documented, quoted, observed or inferred.
  public var mark: Mark

  /// The evidence marks of the rules reference.
  public enum Mark: String, Sendable {
    case documented = "D"
    case quoted = "Q"
    case observed = "O"
    case inferred = "I"
  }

  public init(_ section: String, _ sources: [String], _ mark: Mark) {
    self.section = section
    self.sources = sources
    self.mark = mark
  }

  /// How the rule is cited in a trace line: `§4.1 [S1][A3] D`.
  public var citation: String {
    "\(section) " + sources.map { "[\($0)]" }.joined() + " \(mark.rawValue)"
  }
}

extension Rule {
  static let deviceMapping = Rule("§0.1", ["A29"], .documented)
  static let invalidDeviceOrientation = Rule("§0.1", ["A29", "C13"], .observed)
  static let geometry = Rule("§0.2", ["C19", "C22", "C23"], .inferred)
  static let launchStatusBarKey = Rule("§1.1", ["A14", "A8-orig"], .documented)
  static let manualLandscapeLaunch = Rule("§1.1", ["S3", "C24"], .documented)
  static let legacyDefault = Rule("§1.2", ["A12", "A7"], .documented)
  static let legacyAsked = Rule("§1.3", ["A7-orig", "A12"], .documented)
  static let runtimeLike21 = Rule("§1.3 §13", ["I"], .inferred)
  static let firstSubviewOnly = Rule("§1.4", ["A7-orig"], .documented)
  static let statusBarOnly = Rule("§1.5 §10", ["A22", "A23"], .documented)
  static let launchRotation = Rule("§2.1", ["S3", "A9"], .documented)
  static let plistHint = Rule("§2.3", ["A7"], .documented)
  static let tabBarAllAgree = Rule("§2.4 §6", ["A7", "C1", "C2"], .quoted)
  static let navigationTop = Rule("§2.4 §6", ["C5", "C6"], .observed)
  static let navigationEveryLevel = Rule("§2.4 §13", ["A7"], .inferred)
  static let pageCurrent = Rule("§6", ["C-cont"], .inferred)
  static let modalAskedBefore6 = Rule("§2.4 §6", ["C6"], .inferred)
  static let noForcedRotation = Rule("§2.6 §7", ["C5", "C14"], .observed)
  static let rootViewControllerIsFirst = Rule("§2.7", ["A26"], .inferred)
  static let attemptRotation = Rule("§3", ["A21"], .documented)
  static let forwarding = Rule("§3 §4", ["C-cont", "S2", "A7"], .observed)
  static let shouldAutorotate = Rule("§4.1", ["S1", "A2", "A3"], .documented)
  static let defaultMask = Rule("§4.2", ["A2", "A7", "S1"], .documented)
  static let legacySynthesis = Rule("§4.2", ["S1"], .quoted)
  static let legacyPrecedence = Rule("§4.2 §13", ["S1"], .inferred)
  static let appMask = Rule("§4.3", ["A5", "A6", "A8"], .documented)
  static let delegateAfterLaunch = Rule("§4.3", ["A8"], .documented)
  static let padKey = Rule("§9", ["A15"], .documented)
  static let intersection = Rule("§4.4", ["S1", "A6"], .documented)
  static let synthesizedAppMask = Rule("§4.2 §13", ["S1"], .inferred)
  static let noCommonOrientation = Rule("§4.5 §8", ["C9", "C9b", "A29"], .observed)
  static let noExceptionWhenLocked = Rule("§8", ["I"], .inferred)
  static let zeroMask = Rule("§8 §13", ["S1", "A2"], .inferred)
  static let modernRotation = Rule("§4.6", ["A11", "A8"], .documented)
  static let containersSilent = Rule("§4", ["S1", "A7", "C7"], .documented)
  static let tabBarDefault = Rule("§4 §13", ["I"], .inferred)
  static let noRootViewController = Rule("§4", ["A7", "C28"], .documented)
  static let launchStatusBar = Rule("§4 §9", ["A8", "A14"], .documented)
  static let launchChoice = Rule("§9", ["A8", "A9", "C25"], .observed)
  static let presentation = Rule("§7", ["S1", "A4"], .documented)
  static let presentationFallback = Rule("§7 §13", ["A4"], .inferred)
  static let sheetNotConsulted = Rule("§7", ["A2", "C9c"], .documented)
  static let badPreferred = Rule("§8", ["C10", "C10b", "C10c", "P34"], .observed)
  static let modalBefore6 = Rule("§7", ["C4"], .inferred)
  static let dismissal = Rule("§7", ["C10b", "C10d", "N15", "P38"], .observed)
  static let overFullScreenDismissal = Rule("§7 R-X3", ["M4"], .inferred)
  static let statusBarZeroMask = Rule("§4 §10", ["S1"], .quoted)
  static let forceDevice = Rule("§5.1 §11", ["S2", "C14", "C27"], .observed)
  static let unrecognizedSelector = Rule("§3", ["A21"], .documented)
}
