import RotationCore
import RotationSpace
import Testing

@Suite("The configuration space generator")
struct ConfigurationSpaceTests {
  @Test("The standard space holds over a million scenarios; the small one about a thousand")
  func counts() {
    // Classic: 3,128 (tree, script) pairs × 2 idioms × 10 plists × 6 delegates × 3 launches;
    // present day: 300 pairs × 5 devices × 5 plists × 3 delegates × 2 launches; apps: 750 pairs
    // (150 container and split trees × 5 scripts) × 2 idioms × 3 plists × 2 delegates × 5
    // second windows × 2 launches.
    #expect(ConfigurationSpace.standard.count == 1_126_080 + 45_000 + 90_000)
    // 78 pairs × 2 idioms × 3 plists × 2 delegates × 1 launch; then 20 pairs × 2 devices × 2
    // plists; then 54 pairs × 2 idioms × 3 second windows.
    #expect(ConfigurationSpace.small.count == 936 + 80 + 324)
  }

  @Test("The same index always gives the same scenario, byte for byte")
  func stableScenarios() {
    // The small space's catalogue as `rotationdb generate --space small` writes it; the digest
    // is that command's output at 320f56b (`rotationdb generate --space small | sha256sum`).
    let small = ConfigurationSpace.small
    let catalogue = JSON.object([
      ("formatVersion", .int(Catalogue.formatVersion)),
      ("scenarios", .array((0..<small.count).map { small.scenario(at: $0).json })),
    ])
    #expect(
      SHA256.hex(catalogue.rendered())
        == "2f61e5dba11815522669352933846c2265ed0d9dfdcc6b072faa5c4b2ad2cff3")
    // Every 997th scenario of the standard space (each block), as canonical JSON, a line each.
    let standard = ConfigurationSpace.standard
    var hasher = SHA256.Hasher256()
    for index in stride(from: 0, to: standard.count, by: 997) {
      hasher.update(standard.scenario(at: index).json.compact() + "\n")
    }
    #expect(
      hasher.finalizeHex() == "c630e03808e0c231447dc7be282c4dcbae55b4df807a7b3781762bee04ae3938")
  }

  @Test(
    "Ids are stable and readable",
    arguments: [
      (0, "iphone.pl-none.dg-none.vc-none.at-p.rot-ll"),
      (1, "iphone.pl-none.dg-none.vc-none.at-p.rot-lr"),
      // 123,456 = ((0 × 10 + 2) × 6 + 1) × 3 + 0, then pair 1,464 of 3,128: tab bar tree 32
      // (root answers "all", child "none"), script 0.
      (123_456, "iphone.pl-l.dg-all.tab-all-none.at-p.rot-ll"),
      (1_126_079, "ipad.io-lr-hidden.dg-zero.pagefwd-abud-abud.at-faceup.attempt"),
      // The present-day block follows the classic one, whose ids it leaves as they were.
      (1_126_080, "iphone-nohome.pl-abud.dg-none.vc-none.at-p.rot-ll"),
      (1_171_079, "ipad-slideover.pl-all-ls-rfs.dg-l.navfwd-all-all.at-ll.kvc-geo"),
      // The apps block: no second window first (its id has no window part), then each.
      (1_171_080, "iphone.pl-none.dg-none.cvc-none-none.at-p.rot-ll"),
      // 1,500 = 750 pairs × 2 launches: the first scenario with the toast window.
      (1_171_080 + 1_500, "iphone.pl-none.dg-none.w-toast.cvc-none-none.at-p.rot-ll"),
      (1_261_079, "ipad.pl-all.dg-p.w-hidden.split-all-all.at-ll.alert"),
    ])
  func stableIDs(index: Int, id: String) {
    #expect(ConfigurationSpace.standard.scenario(at: index).id == id)
  }

  @Test("Every scenario of the small space is valid, with a unique id, and survives a round trip")
  func smallSpaceValid() throws {
    let space = ConfigurationSpace.small
    let scenarios = (0..<space.count).map { space.scenario(at: $0) }
    #expect(Set(scenarios.map(\.id)).count == scenarios.count)
    let text = Catalogue(scenarios: scenarios).json.rendered()
    let decoded = try Catalogue.decode(Array(text.utf8))
    #expect(decoded.scenarios == scenarios)
  }

  @Test("A sample across the standard space is valid and evaluates under every profile")
  func standardSample() throws {
    let space = ConfigurationSpace.standard
    var ids = Set<String>()
    let classic = stride(from: 0, to: space.count, by: 997)
    let presentDay = stride(from: 1_126_080, to: 1_171_080, by: 101)
    let apps = stride(from: 1_171_080, to: space.count, by: 53)
    for index in Set(classic).union(presentDay).union(apps).sorted() {
      let scenario = space.scenario(at: index)
      #expect(ids.insert(scenario.id).inserted)
      let decoded = try Catalogue.decodeScenario(Array(scenario.json.compact().utf8))
      #expect(decoded == scenario)
      for profile in Profile.builtIn {
        let outcome = Evaluator(profile: profile, tracing: false).evaluate(scenario)
        #expect(outcome.steps.allSatisfy { $0.error?.name != "InvalidStep" })
      }
    }
  }

  @Test("An index's names are its scenario's id and title, without making the scenario")
  func names() {
    // The store lists a generated scenario's title from its reference with them.
    for space in [ConfigurationSpace.small, .standard] {
      for index in stride(from: 0, to: space.count, by: space.count / 1_000) {
        let scenario = space.scenario(at: index)
        let names = space.names(at: index)
        #expect(names.id == scenario.id && names.title == scenario.title, "\(index)")
      }
    }
  }

  @Test("Titles are unique and in plain words: every dimension, no codes")
  func titles() {
    let codes = ["noauto", "abud", "enum4", "pl-", "dg-", "at-", "rot-", "vc-", "nav-"]
    for space in [ConfigurationSpace.small, ConfigurationSpace.standard] {
      let indices = Array(stride(from: 0, to: space.count, by: space.count > 10_000 ? 11 : 1))
      let titles = indices.map { space.scenario(at: $0).title }
      #expect(Set(titles).count == titles.count, "\(space.name)")
      for title in titles.prefix(20_000) {
        #expect(!codes.contains { title.contains($0) }, "\(title)")
      }
    }
    #expect(
      ConfigurationSpace.standard.scenario(at: 123_456).title
        == "iPhone, Info.plist landscapeLeft, landscapeRight, app delegate [portrait, "
        + "portraitUpsideDown, landscapeLeft, landscapeRight], tabBarController answering every "
        + "orientation, child answering nothing, launched held portrait, rotate to landscapeLeft")
  }

  @Test("The dimensions of a scenario name its id's parts")
  func dimensions() {
    let values = ConfigurationSpace.standard.dimensions(at: 123_456)
    #expect(values.map(\.name) == ConfigurationSpace.dimensionNames)
    #expect(
      values.map(\.value) == [
        "iphone", "default", "pl-l", "dg-all", "-", "tab", "all", "none", "at-p", "rot-ll",
      ])
    let modern = ConfigurationSpace.standard.dimensions(at: 1_126_080)
    #expect(
      modern.map(\.value) == [
        "iphone", "nohome", "pl-abud", "dg-none", "-", "vc", "none", "-", "at-p", "rot-ll",
      ])
    let apps = ConfigurationSpace.standard.dimensions(at: 1_261_079)
    #expect(
      apps.map(\.value) == [
        "ipad", "default", "pl-all", "dg-p", "w-hidden", "split", "all", "all", "at-ll", "alert",
      ])
  }
}
