import Synchronization

/// Controllers' names as integers. The packed outcomes of every scenario prepared with one
/// table code a name alike, so that a run compares and hashes outcomes' codes, not their
/// names. Shared by threads: names are looked up under a lock, once a controller when a
/// scenario is prepared, and named again only when an outcome is read.
public final class NameTable: Sendable {
  private struct State {
    var codes: [String: Int32] = [:]
    var names: [String] = []
  }

  private let state = Mutex(State())

  public init() {}

  /// The codes of these names, each given the first time the table meets it.
  func codes(of names: [String]) -> [Int32] {
    state.withLock { state in
      names.map { name in
        if let code = state.codes[name] { return code }
        let code = Int32(state.names.count)
        state.codes[name] = code
        state.names.append(name)
        return code
      }
    }
  }

  /// The name with this code.
  func name(_ code: Int32) -> String { state.withLock { $0.names[Int(code)] } }
}
