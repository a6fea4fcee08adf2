import InjectKitSwinject
import Testing

@Suite struct ContainerTests {
  let container = Container()

  @Test func resolvesNilWithoutRegistration() {
    #expect(container.resolve(Animal.self) == nil)
  }

  @Test func registrationsDifferByArgumentTypes() {
    container.register(Animal.self) { _ in Cat() }
    container.register(Animal.self) { _, name in Cat(name: name) }
    container.register(Animal.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }

    #expect((container.resolve(Animal.self) as? Cat)?.name == nil)
    #expect((container.resolve(Animal.self, argument: "Mimi") as? Cat)?.name == "Mimi")
    let mew = container.resolve(Animal.self, arguments: "Mew", true) as? Cat
    #expect(mew?.name == "Mew")
    #expect(mew?.sleeping == true)
  }

  @Test func registrationsDifferByName() {
    container.register(Animal.self, name: "RegMimi") { _ in Cat(name: "Mimi") }
    container.register(Animal.self, name: "RegMew") { _ in Cat(name: "Mew") }
    container.register(Animal.self) { _ in Cat() }

    #expect(container.resolve(Animal.self, name: "RegMimi")?.name == "Mimi")
    #expect(container.resolve(Animal.self, name: "RegMew")?.name == "Mew")
    #expect(container.resolve(Animal.self)?.name == nil)
    #expect(container.resolve(Animal.self, name: "Other") == nil)
  }

  @Test func laterRegistrationReplacesEarlier() {
    container.register(Animal.self) { _ in Cat(name: "first") }
    container.register(Animal.self) { _ in Cat(name: "second") }
    #expect(container.resolve(Animal.self)?.name == "second")
  }

  @Test func removeAllForgetsRegistrations() {
    container.register(Animal.self, name: "RegMimi") { _ in Cat(name: "Mimi") }
    container.register(Animal.self) { _ in Cat() }
    container.removeAll()

    #expect(container.resolve(Animal.self, name: "RegMimi") == nil)
    #expect(container.resolve(Animal.self) == nil)
    #expect(!container.hasAnyRegistration(of: Animal.self))
  }

  @Test func registeringAgainAfterRemoveAllWorks() {
    container.register(Animal.self) { _ in Cat(name: "old") }
    container.removeAll()
    container.register(Animal.self) { _ in Cat(name: "new") }
    #expect(container.resolve(Animal.self)?.name == "new")
  }

  @Test func childResolvesParentRegistration() {
    let child = Container(parent: container)
    container.register(Animal.self) { _ in Cat() }
    #expect(child.resolve(Animal.self) != nil)
  }

  @Test func parentDoesNotResolveChildRegistration() {
    let child = Container(parent: container)
    child.register(Animal.self) { _ in Cat() }
    #expect(container.resolve(Animal.self) == nil)
    #expect(child.resolve(Animal.self) != nil)
  }

  @Test func parentFactoryResolvesDependenciesThroughTheChild() {
    // Swinject builds a parent's registration with the resolver it was asked through.
    let child = Container(parent: container)
    container.register(PetOwner.self) { r in
      let owner = PetOwner()
      owner.pet = r.resolve(Animal.self)
      return owner
    }
    child.register(Animal.self) { _ in Dog(name: "child's") }
    #expect(child.resolve(PetOwner.self)?.pet?.name == "child's")
    #expect(container.resolve(PetOwner.self) != nil)
    #expect(container.resolve(PetOwner.self)?.pet == nil)
  }

  @Test func childDoesNotKeepGraphInstancesAlive() {
    let child = Container(parent: container)
    container.register(Cat.self) { _ in Cat() }
    weak let cat = child.resolve(Cat.self)
    #expect(cat == nil)
  }

  @Test func parentFactoryMayResolveThroughChildDirectly() {
    let child = Container(parent: container)
    child.register(Animal.self) { _ in Cat() }
    container.register(Food.self) { _ in Sushi() }
    container.register(PetOwner.self) { r in
      let owner = PetOwner(pet: child.resolve(Animal.self)!)
      owner.favoriteFood = r.resolve(Food.self)
      return owner
    }
    let owner = container.resolve(PetOwner.self)
    #expect(owner?.pet is Cat)
    #expect(owner?.favoriteFood is Sushi)
  }

  @Test func initCompletedRunsForNewInstance() {
    var raised = 0
    container.register(Animal.self) { _ in Cat() }
      .initCompleted { _, _ in raised += 1 }
      .initCompleted { _, _ in raised += 10 }
    #expect(container.resolve(Animal.self) != nil)
    #expect(raised == 11)
  }

  @Test func initCompletedDoesNotRunForSharedInstance() {
    var raised = 0
    container.register(Animal.self) { _ in Cat() }
      .inObjectScope(.container)
      .initCompleted { _, _ in raised += 1 }
    _ = container.resolve(Animal.self)
    _ = container.resolve(Animal.self)
    #expect(raised == 1)
  }

