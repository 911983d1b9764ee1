import RotationCore
import RotationSpace

/// libFuzzer target: evaluation. An input that decodes as a catalogue gives its scenarios; any
/// other input picks a scenario of the standard generated space by its bytes. Each scenario is
/// evaluated under every built-in profile and these invariants are checked:
/// - the bulk evaluation (a prepared scenario, no trace) equals the traced one, trace aside:
///   tracing observes the decisions and changes none;
/// - the same scenario and profile give the same outcome (determinism);
/// - after any step but the launch, the interface orientation is unchanged or supported;
/// - a crash ends the outcome, and only the last step may carry an error;
/// - every step of a scenario is there unless the app crashed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvaluate(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let scenarios: [Scenario]
  if let catalogue = try? Catalogue.decode(bytes) {
    scenarios = catalogue.scenarios
  } else {
    let space = ConfigurationSpace.standard
    let index = bytes.prefix(8).reduce(0) { $0 << 8 | Int($1) } & Int.max
    scenarios = [space.scenario(at: index % space.count)]
  }
  for scenario in scenarios { check(scenario) }
  return 0
}

private func check(_ scenario: Scenario) {
  let names = NameTable()
  let prepared = PreparedScenario(scenario, names: names)
  // Prepared again with the same table, as a run's scenarios are: a packed outcome must not
  // depend on the preparation it came from.
  let other = PreparedScenario(scenario, names: names)
  var previous: PackedOutcome?
  for profile in Profile.builtIn {
    let traced = Evaluator(profile: profile).evaluate(scenario)
    let again = Evaluator(profile: profile).evaluate(scenario)
    precondition(
      traced == again, "evaluation is not deterministic: \(scenario.id) under \(profile.id)")
    let bulk = Evaluator(profile: profile, tracing: false).evaluate(prepared)
    var untraced = traced
    for index in untraced.steps.indices { untraced.steps[index].trace = [] }
    precondition(
      bulk.outcome == untraced,
      "the bulk outcome differs from the traced one: \(scenario.id) under \(profile.id)")
    let elsewhere = Evaluator(profile: profile, tracing: false).evaluate(other)
    precondition(
      bulk.sameSteps(as: elsewhere) && hash(bulk) == hash(elsewhere),
      "a packed outcome differs from itself prepared again: \(scenario.id) under \(profile.id)")
    if let previous {
      // Packed steps compare as their named steps do.
      precondition(
        bulk.sameSteps(as: previous) == (bulk.outcome.steps == previous.outcome.steps)
          && elsewhere.sameSteps(as: previous) == bulk.sameSteps(as: previous),
        "packed and named steps disagree: \(scenario.id) under \(profile.id)")
    }
    previous = bulk
    precondition(
      traced.crashed || traced.steps.count == scenario.steps.count,
      "a step is missing: \(scenario.id)")
    for (index, step) in traced.steps.enumerated() {
      precondition(
        step.error == nil || index == traced.steps.count - 1,
        "a step follows an error: \(scenario.id)")
      precondition(step.error?.name != "InvalidStep", "a validated scenario has an invalid step")
      guard index > 0, step.error == nil else { continue }
      let previous = traced.steps[index - 1].interfaceOrientation
      precondition(
        step.interfaceOrientation == previous
          || step.supported.contains(step.interfaceOrientation),
        "\(scenario.id) under \(profile.id), step \(index): the interface turned to the unsupported "
          + "\(step.interfaceOrientation.name)")
    }
  }
}

private func hash(_ outcome: PackedOutcome) -> Int {
  var hasher = Hasher()
  outcome.hashSteps(into: &hasher)
  return hasher.finalize()
}
