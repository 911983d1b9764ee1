// swift-tools-version:6.0
// The libFuzzer targets, in a package of their own so that the main package's builds and tests
// never link them: build with `swift build -c release --sanitize=fuzzer --product NAME` here, or
// run ../scripts/fuzz.sh.
import PackageDescription

let package = Package(
  name: "rotationdb-fuzz",
  dependencies: [.package(name: "rotationdb", path: "..")],
  targets: [
    .executableTarget(
      name: "FuzzCatalogue", dependencies: [.product(name: "RotationCore", package: "rotationdb")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .executableTarget(
      name: "FuzzEvaluate",
      dependencies: [
        .product(name: "RotationCore", package: "rotationdb"),
        .product(name: "RotationSpace", package: "rotationdb"),
      ],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .executableTarget(
      name: "FuzzPlist", dependencies: [.product(name: "RotationPlist", package: "rotationdb")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    .executableTarget(
      name: "FuzzXcodeProject",
      dependencies: [.product(name: "RotationPlist", package: "rotationdb")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
  ],
  swiftLanguageModes: [.v6]
)
