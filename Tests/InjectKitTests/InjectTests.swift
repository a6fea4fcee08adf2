import InjectKit
import Testing

@Suite struct InjectTests {
  final class Owner {
    @Inject var service: Service
    @Inject(name: "special") var special: Leaf
  }
  struct Scoped: Sendable {
    let deps: Dependencies
    @Inject var leaf: Leaf
    init(deps: Dependencies) {
      self.deps = deps
      _leaf = Inject(from: deps)
    }
  }

  @Test func resolvesLazilyThenKeepsTheInstance() {
    let deps = Dependencies()
    Dependencies.withRoot(deps) {
      let owner = Owner()  // created before registration: nothing resolved yet
      deps.add({ RealService() as Service })
      deps.add(Leaf.self, name: "special") { Leaf(id: 3) }
      let first = owner.service
      #expect(first is RealService)
      #expect(owner.service === first)
      #expect(owner.special.id == 3)
    }
  }

  @Test func fromPicksTheContainer() {
    let deps = Dependencies()
    deps.add(Leaf.self) { Leaf(id: 11) }
    #expect(Scoped(deps: deps).leaf.id == 11)
  }

  @Test func concurrentFirstReadsResolveExactlyOnce() async {
    let deps = Dependencies()
    let calls = Counter()
    deps.add(Leaf.self) {
      calls.increment()
      return Leaf()
    }
    let owner = Scoped(deps: deps)
    let ids = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<64 { group.addTask { ObjectIdentifier(owner.leaf) } }
      return await Set(group.reduce(into: []) { $0.append($1) })
    }
    #expect(ids.count == 1)
    #expect(calls.value == 1)
  }

  final class Holder {
    @Inject var leaf: Leaf
    init(_ deps: Dependencies) { _leaf = Inject(from: deps) }
  }
  final class Guardian {
    let reader: Holder
    let reads: Counter
    init(reader: Holder, reads: Counter) {
      self.reader = reader
      self.reads = reads
    }
    deinit {
      _ = reader.leaf
      reads.increment()
    }
  }

  /// The first read lets its container go, and that reference may be the last: the container's
  /// deinit then releases its singletons, whose own deinit may read an `@Inject` property for
  /// the first time. That read takes the lock the first one published under: it runs after it.
  @Test func aFirstReadThatLetsItsContainerGoMayRunDeinitsThatReadInjectedProperties() {
    let other = Dependencies()
    other.add(Leaf.self) { Leaf(id: 5) }
    let reads = Counter()
    let holder: Holder
    do {
      let deps = Dependencies()
      deps.add(Leaf.self) { Leaf(id: 1) }
      deps.add(Guardian.self, scope: .singleton) { Guardian(reader: Holder(other), reads: reads) }
      _ = deps.resolve(Guardian.self)
      holder = Holder(deps)
    }
    #expect(reads.value == 0)
    #expect(holder.leaf.id == 1)
    #expect(reads.value == 1)
  }
}

/// `@Inject` and `Dependencies.withRoot`: previews and tests that compose their own container.
@Suite struct InjectBindingTests {
  final class Screen {
    @Inject var leaf: Leaf
  }

  @Test func anOwnerCreatedInsideWithRootReadsThatContainerAfterTheBlock() {
    let preview = Dependencies(label: "preview")
    preview.add(Leaf.self) { Leaf(id: 7) }

    // As SwiftUI renders a preview: the view is made inside the binding, read after it.
    let screen = Dependencies.withRoot(preview) { Screen() }

    #expect(screen.leaf.id == 7)
  }

  @Test func anOwnerCreatedOutsideAnyBindingReadsTheRootAtFirstAccess() {
    let screen = Screen()
    let later = Dependencies(label: "bound at first access")
    later.add(Leaf.self) { Leaf(id: 8) }

    let id = Dependencies.withRoot(later) { screen.leaf.id }

    #expect(id == 8)
  }

  @Test func aPropertyLetsItsCapturedContainerGoOnceRead() {
    weak var released: Dependencies?
    var screen: Screen?
    do {
      let preview = Dependencies(label: "preview")
      preview.add(Leaf.self) { Leaf(id: 9) }
      released = preview
      screen = Dependencies.withRoot(preview) { Screen() }
    }
    #expect(released != nil, "the unread property keeps the container it was created under")

    #expect(screen?.leaf.id == 9)

    #expect(released == nil)
    withExtendedLifetime(screen) {}
  }
}
