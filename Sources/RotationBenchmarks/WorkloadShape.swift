import RotationCore

/// What the callgrind workload's evaluations do, read from their traced outcomes: the steps an
/// evaluation runs and, a step, the rules it applies (its trace lines), those a profile
/// parameter chose, the calls it records (`asked`) and the controllers it tells (`notified`).
/// The work a step does whatever form the engine takes.
func workloadShape(count: Int) {
  let evaluators = Profile.builtIn.map { Evaluator(profile: $0) }
  var evaluations = 0
  var steps = 0
  var rules = 0
  var parameterized = 0
  var asked = 0
  var notified = 0
  var rulesByStep: [Int: Int] = [:]
  for index in 0..<count {
    let scenario = space.scenario(at: index * 97 % space.count)
    for evaluator in evaluators {
      let outcome = evaluator.evaluate(scenario)
      evaluations += 1
      steps += outcome.steps.count
      for step in outcome.steps {
        rules += step.trace.count
        // Inferred and observed rules name their parameter as `Log` writes them.
        parameterized += step.trace.count {
          $0.contains("; parameter ") || $0.contains("inferred rule, parameter ")
        }
        asked += step.asked.count
        notified += step.notified.count
        rulesByStep[step.trace.count, default: 0] += 1
      }
    }
  }
  func per(_ total: Int, _ of: Int) -> String {
    String(format: "%.2f", Double(total) / Double(max(of, 1)))
  }
  print("evaluations: \(evaluations); steps: \(steps) (\(per(steps, evaluations)) an evaluation)")
  print("rules applied: \(rules); calls recorded: \(asked); controllers told: \(notified)")
  print(
    "a step: \(per(rules, steps)) rules applied (trace lines), \(per(parameterized, steps)) of "
      + "them chosen by a profile parameter; \(per(asked, steps)) calls recorded; "
      + "\(per(notified, steps)) controllers told")
  print("steps by rules applied:")
  for (applied, count) in rulesByStep.sorted(by: { $0.key < $1.key }) {
    print("  \(applied): \(count)")
  }
}
