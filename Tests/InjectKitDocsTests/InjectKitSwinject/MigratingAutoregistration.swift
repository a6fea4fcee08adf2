import InjectKitSwinject
import Testing

/// The SwinjectAutoregistration section of the Swinject catalog's MigratingFromSwinject.md.
@Suite struct MigratingAutoregistrationDocs {
  // snippet: InjectKitSwinject.docc/MigratingFromSwinject.md
  protocol Animal: AnyObject {}
  final class Cat: Animal {}
  final class PetOwner {
    let pet: Animal
    init(pet: Animal) { self.pet = pet }
  }
  final class Walk {
    let walker: String
    let pet: Animal
    init(walker: String, pet: Animal) { (self.walker, self.pet) = (walker, pet) }
  }

  // snippet: pause
  static func example() -> (PetOwner, Walk?) {
    // snippet: resume
    let container = Container()
    container.register(Animal.self) { _ in Cat() }
    container.autoregister(PetOwner.self, initializer: PetOwner.init)
    container.autoregister(Walk.self, argument: String.self, initializer: Walk.init)

    let owner: PetOwner = container~>
    let walk = container ~> (Walk.self, argument: "Ann")
    // snippet: pause
    return (owner, walk)
  }
  // snippet: resume
  // end snippet

  @Test func autoregisteredTypesResolveWithTheirParametersAndArguments() {
    let (owner, walk) = Self.example()

    #expect(owner.pet is Cat)
    #expect(walk?.walker == "Ann")
    #expect(walk?.pet is Cat)
  }
}
