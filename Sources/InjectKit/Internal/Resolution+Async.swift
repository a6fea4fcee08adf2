extension Resolution {
  /// The async driver. Steps 1–2 as in the synchronous pipeline; synchronous registrations
  /// then go through it unchanged, on the caller's actor (`isolation`), so a main-actor caller
  /// builds main-actor registrations; async factories are built by `AsyncFactoryEntry`.
  static func resolveAsync<T, Arguments>(
    _ request: AsyncRequest, _ arguments: Arguments, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> T {
    request.withSync { $0.recordEdge(service: T.self, arguments: Arguments.self) }
    guard let found = request.container.lookup(request.key) else {
      if let optional = T.self as? any OptionalResolvable.Type,
        let value = try await optional.resolveWrappedAsync(request, arguments, isolation: isolation)
      {
        // `value` is a `T` (an `Optional<Wrapped>`), erased by the protocol's static method.
        return value as! T
      }
      throw Diagnostics.notRegistered(
        T.self, arguments: Arguments.self, name: request.key.name, container: request.container,
        parent: request.parentFrame)
    }
    return try await resolveAsync(found, request, arguments, isolation: isolation)
  }

  /// Steps 2–8 for a registration found by an async request.
  static func resolveAsync<T, Arguments>(
    _ found: Found, _ request: AsyncRequest, _ arguments: Arguments, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> T {
    // The key fixes the entry's types (see `TypedEntry`).
    let entry = unsafeDowncast(found.entry, to: TypedEntry<T, Arguments>.self)
    switch entry.flags.kind {
    case .factory:
      return try request.withSync { (sync) throws(ResolutionError) -> T in try resolve(found, sync, arguments) }
    case .forward:
      return try await entry.forwardAsync(request, owner: found.owner, arguments, isolation: isolation)
    case .asyncFactory:
      return try await entry.resolveAsyncFactory(request, owner: found.owner, isolation: isolation)
    }
  }
}

extension Optional {
  /// `resolveWrapped`, from async code.
  static func resolveWrappedAsync<Arguments>(
    _ request: AsyncRequest, _ arguments: Arguments, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> Any? {
    let key = DependencyKey(Wrapped.self, arguments: Arguments.self, name: request.key.name)
    guard let found = request.container.lookup(key) else { return nil }
    let value: Wrapped = try await Resolution.resolveAsync(
      found, request.retargeted(to: key), arguments, isolation: isolation)
    return Self.some(value)
  }
}
