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
    _ type: T.Type, name: String? = nil, scope: Scope = .transient, file: StaticString = #fileID,
    line: UInt = #line, _ factory: @escaping @Sendable (any Resolver) async throws -> T
  ) -> Registration<T> {
    let key = DependencyKey(T.self, name: name)
    var traits = Entry.Traits()
    traits.async = true
    store(
      Entry(
        key: key, service: T.self, arguments: Void.self, scope: scope, site: CallSite(file: file, line: line),
        traits: traits, producer: .asyncFactory(make: { try await factory($0) })))
    return Registration(container: self, key: key)
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
    let session = Session.async()
    let value = try await resolveValueAsync(T.self, name: name, parent: nil, session: session, isolation: isolation)
    try session.finish()
    return value
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

  /// Finds the registration for `T` and `name` and produces an instance, awaiting if needed.
  func resolveValueAsync<T: Sendable>(
    _ type: T.Type, name: String?, parent: ResolutionContext?, session: Session, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> T {
    let key = DependencyKey(T.self, name: name)
    if let recorder = session.recorder, let parent {
      recorder.record(
        .init(
          from: parent.entry.key, to: key, service: T.self, arguments: Void.self,
          throughContainer: false))
    }
    let found =
      lookup(key)
      ?? (T.self as? any OptionalInjectable.Type).flatMap {
        lookup(DependencyKey($0.wrappedType, name: name))
      }
    guard let (entry, owner) = found else {
      throw Diagnostics.notRegistered(T.self, arguments: Void.self, name: name, container: self, parent: parent)
    }
    let value = try await entry.resolveAnyAsync(
      owner: owner, start: self, parent: parent, session: session, arguments: (), isolation: isolation)
    // See `resolveTopLevel` for why the cast cannot fail.
    return value as! T
  }
}
