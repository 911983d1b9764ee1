import RotationPlist

/// libFuzzer target: the property-list readers (binary, XML and old-style). Any input either
/// decodes or is refused with a `PlistError`; never a crash, and what decodes holds at most
/// `PropertyList.maximumValues` values nested at most `PropertyList.maximumDepth` deep.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlist(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let value = try? PropertyList.decode(bytes) else { return 0 }
  var count = 0
  /// Counts the values below `value` (keys included) and checks their depth.
  func walk(_ value: PlistValue, depth: Int) {
    precondition(depth <= PropertyList.maximumDepth, "a value nested \(depth) deep")
    count += 1
    precondition(count <= PropertyList.maximumValues, "more values than the limit")
    switch value {
    case .array(let items): for item in items { walk(item, depth: depth + 1) }
    case .dictionary(let entries):
      for item in entries.values {
        count += 1
        walk(item, depth: depth + 1)
      }
    default: break
    }
  }
  walk(value, depth: 1)
  return 0
}
