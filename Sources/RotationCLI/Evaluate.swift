import RotationCore

/// `rotationdb evaluate`: evaluates a catalogue without a database and prints the outcomes.
enum Evaluate {
  static let usage = "rotationdb evaluate CATALOGUE.json [--profile ID]... [--format json|text]"

  static let command = CLI.Command(
    name: "evaluate",
    summary: "Evaluate every scenario of a catalogue under the profiles and print the outcomes.",
    usage: usage,
    help: """
      Arguments:
        CATALOGUE.json     a catalogue file (catalogue format 1); '-' reads standard input,
                           '@builtin' is the built-in catalogue

      Options:
        --profile ID       evaluate under this profile only; repeat for several
                           (default: all of 2.0, 2.1+, 5, 6+)
        --format FORMAT    json (default; the outcome format of the contract) or text
        --check            also compare with the scenarios' expectations; exit 1 if any differs

      Examples:
        rotationdb evaluate my-app.json --profile 5 --profile 6+
        rotationdb evaluate @builtin --format text --check

      """,
    run: run)

  static func run(_ arguments: [String], _ terminal: Terminal) throws(CLIError) -> Int32 {
    let parsed = try Arguments(
      arguments, valued: ["--profile", "--format"], flags: ["--check"], usage: usage)
    guard parsed.positionals.count == 1 else {
      throw .usage(
        parsed.positionals.isEmpty ? "missing CATALOGUE.json" : "too many arguments", usage)
    }
    let format = parsed.value("--format") ?? "json"
    guard format == "json" || format == "text" else {
      throw .usage("unknown format '\(format)'; expected json or text", usage)
    }
    let profiles = try CLI.profiles(parsed.values("--profile"), usage: usage)
    let catalogue = try CLI.loadCatalogue(parsed.positionals[0], terminal: terminal)
    var outcomes: [Outcome] = []
    var mismatches: [Mismatch] = []
    for scenario in catalogue.scenarios {
      for profile in profiles {
        let outcome = Evaluator(profile: profile).evaluate(scenario)
        outcomes.append(outcome)
        mismatches += scenario.mismatches(in: outcome)
      }
    }
    if format == "json" {
      terminal.out(Outcome.document(outcomes).rendered())
    } else {
      terminal.out(TextReport.outcomes(outcomes, catalogue: catalogue, profiles: profiles))
    }
    guard parsed.flags.contains("--check") else { return 0 }
    terminal.err(TextReport.mismatches(mismatches))
    return mismatches.isEmpty ? 0 : 1
  }
}

/// `rotationdb explain`: the story of one scenario under one profile.
enum Explain {
  static let usage = "rotationdb explain CATALOGUE.json SCENARIO-ID --profile ID"

  static let command = CLI.Command(
    name: "explain",
    summary: "Tell step by step how UIKit decides one scenario under one profile, and why.",
    usage: usage,
    help: """
      Arguments:
        CATALOGUE.json     a catalogue file; '-' reads standard input, '@builtin' the built-in one
        SCENARIO-ID        the id of a scenario in it

      Options:
        --profile ID       the profile (2.0, 2.1+, 5 or 6+); required

      Example:
        rotationdb explain @builtin seed000-nav-forwarding --profile 6+

      """,
    run: run)

  static func run(_ arguments: [String], _ terminal: Terminal) throws(CLIError) -> Int32 {
    let parsed = try Arguments(arguments, valued: ["--profile"], flags: [], usage: usage)
    guard parsed.positionals.count == 2 else {
      throw .usage(
        parsed.positionals.count < 2
          ? "missing CATALOGUE.json or SCENARIO-ID" : "too many arguments",
        usage)
    }
    let ids = parsed.values("--profile")
    guard ids.count == 1 else {
      throw .usage(ids.isEmpty ? "missing --profile" : "explain takes one --profile", usage)
    }
    let profile = try CLI.profiles(ids, usage: usage)[0]
    let catalogue = try CLI.loadCatalogue(parsed.positionals[0], terminal: terminal)
    let id = parsed.positionals[1]
    guard let scenario = catalogue.scenarios.first(where: { $0.id == id }) else {
      let hint =
        closest(id, in: catalogue.scenarios.map(\.id)).map { " (did you mean '\($0)'?)" } ?? ""
      throw .data("no scenario '\(id)' in \(parsed.positionals[0])\(hint)")
    }
    let outcome = Evaluator(profile: profile).evaluate(scenario)
    terminal.out(TextReport.explanation(scenario, profile: profile, outcome: outcome))
    return 0
  }
}

/// `rotationdb catalogue`: prints the built-in catalogue.
enum CatalogueCommand {
  static let usage = "rotationdb catalogue"

  static let command = CLI.Command(
    name: "catalogue",
    summary: "Print the built-in catalogue (canonical JSON), a starting point for your own.",
    usage: usage,
    help: "Example:\n  rotationdb catalogue > my-app.json\n",
    run: run)

  static func run(_ arguments: [String], _ terminal: Terminal) throws(CLIError) -> Int32 {
    let parsed = try Arguments(arguments, valued: [], flags: [], usage: usage)
    guard parsed.positionals.isEmpty else { throw .usage("catalogue takes no arguments", usage) }
    terminal.out(try CLI.loadCatalogue("@builtin", terminal: terminal).json.rendered())
    return 0
  }
}

/// `rotationdb profiles`: lists the profiles and their parameters.
enum ProfilesCommand {
  static let usage = "rotationdb profiles [--format json|text] [--db PATH]"

  static let command = CLI.Command(
    name: "profiles",
    summary: "List the OS behaviour profiles and their parameters.",
    usage: usage,
    help: """
      Lists the database's profiles when the database exists, else the built-in ones.

      Options:
        --format FORMAT    text (default) or json
        --db PATH          the database (default ./rotationdb.sqlite)

      """,
    run: run)

  static func run(_ arguments: [String], _ terminal: Terminal) throws(CLIError) -> Int32 {
    let parsed = try Arguments(
      arguments, valued: ["--format", DatabaseAccess.option], flags: [], usage: usage)
    guard parsed.positionals.isEmpty else { throw .usage("profiles takes no arguments", usage) }
    let format = parsed.value("--format") ?? "text"
    guard format == "json" || format == "text" else {
      throw .usage("unknown format '\(format)'; expected json or text", usage)
    }
    var profiles = Profile.builtIn
    do {
      let store = try DatabaseAccess.open(parsed, create: false, terminal: terminal)
      profiles = try DatabaseAccess.perform(usage: usage) { try store.profiles() }
    } catch  where error.code == 66 && parsed.value(DatabaseAccess.option) == nil {
      // No database here: the built-in profiles.
    }
    if format == "json" {
      terminal.out(JSON.array(profiles.map(\.json)).rendered())
    } else {
      terminal.out(TextReport.profiles(profiles))
    }
    return 0
  }
}
