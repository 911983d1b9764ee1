import Foundation

/// Writing output files atomically: a temporary file beside the target, then a rename, so a
/// reader never sees half a file and a failure leaves the target as it was.
///
/// Refused, with exit 73 and the reason: an empty path, a path ending in '/' (or '/.', '/..':
/// a folder's, never written as a file of the folder's name), a file name longer than its file
/// system takes (a long one that fits is written: its temporary file's name is cut), a file the
/// command must not replace (``ProtectedFiles``: the database, its `-wal`, `-shm` and
/// `-journal`, every file the command read, by identity whatever the spelling), one file given
/// twice, a file with several hard links (a rename would leave the other names with the old
/// text), anything that exists and is not a regular file, a folder that does not exist. A symbolic link is written through (its
/// target is replaced, the link stays); an existing file keeps its permissions but for the
/// setuid, setgid and sticky bits, never copied onto output. The temporary file is removed on
/// failure and on SIGINT, SIGTERM, SIGHUP and SIGQUIT.
enum FileOutput {
  static func write(_ text: String, to path: String, protecting protected: ProtectedFiles)
    throws(CLIError)
  {
    try writeAll([(path, text)], protecting: protected)
  }

  /// Writes several files together: every one is prepared first, then all are renamed into
  /// place, so that either all are replaced or none is.
  static func writeAll(
    _ files: [(path: String, text: String)], protecting protected: ProtectedFiles
  ) throws(CLIError) {
    try prepare(files.map(\.path), protecting: protected).write(files.map(\.text))
  }

  /// Writes a file in pieces.
  static func stream(
    to path: String, protecting protected: ProtectedFiles,
    _ body: ((String) throws -> Void) throws -> Void
  ) throws(CLIError) {
    try prepare([path], protecting: protected).write { _, writer in try body { try writer($0) } }
  }

  /// Checks every target and makes its temporary file, writing nothing yet: a command that
  /// changes something else too (the database) prepares its files before it does. With
  /// `updating`, each path may replace the file that was read by that same path. With
  /// `keeping`, no path replaces anything there (a file, a link, a folder): that is refused
  /// with `keeping` as the way out, here and again when the file is put in place.
  static func prepare(
    _ paths: [String], protecting protected: ProtectedFiles, updating inputs: InputLog? = nil,
    keeping: String? = nil
  ) throws(CLIError) -> Prepared {
    var prepared = Prepared(keeping: keeping)
    var seen: [FolderEntry: String] = [:]
    do throws(CLIError) {
      for path in paths {
        var info = stat()
        if let keeping, lstat(path, &info) == 0 { throw failure(path, "it exists; " + keeping) }
        let target = try checkedTarget(
          path, protecting: protected, own: inputs?.identity(of: path))
        if let entry = FolderEntry(path: target) {
          if let first = seen[entry] {
            throw failure(path, "it is the same file as '\(first)', given twice")
          }
          seen[entry] = path
        }
        let temporary = try temporaryFile(beside: target, for: path)
        prepared.files.append((path, target, temporary))
      }
    } catch {
      prepared.discard()
      throw error
    }
    return prepared
  }

  /// Output files checked, their temporary files made and empty.
  struct Prepared {
    fileprivate(set) var files: [(path: String, target: String, temporary: String)] = []
    /// The way out when a target must not be replaced, or nil when it may be.
    fileprivate var keeping: String?

    /// Fills every temporary file with its text and renames all into place; a nil text
    /// leaves its target as it was.
    func write(_ texts: [String?]) throws(CLIError) {
      var kept = Prepared(keeping: keeping)
      var keptTexts: [String] = []
      for (file, text) in zip(files, texts) {
        guard let text else {
          FileOutput.remove(file.temporary)
          continue
        }
        kept.files.append(file)
        keptTexts.append(text)
      }
      try kept.write { index, writer in try writer(keptTexts[index]) }
    }

