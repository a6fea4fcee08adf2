import InjectKit
import InjectKitSwinject
import Testing

/// A `Container` registration reaches the engine when the engine first reads the container's
/// registrations (issue 38: a launch that resolves only through Swinject's API does not pay for
/// them twice). Everything the engine answers must be as if each had been added at once.
@Suite struct DeferredEngineRegistrationTests {
  @Test func aLaterDependenciesAddReplacesAnEarlierRegister() {
    let container = Container()
    container.register(Animal.self) { _ in Cat(name: "registered") }

    container.dependencies.add(Animal.self) { Dog(name: "added") as Animal }

    #expect(container.dependencies.resolve(Animal.self).name == "added")
    #expect(container.resolve(Animal.self)?.name == "registered")  // Swinject's own table, as before
  }

  @Test func aLaterRegisterReplacesAnEarlierDependenciesAdd() {
    let container = Container()
    container.dependencies.add(Animal.self) { Dog(name: "added") as Animal }
    #expect(container.dependencies.resolve(Animal.self).name == "added")

    container.register(Animal.self) { _ in Cat(name: "registered") }

    #expect(container.dependencies.resolve(Animal.self).name == "registered")
  }

  @Test func aChildsRegistrationWinsOverItsParentsThroughTheEngine() {
    let parent = Container()
    parent.register(Animal.self) { _ in Cat(name: "parent's") }
    #expect(parent.dependencies.resolve(Animal.self).name == "parent's")
    let child = Container(parent: parent)

    child.register(Animal.self) { _ in Dog(name: "child's") }

    #expect(child.dependencies.resolve(Animal.self).name == "child's")
    #expect(child.dependencies.isRegistered(Food.self) == false)
  }

  @Test func listingsAndVerificationSeeEveryRegistration() {
    let container = Container()
    container.register(Animal.self) { _ in Cat(name: "Mimi") }
    container.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }

    let report = container.dependencies.verificationReport()

    #expect(container.dependencies.description.contains("PetOwner"))
    #expect(report.problems.isEmpty)
  }

  @Test func registrationsBeforeSealingAreKept() {
    let container = Container()
    container.register(Animal.self) { _ in Cat(name: "Mimi") }

    container.dependencies.seal()

    #expect(container.dependencies.resolve(Animal.self).name == "Mimi")
  }

  @Test func anAutowiredServiceSeesAParameterRegisteredAfterItsFirstResolve() {
    let parent = Container()
    parent.register(Animal.self) { _ in Cat(name: "parent's") }
    parent.dependencies.autowire(PetOwner.self) { (pet: Animal) in PetOwner(pet: pet) }
    let child = Container(parent: parent)
    #expect(child.dependencies.resolve(PetOwner.self).pet?.name == "parent's")

    child.register(Animal.self) { _ in Dog(name: "child's") }

    #expect(child.dependencies.resolve(PetOwner.self).pet?.name == "child's")
  }

  @Test func aForwardedTypeReachesTheEngineToo() {
    let container = Container()
    container.register(Dog.self) { _ in Dog(name: "Hachi") }.implements(Animal.self)

    #expect(container.dependencies.resolve(Animal.self).name == "Hachi")
    #expect(container.dependencies.resolve(Dog.self).name == "Hachi")
  }

  @Test func concurrentFirstReadsAllFindTheRegistrations() async {
    let container = Container()
    for index in 0..<50 { container.register(Animal.self, name: "\(index)") { _ in Cat(name: "\(index)") } }
    let dependencies = container.dependencies

    let names = await withTaskGroup(of: String.self) { group in
      for index in 0..<50 { group.addTask { dependencies.resolve(Animal.self, name: "\(index)").name ?? "" } }
      return await group.reduce(into: Set<String>()) { $0.insert($1) }
    }

    #expect(names == Set((0..<50).map { "\($0)" }))
  }
}
