@_spi(InjectKitSkins) import InjectKit

/// The runtime-argument types of a registration, kept so type-erased code can still key,
/// describe and register it with the engine.
protocol ArgumentList: Sendable {
  /// `(Resolver, A, B)`, or `Resolver` alone: Swinject's `ServiceEntry.argumentsType`, and
  /// the key part that tells registrations of one type apart.
  var argumentsType: Any.Type { get }
  /// `Resolver` or `(Resolver, String, Bool)`, as `Container.description` prints it.
  var factoryDescription: String { get }
  /// Adds an engine registration for `type` and `name` that resolves `entry` through `state`,
  /// if the engine can key it: when the engine first reads the registrations, or now.
  func bind<T>(
    _ type: T.Type, name: String?, to entry: any ServiceEntryProtocol, state: ContainerState,
    in dependencies: Dependencies)
  /// `bind`, now.
  func bindNow<T>(
    _ type: T.Type, name: String?, to entry: any ServiceEntryProtocol, state: ContainerState,
    in dependencies: Dependencies)
  /// The engine's key's argument types: `(A, B)`, or `()` for none; nil when the engine cannot key them.
  var engineArguments: Any.Type? { get }
}

extension ServiceEntry: DeferredRegistration {
  /// Adds this entry's engine registration, under its own type and `name`, deferred by
  /// `ContainerState.add` (`Dependencies.deferRegistration`).
  package func addDeferred(name: String?) {
    guard let state, let dependencies = state.dependencies else { return }
    arguments.bindNow(Service.self, name: name, to: self, state: state, in: dependencies)
  }
}

/// A registration deferred under a key other than its entry's own type (`implements`, a
/// forwarded type): the entry cannot add itself there (`ServiceEntry.addDeferred`).
final class ForwardedRegistration<T>: DeferredRegistration {
  private let entry: any ServiceEntryProtocol
  private let state: ContainerState

  /// `dependencies` is where the registration is deferred: the state's own, which the state
  /// holds weakly (holding it here would keep the container alive from its own registry).
  init(_ entry: any ServiceEntryProtocol, state: ContainerState, in dependencies: Dependencies) {
    self.entry = entry
    self.state = state
  }

  /// Adds the registration, unless the container is going away (its registry then drops this:
  /// nothing will look the key up).
  package func addDeferred(name: String?) {
    guard let dependencies = state.dependencies else { return }
    entry.arguments.bindNow(T.self, name: name, to: entry, state: state, in: dependencies)
  }
}

/// The `ArgumentList` of a factory taking `Arg...`; `Full` is `(Resolver, Arg...)`, `Values`
/// the tuple `(Arg...)` (generic over a tuple, not a pack: a generic type with a parameter pack
/// would need iOS 17 / macOS 14; its initializer, a function, takes the pack).
struct Arguments<Full, Values>: ArgumentList {
  /// Builds the request the engine's registration resolves with (see `Request.init(name:full:engine:)`).
  let request: @Sendable (String?, Values) -> Request<Full>
  /// `Arg...`, for the description.
  let types: [Any.Type]

  init<each Arg>(_ request: @escaping @Sendable (String?, repeat each Arg) -> Request<Full>)
  where Values == (repeat each Arg) {
    self.request = { name, values in request(name, repeat each values) }
    var types: [Any.Type] = []
    for type in repeat (each Arg).self { types.append(type) }
    self.types = types
  }

  var argumentsType: Any.Type { Full.self }

  var factoryDescription: String {
    let names = ["Resolver"] + types.map { "\($0)" }
    return names.count == 1 ? names[0] : "(\(names.joined(separator: ", ")))"
  }

  func bind<T>(
    _ type: T.Type, name: String?, to entry: any ServiceEntryProtocol, state: ContainerState,
    in dependencies: Dependencies
  ) {
    // Added when the engine first reads the container's registrations: an app that resolves
    // only through the Swinject API never pays for it (a closure and a generic entry per
    // registration).
    let forwarded = ForwardedRegistration<T>(entry, state: state, in: dependencies)
    if !dependencies.deferRegistration(of: T.self, name: name, arguments: Values.self, forwarded) {
      bindNow(T.self, name: name, to: entry, state: state, in: dependencies)
    }
  }

  var engineArguments: Any.Type? { Values.self }

  func bindNow<T>(
    _ type: T.Type, name: String?, to entry: any ServiceEntryProtocol, state: ContainerState,
    in dependencies: Dependencies
  ) {
    // The engine keys by `T`, `name` and the argument types, exactly like the container, so
    // `Dependencies.resolve(T.self, name:, arguments:)` reaches this entry.
    @Sendable func make(_ resolver: any InjectKit.Resolver, _ values: Values) throws -> T {
      try state.resolveForEngine(entry, as: T.self, request: request(name, values))
    }
    // Swinject's `register` takes no call site; name the API instead of this file in listings.
    let registration = dependencies.addSpreading(
      T.self, name: name, scope: .transient, file: "InjectKitSwinject.Container.register", line: 0, isolation: nil,
      make)
    // Swinject's API has nowhere to give sample arguments: say so in the report, instead of
    // failing `verify()` for what the user cannot fix without leaving the Swinject API.
    if !types.isEmpty {
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

  var engineArguments: Any.Type? { FactoryArguments.self == (any Resolver).self ? Void.self : nil }

  func bind<T>(
    _ type: T.Type, name: String?, to entry: any ServiceEntryProtocol, state: ContainerState,
    in dependencies: Dependencies
  ) {
    bindNow(T.self, name: name, to: entry, state: state, in: dependencies)
  }

  func bindNow<T>(
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
    // Transient in the engine: the Swinject entry keeps its own scope.
    dependencies.add(
      T.self, name: name, scope: .transient, file: "InjectKitSwinject.Container._register", line: 0, make)
  }
}
