// The object graphs every scenario builds, shared by all containers so that they construct
// exactly the same objects as the hand-written (pure DI) baseline.

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

// 5-object graph, root → 2 → 2: GraphRoot holds two branches, each branch holds one leaf.
final class GraphLeafA: Sendable {
  init() {}
}
final class GraphLeafB: Sendable {
  init() {}
}
final class GraphBranchA: Sendable {
  let leaf: GraphLeafA
  init(leaf: GraphLeafA) { self.leaf = leaf }
}
final class GraphBranchB: Sendable {
  let leaf: GraphLeafB
  init(leaf: GraphLeafB) { self.leaf = leaf }
}
final class GraphRoot: Sendable {
  let left: GraphBranchA
  let right: GraphBranchB
  init(left: GraphBranchA, right: GraphBranchB) {
    self.left = left
    self.right = right
  }
}

// Runtime arguments.
final class OneArgument: Sendable {
  let id: Int
  init(id: Int) { self.id = id }
}
final class ThreeArguments: Sendable {
  let id: Int
  let title: String
  let price: Double
  init(id: Int, title: String, price: Double) {
    self.id = id
    self.title = title
    self.price = price
  }
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

// Twelve registrations for the cold-start scenario: three modules of four types each.
final class HomeView: Sendable { init() {} }
final class HomePresenter: Sendable { init() {} }
final class HomeInteractor: Sendable { init() {} }
final class HomeRouter: Sendable { init() {} }
final class DetailView: Sendable { init() {} }
final class DetailPresenter: Sendable { init() {} }
final class DetailInteractor: Sendable { init() {} }
final class DetailRouter: Sendable { init() {} }
final class NetworkClient: Sendable { init() {} }
final class ImageCache: Sendable { init() {} }
final class Analytics: Sendable { init() {} }
final class Settings: Sendable { init() {} }

/// Registration names for the "register N keys" scenarios, made before any measurement so that
/// only the registrations themselves are timed.
enum RegistrationNames {
  static let thousand = (0..<1_000).map { "key-\($0)" }
  static let tenThousand = (0..<10_000).map { "key-\($0)" }

  static func names(_ count: Int) -> [String] {
    count == 1_000 ? thousand : tenThousand
  }
}

/// The argument values used by the runtime-argument scenarios (a small string stays inline).
enum Arguments {
  static let id = 42
  static let title = "Banana"
  static let price = 1.25
}
