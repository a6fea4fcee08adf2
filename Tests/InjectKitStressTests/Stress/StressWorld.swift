import InjectKit

// The types the stress mix resolves. Final classes, so identity (`===`) is meaningful.
final class Service: Sendable {
  let name: String
  init(name: String) { self.name = name }
}
final class SessionToken: Sendable {}
final class Leaf: Sendable {}
final class Middle: Sendable {
  let leaf: Leaf
  let service: Service
  init(leaf: Leaf, service: Service) {
    self.leaf = leaf
    self.service = service
  }
}
final class Top: Sendable {
  let first: Middle
  let second: Middle
  init(first: Middle, second: Middle) {
    self.first = first
    self.second = second
  }
}
final class Wired: Sendable {
  let leaf: Leaf
  let middle: Middle
  init(leaf: Leaf, middle: Middle) {
    self.leaf = leaf
    self.middle = middle
  }
}
struct Made: Sendable {
  let id: Int
  let label: String
}
final class Dynamic: Sendable {
  let name: String
  let version: Int
  init(name: String, version: Int) {
    self.name = name
    self.version = version
  }
}

/// An object created by one thread and first read by several: its `@Inject` properties must
/// resolve once, whoever reads first.
struct Holder: Sendable {
  @Inject var service: Service
  @Inject var top: Top
  /// The `Top` the first reader saw; every later read must see the same instance.
  let firstTop = Locked<ObjectIdentifier?>(nil)

  init(container: Dependencies) {
    _service = Inject(name: "s1", from: container)
    _top = Inject(from: container)
  }
}

/// One generation of shared state: a container with a fixed set of registrations, plus the
/// counters the invariants are checked against. Workers hammer it for a round, then the
/// round's end checks what must hold once they stop, and releases it.
final class StressWorld: Sendable {
  static let singletonNames = (0..<8).map { "s\($0)" }
  static let sessionNames = (0..<4).map { "c\($0)" }

  let root = Dependencies(label: "stress")
  /// How many times each singleton's factory ran: at most once per container.
  let singletonBuilds = Locked([Int](repeating: 0, count: singletonNames.count))
  /// The instance each singleton resolved to first; every later resolve must return it.
  let firstSingletons = Locked([ObjectIdentifier?](repeating: nil, count: singletonNames.count))
  /// Session-scoped instances built and dropped (`onReset`): equal once the container is gone.
  let sessionBuilds = Locked(0)
  let sessionResets = Locked(0)
  /// `@Inject` holders shared between workers; a slot is replaced by `makeHolder`.
  let holders = Locked([Holder?](repeating: nil, count: 16))

  init() {
    for (index, name) in Self.singletonNames.enumerated() {
      root.add(Service.self, name: name, scope: .singleton) { [singletonBuilds] in
        singletonBuilds.withLock { $0[index] += 1 }
        return Service(name: name)
      }
    }
    for name in Self.sessionNames {
      root.add(SessionToken.self, name: name, scope: .custom("session")) { [sessionBuilds] in
        sessionBuilds.withLock { $0 += 1 }
        return SessionToken()
      }
      .onReset { [sessionResets] _ in sessionResets.withLock { $0 += 1 } }
    }
    root.add(Leaf.self, scope: .singleton) { Leaf() }
    root.add(Middle.self, scope: .graph) { r in
      Middle(leaf: try r.resolve(), service: try r.resolve(Service.self, name: "s0"))
    }
    root.add(Top.self) { r in Top(first: try r.resolve(), second: try r.resolve()) }
    root.autowire(Wired.self, Wired.init)
    root.add(Made.self) { (_: any Resolver, id: Int, label: String) in Made(id: id, label: label) }
  }

  /// The name thread `thread` uses for its `slot`-th dynamic registration.
  static func dynamicName(thread: Int, slot: Int) -> String { "dyn-\(thread)-\(slot)" }
}
