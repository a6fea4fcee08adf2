@_spi(InjectKitSkins) import InjectKit

/// An autoregistered initializer and how to call it: each parameter is a runtime argument of
/// its type, else resolved from the container.
///
/// Generic over the service only: what needs the parameter types is made by the initializer,
/// which is generic over them (a generic type with a parameter pack would need iOS 17 / macOS 14).
// The closures, which may capture non-Sendable state (the initializer), are kept under
// `SwinjectLock.shared` (`Guarded`).
struct Autowiring<Service>: Sendable {
  let name: String?
  private let builder: Guarded<(_ resolver: any Resolver, _ arguments: [Any]) -> Any>
  /// `(Animal, String) -> PetOwner`, as the failure message shows the initializer.
  let initializerDescription: String
  /// Whether the engine can resolve every parameter itself, so the registration can declare
  /// them (`Dependencies.autowire`) and `verify()` check them without running anything. The
  /// wrapper types and the Swinject `Resolver` exist only on this side.
  let declaresToEngine: Bool
  private let declarer:
    Guarded<(_ entry: ServiceEntry<Service>, _ state: ContainerState, _ dependencies: Dependencies) -> Void>

  init<each Dependency>(name: String?, initializer: @escaping (repeat each Dependency) -> Service) {
    self.name = name
    let described = Self.describe(initializer: initializer)
    initializerDescription = described
    declaresToEngine = Self.declaresToEngine(repeat (each Dependency).self)
    builder = guarded({ resolver, arguments in
      Self.build(initializer, resolver: resolver, arguments: arguments, name: name, description: described)
    })
    declarer = guarded({ entry, state, dependencies in
      Self.declare(initializer, name: name, entry: entry, state: state, in: dependencies)
    })
  }

  /// Builds the instance for a Swinject-style resolve, or returns an `AutoregistrationFailure`
  /// naming every parameter that could not be resolved.
  func build(resolver: any Resolver, arguments: [Any]) -> Any { builder.withLock { $0 }(resolver, arguments) }

  /// Declares the registration of `entry` to the engine with its parameter types: the engine
  /// resolves them, then `entry` is built from them under its Swinject scope.
  func declare(_ entry: ServiceEntry<Service>, state: ContainerState, in dependencies: Dependencies) {
    declarer.withLock { $0 }(entry, state, dependencies)
  }

  private static func build<each Dependency>(
    _ initializer: (repeat each Dependency) -> Service, resolver: any Resolver, arguments: [Any], name: String?,
    description: String
  ) -> Any {
    var unresolved: [Any.Type] = []
    func value<D>(_ type: D.Type) -> D? {
      // `()` is no dependency: a parameter of that type (SwinjectAutoregistration's zero-dependency
      // shape, `(()) -> Service`, met by a generic wrapper) takes the empty tuple.
      if D.self == Void.self { return () as? D }
      for argument in arguments {
        if let match = argument as? D { return match }
      }
      // `D?` resolves to `.some(nil)` when D is not registered: an optional parameter is nil.
      if let resolved = resolver.resolve(D.self) { return resolved }
      unresolved.append(D.self)
      return nil
    }
    let values = (repeat value((each Dependency).self))
    guard unresolved.isEmpty else {
      return AutoregistrationFailure(
        service: Service.self, name: name, initializer: description, unresolved: unresolved)
    }
    return initializer(repeat (each values)!)
  }

  private static func describe<each Dependency>(initializer: (repeat each Dependency) -> Service) -> String {
    var names: [String] = []
    for type in repeat (each Dependency).self { names.append("\(type)") }
    return "(\(names.joined(separator: ", "))) -> \(Service.self)"
  }

  private static func declaresToEngine<each Dependency>(_ types: repeat (each Dependency).Type) -> Bool {
    for type in repeat each types {
      if type is any InstanceWrapper.Type || type == GraphIdentifier.self || type == (any Resolver).self
        || type == Void.self
      {
        return false
      }
    }
    return true
  }

  private static func declare<each Dependency>(
    _ initializer: @escaping (repeat each Dependency) -> Service, name: String?, entry: ServiceEntry<Service>,
    state: ContainerState, in dependencies: Dependencies
  ) {
    // The non-Sendable closure `initializer` may be, kept under `SwinjectLock.shared` (wrapped in a
    // closure of the parameters' tuple as `Any`: a variadic function value cannot be stored so).
    let initializer = guarded({ (values: Any) -> Service in
      let values = values as! (repeat each Dependency)
      return initializer(repeat each values)
    })
    @Sendable func make(_ values: repeat each Dependency) -> Service {
      do {
        return try state.resolveForEngine(entry, as: Service.self) { requester, held in
          state.buildTyped(entry, as: Service.self, requester: requester, held) {
            initializer.withLock { $0 }((repeat each values))
          }
        }
      } catch {
        // `autowire` takes a non-throwing initializer; the only failure left here is a
        // registration removed by `removeAll()` and resolved through the engine afterwards.
        fatalError("\(error)")
      }
    }
    dependencies.autowire(Service.self, name: name, file: "InjectKitSwinject.Container.autoregister", line: 0, make)
  }
}

extension Autowiring {
  /// Stops registration when two runtime arguments share a type: they could not be told apart.
  static func requireDistinct(_ types: [Any.Type]) {
    let distinct = Set(types.map(ObjectIdentifier.init))
    precondition(
      distinct.count == types.count,
      "InjectKitSwinject: autoregistration of \(Service.self) with arguments of the same type "
        + "(\(types.map { "\($0)" }.joined(separator: ", "))): arguments are matched to parameters by type. "
        + "To fix: register \(Service.self) with `register` and a factory closure instead.")
  }
}
