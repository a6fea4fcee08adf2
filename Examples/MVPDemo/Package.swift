// swift-tools-version:6.2
import PackageDescription

// The MVP demo: Home and Detail modules wired by a RootComposer in AppDelegate.
// Copied out of the InjectKit repository? Replace `.package(path: "../..")` with
// `.package(url: "https://github.com/injectkit/InjectKit", branch: "main")` (see README.md).
// `name:` keeps `package: "InjectKit"` valid whatever the checkout's directory is called.
let injectKit: Target.Dependency = .product(name: "InjectKit", package: "InjectKit")

let package = Package(
  name: "MVPDemo",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6)],
  products: [
    .executable(name: "MVPDemo", targets: ["MVPDemo"])
  ],
  dependencies: [
    .package(name: "InjectKit", path: "../..")
  ],
  targets: [
    // App/, Modules/, Services/: the code an app copies. Terminal/: the terminal's stand-in for UIKit.
    .target(
      name: "MVPDemoApp", dependencies: [injectKit], resources: [.process("Services/Resources")]),
    .executableTarget(name: "MVPDemo", dependencies: ["MVPDemoApp"]),
    .testTarget(name: "MVPDemoTests", dependencies: ["MVPDemoApp", injectKit]),
  ],
  swiftLanguageModes: [.v6]
)
