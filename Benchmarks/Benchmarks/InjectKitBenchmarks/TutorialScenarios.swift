import Benchmark

/// The tutorial registry's root, filled once per benchmark process on first use.
///
/// The tutorial has no scopes, names, arguments or autowiring: its rows stay empty for those,
/// and its "singleton" is the tutorial's own idiom, a factory returning a stored instance.
enum TutorialFixture {
  static let root: TutorialDependencies = {
    let root = TutorialDependencies.root
    root.add { Leaf() }
    let shared = ServiceA()
    root.add { shared }
    root.add { ChainTop(middle: TutorialDependencies.root.resolve()) }
    root.add { ChainMiddle(bottom: TutorialDependencies.root.resolve()) }
    root.add { ChainBottom() }
    root.add { GraphRoot(left: TutorialDependencies.root.resolve(), right: TutorialDependencies.root.resolve()) }
    root.add { GraphBranchA(leaf: TutorialDependencies.root.resolve()) }
    root.add { GraphBranchB(leaf: TutorialDependencies.root.resolve()) }
    root.add { GraphLeafA() }
    root.add { GraphLeafB() }
    root.add { InjectedLeaf() }
    return root
  }()
}

final class TutorialScreen {
  @TutorialInject var leaf: InjectedLeaf
}

/// The tutorial's composers, writing into a fresh registry so every iteration starts cold.
struct TutorialRootComposer {
  let deps: TutorialDependencies

  func register() {
    deps.add { HomeView() }
    deps.add { HomePresenter() }
    deps.add { HomeInteractor() }
    deps.add { HomeRouter() }
    deps.add { DetailView() }
    deps.add { DetailPresenter() }
    deps.add { DetailInteractor() }
    deps.add { DetailRouter() }
    deps.add { NetworkClient() }
    deps.add { ImageCache() }
    deps.add { Analytics() }
    deps.add { Settings() }
  }
}

func tutorialBenchmarks() {
  bench(.transient, .tutorial) { benchmark in
    let root = TutorialFixture.root
    for _ in benchmark.scaledIterations { blackHole(root.resolve() as Leaf) }
  }
  bench(.singleton, .tutorial) { benchmark in
    let root = TutorialFixture.root
    for _ in benchmark.scaledIterations { blackHole(root.resolve() as ServiceA) }
  }
  bench(.chain, .tutorial) { benchmark in
    let root = TutorialFixture.root
    for _ in benchmark.scaledIterations { blackHole(root.resolve() as ChainTop) }
  }
  bench(.graph, .tutorial) { benchmark in
    let root = TutorialFixture.root
    for _ in benchmark.scaledIterations { blackHole(root.resolve() as GraphRoot) }
  }
  bench(.injectFirst, .tutorial) { benchmark in
    _ = TutorialFixture.root
    for _ in benchmark.scaledIterations {
      let screen = TutorialScreen()
      blackHole(screen.leaf)
    }
  }
  bench(.injectNext, .tutorial) { benchmark in
    _ = TutorialFixture.root
    let screen = TutorialScreen()
    _ = screen.leaf
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(screen.leaf) }
  }
  threadBenchmarks(
    .tutorial, transient: { TutorialFixture.root.resolve() as Leaf },
    singleton: { TutorialFixture.root.resolve() as ServiceA })
  bench(.coldStart, .tutorial) { benchmark in
    for _ in benchmark.scaledIterations {
      let deps = TutorialDependencies()
      TutorialRootComposer(deps: deps).register()
      blackHole(deps)
    }
  }
}
