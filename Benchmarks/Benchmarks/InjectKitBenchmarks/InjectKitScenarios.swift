import Benchmark
import InjectKit

/// InjectKit containers, built once per benchmark process on first use.
enum InjectKitFixture {
  static let container: Dependencies = {
    let deps = Dependencies(label: "benchmarks")
    deps.add(Leaf.self) { Leaf() }
    deps.add(Leaf.self, name: "primary") { Leaf() }
    deps.add(Leaf.self, name: "secondary") { Leaf() }
    deps.add(ChainTop.self) { r in ChainTop(middle: try r.resolve(ChainMiddle.self)) }
    deps.add(ChainMiddle.self) { r in ChainMiddle(bottom: try r.resolve(ChainBottom.self)) }
    deps.add(ChainBottom.self) { ChainBottom() }
    deps.add(GraphRoot.self) { r in
      GraphRoot(left: try r.resolve(GraphBranchA.self), right: try r.resolve(GraphBranchB.self))
    }
    deps.add(GraphBranchA.self) { r in GraphBranchA(leaf: try r.resolve(GraphLeafA.self)) }
    deps.add(GraphBranchB.self) { r in GraphBranchB(leaf: try r.resolve(GraphLeafB.self)) }
    deps.add(GraphLeafA.self) { GraphLeafA() }
    deps.add(GraphLeafB.self) { GraphLeafB() }
    deps.add(OneArgument.self) { (_: Resolver, id: Int) in OneArgument(id: id) }
    deps.add(ThreeArguments.self) { (_: Resolver, id: Int, title: String, price: Double) in
      ThreeArguments(id: id, title: title, price: price)
    }
    deps.add(ServiceA.self, scope: .singleton) { ServiceA() }
    deps.add(ServiceB.self, scope: .singleton) { ServiceB() }
    deps.add(ServiceC.self, scope: .singleton) { ServiceC() }
    deps.add(ServiceD.self, scope: .singleton) { ServiceD() }
    deps.autowire(Presenter.self, Presenter.init)
    return deps
  }()

  /// The singleton scenario resolves a singleton that has already been created.
  static let singletons: Dependencies = {
    let deps = Dependencies(label: "singletons")
    deps.add(Leaf.self, scope: .singleton) { Leaf() }
    _ = deps.resolve(Leaf.self)
    return deps
  }()

  /// `@Inject` resolves from `Dependencies.root`, as the tutorial's code does.
  static let registerInjected: Void = {
    Dependencies.root.add(InjectedLeaf.self) { InjectedLeaf() }
  }()

  /// A chain whose every link is `graph`-scoped: nothing may stay alive after the resolve.
  static let graphScoped: Dependencies = {
    let deps = Dependencies(label: "graph")
    deps.add(ChainTop.self, scope: .graph) { r in ChainTop(middle: try r.resolve(ChainMiddle.self)) }
    deps.add(ChainMiddle.self, scope: .graph) { r in ChainMiddle(bottom: try r.resolve(ChainBottom.self)) }
    deps.add(ChainBottom.self, scope: .graph) { ChainBottom() }
    return deps
  }()
}

/// An owner with one injected property, as a view controller in the tutorial.
final class InjectKitScreen {
  @Inject var leaf: InjectedLeaf
}

// The tutorial's composers, on InjectKit: twelve registrations in three modules.
struct HomeComposer: Composer {
  func register() {
    Dependencies.root.add({ HomeView() })
    Dependencies.root.add({ HomePresenter() })
    Dependencies.root.add({ HomeInteractor() })
    Dependencies.root.add({ HomeRouter() })
  }
}
struct DetailComposer: Composer {
  func register() {
    Dependencies.root.add({ DetailView() })
    Dependencies.root.add({ DetailPresenter() })
    Dependencies.root.add({ DetailInteractor() })
    Dependencies.root.add({ DetailRouter() })
  }
}
struct ServicesComposer: Composer {
  func register() {
    Dependencies.root.add(scope: .singleton, { NetworkClient() })
    Dependencies.root.add(scope: .singleton, { ImageCache() })
    Dependencies.root.add(scope: .singleton, { Analytics() })
    Dependencies.root.add(scope: .singleton, { Settings() })
  }
}
struct RootComposer: Composer {
  func register() {
    HomeComposer().register()
    DetailComposer().register()
    ServicesComposer().register()
  }
}

