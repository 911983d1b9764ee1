/// What an expectation names and states, checked against its scenario as it is read
/// (catalogue-format §5, §8.5): a name that is no controller of the scenario, or keys that
/// contradict each other, could otherwise only fail at `verify`, whatever the outcome.
struct ExpectationCheck {
  let expectation: Expectation
  let reader: ObjectReader

  /// The names `asked` and `notAsked` may give, those the engine gives (catalogue-format
  /// §8.4): a controller's name with a controller's method, and the app delegate's one call,
  /// `application.supportedInterfaceOrientationsForWindow`.
  func names(_ controllers: Set<String>) throws(CatalogueError) {
    for (key, calls) in [("asked", expectation.asked), ("notAsked", expectation.notAsked)] {
      for (index, call) in (calls ?? []).enumerated() where call != AskedMethod.applicationCall {
        try checkCall(call, key, index, controllers)
      }
    }
  }

  /// A `NAME.method` call other than the app delegate's: a controller's, and one of the
  /// methods UIKit calls on a controller (``OutcomeField/checkCall`` read its form).
  private func checkCall(_ call: String, _ key: String, _ index: Int, _ controllers: Set<String>)
    throws(CatalogueError)
  {
    guard let dot = call.lastIndex(of: ".") else { return }
    let name = String(call[..<dot])
    let method = call[call.index(after: dot)...]
    if method == AskedMethod.supportedInterfaceOrientationsForWindow.rawValue {
      throw fail(
        key, index,
        "'\(call)' is never asked: only the app delegate answers \(method), as "
          + "'\(AskedMethod.applicationCall)'")
    }
    guard controllers.contains(name) else {
      throw fail(
        key, index,
        unknown(name, controllers)
          + (name == "application"
            ? " ('application' is the app delegate, asked only \(AskedMethod.applicationCall))"
            : ""))
    }
  }

  /// Keys that no outcome can meet together.
  func consistency() throws(CatalogueError) {
    if let crashed = expectation.crashed, let error = expectation.error {
      if crashed, error == nil {
        throw fail("crashed", nil, "crashed is true but error is null (no error): both cannot hold")
      }
      if !crashed, let name = error {
        throw fail(
          "crashed", nil, "crashed is false but error names '\(name)': both cannot hold")
      }
    }
    let included = Set(expectation.notifiedIncludes ?? [])
    let told = expectation.notified.map(Set.init)
    for (index, name) in (expectation.notifiedExcludes ?? []).enumerated() {
      if included.contains(name) {
        throw fail(
          "notifiedExcludes", index,
          "'\(name)' is in notifiedIncludes as well: it cannot be told and not told")
      }
      if told?.contains(name) == true {
        throw fail(
          "notifiedExcludes", index,
          "'\(name)' is in notified as well: it cannot be told and not told")
      }
    }
    if let told {
      for (index, name) in (expectation.notifiedIncludes ?? []).enumerated()
      where !told.contains(name) {
        throw fail(
          "notifiedIncludes", index,
          "'\(name)' is not in notified, which names every controller told at the step")
      }
    }
    let asked = Set(expectation.asked ?? [])
    for (index, call) in (expectation.notAsked ?? []).enumerated() where asked.contains(call) {
      throw fail("notAsked", index, "'\(call)' is in asked as well: it cannot be asked and not")
    }
  }

  private func unknown(_ name: String, _ controllers: Set<String>) -> String {
    // Sorted, so that the hint is the same whatever the set's order.
    return "'\(name)' is no controller of this scenario"
      + didYouMean(name, in: controllers.sorted())
  }

  /// The error at `key`, or at item `index` of the list under it.
  private func fail(_ key: String, _ index: Int?, _ message: String) -> CatalogueError {
    let node = reader.optional(key)
    guard let index else {
      return CatalogueError(
        path: reader.child(key), line: node?.line ?? reader.line, message: message)
    }
    var line = node?.line ?? reader.line
    if case .array(let items) = node?.value, items.indices.contains(index) {
      line = items[index].line
    }
    return CatalogueError(path: "\(reader.child(key))[\(index)]", line: line, message: message)
  }
}
