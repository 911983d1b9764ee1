import Foundation
import Testing

@Suite("rotationdb plist end to end (the real binary)")
struct PlistEndToEndTests {
  @Test(
    "plist reads XML and binary property lists",
    arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
  func plist(format: PropertyListSerialization.PropertyListFormat) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let values: [String: Any] = [
      "CFBundleName": "Game",
      "UISupportedInterfaceOrientations": [
        "UIInterfaceOrientationLandscapeRight", "UIInterfaceOrientationLandscapeLeft",
      ],
      "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"],
      "UIStatusBarHidden": true,
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: values, format: format, options: 0)
    let file = directory.appendingPathComponent("Info.plist")
    try data.write(to: file)
    let result = try Binary.run(["plist", file.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out == """
        {
          "UISupportedInterfaceOrientations": ["landscapeRight", "landscapeLeft"],
          "UISupportedInterfaceOrientations~ipad": ["portrait"],
          "UIStatusBarHidden": true
        }

        """)
  }

  /// An Xcode project as Xcode 13 and later write it: no Info.plist keys for orientations, but
  /// `INFOPLIST_KEY_…` build settings at project and target level, per configuration.
  static let project = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 56;
    	objects = {

    /* Begin PBXNativeTarget section */
    		A10 /* App */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = A20 /* Build configuration list for PBXNativeTarget "App" */;
    			name = App;
    			productName = App;
    			productType = "com.apple.product-type.application";
    		};
    		A11 /* AppTests */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = A21;
    			name = AppTests;
    			productType = "com.apple.product-type.bundle.unit-test";
    		};
    /* End PBXNativeTarget section */
    		A00 /* Project object */ = {
    			isa = PBXProject;
    			buildConfigurationList = A22 /* Build configuration list for PBXProject "App" */;
    			targets = (
    				A10 /* App */,
    				A11 /* AppTests */,
    			);
    		};
    		A20 = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				A30 /* Debug */,
    				A31 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		A21 = {
    			isa = XCConfigurationList;
    			buildConfigurations = ( A32, A33, );
    			defaultConfigurationName = Release;
    		};
    		A22 = {
    			isa = XCConfigurationList;
    			buildConfigurations = ( A34, A35, );
    			defaultConfigurationName = Release;
    		};
    		A30 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				GENERATE_INFOPLIST_FILE = YES;
    				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
    			};
    			name = Debug;
    		};
    		A31 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				GENERATE_INFOPLIST_FILE = YES;
    				INFOPLIST_FILE = App/Info.plist;
    				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
    				INFOPLIST_KEY_UILaunchScreen_Generation = YES;
    				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
    				INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
    				PRODUCT_NAME = "$(TARGET_NAME)";
    			};
    			name = Release;
    		};
    		A32 = { isa = XCBuildConfiguration; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; name = Debug; };
    		A33 = { isa = XCBuildConfiguration; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; name = Release; };
    		A34 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_KEY_UIRequiresFullScreen = YES; }; name = Debug; };
    		A35 = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_KEY_UIRequiresFullScreen = YES; }; name = Release; };
    	};
    	rootObject = A00 /* Project object */;
    }
    """#

  @Test("plist reads an Xcode project's Info.plist build settings, and finds one in a folder")
  func xcodeProject() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = directory.appendingPathComponent("App")
    let bundle = app.appendingPathComponent("App.xcodeproj")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: app.appendingPathComponent("App"), withIntermediateDirectories: true)
    try Self.project.write(
      to: bundle.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    // The file INFOPLIST_FILE names: a key the settings do not set, and one they set otherwise.
    let file: [String: Any] = [
      "UIInterfaceOrientation": "UIInterfaceOrientationPortrait",
      "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"],
    ]
    try PropertyListSerialization.data(fromPropertyList: file, format: .xml, options: 0)
      .write(to: app.appendingPathComponent("App/Info.plist"))

    let release = """
      {
        "UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"],
        "UISupportedInterfaceOrientations~ipad": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
        "UIInterfaceOrientation": "portrait",
        "UIRequiresFullScreen": true,
        "UIApplicationSceneManifest": {
          "UIApplicationSupportsMultipleScenes": false
        },
        "UILaunchScreen": {}
      }

      """
    let result = try Binary.run(["plist", bundle.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out == release)
    let plist = app.path + "/App/Info.plist"
    #expect(
      result.err == """
        Note: UISupportedInterfaceOrientations~ipad is set both in \(plist) and by a build setting of target 'App'; printed the build setting's.
        Read target 'App' (Release) of \(bundle.path) and \(plist).

        """)
    // A folder holding the project reads it; a trailing slash is the same folder.
    let folder = try Binary.run(["plist", app.path + "/"])
    #expect(folder.status == 0)
    #expect(folder.out == release)

    // Debug: only the iPhone list and the project-level flag.
    let debug = try Binary.run(["plist", bundle.path, "--configuration", "Debug"])
    #expect(
      debug.out == """
        {
          "UISupportedInterfaceOrientations": ["portrait"],
          "UIRequiresFullScreen": true
        }

        """)
    let tests = try Binary.run(["plist", bundle.path, "--target", "AppTests"])
    #expect(tests.status == 0)
    #expect(tests.out == "{\n  \"UIRequiresFullScreen\": true\n}\n")

    let unknown = try Binary.run(["plist", bundle.path, "--target", "Ap"])
    #expect(unknown.status == 65)
    #expect(
      unknown.err
        == "Error: \(bundle.path) has no target 'Ap' (did you mean 'App'?); its targets: 'App', 'AppTests'\n"
    )
    let beta = try Binary.run(["plist", bundle.path, "--configuration", "Beta"])
    #expect(beta.status == 65)
    #expect(
      beta.err
        == "Error: \(bundle.path): target 'App' has no build configuration 'Beta'; its configurations: 'Debug', 'Release'\n"
    )
    let notProject = try Binary.run(["plist", plist, "--target", "App"])
    #expect(notProject.status == 64)
    #expect(
      notProject.err.hasPrefix("Error: --target reads an Xcode project; \(plist) is not one\n"))

    // A folder without a project: the one Info.plist with rotation keys below it, not a test
    // bundle's.
    let sources = app.appendingPathComponent("App")
    let testsFolder = sources.appendingPathComponent("Tests")
    try FileManager.default.createDirectory(at: testsFolder, withIntermediateDirectories: true)
    try PropertyListSerialization.data(
      fromPropertyList: ["CFBundlePackageType": "BNDL"], format: .xml, options: 0
    ).write(to: testsFolder.appendingPathComponent("Info.plist"))
    let found = try Binary.run(["plist", sources.path])
    #expect(found.status == 0)
    #expect(found.err == "Read \(plist).\n")
    #expect(found.out.contains(#""UIInterfaceOrientation": "portrait""#))

    // A plist without rotation keys says so, and prints nothing to paste.
    let none = try Binary.run(["plist", testsFolder.appendingPathComponent("Info.plist").path])
    #expect(none.status == 0)
    #expect(none.out == "")
    #expect(
      none.err.hasPrefix(
        "\(testsFolder.path)/Info.plist has none of the keys that matter to rotation (UISupportedInterfaceOrientations, "
      ))
    let empty = try Binary.run(["plist", directory.appendingPathComponent("nothing").path])
    #expect(empty.status == 66)
  }

  @Test("plist: the iPhone's key becomes the generic one, the generic one the iPad's")
  func phoneKey() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let values: [String: Any] = [
      "UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"],
      "UISupportedInterfaceOrientations~iphone": ["UIInterfaceOrientationPortrait"],
    ]
    let file = directory.appendingPathComponent("Info.plist")
    try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
      .write(to: file)
    let result = try Binary.run(["plist", file.path])
    #expect(
      result.out == """
        {
          "UISupportedInterfaceOrientations": ["portrait"],
          "UISupportedInterfaceOrientations~ipad": ["landscapeLeft"]
        }

        """)
  }

  @Test("plist keeps the ~ipad and ~iphone variants of the rotation keys, warning of none")
  func deviceVariants() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let values: [String: Any] = [
      "UIRequiresFullScreen": false,
      "UIRequiresFullScreen~ipad": true,
      "UIInterfaceOrientation~ipad": "UIInterfaceOrientationLandscapeLeft",
      "UIInterfaceOrientation~iphone": "UIInterfaceOrientationPortrait",
      "UIStatusBarHidden~ipad": false,
      "UIStatusBarHidden~iphone": true,
    ]
    let file = directory.appendingPathComponent("Info.plist")
    try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
      .write(to: file)
    let result = try Binary.run(["plist", file.path])
    #expect(result.status == 0 && result.err == "", "\(result.err)")
    #expect(
      result.out == """
        {
          "UIRequiresFullScreen": false,
          "UIRequiresFullScreen~ipad": true,
          "UIInterfaceOrientation~ipad": "landscapeLeft",
          "UIInterfaceOrientation~iphone": "portrait",
          "UIStatusBarHidden~ipad": false,
          "UIStatusBarHidden~iphone": true
        }

        """)
  }

  @Test("plist refuses a file that is not a property list")
  func notPlist() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Info.plist")
    try "not a plist".write(to: file, atomically: true, encoding: .utf8)
    let result = try Binary.run(["plist", file.path])
    #expect(result.status == 65)
    #expect(result.err == "Error: \(file.path): not a property list (XML or binary)\n")
  }
}
