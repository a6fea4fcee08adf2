// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "InjectKit",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .library(name: "InjectKit", targets: ["InjectKit"]),
    .library(name: "InjectKitTesting", targets: ["InjectKitTesting"]),
    .library(name: "InjectKitSwinject", targets: ["InjectKitSwinject"]),
    .executable(name: "InjectKitExample", targets: ["InjectKitExample"]),
  ],
  targets: [
    .target(name: "CInjectKitAtomics"),
    .target(name: "InjectKit", dependencies: ["CInjectKitAtomics"]),
    .target(name: "InjectKitTesting", dependencies: ["InjectKit"]),
    .target(name: "InjectKitSwinject", dependencies: ["InjectKit"]),
    .executableTarget(name: "InjectKitExample", dependencies: ["InjectKit"]),
    .testTarget(name: "InjectKitTests", dependencies: ["InjectKit"]),
    .testTarget(name: "InjectKitTestingTests", dependencies: ["InjectKit", "InjectKitTesting"]),
    .testTarget(name: "InjectKitSwinjectTests", dependencies: ["InjectKit", "InjectKitSwinject"]),
    .testTarget(name: "InjectKitStressTests", dependencies: ["InjectKit"]),
  ],
  swiftLanguageModes: [.v6]
)
