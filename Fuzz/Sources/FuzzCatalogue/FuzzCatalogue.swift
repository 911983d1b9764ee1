import RotationCore

/// libFuzzer target: catalogue decoding. Any input either decodes or is refused with a
/// `CatalogueError`; never a crash. On every input that decodes, the canonical encoding decodes
/// back to the same catalogue and encodes to the same bytes, and every step, window and Info.plist
/// reads in words through its declaration (`StepSyntax`, `InfoPlistKey`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogue(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let catalogue = try? Catalogue.decode(bytes) else { return 0 }
  let encoded = catalogue.json.rendered()
  guard let again = try? Catalogue.decode(Array(encoded.utf8)) else {
    fatalError("the canonical encoding of a decoded catalogue does not decode:\n\(encoded)")
  }
  precondition(again == catalogue, "decode(encode(c)) != c")
  precondition(again.json.rendered() == encoded, "encoding is not canonical")
  for scenario in catalogue.scenarios {
    precondition(!scenario.infoPlist.spoken.isEmpty && !scenario.window.spoken.isEmpty)
    for step in scenario.steps {
      precondition(StepSyntax.of(step).action == step.action, "a step's declaration is not its own")
      precondition(!step.spoken.isEmpty, "a step reads as nothing: \(step.action)")
    }
  }
  return 0
}
