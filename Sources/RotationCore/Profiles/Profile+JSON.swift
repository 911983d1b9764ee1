extension Profile {
  /// The profile as canonical JSON: how the store keeps it and `profiles --format json` shows it.
  public var json: JSON {
    .object([
      ("id", .string(id)), ("name", .string(name)), ("order", .int(order)),
      ("parameters", .object(parameters.members.map { ($0.name, $0.value) })),
    ])
  }
}

extension Profile.Parameters {
  /// Every parameter by name, in declaration order, with its value as JSON.
  public var members: [(name: String, value: JSON)] {
    [
      ("autorotation", .string(autorotation.rawValue)),
      ("manualLandscapeLaunch", .bool(manualLandscapeLaunch)),
      ("readsSupportedOrientationsKey", .bool(readsSupportedOrientationsKey)),
      ("firstSubviewControllerRotates", .bool(firstSubviewControllerRotates)),
      ("containersConsultChildren", .bool(containersConsultChildren)),
      ("plistRestrictsAtRuntime", .bool(plistRestrictsAtRuntime)),
      ("appDelegateMask", .bool(appDelegateMask)),
      ("attemptRotationAvailable", .bool(attemptRotationAvailable)),
      ("presentationSetsOrientation", .bool(presentationSetsOrientation)),
      ("statusBarOrientationNeedsZeroMask", .bool(statusBarOrientationNeedsZeroMask)),
      ("warnsMissingRootViewController", .bool(warnsMissingRootViewController)),
      ("synthesizesLegacyMask", .bool(synthesizesLegacyMask)),
      ("autorotatesAtRuntime", .bool(autorotatesAtRuntime)),
      ("modalControllerAskedBefore6", .bool(modalControllerAskedBefore6)),
      ("navigationRule", .string(navigationRule.rawValue)),
      ("tabBarDefault", .string(tabBarDefault.rawValue)),
      ("legacyPrecedence", .string(legacyPrecedence.rawValue)),
      ("synthesizedMaskUsesAppMask", .bool(synthesizedMaskUsesAppMask)),
      ("zeroMask", .string(zeroMask.rawValue)),
      ("dismissalReevaluates", .bool(dismissalReevaluates)),
      ("presentationFallback", .string(presentationFallback.rawValue)),
      ("launchGeometry", .string(launchGeometry.rawValue)),
    ]
  }
}

extension Profile {
  /// Decodes a profile from its canonical JSON (as ``json`` writes it).
  public static func decode(_ bytes: [UInt8]) throws(CatalogueError) -> Profile {
    let node: JSONNode
    do {
      node = try JSONParser.parse(bytes)
    } catch {
      throw CatalogueError(path: "$", line: error.line, message: "invalid JSON: \(error.message)")
    }
    let reader = try ObjectReader(node, path: "$", known: ["id", "name", "order", "parameters"])
    let id = try Read.string(try reader.required("id"), "id", maxLength: 100)
    let name = try Read.string(try reader.required("name"), "name", maxLength: 200)
    let order = try Read.int(try reader.required("order"), "order")
    let defaults = Profile.iOS6.parameters
    let keys = defaults.members.map(\.name)
    let values = try ObjectReader(
      try reader.required("parameters"), path: "parameters", known: keys)
    func flag(_ key: String) throws(CatalogueError) -> Bool {
      try Read.bool(try values.required(key), values.child(key))
    }
    func choice<T: RawRepresentable<String> & CaseIterable>(_ key: String, _ type: T.Type)
      throws(CatalogueError) -> T
    {
      let node = try values.required(key)
      let raw = try Read.string(node, values.child(key))
      guard let value = T(rawValue: raw) else {
        throw Read.fail(
          node, values.child(key),
          "'\(raw)' is not one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return value
    }
    let parameters = Parameters(
      autorotation: try choice("autorotation", AutorotationAPI.self),
      manualLandscapeLaunch: try flag("manualLandscapeLaunch"),
      readsSupportedOrientationsKey: try flag("readsSupportedOrientationsKey"),
      firstSubviewControllerRotates: try flag("firstSubviewControllerRotates"),
      containersConsultChildren: try flag("containersConsultChildren"),
      plistRestrictsAtRuntime: try flag("plistRestrictsAtRuntime"),
      appDelegateMask: try flag("appDelegateMask"),
      attemptRotationAvailable: try flag("attemptRotationAvailable"),
      presentationSetsOrientation: try flag("presentationSetsOrientation"),
      statusBarOrientationNeedsZeroMask: try flag("statusBarOrientationNeedsZeroMask"),
      warnsMissingRootViewController: try flag("warnsMissingRootViewController"),
      synthesizesLegacyMask: try flag("synthesizesLegacyMask"),
      autorotatesAtRuntime: try flag("autorotatesAtRuntime"),
      modalControllerAskedBefore6: try flag("modalControllerAskedBefore6"),
      navigationRule: try choice("navigationRule", NavigationRule.self),
      tabBarDefault: try choice("tabBarDefault", TabBarDefault.self),
      legacyPrecedence: try choice("legacyPrecedence", LegacyPrecedence.self),
      synthesizedMaskUsesAppMask: try flag("synthesizedMaskUsesAppMask"),
      zeroMask: try choice("zeroMask", ZeroMask.self),
      dismissalReevaluates: try flag("dismissalReevaluates"),
      presentationFallback: try choice("presentationFallback", PresentationFallback.self),
      launchGeometry: try choice("launchGeometry", LaunchGeometry.self))
    for key in keys where !values.has(key) {
      throw CatalogueError(
        path: values.child(key), line: nil, message: "missing parameter '\(key)'")
    }
    return Profile(id: id, name: name, order: order, parameters: parameters)
  }
}
