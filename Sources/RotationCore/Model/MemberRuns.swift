/// For each key of a field that lists keys a step (`asked`, `notified`, a window and its
/// orientation), the runs of consecutive steps that list it, in order. Read forward only: each
/// key has a cursor that queries move on, and they come by first step (``ExpectationSweep``).
final class MemberRuns {
  private var slots: [String: Int] = [:]
  private var runs: [[ClosedRange<Int>]] = []
  private var cursors: [Int] = []

  init(_ steps: [StepOutcome], _ actual: (StepOutcome) -> [String], work: inout Int) {
    for (position, step) in steps.enumerated() {
      for key in actual(step) {
        work += 1
        guard let slot = slots[key] else {
          slots[key] = runs.count
          runs.append([position...position])
          cursors.append(0)
          continue
        }
        let last = runs[slot][runs[slot].count - 1]
        if last.upperBound == position { continue }
        if last.upperBound == position - 1 {
          runs[slot][runs[slot].count - 1] = last.lowerBound...position
        } else {
          runs[slot].append(position...position)
        }
      }
    }
  }

  /// The positions from `start` through `end` where some key of `keys` is not listed (`all`),
  /// or where one is (not `all`). `start` is never before an earlier query's. Each pass of the
  /// loop finds a position or leaves the range, and costs a step a key.
  func positions(
    from start: Int, through end: Int, missing keys: [String], all: Bool, work: inout Int
  ) -> [Int] {
    // Each key's runs, from the first that does not end before `start`.
    var lists: [[ClosedRange<Int>]] = []
    var next: [Int] = []
    for key in keys {
      work += 1
      guard let slot = slots[key] else {
        lists.append([])
        next.append(0)
        continue
      }
      while cursors[slot] < runs[slot].count, runs[slot][cursors[slot]].upperBound < start {
        cursors[slot] += 1
        work += 1
      }
      lists.append(runs[slot])
      next.append(cursors[slot])
    }
    /// Moves key `entry` to its first run that does not end before `position`.
    func advance(_ entry: Int, to position: Int) {
      while next[entry] < lists[entry].count, lists[entry][next[entry]].upperBound < position {
        next[entry] += 1
        work += 1
      }
    }
    var result: [Int] = []
    var position = start
    while position <= end {
      work += 1 + keys.count
      if all {
        // Listed by every key up to the first end of their runs; else a position missing one.
        var covered = true
        var until = Int.max
        for entry in lists.indices {
          advance(entry, to: position)
          guard next[entry] < lists[entry].count, lists[entry][next[entry]].lowerBound <= position
          else {
            covered = false
            break
          }
          until = min(until, lists[entry][next[entry]].upperBound + 1)
        }
        if covered {
          position = until
        } else {
          result.append(position)
          position += 1
        }
      } else {
        // The first position a key lists, from here.
        var first = Int.max
        for entry in lists.indices {
          advance(entry, to: position)
          if next[entry] < lists[entry].count {
            first = min(first, max(position, lists[entry][next[entry]].lowerBound))
          }
        }
        guard first <= end else { break }
        result.append(first)
        position = first + 1
      }
    }
    return result
  }
}
