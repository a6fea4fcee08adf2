import InjectKitSwinject
import Testing

@Suite struct LazyTests {
  let container = Container()

  @Test func buildsOnFirstAccessOnlyOnce() {
    var built = 0
    container.register(Animal.self) { _ in
      built += 1
      return Dog()
    }
    let lazy = container.resolve(Lazy<Animal>.self)
    #expect(built == 0)
    #expect(lazy?.instance is Dog)
    _ = lazy?.instance
    #expect(built == 1)
  }

  @Test func isNilWithoutRegistration() {
    container.register(Dog.self, name: "Hachi") { _ in Dog() }
    #expect(container.resolve(Lazy<Animal>.self) == nil)
    #expect(container.resolve(Lazy<Dog>.self, name: "Mimi") == nil)
    #expect(container.resolve(Lazy<Dog>.self, name: "Hachi") != nil)
  }

  @Test func passesArgumentsAndFindsForwardedTypes() {
    container.register(Dog.self) { (_, name: String, _: Int) in Dog(name: name) }
    #expect(container.resolve(Lazy<Dog>.self, arguments: "Hachi", 42)?.instance.name == "Hachi")
    container.register(Dog.self) { _ in Dog() }.implements(Animal.self)
    #expect(container.resolve(Lazy<Animal>.self) != nil)
  }

  @Test func transientScopeGivesEveryoneTheirOwn() {
    EmploymentAssembly(scope: .transient).assemble(container: container)
    let employer = container.resolve(Employer.self)!
    #expect(employer.lazyCustomer.instance !== employer.employee.lazyCustomer.instance)
    #expect(employer.lazyCustomer.instance !== employer.customer)
  }

  @Test(arguments: ["graph", "container"])
  func sharingScopesShareWithLazy(scopeName: String) {
    EmploymentAssembly(scope: scopeName == "graph" ? .graph : .container).assemble(container: container)
    let employer = container.resolve(Employer.self)!
    #expect(employer.lazyCustomer.instance === employer.employee.lazyCustomer.instance)
    #expect(employer.lazyCustomer.instance === employer.customer)
  }

  @Test func cyclesResolveToTheSameInstances() {
    EmploymentAssembly(scope: .graph).assemble(container: container)
    let employer = container.resolve(Employer.self)
    #expect(employer != nil)
    #expect(employer?.employee.employer === employer)
    #expect(employer?.lazyEmployee.instance.employer === employer)
    #expect(container.resolve(Lazy<Employee>.self)?.instance.employer != nil)
  }

  @Test func accessInsideAnotherResolveRestoresItsGraph() {
    final class Leaf {}
    final class Holder {
      let lazy: Lazy<Leaf>
      init(lazy: Lazy<Leaf>) { self.lazy = lazy }
    }
    final class Root {
      let first: Holder, second: Holder
      init(first: Holder, second: Holder) { (self.first, self.second) = (first, second) }
    }
    container.register(Leaf.self) { _ in Leaf() }
    container.register(Holder.self, name: "singleton") { r in Holder(lazy: r.resolve(Lazy<Leaf>.self)!) }
      .inObjectScope(.container)
    container.register(Holder.self) { r in Holder(lazy: r.resolve(Lazy<Leaf>.self)!) }
    container.register(Root.self) { r in
      let first = r.resolve(Holder.self)!
      _ = r.resolve(Holder.self, name: "singleton")!.lazy.instance  // from an older graph
      return Root(first: first, second: r.resolve(Holder.self)!)
    }
    _ = container.resolve(Holder.self, name: "singleton")
    let root = container.resolve(Root.self)!
    #expect(root.first === root.second)
    #expect(root.first.lazy.instance === root.second.lazy.instance)
  }
}

@Suite struct ProviderTests {
  let container = Container()

  @Test func buildsOnEveryAccess() {
    var built = 0
    container.register(Animal.self) { _ in
      built += 1
      return Dog()
    }
    let provider = container.resolve(Provider<Animal>.self)
    #expect(built == 0)
    #expect(provider?.instance is Dog)
    _ = provider?.instance
    #expect(built == 2)
  }

  @Test func isNilWithoutRegistration() {
    container.register(Dog.self, name: "Hachi") { _ in Dog() }
    #expect(container.resolve(Provider<Animal>.self) == nil)
    #expect(container.resolve(Provider<Dog>.self, name: "Mimi") == nil)
    #expect(container.resolve(Provider<Dog>.self, name: "Hachi") != nil)
  }

