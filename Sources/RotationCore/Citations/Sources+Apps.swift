/// The sources of real apps' configurations (several windows, partial forwarding): Apple's guide (`K` keys) and
/// developers' reports (`W` keys), as rules-apps §11 lists them.
extension Source {
  static let apps: [Source] = [
    Source(
      "K8", .appleDocumentation,
      "View Controller Programming Guide: The View Controller Hierarchy (one root per window)",
      "https://developer.apple.com/library/ios/featuredarticles/ViewControllerPGforiPhoneOS/TheViewControllerHierarchy.html"
    ),
    Source(
      "W4", .developerReport,
      "JASidePanels PRs #8, #32, #107, #135: a side panel container's rotation forwarding",
      "https://github.com/gotosleep/JASidePanels"),
    Source(
      "W9", .developerReport,
      "CoconutKit HLSViewController.m: UIKit checks per class whether the legacy method is overridden",
      "https://github.com/defagos/CoconutKit"),
    Source(
      "W33", .developerReport,
      "2012 posts: the legacy method \"is never called\" on iOS 6",
      "https://blogs.msmvps.com/kevinmcneish/2012/10/12/handling-autorotation-in-ios-5-and-ios-6-supportedinterfaceorienations-and-shouldautorotate/"
    ),
    Source(
      "W13", .developerReport,
      "TWMessageBarManager #33, PRs #29 and #67: an overlay window turns the status bar",
      "https://github.com/terryworona/TWMessageBarManager"),
    Source(
      "W14", .developerReport,
      "SIAlertView PR #19, issue #50, PR #115: an alert window's root decides; the iOS 9 root check",
      "https://github.com/Sumi-Interactive/SIAlertView"),
    Source(
      "W15", .developerReport,
      "COSTouchVisualizer PR #10, JDStatusBarNotification #18: overlay windows and the status bar",
      "https://github.com/asafkorem/COSTouchVisualizer/pull/10"),
    Source(
      "W16", .developerReport,
      "onmyway133 notes #2: an orphan window's controller portrait, the status bar turning",
      "https://github.com/onmyway133/notes/issues/2"),
    Source(
      "W17", .developerReport,
      "SalesforceMobileSDK-iOS PR #2523: another window lets the status bar turn (iOS 11)",
      "https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/2523"),
    Source(
      "W18", .developerReport, "MBProgressHUD 0.9.1 and PR #222: window transforms before iOS 8",
      "https://github.com/jdg/MBProgressHUD"),
    Source(
      "W19", .developerReport,
      "SVProgressHUD 0.9 to 1.1.3: a rootless status-bar-level window, transforms until iOS 8",
      "https://github.com/SVProgressHUD/SVProgressHUD"),
    Source(
      "W20", .developerReport,
      "Swift-YouTube-Player #107, SwiftEntryKit #242: the app delegate answers per window",
      "https://github.com/gilesvangruisen/Swift-YouTube-Player/issues/107"),
    Source(
      "W21", .developerReport,
      "Stack Overflow 8548582 and others: the end-of-launch root view controller warning",
      "http://stackoverflow.com/questions/8548582"),
    Source(
      "W22", .developerReport,
      "KMCGeigerCounter #17 and others: the iOS 9 assertion for a window without a root",
      "https://github.com/kconner/KMCGeigerCounter/issues/17"),
    Source(
      "W23", .developerReport,
      "PXAlertView #62: manually adding the root view's view is no longer supported (13)",
      "https://github.com/alexanderjarvis/PXAlertView/issues/62"),
  ]
}
