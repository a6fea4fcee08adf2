@_spi(InjectKitSkins) import InjectKit

extension Container {
  /// Makes `service` resolvable as `type` too, optionally under a name (type forwarding).
  ///
  /// ```swift
  /// let dog = container.register(Dog.self) { _ in Dog() }
  /// container.forward(Animal.self, to: dog)
  /// container.forward(Pet.self, name: "best", to: dog)
  /// ```
  ///
  /// The forwarded key shares the entry: its scope, storage and `initCompleted` closures.
  /// Resolving a type the instance does not conform to returns nil.
  ///
  /// - Parameters:
  ///   - type: A protocol or superclass the instance conforms to.
  ///   - name: The name to resolve it by, or nil.
  ///   - service: The entry returned by `register`.
  public func forward<T, S>(_ type: T.Type, name: String? = nil, to service: ServiceEntry<S>) {
    SwinjectLock.shared.withLock { held in state.add(service, as: T.self, name: name, by: self, held) }
  }
}
