import InjectKit

/// An autoregistered initializer and how to call it: each parameter is a runtime argument of
/// its type, else resolved from the container.
// Safety: `initializer` may capture non-Sendable state; it is only called with
// `SwinjectLock.shared` held (from a factory, or from `build(from:)` under the engine's way in).
struct Autowiring<Service, each Dependency>: @unchecked Sendable {
  let name: String?
  let initializer: (repeat each Dependency) -> Service

  /// Builds the instance for a Swinject-style resolve, or returns an `AutoregistrationFailure`
  /// naming every parameter that could not be resolved.
  func build(resolver: any Resolver, arguments: [Any]) -> Any {
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
        service: Service.self, name: name, initializer: initializerDescription, unresolved: unresolved)
    }
    return initializer(repeat (each values)!)
  }

  /// `(Animal, String) -> PetOwner`, as the failure message shows the initializer.
  var initializerDescription: String {
    var names: [String] = []
    for type in repeat (each Dependency).self { names.append("\(type)") }
    return "(\(names.joined(separator: ", "))) -> \(Service.self)"
  }

  /// Whether the engine can resolve every parameter itself, so the registration can declare
  /// them (`Dependencies.autowire`) and `verify()` check them without running anything. The
  /// wrapper types and the Swinject `Resolver` exist only on this side.
  var declaresToEngine: Bool {
    for type in repeat (each Dependency).self {
      if type is any InstanceWrapper.Type || type == GraphIdentifier.self || type == (any Resolver).self
        || type == Void.self
      {
        return false
      }
    }
    return true
  }

  /// Declares the registration of `entry` to the engine with its parameter types: the engine
  /// resolves them, then `entry` is built from them under its Swinject scope.
  func declare(_ entry: ServiceEntry<Service>, state: ContainerState, in dependencies: Dependencies) {
    @Sendable func make(_ values: repeat each Dependency) -> Service {
      do {
        return try state.resolveForEngine(entry, as: Service.self) { requester in
          state.buildTyped(entry, kind: entry.storageKind, as: Service.self, requester: requester) {
            initializer(repeat each values)
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
