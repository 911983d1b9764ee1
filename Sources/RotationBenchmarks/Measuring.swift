import Dispatch
import Foundation

// What the benchmarks measure with: a figure's row, a clock, a number's format, a command
// run under /usr/bin/time, the machine.

struct Row {
  var figure: String
  var value: String
  var baseline: String
  var ratio: Double
  var target: String
  var met: Bool
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func format(_ value: Double) -> String {
  if value >= 100 {
    return String(Int(value.rounded())).reversed().enumerated().map {
      $0 > 0 && $0 % 3 == 0 ? "\($1)," : "\($1)"
    }.reversed().joined()
  }
  return String(format: "%.3f", value)
}

/// Runs the release `rotationdb` under `/usr/bin/time`: its peak memory (MB), its seconds and
/// what it printed (or its output goes to `stdout`, a path). A command that fails ends the
/// benchmarks: a figure is never made up.
func measured(_ command: [String], stdout: String? = nil) throws -> (
  peak: Double, seconds: Double, said: String
) {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("rotationdb").path
  guard FileManager.default.isExecutableFile(atPath: binary) else {
    print(
      "error: \(binary) is missing; build it first: swift build -c release --product rotationdb")
    exit(1)
  }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
  process.arguments = ["-f", "%M", binary] + command
  let err = Pipe()
  let out = Pipe()
  process.standardError = err
  if let stdout {
    process.standardOutput = FileHandle(forWritingAtPath: stdout)
  } else {
    process.standardOutput = out
  }
  var peak = 0.0
  var said = ""
  var errors = ""
  let time = try seconds {
    try process.run()
    if stdout == nil {
      said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    peak = Double(errors.split(separator: "\n").last.flatMap { Int($0) } ?? 0) / 1024
  }
  guard
    process.terminationStatus == 0
      || (command.first == "evaluate" && process.terminationStatus == 1)
  else {
    print("error: rotationdb \(command.joined(separator: " ")) failed: \(errors)")
    exit(1)
  }
  return (peak, time, said)
}

func machine() -> String {
  let cpu =
    ((try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? "")
    .split(separator: "\n").first { $0.hasPrefix("model name") }
    .map { $0.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
    ?? "unknown CPU"
  return
    "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu), \(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB"
}

/// The inclusive instructions of `Evaluator.evaluate(_: PreparedScenario)` in a callgrind
/// output, as `callgrind_annotate --inclusive=yes` gives them (its largest entry: the function's
/// own, not a part the compiler outlined).
func evaluationInstructions(callgrindOutput path: String) throws -> Double {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/callgrind_annotate")
  process.arguments = ["--inclusive=yes", "--auto=no", path]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  // The mangled name of `Evaluator.evaluate(_: PreparedScenario) -> PackedOutcome`.
  let symbol = "9EvaluatorV8evaluateyAA13PackedOutcomeVAA16PreparedScenarioCF"
  return String(decoding: data, as: UTF8.self).split(separator: "\n")
    .filter { $0.contains(symbol) && !$0.contains("=>") }
    .compactMap {
      Double($0.split(separator: " ").first?.replacingOccurrences(of: ",", with: "") ?? "")
    }
    .max() ?? 0
}
