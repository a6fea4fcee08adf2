import Dispatch
import InjectKitSwinject
import Testing

/// Every container is thread-safe, not only `synchronize()`d ones.
@Suite struct ConcurrencyTests {
  /// Collects values from factories, which the container runs one at a time.
  private final class Log<Value> {
    var values: [Value] = []
  }

  @Test func containerScopeBuildsOnceUnderContention() {
    let builds = Log<Int>()
    let container = Container()
    container.register(Animal.self) { _ in
      builds.values.append(1)
      return Cat()
    }.inObjectScope(.container)
    DispatchQueue.concurrentPerform(iterations: 200) { _ in
      #expect(container.resolve(Animal.self) is Cat)
    }
    #expect(builds.values.count == 1)
  }

  @Test func everyResolveGetsItsOwnGraph() {
    let graphs = Log<GraphIdentifier>()
    let resolver = Container {
      $0.register(Dog.self) { r in
        graphs.values.append(r.resolve(GraphIdentifier.self)!)
        return Dog()
      }
    }.synchronize()
    DispatchQueue.concurrentPerform(iterations: 200) { _ in _ = resolver.resolve(Dog.self) }
    #expect(Set(graphs.values).count == 200)
  }

  @Test func circularGraphsStayConsistentAcrossThreads() {
    let container = Container {
      $0.register(ParentProtocol.self) { _ in Parent() }
        .initCompleted { r, parent in (parent as! Parent).child = r.resolve(ChildProtocol.self) }
      $0.register(ChildProtocol.self) { _ in Child() }
        .initCompleted { r, child in (child as! Child).parent = r.resolve(ParentProtocol.self) }
    }
    DispatchQueue.concurrentPerform(iterations: 100) { _ in
      let parent = container.resolve(ParentProtocol.self) as? Parent
      #expect((parent?.child as? Child)?.parent === parent)
    }
  }

  @Test func parentAndChildResolveConcurrently() {
    let parent = Container { $0.register(Animal.self) { _ in Cat() }.inObjectScope(.container) }
    let child = Container(parent: parent)
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      let animal = index.isMultiple(of: 2) ? parent.resolve(Animal.self) : child.resolve(Animal.self)
      #expect(animal is Cat)
    }
  }

  @Test func registeringWhileResolvingIsSafe() {
    let container = Container()
    container.register(Animal.self) { _ in Cat(name: "initial") }
    DispatchQueue.concurrentPerform(iterations: 400) { index in
      if index.isMultiple(of: 4) {
        container.register(Animal.self) { _ in Cat(name: "\(index)") }
      } else {
        #expect(container.resolve(Animal.self) is Cat)
      }
    }
  }

  @Test func lazyAndProviderResolveAcrossThreads() {
    let container = Container { $0.register(Animal.self) { _ in Dog() }.inObjectScope(.container) }
    DispatchQueue.concurrentPerform(iterations: 100) { _ in
      #expect(container.resolve(Lazy<Animal>.self)?.instance is Dog)
      #expect(container.resolve(Provider<Animal>.self)?.instance is Dog)
    }
  }
}
