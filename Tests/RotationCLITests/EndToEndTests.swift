import Foundation
import Testing

/// Runs the real `rotationdb` binary and captures what it prints.
struct Binary {
  struct Result {
    var status: Int32
    var out: String
    var err: String
  }

  /// The binary built next to the test bundle.
  static var url: URL {
    let directory = Bundle.main.bundleURL.deletingLastPathComponent()
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("rotationdb"),
      directory.appendingPathComponent("rotationdb"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[1]
  }

  /// Runs it with `environment` over the test's own.
  static func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    // Standard input is written and standard error read on threads of their own while
    // standard output is read here: done one after another, a command that fills one pipe
    // (64 KiB) while the test waits on another would never finish.
    let group = DispatchGroup()
    let errData = Collected()
    let (reading, writing) = (err.fileHandleForReading, input.fileHandleForWriting)
    DispatchQueue.global().async(group: group) { errData.data = reading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) {
      if let stdin { writing.write(Data(stdin.utf8)) }
      try? writing.close()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
      err: String(decoding: errData.data, as: UTF8.self))
  }

  /// Bytes read on another thread, handed over when the group it ran in is done.
  private final class Collected: @unchecked Sendable {
    var data = Data()
  }
}

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "rotationdb-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@Suite("rotationdb end to end (the real binary)")
struct EndToEndTests {
  /// A catalogue written by hand from the contract.
  static let handWritten = """
    {
      "formatVersion": 1,
      "scenarios": [
        {
          "id": "nav-root-portrait-child",
          "title": "Navigation root whose first screen is portrait only",
          "tags": ["navigation"],
          "device": "iphone",
          "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
          "window": {"rootViewController": {"name": "nav", "kind": "navigationController", "children": [
            {"name": "first", "supportedInterfaceOrientations": "portrait",
             "shouldAutorotateToInterfaceOrientation": ["portrait"]}]}},
          "steps": [{"action": "launch"}, {"action": "rotate", "deviceOrientation": "landscapeLeft"}],
          "expect": [
            {"profiles": ["2.0", "2.1+", "5"], "step": 1, "interfaceOrientation": "portrait", "evidence": "observed"},
            {"profiles": ["6+"], "step": 1, "interfaceOrientation": "landscapeRight", "evidence": "documented",
             "source": "iOS 6 release notes"}
          ]
        }
      ]
    }
    """

