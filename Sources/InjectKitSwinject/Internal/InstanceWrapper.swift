/// A type the container resolves from the registration of the type it wraps, without a
/// registration of its own: `Optional`, `Lazy` and `Provider`.
protocol InstanceWrapper {
  /// The wrapper for the registration of the wrapped type, or nil if there is none (for
  /// `Optional`, a `.none` value instead). Lock must be held.
  static func wrap<each Arg>(
    in state: ContainerState, name: String?, requester: Container, arguments: repeat each Arg
  ) -> Any?
}

extension Optional: InstanceWrapper {
  static func wrap<each Arg>(
    in state: ContainerState, name: String?, requester: Container, arguments: repeat each Arg
  ) -> Any? {
    // `resolve(Dog?.self)` is `.some(dog)`, or `.some(nil)` when Dog is not registered.
    let value: Wrapped? = state.resolve(
      Wrapped.self, name: name, requester: requester, arguments: repeat each arguments)
    return value as Any
  }
}

extension Lazy: InstanceWrapper {
  static func wrap<each Arg>(
    in state: ContainerState, name: String?, requester: Container, arguments: repeat each Arg
  ) -> Any? {
    guard state.canResolve(Service.self, name: name, arguments: repeat (each Arg).self) else { return nil }
    let produce = Producer<Service>.make(
      state: state, requester: requester, name: name, arguments: repeat each arguments)
    return Lazy(graph: state.currentObjectGraph, produce: produce)
  }
}

extension Provider: InstanceWrapper {
  static func wrap<each Arg>(
    in state: ContainerState, name: String?, requester: Container, arguments: repeat each Arg
  ) -> Any? {
    guard state.canResolve(Service.self, name: name, arguments: repeat (each Arg).self) else { return nil }
    return Provider(
      produce: Producer<Service>.make(
        state: state, requester: requester, name: name, arguments: repeat each arguments))
  }
}

/// Builds the closure `Lazy` and `Provider` call to resolve their service later.
enum Producer<Service> {
  /// Resolves `Service` with the same name and arguments, inside the graph passed (or the
  /// current one). Holds the container weakly, as Swinject does: nil once it is gone.
  static func make<each Arg>(
    state: ContainerState, requester: Container, name: String?, arguments: repeat each Arg
  ) -> (GraphIdentifier?) -> Service? {
    let captured = (repeat each arguments)
    return { [weak state, weak requester] graph in
      guard let state, let requester = requester ?? state.handle() else { return nil }
      return state.withObjectGraph(graph) {
        state.resolve(Service.self, name: name, requester: requester, arguments: repeat each captured)
      }
    }
  }
}
