import InjectKitSwinject
import Testing

@Suite struct ObjectScopeTests {
  let container = Container()

  /// Cat eats Food; PetOwner owns the Cat and eats Food too.
  private func registerOwnerAndCatEatingFood(in container: Container) {
    container.register(Animal.self) { r in
      let cat = Cat()
      cat.favoriteFood = r.resolve(Food.self)
      return cat
    }
    container.register(Person.self) { r in
      let owner = PetOwner(pet: r.resolve(Animal.self)!)
      owner.favoriteFood = r.resolve(Food.self)
      return owner
    }
  }

  private func foods(of person: Person?) -> (owner: Sushi?, cat: Sushi?) {
    let owner = person as? PetOwner
    return (owner?.favoriteFood as? Sushi, (owner?.pet as? Cat)?.favoriteFood as? Sushi)
  }

  @Test func transientBuildsEveryTime() {
    container.register(Animal.self) { _ in Cat() }.inObjectScope(.transient)
    #expect(container.resolve(Animal.self) as? Cat !== container.resolve(Animal.self) as? Cat)

    registerOwnerAndCatEatingFood(in: container)
    container.register(Food.self) { _ in Sushi() }.inObjectScope(.transient)
    let (ownerFood, catFood) = foods(of: container.resolve(Person.self))
    #expect(ownerFood != nil && ownerFood !== catFood)
  }

  @Test func graphSharesWithinOneResolveOnly() {
    container.register(Animal.self) { _ in Cat() }.inObjectScope(.graph)
    #expect(container.resolve(Animal.self) as? Cat !== container.resolve(Animal.self) as? Cat)

    registerOwnerAndCatEatingFood(in: container)
    container.register(Food.self) { _ in Sushi() }.inObjectScope(.graph)
    let (ownerFood, catFood) = foods(of: container.resolve(Person.self))
    #expect(ownerFood != nil && ownerFood === catFood)
  }

  @Test func graphIsTheDefault() {
    registerOwnerAndCatEatingFood(in: container)
    container.register(Food.self) { _ in Sushi() }
    let (ownerFood, catFood) = foods(of: container.resolve(Person.self))
    #expect(ownerFood != nil && ownerFood === catFood)
  }

  @Test func containerScopeSharesWithChildren() {
    container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
    container.register(Animal.self, name: "dog") { _ in Dog() }.inObjectScope(.container)
    let child = Container(parent: container)

    #expect(container.resolve(Animal.self) as? Cat === child.resolve(Animal.self) as? Cat)
    let dogFromChild = child.resolve(Animal.self, name: "dog") as? Dog
    #expect(dogFromChild != nil && dogFromChild === container.resolve(Animal.self, name: "dog") as? Dog)
  }

  @Test func parentContainerScopeInstanceIsSharedInChildGraph() {
    container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
    let child = Container(parent: container)
    registerOwnerAndCatEatingFood(in: child)
    let (ownerFood, catFood) = foods(of: child.resolve(Person.self))
    #expect(ownerFood != nil && ownerFood === catFood)
  }

  @Test func weakScopeSharesWhileHeld() {
    container.register(Animal.self) { _ in Cat() }.inObjectScope(.weak)
    let held = container.resolve(Animal.self) as? Cat
    #expect(held != nil && held === container.resolve(Animal.self) as? Cat)
  }

  @Test func weakScopeDoesNotKeepInstances() {
    container.register(Animal.self) { _ in Cat() }.inObjectScope(.weak)
    weak let cat = container.resolve(Animal.self) as? Cat
    #expect(cat == nil)
  }

  @Test func weakRootSurvivesItsOwnGraph() {
    // C points back to B weakly in initCompleted: B must stay alive until the graph is built.
    container.register(B.self) { r in BDependingOnC(c: r.resolve(C.self)!) }.inObjectScope(.weak)
    container.register(C.self) { _ in CDependingOnWeakB() }
      .initCompleted { r, c in (c as! CDependingOnWeakB).b = r.resolve(B.self) }
    let b = container.resolve(B.self) as? BDependingOnC
    #expect((b?.c as? CDependingOnWeakB)?.b != nil)
  }

