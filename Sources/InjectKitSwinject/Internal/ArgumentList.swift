import InjectKit

/// The runtime-argument types of a registration, kept so type-erased code can still key,
/// describe and register it with the engine.
protocol ArgumentList: Sendable {
  /// `(Resolver, A, B)`, or `Resolver` alone: Swinject's `ServiceEntry.argumentsType`, and
  /// the key part that tells registrations of one type apart.
  var argumentsType: Any.Type { get }
  /// `Resolver` or `(Resolver, String, Bool)`, as `Container.description` prints it.
  var factoryDescription: String { get }
  /// Adds an engine registration for `type` and `name` that resolves `entry` through `state`,
  /// if the engine can key it.
  func bind<T>(
    _ type: T.Type, name: String?, to entry: any ServiceEntryProtocol, state: ContainerState,
    in dependencies: Dependencies)
}

/// The `ArgumentList` of a factory taking `Arg...`; `Full` is `(Resolver, Arg...)`.
struct Arguments<Full, each Arg>: ArgumentList {
  /// Builds the request the engine's registration resolves with (see `Request.init(name:full:engine:)`).
  let request: @Sendable (String?, repeat each Arg) -> Request<Full>

  var argumentsType: Any.Type { Full.self }

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
      try state.resolveForEngine(entry, as: T.self, request: request(name, repeat each arguments))
    }
    // Swinject's `register` takes no call site; name the API instead of this file in listings.
    let registration = dependencies.add(T.self, name: name, file: "InjectKitSwinject.Container.register", line: 0, make)
    var takesArguments = false
    for _ in repeat (each Arg).self { takesArguments = true }
    // Swinject's API has nowhere to give sample arguments: say so in the report, instead of
    // failing `verify()` for what the user cannot fix without leaving the Swinject API.
    if takesArguments {
      registration.skipVerification(
        because: "registered with runtime arguments through InjectKitSwinject's Container.register, which takes "
          + "no samples; to check it, register it with `Dependencies.add` and `.verifying(with:)`",
        file: "InjectKitSwinject.Container.register", line: 0)
    }
  }
}

/// The `ArgumentList` of a factory registered with `_register`, known only by its type.
struct OpaqueArguments<FactoryArguments>: ArgumentList {
  var argumentsType: Any.Type { FactoryArguments.self }

  var factoryDescription: String { "\(FactoryArguments.self)" }

  func bind<T>(
    _ type: T.Type, name: String?, to entry: any ServiceEntryProtocol, state: ContainerState,
    in dependencies: Dependencies
  ) {
    // Only a factory of the resolver alone has a key the engine shares; with arguments of
    // unknown types there is no engine key to add.
    guard FactoryArguments.self == (any Resolver).self else { return }
    @Sendable func make(_ resolver: any InjectKit.Resolver) throws -> T {
      let request = Request<FactoryArguments>(name: name, full: { $0 as! FactoryArguments }, engine: EngineArguments())
      return try state.resolveForEngine(entry, as: T.self, request: request)
    }
    dependencies.add(T.self, name: name, file: "InjectKitSwinject.Container._register", line: 0, make)
  }
}
