import InjectKitSwinject
import Testing

@Suite struct BehaviorTests {
  let container = Container()

  @Test func everyBehaviorHearsEveryRegistration() {
    let first = BehaviorSpy()
    let second = BehaviorSpy()
    container.addBehavior(first)
    container.addBehavior(second)
    container.register(Dog.self, name: "Hachi") { _ in Dog() }
    container.register(Animal.self) { _ in Cat() }
    #expect(first.names == ["Hachi", nil])
    #expect(second.names.count == 2)
    #expect(first.types.map(ObjectIdentifier.init) == [ObjectIdentifier(Dog.self), ObjectIdentifier(Animal.self)])
  }

  @Test func behaviorsHearForwardedTypes() {
    let spy = BehaviorSpy()
    container.addBehavior(spy)
    container.register(Dog.self, name: "Hachi") { _ in Dog() }.implements(Animal.self)
    #expect(spy.names == ["Hachi", nil])
    #expect(spy.types.map(ObjectIdentifier.init) == [ObjectIdentifier(Dog.self), ObjectIdentifier(Animal.self)])
    #expect(spy.entryTypes.allSatisfy { ObjectIdentifier($0) == ObjectIdentifier(Dog.self) })
  }

  @Test func behaviorsAddedLaterMissEarlierRegistrations() {
    container.register(Dog.self) { _ in Dog() }
    let spy = BehaviorSpy()
    container.addBehavior(spy)
    #expect(spy.names.isEmpty)
  }

  @Test func initializerTakesBehaviors() {
    let first = BehaviorSpy()
    let second = BehaviorSpy()
    let container = Container(behaviors: [first, second])
    container.register(Dog.self) { _ in Dog() }
    #expect(first.names.count == 1 && second.names.count == 1)
  }
}

@Suite struct DescriptionTests {
  let container = Container()

  @Test func emptyContainer() {
    #expect(container.description == "[\n]")
  }

  @Test func plainRegistration() {
    container.register(Animal.self) { _ in Cat() }
    #expect(container.description == "[\n    { Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph }\n]")
  }

  @Test func nameArgumentsScopeAndInitCompleted() {
    container.register(Animal.self, name: "My Cat") { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
      .inObjectScope(.container)
      .initCompleted { _, _ in }
    #expect(
      container.description
        == "[\n    { Service: Animal, Name: \"My Cat\", Factory: (Resolver, String, Bool) -> Animal, "
        + "ObjectScope: container, InitCompleted: Specified 1 closures }\n]")
  }

  @Test func severalRegistrationsAreSorted() {
    container.register(Animal.self, name: "2") { _ in Cat() }
    container.register(Animal.self, name: "1") { _ in Cat() }
    #expect(
      container.description
        == "[\n    { Service: Animal, Name: \"1\", Factory: Resolver -> Animal, ObjectScope: graph },"
        + "\n    { Service: Animal, Name: \"2\", Factory: Resolver -> Animal, ObjectScope: graph }\n]")
  }

  @Test func entryDescribesItsTypes() {
    let entry = container.register(Animal.self) { _, name in Cat(name: name) }
    #expect(ObjectIdentifier(entry.serviceType) == ObjectIdentifier(Animal.self))
    #expect("\(entry.argumentsType)".contains("String"))
  }
}
