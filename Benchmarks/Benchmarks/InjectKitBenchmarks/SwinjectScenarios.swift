import Benchmark
import Swinject

/// Swinject containers, built once per benchmark process on first use.
///
/// Swinject's `Container` is not `Sendable`; the benchmarks use these only from the benchmark's
/// thread, except `synchronized`, Swinject's documented thread-safe view.
// Safety: `container` is written only while `make()` builds it, before publication through a
// `static let` (which synchronises); afterwards it is only read on the benchmark's thread, and
// other threads go through `synchronized`, which Swinject serialises with its own lock.
struct SwinjectFixture: @unchecked Sendable {
  let container: Container
  let synchronized: Resolver

  static let shared = make()

  private static func make() -> SwinjectFixture {
    let container = Container()
    container.register(Leaf.self) { _ in Leaf() }
    container.register(Leaf.self, name: "primary") { _ in Leaf() }
    container.register(Leaf.self, name: "secondary") { _ in Leaf() }
    container.register(Leaf.self, name: "singleton") { _ in Leaf() }.inObjectScope(.container)
    container.register(ChainTop.self) { r in ChainTop(middle: r.resolve(ChainMiddle.self)!) }
    container.register(ChainMiddle.self) { r in ChainMiddle(bottom: r.resolve(ChainBottom.self)!) }
    container.register(ChainBottom.self) { _ in ChainBottom() }
    container.register(GraphRoot.self) { r in
      GraphRoot(left: r.resolve(GraphBranchA.self)!, right: r.resolve(GraphBranchB.self)!)
    }
    container.register(GraphBranchA.self) { r in GraphBranchA(leaf: r.resolve(GraphLeafA.self)!) }
    container.register(GraphBranchB.self) { r in GraphBranchB(leaf: r.resolve(GraphLeafB.self)!) }
    container.register(GraphLeafA.self) { _ in GraphLeafA() }
    container.register(GraphLeafB.self) { _ in GraphLeafB() }
    container.register(OneArgument.self) { (_: Resolver, id: Int) in OneArgument(id: id) }
    container.register(ThreeArguments.self) { (_: Resolver, id: Int, title: String, price: Double) in
      ThreeArguments(id: id, title: title, price: price)
    }
    container.register(ServiceA.self) { _ in ServiceA() }.inObjectScope(.container)
    container.register(ServiceB.self) { _ in ServiceB() }.inObjectScope(.container)
    container.register(ServiceC.self) { _ in ServiceC() }.inObjectScope(.container)
    container.register(ServiceD.self) { _ in ServiceD() }.inObjectScope(.container)
    // Swinject has no autowiring of its own (SwinjectAutoregistration is a separate package):
    // the same four resolves, written by hand.
    container.register(Presenter.self) { r in
      Presenter(
        a: r.resolve(ServiceA.self)!, b: r.resolve(ServiceB.self)!, c: r.resolve(ServiceC.self)!,
        d: r.resolve(ServiceD.self)!)
    }
    container.register(InjectedLeaf.self) { _ in InjectedLeaf() }
    _ = container.resolve(Leaf.self, name: "singleton")
    _ = container.resolve(Presenter.self)
    return SwinjectFixture(container: container, synchronized: container.synchronize())
  }
}

/// Swinject has no property wrapper; its users write a lazy property that resolves once.
final class SwinjectScreen {
  let container: Container
  lazy var leaf: InjectedLeaf = container.resolve(InjectedLeaf.self)!
  init(container: Container) { self.container = container }
}

/// The cold-start composers on Swinject: the same twelve registrations.
struct SwinjectRootComposer {
  let container: Container

