/// Invalid catalogue input: what is wrong and where, by JSON path and, when known, line.
public struct CatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The JSON path, e.g. `scenarios[3].window.rootViewController.children[1].kind`; `$` is the
  /// whole document.
  public var path: String
  public var line: Int?
  public var message: String
  /// When a file has several invalid scenarios, this error is the first one's; `others` are the
  /// next ones' (each scenario's first error, in file order, at most
  /// ``Catalogue/maxListedErrors`` with this one), `invalidScenarios` counts them all.
  public var others: [CatalogueError] = []
  public var invalidScenarios = 1

  public init(path: String, line: Int?, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  public var description: String {
    "\(path): \(message)" + (line.map { " (line \($0))" } ?? "")
  }
}

/// The closest candidate to a misspelt word, if close enough to be a likely typo.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
  let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
  guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
  return best.1 <= max(2, word.count / 5) ? best.0 : nil
}

/// Levenshtein distance.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
