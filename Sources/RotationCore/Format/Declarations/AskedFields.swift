/// The orientation methods UIKit may call, as an outcome's `asked` and an expectation's `asked`
/// and `notAsked` name them after the controller: `NAME.method` (catalogue-format §8.4, §8.5).
public enum AskedMethod: String, Sendable, CaseIterable {
  case shouldAutorotate
  case supportedInterfaceOrientations
  case shouldAutorotateToInterfaceOrientation
  case preferredInterfaceOrientationForPresentation
  case prefersInterfaceOrientationLocked
  /// The app delegate's `application:supportedInterfaceOrientationsForWindow:`, named after
  /// `application`.
  case supportedInterfaceOrientationsForWindow

  /// The app delegate's call as `asked` names it.
  static let applicationCall = "application." + supportedInterfaceOrientationsForWindow.rawValue

  /// Every method, in declaration order (`allCases` makes a new array each time).
  static let ordered = allCases

  /// The controllers' methods: every one but the app delegate's.
  static let controllers = ordered.filter { $0 != .supportedInterfaceOrientationsForWindow }

  /// A controller's method's place in ``controllers``, its place among the cases: a switch,
  /// not a search of ``controllers`` at every call UIKit makes (a test checks the two agree).
  var ordinal: Int {
    switch self {
    case .shouldAutorotate: 0
    case .supportedInterfaceOrientations: 1
    case .shouldAutorotateToInterfaceOrientation: 2
    case .preferredInterfaceOrientationForPresentation: 3
    case .prefersInterfaceOrientationLocked: 4
    case .supportedInterfaceOrientationsForWindow:
      preconditionFailure("the app delegate's method is no controller's")
    }
  }
}

/// The outcome field `asked` and the expectation keys that compare it. Their store columns are
/// added by migration 18.
extension OutcomeField {
  static let asked = OutcomeField(
    "asked",
    meaning: "the orientation methods UIKit called at this step, each once in the order first "
      + "called, as \"NAME.method\"",
    output: { .array($0.asked.map(JSON.string)) }, columns: ["asked"],
    store: { step, values in
      values.append(
        .text(step.asked.isEmpty ? "[]" : JSON.array(step.asked.map(JSON.string)).compact()))
    },
    load: { values, step throws(StoredValueError) in
      // Rows written before it was kept (NULL): nothing was recorded as asked.
      step.asked = values.first?.textValue == nil ? [] : try strings(values, "asked")
    },
    comparison: calls(\.asked, column: "asked", all: true))

  static let notAsked = OutcomeField(
    "notAsked", meaning: "\"NAME.method\" calls that must not be among the step's asked",
    output: nil,
    comparison: calls(\.notAsked, column: "not_asked", all: false))

  /// `NAME.method` calls that must all (`all`) or none be among the step's `asked`: a non-empty
  /// list, each once, each naming a known method.
  static func calls(
    _ field: WritableKeyPath<Expectation, [String]?> & Sendable, column: String, all: Bool
  ) -> Comparison {
    Comparison(
      columns: [column], recorded: false,
      read: { node, path, expectation throws(CatalogueError) in
        let calls = try readNames(node, path)
        guard !calls.isEmpty else { throw Read.fail(node, path, "name at least one call") }
        for (index, call) in calls.enumerated() {
          try checkCall(call, node: try Read.array(node, path)[index], "\(path)[\(index)]")
        }
        expectation[keyPath: field] = calls
      },
      write: { $0[keyPath: field].map { .array($0.map(JSON.string)) } },
      check: { expectation, step in
        guard let wanted = expectation[keyPath: field] else { return nil }
        return (
          JSON.array(wanted.map(JSON.string)).compact(),
          JSON.array(step.asked.map(JSON.string)).compact(),
          among(wanted, step.asked, all: all)
        )
      },
      record: { _, _ in },
      store: { [.text($0[keyPath: field].map { JSON.array($0.map(JSON.string)).compact() })] },
      load: { values, expectation throws(StoredValueError) in
        expectation[keyPath: field] =
          values.first?.textValue == nil ? nil : try strings(values, column)
      },
      sweep: .members(all: all, wanted: { $0[keyPath: field] }, actual: \.asked))
  }

  /// Whether every one (`all`) or none of `wanted` is among `present`, in work linear in both:
  /// a search of `present` for each one wanted was their product.
  static func among(_ wanted: [String], _ present: [String], all: Bool) -> Bool {
    let present = Set(present)
    return all ? wanted.allSatisfy(present.contains) : !wanted.contains(where: present.contains)
  }

  /// A call is `NAME.method`: a name, a dot, and one of ``AskedMethod``'s.
  static func checkCall(_ call: String, node: JSONNode, _ path: String) throws(CatalogueError) {
    guard let dot = call.lastIndex(of: "."), dot != call.startIndex else {
      throw Read.fail(node, path, "'\(call)' is not NAME.method")
    }
    let method = String(call[call.index(after: dot)...])
    guard AskedMethod(rawValue: method) != nil else {
      throw Read.fail(
        node, path,
        "'\(method)' is not an orientation method UIKit calls"
          + didYouMean(method, in: AskedMethod.allCases.map(\.rawValue)) + " (one of "
          + AskedMethod.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
  }
}
