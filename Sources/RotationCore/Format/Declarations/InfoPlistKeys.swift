/// An Info.plist key that matters to rotation, declared once: its name, its type, which
/// profiles read it, how the catalogue reads and writes it, how it reads to a person, and so
/// what `rotationdb plist` extracts from a real Info.plist (catalogue-format §2, rules §9).
public struct InfoPlistKey: Sendable {
  /// The key exactly as in a real Info.plist.
  public let name: String
  /// The value's type as the contract names it.
  public let type: String
  /// What the key means.
  public let meaning: String
  /// Which profiles read it, and through which parameter.
  public let readBy: String
  let read: @Sendable (JSONNode, String, inout InfoPlist) throws(CatalogueError) -> Void
  let write: @Sendable (InfoPlist) -> JSON?
  let spoken: @Sendable (InfoPlist) -> String?

  /// Every key, in the contract's order.
  public static let all: [InfoPlistKey] = [
    orientationList(
      InfoPlist.Key.supported, \.supportedInterfaceOrientations,
      meaning: "the app's orientations (3.2+)",
      readBy: "profiles whose readsSupportedOrientationsKey is true (2.1+ and later): a launch "
        + "hint before iOS 6, the app's mask from iOS 6"),
    orientationList(
      InfoPlist.Key.supportedPad, \.supportedInterfaceOrientationsPad,
      meaning: "the iPad-specific value, used on iPad instead of the generic key",
      readBy: "as UISupportedInterfaceOrientations, on iPad only"),
    orientation(
      InfoPlist.Key.interfaceOrientation, \.interfaceOrientation,
      meaning: "the initial (status-bar) orientation",
      readBy:
        "every profile, at launch, when UISupportedInterfaceOrientations is absent or not read"),
    flag(
      InfoPlist.Key.statusBarHidden, \.statusBarHidden,
      meaning: "the status bar is hidden at launch",
      readBy: "every profile, for the geometry of a manual transform (rules §0.2)"),
    flag(
      InfoPlist.Key.requiresFullScreen, \.requiresFullScreen,
      meaning: "opts an iPad app out of multitasking (9+)",
      readBy: "profiles whose multitasking is true (9+ and later), for iPad multitasking"),
    InfoPlistKey(
      name: InfoPlist.Key.launchStoryboardName, type: "string",
      meaning: "the launch storyboard; an iPad app needs one to multitask (9+)",
      readBy: "profiles whose multitasking is true, for iPad multitasking",
      read: { node, path, plist throws(CatalogueError) in
        plist.launchStoryboardName = try Read.string(node, path, maxLength: 200)
      },
      write: { $0.launchStoryboardName.map(JSON.string) },
      spoken: { $0.launchStoryboardName }),
    object(
      InfoPlist.Key.sceneManifest, \.sceneManifest,
      meaning: "the app uses scenes (13+); its content does not matter to rotation",
      readBy: "profiles whose sceneLifecycleWarning is not none (16+, 26+)"),
    InfoPlistKey(
      name: InfoPlist.Key.requiresFullScreenIgnored, type: "string, a version such as \"26.2\"",
      meaning: "from this system version on, UIRequiresFullScreen is ignored (read from 26.2)",
      readBy: "profiles whose version is 26.2 or later, when UIRequiresFullScreen is true",
      read: { node, path, plist throws(CatalogueError) in
        plist.requiresFullScreenIgnoredStartingWithVersion = try Read.version(node, path)
      },
      write: { $0.requiresFullScreenIgnoredStartingWithVersion.map { .string($0.description) } },
      spoken: { $0.requiresFullScreenIgnoredStartingWithVersion?.description }),
    object(
      InfoPlist.Key.launchScreen, \.launchScreen,
      meaning: "the launch screen as a dictionary (Xcode 12+, SwiftUI templates): kept, not read; "
        + "it counts as a launch screen wherever UILaunchStoryboardName does",
      readBy: "as UILaunchStoryboardName, for iPad multitasking"),
    object(
      InfoPlist.Key.launchScreenPad, \.launchScreenPad,
      meaning: "the iPad-specific UILaunchScreen, read on iPad before the generic keys",
      readBy: "as UILaunchStoryboardName, on iPad only"),
    InfoPlistKey(
      name: InfoPlist.Key.launchStoryboardNamePad, type: "string",
      meaning: "the iPad-specific UILaunchStoryboardName, read on iPad before the generic keys",
      readBy: "as UILaunchStoryboardName, on iPad only",
      read: { node, path, plist throws(CatalogueError) in
        plist.launchStoryboardNamePad = try Read.string(node, path, maxLength: 200)
      },
      write: { $0.launchStoryboardNamePad.map(JSON.string) },
      spoken: { $0.launchStoryboardNamePad }),
    flag(
      InfoPlist.Key.requiresFullScreenPad, \.requiresFullScreenPad,
      meaning: "the iPad-specific UIRequiresFullScreen, read on iPad instead of the generic key",
      readBy: "as UIRequiresFullScreen, on iPad only"),
    orientation(
      InfoPlist.Key.interfaceOrientationPad, \.interfaceOrientationPad,
      meaning: "the iPad-specific UIInterfaceOrientation, read on iPad instead of the generic key",
      readBy: "as UIInterfaceOrientation, on iPad only"),
    orientation(
      InfoPlist.Key.interfaceOrientationPhone, \.interfaceOrientationPhone,
      meaning:
        "the iPhone-specific UIInterfaceOrientation, read on iPhone instead of the generic key",
      readBy: "as UIInterfaceOrientation, on iPhone only"),
    flag(
      InfoPlist.Key.statusBarHiddenPad, \.statusBarHiddenPad,
      meaning: "the iPad-specific UIStatusBarHidden, read on iPad instead of the generic key",
      readBy: "as UIStatusBarHidden, on iPad only"),
    flag(
      InfoPlist.Key.statusBarHiddenPhone, \.statusBarHiddenPhone,
      meaning: "the iPhone-specific UIStatusBarHidden, read on iPhone instead of the generic key",
      readBy: "as UIStatusBarHidden, on iPhone only"),
  ]

