import InjectKit
import Testing

@Suite struct ForwardingTests {
  protocol Reader: Sendable {}
  protocol Writer: Sendable {}
  protocol Unrelated {}
  final class Store: Reader, Writer {}

  @Test func implementsSharesTheSingleton() {
    let deps = Dependencies()
    deps.add(Store.self, scope: .singleton) { Store() }.implements((any Reader).self, (any Writer).self)
    let store = deps.resolve(Store.self)
    #expect(deps.resolve((any Reader).self) as? Store === store)
    #expect(deps.resolve((any Writer).self) as? Store === store)
  }

  @Test func transientForwardBuildsNewInstances() {
    let deps = Dependencies()
    deps.add(Store.self) { Store() }.implements((any Reader).self)
    #expect(deps.resolve((any Reader).self) as? Store !== deps.resolve((any Reader).self) as? Store)
  }

  @Test func forwardingToANonConformingTypeIsAClearError() {
    let deps = Dependencies()
    deps.add(Store.self) { Store() }.implements((any Unrelated).self)
    do {
      _ = try deps.tryResolve((any Unrelated).self)
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .typeMismatch)
      #expect(error.description.contains("Store"))
      #expect(error.description.contains("Unrelated"))
    }
  }
}

@Suite struct HookTests {
  final class Parent: Sendable {
    let child: Child
    init(child: Child) { self.child = child }
  }
  // Safety: `parent` is written once, by `onResolved` on the resolving thread, before the
  // resolve returns the graph; the test reads it afterwards on that same thread.
  final class Child: @unchecked Sendable {
    weak var parent: Parent?
  }

  @Test(arguments: [Scope.graph, Scope.singleton])
  func cycleThroughOnResolvedGivesTheSameInstances(scope: Scope) throws {
    let deps = Dependencies()
    deps.add(Parent.self, scope: scope) { r in Parent(child: try r.resolve()) }
    deps.add(Child.self, scope: scope) { Child() }.onResolved { r, child in child.parent = try r.resolve() }
    let parent = try deps.tryResolve(Parent.self)
    #expect(parent.child.parent === parent)
  }

  @Test func onResolvedRunsOncePerCachedInstance() {
    let deps = Dependencies()
    let calls = Counter()
    deps.add(Leaf.self, scope: .singleton) { Leaf() }.onResolved { _, _ in calls.increment() }
    _ = deps.resolve(Leaf.self)
    _ = deps.resolve(Leaf.self)
    #expect(calls.value == 1)
  }

  @Test func throwingOnResolvedFailsTheResolve() {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf() }.onResolved { _, _ in throw TestFailure() }
    #expect(throws: ResolutionError.self) { try deps.tryResolve(Leaf.self) }
  }

  @Test func onResetRunsOncePerDroppedInstance() {
    let deps = Dependencies()
    let closed = Counter()
    deps.add(Leaf.self, scope: .custom("session")) { Leaf() }.onReset { _ in closed.increment() }
    deps.reset(.custom("session"))
    #expect(closed.value == 0)
    _ = deps.resolve(Leaf.self)
    deps.reset(.custom("session"))
    deps.reset(.custom("session"))
    #expect(closed.value == 1)
    _ = deps.resolve(Leaf.self)
    deps.add(Leaf.self, scope: .custom("session")) { Leaf() }
    #expect(closed.value == 2)
  }
}
