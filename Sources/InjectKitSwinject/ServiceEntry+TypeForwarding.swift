extension ServiceEntry {
  /// Makes this registration resolvable as `type` too, optionally under a name (type forwarding).
  ///
  /// ```swift
  /// container.register(Dog.self) { _ in Dog() }.implements(Animal.self)
  /// container.resolve(Animal.self)   // built by the Dog registration, with its scope
  /// ```
  ///
  /// Resolving a type the instance does not conform to returns nil.
  ///
  /// - Parameters:
  ///   - type: A protocol or superclass the instance conforms to.
  ///   - name: The name to resolve it by, or nil.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func implements<T>(_ type: T.Type, name: String? = nil) -> ServiceEntry<Service> {
    forward(T.self, name: name)
    return self
  }

  /// Makes this registration resolvable as each of several types too, all unnamed: Swinject's
  /// `implements` with 2 to 9 types, as one parameter pack (any number).
  ///
  /// ```swift
  /// container.register(Dog.self) { _ in Dog() }.implements(Animal.self, Pet.self)
  /// ```
  ///
  /// - Parameters:
  ///   - first: A type the instance conforms to.
  ///   - second: Another type the instance conforms to.
  ///   - more: Further types the instance conforms to.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func implements<T1, T2, each T>(
    _ first: T1.Type, _ second: T2.Type, _ more: repeat (each T).Type
  ) -> ServiceEntry<Service> {
    forward(T1.self, name: nil)
    forward(T2.self, name: nil)
    for type in repeat each more { forward(type, name: nil) }
    return self
  }
}