  func register() {
    container.register(HomeView.self) { _ in HomeView() }
    container.register(HomePresenter.self) { _ in HomePresenter() }
    container.register(HomeInteractor.self) { _ in HomeInteractor() }
    container.register(HomeRouter.self) { _ in HomeRouter() }
    container.register(DetailView.self) { _ in DetailView() }
    container.register(DetailPresenter.self) { _ in DetailPresenter() }
    container.register(DetailInteractor.self) { _ in DetailInteractor() }
    container.register(DetailRouter.self) { _ in DetailRouter() }
    container.register(NetworkClient.self) { _ in NetworkClient() }.inObjectScope(.container)
    container.register(ImageCache.self) { _ in ImageCache() }.inObjectScope(.container)
    container.register(Analytics.self) { _ in Analytics() }.inObjectScope(.container)
    container.register(Settings.self) { _ in Settings() }.inObjectScope(.container)
  }
}

func swinjectBenchmarks() {
  bench(.transient, .swinject) { benchmark in
    let container = SwinjectFixture.shared.container
    for _ in benchmark.scaledIterations { blackHole(container.resolve(Leaf.self)!) }
  }
  bench(.singleton, .swinject) { benchmark in
    let container = SwinjectFixture.shared.container
    for _ in benchmark.scaledIterations { blackHole(container.resolve(Leaf.self, name: "singleton")!) }
  }
  bench(.chain, .swinject) { benchmark in
    let container = SwinjectFixture.shared.container
    for _ in benchmark.scaledIterations { blackHole(container.resolve(ChainTop.self)!) }
  }
  bench(.graph, .swinject) { benchmark in
    let container = SwinjectFixture.shared.container
    for _ in benchmark.scaledIterations { blackHole(container.resolve(GraphRoot.self)!) }
  }
  bench(.named, .swinject) { benchmark in
    let container = SwinjectFixture.shared.container
    for _ in benchmark.scaledIterations { blackHole(container.resolve(Leaf.self, name: "primary")!) }
  }
  bench(.oneArgument, .swinject) { benchmark in
    let container = SwinjectFixture.shared.container
    for _ in benchmark.scaledIterations { blackHole(container.resolve(OneArgument.self, argument: Arguments.id)!) }
  }
  bench(.threeArguments, .swinject) { benchmark in
    let container = SwinjectFixture.shared.container
    for _ in benchmark.scaledIterations {
      blackHole(container.resolve(ThreeArguments.self, arguments: Arguments.id, Arguments.title, Arguments.price)!)
    }
  }
  bench(.autowire, .swinject) { benchmark in
    let container = SwinjectFixture.shared.container
    for _ in benchmark.scaledIterations { blackHole(container.resolve(Presenter.self)!) }
  }
  bench(.injectFirst, .swinject) { benchmark in
    let container = SwinjectFixture.shared.container
    for _ in benchmark.scaledIterations {
      let screen = SwinjectScreen(container: container)
      blackHole(screen.leaf)
    }
  }
  bench(.injectNext, .swinject) { benchmark in
    let screen = SwinjectScreen(container: SwinjectFixture.shared.container)
    _ = screen.leaf
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(screen.leaf) }
  }
  threadBenchmarks(
    .swinject, transient: { SwinjectFixture.shared.synchronized.resolve(Leaf.self)! },
    singleton: { SwinjectFixture.shared.synchronized.resolve(Leaf.self, name: "singleton")! })
  for (scenario, count) in [(Scenario.register1k, 1_000), (.register10k, 10_000)] {
    bench(scenario, .swinject, .memory) { benchmark in
      let names = RegistrationNames.names(count)
      benchmark.startMeasurement()
      let container = Container()
      for name in names { container.register(Leaf.self, name: name) { _ in Leaf() } }
      benchmark.stopMeasurement()
      blackHole(container)
    }
  }
  bench(.graphScope, .swinject, .memory) { benchmark in
    // `.graph` is Swinject's default scope: the chain registered above is graph-scoped.
    let container = SwinjectFixture.shared.container
    _ = container.resolve(ChainTop.self)
    benchmark.startMeasurement()
    for _ in 0..<1_000 { blackHole(container.resolve(ChainTop.self)!) }
    benchmark.stopMeasurement()
  }
  bench(.coldStart, .swinject) { benchmark in
    for _ in benchmark.scaledIterations {
      let container = Container()
      SwinjectRootComposer(container: container).register()
      blackHole(container)
    }
  }
}
