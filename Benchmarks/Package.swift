// swift-tools-version:6.1
// The benchmarks live in their own package so that the InjectKit package keeps zero dependencies.
import PackageDescription

let package = Package(
  name: "InjectKitBenchmarks",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(name: "InjectKit", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
  ],
  targets: [
    .executableTarget(
      name: "InjectKitBenchmarks",
      dependencies: [
        .product(name: "InjectKit", package: "InjectKit"),
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Swinject", package: "Swinject"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      path: "Benchmarks/InjectKitBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // One scenario × one implementation × N operations, for valgrind's instruction counts
    // (instructions.py). Outside Benchmarks/, so the ordo-one plugin does not run it as a suite;
    // no dependency on the ordo-one harness.
    .executableTarget(
      name: "InjectKitInstructions",
      dependencies: [
        .product(name: "InjectKit", package: "InjectKit"),
        .product(name: "Swinject", package: "Swinject"),
        // The drop-in: the same Swinject-API code on InjectKit (DropIn.swift imports only this).
        .product(name: "InjectKitSwinject", package: "InjectKit"),
        "LaunchOnSwinject", "LaunchOnDropIn",
      ],
      path: "Sources/InjectKitInstructions"
    ),
    // Two threads against one, wall clock, for InjectKit and Swinject 2.10.0 (threads.py).
    .executableTarget(
      name: "InjectKitThreads",
      dependencies: [
        .product(name: "InjectKit", package: "InjectKit"),
        .product(name: "Swinject", package: "Swinject"),
      ],
      path: "Sources/InjectKitThreads"
    ),
    // Three apps' DI layers written against Swinject's API (Sources/LaunchApps), compiled twice:
    // each of these two directories links the same files and adds its one import.
    .target(
      name: "LaunchOnSwinject", dependencies: [.product(name: "Swinject", package: "Swinject")],
      path: "Sources/LaunchOnSwinject"),
    .target(
      name: "LaunchOnDropIn", dependencies: [.product(name: "InjectKitSwinject", package: "InjectKit")],
      path: "Sources/LaunchOnDropIn"),
  ],
  swiftLanguageModes: [.v6]
)
