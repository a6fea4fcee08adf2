import InjectKit
import Testing

/// Issue 18, cases 2 and 5, in resolution: a cycle closed by `onResolved` resolves whichever
/// side comes first; hooks that keep building transients are a cycle; a throwing hook is named.
@Suite struct HookCycleTests {
  final class Parent: Sendable {
    let child: Child
    init(child: Child) { self.child = child }
  }
  // Safety: `parent` is written by `onResolved` on the resolving thread before the resolve
  // returns; the test reads it afterwards on that thread.
  final class Child: @unchecked Sendable {
    /// Strong, so a `graph` parent outlives the resolve and the test can look at it; the test
    /// breaks the cycle when done.
    var parent: Parent?
  }

  private static func register(_ deps: Dependencies, scope: Scope, childFirst: Bool) {
    let addParent = { _ = deps.add(Parent.self, scope: scope) { r in Parent(child: try r.resolve()) } }
    let addChild = {
      _ = deps.add(Child.self, scope: scope) { Child() }.onResolved { r, child in child.parent = try r.resolve() }
    }
    if childFirst {
      addChild()
      addParent()
    } else {
      addParent()
      addChild()
    }
  }

  @Test(arguments: [Scope.graph, .singleton], [false, true])
  func resolvingTheChildFirstClosesTheCycle(scope: Scope, registeredChildFirst: Bool) throws {
    let deps = Dependencies()
    Self.register(deps, scope: scope, childFirst: registeredChildFirst)

    let child = try deps.tryResolve(Child.self)
    defer { child.parent = nil }

    let parent = try #require(child.parent)
    #expect(parent.child === child)
  }

  @Test(arguments: [Scope.graph, .singleton])
  func resolvingTheParentFirstClosesTheCycle(scope: Scope) throws {
    let deps = Dependencies()
    Self.register(deps, scope: scope, childFirst: false)

    let parent = try deps.tryResolve(Parent.self)
    defer { parent.child.parent = nil }

    #expect(parent.child.parent === parent)
  }

  @Test func twoTransientsCompletingEachOtherInHooksThrowCycle() {
    let deps = Dependencies()
    deps.add(Parent.self) { r in Parent(child: try r.resolve()) }
    deps.add(Child.self) { Child() }.onResolved { r, child in child.parent = try r.resolve() }

    for resolve in [{ _ = try deps.tryResolve(Parent.self) }, { _ = try deps.tryResolve(Child.self) }] {
      let error = #expect(throws: ResolutionError.self) { try resolve() }
      #expect(error?.code == .cycle)
      #expect(error?.message.contains("onResolved hooks keep building new instances of Child") == true)
      #expect(error?.fix.contains("`graph` or `singleton`") == true)
    }
  }

  struct HookFailure: Error, CustomStringConvertible {
    var description: String { "the hook is on fire" }
  }

  @Test func aThrowingHookIsNamedWithWhereItWasAdded() {
    let deps = Dependencies()
    let line = #line + 1
    deps.add(Leaf.self) { Leaf() }.onResolved { _, _ in throw HookFailure() }

    let error = #expect(throws: ResolutionError.self) { try deps.tryResolve(Leaf.self) }

    #expect(error?.code == .factoryFailed)
    #expect(
      error?.message.contains(
        "the onResolved hook of Leaf (added at InjectKitTests/HookCycleTests.swift:\(line)) threw: the hook is on fire")
        == true)
    #expect(error?.message.contains("the factory for") == false)
    #expect(error?.underlying is HookFailure)
  }
}
