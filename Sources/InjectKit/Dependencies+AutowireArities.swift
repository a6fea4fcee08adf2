// `autowire` for initializers of one to six parameters.
//
// The parameter-pack `autowire` covers every arity, but Swift runs a pack expansion as a loop
// over the pack at run time: each parameter then pays for walking the pack. These overloads
// spell the common arities out. Overload resolution picks them over the pack form. Their entries
// (`AutowireEntry`) resolve each parameter through the pipeline, without the `Resolver`
// existential between them.
//
// Their initializers take parameters `consuming`, as a Swift initializer does: each resolved
// instance (+1) is handed over, where a borrowing function type made the initializer's thunk
// retain it and the closure release it (4 parameters: 1,661 -> 1,453 instructions).
extension Dependencies {
  /// Registers a type whose 1-parameter initializer's parameters are resolved from the container.
  ///
  /// ```swift
  /// deps.autowire(HomePresenter.self, HomePresenter.init)
  /// ```
  ///
  /// The same as the parameter-pack `autowire(_:name:scope:file:line:_:)`, specialised for
  /// 1 parameter.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - initializer: Builds the instance from its resolved, unnamed dependencies, taken
  ///     `consuming` (an initializer, a function or a closure fits).
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func autowire<T, A>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ initializer: @escaping @Sendable (consuming A) -> T
  ) -> Registration<T> {
    autowire(
      T.self, name: name, scope: scope, site: CallSite(file: file, line: line),
      parameters: declaredDependencies(A.self)
    ) { (parameters) throws(ResolutionError) -> T in initializer(try parameters.resolve(0)) }
  }

  /// Registers a type whose 2-parameter initializer's parameters are resolved from the container.
  ///
  /// ```swift
  /// deps.autowire(HomePresenter.self, HomePresenter.init)
  /// ```
  ///
  /// The same as the parameter-pack `autowire(_:name:scope:file:line:_:)`, specialised for
  /// 2 parameters.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - initializer: Builds the instance from its resolved, unnamed dependencies, taken
  ///     `consuming` (an initializer, a function or a closure fits).
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func autowire<T, A, B>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ initializer: @escaping @Sendable (consuming A, consuming B) -> T
  ) -> Registration<T> {
    autowire(
      T.self, name: name, scope: scope, site: CallSite(file: file, line: line),
      parameters: declaredDependencies(A.self, B.self)
    ) { (parameters) throws(ResolutionError) -> T in initializer(try parameters.resolve(0), try parameters.resolve(1)) }
  }

  /// Registers a type whose 3-parameter initializer's parameters are resolved from the container.
  ///
  /// ```swift
  /// deps.autowire(HomePresenter.self, HomePresenter.init)
  /// ```
  ///
  /// The same as the parameter-pack `autowire(_:name:scope:file:line:_:)`, specialised for
  /// 3 parameters.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - initializer: Builds the instance from its resolved, unnamed dependencies, taken
  ///     `consuming` (an initializer, a function or a closure fits).
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func autowire<T, A, B, C>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ initializer: @escaping @Sendable (consuming A, consuming B, consuming C) -> T
  ) -> Registration<T> {
    autowire(
      T.self, name: name, scope: scope, site: CallSite(file: file, line: line),
      parameters: declaredDependencies(A.self, B.self, C.self)
    ) { (parameters) throws(ResolutionError) -> T in
      initializer(try parameters.resolve(0), try parameters.resolve(1), try parameters.resolve(2))
    }
  }

  /// Registers a type whose 4-parameter initializer's parameters are resolved from the container.
  ///
  /// ```swift
  /// deps.autowire(HomePresenter.self, HomePresenter.init)
  /// ```
  ///
  /// The same as the parameter-pack `autowire(_:name:scope:file:line:_:)`, specialised for
  /// 4 parameters.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - initializer: Builds the instance from its resolved, unnamed dependencies, taken
  ///     `consuming` (an initializer, a function or a closure fits).
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func autowire<T, A, B, C, D>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ initializer: @escaping @Sendable (consuming A, consuming B, consuming C, consuming D) -> T
  ) -> Registration<T> {
    autowire(
      T.self, name: name, scope: scope, site: CallSite(file: file, line: line),
      parameters: declaredDependencies(A.self, B.self, C.self, D.self)
    ) { (parameters) throws(ResolutionError) -> T in
      initializer(
        try parameters.resolve(0), try parameters.resolve(1), try parameters.resolve(2), try parameters.resolve(3))
    }
  }

  /// Registers a type whose 5-parameter initializer's parameters are resolved from the container.
  ///
  /// ```swift
  /// deps.autowire(HomePresenter.self, HomePresenter.init)
  /// ```
  ///
  /// The same as the parameter-pack `autowire(_:name:scope:file:line:_:)`, specialised for
  /// 5 parameters.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - initializer: Builds the instance from its resolved, unnamed dependencies, taken
  ///     `consuming` (an initializer, a function or a closure fits).
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func autowire<T, A, B, C, D, E>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line,
    _ initializer: @escaping @Sendable (consuming A, consuming B, consuming C, consuming D, consuming E) -> T
  ) -> Registration<T> {
    autowire(
      T.self, name: name, scope: scope, site: CallSite(file: file, line: line),
      parameters: declaredDependencies(A.self, B.self, C.self, D.self, E.self)
    ) { (parameters) throws(ResolutionError) -> T in
      initializer(
        try parameters.resolve(0), try parameters.resolve(1), try parameters.resolve(2), try parameters.resolve(3),
        try parameters.resolve(4))
    }
  }

  /// Registers a type whose 6-parameter initializer's parameters are resolved from the container.
  ///
  /// ```swift
  /// deps.autowire(HomePresenter.self, HomePresenter.init)
  /// ```
  ///
  /// The same as the parameter-pack `autowire(_:name:scope:file:line:_:)`, specialised for
  /// 6 parameters.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - initializer: Builds the instance from its resolved, unnamed dependencies, taken
  ///     `consuming` (an initializer, a function or a closure fits).
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func autowire<T, A, B, C, D, E, F>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line,
    _ initializer:
      @escaping @Sendable (consuming A, consuming B, consuming C, consuming D, consuming E, consuming F) -> T
  ) -> Registration<T> {
    autowire(
      T.self, name: name, scope: scope, site: CallSite(file: file, line: line),
      parameters: declaredDependencies(A.self, B.self, C.self, D.self, E.self, F.self)
    ) { (parameters) throws(ResolutionError) -> T in
      initializer(
        try parameters.resolve(0), try parameters.resolve(1), try parameters.resolve(2), try parameters.resolve(3),
        try parameters.resolve(4), try parameters.resolve(5))
    }
  }
}
