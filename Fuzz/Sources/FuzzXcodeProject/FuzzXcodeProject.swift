import RotationPlist

/// libFuzzer target: the `.xcodeproj` reader. Any `project.pbxproj` either reads or is refused
/// with a `PlistError`; never a crash. Every target's build settings are looked up, under its
/// default configuration and each it names, and the one asked for is the one given.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXcodeProject(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let project = try? XcodeProject(parsing: bytes) else { return 0 }
  for target in project.targets {
    _ = project.settings(of: target, configuration: nil)
    for name in project.configurationNames(of: target) {
      guard let settings = project.settings(of: target, configuration: name) else {
        fatalError("target '\(target.name)' names configuration '\(name)' but has none")
      }
      precondition(settings.configuration == name, "asked for \(name), got another")
    }
  }
  return 0
}
