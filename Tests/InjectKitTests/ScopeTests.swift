import InjectKit
import Testing

@Suite struct ScopeTests {
  @Test func transientBuildsEachTime() {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf() }
    #expect(deps.resolve(Leaf.self) !== deps.resolve(Leaf.self))
  }

  @Test func singletonIsSharedAndSharedWithChildren() {
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .singleton) { Leaf() }
    let child = Dependencies(parent: deps)
    #expect(deps.resolve(Leaf.self) === deps.resolve(Leaf.self))
    #expect(child.resolve(Leaf.self) === deps.resolve(Leaf.self))
  }

  @Test func singletonDependenciesComeFromTheRegisteringContainer() {
    let parent = Dependencies()
    parent.add(Leaf.self) { Leaf(id: 1) }
    parent.add(Node.self, scope: .singleton) { r in Node(leaf: try r.resolve()) }
    let child = Dependencies(parent: parent)
    child.add(Leaf.self, name: "other") { Leaf(id: 2) }
    #expect(child.resolve(Node.self) === parent.resolve(Node.self))
    #expect(child.resolve(Node.self).leaf.id == 1)
  }

  @Test func aParentsSingletonOverAKeyTheChildOverridesIsTheChildsOwn() {
    let parent = Dependencies()
    parent.add(Leaf.self) { Leaf(id: 1) }
    parent.add(Node.self, scope: .singleton) { r in Node(leaf: try r.resolve()) }
    let child = Dependencies(parent: parent)
    child.add(Leaf.self) { Leaf(id: 2) }
    #expect(child.resolve(Node.self).leaf.id == 2)
    #expect(parent.resolve(Node.self).leaf.id == 1)
  }

  @Test func transientDependenciesComeFromTheStartingContainer() {
    let parent = Dependencies()
    parent.add(Leaf.self) { Leaf(id: 1) }
    parent.add(Node.self) { r in Node(leaf: try r.resolve()) }
    let child = Dependencies(parent: parent)
    child.add(Leaf.self) { Leaf(id: 2) }
    #expect(child.resolve(Node.self).leaf.id == 2)
  }

  @Test func weakLivesWhileHeld() {
    let deps = Dependencies()
    let counter = Counter()
    deps.add(Leaf.self, scope: .weak) {
      counter.increment()
      return Leaf()
    }
    var held: Leaf? = deps.resolve(Leaf.self)
    #expect(deps.resolve(Leaf.self) === held)
    weak let observed = held
    held = nil
    #expect(observed == nil)
    _ = deps.resolve(Leaf.self)
    #expect(counter.value == 2)
  }

  @Test func graphIsSharedWithinOneResolutionOnly() {
    final class Pair: Sendable {
      let a: Leaf, b: Leaf
      init(a: Leaf, b: Leaf) {
        self.a = a
        self.b = b
      }
    }
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .graph) { Leaf() }
    deps.add(Pair.self) { r in Pair(a: try r.resolve(), b: try r.resolve()) }
    let first = deps.resolve(Pair.self)
    let second = deps.resolve(Pair.self)
    #expect(first.a === first.b)
    #expect(first.a !== second.a)
  }

  @Test func graphScopeRetainsNothingAfterResolve() {
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .graph) { Leaf() }
    deps.add(Node.self) { r in Node(leaf: try r.resolve()) }
    var node: Node? = deps.resolve(Node.self)
    weak let leaf = node?.leaf
    node = nil
    #expect(leaf == nil)
  }

  @Test func customScopeLivesUntilReset() {
    let deps = Dependencies()
    let disposed = Counter()
    deps.add(Leaf.self, scope: .custom("session")) { Leaf() }.onReset { _ in disposed.increment() }
    let first = deps.resolve(Leaf.self)
    #expect(deps.resolve(Leaf.self) === first)
    deps.reset(.singleton)
    #expect(deps.resolve(Leaf.self) === first)
    deps.reset(.custom("session"))
    #expect(disposed.value == 1)
    #expect(deps.resolve(Leaf.self) !== first)
    deps.reset(.custom("session"))
    deps.reset(.custom("session"))
    #expect(disposed.value == 2)
  }

  @Test func resetSingletonRebuilds() {
    let deps = Dependencies()
    deps.add(Leaf.self, scope: .singleton) { Leaf() }
    let first = deps.resolve(Leaf.self)
    deps.reset(.singleton)
    #expect(deps.resolve(Leaf.self) !== first)
  }

  @Test func releasingTheContainerRunsOnResetAndReleasesSingletons() {
    let disposed = Counter()
    weak var leaf: Leaf?
    do {
      let deps = Dependencies()
      deps.add(Leaf.self, scope: .singleton) { Leaf() }.onReset { _ in disposed.increment() }
      leaf = deps.resolve(Leaf.self)
      #expect(leaf != nil)
    }
    #expect(leaf == nil)
    #expect(disposed.value == 1)
  }

  @Test func customScopeNamesNeverAliasBuiltIns() {
    #expect(Scope.custom("singleton") != .singleton)
    #expect(Scope.custom("session") == .custom("session"))
    #expect(Scope.singleton.description == "singleton")
  }
}
