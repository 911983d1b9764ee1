import Testing

@testable import RotationCore

/// Reading JSON costs work linear in its size: every search for a repeat, a key or a profile is
/// counted (``WorkCounter``) and stays within a small multiple of the input's items, where a
/// scan of the earlier ones for each was their square.
@Suite("Reading JSON in work linear in its input")
struct LinearReadingTests {
  /// The units of work of `body`, which may throw: the error, if any, as text.
  static func counted(_ body: () throws -> Void) -> (work: Int, error: String?) {
    var error: String?
    let work = WorkCounter.count {
      do {
        try body()
      } catch let caught as JSONSyntaxError {
        error = caught.message
      } catch let caught {
        error = "\(caught)"
      }
    }
    return (work, error)
  }

  static func keys(_ count: Int, _ value: String = "0") -> String {
    (0..<count).map { #""k\#($0)": \#(value)"# }.joined(separator: ", ")
  }

  static func document(_ fields: String) -> [UInt8] {
    Array(
      (#"{"formatVersion": 1, "scenarios": [{"id": "t", "title": "t", "device": "iphone", "#
        + fields + "}]}").utf8)
  }

  static let plain =
    #""window": {"rootViewController": {"name": "root"}}, "steps": [{"action": "launch"}]"#

  @Test(
    "An object of many keys: each key compared or hashed about once", arguments: [5_000, 200_000])
  func objectKeys(count: Int) throws {
    let (work, error) = Self.counted {
      _ = try JSONParser.parse(Array("{\(Self.keys(count))}".utf8))
    }
    #expect(error == nil)
    #expect(work <= 2 * count + 100, "\(work) for \(count) keys")
    let repeated = Self.counted {
      _ = try JSONParser.parse(Array("{\(Self.keys(count)), \"k\(count / 2)\": 1}".utf8))
    }
    #expect(repeated.error?.contains("duplicate key 'k\(count / 2)' in the same object") == true)
    #expect(repeated.work <= 2 * count + 100)
  }

  @Test(
    "Keys are told apart by their bytes, searched in place or hashed",
    arguments: [2, JSONKeySet.searchedInPlace, JSONKeySet.searchedInPlace + 1, 40])
  func keysByBytes(earlier: Int) throws {
    // "\u{212A}" (the Kelvin sign) is "K" to Swift's ==, another key to JSON.
    let keys = Self.keys(earlier) + ", \"K\": 1, \"\u{212A}\": 2"
    let node = try JSONParser.parse(Array("{\(keys)}".utf8))
    #expect(ObjectReader.isKnown("K", ["K"]))
    guard case .object(let members) = node.value else { return }
    #expect(members.suffix(2).map(\.key) == ["K", "\u{212A}"])
    #expect(throws: JSONSyntaxError.self) {
      try JSONParser.parse(Array("{\(keys), \"k0\": 3}".utf8))
    }
  }

  @Test("A scenario of 200,000 unknown keys fails at the first, in work linear in its keys")
  func unknownKeys() {
    let (work, error) = Self.counted {
      _ = try Catalogue.decode(Self.document(Self.keys(200_000)))
    }
    #expect(error == "scenarios[0].k0: unknown key 'k0' (line 1)")
    #expect(work <= 2 * 200_000 + 1_000, "\(work)")
  }