  @Test func supportsInitializerPropertyAndMethodInjection() {
    container.register(Animal.self) { _ in Cat() }
    container.register(Person.self, name: "init") { r in PetOwner(pet: r.resolve(Animal.self)!) }
    container.register(Person.self, name: "property") { r in
      let owner = PetOwner()
      owner.pet = r.resolve(Animal.self)
      return owner
    }
    container.register(Person.self, name: "method") { _ in PetOwner() }
      .initCompleted { r, person in (person as? PetOwner)?.injectAnimal(r.resolve(Animal.self)!) }

    for name in ["init", "property", "method"] {
      #expect((container.resolve(Person.self, name: name) as? PetOwner)?.pet is Cat)
    }
  }

  @Test(arguments: ["transient", "graph", "container"])
  func valueTypesAreCopiedWhateverTheScope(scopeName: String) {
    let scope = [ObjectScope.transient, .graph, .container].first { $0.description == scopeName }!
    container.register(Animal.self) { _ in Turtle(name: "Ninja") }.inObjectScope(scope)
    let child = Container(parent: container)
    var first = child.resolve(Animal.self)!
    let second = child.resolve(Animal.self)!
    first.name = "Samurai"
    #expect(first.name == "Samurai")
    #expect(second.name == "Ninja")
  }

  @Test(arguments: [("transient", 2), ("graph", 2), ("container", 1)])
  func containerScopeBuildsOnce(scopeName: String, expectedBuilds: Int) {
    let scope = [ObjectScope.transient, .graph, .container].first { $0.description == scopeName }!
    var builds = 0
    container.register(Animal.self) { _ in
      builds += 1
      return Turtle(name: "Ninja")
    }.inObjectScope(scope)
    _ = container.resolve(Animal.self)
    _ = container.resolve(Animal.self)
    #expect(builds == expectedBuilds)
  }

  @Test func resolvesSubclassAndSelfBinding() {
    container.register(Cat.self) { _ in Siamese(name: "Siam") }
    container.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Cat.self)!) }
    #expect(container.resolve(Cat.self) is Siamese)
    #expect((container.resolve(PetOwner.self)?.pet as? Siamese)?.name == "Siam")
  }

  @Test func configuringClosureRegisters() {
    let configured = Container { $0.register(Animal.self) { _ in Cat() } }
    #expect(configured.resolve(Animal.self) is Cat)
  }

  @Test func defaultObjectScopeAppliesToNewRegistrations() {
    let weakByDefault = Container(parent: nil, defaultObjectScope: .weak)
    let entry = weakByDefault.register(Animal.self) { _ in Siamese(name: "Siam") }
    #expect(entry.objectScope === ObjectScope.weak)
    #expect(container.register(Animal.self) { _ in Cat() }.objectScope === ObjectScope.graph)
  }

  @Test func hasAnyRegistrationLooksAtTypeNameAndParents() {
    let configured = Container {
      $0.register(Animal.self) { _ in Cat() }
      $0.register(Food.self, name: "Sushi") { _ in Sushi() }
      $0.register(Person.self) { _, name in PetOwner(pet: Cat(name: name)) }
    }
    let child = Container(parent: configured)
    #expect(configured.hasAnyRegistration(of: Animal.self))
    #expect(!configured.hasAnyRegistration(of: PetOwner.self))
    #expect(configured.hasAnyRegistration(of: Food.self, name: "Sushi"))
    #expect(!configured.hasAnyRegistration(of: Food.self, name: "Pizza"))
    #expect(!configured.hasAnyRegistration(of: Food.self))
    #expect(configured.hasAnyRegistration(of: Person.self))
    #expect(child.hasAnyRegistration(of: Animal.self))
  }

  @Test func synchronizeReturnsANewResolverPerCallAsSwinject210Does() {
    let synchronized = container.synchronize()
    #expect(synchronized as? Container !== container)
    #expect(synchronized as? Container !== container.synchronize() as? Container)
  }

  @Test func synchronizedResolverSeesLaterRegistrationsAndSharesContainerInstances() {
    let synchronized = container.synchronize()
    container.register(Animal.self) { _ in Cat() }
    container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
    container.register(PetOwner.self) { r in
      let owner = PetOwner()
      owner.favoriteFood = r.resolve(Food.self)
      return owner
    }

    #expect(synchronized.resolve(Animal.self) is Cat)
    #expect(synchronized.resolve(Food.self) as? Sushi === container.resolve(Food.self) as? Sushi)
    #expect(synchronized.resolve(PetOwner.self)?.favoriteFood as? Sushi === container.resolve(Food.self) as? Sushi)
  }
}
