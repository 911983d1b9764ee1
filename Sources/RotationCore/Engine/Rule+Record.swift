/// The rules that reports of the public record decided (docs/rules.md §5, with the rule id they
/// have there); `P` keys are those reports (``Source/record``).
extension Rule {
  static let multitaskingDelegate = Rule("§5.2 R9.2", ["P1", "P2", "P3", "P4", "P21"], .observed)
  static let currentContextFillsWindow = Rule(
    "§5.6 R8.6", ["P5", "P6", "P7", "P8"], .observed)
  static let customTransition = Rule("§5.6 R8.7", ["P29", "P14", "P27"], .observed)
  static let requiresFullScreenNotice = Rule("§5.5 R26.4", ["P31", "M9"], .observed)
  static let windowedLetterbox = Rule("§5.5 R26.1", ["P68", "P69"], .observed)
  static let presentedFollowsDevice = Rule("§7 R8.8", ["P32", "P33", "A4"], .observed)
  static let kvcMultitasking = Rule("§5.2 R9.7", ["P25", "P26"], .observed)
  static let customPresentationController = Rule(
    "§5.6 R8.7", ["M4", "N18", "P15", "P28"], .observed)
  static let statusBarSetterNoOp = Rule("§10 R13.3", ["P9", "P10", "P11"], .observed)
  static let launchScreenKey = Rule("§5.2 R9.1", ["A33", "A16", "P35"], .observed)
  static let nonFullScreenDismissal = Rule("§7 R-X3", ["P15", "P36", "P37"], .observed)
  static let dismissalNotifies = Rule("§5.12 R-N2", ["P38", "P39", "A28"], .observed)
  static let maskCacheAtTurn = Rule("§5.4 R16.3", ["P12", "P13", "P22"], .observed)
  static let transitionHoldsOrientation = Rule("§5.4 R16.4", ["N4", "N6", "P64"], .observed)
  static let overCurrentContext = Rule("§5.6 R8.6", ["P66", "P67"], .observed)
  static let navigationDefaultOnPhone = Rule("§5.3 R13.4", ["P62", "P63", "A2"], .observed)
}
