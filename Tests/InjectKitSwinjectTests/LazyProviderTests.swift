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
