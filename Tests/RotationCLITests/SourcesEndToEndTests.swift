import Foundation
import Testing

/// `rotationdb sources KEY` as a newcomer types it: any case, every seed with its kind and
/// address (or the words "no public address"), Apple's release notes at Apple's address.
@Suite("sources KEY")
struct SourcesEndToEndTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var typed: String
    var key: String
    var testDescription: String { typed }
  }

  static let keys: [Case] = [
    Case(typed: "A7", key: "A7"), Case(typed: "a7", key: "A7"), Case(typed: "[a7]", key: "A7"),
    Case(typed: "a7-ORIG", key: "A7-orig"), Case(typed: "Seed 003", key: "seed 003"),
    Case(typed: "a20-q2", key: "A20-Q2"),
  ]

  @Test("A key is found whatever its case", arguments: keys)
  func anyCase(_ item: Case) throws {
    let result = try Binary.run(["sources", item.typed])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.hasPrefix("[\(item.key)] "), "\(result.out)")
  }

  @Test("Every seed has its kind and an address, or says it has none")
  func seeds() throws {
    let seed003 = try Binary.run(["sources", "seed 003"])
    #expect(
      seed003.out
        == "[seed 003] Restricting or allowing the orientation on specific screens only "
        + "[supportedInterfaceOrientations] (a Japanese developer's Swift memo)\n"
        + "  kind: seed article\n  url:  no public address\n"
        + "  note: container extensions that forward to the visible child and the UIDevice "
        + "setValue:forKey: workaround [S2]\n")
    for seed in ["seed 000", "seed 003", "seed 004"] {
      let lines = try Binary.run(["sources", seed]).out.split(separator: "\n")
      #expect(lines.contains("  kind: seed article"), "\(seed)")
      #expect(lines.contains { $0.hasPrefix("  url:  ") }, "\(seed) has no address line")
    }
    // An inference of this reference has no address to give, and says nothing of one.
    #expect(!(try Binary.run(["sources", "I"]).out.contains("url:")))
  }

  @Test("The iOS 16 release notes point at Apple's page; the quoting page is the note's")
  func releaseNotes() throws {
    for key in ["A20-Q", "A20-Q2"] {
      let shown = try Binary.run(["sources", key]).out
      #expect(
        shown.contains(
          "\n  url:  https://developer.apple.com/documentation/ios-ipados-release-notes/"
            + "ios-16-release-notes\n"), "\(shown)")
    }
    let quoted = try Binary.run(["sources", "A20-Q2"]).out
    #expect(quoted.contains("quoted in https://github.com/fuse-open/fuselibs/pull/1454\n"))
    #expect(!quoted.contains("url:  https://github.com"))
  }

  @Test("A key that is none: exit 65 with the closest")
  func unknown() throws {
    let result = try Binary.run(["sources", "A77"])
    #expect(result.status == 65)
    #expect(
      result.err
        == "Error: no source 'A77' (did you mean 'A7'?); 'rotationdb sources' lists them\n")
  }
}
