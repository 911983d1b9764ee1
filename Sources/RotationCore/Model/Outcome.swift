/// What happened when one scenario ran under one profile (catalogue-format §6).
public struct Outcome: Sendable, Hashable {
  public var scenario: String
  public var profile: String
  /// An error terminated the app; no later step appears.
  public var crashed: Bool
  public var steps: [StepOutcome]

  public init(scenario: String, profile: String, crashed: Bool, steps: [StepOutcome]) {
    self.scenario = scenario
    self.profile = profile
    self.crashed = crashed
    self.steps = steps
  }

  /// The outcome of the last step that ran.
  public var last: StepOutcome? { steps.last }
}

/// The outcome of one step.
public struct StepOutcome: Sendable, Hashable {
  public var index: Int
  public var action: String
  /// How the device is physically held after the step.
  public var deviceOrientation: DeviceOrientation
  /// `UIDevice.current.orientation` as the app reads it: differs from ``deviceOrientation``
  /// after the key-value workaround (catalogue-format §7.6).
  public var reportedDeviceOrientation: DeviceOrientation
  /// The orientation the app's views are laid out in after the step.
  public var interfaceOrientation: InterfaceOrientation
  public var statusBarOrientation: InterfaceOrientation
  /// The step changed ``interfaceOrientation``.
  public var rotated: Bool
  /// The controller whose answers decided, `application` where only the app decided, or nil.
  public var decider: String?
  /// The effective supported set at the step.
  public var supported: OrientationMask
  public var error: OutcomeError?
  /// The error a geometry request's handler received (never a crash).
  public var geometryError: GeometryError?
  /// The step's API does not exist under the profile: nothing happened.
  public var skipped: Bool
  /// With several windows: each visible window's orientation, the main one first; empty with one.
  public var windowOrientations: [WindowOrientation]
  /// The controllers UIKit told about the rotation at this step, in the order told
  /// (catalogue-format §7.6, `notified`).
  public var notified: [String]
  /// The orientation methods UIKit called at this step, in the order first called, each once, as
  /// `NAME.method` (catalogue-format §8.4, `asked`).
  public var asked: [String]
  /// The scene is shown in a window whose orientation is not its interface orientation: an
  /// app windowed on iPadOS 26 that does not support the device's orientation keeps its own,
  /// upright in a letterboxed window (catalogue-format §9.4, `letterboxed`).
  public var letterboxed: Bool
  public var manualTransform: ManualTransform?
  public var warnings: [String]
  public var trace: [String]
}

extension StepOutcome {
  // In an extension, so that the engine keeps the memberwise initializer: it builds each
  // step's outcome in place.
  public init(
    index: Int, action: String, deviceOrientation: DeviceOrientation,
    reportedDeviceOrientation: DeviceOrientation? = nil,
    interfaceOrientation: InterfaceOrientation, statusBarOrientation: InterfaceOrientation,
    rotated: Bool, decider: String?, supported: OrientationMask, error: OutcomeError?,
    geometryError: GeometryError? = nil, skipped: Bool = false,
    windowOrientations: [WindowOrientation] = [], notified: [String] = [], asked: [String] = [],
    letterboxed: Bool = false, manualTransform: ManualTransform?, warnings: [String],
    trace: [String]
  ) {
    self.index = index
    self.action = action
    self.deviceOrientation = deviceOrientation
    self.reportedDeviceOrientation = reportedDeviceOrientation ?? deviceOrientation
    self.interfaceOrientation = interfaceOrientation
    self.statusBarOrientation = statusBarOrientation
    self.rotated = rotated
    self.decider = decider
    self.supported = supported
    self.error = error
    self.geometryError = geometryError
    self.skipped = skipped
    self.windowOrientations = windowOrientations
    self.notified = notified
    self.asked = asked
    self.letterboxed = letterboxed
    self.manualTransform = manualTransform
    self.warnings = warnings
    self.trace = trace
  }
}

