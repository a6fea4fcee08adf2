// swift-tools-version:6.2
import PackageDescription

// A module named `SwinjectAutoregistration` that re-exports InjectKitSwinject, which holds
// `autoregister` and the `~>` operators: an app keeps `import SwinjectAutoregistration` and
// changes only its package line. A package of its own for the reason given in ../Swinject.
let package = Package(
  name: "SwinjectAutoregistration",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  products: [.library(name: "SwinjectAutoregistration", targets: ["SwinjectAutoregistration"])],
  // A copy outside this repository names InjectKit by URL instead:
  // .package(url: "https://github.com/injectkit/InjectKit", from: "0.1.0")
  dependencies: [.package(name: "InjectKit", path: "../..")],
  targets: [
    .target(
      name: "SwinjectAutoregistration", dependencies: [.product(name: "InjectKitSwinject", package: "InjectKit")])
  ],
  swiftLanguageModes: [.v6]
)
