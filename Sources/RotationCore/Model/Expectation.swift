/// A recorded, expected outcome of one step under some profiles (catalogue-format §5).
/// Each stated field is compared; unstated (nil) fields are not.
public struct Expectation: Sendable, Hashable {
  /// Profile ids, or `["*"]` for all.
  public var profiles: [String]
  /// 0-based step index (`launch` is 0).
  public var step: Int
  /// The last step the stated fields hold at, when they hold from `step` through a later one
  /// (catalogue-format §5, `through`); nil: at `step` only.
  public var through: Int?
  public var interfaceOrientation: InterfaceOrientation?
  public var statusBarOrientation: InterfaceOrientation?
  public var rotated: Bool?
  /// The error expected at the step: `.some(nil)` means no error, `.some(name)` that error.
  public var error: String??
  public var crashed: Bool?
  /// The geometry request's error code: `.some(nil)` means no error (catalogue-format §7.7).
  public var geometryError: Int??
  /// A text that one of the step's warnings contains.
  public var warning: String?
  /// The step's decider: `.some(nil)` means nothing decided.
  public var decider: String??
  public var skipped: Bool?
  /// The controllers told about the rotation, compared as a set (catalogue-format §7.7).
  public var notified: [String]?
  /// Each named window's orientation, a subset of the step's (catalogue-format §8.5); with one
  /// window its name is `main`.
  public var windowOrientations: [WindowOrientation]?
  /// Controllers that must be among the step's `notified` (catalogue-format §8.5).
  public var notifiedIncludes: [String]?
  /// Controllers that must not be among the step's `notified` (catalogue-format §8.5).
  public var notifiedExcludes: [String]?
  /// `NAME.method` calls that must be among the step's `asked` (catalogue-format §8.5).
  public var asked: [String]?
  /// `NAME.method` calls that must not be among the step's `asked` (catalogue-format §8.5).
  public var notAsked: [String]?
  /// The step's `letterboxed` (catalogue-format §9.4).
  public var letterboxed: Bool?
  public var evidence: Evidence
  public var source: String?
  /// How sure the public record is of it (catalogue-format §8.5); never compared.
  public var confidence: Confidence?
  /// The engine's outcome is known to differ from it (catalogue-format §9.2): a difference is
  /// then known, not a failure, and an agreement is a failure.
  public var knownDifference: KnownDifference?

  public init(
    profiles: [String], step: Int, through: Int? = nil,
    interfaceOrientation: InterfaceOrientation? = nil,
    statusBarOrientation: InterfaceOrientation? = nil, rotated: Bool? = nil, error: String?? = nil,
    crashed: Bool? = nil, geometryError: Int?? = nil, warning: String? = nil,
    decider: String?? = nil, skipped: Bool? = nil, notified: [String]? = nil,
    windowOrientations: [WindowOrientation]? = nil, notifiedIncludes: [String]? = nil,
    notifiedExcludes: [String]? = nil, asked: [String]? = nil, notAsked: [String]? = nil,
    letterboxed: Bool? = nil, evidence: Evidence, source: String? = nil,
    confidence: Confidence? = nil, knownDifference: KnownDifference? = nil
  ) {
    self.profiles = profiles
    self.step = step
    self.through = through
    self.interfaceOrientation = interfaceOrientation
    self.statusBarOrientation = statusBarOrientation
    self.rotated = rotated
    self.error = error
    self.crashed = crashed
    self.geometryError = geometryError
    self.warning = warning
    self.decider = decider
    self.skipped = skipped
    self.notified = notified
    self.windowOrientations = windowOrientations
    self.notifiedIncludes = notifiedIncludes
    self.notifiedExcludes = notifiedExcludes
    self.asked = asked
    self.notAsked = notAsked
    self.letterboxed = letterboxed
    self.evidence = evidence
    self.source = source
    self.confidence = confidence
    self.knownDifference = knownDifference
  }

  /// The last step the expectation speaks of.
  public var lastStep: Int { through ?? step }

  /// The steps the expectation speaks of.
  public var steps: ClosedRange<Int> { step...lastStep }

  /// Whether the expectation applies to the profile.
  public func applies(to profileID: String) -> Bool {
    profiles.contains("*") || profiles.contains(profileID)
  }
}

/// How sure the reports behind an expectation are (catalogue-format §8.5).
public enum Confidence: String, Sendable, CaseIterable {
  /// Confirmed by several reports or by a maintainer.
  case high
  /// One clear first-hand report.
  case medium
  /// Unclear.
  case low
}

/// How an expectation is known.
public enum Evidence: String, Sendable, CaseIterable {
  /// Observed on hardware.
  case device
  case simulator
  /// Documented by Apple.
  case documented
  /// Reported by developers.
  case observed
  /// Derived, not stated by any source.
  case inferred
  /// Accepted from a run of this tool.
  case recorded
}
