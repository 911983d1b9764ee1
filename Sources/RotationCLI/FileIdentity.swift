import Foundation

/// A file as the file system knows it: its device and inode, the same whatever path names it
/// (a symbolic link in any component, `..`, `/proc/self/cwd`, a bind mount, a hard link).
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  /// The file at `path`, symbolic links followed; nil when there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  /// The file open as `descriptor`; nil when it is not open.
  init?(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    self.init(info)
  }

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// A name in a folder, the folder known by its identity: where a file is, or would be
/// created, whatever path spells it.
struct FolderEntry: Hashable, Sendable {
  var folder: FileIdentity
  var name: String

  /// The entry `path` names (its last component in its folder); nil when the folder is missing.
  init?(path: String) {
    let url = URL(fileURLWithPath: path)
    guard let folder = FileIdentity(path: url.deletingLastPathComponent().path) else {
      return nil
    }
    self.folder = folder
    name = url.lastPathComponent
  }
}

/// The files a command must never write over: the database with its `-wal`, `-shm` and
/// `-journal` files, and every file the command read. Known by identity, so no second spelling
/// of a path slips through; a database's companion files that do not exist yet are known by
/// their folder and name, since SQLite would open whatever file later takes that name.
struct ProtectedFiles: Sendable {
  private var files: [FileIdentity: String] = [:]
  private var entries: [FolderEntry: String] = [:]

  /// The database the command names with `--db` (or the default), and the files it read.
  init(database: String?, inputs: [(path: String, identity: FileIdentity)] = []) {
    if let database { protect(database: database) }
    for input in inputs where files[input.identity] == nil {
      let name = input.path == "-" ? "standard input" : input.path
      files[input.identity] = "it is a file this command reads (\(name))"
    }
  }

  private mutating func protect(database path: String) {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    // The path as given and with its links followed: SQLite names its companion files after
    // either, depending on how it was built.
    for base in Set([absolute, FileOutput.resolvingLinks(absolute)]) {
      for suffix in ["", "-wal", "-shm", "-journal"] {
        let reason = "it is the database (\(path)\(suffix))"
        if let identity = FileIdentity(path: base + suffix), files[identity] == nil {
          files[identity] = reason
        }
        if let entry = FolderEntry(path: base + suffix) { entries[entry] = reason }
      }
    }
  }

  /// Why `target` (a path with its own links already followed) must not be written, or nil.
  /// `own` is a file the write may replace: the input it updates (`accept --write`).
  func conflict(_ target: String, own: FileIdentity? = nil) -> String? {
    if let identity = FileIdentity(path: target), identity != own,
      let reason = files[identity]
    {
      return reason
    }
    return FolderEntry(path: target).flatMap { entries[$0] }
  }
}

/// The files a command read, recorded as it reads them, so that no output replaces one.
final class InputLog: @unchecked Sendable {
  private let lock = NSLock()
  private var read: [(path: String, identity: FileIdentity)] = []

  /// Records the file just read from `path` (`-` is standard input).
  func record(_ path: String) {
    let identity =
      path == "-" ? FileIdentity(descriptor: STDIN_FILENO) : FileIdentity(path: path)
    guard let identity else { return }
    lock.withLock { read.append((path, identity)) }
  }

  /// The files read, in order, each with the path it was read by.
  var files: [(path: String, identity: FileIdentity)] { lock.withLock { read } }

  /// The identity of the file read by exactly this path, if any.
  func identity(of path: String) -> FileIdentity? {
    lock.withLock { read.first { $0.path == path }?.identity }
  }
}

extension ProtectedFiles {
  /// What a command's outputs must not replace: its database (`--db` or the default, whether
  /// or not it opened it) and every file it read through the terminal.
  static func of(_ parsed: Arguments, _ terminal: Terminal) -> ProtectedFiles {
    ProtectedFiles(database: DatabaseAccess.path(parsed), inputs: terminal.inputs.files)
  }
}
