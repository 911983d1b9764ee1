/// Developers' reports: blog posts, Q&A answers, issue threads, radars and emulators.
extension Source {
  static let community: [Source] = [
    Source(
      "C1", .developerReport, "Auto-rotating Tab Bars on the iPhone (2009)",
      "http://blog.costan.us/2009/01/auto-rotating-tab-bars-on-iphone.html"),
    Source(
      "C2", .developerReport,
      "The old UITabBarController reference's rotation section, paraphrased",
      "https://blog.csdn.net/rare_ice/article/details/49069149"),
    Source(
      "C3", .developerReport, "Allow landscape for only one tab (Stack Overflow 10889728)",
      "http://stackoverflow.com/questions/10889728/allow-change-of-orientation-to-landscape-for-only-one-tab-in-uitabviewcontroller"
    ),
    Source(
      "C4", .developerReport, "iPhone Landscape FAQ and Solutions (Stack Overflow 2953351)",
      "https://stackoverflow.com/questions/2953351/iphone-landscape-faq-and-solutions"),
    Source(
      "C5", .developerReport,
      "Constraining autorotation to one orientation for some views (Stack Overflow 5030315, 2011)",
      "https://devpeace.com/objective-c/5030315/how-to-constrain-autorotation-to-a-single-orientation-for-some-views-while-allo"
    ),
    Source(
      "C6", .developerReport, "How to Rock and Roll Your Apps (2010)",
      "https://wangling.me/2010/07/how-to-rock-and-roll-your-apps.html"),
    Source(
      "C7", .developerReport,
      "rdar 14080208: a navigation controller ignores its child's mask",
      "https://github.com/lionheart/openradar-mirror/issues/13715"),
    Source(
      "C8", .developerReport, "rdar 22854526: iOS 9 on iPad ignores view controllers' orientations",
      "https://github.com/lionheart/openradar-mirror/issues/6178"),
    Source(
      "C9", .developerReport,
      "UIApplicationInvalidInterfaceOrientation reports (Ejecta #38, Instabug-iOS #90)",
      "https://github.com/phoboslab/Ejecta/issues/38"),
    Source(
      "C9b", .developerReport, "JDStatusBarNotification #105: the exception's stack",
      "https://github.com/calimarkus/JDStatusBarNotification/issues/105"),
    Source(
      "C9c", .developerReport,
      "Unity-NativeAppstore #2: the crash happens on compact iPhones only",
      "https://github.com/purplelilgirl/Unity-NativeAppstore/issues/2"),
    Source(
      "C9d", .developerReport, "SalesforceMobileSDK-iOS #2723 and #3060",
      "https://github.com/forcedotcom/SalesforceMobileSDK-iOS/issues/3060"),
    Source(
      "C10", .developerReport, "ProMotion #607: a mask returned as the preferred orientation",
      "https://github.com/jamonholmgren/ProMotion/issues/607"),
    Source(
      "C10b", .developerReport, "NYTPhotoViewer #360: a crash on dismissal",
      "https://github.com/nytimes/NYTPhotoViewer/issues/360"),
    Source(
      "C10c", .developerReport, "HHTransition #16: an 'unknown' preferred orientation",
      "https://github.com/yuwind/HHTransition/issues/16"),
    Source(
      "C10d", .developerReport, "Bytedance-UnionAD #105",
      "https://github.com/bytedance/Bytedance-UnionAD/issues/105"),
    Source(
      "C11", .developerReport, "LTHPasscodeViewController #129: an orientation returned as a mask",
      "https://github.com/rolandleth/LTHPasscodeViewController/issues/129"),
    Source(
      "C12", .developerReport, "Upside Down and Rotating iPhones",
      "https://useyourloaf.com/blog/upside-down-and-rotating-iphones/"),
    Source(
      "C12b", .developerReport,
      "iPhones without a Home button never turn upside down (\"by design\", Apple staff)",
      "https://whosebug.com/question/4689735/App-rotates-to-landscape-and-portrait-but-won-t-rotate-upside-down"
    ),
    Source(
      "C13", .developerReport, "Device orientation vs interface orientation",
      "https://markpospesel.wordpress.com/2014/05/23/orientation/"),
    Source(
      "C13b", .developerReport, "UIDevice.orientation reads Unknown at launch",
      "http://bynomial.com/blog/?p=25"),
    Source(
      "C14", .developerReport, "Forcing an orientation in iOS (2018)",
      "https://nunoalexandre.com/2018/07/14/forcing-an-orientation-in-ios"),
    Source(
      "C15", .developerReport, "supportedInterfaceOrientations: containers and iOS 13 page sheets",
      "https://jierong.dev/2020/10/04/supportedinterfaceorientations.html"),
    Source(
      "C16", .developerReport, "flutter #111587: setting UIDevice's orientation on iOS 16",
      "https://github.com/flutter/flutter/issues/111587"),
    Source(
      "C16b", .developerReport, "capacitor-screen-orientation #27: working, but logging",
      "https://github.com/capawesome-team/capacitor-screen-orientation/issues/27"),
    Source(
      "C17", .developerReport, "capacitor-plugins #100: UISceneErrorDomain error 101",
      "https://github.com/capawesome-team/capacitor-plugins/issues/100"),
    Source(
      "C18", .developerReport, "Programming iOS book examples: iOS 9 launch comments",
      "https://github.com/mattneub/Programming-iOS-Book-Examples"),
    Source(
      "C19", .developerReport,
      "Window coordinates stay portrait; the root view's transforms (iPad, iOS 5)",
      "https://manongdao.com/article-292769.html"),
    Source(
      "C20", .developerReport, "statusBarFrame is in portrait screen coordinates",
      "https://stackoverflow.org.cn/questions/12542998"),
    Source(
      "C21", .developerReport, "iOS 8: frames instead of transforms",
      "https://stackoom.com/en/question/1m5y7"),
    Source(
      "C22", .developerReport, "Default.png and Landscape Mode",
      "http://iosdevelopertips.com/user-interface/defaultpng-and-landscape-mode.html"),
    Source(
      "C23", .developerReport, "touchHLE, an iPhone OS 2 emulator: its UIKit orientation code",
      "https://github.com/touchHLE/touchHLE"),
    Source(
      "C24", .developerReport, "The iPhone OS guide's landscape recipe, \"fixed in 4.0+\"",
      "https://kaijuan.co/qa/402"),
    Source(
      "C25", .developerReport, "Device Orientation in iOS (2013)",
      "http://labs.adamluptak.com/device-orientation-in-ios/"),
    Source(
      "C27", .developerReport, "The private -[UIDevice setOrientation:]",
      "http://ansaurus.com/question/2083672-uiimagepickercontroller-in-landscape"),
    Source(
      "C28", .developerReport, "iOS 6 Orientation quirks and fixes",
      "https://www.mobinius.com/blogs/ios-6-orientation-quirks-and-fixes-for-your-ios-apps"),
    Source(
      "C-cont", .developerReport, "iOS 5 containers forward the rotation callbacks",
      "http://pullrequest.ru/5189862/uiviewcontroller-vnutri-kornevogo-viewcontroller-vraschaetsya"),
  ]
}
