import RotationCore

extension Store {
  /// Inserts one step of a sequence: its columns come from the outcome field declarations.
  static let insertStep =
    "INSERT INTO sequence_step (sequence, " + OutcomeField.storeColumns.joined(separator: ", ")
    + ") VALUES (?" + String(repeating: ", ?", count: OutcomeField.storeColumns.count) + ")"

  /// The sequences of steps a writer has found or stored, by their steps: most results share
  /// one of a few thousand, so each is looked up in the database once. It keeps sequences
  /// while their outcomes hold at most `limit` bytes (``Footprint``); one found past that is
  /// found again by its digest. Valid inside the transaction that filled it (a rolled back
  /// sequence is gone).
  public struct Sequences {
    var ids: [SequenceKey: Int64] = [:]
    /// How many bytes the kept sequences' outcomes hold.
    public private(set) var bytes = 0
    let limit: Int

    /// The bytes a writer's sequences keep by default: a few thousand sequences of generated
    /// scenarios take a few megabytes; long scenarios of many windows take a megabyte each.
    public static let keptBytes = 16 << 20

    public init(limit: Int = Sequences.keptBytes) { self.limit = limit }

    /// How many sequences are kept.
    public var count: Int { ids.count }

    /// Keeps a sequence's id while the kept ones fit the limit.
    mutating func keep(_ key: SequenceKey, _ id: Int64) {
      let footprint = key.outcome.footprint
      guard bytes + footprint <= limit else { return }
      ids[key] = id
      bytes += footprint
    }
  }

  /// An outcome's steps with their hash, taken where the outcome is made (on any thread): the
  /// recording thread then finds the steps' sequence without hashing them. The steps stay
  /// words (``PackedOutcome``): compared as words, named only for a sequence not yet known.
  ///
  /// One reference: results are copied between threads and pages, and a packed outcome's
  /// references copied with each (~10 % of a run's time in retains and releases, perf).
  public struct SequenceKey: Hashable, Sendable {
    private final class Storage: Sendable {
      let outcome: PackedOutcome
      let hash: Int

      init(_ outcome: PackedOutcome) {
        self.outcome = outcome
        var hasher = Hasher()
        outcome.hashSteps(into: &hasher)
        hash = hasher.finalize()
      }
    }

    private let storage: Storage

    public init(_ outcome: PackedOutcome) { storage = Storage(outcome) }

    var outcome: PackedOutcome { storage.outcome }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.hash) }

    public static func == (a: SequenceKey, b: SequenceKey) -> Bool {
      a.storage === b.storage
        || a.storage.hash == b.storage.hash && a.outcome.sameSteps(as: b.outcome)
    }
  }

  /// The sequence holding these steps' stored values: one already in the database (found by
  /// the digest of its values), else a new one.
  func sequence(of key: SequenceKey, known: inout Sequences) throws -> Int64 {
    if let id = known.ids[key] { return id }
    let values = key.outcome.outcome.steps.map { $0.storedValues }
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
    known.keep(key, id)
    return id
  }

  /// The SHA-256 of a sequence's stored values, each step's values in column order: the
  /// sequence's identity. Each value is written with its kind and, for text, its length, so
  /// no two sequences share a digest input.
  static func digest(_ steps: [[StoredValue]]) -> String {
    // The input's bytes gathered once, then hashed once, not an update a value; written byte
    // by byte, not by an interpolation a value.
    var input: [UInt8] = []
    input.reserveCapacity(1_024)
    for step in steps {
      for value in step {
        switch value {
        case .null:
          input.append(UInt8(ascii: "n"))
        case .integer(let number):
          input.append(UInt8(ascii: "i"))
          appendDecimal(number, to: &input)
        case .text(let text):
          input.append(UInt8(ascii: "t"))
          appendDecimal(text.utf8.count, to: &input)
          input.append(UInt8(ascii: ":"))
          input.append(contentsOf: text.utf8)
        }
        input.append(UInt8(ascii: ";"))
      }
      input.append(UInt8(ascii: "\n"))
    }
    return SHA256.hex(input)
  }

  /// Appends an integer's decimal digits, as `"\(number)"` writes them.
  static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    // The magnitude as unsigned: Int.min has no positive Int.
    let magnitude = number.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
      divisor /= 10
    } while divisor > 0
  }
}
