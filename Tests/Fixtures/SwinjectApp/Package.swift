// swift-tools-version:6.0
import PackageDescription

// An app written against Swinject 2.10 and SwinjectAutoregistration — `import Swinject`,
// `Swinject.Container`, `Swinject.Resolver`, `autoregister`, `~>` — built on InjectKit with no
// source edit: only the two package lines below changed. CI builds and tests it.
let package = Package(
  name: "SwinjectApp",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [
    // was: .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    .package(path: "../../../Compat/Swinject"),
    // was: .package(url: "https://github.com/Swinject/SwinjectAutoregistration", from: "2.9.0"),
    .package(path: "../../../Compat/SwinjectAutoregistration"),
  ],
  targets: [
    .target(
      name: "PetsKit",
      dependencies: [
        .product(name: "Swinject", package: "Swinject"),
        .product(name: "SwinjectAutoregistration", package: "SwinjectAutoregistration"),
      ]),
    .executableTarget(name: "PetsApp", dependencies: ["PetsKit"]),
    .testTarget(
      name: "PetsKitTests", dependencies: ["PetsKit", .product(name: "Swinject", package: "Swinject")]),
  ]
)
