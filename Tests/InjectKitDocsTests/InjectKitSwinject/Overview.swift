import InjectKitSwinject
import Testing

/// InjectKitSwinject.md's Swift block (the catalog's landing page), and a test of it.
@Suite struct InjectKitSwinjectDocs {
  protocol Animal {
    var name: String { get }
  }
  struct Cat: Animal {
    let name: String
  }
  final class PetOwner {
    let pet: Animal
    init(pet: Animal) { self.pet = pet }
  }

  static func overview() -> (Container, PetOwner) {
    // snippet: InjectKitSwinject.docc/InjectKitSwinject.md
    let container = Container()
    container.register(Animal.self) { _ in Cat(name: "Mimi") }
    container.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
      .inObjectScope(.container)

    let owner = container.resolve(PetOwner.self)!
    // end snippet
    return (container, owner)
  }

  @Test func swinjectCodeRunsOnInjectKit() {
    let (container, owner) = Self.overview()

    #expect(owner.pet.name == "Mimi")
    #expect(container.resolve(PetOwner.self) === owner)  // .container: one instance
  }
}
