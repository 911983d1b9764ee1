import RotationCore

/// libFuzzer target: evaluation. On every input that decodes, each scenario is evaluated under
/// every built-in profile and these invariants are checked:
/// - the same scenario and profile give the same outcome (determinism), with or without traces;
/// - after any step but the launch, the interface orientation is unchanged or supported;
/// - a crash ends the outcome, and only the last step may carry an error;
/// - every step of a scenario is there unless the app crashed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvaluate(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let catalogue = try? Catalogue.decode(bytes) else { return 0 }
  for scenario in catalogue.scenarios {
    for profile in Profile.builtIn {
      let traced = Evaluator(profile: profile).evaluate(scenario)
      let again = Evaluator(profile: profile).evaluate(scenario)
      precondition(
        traced == again, "evaluation is not deterministic: \(scenario.id) under \(profile.id)")
      let untraced = Evaluator(profile: profile, tracing: false).evaluate(scenario)
      precondition(
        untraced.steps.map(\.interfaceOrientation) == traced.steps.map(\.interfaceOrientation)
          && untraced.crashed == traced.crashed,
        "tracing changes the outcome: \(scenario.id) under \(profile.id)")
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
  return 0
}
