// The objects every implementation builds, the same as the ordo-one suite's
// (`Benchmarks/InjectKitBenchmarks/Fixtures.swift`). They are declared again here, in the module
// that wires them, because that is where an app declares its types: a separate fixtures module
// would turn every initializer into a cross-module call for the hand-written code too.

/// A leaf with no dependencies: the cheapest thing a container can make.
final class Leaf: Sendable {
  init() {}
}

// 3-object chain: ChainTop → ChainMiddle → ChainBottom.
final class ChainBottom: Sendable {
  init() {}
}
final class ChainMiddle: Sendable {
  let bottom: ChainBottom
  init(bottom: ChainBottom) { self.bottom = bottom }
}
final class ChainTop: Sendable {
  let middle: ChainMiddle
  init(middle: ChainMiddle) { self.middle = middle }
}

/// Built with one runtime argument.
final class OneArgument: Sendable {
  let id: Int
  init(id: Int) { self.id = id }
}

/// The tutorial's protocol-typed registration: a protocol and the class that implements it.
///
/// Class-bound, as the tutorial's MVP delegates are. (A protocol that is not costs InjectKit at
/// 84b9399 about 780 Ir more per resolve: a protocol-conformance lookup in its cast from `Any`.)
protocol Repository: AnyObject, Sendable {}
final class LiveRepository: Repository {
  init() {}
}

/// The decorated scenario's wrapper: a `Repository` around another.
final class LoggingRepository: Repository {
  let inner: any Repository
  init(_ inner: any Repository) { self.inner = inner }
}

// Autowiring: a transient presenter whose four services are singletons.
final class ServiceA: Sendable {
  init() {}
}
final class ServiceB: Sendable {
  init() {}
}
final class ServiceC: Sendable {
  init() {}
}
final class ServiceD: Sendable {
  init() {}
}
final class Presenter: Sendable {
  let a: ServiceA
  let b: ServiceB
  let c: ServiceC
  let d: ServiceD
  init(a: ServiceA, b: ServiceB, c: ServiceC, d: ServiceD) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
  }
}

/// The dependency of the property-injection scenarios.
final class InjectedLeaf: Sendable {
  init() {}
}
