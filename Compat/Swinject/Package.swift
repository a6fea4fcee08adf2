// swift-tools-version:6.2
import PackageDescription

// A module named `Swinject` that holds nothing but InjectKitSwinject, re-exported: an app keeps
// `import Swinject` and `Swinject.Container` and changes only its package line. It is a package of
// its own, not a product of InjectKit, because SwiftPM requires target names to be unique across a
// package graph: a `Swinject` target inside InjectKit would make InjectKit itself unusable in any
// graph that also holds the real Swinject. See "Migrating from Swinject" in InjectKitSwinject.
let package = Package(
  name: "Swinject",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  products: [.library(name: "Swinject", targets: ["Swinject"])],
  // A copy outside this repository names InjectKit by URL instead:
  // .package(url: "https://github.com/injectkit/InjectKit", from: "0.1.0")
  dependencies: [.package(name: "InjectKit", path: "../..")],
  targets: [
    .target(name: "Swinject", dependencies: [.product(name: "InjectKitSwinject", package: "InjectKit")])
  ],
  swiftLanguageModes: [.v6]
)
