/// Hand-written wiring's composition root: the singletons it owns.
final class HandwrittenRoot {
  let leaf = Leaf()
  let a = ServiceA()
  let b = ServiceB()
  let c = ServiceC()
  let d = ServiceD()

  /// A stored instance returned with +1, as any function that hands out a singleton returns it.
  @inline(never) func sharedLeaf() -> Leaf { leaf }
}

/// An owner whose dependency is passed in and stored: what `@Inject` competes with.
final class HandwrittenScreen {
  let leaf: InjectedLeaf
  init(leaf: InjectedLeaf) { self.leaf = leaf }
}

/// An owner whose dependency is stored in a `var`, as a property wrapper's storage always is.
final class HandwrittenVarScreen {
  var leaf: InjectedLeaf
  init(leaf: InjectedLeaf) { self.leaf = leaf }
}

/// Runs `operations` operations of `scenario` built by hand.
func runHandwritten(_ scenario: Scenario, operations: Int) {
  let root = HandwrittenRoot()
  switch scenario {
  case .transient, .named:
    // A name picks one of several factories; by hand that choice is made at compile time.
    for _ in 0..<operations { sink(Leaf()) }
  case .singleton:
    for _ in 0..<operations { sink(root.sharedLeaf()) }
  case .chain:
    for _ in 0..<operations { sink(ChainTop(middle: ChainMiddle(bottom: ChainBottom()))) }
  case .argument:
    for _ in 0..<operations { sink(OneArgument(id: 42)) }
  case .protocolTyped:
    for _ in 0..<operations {
      let repository: any Repository = LiveRepository()
      sink(repository)
    }
  case .autowire, .autowireAlternating:
    for _ in 0..<operations { sink(Presenter(a: root.a, b: root.b, c: root.c, d: root.d)) }
  case .injectFirst:
    for _ in 0..<operations {
      let screen = HandwrittenScreen(leaf: InjectedLeaf())
      sink(screen)  // the owner escapes, as a view controller does: see InjectKit.swift
      sink(screen.leaf)
    }
  case .injectLater:
    let screen = HandwrittenScreen(leaf: InjectedLeaf())
    sink(screen)  // the owner escapes, as a view controller does: see InjectKit.swift
    sink(screen.leaf)
    for _ in 0..<operations { sink(screen.leaf) }
  case .injectLaterVar:
    let screen = HandwrittenVarScreen(leaf: InjectedLeaf())
    sink(screen)  // the owner escapes, as a view controller does: see InjectKit.swift
    sink(screen.leaf)
    for _ in 0..<operations { sink(screen.leaf) }
  case .decorated:
    for _ in 0..<operations {
      let repository: any Repository = LoggingRepository(LiveRepository())
      sink(repository)
    }
  case .collection:
    for _ in 0..<operations { sink([Leaf(), Leaf(), Leaf()]) }
  case .registration:
    sink("k\(-1)")
    for i in 0..<operations { sink("k\(i)") }
  }
  keepAlive(root)
}
