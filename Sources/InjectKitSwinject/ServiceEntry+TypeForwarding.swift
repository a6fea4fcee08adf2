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

  /// Makes this registration resolvable as each of 2 types too, all unnamed.
  ///
  /// - Parameters:
  ///   - type1: A type the instance conforms to.
  ///   - type2: A type the instance conforms to.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func implements<T1, T2>(_ type1: T1.Type, _ type2: T2.Type) -> ServiceEntry<Service> {
    forward(T1.self, name: nil)
    forward(T2.self, name: nil)
    return self
  }

  /// Makes this registration resolvable as each of 3 types too, all unnamed.
  ///
  /// - Parameters:
  ///   - type1: A type the instance conforms to.
  ///   - type2: A type the instance conforms to.
  ///   - type3: A type the instance conforms to.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func implements<T1, T2, T3>(_ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type) -> ServiceEntry<Service> {
    forward(T1.self, name: nil)
    forward(T2.self, name: nil)
    forward(T3.self, name: nil)
    return self
  }

  /// Makes this registration resolvable as each of 4 types too, all unnamed.
  ///
  /// - Parameters:
  ///   - type1: A type the instance conforms to.
  ///   - type2: A type the instance conforms to.
  ///   - type3: A type the instance conforms to.
  ///   - type4: A type the instance conforms to.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func implements<T1, T2, T3, T4>(
    _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type
  ) -> ServiceEntry<Service> {
    forward(T1.self, name: nil)
    forward(T2.self, name: nil)
    forward(T3.self, name: nil)
    forward(T4.self, name: nil)
    return self
  }

  /// Makes this registration resolvable as each of 5 types too, all unnamed.
  ///
  /// - Parameters:
  ///   - type1: A type the instance conforms to.
  ///   - type2: A type the instance conforms to.
  ///   - type3: A type the instance conforms to.
  ///   - type4: A type the instance conforms to.
  ///   - type5: A type the instance conforms to.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func implements<T1, T2, T3, T4, T5>(
    _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type, _ type5: T5.Type
  ) -> ServiceEntry<Service> {
    forward(T1.self, name: nil)
    forward(T2.self, name: nil)
    forward(T3.self, name: nil)
    forward(T4.self, name: nil)
    forward(T5.self, name: nil)
    return self
  }

  /// Makes this registration resolvable as each of 6 types too, all unnamed.
  ///
  /// - Parameters:
  ///   - type1: A type the instance conforms to.
  ///   - type2: A type the instance conforms to.
  ///   - type3: A type the instance conforms to.
  ///   - type4: A type the instance conforms to.
  ///   - type5: A type the instance conforms to.
  ///   - type6: A type the instance conforms to.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func implements<T1, T2, T3, T4, T5, T6>(
    _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type, _ type5: T5.Type, _ type6: T6.Type
  ) -> ServiceEntry<Service> {
    forward(T1.self, name: nil)
    forward(T2.self, name: nil)
    forward(T3.self, name: nil)
    forward(T4.self, name: nil)
    forward(T5.self, name: nil)
    forward(T6.self, name: nil)
    return self
  }

  /// Makes this registration resolvable as each of 7 types too, all unnamed.
  ///
  /// - Parameters:
  ///   - type1: A type the instance conforms to.
  ///   - type2: A type the instance conforms to.
  ///   - type3: A type the instance conforms to.
  ///   - type4: A type the instance conforms to.
  ///   - type5: A type the instance conforms to.
  ///   - type6: A type the instance conforms to.
  ///   - type7: A type the instance conforms to.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func implements<T1, T2, T3, T4, T5, T6, T7>(
    _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type, _ type5: T5.Type, _ type6: T6.Type,
    _ type7: T7.Type
  ) -> ServiceEntry<Service> {
    forward(T1.self, name: nil)
    forward(T2.self, name: nil)
    forward(T3.self, name: nil)
    forward(T4.self, name: nil)
    forward(T5.self, name: nil)
    forward(T6.self, name: nil)
    forward(T7.self, name: nil)
    return self
  }

  /// Makes this registration resolvable as each of 8 types too, all unnamed.
  ///
  /// - Parameters:
  ///   - type1: A type the instance conforms to.
  ///   - type2: A type the instance conforms to.
  ///   - type3: A type the instance conforms to.
  ///   - type4: A type the instance conforms to.
  ///   - type5: A type the instance conforms to.
  ///   - type6: A type the instance conforms to.
  ///   - type7: A type the instance conforms to.
  ///   - type8: A type the instance conforms to.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func implements<T1, T2, T3, T4, T5, T6, T7, T8>(
    _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type, _ type5: T5.Type, _ type6: T6.Type,
    _ type7: T7.Type, _ type8: T8.Type
  ) -> ServiceEntry<Service> {
    forward(T1.self, name: nil)
    forward(T2.self, name: nil)
    forward(T3.self, name: nil)
    forward(T4.self, name: nil)
    forward(T5.self, name: nil)
    forward(T6.self, name: nil)
    forward(T7.self, name: nil)
    forward(T8.self, name: nil)
    return self
  }

  /// Makes this registration resolvable as each of 9 types too, all unnamed.
  ///
  /// - Parameters:
  ///   - type1: A type the instance conforms to.
  ///   - type2: A type the instance conforms to.
  ///   - type3: A type the instance conforms to.
  ///   - type4: A type the instance conforms to.
  ///   - type5: A type the instance conforms to.
  ///   - type6: A type the instance conforms to.
  ///   - type7: A type the instance conforms to.
  ///   - type8: A type the instance conforms to.
  ///   - type9: A type the instance conforms to.
  /// - Returns: This entry, for chaining.
  @discardableResult
  public func implements<T1, T2, T3, T4, T5, T6, T7, T8, T9>(
    _ type1: T1.Type, _ type2: T2.Type, _ type3: T3.Type, _ type4: T4.Type, _ type5: T5.Type, _ type6: T6.Type,
    _ type7: T7.Type, _ type8: T8.Type, _ type9: T9.Type
  ) -> ServiceEntry<Service> {
    forward(T1.self, name: nil)
    forward(T2.self, name: nil)
    forward(T3.self, name: nil)
    forward(T4.self, name: nil)
    forward(T5.self, name: nil)
    forward(T6.self, name: nil)
    forward(T7.self, name: nil)
    forward(T8.self, name: nil)
    forward(T9.self, name: nil)
    return self
  }
}
