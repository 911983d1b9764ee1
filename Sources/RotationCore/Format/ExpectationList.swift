extension Expectation {
  /// Expectations read back from the canonical JSON array their `json` forms (the store keeps
  /// the expectations a run was recorded with so); the profiles they may name are given.
  public static func list(decoding text: String, profiles: Set<String>) throws -> [Expectation] {
    let node = try JSONParser.parse(Array(text.utf8))
    var known = profiles
    known.insert("*")
    return try ScenarioDecoder(profiles: known).decodeExpectations(
      node, path: "expect", stepCount: Int.max)
  }
}
