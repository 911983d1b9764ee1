import RotationCore

/// `record.json`: the record's data in a documented, versioned shape (docs/site.md).
enum SiteRecord {
  static func render(_ site: Site.Data) -> String {
    var reported: [String] = []
    var seen: Set<String> = []
    let behaviours = site.pages.map { page -> JSON in
      let evidence = page.evidence.map(\.scenario.id)
      for id in evidence where seen.insert(id).inserted { reported.append(id) }
      var members: [(String, JSON)] = [("id", .string(page.behaviour.id))]
      if let area = page.behaviour.area { members.append(("area", .string(area))) }
      members += [
        ("question", .string(page.behaviour.question)),
        ("aliases", .array(page.behaviour.aliases.map(JSON.string))),
        ("answer", answer(page.answer)),
        (
          "variants",
          .array(
            page.variants.map { variant in
              guard case .object(let keys) = answer(variant.answer) else { return .null }
              return .object([("label", .string(variant.label))] + keys)
            })
        ),
        ("evidence", .array(evidence.map(JSON.string))),
      ]
      if let notes = page.behaviour.notes { members.append(("notes", .string(notes))) }
      return .object(members)
    }
    let reports = reported.compactMap { site.rows[$0] }.map(report)
    let provenance = site.model.provenance
    return JSON.object([
      ("recordVersion", .int(Site.recordVersion)),
      ("engineVersion", .string(provenance.engineVersion)),
      ("catalogueHash", .string(provenance.catalogueHash)),
      ("run", .int(provenance.runID)),
      (
        "profiles",
        .array(site.profiles.map { .object([("id", .string($0.id)), ("name", .string($0.name))]) })
      ),
      ("behaviours", .array(behaviours)),
      ("reports", .array(reports)),
    ]).rendered()
  }

  static func answer(_ answer: Site.Answer) -> JSON {
    .object(
      answer.reference.json.objectMembers + [
        (
          "values",
          .array(
            answer.values.map { item in
              .object(
                [
                  ("profile", .string(item.profile)), ("value", item.value.json ?? .null),
                  ("words", .string(item.value.words)),
                ] + (item.value.says.map { [("says", .string($0 ? "yes" : "no"))] } ?? []))
            })
        )
      ])
  }

  /// An evidence scenario: its reports and each claim with its grade and agreement per profile.
  static func report(_ row: ReportModel.Row) -> JSON {
    let scenario = row.scenario
    let claims = scenario.expectations.map { expectation -> JSON in
      let profiles = row.cells.map(\.profile).filter {
        expectation.profiles.contains("*") || expectation.profiles.contains($0)
      }
      let agreement = profiles.map { profile -> (String, JSON) in
        let claim = Site.Claim(
          scenario: scenario, expectation: expectation,
          cells: row.cells.filter { $0.profile == profile })
        return (profile, .string(claim.agreement.rawValue))
      }
      var members: [(String, JSON)] = [("step", .int(expectation.step))]
      if let through = expectation.through { members.append(("through", .int(through))) }
      members.append(("stated", .object(expectation.statedFields)))
      members.append(("evidence", .string(expectation.evidence.rawValue)))
      if let confidence = expectation.confidence {
        members.append(("confidence", .string(confidence.rawValue)))
      }
      if let source = expectation.source { members.append(("source", .string(source))) }
      if let known = expectation.knownDifference {
        members.append(
          (
            "knownDifference",
            .object([("rule", .string(known.rule)), ("reason", .string(known.reason))])
          ))
      }
      members.append(("agreement", .object(agreement)))
      return .object(members)
    }
    return .object([
      ("scenario", .string(scenario.id)), ("title", .string(scenario.title)),
      ("reports", .array(PublicRecord.reports(of: scenario).map(JSON.string))),
      ("claims", .array(claims)),
    ])
  }
}

extension JSON {
  /// An object's members; empty for any other value.
  var objectMembers: [(String, JSON)] {
    if case .object(let members) = self { return members }
    return []
  }
}