  @Test("evaluate prints the contract's outcome JSON, byte-identical run to run")
  func evaluate() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("catalogue.json")
    try Self.handWritten.write(to: file, atomically: true, encoding: .utf8)
    let first = try Binary.run(["evaluate", file.path])
    let second = try Binary.run(["evaluate", file.path])
    #expect(first.status == 0, "\(first.err)")
    #expect(first.out == second.out)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [String: Any])
    #expect(object["formatVersion"] as? Int == 1)
    let outcomes = try #require(object["outcomes"] as? [[String: Any]])
    #expect(
      outcomes.map { $0["profile"] as? String } == [
        "2.0", "2.1+", "5", "6+", "8", "9+", "13+", "16+", "26+",
      ])
    let steps = try #require(outcomes[3]["steps"] as? [[String: Any]])
    #expect(steps[1]["interfaceOrientation"] as? String == "landscapeRight")
    #expect(steps[1]["decider"] as? String == "nav")
    #expect(steps[1]["supported"] as? [String] == ["portrait", "landscapeLeft", "landscapeRight"])
    #expect(
      Set(steps[1].keys) == [
        "index", "action", "deviceOrientation", "reportedDeviceOrientation",
        "interfaceOrientation", "statusBarOrientation", "rotated", "decider", "supported", "error",
        "geometryError", "skipped", "windowOrientations", "notified", "asked", "manualTransform",
        "warnings", "trace",
      ])
    #expect(
      steps[1]["asked"] as? [String] == [
        "nav.shouldAutorotate", "nav.supportedInterfaceOrientations",
      ])
  }

  @Test("evaluate --check exits 1 when an expectation differs, 0 when all hold")
  func check() throws {
    let good = try Binary.run(
      ["evaluate", "-", "--check", "--format", "text"], stdin: Self.handWritten)
    #expect(good.status == 0, "\(good.err)")
    #expect(good.err == "9 outcomes, 4 expectations checked: all hold.\n")
    let broken = Self.handWritten.replacingOccurrences(
      of: "\"landscapeRight\", \"evidence\"", with: "\"portrait\", \"evidence\"")
    let bad = try Binary.run(["evaluate", "-", "--check", "--profile", "6+"], stdin: broken)
    #expect(bad.status == 1)
    #expect(
      bad.err.contains(
        "nav-root-portrait-child under 6+, step 1: interfaceOrientation wanted portrait, got landscapeRight"
      ))
  }

  /// The one test that pins the built-in catalogue's figures (the README's example session
  /// shows them): when the catalogue grows, they change here only; every other test reads a
  /// fixed catalogue or counts the built-in one's scenarios.
  @Test("The built-in catalogue's expectations hold through the binary; its figures")
  func builtIn() throws {
    let result = try Binary.run(["evaluate", "@builtin", "--check", "--format", "text"])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.err == "3186 outcomes, 1075 expectations checked: all hold.\n")
    let diff = try Binary.run(["diff", "--profiles", "5", "6+", "--catalogue", "@builtin"])
    #expect(diff.out.hasPrefix("214 of 354 scenarios behave differently under 5 and 6+.\n"))
  }

  @Test(
    "Exit codes: 64 usage, 65 bad data, 66 unreadable input",
    arguments: [
      (["evaluat"], Int32(64), "Error: unknown command 'evaluat' (did you mean 'evaluate'?)"),
      (["evaluate"], 64, "Error: missing CATALOGUE.json"),
      (
        ["evaluate", "x.json", "--profil", "5"], 64,
        "Error: unknown option '--profil' (did you mean '--profile'?)"
      ),
      (["evaluate", "@builtin", "--profile", "1"], 64, "Error: unknown profile '1'"),
      (["evaluate", "@builtin", "--format", "xml"], 64, "Error: unknown format 'xml'"),
      (["explain", "@builtin", "seed000-nav-forwarding"], 64, "Error: missing --profile"),
      (
        ["evaluate", "/nonexistent/catalogue.json"], 66,
        "Error: cannot read '/nonexistent/catalogue.json'"
      ),
      (["plist", "/nonexistent/Info.plist"], 66, "Error: cannot read '/nonexistent/Info.plist'"),
      (
        ["explain", "@builtin", "no-such-scenario", "--profile", "6+"], 65,
        "Error: no scenario 'no-such-scenario'"
      ),
    ])
  func exitCodes(arguments: [String], status: Int32, message: String) throws {
    let result = try Binary.run(arguments)
    #expect(result.status == status, "\(result.err)")
    #expect(result.err.hasPrefix(message), "\(result.err)")
    #expect(result.out.isEmpty)
  }

  @Test(
    "Malformed catalogues exit 65 with the JSON path",
    arguments: [
      ("", "<stdin>: $: invalid JSON: the file is empty"),
      (
        "{\"formatVersion\": 1, \"scenarios\": [",
        "<stdin>: $: invalid JSON: unexpected end of file"
      ),
      (
        "{\"formatVersion\": 1, \"scenarios\": [{\"id\": \"a\"}]}",
        "<stdin>: scenarios[0].title: missing required key 'title'"
      ),
    ])
  func malformed(text: String, message: String) throws {
    let result = try Binary.run(["evaluate", "-"], stdin: text)
    #expect(result.status == 65)
    #expect(result.err.hasPrefix("Error: \(message)"), "\(result.err)")
  }

  @Test("explain tells the story with the rules it applied")
  func explain() throws {
    let result = try Binary.run([
      "explain", "@builtin", "seed004-landscape-right-launch-2x", "--profile", "2.0",
    ])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("manual transform 90° center (150, 240)"))
    #expect(result.out.contains("(§1.1 [S3][C24] D)"))
    #expect(result.out.contains("Expectations for 2.0: 1 recorded, all hold."))
  }

  @Test("explain under 16+: the seed's forced orientation only warns, and names what to call")
  func explainForcedOrientation16() throws {
    let result = try Binary.run([
      "explain", "@builtin", "seed003-forced-orientation-reverts", "--profile", "17",
    ])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("Profile 16+ (iOS 16 to 18)"))
    #expect(
      result.out.contains(
        "Console: [Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not "
          + "supported. Please use UIWindowScene.requestGeometryUpdate(_:)"))
    #expect(result.out.contains("use requestGeometryUpdate"))
    #expect(result.out.contains("The interface stays portrait. (§5.4 R16.5"))
    #expect(result.out.contains("Expectations for 16+: 2 recorded, all hold."))
  }

  @Test("A hand-written present-day catalogue: geometry requests, skipped steps and their errors")
  func presentDayByHand() throws {
    let text = """
      {"formatVersion": 1, "scenarios": [{
        "id": "video", "title": "A landscape video screen asks for landscape", "device": "iphone",
        "environment": {"hasHomeButton": false},
        "infoPlist": {"UISupportedInterfaceOrientations": ["portrait", "landscapeLeft", "landscapeRight"]},
        "window": {"rootViewController": {"name": "root", "supportedInterfaceOrientations": "portrait"}},
        "steps": [
          {"action": "launch"},
          {"action": "requestGeometryUpdate", "interfaceOrientations": "landscape"},
          {"action": "update", "controller": "root", "set": {"supportedInterfaceOrientations": "landscape"}},
          {"action": "setNeedsUpdateOfSupportedInterfaceOrientations", "turn": 1},
          {"action": "requestGeometryUpdate", "interfaceOrientations": ["landscapeLeft"], "turn": 1}
        ],
        "expect": [
          {"profiles": ["16+", "26+"], "step": 1, "geometryError": 101, "evidence": "observed"},
          {"profiles": ["16+", "26+"], "step": 4, "interfaceOrientation": "landscapeLeft", "geometryError": null, "evidence": "documented"},
          {"profiles": ["13+"], "step": 1, "skipped": true, "warning": "available from iOS 16.0", "evidence": "documented"}
        ]}]}
      """
    let result = try Binary.run(
      ["evaluate", "-", "--profile", "13", "--profile", "16", "--profile", "26", "--check"],
      stdin: text)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.err == "3 outcomes, 5 expectations checked: all hold.\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let outcomes = try #require(object["outcomes"] as? [[String: Any]])
    #expect(outcomes.map { $0["profile"] as? String } == ["13+", "16+", "26+"])
    let steps = try #require(outcomes[1]["steps"] as? [[String: Any]])
    let error = try #require(steps[1]["geometryError"] as? [String: Any])
    #expect(error["domain"] as? String == "UISceneErrorDomain")
    #expect(error["code"] as? Int == 101)
    #expect(
      error["message"] as? String
        == "None of the requested orientations are supported by the view controller. "
        + "Requested: landscapeLeft, landscapeRight; Supported: portrait")
    let skipped = try #require(outcomes[0]["steps"] as? [[String: Any]])
    #expect(skipped[1]["skipped"] as? Bool == true)
    // A malformed use of a new key names its path.
    let bad = try Binary.run(
      ["evaluate", "-"],
      stdin: text.replacingOccurrences(of: #""hasHomeButton": false"#, with: #""hasHomeButton": 0"#)
    )
    #expect(bad.status == 65)
    #expect(
      bad.err.hasPrefix(
        "Error: <stdin>: scenarios[0].environment.hasHomeButton: expected true or false, found a number"
      ), "\(bad.err)")
  }

  @Test("--help and --version print on stdout and exit 0")
  func help() throws {
    let overview = try Binary.run(["--help"])
    #expect(overview.status == 0)
    #expect(overview.out.contains("evaluate"))
    let evaluate = try Binary.run(["evaluate", "--help"])
    #expect(evaluate.out.hasPrefix("Usage: rotationdb evaluate CATALOGUE.json"))
    let version = try Binary.run(["--version"])
    #expect(version.out == "rotationdb 0.1.0 (engine 6, catalogue format 1)\n")
  }

  @Test("Conventions of swift-argument-parser tools: help, short options, errors pointing to help")
  func conventions() throws {
    // Bare rotationdb, `help help` and `--help` print the command list.
    let bare = try Binary.run([])
    #expect(bare.status == 0 && bare.out.contains("Commands:\n  evaluate"))
    #expect(try Binary.run(["help", "help"]).out == bare.out)
    #expect(
      try Binary.run(["--help", "evaluate"]).out == (try Binary.run(["help", "evaluate"])).out)
    // A usage error in a subcommand points to that subcommand's help.
    let missing = try Binary.run(["evaluate"])
    #expect(missing.status == 64)
    #expect(missing.err.hasSuffix("See 'rotationdb help evaluate' for more.\n"), "\(missing.err)")
    #expect(missing.err.contains("[--check]"))
    #expect(try Binary.run(["evalute"]).err.hasSuffix("See 'rotationdb help' for more.\n"))
    // -p, -f and -o are --profile, --format and --out.
    let long = try Binary.run(["evaluate", Fixture.catalogue, "--profile", "5", "--format", "text"])
    let short = try Binary.run(["evaluate", Fixture.catalogue, "-p", "5", "-f", "text"])
    #expect(short.status == 0 && short.out == long.out)
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("c.json").path
    #expect(
      try Binary.run(["generate", "--space", "small", "--limit", "2", "-o", file]).status == 0)
    #expect(FileManager.default.fileExists(atPath: file))
    #expect(
      try Binary.run(["evaluate", "@builtin", "-p"]).err.contains("option --profile needs a value"))
  }

  @Test("completion prints bash, zsh and fish scripts; bash completes commands, options, values")
  func completion() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bash = try Binary.run(["completion", "bash"])
    #expect(bash.status == 0)
    let script = directory.appendingPathComponent("rotationdb.bash")
    try bash.out.write(to: script, atomically: true, encoding: .utf8)
    func complete(_ words: [String]) throws -> String {
      let line = words.map { "'\($0)'" }.joined(separator: " ")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = [
        "-c",
        "source '\(script.path)'; COMP_WORDS=(\(line)); COMP_CWORD=\(words.count - 1); "
          + "_rotationdb; echo \"${COMPREPLY[*]}\"",
      ]
      // The script asks the installed binary for profile ids: it is on the PATH.
      process.environment = ProcessInfo.processInfo.environment.merging(
        ["PATH": Binary.url.deletingLastPathComponent().path + ":/usr/bin:/bin"],
        uniquingKeysWith: { $1 })
      process.currentDirectoryURL = directory
      let out = Pipe()
      process.standardOutput = out
      try process.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
    #expect(try complete(["rotationdb", "eva"]) == "evaluate")
    #expect(try complete(["rotationdb", "evaluate", "x.json", "-p", "1"]) == "13+ 16+")
    #expect(try complete(["rotationdb", "report", "--format", ""]) == "html md")
    #expect(try complete(["rotationdb", "evaluate", "--che"]) == "--check")
    #expect(try complete(["rotationdb", "catalogue", "--tag", "pub"]) == "public-report")
    #expect(try complete(["rotationdb", "sources", "--rep"]) == "--reports")
    // An option's second value completes as its first; the word after both does not.
    #expect(try complete(["rotationdb", "diff", "--profiles", "5", "1"]) == "13+ 16+")
    #expect(try complete(["rotationdb", "diff", "--profiles", "5", "6+", "--f"]) == "--format")
    for shell in ["zsh", "fish"] {
      let other = try Binary.run(["completion", shell])
      #expect(other.status == 0 && other.out.contains("evaluate"))
    }
    #expect(try Binary.run(["completion", "tcsh"]).status == 64)
  }

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
