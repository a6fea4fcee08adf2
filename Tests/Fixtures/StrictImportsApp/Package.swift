// swift-tools-version:6.2
import PackageDescription

// A client module with the upcoming features that make imports strict: `MemberImportVisibility`
// (a member is visible only in files that import its module) and `InternalImportsByDefault` (an
// `import` is internal unless it says `public`). It uses InjectKit, InjectKitSwinject and, in its
// tests, InjectKitTesting as a user's app would, each file importing what it uses. CI builds and
// tests it with warnings as errors; .ci/apple/check type-checks it for iOS 13 and macOS 10.15.
let strictImports: [SwiftSetting] = [
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "StrictImportsApp",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [.package(name: "InjectKit", path: "../../..")],
  targets: [
    .target(
      name: "StrictImportsApp",
      dependencies: [
        .product(name: "InjectKit", package: "InjectKit"),
        .product(name: "InjectKitSwinject", package: "InjectKit"),
      ],
      swiftSettings: strictImports),
    .testTarget(
      name: "StrictImportsAppTests",
      dependencies: [
        "StrictImportsApp",
        .product(name: "InjectKit", package: "InjectKit"),
        .product(name: "InjectKitTesting", package: "InjectKit"),
      ],
      swiftSettings: strictImports),
  ],
  swiftLanguageModes: [.v6]
)
