import RotationCore

/// `rotationdb evaluate`: evaluates a catalogue without a database and prints the outcomes.
enum Evaluate {
  static let command = Command(
    name: "evaluate",
    summary: "Evaluate every scenario of a catalogue under the profiles and print the outcomes.",
    arguments: [
      Positional(
        name: "CATALOGUE.json",
        help: "a catalogue file (catalogue format 1); '-' reads standard input, '@builtin' is "
          + "the built-in catalogue")
    ],
    options: [
      .profiles(
        "evaluate under this profile only; repeat for several (default: all of "
          + Profile.builtIn.map(\.id).joined(separator: ", ")
          + "); a version such as 7 or 17 names the profile that covers it"),
      .format(["json", "text"], help: "json (default; the contract's outcome format) or text"),
      Option(
        name: "--check",
        help: "also compare with the scenarios' expectations and say how many were checked; "
          + "exit 1 if any differs (a claim marked knownDifference must differ)"),
      .requireExpectations,
      Option(
        name: "--profiles-file", values: ["FILE.json"],
        help: "also evaluate under the profiles this file defines (a base profile plus "
          + "parameter overrides; see 'rotationdb help profiles')"),
    ],
    examples: [
      "rotationdb evaluate my-app.json --profile 5 --profile 6+",
      "rotationdb evaluate my-app.json --profile 15 --profile 16 --check",
      "rotationdb evaluate my-app.json --profiles-file what-if.json",
      "rotationdb evaluate @builtin --format text --check",
    ],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let defined = try parsed.value("--profiles-file").map { path throws(CLIError) in
      try CLI.loadProfiles(path, terminal: terminal)
    }
    let available = Profile.builtIn + (defined ?? [])
    let profiles = try CLI.profiles(
      parsed.values("--profile"), usage: command.usage, available: available)
    let catalogue = try CLI.loadCatalogue(
      parsed.positionals[0], terminal: terminal, profiles: available)
    // Outcomes are written as they are made: memory holds one scenario's outcomes at a time.
    var check = Check()
    let text = parsed.value("--format") == "text"
    let outcomes = catalogue.scenarios.lazy.flatMap { scenario in
      let prepared = PreparedScenario(scenario)
      return profiles.map { profile in
        let outcome = Evaluator(profile: profile).evaluate(prepared).outcome
        check.add(outcome, of: scenario)
        return (scenario, outcome, profile)
      }
    }
    if text {
      var chunked = ChunkedText()
      let colours = terminal.colours(output: true)
      for (scenario, outcome, profile) in outcomes {
        let note = profile.note(for: scenario.device)
        chunked.append(
          TextReport.outcome(outcome, scenario: scenario, note: note).rendered(colours: colours)
        ) { terminal.out($0) }
      }
      chunked.finish { terminal.out($0) }
    } else {
      StreamedDocument.write(key: "outcomes", outcomes.map { $0.1.json }) { terminal.out($0) }
    }
    let require = parsed.flags.contains(Option.requireExpectations.name)
    guard parsed.flags.contains("--check") || require else { return 0 }
    terminal.err(
      TextReport.verdict(check, requireExpectations: require)
        .rendered(colours: terminal.colours(output: false)))
    return TextReport.passes(check, requireExpectations: require) ? 0 : 1
  }
}

/// `rotationdb explain`: the story of one scenario under one profile.
enum Explain {
  static let command = Command(
    name: "explain",
    summary: "Tell step by step how UIKit decides one scenario under one profile, and why.",
    discussion: """
      Each step shows its result, every method UIKit asks and every rule applied, each with its
      citation: a section of docs/rules.md, source keys ('rotationdb sources KEY') and an
      evidence mark (D documented, Q quoted, O observed, I inferred).
      """,
    arguments: [
      Positional(
        name: "CATALOGUE.json",
        help: "a catalogue file; '-' reads standard input, '@builtin' the built-in one; "
          + "omitted: the database (--db, default ./rotationdb.sqlite)",
        count: .optional),
      Positional(name: "SCENARIO-ID", help: "the id of a scenario in it (or in the database)"),
    ],
    options: [
      Option(
        name: "--profile", values: ["ID"],
        help: "the profile (" + Profile.builtIn.map(\.id).joined(separator: ", ")
          + ", or a version such as 17 for the profile that covers it)",
        required: true),
      Option(
        name: "--db", values: ["PATH"],
        help: "read the scenario and the profile from this database instead of a catalogue "
          + "(default ./rotationdb.sqlite when no catalogue is given)"),
    ],
    examples: [
      "rotationdb explain @builtin seed000-nav-forwarding --profile 6+",
      "rotationdb explain @builtin seed003-forced-orientation-reverts --profile 16+",
      "rotationdb explain my-case --profile 5",
    ],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let scenarioID = parsed.positionals.last ?? ""
    let scenario: Scenario
    let profile: Profile
    if parsed.positionals.count == 1 {
      // As every database command: ./rotationdb.sqlite when no catalogue or --db is given.
      let store = try DatabaseAccess.open(parsed, create: false, readOnly: true, terminal: terminal)
      let (scenarios, profiles) = try DatabaseAccess.perform(usage: usage) {
        (try store.scenarios(), try store.profiles())
      }
      let id = CLI.profileIDs(parsed.values("--profile"))[0]
      guard let found = profiles.first(where: { $0.id == id }) else {
        let known = profiles.map(\.id)
        let hint = didYouMean(id, in: known)
        throw .usage(
          "unknown profile '\(id)'\(hint); the database has \(known.joined(separator: ", "))",
          usage)
      }
      profile = found
      scenario = try find(scenarioID, in: scenarios, where: store.path)
    } else {
      guard parsed.value("--db") == nil else {
        throw .usage("give CATALOGUE.json or --db, not both", usage)
      }
      profile = try CLI.profiles(parsed.values("--profile"), usage: usage)[0]
      let catalogue = try CLI.loadCatalogue(parsed.positionals[0], terminal: terminal)
      scenario = try find(scenarioID, in: catalogue.scenarios, where: parsed.positionals[0])
    }
    let outcome = Evaluator(profile: profile).evaluate(scenario)
    terminal.out(
      TextReport.explanation(scenario, profile: profile, outcome: outcome)
        .rendered(colours: terminal.colours(output: true)))
    return 0
  }

