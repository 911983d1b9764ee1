import Foundation

/// Text set aside in an anonymous temporary file (unlinked as soon as it is made: the system
/// frees it when it is closed, or when the process ends however it ends), `bytes` at a time,
/// then read back in order.
public final class SpillFile {
  private let handle: FileHandle
  private var buffer = ""
  private let bytes: Int

  public init(in directory: String, bytes: Int) throws {
    self.bytes = max(1, bytes)
    var template = Array(
      URL(fileURLWithPath: directory).appendingPathComponent(".rotationdb-XXXXXX").path.utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [
          NSLocalizedDescriptionKey:
            "cannot make a temporary file in \(directory): \(String(cString: strerror(errno)))"
        ])
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  public func append(_ text: String) throws {
    buffer += text
    if buffer.utf8.count >= bytes { try flush() }
  }

  private func flush() throws {
    try handle.write(contentsOf: Data(buffer.utf8))
    buffer = ""
  }

  /// Hands everything appended to `body`, in pieces that end between characters.
  public func replay(_ body: (String) throws -> Void) throws {
    try flush()
    try handle.seek(toOffset: 0)
    var carried = Data()
    while let data = try handle.read(upToCount: bytes), !data.isEmpty {
      var piece = Data(carried) + data
      // A character's bytes at the end (cut or not) wait for the next piece.
      var end = piece.endIndex
      while end > piece.startIndex && piece[end - 1] & 0xC0 == 0x80 { end -= 1 }
      if end > piece.startIndex && piece[end - 1] >= 0xC0 { end -= 1 } else { end = piece.endIndex }
      carried = piece[end...]
      piece = piece[..<end]
      try body(String(decoding: piece, as: UTF8.self))
    }
    try body(String(decoding: carried, as: UTF8.self))
  }
}
