/// The near match every "did you mean" hint of rotationdb names, for catalogue keys and
/// values, commands, options, profiles, scenario ids and source keys alike.
///
/// The candidate chosen is, in order: one equal to the word but for case (`iPhone`: `iphone`);
/// one that holds the word whole as a part of its own, where parts start at a capital letter,
/// a digit run or after `-`, `_`, `.` (`orientation`: `deviceOrientation`), the fewest edits
/// away if several do; else the fewest edits away (insertions, deletions, substitutions and
/// swaps of neighbours), if few enough to be a typo: at most a fifth of the word, at least 2,
/// and fewer than the longer one's length. Ties go to the candidate listed first.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
  let lowered = word.lowercased()
  if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
  let scored = candidates.map { ($0, editDistance(lowered, $0.lowercased())) }
  func fewestEdits(_ scored: [(String, Int)]) -> (String, Int)? {
    scored.reduce(nil) { best, next in best.map { $0.1 <= next.1 ? $0 : next } ?? next }
  }
  if word.count >= 4, let part = fewestEdits(scored.filter { holdsPart(lowered, of: $0.0) }) {
    return part.0
  }
  // A typo keeps part of the word: edits fewer than the longer of the two (`k0` is not `id`).
  let typos = scored.filter { $0.1 <= max(2, word.count / 5) && $0.1 < max(word.count, $0.0.count) }
  return fewestEdits(typos)?.0
}

/// ` (did you mean 'X'?)` with the closest candidate (``closestMatch(to:in:)``), or nothing.
public func didYouMean(_ word: String, in candidates: [String]) -> String {
  closestMatch(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}

/// Whether `word` (lowercased) is a whole part of `candidate`, beginning where one of its parts
/// begins and ending where one ends (or at its end).
func holdsPart(_ word: String, of candidate: String) -> Bool {
  let characters = Array(candidate)
  let lowered = characters.map { Character($0.lowercased()) }
  let target = Array(word)
  guard !target.isEmpty, target.count < characters.count else { return false }
  func isBoundary(_ index: Int) -> Bool {
    if index == 0 || index == characters.count { return true }
    let (before, at) = (characters[index - 1], characters[index])
    if "-_. ".contains(before) || "-_. ".contains(at) { return true }
    if at.isUppercase && !before.isUppercase { return true }
    return at.isNumber != before.isNumber
  }
  for start in 0...(characters.count - target.count) where isBoundary(start) {
    let end = start + target.count
    if isBoundary(end), Array(lowered[start..<end]) == target { return true }
  }
  return false
}

/// The optimal-string-alignment distance: Levenshtein's insertions, deletions and
/// substitutions, and a swap of two neighbouring characters counted as one edit (`verison`).
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var twoBack = Array(repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], twoBack[j - 2] + 1)
      }
    }
    (twoBack, previous, current) = (previous, current, twoBack)
  }
  return previous[b.count]
}
