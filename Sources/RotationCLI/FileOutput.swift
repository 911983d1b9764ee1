import Foundation

/// Writing output files atomically: a temporary file beside the target, then a rename, so a
/// reader never sees half a file and a failure leaves the target as it was.
///
/// Refused, with exit 73 and the reason: an empty path, the database and its `-wal` and `-shm`
/// files, anything that exists and is not a regular file, a folder that does not exist. A
/// symbolic link is written through (its target is replaced, the link stays); an existing file
/// keeps its permissions. The temporary file is removed on failure and on SIGINT or SIGTERM.
enum FileOutput {
  static func write(_ text: String, to path: String, protecting database: String? = nil)
    throws(CLIError)
  {
    try writeAll([(path, text)], protecting: database)
  }

  /// Writes several files together: every one is prepared first, then all are renamed into
  /// place, so that either all are replaced or none is.
  static func writeAll(_ files: [(path: String, text: String)], protecting database: String? = nil)
    throws(CLIError)
  {
    var prepared: [(temporary: String, target: String)] = []
    do {
      for file in files {
        let target = try checkedTarget(file.path, protecting: database)
        let temporary = try temporaryFile(beside: target, for: file.path)
        prepared.append((temporary, target))
        try fill(temporary, path: file.path) { write in try write(file.text) }
      }
    } catch {
      for file in prepared { remove(file.temporary) }
      throw error
    }
    try commit(prepared, paths: files.map(\.path))
  }

  /// Writes a file in pieces.
  static func stream(
    to path: String, protecting database: String? = nil,
    _ body: ((String) throws -> Void) throws -> Void
  ) throws(CLIError) {
    let target = try checkedTarget(path, protecting: database)
    let temporary = try temporaryFile(beside: target, for: path)
    do {
      try fill(temporary, path: path, body)
    } catch {
      remove(temporary)
      throw error
    }
    try commit([(temporary, target)], paths: [path])
  }

  static func failure(_ path: String, _ reason: String) -> CLIError {
    CLIError(code: 73, message: "cannot write '\(path)': \(reason)", usage: nil)
  }

  /// The file to replace: the path itself, or a symbolic link's target.
  static func checkedTarget(_ path: String, protecting database: String?) throws(CLIError)
    -> String
  {
    guard !path.isEmpty else { throw failure(path, "an empty path names no file") }
    let target = resolvingLinks(URL(fileURLWithPath: path).standardizedFileURL.path)
    if let database {
      let base = resolvingLinks(URL(fileURLWithPath: database).standardizedFileURL.path)
      if [base, base + "-wal", base + "-shm", base + "-journal"].contains(target) {
        throw failure(path, "it is the database (\(database)); choose another file")
      }
    }
    var info = stat()
    if lstat(target, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFREG else {
        let kind = info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
        throw failure(path, "it is \(kind)")
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

  /// Creates an empty temporary file beside the target, with the target's permissions if it
  /// exists, and registers it for removal on SIGINT and SIGTERM.
  static func temporaryFile(beside target: String, for path: String) throws(CLIError) -> String {
    let url = URL(fileURLWithPath: target)
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
    var info = stat()
    let mode = stat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o666
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
    guard descriptor >= 0 else {
      throw failure(path, String(cString: strerror(errno)).lowercased())
    }
    // An existing file's mode is kept exactly, whatever the umask.
    if stat(target, &info) == 0 { fchmod(descriptor, mode) }
    close(descriptor)
    Cleanup.register(temporary)
    return temporary
  }

  static func fill(
    _ temporary: String, path: String, _ body: ((String) throws -> Void) throws -> Void
  ) throws(CLIError) {
    do {
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: temporary))
      defer { try? handle.close() }
      try body { text in try handle.write(contentsOf: Data(text.utf8)) }
      try handle.synchronize()
    } catch let error as CLIError {
      throw error
    } catch {
      throw failure(path, describe(error))
    }
  }

  static func commit(_ files: [(temporary: String, target: String)], paths: [String])
    throws(CLIError)
  {
    for (index, file) in files.enumerated() where rename(file.temporary, file.target) != 0 {
      let reason = String(cString: strerror(errno)).lowercased()
      for rest in files[index...] { remove(rest.temporary) }
      throw failure(paths[index], reason)
    }
    for file in files { Cleanup.unregister(file.temporary) }
  }

  static func remove(_ temporary: String) {
    unlink(temporary)
    Cleanup.unregister(temporary)
  }
}

/// Temporary files to remove if the process is interrupted (SIGINT, SIGTERM).
enum Cleanup {
  /// The paths as C strings, kept allocated while registered: the signal handler may only call
  /// async-signal-safe functions such as unlink.
  nonisolated(unsafe) static var paths: [UnsafeMutablePointer<CChar>] = []
  nonisolated(unsafe) static var installed = false

  static func register(_ path: String) {
    if !installed {
      installed = true
      for signal in [SIGINT, SIGTERM] {
        Foundation.signal(signal) { number in
          for path in Cleanup.paths { unlink(path) }
          Foundation.signal(number, SIG_DFL)
          raise(number)
        }
      }
    }
    paths.append(strdup(path))
  }

  static func unregister(_ path: String) {
    paths.removeAll { pointer in
      guard String(cString: pointer) == path else { return false }
      free(pointer)
      return true
    }
  }
}

