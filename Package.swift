// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "rotationdb",
  products: [
    .executable(name: "rotationdb", targets: ["rotationdb"])
  ],
  targets: [
    // The shared rule core: pure, deterministic, no I/O. Imports nothing of ours.
    .target(name: "RotationCore"),
    // The built-in catalogue, embedded in the binary as data.
    .target(
      name: "RotationCatalogue",
      resources: [.embedInCode("catalogue.json")]
    ),
    // Command parsing and command logic, testable without a subprocess.
    .target(name: "RotationCLI", dependencies: ["RotationCore", "RotationCatalogue"]),
    // The one-file entry point.
    .executableTarget(name: "rotationdb", dependencies: ["RotationCLI"]),
    .testTarget(name: "RotationCoreTests", dependencies: ["RotationCore", "RotationCatalogue"]),
    .testTarget(name: "RotationCLITests", dependencies: ["RotationCLI", "rotationdb"]),
  ],
  swiftLanguageModes: [.v6]
)
