extension Dependencies {
  /// Registers a service that needs `await` to be built: opening a database, reading the
  /// keychain, warming a model.
  ///
  /// ```swift
  /// deps.addAsync(Database.self, scope: .singleton) { r in
  ///   try await Database.open(at: try r.resolve(Settings.self).databaseURL)
  /// }
  /// let db = try await deps.resolveAsync(Database.self)
  /// ```
  ///
  /// A `singleton` is created once even when many tasks await it together; if its factory
  /// throws, every waiter gets the error and the next resolve retries. Synchronous `resolve`
  /// of it fails with `requiresAsync`. The `weak` scope is not supported for async
  /// registrations and behaves as `transient`.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds the instance; may await and throw.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func addAsync<T: Sendable>(
    _ type: T.Type, name: String? = nil, scope: Scope = .inherited, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @Sendable (any Resolver) async throws -> T
  ) -> Registration<T> {
    let key = DependencyKey(T.self, name: name)
    let entry = AsyncFactoryBody.entry(
      key: key, site: CallSite(file: file, line: line), scope: effectiveScope(scope, for: key), make: factory)
    store(entry)
    return Registration(container: self, entry: entry)
  }

  /// Registers an async factory that needs no dependencies: `addAsync(Connection.self) { await Connection.open() }`.
  ///
  /// - Parameters:
  ///   - type: The type the registration is resolved as.
  ///   - name: Distinguishes several registrations of one type.
  ///   - scope: How long instances live.
  ///   - file: Where the registration is made, for diagnostics. Leave the default.
  ///   - line: Where the registration is made, for diagnostics. Leave the default.
  ///   - factory: Builds the instance; may await and throw.
  /// - Returns: A handle to chain `implements`, `onResolved` or `onReset`.
  @discardableResult
  public func addAsync<T: Sendable>(
    _ type: T.Type, name: String? = nil, scope: Scope = .inherited, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @Sendable () async throws -> T
  ) -> Registration<T> {
    addAsync(T.self, name: name, scope: scope, file: file, line: line) { _ in try await factory() }
  }

  /// Resolves any registration, async or not, from async code.
  ///
  /// ```swift
  /// let db = try await deps.resolveAsync(Database.self)
  /// ```
  ///
  /// It runs on the caller's actor until an async factory suspends, so from the main actor it
  /// also builds main-actor registrations.
  ///
  /// - Parameters:
  ///   - type: The registered type; usually inferred.
  ///   - name: The registration's name, or nil.
  ///   - isolation: The caller's actor. Leave the default.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining any failure in the graph.
  public func resolveAsync<T: Sendable>(
    _ type: T.Type = T.self, name: String? = nil, isolation: isolated (any Actor)? = #isolation
  ) async throws(ResolutionError) -> T {
    let slot = AsyncResolutionState(ResolutionState.async())
    let request = AsyncRequest(
      container: self, key: DependencyKey(T.self, name: name), service: T.self, argumentsType: Void.self,
      arguments: (), parent: nil, slot: slot)
    let box = try await Resolution.resolveAsync(request, isolation: isolation)
    try slot.finish()
    // The request's key is `T`'s, so its entry boxed a `T`.
    return (box as! ValueBox<T>).value
  }

  /// `Resolver`'s requirement: `resolveAsync` without the caller's isolation.
  ///
  /// - Parameters:
  ///   - type: The registered type.
  ///   - name: The registration's name, or nil.
  /// - Returns: The instance.
  /// - Throws: `ResolutionError` explaining any failure in the graph.
  @_disfavoredOverload
  public func resolveAsync<T: Sendable>(_ type: T.Type, name: String?) async throws(ResolutionError) -> T {
    try await resolveAsync(type, name: name, isolation: nil)
  }
}
