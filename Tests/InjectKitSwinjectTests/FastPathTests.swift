import InjectKitSwinject
import Testing

// What the cached resolve path (issue 30's speed work) must not change: a registration made or
// removed after a resolve is seen by the next one, a reset `.container` scope builds anew, and a
// graph whose identifier left the container keeps its instances findable.
@Suite struct FastPathTests {
  let container = Container()

  @Test func registrationAfterAResolveReplacesIt() {
    container.register(Animal.self) { _ in Cat(name: "first") }
    container.register(Animal.self, name: "n") { _ in Cat(name: "first") }
    container.register(Animal.self) { _, name in Cat(name: name) }
    _ = (container.resolve(Animal.self), container.resolve(Animal.self, name: "n"))
    _ = container.resolve(Animal.self, argument: "x")

    container.register(Animal.self) { _ in Dog(name: "second") }
    container.register(Animal.self, name: "n") { _ in Dog(name: "second") }
    container.register(Animal.self) { _, name in Dog(name: name) }

    #expect(container.resolve(Animal.self) is Dog)
    #expect(container.resolve(Animal.self, name: "n") is Dog)
    #expect(container.resolve(Animal.self, argument: "y")?.name == "y")
    #expect(container.resolve(Animal.self, argument: "y") is Dog)
  }

  @Test func parentRegistrationAfterAChildResolveIsSeen() {
    let child = Container(parent: container)
    container.register(Animal.self) { _ in Cat() }
    #expect(child.resolve(Animal.self) is Cat)

    container.register(Animal.self) { _ in Dog() }
    #expect(child.resolve(Animal.self) is Dog)
  }

  @Test func removeAllAfterAResolveIsSeen() {
    container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
    container.register(Cat.self) { _, name in Cat(name: name) }
    _ = (container.resolve(Animal.self), container.resolve(Cat.self, argument: "Mimi"))

    container.removeAll()

    #expect(container.resolve(Animal.self) == nil)
    #expect(container.resolve(Cat.self, argument: "Mimi") == nil)
  }

  @Test func resetContainerScopeBuildsANewInstance() {
    container.register(Cat.self) { _ in Cat() }.inObjectScope(.container)
    container.register(Dog.self) { _, name in Dog(name: name) }.inObjectScope(.container)
    let cat = container.resolve(Cat.self)
    let dog = container.resolve(Dog.self, argument: "Rex")
    #expect(cat === container.resolve(Cat.self))
    #expect(dog === container.resolve(Dog.self, argument: "Rex"))

    container.resetObjectScope(.container)

    #expect(cat !== container.resolve(Cat.self))
    #expect(dog !== container.resolve(Dog.self, argument: "Rex"))
  }

  @Test func resetContainerScopeReleasesTheInstance() {
    container.register(Cat.self) { _ in Cat() }.inObjectScope(.container)
    weak let cat = container.resolve(Cat.self)
    _ = container.resolve(Cat.self)
    #expect(cat != nil)

    container.resetObjectScope(.container)

    #expect(cat == nil)
  }

  @Test func graphWhoseIdentifierWasResolvedKeepsItsInstancesFindable() throws {
    container.register(Cat.self) { _ in Cat() }
    container.register(Visit.self) { r in Visit(cat: r.resolve(Cat.self)!, graph: r.resolve(GraphIdentifier.self)) }
    let visit = try #require(container.resolve(Visit.self))
    let graph = try #require(visit.graph)

    #expect(container.withObjectGraph(graph) { $0.resolve(Cat.self) } === visit.cat)
    #expect(container.resolve(Cat.self) !== visit.cat)
  }

  @Test func graphNobodySawIsNotFoundAgain() {
    container.register(Cat.self) { _ in Cat() }
    let first = container.resolve(Cat.self)
    let second = container.resolve(Cat.self)

    #expect(first !== second)
  }
}

private final class Visit {
  let cat: Cat
  let graph: GraphIdentifier?
  init(cat: Cat, graph: GraphIdentifier?) { (self.cat, self.graph) = (cat, graph) }
}
