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
