import Benchmark

/// Hand-written wiring: the physical limit every container is compared with.
enum PureDIFixture {
  static let singleton = Leaf()
  static let services = (a: ServiceA(), b: ServiceB(), c: ServiceC(), d: ServiceD())

  /// The two-thread scenario's singleton: made at run time, as an app's (and a container's)
  /// shared instances are. `singleton` above is a constant the compiler lays out statically, as an
  /// immortal object whose reference count retains and releases never write: two threads
  /// sharing it contend for nothing, which no instance made at run time can do.
  static let madeAtRunTime = make()

  /// Handed out +1, as any function returning a stored instance does (a container's `resolve`
  /// too); left unoptimised so that the compiler cannot turn the call into a +0 read.
  @inline(never) @_optimize(none)
  static func handOut() -> Leaf { madeAtRunTime }

  @inline(never) @_optimize(none)
  private static func make() -> Leaf { Leaf() }
}

/// An owner whose dependency is passed in and stored: what `@Inject` competes with.
final class PureDIScreen {
  let leaf: InjectedLeaf
  init(leaf: InjectedLeaf) { self.leaf = leaf }
}

// Objects are built by direct initializer calls; `blackHole` keeps every object alive past the
// call, and `identity` hides stored values from the optimizer, as a container's storage would.
func pureDIBenchmarks() {
  bench(.transient, .pure) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(Leaf()) }
  }
  bench(.singleton, .pure) { benchmark in
    // A stored reference returned with +1 retain.
    let shared = identity(PureDIFixture.singleton)
    for _ in benchmark.scaledIterations { blackHole(shared) }
  }
  bench(.chain, .pure) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(ChainTop(middle: ChainMiddle(bottom: ChainBottom()))) }
  }
  bench(.graph, .pure) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(GraphRoot(left: GraphBranchA(leaf: GraphLeafA()), right: GraphBranchB(leaf: GraphLeafB())))
    }
  }
  bench(.named, .pure) { benchmark in
    // A name picks one of several factories; by hand that choice is made at compile time.
    for _ in benchmark.scaledIterations { blackHole(Leaf()) }
  }
  bench(.oneArgument, .pure) { benchmark in
    let id = identity(Arguments.id)
    for _ in benchmark.scaledIterations { blackHole(OneArgument(id: id)) }
  }
  bench(.threeArguments, .pure) { benchmark in
    let (id, title, price) = identity((Arguments.id, Arguments.title, Arguments.price))
    for _ in benchmark.scaledIterations { blackHole(ThreeArguments(id: id, title: title, price: price)) }
  }
  bench(.autowire, .pure) { benchmark in
    let services = identity(PureDIFixture.services)
    for _ in benchmark.scaledIterations {
      blackHole(Presenter(a: services.a, b: services.b, c: services.c, d: services.d))
    }
  }
  bench(.injectFirst, .pure) { benchmark in
    for _ in benchmark.scaledIterations {
      let screen = PureDIScreen(leaf: InjectedLeaf())
      blackHole(screen.leaf)
    }
  }
  bench(.injectNext, .pure) { benchmark in
    // A stored property read.
    let screen = identity(PureDIScreen(leaf: InjectedLeaf()))
    for _ in benchmark.scaledIterations { blackHole(screen.leaf) }
  }
  threadBenchmarks(.pure, transient: { Leaf() }, singleton: { PureDIFixture.handOut() })
}
