/// About how many bytes an outcome holds in memory: what bounds a page of outcomes, a cache of
/// them or a report's cells by bytes rather than by count. A step of a scenario with many
/// windows holds a hundred times what a one-window step holds, so counts of steps do not bound
/// memory. An estimate, counted the same way everywhere: the fixed fields, the arrays' buffers
/// as allocated (their capacity), and each string longer than a small string's 15 bytes with
/// its own buffer.
public enum Footprint {
  /// The header of an array's or a string's buffer.
  static let buffer = 32

  /// A string's bytes beyond its place in its parent: none for a small string.
  public static func of(_ text: String) -> Int {
    let count = text.utf8.count
    return count > 15 ? buffer + count : 0
  }

  /// An array of strings' buffer and the strings' own buffers.
  static func of(_ texts: [String]) -> Int {
    guard !texts.isEmpty else { return 0 }
    var total = buffer + texts.capacity * MemoryLayout<String>.stride
    for text in texts { total += of(text) }
    return total
  }
}

extension StepOutcome {
  /// About how many bytes the step holds (``Footprint``).
  public var footprint: Int {
    var total = MemoryLayout<StepOutcome>.stride + Footprint.of(action)
    if let decider { total += Footprint.of(decider) }
    if let error { total += Footprint.of(error.name) + Footprint.of(error.message) }
    if !windowOrientations.isEmpty {
      total +=
        Footprint.buffer + windowOrientations.capacity * MemoryLayout<WindowOrientation>.stride
      for window in windowOrientations { total += Footprint.of(window.window) }
    }
    return total + Footprint.of(notified) + Footprint.of(asked) + Footprint.of(warnings)
      + Footprint.of(trace)
  }
}

extension Outcome {
  /// About how many bytes the outcome holds (``Footprint``).
  public var footprint: Int {
    var total = MemoryLayout<Outcome>.stride + Footprint.buffer
    total += (steps.capacity - steps.count) * MemoryLayout<StepOutcome>.stride
    for step in steps.indices { total += steps[step].footprint }
    return total
  }
}

extension PackedOutcome {
  /// About how many bytes the packed outcome holds (``Footprint``): its words and its steps'
  /// rare fields.
  public var footprint: Int {
    var total =
      MemoryLayout<PackedOutcome>.stride + Footprint.buffer
      + words.capacity * MemoryLayout<Int32>.stride
    guard !rare.isEmpty else { return total }
    total += Footprint.buffer + rare.capacity * MemoryLayout<Rare>.stride
    for index in rare.indices {
      let fields = rare[index]
      if !fields.windowOrientations.isEmpty {
        total +=
          Footprint.buffer + fields.windowOrientations.capacity
          * MemoryLayout<WindowOrientation>.stride
        for window in fields.windowOrientations { total += Footprint.of(window.window) }
      }
      total += Footprint.of(fields.warnings) + Footprint.of(fields.trace)
    }
    return total
  }
}
