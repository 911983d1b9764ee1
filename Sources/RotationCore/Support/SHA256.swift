/// SHA-256 (FIPS 180-4), for content hashes of scenarios, profiles and catalogues.
public enum SHA256 {
  static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// The digest of the bytes.
  public static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
    var hasher = Hasher256()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// An incremental SHA-256: feed it in pieces, then finalize once.
  public struct Hasher256: Sendable {
    private var h: [UInt32] = [
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
      0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    public init() {}

    public mutating func update(_ bytes: some Collection<UInt8>) {
      length &+= UInt64(bytes.count)
      pending.append(contentsOf: bytes)
      let whole = pending.count / 64 * 64
      guard whole > 0 else { return }
      pending.withUnsafeBufferPointer { buffer in
        for chunk in stride(from: 0, to: whole, by: 64) { compress(buffer, chunk) }
      }
      pending.removeFirst(whole)
    }

    public mutating func update(_ text: String) { update(Array(text.utf8)) }

    public mutating func finalize() -> [UInt8] {
      let bitLength = length &* 8
      var tail = pending
      tail.append(0x80)
      while tail.count % 64 != 56 { tail.append(0) }
      for shift in stride(from: 56, through: 0, by: -8) {
        tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
      }
      tail.withUnsafeBufferPointer { buffer in
        for chunk in stride(from: 0, to: tail.count, by: 64) { compress(buffer, chunk) }
      }
      pending = []
      return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }

    public mutating func finalizeHex() -> String { SHA256.hexString(finalize()) }

    private mutating func compress(_ message: UnsafeBufferPointer<UInt8>, _ chunk: Int) {
      // The message schedule on the stack: an array here was an allocation every 64 bytes.
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
        compress(message, chunk, schedule: w)
      }
    }

    // Loops with `while` and the constants and state through buffer pointers: a debug build
    // (the tests' binary) ran `for` over a range through the generic iterator and retained the
    // arrays at each read.
    private mutating func compress(
      _ message: UnsafeBufferPointer<UInt8>, _ chunk: Int,
      schedule w: UnsafeMutableBufferPointer<UInt32>
    ) {
      // Each word one load from the message, its bytes taken big-endian.
      let bytes = UnsafeRawBufferPointer(message)
      var i = 0
      while i < 16 {
        w[i] = UInt32(
          bigEndian: bytes.loadUnaligned(fromByteOffset: chunk + i * 4, as: UInt32.self))
        i += 1
      }
      while i < 64 {
        let s0 = rotateRight(w[i - 15], 7) ^ rotateRight(w[i - 15], 18) ^ (w[i - 15] &>> 3)
        let s1 = rotateRight(w[i - 2], 17) ^ rotateRight(w[i - 2], 19) ^ (w[i - 2] &>> 10)
        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        i += 1
      }
      SHA256.k.withUnsafeBufferPointer { k in
        h.withUnsafeMutableBufferPointer { h in
          var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
          // Eight rounds a turn, each naming the state words one place further on: the words
          // stay where they are, where a round at a time moved all eight.
          var i = 0
          while i < 64 {
            sha256Round(a, b, c, &d, e, f, g, &hh, k[i] &+ w[i])
            sha256Round(hh, a, b, &c, d, e, f, &g, k[i + 1] &+ w[i + 1])
            sha256Round(g, hh, a, &b, c, d, e, &f, k[i + 2] &+ w[i + 2])
            sha256Round(f, g, hh, &a, b, c, d, &e, k[i + 3] &+ w[i + 3])
            sha256Round(e, f, g, &hh, a, b, c, &d, k[i + 4] &+ w[i + 4])
            sha256Round(d, e, f, &g, hh, a, b, &c, k[i + 5] &+ w[i + 5])
            sha256Round(c, d, e, &f, g, hh, a, &b, k[i + 6] &+ w[i + 6])
            sha256Round(b, c, d, &e, f, g, hh, &a, k[i + 7] &+ w[i + 7])
            i += 8
          }
          h[0] = h[0] &+ a
          h[1] = h[1] &+ b
          h[2] = h[2] &+ c
          h[3] = h[3] &+ d
          h[4] = h[4] &+ e
          h[5] = h[5] &+ f
          h[6] = h[6] &+ g
          h[7] = h[7] &+ hh
        }
      }
    }
  }

  static func hexString(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The digest of a string's UTF-8 bytes, as lowercase hex.
  public static func hex(_ text: String) -> String { hex(Array(text.utf8)) }

  /// The digest of bytes, as lowercase hex.
  public static func hex(_ bytes: [UInt8]) -> String { hexString(digest(bytes)) }
}

/// One round of SHA-256's compression (FIPS 180-4, 6.2.2 step 3) on the state words a to h as
/// named at this round: `d` and `h` take the new `e` and `a`; the next round names them one
/// place further on. `kw` is the round's constant plus its schedule word.
@inline(__always)
private func sha256Round(
  _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32,
  _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
) {
  let s1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
  // Ch and Maj in their shorter equivalent forms: (e & f) ^ (~e & g), (a & b) ^ (a & c) ^ (b & c).
  let choice = g ^ (e & (f ^ g))
  let t1 = h &+ s1 &+ choice &+ kw
  let s0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
  let majority = (a & b) | (c & (a | b))
  d = d &+ t1
  h = t1 &+ s0 &+ majority
}

/// A 32-bit word rotated right by `count` bits (1 to 31). Masking shifts, here and in the message
/// schedule: a debug build runs the checked `>>` and `<<` through generic code.
@inline(__always)
private func rotateRight(_ value: UInt32, _ count: UInt32) -> UInt32 {
  (value &>> count) | (value &<< (32 &- count))
}

extension Scenario {
  /// The canonical JSON of the scenario without its expectations: what its outcome depends on.
  public var definition: JSON {
    var copy = self
    copy.expectations = []
    return copy.json
  }

  /// SHA-256 of what the outcome depends on (id, device, environment, Info.plist, app delegate,
  /// window and steps; not the title, tags, notes, sources or expectations): results are keyed
  /// by it.
  public var contentHash: String { Scenario.contentHash(of: definition) }

  /// The ``contentHash`` of the scenario whose ``definition`` this is: for callers that need
  /// both, without building the definition twice.
  public static func contentHash(of definition: JSON) -> String {
    guard case .object(let members) = definition else { return "" }
    let input = members.filter {
      ["id", "device", "environment", "infoPlist", "appDelegate", "window", "windows", "steps"]
        .contains($0.0)
    }
    return SHA256.hex(JSON.object(input).compactBytes())
  }
}

extension Profile {
  /// SHA-256 of the profile's canonical JSON.
  public var contentHash: String { SHA256.hex(json.compactBytes()) }
}
