import Swinject
import SwinjectAutoregistration

/// The app's registrations, written against Swinject 2.10 and SwinjectAutoregistration.
public final class PetsAssembly: Assembly {
  public init() {}

  public func assemble(container: Swinject.Container) {
    container.register(Animal.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
    container.autoregister(PetOwner.self, initializer: PetOwner.init)
    container.autoregister(Walk.self, argument: String.self, initializer: Walk.init)
    container.registerGreeter()
  }
}

extension Swinject.Container {
  /// Registers `Greeter` with the `~>` operator, in an extension of the module-qualified type.
  func registerGreeter() {
    register(Greeter.self) { r in Greeter(owner: r ~> PetOwner.self) }
  }
}

/// The app's composition root: assembles once, hands out the resolver.
public enum Composition {
  public static func makeResolver() -> Swinject.Resolver {
    Assembler([PetsAssembly()]).resolver
  }
}