func injectKitBenchmarks() {
  bench(.transient, .injectKit) { benchmark in
    let deps = InjectKitFixture.container
    for _ in benchmark.scaledIterations { blackHole(deps.resolve(Leaf.self)) }
  }
  bench(.singleton, .injectKit) { benchmark in
    let deps = InjectKitFixture.singletons
    for _ in benchmark.scaledIterations { blackHole(deps.resolve(Leaf.self)) }
  }
  bench(.chain, .injectKit) { benchmark in
    let deps = InjectKitFixture.container
    for _ in benchmark.scaledIterations { blackHole(deps.resolve(ChainTop.self)) }
  }
  bench(.graph, .injectKit) { benchmark in
    let deps = InjectKitFixture.container
    for _ in benchmark.scaledIterations { blackHole(deps.resolve(GraphRoot.self)) }
  }
  bench(.named, .injectKit) { benchmark in
    let deps = InjectKitFixture.container
    for _ in benchmark.scaledIterations { blackHole(deps.resolve(Leaf.self, name: "primary")) }
  }
  bench(.oneArgument, .injectKit) { benchmark in
    let deps = InjectKitFixture.container
    for _ in benchmark.scaledIterations { blackHole(deps.resolve(OneArgument.self, arguments: Arguments.id)) }
  }
  bench(.threeArguments, .injectKit) { benchmark in
    let deps = InjectKitFixture.container
    for _ in benchmark.scaledIterations {
      blackHole(deps.resolve(ThreeArguments.self, arguments: Arguments.id, Arguments.title, Arguments.price))
    }
  }
  bench(.autowire, .injectKit) { benchmark in
    let deps = InjectKitFixture.container
    _ = deps.resolve(Presenter.self)  // creates the four singletons outside the measurement
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(deps.resolve(Presenter.self)) }
  }
  bench(.injectFirst, .injectKit) { benchmark in
    InjectKitFixture.registerInjected
    for _ in benchmark.scaledIterations {
      let screen = InjectKitScreen()
      blackHole(screen.leaf)
    }
  }
  bench(.injectNext, .injectKit) { benchmark in
    InjectKitFixture.registerInjected
    let screen = InjectKitScreen()
    _ = screen.leaf
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(screen.leaf) }
  }
  threadBenchmarks(
    .injectKit, transient: { InjectKitFixture.container.resolve(Leaf.self) },
    singleton: { InjectKitFixture.singletons.resolve(Leaf.self) })
  for (scenario, count) in [(Scenario.register1k, 1_000), (.register10k, 10_000)] {
    bench(scenario, .injectKit, .memory) { benchmark in
      let names = RegistrationNames.names(count)
      benchmark.startMeasurement()
      let deps = Dependencies()
      for name in names { deps.add(Leaf.self, name: name) { Leaf() } }
      benchmark.stopMeasurement()
      blackHole(deps)
    }
  }
  bench(.graphScope, .injectKit, .memory) { benchmark in
    let deps = InjectKitFixture.graphScoped
    _ = deps.resolve(ChainTop.self)
    benchmark.startMeasurement()
    for _ in 0..<1_000 { blackHole(deps.resolve(ChainTop.self)) }
    benchmark.stopMeasurement()
  }
  bench(.coldStart, .injectKit) { benchmark in
    for _ in benchmark.scaledIterations {
      let deps = Dependencies()
      Dependencies.withRoot(deps) { RootComposer().register() }
      blackHole(deps)
    }
  }
  verifyBenchmarks()
}

/// The 1- and 2-thread throughput scenarios for one implementation.
func threadBenchmarks(
  _ implementation: Implementation, transient: @escaping @Sendable () -> some Any,
  singleton: @escaping @Sendable () -> some Any
) {
  let cases: [(Scenario, Int, @Sendable () -> Void)] = [
    (.transientOneThread, 1, { blackHole(transient()) }),
    (.transientTwoThreads, 2, { blackHole(transient()) }),
    (.singletonOneThread, 1, { blackHole(singleton()) }),
    (.singletonTwoThreads, 2, { blackHole(singleton()) }),
  ]
  for (scenario, threads, operation) in cases {
    bench(scenario, implementation, .perIteration) { benchmark in
      operation()  // builds the fixture outside the measurement
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        onThreads(threads) {
          for _ in 0..<operationsPerThread { operation() }
        }
      }
    }
  }
}
