@_spi(InjectKitSkins) import InjectKit

/// One resolve as the container's core sees it, whichever way it came in: a typed `resolve`,
/// the engine reaching a `Container` registration, or an extension's `_resolve`.
///
/// `Arguments` is Swinject's shape of the factory's parameters: `Resolver` alone, or the tuple
/// `(Resolver, A, B)`. It is part of the key, so a registration found for a request always has a
/// factory of type `(Arguments) -> Any`.
struct Request<Arguments> {
  let name: String?
  let option: (any ServiceKeyOption)?
  /// Given the resolver the factory should receive, the factory's argument: the resolver, or
  /// `(resolver, a, b)`. Nil for an extension's `_resolve`, which calls the factory itself.
  let full: ((any Resolver) -> Arguments)?
  /// An extension's own way to call the factory (`_resolve`'s invoker), when `full` is nil.
  let invoker: ((Arguments) -> Any) -> Any
  /// Finds registrations added with `Dependencies.add`; nil when the engine cannot key the
  /// request (it has an option, or came from `_resolve` with arguments of unknown types).
  let engine: (any EngineLookup)?

  /// An extension's request: `invoker` calls the factory.
  init(
    name: String?, option: (any ServiceKeyOption)?, invoker: @escaping ((Arguments) -> Any) -> Any,
    engine: (any EngineLookup)?
  ) {
    self.name = name
    self.option = option
    self.full = nil
    self.invoker = invoker
    self.engine = engine
  }

  /// Calls `factory` with the arguments, `resolver` first.
  func invoke(_ factory: @escaping (Arguments) -> Any, resolver: any Resolver) -> Any {
    if let full { return factory(full(resolver)) }
    return invoker(factory)
  }

  func key<Service>(_ service: Service.Type) -> ServiceKey {
    ServiceKey(serviceType: Service.self, argumentsType: Arguments.self, name: name, option: option)
  }
}

extension Request {
  /// A request from typed code: `full` puts the resolver in front of the runtime arguments,
  /// `{ ($0, name, age) }`, and `engine` holds the same arguments for the engine.
  ///
  /// The tuple is built by code that knows each argument's type, never inside pack-generic
  /// code: Swift 6.3 miscompiles function values whose parameter pack mixes the resolver with
  /// an expansion (`Pack{Resolver, repeat Arg}`), and the factory then reads garbage.
  init(name: String?, full: @escaping (any Resolver) -> Arguments, engine: (any EngineLookup)?) {
    self.name = name
    self.option = nil
    self.full = full
    self.invoker = { _ in fatalError("InjectKitSwinject: a typed request calls its factory through `full`.") }
    self.engine = engine
  }
}

/// Resolves from the engine by service type, name and these runtime arguments.
protocol EngineLookup {
  /// The engine's instance, or nil if it has no such registration (or building it failed).
  func resolve<T>(_ type: T.Type, name: String?, in dependencies: Dependencies) -> T?
}

/// A typed request's runtime arguments, as one tuple (a generic type with a parameter pack would
/// need iOS 17 / macOS 14).
struct EngineArguments<Values>: EngineLookup {
  let values: Values

  init<each Arg>(_ values: repeat each Arg) where Values == (repeat each Arg) {
    self.values = (repeat each values)
  }

  func resolve<T>(_ type: T.Type, name: String?, in dependencies: Dependencies) -> T? {
    try? dependencies.tryResolve(name: name, tuple: values, isolation: nil)
  }
}
