// swift-tools-version:6.0
import PackageDescription

// The tests' own code is compiled without optimization in every configuration: a release build
// of the tests (the sanitizer runs) optimizes the code under test, and only that. Still a module
// at a time, as release builds are: a job a file loaded the imports and expanded the test
// macros again in each.
let testSettings: [SwiftSetting] = [
  .unsafeFlags(["-Onone"], .when(configuration: .release))
]

// `ROTATIONDB_TEST_TARGETS`, if set: the test targets to declare, comma-separated (CI's
// ThreadSanitizer run builds and runs only the tests of threaded code); every one otherwise.
let testTargets = Context.environment["ROTATIONDB_TEST_TARGETS"].map {
  Set($0.split(separator: ",").map(String.init))
}

let package = Package(
  name: "rotationdb",
  products: [
    .executable(name: "rotationdb", targets: ["rotationdb"]),
    // The rule core, for the fuzz targets in Fuzz/.
    .library(name: "RotationCore", targets: ["RotationCore"]),
    // The generated configuration space, for the evaluation fuzz target in Fuzz/.
    .library(name: "RotationSpace", targets: ["RotationSpace"]),
    // The bounded property-list and Xcode-project readers, for the fuzz targets in Fuzz/.
    .library(name: "RotationPlist", targets: ["RotationPlist"]),
  ],
  targets: [
    // The shared rule core: pure, deterministic, no I/O. Imports nothing of ours.
    .target(
      name: "RotationCore",
      swiftSettings: [
        // Its state is values and a few final classes read on one thread; debug builds (the
        // tests) keep the runtime exclusivity checks, which cost a release evaluation a third.
        .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
      ]),
    // Apple's property lists (binary, XML, old-style) and Xcode projects, read with bounds.
    // Pure, imports nothing.
    .target(name: "RotationPlist"),
    // The generated configuration space: every combination of the dimensions that matter.
    .target(name: "RotationSpace", dependencies: ["RotationCore"]),
    // The built-in catalogue, embedded in the binary as data.
    .target(name: "RotationCatalogue", plugins: ["EmbedCatalogue"]),
    .executableTarget(name: "EmbedCatalogueTool"),
    .plugin(
      name: "EmbedCatalogue", capability: .buildTool(), dependencies: ["EmbedCatalogueTool"]),
    // SQLite from Debian's libsqlite3-dev.
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    // The numbered .sql files of the top-level Migrations folder, embedded at build time.
    .target(name: "RotationMigrations", path: "Migrations", plugins: ["EmbedSQL"]),
    .executableTarget(name: "EmbedSQLTool"),
    .plugin(name: "EmbedSQL", capability: .buildTool(), dependencies: ["EmbedSQLTool"]),
    // The SQLite storage layer: the only module that imports CSQLite.
    // It makes a generated scenario again from its space and index (RotationSpace).
    .target(
      name: "RotationStore",
      dependencies: ["RotationCore", "RotationSpace", "RotationMigrations", "CSQLite"]),
    // Pure renderers: report model to Markdown, HTML and JUnit XML text.
    .target(name: "RotationReports", dependencies: ["RotationCore"]),
    // Evaluates scenarios under profiles with the core and records runs in the store.
    .target(
      name: "RotationRunner", dependencies: ["RotationCore", "RotationStore", "RotationReports"]),
    // Command parsing and command logic, testable without a subprocess.
    .target(
      name: "RotationCLI",
      dependencies: [
        "RotationCore", "RotationCatalogue", "RotationStore", "RotationRunner", "RotationReports",
        "RotationSpace", "RotationPlist",
      ]),
    // The benchmarks: an executable that prints each figure, its baseline and their ratio.
    .executableTarget(
      name: "RotationBenchmarks",
      dependencies: [
        "RotationCore", "RotationSpace", "RotationStore", "RotationRunner", "RotationReports",
      ]),
    // The one-file entry point.
    .executableTarget(name: "rotationdb", dependencies: ["RotationCLI"]),
    .testTarget(
      name: "RotationCoreTests", dependencies: ["RotationCore", "RotationCatalogue"],
      swiftSettings: testSettings),
    .testTarget(
      name: "RotationPlistTests", dependencies: ["RotationPlist"], swiftSettings: testSettings),
    .testTarget(
      name: "RotationStoreTests",
      dependencies: [
        "RotationStore", "RotationCore", "RotationCatalogue", "RotationMigrations", "RotationSpace",
      ], swiftSettings: testSettings),
    .testTarget(
      name: "RotationRunnerTests",
      dependencies: [
        "RotationRunner", "RotationStore", "RotationCore", "RotationCatalogue", "RotationSpace",
        "RotationReports", "RotationMigrations",
      ], swiftSettings: testSettings),
    .testTarget(
      name: "RotationReportsTests", dependencies: ["RotationReports", "RotationCore"],
      exclude: ["Golden"], swiftSettings: testSettings),
    .testTarget(
      name: "RotationSpaceTests",
      dependencies: ["RotationSpace", "RotationCore", "RotationCatalogue"], exclude: ["Digests"],
      swiftSettings: testSettings),
    .testTarget(
      name: "RotationCLITests",
      dependencies: [
        "RotationCLI", "RotationCore", "RotationCatalogue", "rotationdb",
        // Databases of earlier schema versions, for the binary to open.
        "RotationStore", "RotationMigrations",
      ],
      swiftSettings: testSettings),
  ],
  swiftLanguageModes: [.v6]
)

if let testTargets {
  let unknown = testTargets.subtracting(package.targets.filter(\.isTest).map(\.name))
  precondition(unknown.isEmpty, "ROTATIONDB_TEST_TARGETS names no test target: \(unknown)")
  package.targets.removeAll { $0.isTest && !testTargets.contains($0.name) }
}
