import Swinject

/// Swinject has no property wrapper; its users write a lazy property that resolves once.
final class SwinjectScreen {
  let container: Container
  lazy var leaf: InjectedLeaf = container.resolve(InjectedLeaf.self)!
  init(container: Container) { self.container = container }
}

/// Runs `operations` operations of `scenario` through Swinject 2.10.0, the peer column.
///
/// Every scenario has an equivalent except that Swinject has no autowiring (the presenter's
/// factory resolves its four services by hand, as the ordo-one suite does) and no property
/// wrapper (a `lazy var` that resolves, not thread-safe).
func runSwinject(_ scenario: Scenario, operations: Int) {
  let container = Container()
  switch scenario {
  case .transient:
    container.register(Leaf.self) { _ in Leaf() }
    sink(container.resolve(Leaf.self)!)
    for _ in 0..<operations { sink(container.resolve(Leaf.self)!) }
  case .singleton:
    container.register(Leaf.self) { _ in Leaf() }.inObjectScope(.container)
    sink(container.resolve(Leaf.self)!)
    for _ in 0..<operations { sink(container.resolve(Leaf.self)!) }
  case .chain:
    container.register(ChainTop.self) { r in ChainTop(middle: r.resolve(ChainMiddle.self)!) }
    container.register(ChainMiddle.self) { r in ChainMiddle(bottom: r.resolve(ChainBottom.self)!) }
    container.register(ChainBottom.self) { _ in ChainBottom() }
    sink(container.resolve(ChainTop.self)!)
    for _ in 0..<operations { sink(container.resolve(ChainTop.self)!) }
  case .argument:
    container.register(OneArgument.self) { (_: Resolver, id: Int) in OneArgument(id: id) }
    sink(container.resolve(OneArgument.self, argument: 42)!)
    for _ in 0..<operations { sink(container.resolve(OneArgument.self, argument: 42)!) }
  case .named:
    container.register(Leaf.self, name: "primary") { _ in Leaf() }
    container.register(Leaf.self, name: "secondary") { _ in Leaf() }
    sink(container.resolve(Leaf.self, name: "primary")!)
    for _ in 0..<operations { sink(container.resolve(Leaf.self, name: "primary")!) }
  case .protocolTyped:
    container.register(Repository.self) { _ in LiveRepository() }
    sink(container.resolve(Repository.self)!)
    for _ in 0..<operations { sink(container.resolve(Repository.self)!) }
  case .autowire:
    registerPresenter(in: container)
    sink(container.resolve(Presenter.self)!)
    for _ in 0..<operations { sink(container.resolve(Presenter.self)!) }
  case .autowireAlternating:
    registerPresenter(in: container)
    let containers = [container, Container(parent: container)]
    for each in containers { sink(each.resolve(Presenter.self)!) }
    for index in 0..<operations { sink(containers[index & 1].resolve(Presenter.self)!) }
  case .injectFirst:
    container.register(InjectedLeaf.self) { _ in InjectedLeaf() }
    sink(SwinjectScreen(container: container).leaf)
    for _ in 0..<operations {
      let screen = SwinjectScreen(container: container)
      sink(screen.leaf)
    }
  case .injectLater, .injectLaterVar:
    container.register(InjectedLeaf.self) { _ in InjectedLeaf() }
    let screen = SwinjectScreen(container: container)
    sink(screen)  // the owner escapes, as a view controller does: see InjectKit.swift
    sink(screen.leaf)
    for _ in 0..<operations { sink(screen.leaf) }
  case .decorated:
    // No decorators: the factory builds the wrapper.
    container.register(Repository.self) { _ in LoggingRepository(LiveRepository()) }
    sink(container.resolve(Repository.self)!)
    for _ in 0..<operations { sink(container.resolve(Repository.self)!) }
  case .collection:
    // No collections: three named registrations and an array registration resolving them.
    for name in ["1", "2", "3"] { container.register(Leaf.self, name: name) { _ in Leaf() } }
    container.register([Leaf].self) { r in ["1", "2", "3"].map { r.resolve(Leaf.self, name: $0)! } }
    sink(container.resolve([Leaf].self)!)
    for _ in 0..<operations { sink(container.resolve([Leaf].self)!) }
  case .registration:
    container.register(Leaf.self, name: "k\(-1)") { _ in Leaf() }
    for i in 0..<operations { container.register(Leaf.self, name: "k\(i)") { _ in Leaf() } }
  }
  keepAlive(container)
}

/// Four container-scoped services and a `Presenter` whose factory resolves them by hand
/// (Swinject has no autowiring).
private func registerPresenter(in container: Container) {
  container.register(ServiceA.self) { _ in ServiceA() }.inObjectScope(.container)
  container.register(ServiceB.self) { _ in ServiceB() }.inObjectScope(.container)
  container.register(ServiceC.self) { _ in ServiceC() }.inObjectScope(.container)
  container.register(ServiceD.self) { _ in ServiceD() }.inObjectScope(.container)
  container.register(Presenter.self) { r in
    Presenter(
      a: r.resolve(ServiceA.self)!, b: r.resolve(ServiceB.self)!, c: r.resolve(ServiceC.self)!,
      d: r.resolve(ServiceD.self)!)
  }
}