    /// Fills every temporary file in pieces (`body` is given each file's index and a writer)
    /// and renames all into place; on failure removes them all, every target as it was.
    func write(_ body: (Int, Writer) throws -> Void) throws(CLIError) {
      do throws(CLIError) {
        for (index, file) in files.enumerated() {
          try FileOutput.fill(file.temporary, path: file.path) { try body(index, $0) }
        }
      } catch {
        discard()
        throw error
      }
      try FileOutput.commit(
        files.map { ($0.temporary, $0.target) }, paths: files.map(\.path), keeping: keeping)
    }

    /// Removes the temporary files.
    func discard() {
      for file in files { FileOutput.remove(file.temporary) }
    }
  }

  static func failure(_ path: String, _ reason: String) -> CLIError {
    CLIError(code: 73, message: "cannot write '\(path)': \(reason)", usage: nil)
  }

  /// The file to replace: the path itself, or a symbolic link's target.
  static func checkedTarget(
    _ path: String, protecting protected: ProtectedFiles, own: FileIdentity? = nil
  ) throws(CLIError) -> String {
    guard !path.isEmpty else { throw failure(path, "an empty path names no file") }
    // A path ending in '/', '/.' or '/..' names a folder; standardized, it would lose that
    // ending and name a file of the folder's name.
    let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard !["", ".", ".."].contains(last) else {
      throw failure(path, "it names a folder, not a file; add a file name to the path")
    }
    let target = resolvingLinks(URL(fileURLWithPath: path).standardizedFileURL.path)
    let url = URL(fileURLWithPath: target)
    let limit = nameLimit(in: url.deletingLastPathComponent().path)
    guard url.lastPathComponent.utf8.count <= limit else {
      throw failure(
        path,
        "its file name is \(url.lastPathComponent.utf8.count) bytes, more than the \(limit) "
          + "its file system takes")
    }
    if let reason = protected.conflict(target, own: own) {
      throw failure(path, reason + "; choose another file")
    }
    var info = stat()
    if lstat(target, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFREG else {
        let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
        throw failure(path, "it is \(kind)")
      }
      guard info.st_nlink <= 1 else {
        throw failure(
          path,
          "it has \(info.st_nlink) hard links, and replacing it would leave the others with "
            + "the old text; remove them or choose another file")
      }
    } else {
      let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
      var folderInfo = stat()
      guard stat(folder, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
        throw failure(path, "the folder '\(folder)' does not exist")
      }
    }
    return target
  }

  /// The path with symbolic links followed, a dangling one included (up to 16 levels).
  static func resolvingLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<16 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { break }
      current =
        destination.hasPrefix("/")
        ? destination
        : URL(fileURLWithPath: current).deletingLastPathComponent()
          .appendingPathComponent(destination).standardizedFileURL.path
    }
    return URL(fileURLWithPath: current).standardizedFileURL.path
  }

  /// The longest file name the folder's file system takes (NAME_MAX), 255 if it does not say.
  static func nameLimit(in folder: String) -> Int {
    let limit = pathconf(folder, Int32(_PC_NAME_MAX))
    return limit > 0 ? limit : 255
  }

  /// Creates an empty temporary file beside the target, with the target's permissions (but
  /// for setuid, setgid and sticky) if it exists, registered for removal on a signal first.
  static func temporaryFile(beside target: String, for path: String) throws(CLIError) -> String {
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent()
    // `.NAME.UUID.tmp` is 42 bytes longer than NAME: a long name is cut (at a character) so
    // that every name the file system takes has a temporary file beside it.
    var name = url.lastPathComponent
    let room = nameLimit(in: folder.path) - 42
    while name.utf8.count > room { name.removeLast() }
    let temporary = folder.appendingPathComponent(".\(name).\(UUID().uuidString).tmp").path
    var info = stat()
    let exists = stat(target, &info) == 0
    let mode = exists ? info.st_mode & 0o777 : 0o666
    // Registered before it exists: a signal between the two leaves nothing behind.
    Cleanup.register(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno)).lowercased()
      Cleanup.unregister(temporary)
      throw failure(path, reason)
    }
    // An existing file's permission bits are kept exactly, whatever the umask.
    if exists { fchmod(descriptor, mode) }
    close(descriptor)
    return temporary
  }

  /// Writes text into an open output file.
  struct Writer {
    fileprivate let handle: FileHandle
    func callAsFunction(_ text: String) throws { try handle.write(contentsOf: Data(text.utf8)) }
  }

  static func fill(
    _ temporary: String, path: String, _ body: (Writer) throws -> Void
  ) throws(CLIError) {
    do {
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
      defer { try? handle.close() }
      try body(Writer(handle: handle))
      try handle.synchronize()
    } catch let error as CLIError {
      throw error
    } catch {
      throw failure(path, describe(error))
    }
  }

  static func commit(
    _ files: [(temporary: String, target: String)], paths: [String], keeping: String? = nil
  ) throws(CLIError) {
    for (index, file) in files.enumerated() {
      let error = place(file.temporary, at: file.target, replacing: keeping == nil)
      guard error != 0 else { continue }
      for rest in files[index...] { remove(rest.temporary) }
      if let keeping, error == EEXIST { throw failure(paths[index], "it exists; " + keeping) }
      throw failure(paths[index], String(cString: strerror(error)).lowercased())
    }
    for file in files { Cleanup.unregister(file.temporary) }
  }

  /// Puts a filled temporary file at its target and returns 0, or the error number. Without
  /// `replacing`, a hard link, which fails if anything is there (a file made since the check
  /// included), then the temporary name removed; where the file system has no hard links, a
  /// check and a rename.
  static func place(_ temporary: String, at target: String, replacing: Bool) -> Int32 {
    if !replacing {
      if link(temporary, target) == 0 {
        unlink(temporary)
        return 0
      }
      let error = errno
      var info = stat()
      if error == EEXIST || lstat(target, &info) == 0 { return EEXIST }
    }
    return rename(temporary, target) == 0 ? 0 : errno
  }

  static func remove(_ temporary: String) {
    unlink(temporary)
    Cleanup.unregister(temporary)
  }
}

