import InjectKit

/// The runtime-argument types of a registration, kept so type-erased code can still key,
/// describe and register it with the engine.
protocol ArgumentList: Sendable {
  /// The tuple of argument types (`Void` for none): the key part the engine uses too.
  var keyType: Any.Type { get }
  /// `(Resolver, A, B)`, or `Resolver` alone: Swinject's `ServiceEntry.argumentsType`.
  var swinjectArgumentsType: Any.Type { get }
  /// `Resolver` or `(Resolver, String, Bool)`, as `Container.description` prints it.
  var factoryDescription: String { get }
  /// Adds an engine registration for `type` and `name` that resolves `entry` through `state`.
  func bind<T>(
    _ type: T.Type, name: String?, to entry: any ServiceEntryProtocol, state: ContainerState,
    in dependencies: Dependencies)
}

/// The `ArgumentList` of a factory taking `Arg...`.
struct Arguments<each Arg>: ArgumentList {
  /// Takes the types as values so an empty list can be inferred: `Arguments()`.
  init(_ types: repeat (each Arg).Type) {}

  var keyType: Any.Type { (repeat each Arg).self }

  var swinjectArgumentsType: Any.Type { (any Resolver, repeat each Arg).self }

  var factoryDescription: String {
    var names = ["Resolver"]
    for type in repeat (each Arg).self { names.append("\(type)") }
    return names.count == 1 ? names[0] : "(\(names.joined(separator: ", ")))"
  }

  func bind<T>(
    _ type: T.Type, name: String?, to entry: any ServiceEntryProtocol, state: ContainerState,
    in dependencies: Dependencies
  ) {
    // The engine keys by `T`, `name` and the argument types, exactly like the container, so
    // `Dependencies.resolve(T.self, name:, arguments:)` reaches this entry.
    @Sendable func make(_ resolver: any InjectKit.Resolver, _ arguments: repeat each Arg) throws -> T {
      try state.resolveForEngine(entry, as: T.self, arguments: (repeat each arguments))
    }
    // Swinject's `register` takes no call site; name the API instead of this file in listings.
    dependencies.add(T.self, name: name, file: "InjectKitSwinject.Container.register", line: 0, make)
  }
}
