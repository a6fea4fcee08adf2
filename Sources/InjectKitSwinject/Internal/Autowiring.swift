@_spi(InjectKitSkins) import InjectKit

/// An autoregistered initializer and how to call it: each parameter is a runtime argument of
/// its type, else resolved from the container.
///
/// Generic over the service only: what needs the parameter types is made by the initializer,
/// which is generic over them (a generic type with a parameter pack would need iOS 17 / macOS 14).
// The closures, which may capture non-Sendable state (the initializer), are read only under
// `SwinjectLock.shared` (`LockConfined`: they never change, and a `Guarded` would instantiate a
// class's metadata per service type at registration).
struct Autowiring<Service>: Sendable {
  let name: String?
  private let builder: LockConfined<(_ resolver: any Resolver, _ arguments: [Any]) -> Any>
  private let declarer:
    LockConfined<(_ entry: any ServiceEntryProtocol, _ state: ContainerState, _ dependencies: Dependencies) -> Bool>

  init<each Dependency>(name: String?, initializer: @escaping (repeat each Dependency) -> Service) {
    self.name = name
    builder = confined({ resolver, arguments in
      Self.build(initializer, resolver: resolver, arguments: arguments, name: name)
    })
    // Of a type that does not name `Service`, so no function type and no `LockConfined` of one
    // is instantiated per service type at registration; the entry is this service's.
    declarer = confined({ entry, state, dependencies in
      guard Self.declaresToEngine(repeat (each Dependency).self) else { return false }
      Self.declare(initializer, name: name, entry: entry as! ServiceEntry<Service>, state: state, in: dependencies)
      return true
    })
  }

  /// Builds the instance for a Swinject-style resolve, or returns an `AutoregistrationFailure`
  /// naming every parameter that could not be resolved.
  func build(resolver: any Resolver, arguments: [Any]) -> Any {
    SwinjectLock.shared.withLock { held in builder.value(held) }(resolver, arguments)
  }

  /// Declares the registration of `entry` to the engine with its parameter types, when the engine
  /// can resolve every one itself: the engine resolves them, then `entry` is built from them under
  /// its Swinject scope, and `verify()` checks them without running anything. False, declaring
  /// nothing, when a parameter exists only on this side (a wrapper, the Swinject `Resolver`).
  func declareIfItCan(_ entry: ServiceEntry<Service>, state: ContainerState, in dependencies: Dependencies) -> Bool {
    SwinjectLock.shared.withLock { held in declarer.value(held) }(entry, state, dependencies)
  }

  private static func build<each Dependency>(
    _ initializer: (repeat each Dependency) -> Service, resolver: any Resolver, arguments: [Any], name: String?
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
        service: Service.self, name: name, initializer: describe(initializer: initializer), unresolved: unresolved)
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
      if isWrapper(type) || type == GraphIdentifier.self || type == (any Resolver).self || type == Void.self {
        return false
      }
    }
    return true
  }

  /// Whether `type` is one of the wrappers only this side resolves (`Optional`, `Lazy`,
  /// `Provider`: the `InstanceWrapper`s), told by its name. Asking `type is any
  /// InstanceWrapper.Type` scans every conformance record in the process the first time it meets a
  /// type: in an app, most of what an `autoregister` costs, for a registration nothing may resolve.
  static func isWrapper(_ type: Any.Type) -> Bool {
    let name = _typeName(type, qualified: true)
    return name.hasPrefix("Swift.Optional<") || name.hasPrefix("InjectKitSwinject.Lazy<")
      || name.hasPrefix("InjectKitSwinject.Provider<")
  }

  private static func declare<each Dependency>(
    _ initializer: @escaping (repeat each Dependency) -> Service, name: String?, entry: ServiceEntry<Service>,
    state: ContainerState, in dependencies: Dependencies
  ) {
    // The non-Sendable closure `initializer` may be, kept under `SwinjectLock.shared` (wrapped in a
    // closure of the parameters' tuple as `Any`: a variadic function value cannot be stored so).
    let initializer = confined({ (values: Any) -> Service in
      let values = values as! (repeat each Dependency)
      return initializer(repeat each values)
    })
    @Sendable func make(_ values: repeat each Dependency) -> Service {
      do {
        return try state.resolveForEngine(entry, as: Service.self) { requester, held in
          state.buildTyped(entry, as: Service.self, requester: requester, held) {
            initializer.value(held)((repeat each values))
          }
        }
      } catch {
        // `autowire` takes a non-throwing initializer; the only failure left here is a
        // registration removed by `removeAll()` and resolved through the engine afterwards.
        fatalError("\(error)")
      }
    }
    // Transient in the engine: the Swinject entry keeps its own scope.
    dependencies.autowire(
      Service.self, name: name, scope: .transient, file: "InjectKitSwinject.Container.autoregister", line: 0, make)
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

/// An autoregistration's engine registration, added when the engine first reads the container's
/// registrations (`Dependencies.deferRegistration`), as every registration of this side is: an app
/// that resolves only through the Swinject API never pays for deciding whether its parameters can
/// be declared, nor for declaring them. Not generic (a class generic over the service would have
/// its metadata instantiated per service type at registration): `add` knows the types.
final class DeferredAutowiring: DeferredRegistration {
  private let add: @Sendable (_ name: String?) -> Void

  init<Service>(_ autowiring: Autowiring<Service>, entry: ServiceEntry<Service>, state: ContainerState) {
    add = { name in
      guard let dependencies = state.dependencies else { return }
      // Declared to the engine, or, when it cannot resolve every parameter, bound as a plain
      // registration (the engine then dry-runs it).
      if !autowiring.declareIfItCan(entry, state: state, in: dependencies) {
        entry.arguments.bindNow(Service.self, name: name, to: entry, state: state, in: dependencies)
      }
    }
  }

  package func addDeferred(name: String?) { add(name) }
}