  @Test func passesArgumentsAndFindsForwardedTypes() {
    container.register(Dog.self) { (_, name: String, _: Int) in Dog(name: name) }
    #expect(container.resolve(Provider<Dog>.self, arguments: "Hachi", 42)?.instance.name == "Hachi")
    container.register(Dog.self) { _ in Dog() }.implements(Animal.self)
    #expect(container.resolve(Provider<Animal>.self) != nil)
  }

  @Test(arguments: ["transient", "graph"])
  func nonSharingScopesGiveNewInstances(scopeName: String) {
    EmploymentAssembly(scope: scopeName == "graph" ? .graph : .transient).assemble(container: container)
    let employer = container.resolve(Employer.self)!
    #expect(employer.providedEmployee.instance !== employer.providedEmployee.instance)
    #expect(employer.employee.providedCustomer.instance !== employer.providedCustomer.instance)
  }

  @Test func containerScopeGivesTheSameInstance() {
    EmploymentAssembly(scope: .container).assemble(container: container)
    let employer = container.resolve(Employer.self)!
    #expect(employer.providedEmployee.instance === employer.providedEmployee.instance)
    #expect(employer.employee.providedCustomer.instance === employer.providedCustomer.instance)
  }

  @Test func providedInstancesBelongToNewGraphs() {
    EmploymentAssembly(scope: .graph).assemble(container: container)
    let employer = container.resolve(Provider<Employer>.self)?.instance
    #expect(employer != nil && employer?.employee.employer === employer)
    #expect(employer?.providedEmployee.instance.employer !== employer)
  }
}

/// `Lazy` and `Provider` bind to the registration found when they are made, as Swinject 2.10
/// does (its wrappers capture the entry): what is registered afterwards does not change what
/// they build. Each case is one row of Swinject's behaviour, run on Swinject 2.10.0.
@Suite struct WrapperBindingTests {
  let container = Container()

  @Test func lazyKeepsTheRegistrationItWasMadeWith() {
    container.register(Dog.self) { _ in Dog(name: "old") }
    let lazy = container.resolve(Lazy<Dog>.self)!
    container.register(Dog.self) { _ in Dog(name: "new") }
    #expect(lazy.instance.name == "old")
    #expect(container.resolve(Dog.self)?.name == "new")
  }

  @Test func providerKeepsTheRegistrationItWasMadeWith() {
    container.register(Dog.self) { _ in Dog(name: "old") }
    let provider = container.resolve(Provider<Dog>.self)!
    container.register(Dog.self) { _ in Dog(name: "new") }
    #expect(provider.instance.name == "old")
    #expect(provider.instance.name == "old")
  }

  @Test func namedLazyKeepsItsRegistration() {
    container.register(Dog.self, name: "pet") { _ in Dog(name: "old") }
    let lazy = container.resolve(Lazy<Dog>.self, name: "pet")!
    container.register(Dog.self, name: "pet") { _ in Dog(name: "new") }
    #expect(lazy.instance.name == "old")
  }

  @Test func lazyFromAChildKeepsTheParentsRegistration() {
    container.register(Dog.self) { _ in Dog(name: "parent") }
    let child = Container(parent: container)
    let lazy = child.resolve(Lazy<Dog>.self)!
    child.register(Dog.self) { _ in Dog(name: "child") }
    #expect(lazy.instance.name == "parent")
    #expect(child.resolve(Dog.self)?.name == "child")
  }

  /// A storyboard app registers the controller being set up, then hands its router a `Lazy` of it:
  /// each router shows its own form's controller, not the last one registered.
  @Test func eachRouterKeepsItsOwnForm() {
    final class Router {
      let screen: Lazy<Dog>
      init(screen: Lazy<Dog>) { self.screen = screen }
    }
    container.register(Router.self) { r in Router(screen: r.resolve(Lazy<Dog>.self)!) }
    var routers: [Router] = []
    for form in 1...2 {
      container.register(Dog.self) { _ in Dog(name: "\(form)") }
      routers.append(container.resolve(Router.self)!)
    }
    #expect(routers.map(\.screen.instance.name) == ["1", "2"])
  }

  @Test func providerStillBuildsAfterRemoveAll() {
    container.register(Dog.self) { _ in Dog(name: "kept") }
    let provider = container.resolve(Provider<Dog>.self)!
    container.removeAll()
    #expect(provider.instance.name == "kept")
    #expect(container.resolve(Dog.self) == nil)
  }
}
