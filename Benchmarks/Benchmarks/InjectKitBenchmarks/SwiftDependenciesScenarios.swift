import Benchmark
import Dependencies

// swift-dependencies has no container, scopes or names: a dependency is a value keyed by a
// `DependencyKey`, read through `@Dependency`. It applies to the "singleton" (a shared live
// value), "transient" (a factory closure as the live value) and property-wrapper scenarios.

private enum LeafFactoryKey: DependencyKey {
  static let liveValue: @Sendable () -> Leaf = { Leaf() }
}
private enum SharedLeafKey: DependencyKey {
  static let liveValue = Leaf()
}
private enum InjectedLeafKey: DependencyKey {
  static let liveValue = InjectedLeaf()
}

extension DependencyValues {
  fileprivate var makeLeaf: @Sendable () -> Leaf {
    get { self[LeafFactoryKey.self] }
    set { self[LeafFactoryKey.self] = newValue }
  }
  fileprivate var sharedLeaf: Leaf {
    get { self[SharedLeafKey.self] }
    set { self[SharedLeafKey.self] = newValue }
  }
  fileprivate var injectedLeaf: InjectedLeaf {
    get { self[InjectedLeafKey.self] }
    set { self[InjectedLeafKey.self] = newValue }
  }
}

/// A model reading its dependencies the swift-dependencies way.
private struct DependenciesModel: Sendable {
  @Dependency(\.makeLeaf) var makeLeaf
  @Dependency(\.sharedLeaf) var sharedLeaf
  @Dependency(\.injectedLeaf) var injectedLeaf
}

func swiftDependenciesBenchmarks() {
  bench(.transient, .swiftDependencies) { benchmark in
    let model = DependenciesModel()
    for _ in benchmark.scaledIterations { blackHole(model.makeLeaf()) }
  }
  bench(.singleton, .swiftDependencies) { benchmark in
    let model = DependenciesModel()
    for _ in benchmark.scaledIterations { blackHole(model.sharedLeaf) }
  }
  bench(.injectFirst, .swiftDependencies) { benchmark in
    for _ in benchmark.scaledIterations {
      let model = DependenciesModel()
      blackHole(model.injectedLeaf)
    }
  }
  bench(.injectNext, .swiftDependencies) { benchmark in
    let model = DependenciesModel()
    _ = model.injectedLeaf
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(model.injectedLeaf) }
  }
  let model = DependenciesModel()
  threadBenchmarks(.swiftDependencies, transient: { model.makeLeaf() }, singleton: { model.sharedLeaf })
}
