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
  /// The number of steps that ran.
  public internal(set) var stepCount = 0
  /// Every step as integers, one after the other, in one buffer: its `asked` call codes, its
  /// `notified` name codes, then its ``Header`` (``Header/size`` words, last: a step's codes
  /// are recorded before its fixed fields are known). A call's code is its controller's name
  /// code times ``methods`` plus its method's ordinal.
  var words: [Int32] = []
  /// The table the codes are of.
  let names: NameTable
  /// The rare fields of the steps that have any (``Header/rare``).
  var rare: [Rare] = []

  /// A step's fixed fields, at the end of its words.
  struct Header {
    /// The orientations (device as held and as reported, interface, status bar: a byte each),
    /// the flags `rotated` (bit 32), `skipped` (bit 33) and `letterboxed` (bit 34), and the
    /// action's ordinal (bits 40 to 47).
    var word: UInt64
    var supported: Int32
    /// The decider's name code, ``applicationDecider`` or ``noDecider``.
    var decider: Int32
    /// How many codes the step has for its calls and for those told (a step of a catalogue's
    /// may ask and tell many thousands of controllers).
    var asked: Int32
    var notified: Int32
    /// The step's place in ``PackedOutcome/rare``, or -1.
    var rare: Int32

    static let size = 7

    /// The header written at `offset` of `words`.
    static func read(_ words: [Int32], at offset: Int) -> Header {
      Header(
        word: UInt64(UInt32(bitPattern: words[offset]))
          | UInt64(UInt32(bitPattern: words[offset + 1])) << 32,
        supported: words[offset + 2], decider: words[offset + 3], asked: words[offset + 4],
        notified: words[offset + 5], rare: words[offset + 6])
    }

    /// Appends the header to `words`, after its step's codes.
    func append(to words: inout [Int32]) {
      words.append(Int32(truncatingIfNeeded: word))
      words.append(Int32(truncatingIfNeeded: word >> 32))
      words.append(supported)
      words.append(decider)
      words.append(asked)
      words.append(notified)
      words.append(rare)
    }
  }

  /// The fields most steps leave empty.
  struct Rare: Sendable, Equatable {
    var error: Exception?
    var geometryError: GeometryError?
    var windowOrientations: [WindowOrientation]
    var manualTransform: ManualTransform?
    var warnings: [String]
    var trace: [String]
  }

  /// An exception as the outcome keeps it: UIKit's usual one by the class it names, its message
  /// made only when the outcome is read (a quarter of the generated space's evaluations raise
  /// it).
  enum Exception: Sendable, Equatable {
    case noCommonOrientation(raisingClass: String)
    /// Any other: the step raised it (``Simulation/raise(_:in:)``).
    case other(OutcomeError)

    var error: OutcomeError {
      switch self {
      case .noCommonOrientation(let name): Simulation.noCommonOrientation(name)
      case .other(let error): error
      }
    }
  }

  static let applicationDecider: Int32 = -1
  static let noDecider: Int32 = -2
  /// `application:supportedInterfaceOrientationsForWindow:` as a call code.
  static let applicationCall: Int32 = -1
  static let methods = AskedMethod.controllers.count
  /// The actions, in declaration order: a step's word holds its action's place here
  /// (`allCases` makes a new array each time).
  static let actions = Step.Action.allCases

  init(scenario: String, profile: String, names: NameTable) {
    self.scenario = scenario
    self.profile = profile
    self.names = names
  }

  static func word(
    action: UInt8, device: DeviceOrientation, reported: DeviceOrientation,
    interface: InterfaceOrientation, statusBar: InterfaceOrientation, rotated: Bool,
    skipped: Bool, letterboxed: Bool
  ) -> UInt64 {
    UInt64(truncatingIfNeeded: device.rawValue)
      | UInt64(truncatingIfNeeded: reported.rawValue) << 8
      | UInt64(truncatingIfNeeded: interface.rawValue) << 16
      | UInt64(truncatingIfNeeded: statusBar.rawValue) << 24
      | (rotated ? 1 : 0) << 32 | (skipped ? 1 : 0) << 33 | (letterboxed ? 1 : 0) << 34
      | UInt64(action) << 40
  }

  /// The outcome as it reads: every name and text made.
  public var outcome: Outcome {
    // Each step's header is at its end, the last step's at the buffer's: found from the end.
    var headers: [(at: Int, header: Header)] = []
    headers.reserveCapacity(stepCount)
    var end = words.count
    for _ in 0..<stepCount {
      let header = Header.read(words, at: end - Header.size)
      headers.append((end - Header.size, header))
      end -= Header.size + Int(header.asked) + Int(header.notified)
    }
    var made: [StepOutcome] = []
    made.reserveCapacity(stepCount)
    for (index, (at, header)) in headers.reversed().enumerated() {
      let notifiedStart = at - Int(header.notified)
      let askedStart = notifiedStart - Int(header.asked)
      let asked = words[askedStart..<notifiedStart].map(callName)
      let notified = words[notifiedStart..<at].map(names.name)
      let rare = header.rare < 0 ? nil : self.rare[Int(header.rare)]
      let word = header.word
      made.append(
        StepOutcome(
          index: index, action: Self.actions[Int(word >> 40 & 0xFF)].rawValue,
          deviceOrientation: Self.device(word), reportedDeviceOrientation: Self.device(word >> 8),
          interfaceOrientation: Self.interface(word >> 16),
          statusBarOrientation: Self.interface(word >> 24), rotated: word >> 32 & 1 == 1,
          decider: decider(header.decider),
          supported: OrientationMask(rawValue: Int(header.supported)),
          error: rare?.error?.error, geometryError: rare?.geometryError,
          skipped: word >> 33 & 1 == 1,
          windowOrientations: rare?.windowOrientations ?? [], notified: notified, asked: asked,
          letterboxed: word >> 34 & 1 == 1, manualTransform: rare?.manualTransform,
          warnings: rare?.warnings ?? [],
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

extension Step.Action {
  /// Its place in ``PackedOutcome/actions``, as a step's word holds it.
  var ordinal: UInt8 { UInt8(PackedOutcome.actions.firstIndex(of: self)!) }
}

extension PackedOutcome {
  /// Whether the two outcomes' steps read the same (``outcome``'s steps are equal), whatever
  /// their scenarios and profiles. Outcomes coded by different tables are never the same.
  public func sameSteps(as other: PackedOutcome) -> Bool {
    names === other.names && stepCount == other.stepCount && words == other.words
      && rare == other.rare
  }

  /// A hash of the steps: their words mixed as integers, two at a time (multiply and shift),
  /// and handed to the hasher once. Outcomes with the same steps (``sameSteps(as:)``)
  /// hash alike. One `combine`, not one a word.
  public func hashSteps(into hasher: inout Hasher) {
    var mixed = UInt64(truncatingIfNeeded: stepCount)
    func mix(_ value: UInt64) {
      mixed = (mixed ^ value) &* 0x9E37_79B9_7F4A_7C15
      mixed ^= mixed &>> 29
    }
    // Two words at a time.
    var index = 0
    while index + 1 < words.count {
      mix(
        UInt64(UInt32(bitPattern: words[index]))
          | UInt64(UInt32(bitPattern: words[index + 1])) << 32)
      index += 2
    }
    if index < words.count { mix(UInt64(UInt32(bitPattern: words[index]))) }
    hasher.combine(mixed)
  }
}
