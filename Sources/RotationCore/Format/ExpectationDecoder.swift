/// Expectations: recorded outcomes of a step under some profiles (catalogue-format §5).
extension ScenarioDecoder {
  /// The expectations of a scenario whose controllers are `controllers` (checked against what
  /// they name, catalogue-format §5), or of a stored list (nil: not checked, and any number).
  func decodeExpectations(
    _ node: JSONNode, path: String, stepCount: Int, controllers: Set<String>? = nil
  ) throws(CatalogueError) -> [Expectation] {
    var result: [Expectation] = []
    let items = try Read.array(node, path)
    guard controllers == nil || items.count <= Catalogue.maxExpectations else {
      throw Read.fail(
        node, path,
        "\(items.count) expectations; the limit is \(Catalogue.maxExpectations) per scenario")
    }
    for (index, item) in items.enumerated() {
      let reader = try ObjectReader(item, path: "\(path)[\(index)]", known: Self.expectationKeys)
      let profilesPath = reader.child("profiles")
      let ids = try Read.strings(try reader.required("profiles"), profilesPath)
      guard !ids.isEmpty else {
        throw CatalogueError(
          path: profilesPath, line: reader.line,
          message: "name at least one profile, or \"*\" for all")
      }
      var seen = Set<String>()
      for (position, id) in ids.enumerated() {
        WorkCounter.add(1)
        guard seen.insert(id).inserted else {
          throw CatalogueError(
            path: "\(profilesPath)[\(position)]", line: reader.line,
            message: "profile '\(id)' is listed twice")
        }
      }
      for (position, id) in ids.enumerated() where id != "*" && !profiles.contains(id) {
        let known =
          Profile.builtIn.map(\.id).filter(profiles.contains)
          + profiles.subtracting(Profile.builtIn.map(\.id)).sorted()
        let hint = didYouMean(id, in: known)
        throw CatalogueError(
          path: "\(profilesPath)[\(position)]", line: reader.line,
          message: "unknown profile '\(id)'\(hint); known: " + known.joined(separator: ", ")
            + ", *")
      }
      let stepNode = try reader.required("step")
      let step = try Read.int(stepNode, reader.child("step"))
      guard (0..<stepCount).contains(step) else {
        throw Read.fail(
          stepNode, reader.child("step"),
          "step \(step) does not exist: the scenario has \(stepCount) steps (0 to \(stepCount - 1))"
        )
      }
      var expectation = Expectation(profiles: ids, step: step, evidence: .recorded)
      if let node = reader.optional("through") {
        let through = try Read.int(node, reader.child("through"))
        guard (step..<stepCount).contains(through) else {
          throw Read.fail(
            node, reader.child("through"),
            through < step
              ? "'through' is the last step the expectation holds at: \(through) is before "
                + "step \(step)"
              : "step \(through) does not exist: the scenario has \(stepCount) steps "
                + "(0 to \(stepCount - 1))")
        }
        // `through` equal to `step` says nothing more: it is not kept, so export omits it.
        expectation.through = through > step ? through : nil
      }
      for field in OutcomeField.compared {
        if let node = reader.optional(field.expectationKey) {
          try field.comparison?.read(node, reader.child(field.expectationKey), &expectation)
        }
      }
      let evidenceNode = try reader.required(
        "evidence", oneOf: Evidence.allCases.map(\.rawValue))
      let evidence = try Read.string(evidenceNode, reader.child("evidence"))
      guard let grade = Evidence(rawValue: evidence) else {
        throw Read.fail(
          evidenceNode, reader.child("evidence"),
          Read.notOne(evidence, "an evidence grade", of: Evidence.allCases.map(\.rawValue)))
      }
      expectation.evidence = grade
      expectation.source = try reader.optional("source").map { node throws(CatalogueError) in
        try Read.string(node, reader.child("source"))
      }
      expectation.confidence = try reader.optional("confidence").map {
        node throws(CatalogueError) in
        try Read.choice(node, reader.child("confidence"), noun: "confidence grade")
      }
      expectation.knownDifference = try reader.optional("knownDifference").map {
        node throws(CatalogueError) in
        try Self.decodeKnownDifference(node, path: reader.child("knownDifference"))
      }
      guard expectation.comparesSomething else {
        throw CatalogueError(
          path: reader.path, line: reader.line,
          message:
            "the expectation states nothing to compare ("
            + OutcomeField.compared.map(\.expectationKey).joined(separator: ", ") + ")"
        )
      }
      if let controllers {
        let check = ExpectationCheck(expectation: expectation, reader: reader)
        try check.names(controllers)
        try check.consistency()
      }
      result.append(expectation)
    }
    return result
  }
}

/// The expectation key of catalogue-format §9.2.
extension ScenarioDecoder {
  /// `knownDifference`: an object of a one-line rule name and a reason, both required and
  /// non-blank, no other key.
  static func decodeKnownDifference(_ node: JSONNode, path: String) throws(CatalogueError)
    -> KnownDifference
  {
    let reader = try ObjectReader(node, path: path, known: KnownDifference.keys)
    let ruleNode = try reader.required("rule")
    let rule = try Read.string(ruleNode, reader.child("rule"))
    guard !isBlank(rule) else {
      throw Read.fail(
        ruleNode, reader.child("rule"),
        "must not be blank: name the rule (e.g. \"R8.7\") or parameter responsible")
    }
    guard !Read.hasNewline(rule) else {
      throw Read.fail(ruleNode, reader.child("rule"), "the rule's name is one line")
    }
    let reasonNode = try reader.required("reason")
    let reason = try Read.string(reasonNode, reader.child("reason"))
    guard !isBlank(reason) else {
      throw Read.fail(
        reasonNode, reader.child("reason"),
        "must not be blank: say why the engine keeps its reading for now")
    }
    return KnownDifference(rule: rule, reason: reason)
  }

  /// Whether a text is empty or only white space.
  private static func isBlank(_ text: String) -> Bool {
    text.allSatisfy { $0.isWhitespace }
  }
}
