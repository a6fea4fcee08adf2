// swift-tools-version:6.1
// The benchmarks live in their own package so that the InjectKit package keeps zero dependencies.
import Foundation
import PackageDescription

/// The `verify()` API (issue 5) may land after these benchmarks: its scenario compiles only when
/// the core declares it, detected here so the package builds either way.
let coreHasVerify: Bool = {
  let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Sources/InjectKit").standardizedFileURL
  guard let files = FileManager.default.enumerator(atPath: core.path) else { return false }
  for case let file as String in files where file.hasSuffix(".swift") {
    let text = (try? String(contentsOf: core.appendingPathComponent(file), encoding: .utf8)) ?? ""
    if text.contains("func verify()") { return true }
  }
  return false
}()

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
      swiftSettings: coreHasVerify ? [.define("INJECTKIT_HAS_VERIFY")] : [],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
