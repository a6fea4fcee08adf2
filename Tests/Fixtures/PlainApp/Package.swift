// swift-tools-version:6.2
import PackageDescription

// The tutorial-shaped app without default isolation: declarations are nonisolated unless they
// say `@MainActor`, as in packages and pre-Xcode 26 targets. CI builds it with warnings as errors.
let injectKit = Target.Dependency.product(name: "InjectKit", package: "InjectKit")

let package = Package(
  name: "PlainApp",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [.package(name: "InjectKit", path: "../../..")],
  targets: [
    .target(
      name: "PlainApp", dependencies: [injectKit]),
    .testTarget(
      name: "PlainAppTests", dependencies: ["PlainApp", injectKit]),
  ]
)
