import InjectKit
import Testing

/// An autowired registration remembers where its parameters' cached instances are, per
/// container and registry epoch. Whatever it remembers, each resolve must answer exactly as a
/// lookup would at that moment: these tests change the answer after it was remembered.
@Suite struct AutowiredParameterTests {
  final class Six: Sendable {
    let parts: [Leaf]
    init(a: Leaf, b: Node, c: RealService, d: OtherService, e: ModuleA.Service, f: ModuleB.Service) {
      parts = [a, b.leaf]
      _ = (c, d, e, f)
    }
  }

  final class Uses: Sendable {
    let service: any Service
    init(service: any Service) { self.service = service }
  }

  @Test func aReRegisteredParameterIsUsedByTheNextResolve() {
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .singleton) { Leaf(id: 1) }
    deps.autowire(Node.self, Node.init)
    #expect(deps.resolve(Node.self).leaf.id == 1)
    #expect(deps.resolve(Node.self).leaf === deps.resolve(Leaf.self))

    deps.add(Leaf.self, scope: .singleton) { Leaf(id: 2) }

    #expect(deps.resolve(Node.self).leaf.id == 2)
    #expect(deps.resolve(Node.self).leaf === deps.resolve(Leaf.self))
  }

  @Test func aParentAndItsChildEachGetTheirOwnParameter() {
    let parent = Dependencies()
    parent.add(Leaf.self, scope: .singleton) { Leaf(id: 1) }
    parent.autowire(Node.self, Node.init)
    let child = Dependencies(parent: parent)
    child.add(Leaf.self, scope: .singleton) { Leaf(id: 2) }

    let ids = (0..<6).map { index in (index.isMultiple(of: 2) ? parent : child).resolve(Node.self).leaf.id }

    #expect(ids == [1, 2, 1, 2, 1, 2])
  }

  @Test func aParentRegistrationAddedLaterIsSeenThroughTheChild() {
    let parent = Dependencies()
    parent.add(Leaf.self, scope: .singleton) { Leaf(id: 1) }
    let child = Dependencies(parent: parent)
    child.autowire(Node.self, Node.init)
    #expect(child.resolve(Node.self).leaf.id == 1)

    parent.add(Leaf.self, scope: .singleton) { Leaf(id: 2) }

    #expect(child.resolve(Node.self).leaf.id == 2)
  }

  /// The parent's instance is still cached when the child overrides it: only the change of
  /// registrations tells the remembered slot is no longer the child's answer.
  @Test func aChildOverrideAddedAfterResolvingIsUsed() {
    let parent = Dependencies()
    parent.add(Leaf.self, scope: .singleton) { Leaf(id: 1) }
    parent.autowire(Node.self, Node.init)
    let child = Dependencies(parent: parent)
    #expect(child.resolve(Node.self).leaf.id == 1)

    child.add(Leaf.self, scope: .singleton) { Leaf(id: 2) }

    #expect(child.resolve(Node.self).leaf.id == 2)
    #expect(parent.resolve(Node.self).leaf.id == 1)
  }

  /// A container made after another went away may reuse its memory; what the first one
  /// remembered must not be taken for the second's (the second here registers nothing, so no
  /// registration marks the remembered lookups stale).
  @Test func aContainerMadeAfterAnotherWentAwayResolvesItsOwnParameters() {
    let parent = Dependencies()
    parent.add(Leaf.self, scope: .singleton) { Leaf(id: 0) }
    parent.autowire(Node.self, Node.init)
    for id in 1...50 {
      do {
        let overriding = Dependencies(parent: parent)
        overriding.add(Leaf.self, scope: .singleton) { Leaf(id: id) }
        #expect(overriding.resolve(Node.self).leaf.id == id)
      }
      let plain = Dependencies(parent: parent)

      #expect(plain.resolve(Node.self).leaf.id == 0)
    }
  }

  @Test func aResetParameterIsBuiltAgain() {
    let deps = Dependencies()
    let built = Counter()
    deps.add(Leaf.self, scope: .singleton) {
      built.increment()
      return Leaf(id: built.value)
    }
    deps.autowire(Node.self, Node.init)
    let first = deps.resolve(Node.self).leaf

    deps.reset(.singleton)
    let second = deps.resolve(Node.self).leaf

    #expect(first !== second)
    #expect(built.value == 2)
    #expect(deps.resolve(Node.self).leaf === second)
  }

  @Test func aWeakParameterLivesWhileHeld() {
    let deps = Dependencies()
    let built = Counter()
    deps.add(Leaf.self, scope: .weak) {
      built.increment()
      return Leaf()
    }
    deps.autowire(Node.self, Node.init)
    var held: Node? = deps.resolve(Node.self)
    #expect(deps.resolve(Node.self).leaf === held?.leaf)
    weak let leaf = held?.leaf

    held = nil

    #expect(leaf == nil)
    _ = deps.resolve(Node.self)
    #expect(built.value == 2)
  }

  @Test func aForwardedParameterIsItsTargetsInstance() {
    let deps = Dependencies()
    deps.add(RealService.self, scope: .singleton) { RealService() }.implements((any Service).self)
    deps.autowire(Uses.self, Uses.init)
    let real = deps.resolve(RealService.self)

    let uses = [deps.resolve(Uses.self), deps.resolve(Uses.self)]

    #expect(uses.allSatisfy { $0.service === real })
  }

  @Test func sixParametersAreTheRegisteredInstancesAndFollowAChange() {
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .singleton) { Leaf(id: 1) }
    deps.add(Node.self, scope: .singleton) { Node(leaf: Leaf(id: 2)) }
    deps.add(RealService.self, scope: .singleton) { RealService() }
    deps.add(OtherService.self, scope: .custom("session")) { OtherService() }
    deps.add(ModuleA.Service.self, scope: .singleton) { ModuleA.Service() }
    deps.add(ModuleB.Service.self) { ModuleB.Service() }
    deps.autowire(Six.self, Six.init)
    #expect(deps.resolve(Six.self).parts.map(\.id) == [1, 2])
    #expect(deps.resolve(Six.self).parts[1] === deps.resolve(Node.self).leaf)

    deps.add(Node.self, scope: .singleton) { Node(leaf: Leaf(id: 3)) }

    #expect(deps.resolve(Six.self).parts.map(\.id) == [1, 3])
  }

  /// Resolving first remembers the parameters; verification must still see every edge.
  @Test func verificationAfterResolvingStillSeesTheParameters() throws {
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .singleton) { Leaf() }
    deps.autowire(Node.self, scope: .singleton, Node.init)
    _ = deps.resolve(Node.self)
    _ = deps.resolve(Node.self)

    let dot = deps.graph(format: .dot)
    // Transient, said explicitly: a replacement without `scope:` keeps the singleton's.
    deps.add(Leaf.self, scope: .transient) { Leaf() }
    let captive = deps.verificationReport().problems(of: .captiveDependency)

    #expect(dot.contains("\"Node") && dot.contains("\"Leaf") && dot.contains("->"))
    #expect(captive.map(\.path) == [["Node", "Leaf"]])
  }

  @MainActor @Test func aMainActorParameterIsStillRefusedOffTheMainActor() async {
    let deps = Dependencies()
    deps.add(MainActorView.self, scope: .singleton, isolation: MainActor.shared) { MainActorView() }
    deps.autowire(NeedsView.self, NeedsView.init)
    #expect(deps.resolve(NeedsView.self).view === deps.resolve(MainActorView.self))

    let error = await offMainError(deps, NeedsView.self)

    #expect(error?.code == .isolationViolation)
    #expect(error?.path == ["NeedsView", "MainActorView"])
  }

  final class Ping: Sendable { init(pong: Pong) {} }
  final class Pong: Sendable { init(ping: Ping) {} }

  /// An autowired initializer's parameters resolve in its own frame, on the path of what asked
  /// for it: a cycle through two of them is a cycle, named by its path, not a runaway recursion.
  @Test func aCycleThroughAutowiredParametersFailsAsACycleWithItsPath() {
    let deps = Dependencies()
    deps.autowire(Ping.self, Ping.init)
    deps.autowire(Pong.self, Pong.init)

    #expect {
      _ = try deps.tryResolve(Ping.self)
    } throws: { error in
      let error = error as! ResolutionError
      return error.code == .cycle && error.path == ["Ping", "Pong", "Ping"]
    }
  }
}
