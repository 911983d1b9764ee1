import Testing

@testable import RotationCore

/// Comparing an outcome with expectations over ranges of steps (`through`): the mismatches the
/// plain reading finds, each stated field at each step of each range, in work linear in the
/// expectations, the steps and the mismatches.
@Suite("Expectations over ranges of steps")
struct ExpectationSweepTests {
  /// The rule read plainly: each expectation, each step of its range, each field it states;
  /// one `step` mismatch at the first step the outcome does not reach.
  static func plainReading(_ scenario: Scenario, _ outcome: Outcome) -> [Mismatch] {
    var result: [Mismatch] = []
    // The first step of each index, as a search of the steps in order finds it.
    let byIndex = Dictionary(outcome.steps.map { ($0.index, $0) }) { first, _ in first }
    for expectation in scenario.expectations where expectation.applies(to: outcome.profile) {
      for index in expectation.steps {
        func add(_ field: String, _ wanted: String, _ got: String) {
          result.append(
            Mismatch(
              scenario: scenario.id, profile: outcome.profile, step: index, field: field,
              wanted: wanted, got: got, evidence: expectation.evidence,
              source: expectation.source, confidence: expectation.confidence))
        }
        guard let step = byIndex[index] else {
          add("step", "reached", "not reached")
          break
        }
        for field in OutcomeField.compared {
          guard let check = field.comparison?.check(expectation, step) else { continue }
          if !check.holds { add(field.expectationKey, check.wanted, check.got) }
        }
      }
    }
    return result
  }

  /// A linear congruential generator: the same values every run.
  struct Seeded {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    mutating func some<T>(_ items: [T]) -> [T] { items.filter { _ in next(2) == 0 } }
  }

  static let names = ["a", "b", "c", "d"]
  static let calls = [
    "a.shouldAutorotate", "b.shouldAutorotate", "a.prefersInterfaceOrientationLocked",
  ]
  static let orientations: [InterfaceOrientation] = [.portrait, .landscapeLeft]

  /// A step whose every field takes one of two or three values, so that runs form and break.
  static func step(_ index: Int, _ random: inout Seeded) -> StepOutcome {
    StepOutcome(
      index: index, action: "rotate", deviceOrientation: .portrait,
      interfaceOrientation: random.pick(orientations), statusBarOrientation: .portrait,
      rotated: random.next(2) == 0, decider: random.pick(["a", "b", nil]),
      supported: .all,
      error: random.next(4) == 0 ? OutcomeError(name: "E", message: "m") : nil,
      geometryError: random.next(4) == 0 ? GeometryError(code: 101, message: "m") : nil,
      skipped: random.next(5) == 0,
      windowOrientations: random.next(2) == 0
        ? []
        : [WindowOrientation(window: "main", orientation: random.pick(orientations))]
          + random.some([WindowOrientation(window: "toast", orientation: .landscapeLeft)]),
      notified: random.some(names), asked: random.some(calls), manualTransform: nil,
      warnings: random.some(["one warning", "another", "a third warning"]), trace: [])
  }

  /// An expectation stating a few fields over a range that may pass the outcome's end.
  static func expectation(_ steps: Int, _ random: inout Seeded) -> RotationCore.Expectation {
    let first = random.next(steps + 1)
    var expectation = RotationCore.Expectation(
      profiles: [random.pick(["*", "p", "q"])], step: first,
      through: random.next(3) == 0 ? nil : first + random.next(steps - first + 2),
      evidence: .observed)
    func maybe(_ set: (inout RotationCore.Expectation) -> Void) {
      if random.next(3) == 0 { set(&expectation) }
    }
    maybe { $0.interfaceOrientation = random.pick(orientations) }
    maybe { $0.rotated = random.next(2) == 0 }
    maybe { $0.decider = .some(random.pick(["a", "b", nil])) }
    maybe { $0.error = .some(random.pick(["E", nil])) }
    maybe { $0.crashed = random.next(2) == 0 }
    maybe { $0.geometryError = .some(random.pick([101, nil])) }
    maybe { $0.skipped = random.next(2) == 0 }
    maybe { $0.warning = random.pick(["warning", "another", "none"]) }
    maybe { $0.notified = random.some(names) }
    maybe { $0.notifiedIncludes = [random.pick(names)] + random.some(["x"]) }
    maybe { $0.notifiedExcludes = random.some(names) + ["y"] }
    maybe { $0.asked = [random.pick(calls)] }
    maybe { $0.notAsked = random.some(calls) + ["z.shouldAutorotate"] }
    maybe {
      $0.windowOrientations = [
        WindowOrientation(
          window: random.pick(["main", "toast"]), orientation: random.pick(orientations))
      ]
    }
    if !expectation.comparesSomething { expectation.rotated = true }
    return expectation
  }