  /// A dictionary key whose presence matters and whose content does not: kept as compact
  /// canonical JSON, written back as it was.
  static func object(
    _ name: String, _ field: WritableKeyPath<InfoPlist, String?> & Sendable, meaning: String,
    readBy: String
  ) -> InfoPlistKey {
    InfoPlistKey(
      name: name, type: "object", meaning: meaning, readBy: readBy,
      read: { node, path, plist throws(CatalogueError) in
        guard case .object = node.value else {
          throw Read.fail(node, path, "expected an object, found \(node.typeName)")
        }
        plist[keyPath: field] = try JSON(node, path).compact()
      },
      write: { plist in
        plist[keyPath: field].flatMap { try? JSON(JSONParser.parse(Array($0.utf8)), "") }
      },
      spoken: { plist in plist[keyPath: field] == nil ? nil : "present" })
  }

  static func orientationList(
    _ name: String, _ field: WritableKeyPath<InfoPlist, [InterfaceOrientation]?> & Sendable,
    meaning: String, readBy: String
  ) -> InfoPlistKey {
    InfoPlistKey(
      name: name, type: "[InterfaceOrientation]", meaning: meaning, readBy: readBy,
      read: { node, path, plist throws(CatalogueError) in
        plist[keyPath: field] = try Read.interfaceOrientations(node, path)
      },
      write: { plist in plist[keyPath: field].map { .array($0.map { .string($0.name) }) } },
      spoken: { plist in
        plist[keyPath: field].map { "[" + $0.map(\.name).joined(separator: ", ") + "]" }
      })
  }

