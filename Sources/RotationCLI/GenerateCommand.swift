import Foundation
import RotationCore
import RotationRunner
import RotationSpace
import RotationStore

/// `rotationdb generate`: every combination of the configuration dimensions.
enum GenerateCommand {
  static let command = Command(
    name: "generate",
    summary:
      "Generate every combination of the dimensions that matter, as a catalogue or into the database.",
    discussion: """
      Dimensions: idiom and environment; Info.plist orientations (and the ~ipad key); the app
      delegate's mask; a second window (a toast, a HUD without a root, a hidden window); the
      root controller (plain, navigation, tab bar, page, a custom container with or without
      containment and forwarding, a split view; forwarding or not); the root's and its visible
      child's overrides (legacy method, shouldAutorotate, masks, a wrong enum value returned as
      a mask); the launch orientation; and a step script (rotate, push, present, dismiss,
      attemptRotationToDeviceOrientation, an alert window shown then removed...). Ids are
      stable and readable, e.g. iphone.pl-p.dg-none.navfwd-none-portrait.at-p.rot-ll or
      ipad.pl-all.dg-none.w-toast.cfwd-all-portrait.at-ll.rot-ll. Scenarios are made and
      written one at a time: memory stays flat. With --import the database keeps each as its
      space and index (the space makes it again, the same bytes) rather than its JSON text.
      """,
    options: [
      Option(
        name: "--space", values: ["NAME"],
        help: "standard (default, \(ConfigurationSpace.standard.count) scenarios) or small "
          + "(\(ConfigurationSpace.small.count) scenarios)",
        choices: ["standard", "small"], noun: "space"),
      Option(name: "--limit", values: ["N"], help: "only the first N scenarios (N from 1)"),
      Option(
        name: "--out", values: ["FILE"],
        help: "write the catalogue to this file (atomically) instead of standard output"),
      Option(name: "--import", help: "import straight into the database, in one transaction"),
      Option(
        name: "--db", values: ["PATH"],
        help: "with --import: the database (default ./rotationdb.sqlite)"),
    ],
    examples: [
      "rotationdb generate --space small --out small.json",
      "rotationdb generate --import && rotationdb run && rotationdb diff --profiles 5 6+",
      "rotationdb diff --profiles 5 6+ --space standard   (the same summary, no database)",
    ],
    run: run)

  /// A generated space by its name (`--space`).
  static func space(named name: String, usage: String) throws(CLIError) -> ConfigurationSpace {
    guard let space = ConfigurationSpace.named[name] else {
      throw .usage("unknown space '\(name)'; expected standard or small", usage)
    }
    return space
  }

  static func run(_ parsed: Arguments, _ terminal: Terminal) throws(CLIError) -> Int32 {
    let usage = command.usage
    let name = parsed.value("--space") ?? "standard"
    let space = try Self.space(named: name, usage: usage)
    var count = space.count
    if let text = parsed.value("--limit") {
      count = min(count, try wholeNumber(text, for: "--limit", "a count", usage: usage))
    }
    let scenarios = (0..<count).lazy.map { space.scenario(at: $0) }
    if parsed.flags.contains("--import") {
      guard parsed.value("--out") == nil else {
        throw .usage("give --out or --import, not both", usage)
      }
      let store = try DatabaseAccess.open(parsed, create: true, terminal: terminal)
      let progress = Progress.on(terminal, "importing")
      let summary = try DatabaseAccess.perform(usage: usage) {
        // Scenarios and their hashes are made on every core while the ones before are
        // written; each is kept by reference to its space and index.
        try store.importScenarios(
          Progress.counting(
            ParallelSequence(count: count) { Store.ImportItem(space: space, index: $0) },
            total: count, into: progress))
      }
      progress?.finish()
      terminal.out(
        "Imported \(TextReport.count(summary.total, "generated scenario")) (space \(name)) into "
          + "\(store.path): "
          + "\(summary.added) new, \(summary.changed) changed, \(summary.unchanged) unchanged.\n")
      return 0
    }
    if let path = parsed.value("--out") {
      try FileOutput.stream(
        to: path, protecting: .of(parsed, terminal)
      ) {
        write in try writeCatalogue(scenarios, write)
      }
    } else {
      writeCatalogue(scenarios, { terminal.out($0) })
    }
    return 0
  }

  /// The canonical catalogue text, written in pieces: the same bytes as rendering the whole
  /// catalogue at once.
  static func writeCatalogue(
    _ scenarios: some Sequence<Scenario>, _ write: (String) throws -> Void
  ) rethrows {
    try StreamedDocument.write(key: "scenarios", scenarios.lazy.map(\.json), write)
  }
}