  /// The scenario with this id, or an error with the closest id.
  static func find(_ id: String, in scenarios: [Scenario], where place: String) throws(CLIError)
    -> Scenario
  {
    guard let scenario = scenarios.first(where: { $0.id == id }) else {
      let hint = didYouMean(id, in: scenarios.map(\.id))
      throw .data("no scenario '\(id)' in \(place)\(hint)")
    }
    return scenario
  }
}

/// `rotationdb catalogue`: prints the built-in catalogue, or another, whole or by tag.
enum CatalogueCommand {
  static let command = Command(
    name: "catalogue",
    summary: "Print the built-in catalogue (canonical JSON), a starting point for your own.",
    discussion: """
      With --tag, only the scenarios with that tag: '--tag public-report' prints the public
      record, the scenarios drawn from a public report. A tag no scenario has is an error
      (exit 65) naming the closest one.
      """,
    arguments: [
      Positional(
        name: "CATALOGUE.json",
        help: "a catalogue file to print instead ('-' reads standard input); default @builtin",
        count: .optional)
    ],
    options: [.tag],
    examples: [
      "rotationdb catalogue > my-app.json",
      "rotationdb catalogue --tag public-report > public-record.json",
    ],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let path = parsed.positionals.first ?? "@builtin"
    var catalogue = try CLI.loadCatalogue(path, terminal: terminal)
    if let tag = parsed.value("--tag") {
      let tags = Array(Set(catalogue.scenarios.flatMap(\.tags))).sorted()
      guard tags.contains(tag) else {
        throw DatabaseAccess.unknownTag(
          tag, tags: tags, place: path == "-" ? "<stdin>" : path)
      }
      catalogue.scenarios = catalogue.scenarios.filter { $0.tags.contains(tag) }
    }
    terminal.out(catalogue.json.rendered())
    return 0
  }
}

