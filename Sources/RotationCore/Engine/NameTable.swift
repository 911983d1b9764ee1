#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Controllers' names as integers. The packed outcomes of every scenario prepared with one
/// table code a name alike, so that a run compares and hashes outcomes' codes, not their
/// names. Shared by threads: names are looked up under a lock, once a controller when a
/// scenario is prepared, and named again only when an outcome is read.
///
/// The lock is a pthread mutex: ThreadSanitizer sees it. `Synchronization.Mutex` waits on a
/// futex it does not see, and it reported the table's dictionary as a data race.
public final class NameTable: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var codes: [String: Int32] = [:]
  private var names: [String] = []

  public init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  private func locked<Value>(_ body: () -> Value) -> Value {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }

  /// The codes of these names, each given the first time the table meets it.
  func codes(of names: [String]) -> [Int32] {
    locked {
      names.map { name in
        if let code = codes[name] { return code }
        let code = Int32(self.names.count)
        codes[name] = code
        self.names.append(name)
        return code
      }
    }
  }

  /// The name with this code.
  func name(_ code: Int32) -> String { locked { names[Int(code)] } }
}
