import RotationCore

extension Store {
  /// Inserts one step of a sequence: its columns come from the outcome field declarations.
  static let insertStep =
    "INSERT INTO sequence_step (sequence, " + OutcomeField.storeColumns.joined(separator: ", ")
    + ") VALUES (?" + String(repeating: ", ?", count: OutcomeField.storeColumns.count) + ")"

  /// The sequences of steps a writer has found or stored, by their steps: most results share
  /// one of a few thousand, so each is looked up in the database once. Valid inside the
  /// transaction that filled it (a rolled back sequence is gone).
  public struct Sequences {
    var ids: [SequenceKey: Int64] = [:]

    public init() {}

    /// How many sequences were found or stored.
    public var count: Int { ids.count }
  }

  /// An outcome's steps with their hash, taken where the outcome is made (on any thread): the
  /// recording thread then finds the steps' sequence without hashing them, ~8,000
  /// instructions an outcome.
  public struct SequenceKey: Hashable, Sendable {
    let steps: [StepOutcome]
    let hash: Int

    public init(_ steps: [StepOutcome]) {
      self.steps = steps
      hash = Self.hash(of: steps)
    }

    /// A hash of what most often tells two sequences apart: each step's action, decider and one
    /// word packing its orientations, supported mask, flags and how many controllers it told.
    /// Equal steps hash alike, as a dictionary needs; steps that differ only elsewhere (the
    /// names told, a warning's or an error's text) share a hash and equality tells them apart.
    /// Hashing every field of every step cost ~3,000 instructions an outcome (callgrind, a run
    /// of 5,000 generated scenarios under 9 profiles: 104 of a worker's 583 million).
    static func hash(of steps: [StepOutcome]) -> Int {
      var hasher = Hasher()
      hasher.combine(steps.count)
      // Read in place: a loop over the array copied each step, ~10 references retained and
      // released a step.
      steps.withUnsafeBufferPointer { steps in
        for index in steps.indices {
          hashStep(steps.baseAddress! + index, into: &hasher)
        }
      }
      return hasher.finalize()
    }

    /// One step's part of the hash, its fields read where the step is stored.
    private static func hashStep(_ step: UnsafePointer<StepOutcome>, into hasher: inout Hasher) {
      var word = UInt64(truncatingIfNeeded: step.pointee.interfaceOrientation.rawValue)
      word |= UInt64(truncatingIfNeeded: step.pointee.statusBarOrientation.rawValue) << 4
      word |= UInt64(truncatingIfNeeded: step.pointee.deviceOrientation.rawValue) << 8
      word |= UInt64(truncatingIfNeeded: step.pointee.reportedDeviceOrientation.rawValue) << 12
      word |= UInt64(truncatingIfNeeded: step.pointee.supported.rawValue & 0xFFFF) << 16
      word |= (step.pointee.rotated ? 1 : 0) << 32 | (step.pointee.skipped ? 1 : 0) << 33
      word |= (step.pointee.error == nil ? 0 : 1) << 34
      word |= (step.pointee.geometryError == nil ? 0 : 1) << 35
      word |= (step.pointee.manualTransform == nil ? 0 : 1) << 36
      word |= UInt64(truncatingIfNeeded: min(step.pointee.notified.count, 0xFF)) << 40
      word |= UInt64(truncatingIfNeeded: min(step.pointee.warnings.count, 0xFF)) << 48
      hasher.combine(word)
      hasher.combine(step.pointee.action)
      hasher.combine(step.pointee.decider)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    public static func == (a: SequenceKey, b: SequenceKey) -> Bool {
      a.hash == b.hash && StepOutcome.equal(a.steps, b.steps)
    }
  }

  /// The sequence holding these steps' stored values: one already in the database (found by
  /// the digest of its values), else a new one.
  func sequence(of key: SequenceKey, known: inout Sequences) throws -> Int64 {
    if let id = known.ids[key] { return id }
    let values = key.steps.map(\.storedValues)
    let digest = Store.digest(values)
    let id: Int64
    if case .integer(let found) = try database.scalar(
      "SELECT id FROM sequence WHERE digest = ?", [.text(digest)])
    {
      id = found
    } else {
      try database.run("INSERT INTO sequence (digest) VALUES (?)", [.text(digest)])
      id = database.lastInsertedRowID
      for step in values {
        try database.run(Store.insertStep, [.integer(id)] + step.map(SQLValue.init))
      }
    }
    known.ids[key] = id
    return id
  }

  /// The SHA-256 of a sequence's stored values, each step's values in column order: the
  /// sequence's identity. Each value is written with its kind and, for text, its length, so
  /// no two sequences share a digest input.
  static func digest(_ steps: [[StoredValue]]) -> String {
    // The input's bytes gathered once, then hashed once: an update a value cost ~30,000
    // instructions more a sequence (87 against 68 million over the 627 new sequences of a run
    // of 5,000 generated scenarios under 9 profiles, callgrind).
    var input: [UInt8] = []
    for step in steps {
      for value in step {
        switch value {
        case .null: input += "n;".utf8
        case .integer(let number): input += "i\(number);".utf8
        case .text(let text): input += "t\(text.utf8.count):\(text);".utf8
        }
      }
      input.append(UInt8(ascii: "\n"))
    }
    return SHA256.hex(input)
  }
}
