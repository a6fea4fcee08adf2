@_spi(InjectKitSkins) import InjectKit

/// A type the container resolves from the registration of the type it wraps, without a
/// registration of its own: `Optional`, `Lazy` and `Provider`.
protocol InstanceWrapper {
  /// The wrapper for the registration of the wrapped type, or nil if there is none (for
  /// `Optional`, a `.none` value instead). Lock must be held.
  static func wrap<Arguments>(in state: ContainerState, request: Request<Arguments>, requester: Container) -> Any?
}

extension Optional: InstanceWrapper {
  static func wrap<Arguments>(in state: ContainerState, request: Request<Arguments>, requester: Container) -> Any? {
    // `resolve(Dog?.self)` is `.some(dog)`, or `.some(nil)` when Dog is not registered.
    let value: Wrapped? = state.resolve(Wrapped.self, request: request, requester: requester)
    return value as Any
  }
}

extension Lazy: InstanceWrapper {
  static func wrap<Arguments>(in state: ContainerState, request: Request<Arguments>, requester: Container) -> Any? {
    guard state.canResolve(Service.self, request: request) else { return nil }
    let produce = Producer<Service>.make(state: state, requester: requester, request: request)
    return Lazy(graph: state.currentObjectGraph, produce: produce)
  }
}

extension Provider: InstanceWrapper {
  static func wrap<Arguments>(in state: ContainerState, request: Request<Arguments>, requester: Container) -> Any? {
    guard state.canResolve(Service.self, request: request) else { return nil }
    return Provider(produce: Producer<Service>.make(state: state, requester: requester, request: request))
  }
}

/// Builds the closure `Lazy` and `Provider` call to resolve their service later.
enum Producer<Service> {
  /// Resolves `Service` with the same name and arguments, inside the graph passed (or the
  /// current one). Holds the container weakly, as Swinject does: nil once it is gone.
  ///
  /// Bound when the wrapper is made, as Swinject binds it: the registration found now (here or in
  /// a parent) is the one resolved later, even if the key is registered again, in this container
  /// or a child, or `removeAll()` runs meanwhile. A service only the engine registers has no
  /// registration here to bind, and is looked up when resolved.
  static func make<Arguments>(
    state: ContainerState, requester: Container, request: Request<Arguments>
  ) -> (GraphIdentifier?) -> Service? {
    let bound = state.entry(for: request.key(Service.self))
    return { [weak state, weak requester] graph in
      guard let state, let requester = requester ?? state.handle() else { return nil }
      return SwinjectLock.shared.withLock { held in
        state.withObjectGraph(graph) {
          guard let bound else { return state.resolve(Service.self, request: request, requester: requester) }
          return state.resolve(bound, as: Service.self, request: request, requester: requester, held)
        }
      }
    }
  }
}
