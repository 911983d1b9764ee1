import Foundation
import RotationReports

/// The files publish writes: the compatibility report's entry pages and part pages
/// (``CompatibilitySite``), the questions' site (``Site``) and the public record, each at its
/// path in the reports' folder; publish's own folders (``folders``) are made if missing. They
/// are replaced together or none; then the pages an earlier publish wrote in publish's folders
/// and this one does not are removed (only files named as publish names its pages).
struct SiteOutput {
  let directory: String
  let files: [PublishedFile]
  /// Publish's own folders within the reports' folder.
  static let folders = [CompatibilitySite.folder, Site.folder]

  init(_ files: [PublishedFile], in directory: String) {
    self.directory = directory
    self.files = files
  }

  /// The pages written into one of publish's folders.
  func pages(in folder: String) -> Int { files.filter { $0.path.hasPrefix(folder + "/") }.count }

  /// Writes the files, or none (the folders made for them are removed again on failure), then
  /// removes the stale pages.
  func writeAll(protecting protected: ProtectedFiles, terminal: Terminal) throws(CLIError) {
    var made: [String] = []
    do throws(CLIError) {
      for folder in Self.folders where try Self.makeFolder(directory + "/" + folder) {
        made.append(directory + "/" + folder)
      }
      try FileOutput.writeAll(
        files.map { (directory + "/" + $0.path, $0.contents) }, protecting: protected)
    } catch {
      for folder in made { rmdir(folder) }
      throw error
    }
    let kept = Set(files.map(\.path))
    for folder in Self.folders {
      let names =
        (try? FileManager.default.contentsOfDirectory(atPath: directory + "/" + folder)) ?? []
      for name in names.sorted()
      where PublishedFile.isPageName(name) && !kept.contains(folder + "/" + name) {
        let path = directory + "/" + folder + "/" + name
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
