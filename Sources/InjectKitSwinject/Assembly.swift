/// A group of related registrations, applied to a container by an `Assembler`.
///
/// ```swift
/// final class AnimalAssembly: Assembly {
///   func assemble(container: Container) {
///     container.register(Animal.self) { _ in Cat(name: "Whiskers") }
///   }
///   func loaded(resolver: Resolver) {
///     Logger.shared.add(resolver.resolve(LogHandler.self)!)
///   }
/// }
/// ```
///
/// In InjectKit terms an assembly is a `Composer`: see the migration guide.
public protocol Assembly {
  /// Registers this assembly's services.
  ///
  /// - Parameter container: The container to register into.
  func assemble(container: Container)

  /// Called once every assembly applied with this one has registered its services.
  ///
  /// - Parameter resolver: Resolves from the assembled container.
  func loaded(resolver: any Resolver)
}

extension Assembly {
  /// Does nothing.
  ///
  /// - Parameter resolver: Unused.
  public func loaded(resolver: any Resolver) {}
}
