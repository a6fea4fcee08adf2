extension Resolution {
  /// The async driver: step 1 as in the synchronous pipeline, then the entry: synchronous
  /// registrations go through the synchronous pipeline unchanged, on the caller's actor
  /// (`isolation`), so a main-actor caller builds main-actor registrations; async factories
  /// await (`AsyncFactoryBody`). The instance comes back in a `ValueBox` of the request's type.
  static func resolveAsync(_ request: AsyncRequest, isolation: isolated (any Actor)?) async throws(ResolutionError)
    -> AnyObject
  {
    try request.withSync { (sync) throws(ResolutionError) in
      try sync.recordEdge(service: request.service, arguments: request.argumentsType)
    }
    guard let found = request.container.lookup(request.key) else {
      if let optional = request.service as? any OptionalResolvable.Type,
        let box = try await optional.resolveWrappedAsync(request, isolation: isolation)
      {
        return box
      }
      throw Diagnostics.notRegistered(
        request.service, arguments: request.argumentsType, name: request.key.name, container: request.container,
        parent: request.parentFrame)
    }
    return try await found.entry.resolveAsync(request, owner: found.owner, isolation: isolation)
  }
}

extension Optional {
  static func resolveWrappedAsync(_ request: AsyncRequest, isolation: isolated (any Actor)?)
    async throws(ResolutionError) -> AnyObject?
  {
    let key = DependencyKey(Wrapped.self, arguments: request.argumentsType, name: request.key.name)
    try request.withSync { (sync) throws(ResolutionError) in try sync.noteFallback(to: key, service: Wrapped.self) }
    guard let found = request.container.lookup(key) else {
      return request.container.registersType(Wrapped.self) ? nil : ValueBox(Self.none)
    }
    let box = try await found.entry.resolveAsync(
      request.retargeted(to: key, service: Wrapped.self), owner: found.owner, isolation: isolation)
    return ValueBox(Self.some((box as! ValueBox<Wrapped>).value))
  }
}
