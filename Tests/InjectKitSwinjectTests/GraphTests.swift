import InjectKitSwinject
import Testing

@Suite struct GraphTests {
  let container = Container()

  @Test func graphIdentifierIsNilOutsideAResolve() {
    #expect(container.resolve(GraphIdentifier.self) == nil)
  }

  @Test func factoriesOfOneResolveSeeOneGraph() {
    var seen: [GraphIdentifier?] = []
    container.register(Dog.self) { r in
      seen.append(r.resolve(GraphIdentifier.self))
      _ = r.resolve(Cat.self)
      return Dog()
    }
    container.register(Cat.self) { r in
      seen.append(r.resolve(GraphIdentifier.self))
      return Cat()
    }
    _ = container.resolve(Dog.self)
    #expect(seen.count == 2)
    #expect(seen[0] != nil && seen[0] == seen[1])
  }

  @Test func eachTopLevelResolveHasItsOwnGraph() {
    var seen: [GraphIdentifier?] = []
    container.register(Dog.self) { r in
      seen.append(r.resolve(GraphIdentifier.self))
      return Dog()
    }
    _ = container.resolve(Dog.self)
    _ = container.resolve(Dog.self)
    #expect(seen.count == 2 && seen[0] != seen[1])
  }

  @Test func factoriesReceiveTheContainerTheyWereResolvedThrough() {
    var received: Container?
    container.register(Dog.self) { r in
      received = r as? Container
      return Dog()
    }
    _ = container.resolve(Dog.self)
    #expect(received === container)
  }

  @Test func withObjectGraphReusesLiveGraphInstances() {
    var graph: GraphIdentifier?
    container.register(Dog.self) { r in
      graph = r.resolve(GraphIdentifier.self)
      return Dog()
    }
    let first = container.resolve(Dog.self)!
    let again = container.withObjectGraph(graph!) { ($0.resolve(Dog.self), $0.resolve(Dog.self)) }
    #expect(again.0 === first)
    #expect(again.1 === first)
    #expect(container.resolve(Dog.self) !== first)
  }

  @Test func storagesAreAskedWithTheCurrentGraph() {
    let spy = SpyStorage()
    container.register(Dog.self) { _ in Dog() }.inObjectScope(ObjectScope(storageFactory: { spy }))
    let graph = GraphIdentifier()
    _ = container.withObjectGraph(graph) { $0.resolve(Dog.self) }
    #expect(spy.graphsRead.last == graph)
    #expect(spy.graphsSet.last == graph)
  }

  @Test func childResolveInsideParentFactoryDoesNotEndTheParentGraph() {
    let child = Container(parent: container)
    child.register(Animal.self) { _ in Cat() }
    container.register(Food.self) { _ in Sushi() }
    container.register(PetOwner.self) { r in
      let food = r.resolve(Food.self)
      let owner = PetOwner(pet: child.resolve(Animal.self)!)
      owner.favoriteFood = food
      // Still the same graph after the child's own resolve finished.
      (owner.favoriteFood as? Sushi).map { #expect($0 === r.resolve(Food.self) as? Sushi) }
      return owner
    }
    #expect(container.resolve(PetOwner.self)?.pet is Cat)
  }
}
