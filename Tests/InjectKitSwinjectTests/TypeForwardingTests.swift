import InjectKitSwinject
import Testing

private protocol Pet1 {}
private protocol Pet2 {}
private protocol Pet3 {}
private protocol Pet4 {}
private protocol Pet5 {}
private protocol Pet6 {}
private protocol Pet7 {}
private protocol Pet8 {}
private protocol Pet9 {}
extension Dog: Pet1, Pet2, Pet3, Pet4, Pet5, Pet6, Pet7, Pet8, Pet9 {}

@Suite struct TypeForwardingTests {
  let container = Container()

  @Test func forwardResolvesTheEntry() {
    let dog = container.register(Dog.self) { _ in Dog(name: "Hachi") }
    container.forward(Animal.self, to: dog)
    #expect(container.resolve(Animal.self)?.name == "Hachi")
  }

  @Test func forwardKeepsArguments() {
    let cat = container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
    container.forward(Animal.self, to: cat)
    let animal = container.resolve(Animal.self, arguments: "Mimi", true) as? Cat
    #expect(animal?.name == "Mimi")
    #expect(animal?.sleeping == true)
  }

  @Test func forwardWithName() {
    let dog = container.register(Dog.self) { _ in Dog() }
    container.forward(Animal.self, name: "Hachi", to: dog)
    #expect(container.resolve(Animal.self, name: "Hachi") != nil)
    #expect(container.resolve(Animal.self, name: "Mimi") == nil)
    #expect(container.resolve(Animal.self) == nil)
  }

  @Test func forwardingToAnUnrelatedTypeResolvesNil() {
    let dog = container.register(Dog.self) { _ in Dog() }
    container.forward(Cat.self, to: dog)
    #expect(container.resolve(Cat.self) == nil)
    let named = container.register(Dog.self) { (_, _: String) in Dog() }
    container.forward(Cat.self, to: named)
    #expect(container.resolve(Cat.self, argument: "") == nil)
  }

  @Test func forwardToAConcreteTypeOfAProtocolRegistration() {
    let animal = container.register(Animal.self) { _ in Dog() }
    container.forward(Dog.self, to: animal)
    #expect(container.resolve(Dog.self) != nil)
  }

  @Test func forwardedTypesShareScopeAndInstance() {
    var completed = 0
    container.register(Dog.self) { _ in Dog() }
      .inObjectScope(.container)
      .initCompleted { _, _ in completed += 1 }
      .implements(Animal.self)
    let dog = container.resolve(Dog.self)
    #expect(dog != nil && container.resolve(Animal.self) as? Dog === dog)
    #expect(completed == 1)
  }

  @Test func implementsWithNames() {
    container.register(Dog.self) { _ in Dog() }
      .implements(Pet1.self, name: "1")
      .implements(Pet2.self, name: "2")
    #expect(container.resolve(Pet1.self, name: "1") != nil)
    #expect(container.resolve(Pet2.self) == nil)
    #expect(container.resolve(Pet1.self, name: "2") == nil)
  }

  @Test(arguments: 1...9)
  func implementsOneToNineTypes(count: Int) {
    let entry = container.register(Dog.self) { _ in Dog() }
    switch count {
    case 1: entry.implements(Pet1.self)
    case 2: entry.implements(Pet1.self, Pet2.self)
    case 3: entry.implements(Pet1.self, Pet2.self, Pet3.self)
    case 4: entry.implements(Pet1.self, Pet2.self, Pet3.self, Pet4.self)
    case 5: entry.implements(Pet1.self, Pet2.self, Pet3.self, Pet4.self, Pet5.self)
    case 6: entry.implements(Pet1.self, Pet2.self, Pet3.self, Pet4.self, Pet5.self, Pet6.self)
    case 7: entry.implements(Pet1.self, Pet2.self, Pet3.self, Pet4.self, Pet5.self, Pet6.self, Pet7.self)
    case 8: entry.implements(Pet1.self, Pet2.self, Pet3.self, Pet4.self, Pet5.self, Pet6.self, Pet7.self, Pet8.self)
    default:
      entry.implements(
        Pet1.self, Pet2.self, Pet3.self, Pet4.self, Pet5.self, Pet6.self, Pet7.self, Pet8.self, Pet9.self)
    }
    let resolved: [Any?] = [
      container.resolve(Pet1.self), container.resolve(Pet2.self), container.resolve(Pet3.self),
      container.resolve(Pet4.self), container.resolve(Pet5.self), container.resolve(Pet6.self),
      container.resolve(Pet7.self), container.resolve(Pet8.self), container.resolve(Pet9.self),
    ]
    #expect(resolved.map { $0 != nil } == (1...9).map { $0 <= count })
  }

  @Test func optionalResolvesWrappedRegistration() {
    container.register(Dog.self) { _ in Dog() }
    container.register(Dog.self, name: "Hachi") { _ in Dog(name: "Hachi") }
    container.register(Dog.self) { _, name in Dog(name: name) }
    #expect((container.resolve(Dog?.self) ?? nil) != nil)
    #expect((container.resolve(Dog?.self, name: "Hachi") ?? nil)?.name == "Hachi")
    #expect((container.resolve(Dog?.self, argument: "Pochi") ?? nil)?.name == "Pochi")
  }

  @Test func optionalOfMissingRegistrationIsSomeNil() {
    container.register(Dog.self, name: "Hachi") { _ in Dog() }
    for resolved in [container.resolve(Dog?.self), container.resolve(Dog?.self, name: "Mimi")] {
      switch resolved {
      case .some(.none): break
      default: Issue.record("expected .some(nil), got \(String(describing: resolved))")
      }
    }
  }

  @Test func optionalOfForwardedType() {
    container.register(Dog.self) { _ in Dog() }.implements(Animal.self)
    #expect((container.resolve(Animal?.self) ?? nil) is Dog)
  }
}
