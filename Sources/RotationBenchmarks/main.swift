import Foundation
import RotationCore
import RotationSpace

let space = ConfigurationSpace.standard
print("space \(space.count)")
let batch = (0..<20000).map { space.scenario(at: $0 * 53 % space.count) }
let evaluators = Profile.builtIn.map { Evaluator(profile: $0, tracing: false) }
let prepared = batch.map(PreparedScenario.init)
let start = Date()
var steps = 0
for scenario in prepared {
  for evaluator in evaluators {
    steps &+= evaluator.evaluate(scenario).steps.count
  }
}
let seconds = Date().timeIntervalSince(start)
print("evals/s", Double(batch.count * 4) / seconds, steps)
let genStart = Date()
var n = 0
for i in 0..<100000 { n &+= space.scenario(at: i).steps.count }
print("gen/s", 100000 / Date().timeIntervalSince(genStart))
