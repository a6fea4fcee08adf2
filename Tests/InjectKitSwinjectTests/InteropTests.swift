import InjectKit
import InjectKitSwinject
import Testing

/// Both styles share one registry: the Swinject-style API on `Container` and InjectKit's on
/// the `Dependencies` behind it.
@Suite struct InteropTests {
  let dependencies = Dependencies()

  @Test func containerRegistrationsResolveThroughDependencies() throws {
    let container = Container(dependencies: dependencies)
    container.register(Animal.self) { _ in Cat(name: "Mimi") }
    container.register(Animal.self, name: "dog") { _ in Dog(name: "Hachi") }
    container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }

    #expect(dependencies.resolve(Animal.self).name == "Mimi")
    #expect(try dependencies.tryResolve(Animal.self, name: "dog").name == "Hachi")
    let cat: Cat = dependencies.resolve(Cat.self, arguments: "Tom", true)
    #expect(cat.name == "Tom" && cat.sleeping)
  }

  @Test func containerOwnsAFreshDependenciesByDefault() {
    let container = Container()
    container.register(Food.self) { _ in Sushi() }
    #expect(container.dependencies.isRegistered(Food.self))
    #expect(!dependencies.isRegistered(Food.self))
    let child = Container(parent: container)
    #expect(child.dependencies.parent === container.dependencies)
  }

  @Test func dependenciesRegistrationsResolveThroughContainer() {
    dependencies.add(Food.self) { Sushi() }
    dependencies.add(Animal.self, name: "named") { _ in Dog(name: "Pochi") }
    dependencies.add(Cat.self) { (_, name: String) in Cat(name: name) }
    let container = Container(dependencies: dependencies)

    #expect(container.resolve(Food.self) is Sushi)
    #expect(container.resolve(Animal.self, name: "named")?.name == "Pochi")
    #expect(container.resolve(Cat.self, argument: "Tom")?.name == "Tom")
    #expect(container.resolve(Lazy<Food>.self)?.instance is Sushi)
    #expect((container.resolve(Food?.self) ?? nil) is Sushi)
    #expect(container.hasAnyRegistration(of: Food.self))
    #expect(container.resolve(Dog.self) == nil)
  }

  @Test func injectReadsContainerRegistrations() {
    final class Screen {
      @Inject var owner: PetOwner
      init(from dependencies: Dependencies) { _owner = Inject(from: dependencies) }
    }
    let container = Container(dependencies: dependencies)
    container.register(Animal.self) { _ in Cat(name: "Mimi") }
    container.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
    #expect(Screen(from: dependencies).owner.pet?.name == "Mimi")
  }

  @Test func rootContainerServesInjectWithoutAnExplicitContainer() {
    final class Screen {
      @Inject var food: Food
    }
    Dependencies.withRoot(dependencies) {
      Container(dependencies: .root).register(Food.self) { _ in Sushi() }
      #expect(Screen().food is Sushi)
    }
  }

  @Test func registrationsOutliveTheContainerHandle() {
    do {
      let container = Container(dependencies: dependencies)
      container.register(Animal.self) { r in Cat(name: r is Container ? "resolver ok" : "no resolver") }
        .inObjectScope(.container)
    }
    #expect(dependencies.resolve(Animal.self).name == "resolver ok")
    #expect(dependencies.resolve(Animal.self) as? Cat === dependencies.resolve(Animal.self) as? Cat)
  }

  @Test func factoriesMixBothStyles() throws {
    let container = Container(dependencies: dependencies)
    dependencies.add(Food.self) { Sushi() }
    container.register(Animal.self) { r in
      let cat = Cat(name: "Mimi")
      cat.favoriteFood = r.resolve(Food.self)
      return cat
    }
    dependencies.add(PetOwner.self) { r in PetOwner(pet: try r.resolve(Animal.self)) }

    let owner = try dependencies.tryResolve(PetOwner.self)
    #expect((owner.pet as? Cat)?.favoriteFood is Sushi)
    #expect((container.resolve(PetOwner.self)?.pet as? Cat)?.name == "Mimi")
  }

  @Test func graphScopeSpansANativeRegistrationInBetween() {
    final class Bowl {
      let food: Food
      init(food: Food) { self.food = food }
    }
    let container = Container(dependencies: dependencies)
    container.register(Food.self) { _ in Sushi() }
    dependencies.add(Bowl.self) { r in Bowl(food: try r.resolve(Food.self)) }
    container.register(PetOwner.self) { r in
      let owner = PetOwner()
      owner.favoriteFood = r.resolve(Food.self)
      owner.pet = Cat(name: r.resolve(Bowl.self)!.food is Sushi ? "fed" : "hungry")
      (owner.pet as? Cat)?.favoriteFood = r.resolve(Bowl.self)?.food
      return owner
    }
    let owner = container.resolve(PetOwner.self)
    #expect(owner?.pet?.name == "fed")
    #expect(owner?.favoriteFood as? Sushi === (owner?.pet as? Cat)?.favoriteFood as? Sushi)
  }

  @Test func containerScopeIsOneInstanceForBothStyles() {
    let container = Container(dependencies: dependencies)
    container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
    let viaContainer = container.resolve(Animal.self) as? Cat
    #expect(viaContainer != nil && dependencies.resolve(Animal.self) as? Cat === viaContainer)
  }

  @Test func forwardedTypesResolveThroughDependencies() throws {
    let container = Container(dependencies: dependencies)
    container.register(Dog.self) { _ in Dog(name: "Hachi") }.implements(Animal.self, name: "pet")
    #expect(try dependencies.tryResolve(Animal.self, name: "pet").name == "Hachi")
  }

  @Test func removedRegistrationsFailThroughDependencies() {
    let container = Container(dependencies: dependencies)
    container.register(Animal.self) { _ in Cat() }
    container.removeAll()
    #expect(throws: ResolutionError.self) { try dependencies.tryResolve(Animal.self) }
    #expect(container.resolve(Animal.self) == nil)
  }

  @Test func containersOverOneDependenciesShareState() {
    let first = Container(dependencies: dependencies)
    let second = Container(dependencies: dependencies)
    first.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
    #expect(second.hasAnyRegistration(of: Animal.self))
    #expect(second.resolve(Animal.self) as? Cat === first.resolve(Animal.self) as? Cat)
    #expect(second.description == first.description)
  }

  @Test func nativeChildOfAContainerActsAsItsChild() {
    let parent = Container(dependencies: dependencies)
    parent.register(PetOwner.self) { r in
      let owner = PetOwner()
      owner.pet = r.resolve(Animal.self)
      return owner
    }
    let child = Container(dependencies: Dependencies(parent: dependencies))
    child.register(Animal.self) { _ in Dog(name: "child's") }
    #expect(child.resolve(PetOwner.self)?.pet?.name == "child's")
    #expect(parent.resolve(PetOwner.self)?.pet == nil)
  }

  @Test func resolverNamesNeedTheModulePrefixWhenBothAreImported() {
    let container = Container(dependencies: dependencies)
    let swinjectStyle: any InjectKitSwinject.Resolver = container
    let injectKitStyle: any InjectKit.Resolver = dependencies
    container.register(Food.self) { _ in Sushi() }
    #expect(swinjectStyle.resolve(Food.self) is Sushi)
    #expect((try? injectKitStyle.resolve(Food.self, name: nil)) is Sushi)
  }
}
