/// Every source the rules reference cites (docs/rules.md, "Sources"), with the seed articles
/// the product was born from. Titles name the documents; URLs point to the page or, where the
/// original is gone, to the copy that was read.
extension Source {
  public static let all: [Source] =
    seeds + apple + community + modern + apps + record + system + [
      Source(
        "I", .inference, "Inferred by this reference: no source states the rule directly", nil,
        note: "the section cited says what the inference rests on; the trace names the profile "
          + "parameter that chose it")
    ]

  static let seeds: [Source] = [
    Source(
      "seed 000", .seedArticle,
      "Upgrading a portrait app with one landscape screen to iOS 6 (a developer's blog post, "
        + "2012)", nil,
      note: "quotes the iOS 6 release notes [S1]; the navigation-controller subclass that "
        + "forwards to its top controller"),
    Source(
      "seed 003", .seedArticle,
      "Restricting or allowing the orientation on specific screens only "
        + "[supportedInterfaceOrientations] (a Japanese developer's Swift memo)", nil,
      note: "container extensions that forward to the visible child and the UIDevice "
        + "setValue:forKey: workaround [S2]"),
    Source(
      "seed 004", .seedArticle,
      "[IPhone] Launching your Application in Landscape (a blog copy of TN2244, 2010-06-18)",
      "http://cloudhsu921en.blogspot.com/2010/06/iphone-launching-your-application-in.html",
      note: "the 2009 text of TN2244 [S3], with its iPhone OS 2.0 transform recipe"),
  ]

  /// Apple's iOS 16 release notes, which [A20-Q] and [A20-Q2] cite.
  static let iOS16ReleaseNotes =
    "https://developer.apple.com/documentation/ios-ipados-release-notes/ios-16-release-notes"

