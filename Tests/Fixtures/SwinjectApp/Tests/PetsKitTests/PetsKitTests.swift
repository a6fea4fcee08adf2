import PetsKit
import Swinject
import Testing

@Suite struct PetsKitTests {
  let resolver: Swinject.Resolver = Composition.makeResolver()

  @Test func autoregisteredOwnerGetsTheContainerScopedCat() {
    let first = resolver.resolve(PetOwner.self)
    let second = resolver.resolve(PetOwner.self)

    #expect(first?.pet.name == "Mimi")
    #expect(first?.pet === second?.pet)
    #expect(first !== second)
  }

  @Test func runtimeArgumentAndOptionalParameter() {
    let walk = resolver ~> (Walk.self, argument: "Ann")

    #expect(walk.walker == "Ann")
    #expect(walk.pet.name == "Mimi")
    #expect(walk.treats == nil)
  }

  @Test func extensionOfTheQualifiedContainerRegistered() {
    let greeter: Greeter = resolver~>

    #expect(greeter.greeting() == "Hello from Mimi's owner")
  }

  @Test func tupleTypedWrapperAndOptionalRegistration() {
    let visit = resolver.resolve(Visit.self)
    let neighboursCat = resolver.resolve(Cat?.self)

    #expect(visit?.owner.pet === visit?.pet)
    #expect((neighboursCat ?? nil)?.name == "Tom")
  }

  @Test func qualifiedContainerIsInjectKitsAndVerifies() throws {
    let container = Swinject.Container()
    PetsAssembly().assemble(container: container)

    try container.dependencies.verify()
    #expect(container.dependencies.isRegistered(PetOwner.self))
  }
}