  static func orientation(
    _ name: String, _ field: WritableKeyPath<InfoPlist, InterfaceOrientation?> & Sendable,
    meaning: String, readBy: String
  ) -> InfoPlistKey {
    InfoPlistKey(
      name: name, type: "InterfaceOrientation", meaning: meaning, readBy: readBy,
      read: { node, path, plist throws(CatalogueError) in
        plist[keyPath: field] = try Read.interfaceOrientation(node, path)
      },
      write: { plist in plist[keyPath: field].map { .string($0.name) } },
      spoken: { plist in plist[keyPath: field]?.name })
  }

  static func flag(
    _ name: String, _ field: WritableKeyPath<InfoPlist, Bool?> & Sendable, meaning: String,
    readBy: String
  ) -> InfoPlistKey {
    InfoPlistKey(
      name: name, type: "bool", meaning: meaning, readBy: readBy,
      read: { node, path, plist throws(CatalogueError) in
        plist[keyPath: field] = try Read.bool(node, path)
      },
      write: { plist in plist[keyPath: field].map(JSON.bool) },
      spoken: { plist in plist[keyPath: field].map { String($0) } })
  }
}

extension InfoPlist {
  /// The catalogue's `infoPlist` object.
  public var json: JSON {
    .object(InfoPlistKey.all.compactMap { key in key.write(self).map { (key.name, $0) } })
  }

  /// Reads the catalogue's `infoPlist` object.
  static func decode(_ node: JSONNode, path: String) throws(CatalogueError) -> InfoPlist {
    let reader = try ObjectReader(node, path: path, known: InfoPlistKey.all.map(\.name))
    var plist = InfoPlist()
    for key in InfoPlistKey.all {
      if let value = reader.optional(key.name) {
        try key.read(value, reader.child(key.name), &plist)
      }
    }
    return plist
  }

  /// The keys of a real Info.plist that concern rotation but that ``extract(from:)`` leaves
  /// out, sorted: a device or platform variant the catalogue has no key for
  /// (`UILaunchStoryboardName~iphone`, `UIInterfaceOrientation-iphoneos`), or `UILaunchScreens`.
  public static func unkept(_ names: some Sequence<String>) -> [String] {
    func base(_ name: String) -> Substring {
      name.prefix { $0 != "~" && $0 != "-" }
    }
    let kept = Set(InfoPlistKey.all.map(\.name) + [Key.supportedPhone])
    let concerning = Set(InfoPlistKey.all.map { base($0.name) } + ["UILaunchScreens"])
    return names.filter { !kept.contains($0) && concerning.contains(base($0)) }.sorted()
  }

  /// The rotation keys of a real Info.plist, given as JSON values (strings, booleans, numbers,
  /// arrays); other keys are ignored. A list that names an orientation twice keeps the first.
  ///
  /// `UISupportedInterfaceOrientations~iphone`, which an iPhone reads instead of the generic key,
  /// becomes the generic key; the generic key's list, if any, then becomes the iPad's when the
  /// plist has no `~ipad` key, so each device reads what it read in the real file.
  public static func extract(from values: [String: JSON]) throws(CatalogueError) -> InfoPlist {
    var values = values
    if let phone = values.removeValue(forKey: Key.supportedPhone) {
      if values[Key.supportedPad] == nil, let generic = values[Key.supported] {
        values[Key.supportedPad] = generic
      }
      values[Key.supported] = phone
    }
    var plist = InfoPlist()
    for key in InfoPlistKey.all {
      guard var value = values[key.name] else { continue }
      if case .array(let items) = value {
        var seen = Set<String>()
        value = .array(
          items.filter { item in
            guard case .string(let text) = item else { return true }
            WorkCounter.add(1)
            return seen.insert(text).inserted
          })
      }
      let node: JSONNode
      do {
        node = try JSONParser.parse(Array(value.compact().utf8))
      } catch {
        throw CatalogueError(path: key.name, line: nil, message: error.message)
      }
      do {
        try key.read(node, key.name, &plist)
      } catch {
        throw CatalogueError(path: error.path, line: nil, message: error.message)
      }
    }
    return plist
  }
}
