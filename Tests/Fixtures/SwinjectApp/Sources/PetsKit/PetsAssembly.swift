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
    container.register2(Visit.init)
    container.register(Optional<Cat>.self) { _ in Cat(name: "Tom") }
  }
}

extension Swinject.Container {
  /// A kit's wrapper, typed like SwinjectAutoregistration's own two-dependency `autoregister`.
  @discardableResult
  func register2<T, A, B>(_ initializer: @escaping ((A, B)) -> T) -> ServiceEntry<T> {
    autoregister(T.self, initializer: initializer)
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
  public static func makeResolver(verbose: Bool = false) -> Swinject.Resolver {
    Swinject.Container.loggingFunction = verbose ? { print($0) } : nil
    return Assembler([PetsAssembly()]).resolver
  }
}
