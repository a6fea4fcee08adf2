// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "InjectKit",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  products: [
    .library(name: "InjectKit", targets: ["InjectKit"]),
    .library(name: "InjectKitTesting", targets: ["InjectKitTesting"]),
    .library(name: "InjectKitSwinject", targets: ["InjectKitSwinject"]),
    .executable(name: "InjectKitExample", targets: ["InjectKitExample"]),
  ],
  targets: [
    // The SPIN model of the registry's one lock-free read sits beside its code; `.ci/models` checks it.
    .target(name: "CInjectKitAtomics"),
    .target(
      name: "InjectKit", dependencies: ["CInjectKitAtomics"], exclude: ["Registry/Models"],
      swiftSettings: [.strictMemorySafety()]),
    // InjectKitTesting's load-time hook: a C constructor, so that the shared-root check is installed in a
    // test binary before any test runs (Swift has no load-time code).
    .target(name: "CInjectKitTestingHook", dependencies: ["CInjectKitAtomics"]),
    // Strict memory safety (SE-0458): neither skin holds an unsafe construct; they use the core's
    // lock primitives through `package` access, and the skin its inlinable ones through `@_spi(InjectKitSkins)`.
    .target(
      name: "InjectKitTesting", dependencies: ["InjectKit", "CInjectKitTestingHook"],
      swiftSettings: [.strictMemorySafety()]),
    .target(name: "InjectKitSwinject", dependencies: ["InjectKit"], swiftSettings: [.strictMemorySafety()]),
    // The MVP demo's app code: one copy, in Examples/MVPDemo, whose package builds it as `MVPDemoApp`
    // (a target name must be unique across the package graph, hence another name here).
    .target(
      name: "InjectKitExampleApp", dependencies: ["InjectKit"], path: "Examples/MVPDemo/Sources/MVPDemoApp",
      resources: [.process("Services/Resources")]),
    .executableTarget(name: "InjectKitExample", dependencies: ["InjectKitExampleApp"]),
    .testTarget(name: "InjectKitTests", dependencies: ["InjectKit"]),
    .testTarget(name: "InjectKitTestingTests", dependencies: ["InjectKit", "InjectKitTesting"]),
    .testTarget(name: "InjectKitSwinjectTests", dependencies: ["InjectKit", "InjectKitSwinject"]),
    .testTarget(name: "InjectKitStressTests", dependencies: ["InjectKit"]),
    // Every Swift block of README.md and the DocC catalogs, compiled and run (.ci/snippets.py
    // checks the docs and these copies say the same).
    .testTarget(
      name: "InjectKitDocsTests",
      dependencies: ["InjectKit", "InjectKitTesting", "InjectKitSwinject", "InjectKitExampleApp"],
      // The graph snapshots the docs' examples compare against (InjectKitTesting), not sources.
      exclude: ["InjectKit/__Snapshots__", "InjectKitTesting/__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
