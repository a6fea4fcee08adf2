import Benchmark

/// Every scenario for every implementation; `swift package benchmark` discovers this.
///
/// Benchmark names are "<scenario> / <implementation>", so `--filter "cached singleton.*"` runs
/// one scenario for everyone and `--filter ".* / InjectKit"` runs InjectKit alone.
let benchmarks: @Sendable () -> Void = {
  pureDIBenchmarks()
  injectKitBenchmarks()
  swinjectBenchmarks()
  tutorialBenchmarks()
  swiftDependenciesBenchmarks()
}
