extension Dependencies {
  /// Registers a factory that takes runtime arguments, of any number and type.
  ///
  /// ```swift
  /// deps.add(DetailPresenter.self) { r, item: Item in
  ///   DetailPresenter(item: item, store: try r.resolve())
  /// }
  /// let presenter = deps.resolve(DetailPresenter.self, arguments: item)
  /// ```
  ///
  /// The argument types are part of the key: a resolve with other argument types finds
  /// nothing and says which signatures are registered. Caching scopes keep one instance per
  /// registration, built from the first call's arguments. Give `verify()` sample arguments with
  /// ``ArgumentRegistration/verifying(with:file:line:)``.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds an instance from the resolver and the arguments.
  /// - Returns: A handle to chain `verifying(with:)`, `implements`, `onResolved` or `onReset`.
  @discardableResult @inlinable @_disfavoredOverload
  public func add<T, each A>(
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @Sendable (any Resolver, repeat each A) throws -> T
  ) -> ArgumentRegistration<T, (repeat each A)> {
    // The one closure made in the caller: it spreads the tuple into the factory's parameters,
    // compiled for the caller's argument types instead of walking a pack at run time. The
    // registration itself is the library's code.
    addSpreading(type, name: name, scope: scope, file: file, line: line) { r, arguments in
      try factory(r, repeat each arguments)
    }
  }

  /// Registers `make`, which takes the arguments as one tuple (see `add(_:name:scope:file:line:_:)`).
  @usableFromInline func addSpreading<T, Arguments>(
    _ type: T.Type, name: String?, scope: Scope, file: StaticString, line: UInt,
    _ make: @escaping @Sendable (any Resolver, Arguments) throws -> T
  ) -> ArgumentRegistration<T, Arguments> {
    let key = DependencyKey(T.self, arguments: Arguments.self, name: name)
    let entry = FactoryEntry.taking(
      key: key, site: CallSite(file: file, line: line), scope: scope, options: [], make: make)
    store(entry)
    return ArgumentRegistration(Registration(container: self, entry: entry))
  }

  /// Resolves an instance built with runtime arguments, stopping the process with a full
  /// explanation if it cannot.
  ///
  /// - Parameters:
  ///   - type: The registered type; usually inferred.
  ///   - name: The registration's name, or nil.
  ///   - arguments: Values passed to the factory, matching its parameter types in order.
  ///   - file: The caller, named in the message if resolution fails. Leave the default.
  ///   - line: The caller's line. Leave the default.
  /// - Returns: The instance.
  @inlinable
  public func resolve<T, each A>(
    _ type: T.Type = T.self, name: String? = nil, arguments: repeat each A, file: StaticString = #fileID,
    line: UInt = #line
  ) -> T {
    resolve(name: name, tuple: (repeat each arguments), file: file, line: line)
  }

  /// `resolve(_:name:arguments:file:line:)` with the arguments as one tuple. The public forms
  /// are inlinable shims that only form the tuple, so its type is the caller's, not a pack walked
  /// at run time.
  @usableFromInline func resolve<T, Arguments>(name: String?, tuple: Arguments, file: StaticString, line: UInt) -> T {
    do {
      return try Resolution.resolve(from: self, name: name, arguments: tuple)
    } catch {
      Self.trap(error, file: file, line: line)
    }
  }

  /// `tryResolve(_:name:arguments:)` with the arguments as one tuple.
  @usableFromInline func tryResolve<T, Arguments>(name: String?, tuple: Arguments) throws(ResolutionError) -> T {
    try Resolution.resolve(from: self, name: name, arguments: tuple)
  }

  /// Resolves an instance with runtime arguments; the `Resolver` requirement, so it throws
  /// like every `Resolver`.
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - name: The registration's name, or nil.
  ///   - arguments: Values passed to the factory.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining the failure.
  @_disfavoredOverload @inlinable
  public func resolve<T, each A>(_ type: T.Type, name: String?, arguments: repeat each A) throws(ResolutionError) -> T {
    try tryResolve(name: name, tuple: (repeat each arguments))
  }

  /// Resolves an instance built with runtime arguments, throwing on failure.
  ///
  /// - Parameters:
  ///   - type: The registered type; usually inferred.
  ///   - name: The registration's name, or nil.
  ///   - arguments: Values passed to the factory, matching its parameter types in order.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError`, with code `argumentMismatch` listing the registered
  ///   signatures when the argument types match no registration.
  @inlinable
  public func tryResolve<T, each A>(_ type: T.Type = T.self, name: String? = nil, arguments: repeat each A)
    throws(ResolutionError) -> T
  {
    try tryResolve(name: name, tuple: (repeat each arguments))
  }
}
