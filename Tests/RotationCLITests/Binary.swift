import Foundation

/// Runs the real `rotationdb` binary and captures what it prints.
struct Binary {
  struct Result {
    var status: Int32
    var out: String
    var err: String
  }

  /// The binary built next to the test bundle.
  static var url: URL {
    let directory = Bundle.main.bundleURL.deletingLastPathComponent()
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("rotationdb"),
      directory.appendingPathComponent("rotationdb"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[1]
  }

  /// Runs it with `environment` over the test's own.
  static func run(
    _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    // Standard input is written and standard error read on threads of their own while
    // standard output is read here: done one after another, a command that fills one pipe
    // (64 KiB) while the test waits on another would never finish.
    let group = DispatchGroup()
    let errData = Collected()
    let (reading, writing) = (err.fileHandleForReading, input.fileHandleForWriting)
    DispatchQueue.global().async(group: group) { errData.data = reading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) {
      if let stdin { writing.write(Data(stdin.utf8)) }
      try? writing.close()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
      err: String(decoding: errData.data, as: UTF8.self))
  }

  /// Bytes read on another thread, handed over when the group it ran in is done.
  private final class Collected: @unchecked Sendable {
    var data = Data()
  }
}

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "rotationdb-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
