import InjectKitSwinject
import Testing

private final class AnimalAssembly: Assembly {
  func assemble(container: Container) {
    container.register(Animal.self) { _ in Cat(name: "Whiskers") }
  }
}

private final class FoodAssembly: Assembly {
  func assemble(container: Container) {
    container.register(Food.self) { _ in Sushi() }
  }
}

private final class PersonAssembly: Assembly {
  func assemble(container: Container) {
    container.register(PetOwner.self) { r in
      let owner = PetOwner()
      owner.favoriteFood = r.resolve(Food.self)
      owner.pet = r.resolve(Animal.self)
      return owner
    }
  }
}

private final class ContainerSpyAssembly: Assembly {
  func assemble(container: Container) {
    container.register(Container.self) { _ in container }
  }
}

private final class LoadAwareAssembly: Assembly {
  let onLoad: (Resolver) -> Void
  var loaded = false

  init(onLoad: @escaping (Resolver) -> Void) { self.onLoad = onLoad }

  func assemble(container: Container) {
    container.register(Animal.self) { _ in Cat(name: "Bojangles") }
  }

  func loaded(resolver: Resolver) {
    onLoad(resolver)
    loaded = true
  }
}

@Suite struct AssemblerTests {
  @Test func assemblesOneAssembly() {
    let assembler = Assembler([AnimalAssembly()])
    #expect(assembler.resolver.resolve(Animal.self)?.name == "Whiskers")
    #expect(assembler.resolver.resolve(Food.self) == nil)
  }

  @Test func assemblesSeveralWithDependenciesInAnyOrder() {
    for assemblies: [Assembly] in [
      [AnimalAssembly(), FoodAssembly(), PersonAssembly()], [PersonAssembly(), AnimalAssembly(), FoodAssembly()],
    ] {
      let owner = Assembler(assemblies).resolver.resolve(PetOwner.self)
      #expect(owner?.pet?.name == "Whiskers")
      #expect(owner?.favoriteFood is Sushi)
    }
  }

  @Test func nilParentsGiveEmptyContainers() {
    #expect(Assembler(parentAssembler: nil).resolver.resolve(Food.self) == nil)
    let assembler = Assembler([AnimalAssembly()], parent: nil)
    #expect(assembler.resolver.resolve(Animal.self)?.name == "Whiskers")
  }

  @Test func appliesAssembliesLater() {
    let assembler = Assembler()
    #expect(assembler.resolver.resolve(Animal.self) == nil)
    assembler.apply(assembly: AnimalAssembly())
    #expect(assembler.resolver.resolve(Animal.self) != nil)
    #expect(assembler.resolver.resolve(Food.self) == nil)
    assembler.apply(assemblies: [FoodAssembly(), PersonAssembly()])
    #expect(assembler.resolver.resolve(PetOwner.self)?.favoriteFood is Sushi)
  }

  @Test func loadedRunsAfterEveryAssemblyRegistered() {
    var sawFood = false
    let loadAware = LoadAwareAssembly { resolver in
      sawFood = resolver.resolve(Food.self) != nil && resolver.resolve(Animal.self)?.name == "Bojangles"
    }
    #expect(!loadAware.loaded)
    let assembler = Assembler([loadAware, FoodAssembly()])
    #expect(loadAware.loaded)
    #expect(sawFood)
    #expect(assembler.resolver.resolve(Animal.self)?.name == "Bojangles")

    let later = LoadAwareAssembly { _ in }
    Assembler([]).apply(assembly: later)
    #expect(later.loaded)
  }

  @Test func defaultObjectScopeReachesRegistrations() {
    let containerScoped = Assembler([], parent: nil, defaultObjectScope: .container)
    containerScoped.apply(assembly: ContainerSpyAssembly())
    let entry = containerScoped.resolver.resolve(Container.self)?.register(Animal.self) { _ in Cat() }
    #expect(entry?.objectScope === ObjectScope.container)

    let plain = Assembler([], parent: nil)
    plain.apply(assembly: ContainerSpyAssembly())
    #expect(
      plain.resolver.resolve(Container.self)?.register(Animal.self) { _ in Cat() }.objectScope === ObjectScope.graph)
  }

  @Test func childAssemblersSeeParentsOnly() {
    let parent = Assembler([AnimalAssembly()])
    let emptyChild = Assembler(parentAssembler: parent)
    #expect(emptyChild.resolver.resolve(Animal.self) != nil)
    #expect(emptyChild.resolver.resolve(Food.self) == nil)

    let child = Assembler([FoodAssembly()], parent: parent)
    #expect(child.resolver.resolve(Food.self) != nil)
    #expect(parent.resolver.resolve(Food.self) == nil)
  }

  @Test func childAssemblerScopeAndBehaviors() {
    let parent = Assembler(container: Container())
    let child = Assembler(parentAssembler: parent, defaultObjectScope: .container)
    child.apply(assembly: ContainerSpyAssembly())
    #expect(
      child.resolver.resolve(Container.self)?.register(Animal.self) { _ in Cat() }.objectScope === ObjectScope.container
    )

    let spy = BehaviorSpy()
    Assembler(parentAssembler: Assembler(), behaviors: [spy]).apply(assembly: ContainerSpyAssembly())
    #expect(spy.names.count == 1)
    let early = BehaviorSpy()
    _ = Assembler([ContainerSpyAssembly()], parent: Assembler(), behaviors: [early])
    #expect(early.names.count == 1)
  }

  @Test func usesTheGivenContainer() {
    let container = Container()
    container.register(Food.self) { _ in Sushi() }
    let assembler = Assembler([AnimalAssembly()], container: container)
    #expect(assembler.resolver.resolve(Food.self) != nil)
    #expect(container.resolve(Animal.self) != nil)
  }

  @available(*, deprecated)
  @Test func deprecatedThrowingInitializersStillWork() throws {
    let assembler = try Assembler(assemblies: [AnimalAssembly()])
    #expect(assembler.resolver.resolve(Animal.self) != nil)
    let child = try Assembler(assemblies: [FoodAssembly()], parentAssembler: assembler)
    #expect(child.resolver.resolve(Animal.self) != nil && child.resolver.resolve(Food.self) != nil)
  }
}