  static let apple: [Source] = [
    Source(
      "S1", .releaseNotes, "iOS 6 SDK Release Notes, UIKit: autorotation",
      "https://paraches.hatenadiary.org/entry/20120922",
      note: "read through quotations, also in seed 000"),
    Source(
      "C-rel", .releaseNotes, "iOS 6 SDK Release Notes, UIKit (another copy)",
      "https://e-com-net.com/article/5363738.htm"),
    Source(
      "S2", .seedArticle, "The Swift-era forcing article (seed 003)", nil,
      note: "see seed 003"),
    Source(
      "S3", .technicalNote, "TN2244 \"Launching your Application in Landscape\" (2009)",
      "http://cloudhsu921en.blogspot.com/2010/06/iphone-launching-your-application-in.html",
      note: "the original text through seed 004"),
    Source(
      "A2", .appleDocumentation, "UIViewController.supportedInterfaceOrientations",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations"
    ),
    Source(
      "A3", .appleDocumentation, "UIViewController.shouldAutorotate (iOS 6.0 to 16.0)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate"),
    Source(
      "A4", .appleDocumentation, "UIViewController.preferredInterfaceOrientationForPresentation",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation"
    ),
    Source(
      "A5", .appleDocumentation, "UIApplication.supportedInterfaceOrientations(for:)",
      "https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)"
    ),
    Source(
      "A6", .appleDocumentation,
      "UIApplicationDelegate application(_:supportedInterfaceOrientationsFor:) (6.0 to 27.0)",
      "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)"
    ),
    Source(
      "A7", .technicalQA,
      "QA1688 \"Why won't my UIViewController rotate with the device?\" (2013-04-18)",
      "https://developer.apple.com/library/archive/qa/qa1688/_index.html"),
    Source(
      "A7-orig", .technicalQA, "QA1688, original text (2010)",
      "https://www.laitimes.com/article/1n9jv_1sraw.html"),
    Source(
      "A8", .technicalNote,
      "TN2244 \"Launching your iPhone Application in Landscape\" (2015-05-26)",
      "https://developer.apple.com/library/archive/technotes/tn2244/_index.html"),
    Source(
      "A8-orig", .technicalNote, "TN2244 \"Launching your Application in Landscape\" (2009)",
      "http://cloudhsu921en.blogspot.com/2010/06/iphone-launching-your-application-in.html"),
    Source(
      "A9", .technicalQA, "QA1700 \"Launch Image Doesn't Show Up for iPhone Apps\"",
      "https://developer.apple.com/library/archive/qa/qa1700/_index.html"),
    Source(
      "A10", .technicalQA, "QA1588 \"Automatic orientation support for iPhone and iPad apps\"",
      "https://blog.csdn.net/jackhjb/article/details/8483069"),
    Source(
      "A11", .appleDocumentation,
      "View Controller Programming Guide: Supporting Multiple Interface Orientations (iOS 6)",
      "https://developer.apple.com/library/ios/featuredarticles/ViewControllerPGforiPhoneOS/RespondingtoDeviceOrientationChanges/RespondingtoDeviceOrientationChanges.html"
    ),
    Source(
      "A12", .appleDocumentation,
      "UIViewController Class Reference (iPhone OS 3): Handling View Rotations",
      "http://ansaurus.com/question/2048781-single-stage-vs-two-stage-animation-for-iphone-apps"),
    Source(
      "A13-Q", .appleDocumentation,
      "UIViewController Class Reference (iOS 8 to 10): Handling View Rotations", nil,
      note: "quoted in the blog post \"Device Rotations And View Rotations\" (2017-11-16)"),
    Source(
      "A14", .appleDocumentation, "Info.plist key UIInterfaceOrientation",
      "https://developer.apple.com/documentation/bundleresources/information-property-list/uiinterfaceorientation"
    ),
    Source(
      "A15", .appleDocumentation, "Info.plist key UISupportedInterfaceOrientations (3.2 and later)",
      "https://developer.apple.com/documentation/bundleresources/information-property-list/uisupportedinterfaceorientations"
    ),
    Source(
      "A16", .appleDocumentation, "Adopting Multitasking Enhancements on iPad",
      "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/QuickStartForSlideOverAndSplitView.html"
    ),
    Source(
      "A17", .appleDocumentation,
      "Info.plist key UIRequiresFullScreenIgnoredStartingWithVersion (26.2)",
      "https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreenignoredstartingwithversion"
    ),
    Source(
      "A18", .appleDocumentation,
      "UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()"
    ),
    Source(
      "A19", .appleDocumentation, "UIWindowScene.requestGeometryUpdate(_:errorHandler:)",
      "https://developer.apple.com/documentation/uikit/uiwindowscene/requestgeometryupdate(_:errorhandler:)"
    ),
    Source(
      "A20-Q", .releaseNotes, "iOS & iPadOS 16 release notes: UIKit deprecations",
      iOS16ReleaseNotes,
      note: "read through quotations, as in "
        + "https://github.com/apache/cordova-plugin-screen-orientation/issues/100"),
    Source(
      "A20-Q2", .releaseNotes, "iOS 16 release notes: setting UIDevice's orientation",
      iOS16ReleaseNotes,
      note: "read through a quotation: \"Attempting to set an orientation on UIDevice via "
        + "setValue:forKey: isn’t supported and no longer works\", quoted in "
        + "https://github.com/fuse-open/fuselibs/pull/1454"),
    Source(
      "A21", .appleDocumentation,
      "UIViewController.attemptRotationToDeviceOrientation() (5.0 to 16.0)",
      "https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()"
    ),
    Source(
      "A22", .appleDocumentation, "UIApplication.statusBarOrientation (2.0 to 13.0)",
      "https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation"),
    Source(
      "A23", .appleDocumentation, "UIApplication.setStatusBarOrientation(_:animated:) (2.0 to 9.0)",
      "https://developer.apple.com/documentation/uikit/uiapplication/setstatusbarorientation(_:animated:)"
    ),
    Source(
      "A23b", .appleDocumentation, "UIApplication.statusBarOrientationAnimationDuration",
      "https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientationanimationduration"
    ),
    Source(
      "A24", .appleDocumentation, "UIApplication.statusBarFrame",
      "https://developer.apple.com/documentation/uikit/uiapplication/statusbarframe"),
    Source(
      "A25", .appleDocumentation, "UIScreen.bounds and nativeBounds",
      "https://developer.apple.com/documentation/uikit/uiscreen/bounds"),
    Source(
      "A26", .appleDocumentation, "UIWindow.rootViewController (4.0 and later)",
      "https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller"),
    Source(
      "A27", .appleDocumentation, "UIModalPresentationStyle.automatic",
      "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic"),
    Source(
      "A28", .appleDocumentation, "viewWillTransition(to:with:) and willRotate(to:duration:)",
      "https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)"
    ),
    Source(
      "A29", .header, "UIKit headers UIDevice.h and UIApplication.h", nil,
      note: "orientation enums and their order, the Left/Right comment, the mask definitions, "
        + "UIApplicationInvalidInterfaceOrientationException (6.0), "
        + "UIDeviceOrientationIsValidInterfaceOrientation; copies kept in public repositories"),
    Source(
      "A29-MS", .header, "UIInterfaceOrientationMask values (a binding's reference)",
      "https://learn.microsoft.com/en-us/dotnet/api/uikit.uiinterfaceorientationmask"),
    Source(
      "A29-h", .header,
      "shouldAutorotateToInterfaceOrientation: declared deprecated from 6.0 (header line)",
      "https://github.com/jhasse/jngl/issues/30", note: "read through a quotation"),
    Source(
      "A30", .appleDocumentation,
      "UINavigationControllerDelegate and UITabBarControllerDelegate orientation methods (7.0)",
      "https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:)"
    ),
    Source(
      "A31", .appleDocumentation,
      "UIWindowSceneDelegate supportedInterfaceOrientations(for:) (27.0)",
      "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)"
    ),
    Source(
      "A32", .appleDocumentation, "UIWindowScene.Geometry.interfaceOrientation (16.0)",
      "https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation"),
    Source(
      "A33", .appleDocumentation, "Info.plist key UILaunchScreen (14.0)",
      "https://developer.apple.com/documentation/bundleresources/information-property-list/uilaunchscreen"
    ),
  ]
}
