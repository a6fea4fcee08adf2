import InjectKit

/// An owner with one injected property, as a view controller in the tutorial.
final class InjectKitScreen {
  @Inject var leaf: InjectedLeaf
}

/// Runs `operations` operations of `scenario` through InjectKit's public API.
///
/// Registrations and one warm-up operation happen before the loop, so lazily created state
/// (singletons, caches, thread-locals) is in place whatever `operations` is.
func runInjectKit(_ scenario: Scenario, operations: Int) {
  let deps = Dependencies(label: "instructions")
  switch scenario {
  case .transient:
    deps.add(Leaf.self) { Leaf() }
    sink(deps.resolve(Leaf.self))
    for _ in 0..<operations { sink(deps.resolve(Leaf.self)) }
  case .singleton:
    deps.add(Leaf.self, scope: .singleton) { Leaf() }
    sink(deps.resolve(Leaf.self))
    for _ in 0..<operations { sink(deps.resolve(Leaf.self)) }
  case .chain:
    deps.add(ChainTop.self) { r in ChainTop(middle: try r.resolve()) }
    deps.add(ChainMiddle.self) { r in ChainMiddle(bottom: try r.resolve()) }
    deps.add(ChainBottom.self) { ChainBottom() }
    sink(deps.resolve(ChainTop.self))
    for _ in 0..<operations { sink(deps.resolve(ChainTop.self)) }
  case .argument:
    deps.add(OneArgument.self) { (_, id: Int) in OneArgument(id: id) }
    sink(deps.resolve(OneArgument.self, arguments: 42))
    for _ in 0..<operations { sink(deps.resolve(OneArgument.self, arguments: 42)) }
  case .named:
    deps.add(Leaf.self, name: "primary") { Leaf() }
    deps.add(Leaf.self, name: "secondary") { Leaf() }
    sink(deps.resolve(Leaf.self, name: "primary"))
    for _ in 0..<operations { sink(deps.resolve(Leaf.self, name: "primary")) }
  case .protocolTyped:
    deps.add({ LiveRepository() as Repository })
    let first: Repository = deps.resolve()
    sink(first)
    for _ in 0..<operations {
      let repository: Repository = deps.resolve()
      sink(repository)
    }
  case .autowire:
    addAutowiredPresenter(to: deps)
    sink(deps.resolve(Presenter.self))  // creates the four singletons
    for _ in 0..<operations { sink(deps.resolve(Presenter.self)) }
  case .autowireAlternating:
    addAutowiredPresenter(to: deps)
    let containers = [deps, Dependencies(parent: deps)]
    for container in containers { sink(container.resolve(Presenter.self)) }  // creates the singletons
    for index in 0..<operations { sink(containers[index & 1].resolve(Presenter.self)) }
  case .injectFirst:
    // `@Inject` resolves from `Dependencies.root`, as the tutorial's code does.
    Dependencies.root.add(InjectedLeaf.self) { InjectedLeaf() }
    sink(InjectKitScreen().leaf)
    for _ in 0..<operations {
      let screen = InjectKitScreen()
      // The owner escapes, as a view controller does, on both sides: otherwise the optimizer
      // keeps the hand-written owner on the stack, and the row compares a heap object with none.
      sink(screen)
      sink(screen.leaf)
    }
  case .injectLater, .injectLaterVar:
    Dependencies.root.add(InjectedLeaf.self) { InjectedLeaf() }
    let screen = InjectKitScreen()
    // The owner escapes, as a view controller does, so the optimizer cannot assume the
    // wrapper's storage (a `var`) is unchanged across the loop's calls.
    sink(screen)
    sink(screen.leaf)
    for _ in 0..<operations { sink(screen.leaf) }
  case .decorated:
    deps.add({ LiveRepository() as Repository })
    deps.decorate(Repository.self) { _, inner in LoggingRepository(inner) }
    let first: Repository = deps.resolve()
    sink(first)
    for _ in 0..<operations {
      let repository: Repository = deps.resolve()
      sink(repository)
    }
  case .collection:
    for _ in 0..<3 { deps.addToCollection(Leaf.self) { Leaf() } }
    sink(deps.resolve([Leaf].self))
    for _ in 0..<operations { sink(deps.resolve([Leaf].self)) }
  case .registration:
    deps.add(Leaf.self, name: "k\(-1)") { Leaf() }
    for i in 0..<operations { deps.add(Leaf.self, name: "k\(i)") { Leaf() } }
  }
  keepAlive(deps)
}

/// Four singleton services and the `Presenter` autowired over them.
private func addAutowiredPresenter(to deps: Dependencies) {
  deps.add(ServiceA.self, scope: .singleton) { ServiceA() }
  deps.add(ServiceB.self, scope: .singleton) { ServiceB() }
  deps.add(ServiceC.self, scope: .singleton) { ServiceC() }
  deps.add(ServiceD.self, scope: .singleton) { ServiceD() }
  deps.autowire(Presenter.self, Presenter.init)
}
