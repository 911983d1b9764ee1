import RotationCore

/// libFuzzer target: catalogue decoding. Any input either decodes or is refused with a
/// `CatalogueError`; never a crash. On every input that decodes, the canonical encoding decodes
/// back to the same catalogue and encodes to the same bytes.
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
  return 0
}