/// `rotationdb profiles`: lists the profiles and their parameters; adds and removes the ones a
/// user defines.
enum ProfilesCommand {
  static let command = Command(
    name: "profiles",
    summary: "List the OS behaviour profiles and their parameters; add or remove your own.",
    discussion: """
      Without arguments: every parameter under every profile (the database's when it exists,
      else the built-in ones); '*' marks an open question of docs/rules.md §13.

      'parameters' prints each parameter as declared: its meaning, its value under the built-in
      profiles (neighbouring profiles that agree merged), its rival values, whether it is an
      open question and its rule; with --format md it is docs/parameters.md.

      'add FILE.json' adds profiles defined as a base profile plus parameter overrides, to see
      which outcomes flip if an open question goes the other way:
        {"id": "16+-no-cache", "base": "16+",
         "name": "iOS 16, requests see the live mask",
         "parameters": {"geometryValidationUsesCache": false}}
      (a file may hold an array of them). An id may not read as a version (17): versions name
      the built-in profile that covers them. 'remove ID' removes one; built-in profiles stay.
      """,
    arguments: [
      Positional(
        name: "add|remove|show|parameters|ID",
        help: "add the profiles a file defines, remove one, show one's parameters (an ID "
          + "alone shows it: 'profiles 16+' is 'profiles show 16+'), or describe every parameter",
        count: .optional),
      Positional(
        name: "FILE.json|ID", help: "with add: the file; with remove or show: the profile's id",
        count: .optional),
    ],
    options: [.format(["text", "md", "json"]), .db],
    examples: [
      "rotationdb profiles --format md", "rotationdb profiles show 16", "rotationdb profiles 16+",
      "rotationdb profiles add what-if.json",
      "\(TextReport.parametersPageCommand) > docs/parameters.md",
      "rotationdb run && rotationdb diff --profiles 16+ 16+-no-cache",
    ],
    run: run)

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    if parsed.positionals.first == "parameters" {
      return try parameters(parsed, terminal)
    }
    if var action = parsed.positionals.first {
      var argument = parsed.positionals.dropFirst().first ?? ""
      // A profile id alone is 'show ID': `profiles 16+` as `profiles show 16+`.
      if parsed.positionals.count == 1, !["add", "remove", "show"].contains(action) {
        (action, argument) = ("show", action)
      }
      guard !argument.isEmpty else {
        throw .usage("'\(action)' needs a file or a profile id", usage)
      }
      switch action {
      case "add":
        let store = try DatabaseAccess.open(parsed, create: true, terminal: terminal)
        let bases = try DatabaseAccess.perform(usage: usage) { try store.profiles() }
        let added = try CLI.loadProfiles(argument, terminal: terminal, bases: bases)
        try DatabaseAccess.perform(usage: usage) { try store.addProfiles(added) }
        for profile in added {
          let base = bases.first { $0.order == profile.order && $0.id != profile.id }
          let changed = ProfileParameter.all.filter { parameter in
            base.map { parameter.value(in: $0.parameters).compact() }
              != parameter.value(in: profile.parameters).compact()
          }
          terminal.out(
            ("Added profile \(profile.id) (\(profile.name)); changed: "
              + (changed.isEmpty ? "nothing" : changed.map(\.name).joined(separator: ", "))
              + ".\n").terminalSafe)
        }
      case "show":
        let profiles = try storedProfiles(parsed, terminal: terminal, usage: usage)
        let id = CLI.profileIDs([argument])[0]
        guard let profile = profiles.first(where: { $0.id == id }) else {
          throw .usage(
            "unknown profile '\(argument)'\(didYouMean(argument, in: profiles.map(\.id)))"
              + "; known: " + profiles.map(\.id).joined(separator: ", "), usage)
        }
        switch parsed.value("--format") {
        case "json": terminal.out(shown(profile).rendered())
        case "md": terminal.out(TextReport.parameterTable([profile], markdown: true).terminalSafe)
        default: terminal.out(TextReport.profileSheet(profile).terminalSafe)
        }
      case "remove":
        let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
        try DatabaseAccess.perform(usage: usage) { try store.removeProfile(argument) }
        terminal.out("Removed profile \(argument).\n".terminalSafe)
      default:
        throw .usage(
          "unknown action '\(action)'; expected add, remove, show or parameters", usage)
      }
      return 0
    }
    let profiles = try storedProfiles(parsed, terminal: terminal, usage: usage)
    switch parsed.value("--format") {
    case "json": terminal.out(JSON.array(profiles.map(shown)).rendered())
    case "md": terminal.out(TextReport.parameterTable(profiles, markdown: true).terminalSafe)
    default: terminal.out(TextReport.parameterTable(profiles, markdown: false).terminalSafe)
    }
    return 0
  }

  /// `profiles parameters`: the declarations and the built-in profiles' values, whatever the
  /// database holds (a profile of one's own is listed by `profiles`).
  static func parameters(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    guard parsed.positionals.count == 1 else {
      throw .usage("'parameters' takes no argument", command.usage)
    }
    switch parsed.value("--format") {
    case "json": terminal.out(TextReport.parametersJSON().rendered())
    case "md": terminal.out(TextReport.parametersPage(markdown: true).terminalSafe)
    default: terminal.out(TextReport.parametersPage(markdown: false).terminalSafe)
    }
    return 0
  }

  /// A profile's JSON as `profiles` shows it: its canonical JSON and, for one an older
  /// rotationdb stored without parameters declared since, `filledIn`: those it took from its base.
  static func shown(_ profile: Profile) -> JSON {
    guard !profile.filledIn.isEmpty, case .object(var members) = profile.json else {
      return profile.json
    }
    members.append(("filledIn", .array(profile.filledIn.map(JSON.string))))
    return .object(members)
  }

  /// The database's profiles; without one here (and no --db), the built-in ones.
  static func storedProfiles(_ parsed: Arguments, terminal: Terminal, usage: String)
    throws(CLIError) -> [Profile]
  {
    do {
      let store = try DatabaseAccess.open(parsed, create: false, readOnly: true, terminal: terminal)
      return try DatabaseAccess.perform(usage: usage) { try store.profiles() }
    } catch  where error.code == 66 && parsed.value(Option.db.name) == nil {
      return Profile.builtIn
    }
  }
}
