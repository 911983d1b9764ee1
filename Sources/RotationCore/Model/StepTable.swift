/// An outcome's steps by position, with the tables of each compared field's values that
/// ``ExpectationSweep`` builds on first use, once an outcome.
final class StepTable {
  /// The steps in index order, the first of each index (outcomes are 0, 1, 2... already).
  let steps: [StepOutcome]
  /// Each step index's position, when it is not the index itself.
  private let positions: [Int: Int]?
  /// For each position, the last position of its run of consecutive indices, when there are
  /// gaps.
  private let runEnds: [Int]?
  private var equal: [Int: ValueRuns] = [:]
  private var texts: [Int: [String: ValueRuns]] = [:]
  private var members: [Int: MemberRuns] = [:]

  init(_ steps: [StepOutcome]) {
    guard !steps.indices.allSatisfy({ steps[$0].index == $0 }) else {
      (self.steps, positions, runEnds) = (steps, nil, nil)
      return
    }
    var seen = Set<Int>()
    let sorted = steps.enumerated()
      .sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }
      .map(\.element).filter { seen.insert($0.index).inserted }
    var ends = Array(sorted.indices)
    for position in sorted.indices.reversed().dropFirst()
    where sorted[position + 1].index == sorted[position].index + 1 {
      ends[position] = ends[position + 1]
    }
    self.steps = sorted
    positions = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1.index, $0) })
    runEnds = ends
  }

  /// The position of the step with this index, if the outcome reaches it.
  func position(of index: Int) -> Int? {
    if let positions { return positions[index] }
    return (0..<steps.count).contains(index) ? index : nil
  }

  /// The last position reached from `position` without a gap in the step indices.
  func lastReached(from position: Int) -> Int { runEnds?[position] ?? steps.count - 1 }

  /// `indices` of `expectations` ordered by the position of their first step (those not
  /// reached first), by counting: linear in both.
  func byStart(_ indices: [Int], _ expectations: [Expectation], work: inout Int) -> [Int] {
    let keys = indices.map { position(of: expectations[$0].step).map { $0 + 1 } ?? 0 }
    var starts = [Int](repeating: 0, count: steps.count + 2)
    for key in keys { starts[key + 1] += 1 }
    for slot in starts.indices.dropFirst() { starts[slot] += starts[slot - 1] }
    var order = [Int](repeating: 0, count: indices.count)
    for (entry, key) in keys.enumerated() {
      order[starts[key]] = indices[entry]
      starts[key] += 1
    }
    work += indices.count + steps.count
    return order
  }

  /// The values of field `order` by step, as ``OutcomeField/Comparison/Sweep/equal`` reads them.
  func equalRuns(
    _ order: Int, _ actual: (StepOutcome) -> AnyHashable, work: inout Int
  ) -> ValueRuns {
    if let runs = equal[order] { return runs }
    var keys: [AnyHashable: Int] = [:]
    let ids = steps.map { step in
      let key = actual(step)
      if let id = keys[key] { return id }
      keys[key] = keys.count
      return keys.count - 1
    }
    let runs = ValueRuns(ids: ids, keys: keys)
    work += steps.count
    equal[order] = runs
    return runs
  }

  /// Whether `text` holds at each step (1) or not (0), for field `order`.
  func textRuns(
    _ order: Int, _ text: String, _ holds: (String, StepOutcome) -> Bool, work: inout Int
  ) -> ValueRuns {
    if let runs = texts[order]?[text] { return runs }
    let runs = ValueRuns(ids: steps.map { holds(text, $0) ? 1 : 0 }, keys: [:])
    work += steps.count
    texts[order, default: [:]][text] = runs
    return runs
  }

  /// Where each key of field `order` is among a step's keys.
  func memberRuns(
    _ order: Int, _ actual: (StepOutcome) -> [String], work: inout Int
  ) -> MemberRuns {
    if let runs = members[order] { return runs }
    let runs = MemberRuns(steps, actual, work: &work)
    members[order] = runs
    return runs
  }
}

/// One value a step, as an integer id, and where each run of equal values ends.
struct ValueRuns {
  let ids: [Int]
  /// For each position, the first later position with another id (the count when none).
  let next: [Int]
  private let keys: [AnyHashable: Int]

  init(ids: [Int], keys: [AnyHashable: Int]) {
    var next = [Int](repeating: ids.count, count: ids.count)
    for position in ids.indices.reversed().dropFirst() {
      next[position] = ids[position + 1] == ids[position] ? next[position + 1] : position + 1
    }
    self.ids = ids
    self.next = next
    self.keys = keys
  }

  /// The id of a value; -1, which no step has, for a value no step has.
  func id(of key: AnyHashable) -> Int { keys[key] ?? -1 }

  /// The positions from `start` through `end` whose id is not `id`. A run of `id` is passed
  /// over at once and is followed by another id, so each step taken finds one position.
  func positions(from start: Int, through end: Int, otherThan id: Int, work: inout Int) -> [Int] {
    var result: [Int] = []
    var position = start
    while position <= end {
      work += 1
      if ids[position] == id {
        position = next[position]
      } else {
        result.append(position)
        position += 1
      }
    }
    return result
  }
}
