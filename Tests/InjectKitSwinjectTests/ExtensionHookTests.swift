import InjectKitSwinject
import Testing

#if os(iOS) || os(macOS) || os(tvOS) || os(watchOS)
  import Foundation
#endif

// Swinject 2.10's hooks for extension authors: `_register`, `_resolve`, `ServiceKeyOption`.
@Suite struct ExtensionHookTests {
  let container = Container()

  @Test func resolverOnlyRegistrationIsTheOneRegisterMakes() throws {
    container._register(Animal.self, factory: { (_: Resolver) -> Any in Cat(name: "Hooked") })

    #expect((container.resolve(Animal.self) as? Cat)?.name == "Hooked")
    #expect((try container.dependencies.tryResolve(Animal.self) as? Cat)?.name == "Hooked")
  }

  @Test func resolveHandsTheRegisteredFactoryToTheInvoker() {
    container.register(Animal.self) { _ in Cat(name: "Plain") }
    container.register(Cat.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }

    let plain: Animal? = container._resolve(name: nil) { (factory: (Resolver) -> Any) in factory(container) }
    let withArguments: Cat? = container._resolve(name: nil) { (factory: ((Resolver, String, Bool)) -> Any) in
      factory((container, "Tom", true))
    }

    #expect((plain as? Cat)?.name == "Plain")
    #expect(withArguments?.name == "Tom" && withArguments?.sleeping == true)
  }

  @Test func registrationWithArgumentsIsFoundByTypedResolve() {
    container._register(Cat.self, factory: { (_: Resolver, name: String) -> Any in Cat(name: name) })

    #expect(container.resolve(Cat.self, argument: "Tom")?.name == "Tom")
  }

  @Test func optionIsPartOfTheKey() {
    container._register(
      Animal.self, factory: { (_: Resolver) -> Any in Dog(name: "Main") }, option: Storyboard(id: "Main"))

    let main: Animal? = container._resolve(name: nil, option: Storyboard(id: "Main")) {
      (factory: (Resolver) -> Any) in factory(container)
    }
    let other: Animal? = container._resolve(name: nil, option: Storyboard(id: "Other")) {
      (factory: (Resolver) -> Any) in factory(container)
    }

    #expect((main as? Dog)?.name == "Main")
    #expect(other == nil)
    #expect(container.resolve(Animal.self) == nil)
    #expect(!container.dependencies.isRegistered(Animal.self))
    #expect(container.description.contains("Storyboard Main"))
  }

  @Test func scopesBehaviorsAndParentsApplyToHookRegistrations() {
    let spy = BehaviorSpy()
    let parent = Container(behaviors: [spy])
    parent._register(Dog.self, factory: { (_: Resolver) -> Any in Dog() }, option: Storyboard(id: "A"))
      .inObjectScope(.container)
    let child = Container(parent: parent)

    let first: Dog? = child._resolve(name: nil, option: Storyboard(id: "A")) { (factory: (Resolver) -> Any) in
      factory(child)
    }
    let second: Dog? = parent._resolve(name: nil, option: Storyboard(id: "A")) { (factory: (Resolver) -> Any) in
      factory(parent)
    }

    #expect(first != nil && first === second)
    #expect(spy.types.count == 1 && spy.types.first == Dog.self)
  }

  @Test func containerIsAnUnderscoreResolver() {
    container.register(Food.self) { _ in Sushi() }
    let resolver: any _Resolver = container

    let food: Food? = resolver._resolve(name: nil, option: nil) { (factory: (Resolver) -> Any) in factory(container) }

    #expect(food is Sushi)
  }

  @Test func graphIdentifierHasSwinjectsIdType() {
    #if os(iOS) || os(macOS) || os(tvOS) || os(watchOS)
      func id(of graph: GraphIdentifier) -> UUID { graph.id }
    #else
      func id(of graph: GraphIdentifier) -> UInt { graph.id }
    #endif

    #expect(id(of: GraphIdentifier()) != id(of: GraphIdentifier()))
  }
}

/// An extension's key part, as SwinjectStoryboard keys by storyboard.
private struct Storyboard: ServiceKeyOption {
  let id: String

  func isEqualTo(_ another: any ServiceKeyOption) -> Bool { (another as? Storyboard)?.id == id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  var description: String { "Storyboard \(id)" }
}