  @Test("An unknown top-level key stops the reading there")
  func unknownTopLevelKey() {
    let scenarios = Array(repeating: #"{"id": "a", "title": "t"}"#, count: 20_000)
    let text = #"{"formatVersion": 1, "scenarioz": ["# + scenarios.joined(separator: ",") + "]}"
    let (work, error) = Self.counted { _ = try Catalogue.decode(Array(text.utf8)) }
    #expect(error == "scenarioz: unknown key 'scenarioz' (did you mean 'scenarios'?) (line 1)")
    // Only the top-level keys before it: none of the 40,000 keys after it is read.
    #expect(work <= 10, "\(work)")
  }

  @Test("An object keyed by names is read a member at a time")
  func namedMembers() {
    let count = 5_000
    let windows = (0..<count).map { #""w\#($0)": "portrait""# }.joined(separator: ", ")
    let expectation = Self.counted {
      _ = try Catalogue.decode(
        Self.document(
          Self.plain
            + #", "expect": [{"profiles": ["*"], "step": 0, "windowOrientations": {"#
            + windows + #"}, "evidence": "observed"}]"#))
    }
    #expect(expectation.error == nil)
    #expect(expectation.work <= 2 * count + 1_000, "\(expectation.work)")
    let masks = (0..<count).map { #""w\#($0)": "all""# }.joined(separator: ", ")
    let delegate = Self.counted {
      _ = try Catalogue.decode(
        Self.document(
          #""appDelegate": {"supportedInterfaceOrientationsForWindow": {"windows": {"#
            + masks + #"}, "otherwise": "all"}}, "# + Self.plain))
    }
    #expect(delegate.error?.contains("windows.w0: no window named 'w0'") == true)
    #expect(delegate.work <= 2 * count + 1_000, "\(delegate.work)")
  }

  @Test("Lists that must not repeat an item are checked in one pass")
  func repeats() {
    let count = 5_000
    let names = (0..<count).map { #""n\#($0)""# }.joined(separator: ", ")
    let told = Self.counted {
      _ = try Catalogue.decode(
        Self.document(
          Self.plain
            + #", "expect": [{"profiles": ["*"], "step": 0, "notifiedExcludes": ["# + names
            + #"], "evidence": "observed"}]"#))
    }
    #expect(told.error == nil)
    #expect(told.work <= 2 * count + 1_000, "\(told.work)")
    let profiles = Self.counted {
      _ = try Catalogue.decode(
        Self.document(
          Self.plain + #", "expect": [{"profiles": ["# + names
            + #"], "step": 0, "rotated": false, "evidence": "observed"}]"#))
    }
    #expect(profiles.error?.contains("profiles[0]: unknown profile 'n0'") == true)
    #expect(profiles.work <= 2 * count + 1_000, "\(profiles.work)")
    let plist = Self.counted {
      _ = try InfoPlist.extract(
        from: ["UISupportedInterfaceOrientations": .array((0..<count).map { .string("o\($0)") })])
    }
    #expect(plist.error?.contains("'o0' is not an interface orientation") == true)
    #expect(plist.work <= 2 * count + 1_000, "\(plist.work)")
  }

  @Test("Profile definitions: each base and id looked up once")
  func profileDefinitions() throws {
    let count = 5_000
    let definitions = (0..<count).map { index in
      #"{"id": "p\#(index)", "base": "\#(index == 0 ? "6+" : "p\(index - 1)")"}"#
    }
    var profiles: [Profile] = []
    let (work, error) = Self.counted {
      profiles = try ProfileDefinition.decode(Array("[\(definitions.joined(separator: ","))]".utf8))
    }
    #expect(error == nil)
    #expect(profiles.count == count)
    #expect(work <= 4 * count + 1_000, "\(work)")
  }

  @Test("A kept object's paths are built for an error only, not for each member")
  func keptObjectPaths() {
    // 50 levels of 1,000-byte keys, then 5,000 members: a path a member was 50,000 bytes each.
    let count = 5_000
    let long = (0..<50).map { "l\($0)" + String(repeating: "x", count: 1_000) }
    let open = long.map { #"{""# + $0 + #"": "# }.joined()
    let leaves = "{" + Self.keys(count) + "}"
    let screen = open + leaves + String(repeating: "}", count: long.count)
    let (work, error) = Self.counted {
      _ = try Catalogue.decode(
        Self.document(#""infoPlist": {"UILaunchScreen": "# + screen + "}, " + Self.plain))
    }
    #expect(error == nil)
    #expect(work <= 4 * count + 1_000, "\(work)")
    let fraction = Self.counted {
      _ = try Catalogue.decode(
        Self.document(
          #""infoPlist": {"UILaunchScreen": "#
            + screen.replacingOccurrences(of: "\"k7\": 0", with: "\"k7\": 0.5")
            + "}, " + Self.plain))
    }
    #expect(fraction.error?.contains(".k7: a number with a fraction is not expected here") == true)
  }
}
