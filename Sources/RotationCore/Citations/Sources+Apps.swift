/// The sources of real apps' configurations (windows, forwarding, containers, split views, launch): Apple's guide (`K` keys) and
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
    Source(
      "K1", .appleDocumentation,
      "addChildViewController: (5.0): child view controller containment",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)"),
    Source(
      "K2", .appleDocumentation,
      "automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers (5.0 to 6.0)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/automaticallyforwardappearanceandrotationmethodstochildviewcontrollers"
    ),
    Source(
      "K3", .appleDocumentation,
      "shouldAutomaticallyForwardRotationMethods (6.0 to 8.0)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardrotationmethods()"
    ),
    Source(
      "K5", .appleDocumentation,
      "splitViewControllerSupportedInterfaceOrientations(_:) (7.0): the split's default masks",
      "https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollersupportedinterfaceorientations(_:)"
    ),
    Source(
      "K7", .appleDocumentation,
      "View Controller Catalog: Split View Controllers (the split manages rotation, is always the root)",
      "https://developer.apple.com/library/ios/documentation/WindowsViews/Conceptual/ViewControllerCatalog/Chapters/SplitViewControllers.html"
    ),
    Source(
      "W1", .developerReport,
      "MMDrawerController: YES to every orientation, manual callbacks to all children, ed3d0b4 on iOS 8",
      "https://github.com/mutualmobile/MMDrawerController"),
    Source(
      "W2", .developerReport,
      "SWRevealViewController #22, #36, #277, #344: a reveal container's own mask",
      "https://github.com/John-Lluch/SWRevealViewController"),
    Source(
      "W5", .developerReport,
      "MFSideMenu #140, #197: a container without the legacy method stays portrait on iOS 5",
      "https://github.com/mikefrederick/MFSideMenu"),
    Source(
      "W6", .developerReport,
      "RESideMenu #127, PR #286: forwarding shouldAutorotate alone",
      "https://github.com/romaonthego/RESideMenu"),
    Source(
      "W8", .developerReport,
      "PKRevealController: rotate only if all its controllers support the orientation",
      "https://github.com/pkluz/PKRevealController"),
    Source(
      "W10", .developerReport,
      "2011 posts: a controller's view inside another's is not asked or told",
      "http://the.ichibod.com/kiji/uiviewcontroller-looks-out-for-itself-not-its-own/"),
    Source(
      "W12", .developerReport,
      "SWRevealViewController #344: presenting on detached view controllers is discouraged",
      "https://github.com/John-Lluch/SWRevealViewController/issues/344"),
    Source(
      "W24", .developerReport,
      "MGSplitViewController PR #68, issue #2: a split rotates only if both children agree",
      "https://github.com/mattgemmell/MGSplitViewController"),
    Source(
      "W25", .developerReport,
      "UISplitViewController on iPhone raises before the iOS 8 SDK (NSHipster, 2014)",
      "https://github.com/NSHipster/articles"),
    Source(
      "W26", .developerReport,
      "tewha.net (2012): controllers started from viewWillAppear: at launch open in portrait",
      "https://tewha.net/2012/09/how-to-avoid-starting-view-controllers-in-the-wrong-orientation-on-startup/"
    ),
    Source(
      "W27", .developerReport,
      "WordPress-iOS #5554, Stack Overflow 9088465: unbalanced appearance transitions at launch",
      "https://github.com/wordpress-mobile/WordPress-iOS/issues/5554"),
    Source(
      "W28", .developerReport,
      "apptentive-ios #32: presenting on a controller whose view is not in the window hierarchy",
      "https://github.com/apptentive/apptentive-ios/issues/32"),
    Source(
      "W29", .developerReport,
      "samekard (2013): an iPad form sheet decides on iOS 5, not on 6",
      "https://samekard.blogspot.com/2013/04/form-sheet.html"),
    Source(
      "W30", .developerReport,
      "Baker #642, #310, PR #313: present and dismiss a plain controller to force an orientation",
      "https://github.com/bakerframework/baker"),
    Source(
      "W32", .developerReport,
      "A Stack Overflow answer (copy): re-adding the root view re-asks the legacy method",
      "https://boohere.com/es/detail/237045.html"),
  ]
}
