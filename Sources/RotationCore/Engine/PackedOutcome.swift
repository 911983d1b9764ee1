/// An evaluation's outcome as plain words, the form a bulk run keeps: each step's action,
/// orientations, flags and mask as integers, its decider, `asked` and `notified` as codes of
/// the controllers' names in the scenario's ``NameTable``, and the fields most steps leave
/// empty (errors, warnings, windows, the manual transform, the trace) aside. Texts are made
/// only when the outcome is read (``outcome``). Two scenarios prepared with one table whose
/// steps read the same have the same packed steps (``sameSteps(as:)``), compared as integers.
public struct PackedOutcome: Sendable {
  public let scenario: String
  public let profile: String
  /// An error terminated the app; no later step appears.
  public internal(set) var crashed = false
  var steps: [Words] = []
  /// Each step's `asked` call codes, then its `notified` name codes, step after step. A call's
  /// code is its controller's name code times ``methods`` plus its method's ordinal.
  var codes: [Int32] = []
  /// The table the codes are of.
  let names: NameTable
  /// The rare fields of the steps that have any (``Words/rare``).
  var rare: [Rare] = []

  /// One step, as words.
  struct Words: Sendable, Equatable {
    /// The orientations (device as held and as reported, interface, status bar: a byte each),
    /// the flags `rotated` (bit 32) and `skipped` (bit 33), and the action's ordinal (bits 40
    /// to 47).
    var word: UInt64
    var supported: Int
    /// The decider's name code, ``applicationDecider`` or ``noDecider``.
    var decider: Int32
    /// How many codes the step has for those told and for its calls (a step of a catalogue's
    /// may tell and ask many thousands of controllers).
    var notified: Int32
    var asked: Int32
    /// The step's place in ``PackedOutcome/rare``, or -1.
    var rare: Int32
  }

  /// The fields most steps leave empty.
  struct Rare: Sendable, Equatable {
    var error: OutcomeError?
    var geometryError: GeometryError?
    var windowOrientations: [WindowOrientation]
    var manualTransform: ManualTransform?
    var warnings: [String]
    var trace: [String]
  }

  static let applicationDecider: Int32 = -1
  static let noDecider: Int32 = -2
  /// `application:supportedInterfaceOrientationsForWindow:` as a call code.
  static let applicationCall: Int32 = -1
  static let methods = AskedMethod.controllers.count
  /// The actions, in declaration order: a step's word holds its action's place here
  /// (`allCases` makes a new array each time).
  static let actions = Step.Action.allCases

  init(scenario: String, profile: String, steps count: Int, names: NameTable) {
    self.scenario = scenario
    self.profile = profile
    self.names = names
    steps.reserveCapacity(count)
  }

  /// The number of steps that ran.
  public var stepCount: Int { steps.count }

  static func word(
    action: Step.Action, device: DeviceOrientation, reported: DeviceOrientation,
    interface: InterfaceOrientation, statusBar: InterfaceOrientation, rotated: Bool,
    skipped: Bool
  ) -> UInt64 {
    UInt64(truncatingIfNeeded: device.rawValue)
      | UInt64(truncatingIfNeeded: reported.rawValue) << 8
      | UInt64(truncatingIfNeeded: interface.rawValue) << 16
      | UInt64(truncatingIfNeeded: statusBar.rawValue) << 24
      | (rotated ? 1 : 0) << 32 | (skipped ? 1 : 0) << 33
      | UInt64(truncatingIfNeeded: Self.actions.firstIndex(of: action)!) << 40
  }

  /// The outcome as it reads: every name and text made.
  public var outcome: Outcome {
    var offset = 0
    var made: [StepOutcome] = []
    made.reserveCapacity(steps.count)
    for (index, words) in steps.enumerated() {
      let asked = codes[offset..<offset + Int(words.asked)].map(callName)
      offset += Int(words.asked)
      let notified = codes[offset..<offset + Int(words.notified)].map(names.name)
      offset += Int(words.notified)
      let rare = words.rare < 0 ? nil : self.rare[Int(words.rare)]
      let word = words.word
      made.append(
        StepOutcome(
          index: index, action: Self.actions[Int(word >> 40 & 0xFF)].rawValue,
          deviceOrientation: Self.device(word), reportedDeviceOrientation: Self.device(word >> 8),
          interfaceOrientation: Self.interface(word >> 16),
          statusBarOrientation: Self.interface(word >> 24), rotated: word >> 32 & 1 == 1,
          decider: decider(words.decider), supported: OrientationMask(rawValue: words.supported),
          error: rare?.error, geometryError: rare?.geometryError, skipped: word >> 33 & 1 == 1,
          windowOrientations: rare?.windowOrientations ?? [], notified: notified, asked: asked,
          manualTransform: rare?.manualTransform, warnings: rare?.warnings ?? [],
          trace: rare?.trace ?? []))
    }
    return Outcome(scenario: scenario, profile: profile, crashed: crashed, steps: made)
  }

  private static func device(_ word: UInt64) -> DeviceOrientation {
    DeviceOrientation(rawValue: Int(word & 0xFF))!
  }

  private static func interface(_ word: UInt64) -> InterfaceOrientation {
    InterfaceOrientation(rawValue: Int(word & 0xFF))!
  }

  private func decider(_ code: Int32) -> String? {
    switch code {
    case Self.noDecider: nil
    case Self.applicationDecider: "application"
    default: names.name(code)
    }
  }

  /// A call's `asked` name, `NAME.method`.
  private func callName(_ code: Int32) -> String {
    guard code != Self.applicationCall else { return AskedMethod.applicationCall }
    let (name, method) = Int(code).quotientAndRemainder(dividingBy: Self.methods)
    return String(
      concatenating: [names.name(Int32(name)), ".", AskedMethod.controllers[method].rawValue])
  }
}

extension PackedOutcome {
  /// Whether the two outcomes' steps read the same (``outcome``'s steps are equal), whatever
  /// their scenarios and profiles. Outcomes coded by different tables are never the same.
  public func sameSteps(as other: PackedOutcome) -> Bool {
    names === other.names && steps == other.steps && codes == other.codes && rare == other.rare
  }

  /// A hash of the steps: each step's words and the codes, mixed as integers (multiply and
  /// shift) and handed to the hasher once. Outcomes with the same steps (``sameSteps(as:)``)
  /// hash alike. A hasher's `combine` a word cost ~800 instructions an outcome (callgrind, a
  /// run of 20,000 generated scenarios under 9 profiles).
  public func hashSteps(into hasher: inout Hasher) {
    var mixed = UInt64(truncatingIfNeeded: steps.count)
    func mix(_ value: UInt64) {
      mixed = (mixed ^ value) &* 0x9E37_79B9_7F4A_7C15
      mixed ^= mixed &>> 29
    }
    for words in steps {
      mix(words.word)
      mix(UInt64(truncatingIfNeeded: words.supported))
      mix(
        UInt64(truncatingIfNeeded: words.decider) << 32
          | UInt64(truncatingIfNeeded: words.notified))
      mix(UInt64(truncatingIfNeeded: words.asked))
    }
    for code in codes { mix(UInt64(truncatingIfNeeded: code)) }
    hasher.combine(mixed)
  }
}