  @Test func customScopeMakesOneStoragePerRegistration() {
    var made = 0
    let custom = ObjectScope(storageFactory: {
      made += 1
      return PermanentStorage()
    })
    container.register(Int.self) { _ in 0 }.inObjectScope(custom)
    container.register(Double.self) { _ in 0 }.inObjectScope(custom)
    _ = container.resolve(Int.self)
    _ = container.resolve(Double.self)
    _ = container.resolve(Int.self)
    #expect(made == 2)
  }

  @Test func customScopeStoresAndReusesInstances() {
    let storage = PermanentStorage()
    let custom = ObjectScope(storageFactory: { storage }, description: "custom")
    container.register(Int.self) { _ in 42 }.inObjectScope(custom)
    _ = container.resolve(Int.self)
    #expect(storage.instance as? Int == 42)
    storage.instance = 7
    #expect(container.resolve(Int.self) == 7)
  }

  @Test func resetEmptiesOnlyTheGivenScope() {
    let storage = PermanentStorage()
    let other = PermanentStorage()
    let custom = ObjectScope(storageFactory: { storage })
    let unrelated = ObjectScope(storageFactory: { other })
    container.register(Int.self) { _ in 0 }.inObjectScope(custom)
    container.register(Double.self) { _ in 0 }.inObjectScope(unrelated)
    storage.instance = 42
    other.instance = 4.2

    container.resetObjectScope(custom)
    #expect(storage.instance == nil)
    #expect(other.instance as? Double == 4.2)
  }

  @Test func resetFromChildReachesParentRegistrations() {
    let storage = PermanentStorage()
    let custom = ObjectScope(storageFactory: { storage })
    let child = Container(parent: container)
    container.register(Int.self) { _ in 0 }.inObjectScope(custom)
    storage.instance = 42
    child.resetObjectScope(custom)
    #expect(storage.instance == nil)
  }

  @Test func resetContainerScopeBuildsAgain() {
    container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
    let before = container.resolve(Animal.self) as? Cat
    container.resetObjectScope(.container)
    let after = container.resolve(Animal.self) as? Cat
    #expect(before != nil && after != nil && before !== after)
  }

  @Test func resetByServiceTypeLeavesOtherTypesAndScopes() {
    container.register(Cat.self) { _ in Cat() }.inObjectScope(.container)
    container.register(Dog.self) { _ in Dog() }.inObjectScope(.container)
    container.register(Cat.self, name: "graph") { _ in Cat() }.inObjectScope(.graph)
    let cat = container.resolve(Cat.self)
    let dog = container.resolve(Dog.self)

    container.resetObjectScope(.graph, serviceType: Cat.self)
    #expect(container.resolve(Cat.self) === cat)

    container.resetObjectScope(.container, serviceType: Cat.self)
    #expect(container.resolve(Cat.self) !== cat)
    #expect(container.resolve(Dog.self) === dog)
  }

  @Test func resetByServiceTypeReachesParentWhenChildRegistersIt() {
    let child = Container(parent: container)
    container.register(Cat.self) { _ in Cat() }.inObjectScope(.container)
    child.register(Cat.self) { _ in Cat() }.inObjectScope(.container)
    let parentCat = container.resolve(Cat.self)
    let childCat = child.resolve(Cat.self)

    child.resetObjectScope(ObjectScope.container, serviceType: Cat.self)
    #expect(container.resolve(Cat.self) !== parentCat)
    #expect(child.resolve(Cat.self) !== childCat)
  }

  @Test func scopeProtocolConformersWork() {
    final class Shared: ObjectScopeProtocol {
      func makeStorage() -> any InstanceStorage { PermanentStorage() }
    }
    let scope = Shared()
    container.register(Cat.self) { _ in Cat() }.inObjectScope(scope)
    let cat = container.resolve(Cat.self)
    #expect(cat != nil && cat === container.resolve(Cat.self))
    container.resetObjectScope(scope)
    #expect(container.resolve(Cat.self) !== cat)
  }

  @Test func builtInScopesDescribeThemselves() {
    #expect(
      [ObjectScope.transient, .graph, .container, .weak].map(\.description) == [
        "transient", "graph", "container", "weak",
      ])
  }
}
