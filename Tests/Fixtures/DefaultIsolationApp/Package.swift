// swift-tools-version:6.2
import PackageDescription

// A tutorial-shaped app compiled the way new Xcode 26 app targets are: every declaration is
// `@MainActor` unless it says otherwise. CI builds it with warnings as errors and runs its tests.
let injectKit = Target.Dependency.product(name: "InjectKit", package: "InjectKit")

let package = Package(
  name: "DefaultIsolationApp",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [.package(name: "InjectKit", path: "../../..")],
  targets: [
    .target(
      name: "DefaultIsolationApp", dependencies: [injectKit],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "DefaultIsolationAppTests", dependencies: ["DefaultIsolationApp", injectKit],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
  ]
)