/// Temporary files to remove if the process is interrupted: on SIGINT, SIGTERM, SIGHUP and
/// SIGQUIT it removes them and ends as the signal's default action would (exit status 128 plus
/// the signal's number in a shell), SIGQUIT without a core dump or a crash report.
enum Cleanup {
  /// The paths as C strings in fixed slots, allocated once: the signal handler may only call
  /// async-signal-safe functions such as unlink, and must not read an array that the main
  /// thread may be growing (ThreadSanitizer caught a heap corruption that way).
  static let capacity = 256
  nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    slots.initialize(repeating: nil, count: capacity)
    return slots
  }()
  nonisolated(unsafe) static var installed = false

  /// Installs the handlers (once).
  static func install() {
    guard !installed else { return }
    installed = true
    _ = slots
    let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    // A mask is inherited through exec: a parent that started the tool from a thread blocking
    // them (a Dispatch worker does) would leave it deaf to them.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for signal in signals { sigaddset(&unblocked, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    for signal in signals {
      Foundation.signal(signal) { number in
        var index = 0
        while index < Cleanup.capacity {
          if let path = Cleanup.slots[index] { unlink(path) }
          index += 1
        }
        // SIGQUIT's default action dumps core: the user asked to quit, not for a crash report.
        if number == SIGQUIT {
          var none = rlimit(rlim_cur: 0, rlim_max: 0)
          #if os(Linux)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
          #else
            setrlimit(RLIMIT_CORE, &none)
          #endif
        }
        Foundation.signal(number, SIG_DFL)
        raise(number)
      }
    }
  }

  /// Registers a path for removal on a signal; beyond the slots' capacity it is not removed
  /// (a command writes a few dozen files at once: publish, its pages).
  static func register(_ path: String) {
    install()
    guard let slot = (0..<capacity).first(where: { slots[$0] == nil }) else { return }
    slots[slot] = strdup(path)
  }

  static func unregister(_ path: String) {
    for index in 0..<capacity {
      guard let pointer = slots[index], String(cString: pointer) == path else { continue }
      slots[index] = nil
      free(pointer)
    }
  }
}

extension CLI {
  /// Makes SIGINT, SIGTERM, SIGHUP and SIGQUIT end the process cleanly, removing the temporary
  /// files of the outputs being written: the binary calls it before running a command.
  public static func handleSignals() { Cleanup.install() }
}
