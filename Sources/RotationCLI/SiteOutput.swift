import Foundation
import RotationReports

/// The compatibility site's files as publish writes them: the entry pages in the reports'
/// folder and the part pages in its ``CompatibilitySite/folder`` (made if missing), replaced
/// together with publish's other reports or none; then the part pages an earlier publish wrote
/// and this one does not are removed (only files named as the site names its parts).
struct SiteOutput {
  let directory: String
  let files: [CompatibilitySite.File]

  init(_ files: [CompatibilitySite.File], in directory: String) {
    self.directory = directory
    self.files = files
  }

  var folder: String { directory + "/" + CompatibilitySite.folder }

  /// What publish says it wrote: `Reports/compatibility.html, Reports/compatibility.md, 48
  /// pages in Reports/compatibility/`.
  var written: String {
    let entries = [CompatibilitySite.entryHTML, CompatibilitySite.entryMarkdown]
    let parts = files.filter { !entries.contains($0.path) }.count
    return entries.map { directory + "/" + $0 }.joined(separator: ", ")
      + ", \(parts) page\(parts == 1 ? "" : "s") in \(folder)/"
  }

  /// Writes the site's files and `others` together, or none (a part folder made for them is
  /// removed again on failure), then removes the stale part pages.
  func writeAll(
    with others: [(path: String, text: String)], protecting protected: ProtectedFiles,
    terminal: Terminal
  ) throws(CLIError) {
    let made = try Self.makeFolder(folder)
    do throws(CLIError) {
      try FileOutput.writeAll(
        files.map { (directory + "/" + $0.path, $0.contents) } + others, protecting: protected)
    } catch {
      if made { rmdir(folder) }
      throw error
    }
    let kept = Set(files.map { URL(fileURLWithPath: $0.path).lastPathComponent })
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names.sorted() where CompatibilitySite.isPartName(name) && !kept.contains(name) {
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      if unlink(path) != 0 {
        let reason = String(cString: strerror(errno)).lowercased()
        terminal.err(
          "Warning: cannot remove '\(path)', a page of an earlier publish: \(reason).\n"
            .terminalSafe)
      }
    }
  }

  /// Makes a folder of publish's own if it is missing (its parent must exist), and says
  /// whether it made it.
  @discardableResult
  static func makeFolder(_ path: String) throws(CLIError) -> Bool {
    var isFolder: ObjCBool = false
    guard !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return false
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    } catch {
      throw FileOutput.failure(path, describe(error))
    }
    return true
  }
}