extension StepOutcome {
  /// Whether two sequences of steps are equal: each pair of steps compared field by field in
  /// place. `Array`'s `==` copied each pair of steps to compare them, and a store compares
  /// sequences at every lookup.
  public static func equal(_ a: [StepOutcome], _ b: [StepOutcome]) -> Bool {
    guard a.count == b.count else { return false }
    let count = a.count
    return a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        guard let a = a.baseAddress, let b = b.baseAddress else { return true }
        for offset in 0..<count where !same(a + offset, b + offset) { return false }
        return true
      }
    }
  }

  /// `==` of the steps at two addresses, read in place: the integers and enumerations first,
  /// then the strings and arrays. Every stored property is compared (a test changes each one).
  private static func same(_ a: UnsafePointer<StepOutcome>, _ b: UnsafePointer<StepOutcome>)
    -> Bool
  {
    a.pointee.index == b.pointee.index
      && a.pointee.deviceOrientation == b.pointee.deviceOrientation
      && a.pointee.reportedDeviceOrientation == b.pointee.reportedDeviceOrientation
      && a.pointee.interfaceOrientation == b.pointee.interfaceOrientation
      && a.pointee.statusBarOrientation == b.pointee.statusBarOrientation
      && a.pointee.rotated == b.pointee.rotated && a.pointee.supported == b.pointee.supported
      && a.pointee.skipped == b.pointee.skipped && a.pointee.letterboxed == b.pointee.letterboxed
      && a.pointee.action == b.pointee.action
      && a.pointee.decider == b.pointee.decider && a.pointee.error == b.pointee.error
      && a.pointee.geometryError == b.pointee.geometryError
      && a.pointee.manualTransform == b.pointee.manualTransform
      && a.pointee.windowOrientations == b.pointee.windowOrientations
      && a.pointee.notified == b.pointee.notified && a.pointee.asked == b.pointee.asked
      && a.pointee.warnings == b.pointee.warnings
      && a.pointee.trace == b.pointee.trace
  }
}

/// An exception that terminates the app.
public struct OutcomeError: Sendable, Hashable {
  public var name: String
  public var message: String

  public init(name: String, message: String) {
    self.name = name
    self.message = message
  }
}

/// The error a geometry request's handler receives (rules-modern R16.4, [M11]).
public struct GeometryError: Sendable, Hashable {
  public var domain: String
  public var code: Int
  public var message: String

  public init(domain: String = "UISceneErrorDomain", code: Int, message: String) {
    self.domain = domain
    self.code = code
    self.message = message
  }
}

/// What an app must apply itself to show its views in the status bar's orientation
/// (iPhone OS 2.0 landscape launch, rules §0.2 and §1.1): the root view's rotation, center and
/// bounds, in points, in portrait screen coordinates.
public struct ManualTransform: Sendable, Hashable {
  public var rotationDegrees: Int
  public var center: (x: Int, y: Int)
  public var bounds: (width: Int, height: Int)

  public init(rotationDegrees: Int, center: (x: Int, y: Int), bounds: (width: Int, height: Int)) {
    self.rotationDegrees = rotationDegrees
    self.center = center
    self.bounds = bounds
  }

  /// The transform in words, saying whose it is: `manual transform (the app's own code turns
  /// its root view, rules §0.2): 90° about (150, 240), bounds 480×300`.
  public var spoken: String {
    "manual transform (the app's own code turns its root view, rules §0.2): "
      + "\(rotationDegrees)° about (\(center.x), \(center.y)), bounds \(bounds.width)×\(bounds.height)"
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.rotationDegrees == rhs.rotationDegrees && lhs.center == rhs.center
      && lhs.bounds == rhs.bounds
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rotationDegrees)
    hasher.combine(center.x)
    hasher.combine(center.y)
    hasher.combine(bounds.width)
    hasher.combine(bounds.height)
  }
}