  @Test("The mismatches the plain reading finds, in 3,000 seeded random outcomes")
  func random() {
    var random = Seeded(state: 57)
    var (found, unreached) = (0, 0)
    for round in 0..<3_000 {
      let count = random.next(12)
      var steps = (0..<count).map { Self.step($0, &random) }
      // Now and then steps out of order, a gap, a step listed twice: read as the plain
      // reading reads them (the first step of an index).
      if count > 3, random.next(5) == 0 {
        steps.swapAt(0, count - 1)
        steps.remove(at: 1)
        steps.append(Self.step(2, &random))
      }
      let expectations = (0..<random.next(6) + 1).map { _ in Self.expectation(count, &random) }
      let scenario = Scenario(
        id: "s", title: "t", device: .iphone, window: .empty, steps: [],
        expectations: expectations)
      let outcome = Outcome(
        scenario: "s", profile: random.pick(["p", "q"]), crashed: false, steps: steps)
      let mismatches = scenario.mismatches(in: outcome)
      #expect(mismatches == Self.plainReading(scenario, outcome), "round \(round)")
      found += mismatches.count
      unreached += mismatches.filter { $0.field == "step" }.count
    }
    // The rounds hold and miss alike, and reach past the outcome's end.
    #expect(found > 10_000 && unreached > 500, "\(found) mismatches, \(unreached) steps")
  }

  /// A long outcome: `steps` steps whose values change at every step, so no field holds for
  /// long as a run.
  static func longOutcome(_ steps: Int) -> Outcome {
    let outcomes = (0..<steps).map { index in
      StepOutcome(
        index: index, action: "rotate", deviceOrientation: .portrait,
        interfaceOrientation: index % 2 == 0 ? .portrait : .landscapeLeft,
        statusBarOrientation: .portrait, rotated: true, decider: "n\(index % 7)",
        supported: .all, error: nil,
        windowOrientations: [WindowOrientation(window: "w\(index % 3)", orientation: .portrait)],
        notified: ["root", "n\(index)"],
        asked: ["root.shouldAutorotate", "n\(index).shouldAutorotate"],
        manualTransform: nil, warnings: ["warning \(index)"], trace: [])
    }
    return Outcome(scenario: "s", profile: "p", crashed: false, steps: outcomes)
  }

  /// Expectations that hold at every step of their range, each stating every kind of field.
  static func holding(_ count: Int, through last: Int) -> [RotationCore.Expectation] {
    (0..<count).map { offset in
      RotationCore.Expectation(
        profiles: ["*"], step: offset % 3, through: last, statusBarOrientation: .portrait,
        rotated: true, error: .some(nil), geometryError: .some(nil), warning: "warning",
        skipped: false, notifiedIncludes: ["root"], notifiedExcludes: ["x\(offset)"],
        asked: ["root.shouldAutorotate"], notAsked: ["root.prefersInterfaceOrientationLocked"],
        evidence: .observed)
    }
  }

  @Test(
    "20,000 expectations through step 999: work linear in expectations and steps",
    arguments: [(20_000, 1_000), (2_000, 1_000), (20_000, 100)])
  func long(expectations count: Int, steps: Int) {
    let outcome = Self.longOutcome(steps)
    let scenario = Scenario(
      id: "s", title: "t", device: .iphone, window: .empty, steps: [],
      expectations: Self.holding(count, through: steps - 1))
    let (found, work) = scenario.mismatchesCounted(in: outcome)
    #expect(found.isEmpty)
    // A step at a time was count × steps × fields: 20,000 × 1,000 × 9.
    #expect(work <= 32 * (count + steps), "\(work) units for \(count) and \(steps)")
  }

  @Test("Mismatches at every other step: work linear in them too")
  func failing() {
    let steps = 1_000
    let outcome = Self.longOutcome(steps)
    let expectations = (0..<100).map { offset in
      RotationCore.Expectation(
        profiles: ["*"], step: offset, through: steps - 1, interfaceOrientation: .portrait,
        notifiedExcludes: ["n\(offset + 1)"], asked: ["n\(offset + 2).shouldAutorotate"],
        evidence: .observed)
    }
    let scenario = Scenario(
      id: "s", title: "t", device: .iphone, window: .empty, steps: [],
      expectations: expectations)
    let (found, work) = scenario.mismatchesCounted(in: outcome)
    #expect(found == Self.plainReading(scenario, outcome))
    #expect(found.count > 50_000)
    #expect(work <= 16 * (expectations.count + steps + found.count), "\(work) units")
  }
}
