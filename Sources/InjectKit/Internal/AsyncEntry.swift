/// A registration whose factory is `async`; only `resolveAsync` builds it.
final class AsyncFactoryEntry<T: Sendable>: TypedEntry<T>, @unchecked Sendable {
  // Safety: as for `Entry`, all stored properties are immutable and Sendable.
  let factory: @Sendable (ResolutionContext) async throws -> T
  let asyncCache: AsyncInstanceCache<T>?

  init(key: DependencyKey, scope: Scope, site: CallSite, traits: Traits, hooks: Hooks,
       asyncCache: AsyncInstanceCache<T>?, factory: @escaping @Sendable (ResolutionContext) async throws -> T) {
    self.factory = factory
    self.asyncCache = asyncCache
    super.init(key: key, service: T.self, arguments: Void.self, scope: scope, site: site, traits: traits, cache: nil,
               hooks: hooks)
  }

  override func with(hooks: Hooks) -> TypedEntry<T> {
    AsyncFactoryEntry(key: key, scope: scope, site: site, traits: traits, hooks: hooks, asyncCache: asyncCache,
                      factory: factory)
  }

  override func with(traits: Traits) -> Entry {
    AsyncFactoryEntry(key: key, scope: scope, site: site, traits: traits, hooks: hooks, asyncCache: asyncCache,
                      factory: factory)
  }

  override func resolveAny(owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session?,
                           arguments: Any) throws(ResolutionError) -> Any {
    throw Diagnostics.requiresAsync(self, container: start, parent: parent)
  }

  override func resolveAnyAsync(owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session,
                                arguments: Any) async throws(ResolutionError) -> Any {
    try await resolve(owner: owner, start: start, parent: parent, session: session)
  }

  override func dropCachedInstances() -> [() -> Void] {
    guard let dropped = asyncCache?.removeAll(), !hooks.onReset.isEmpty else { return [] }
    let resets = hooks.onReset
    return resets.map { reset in { reset(dropped) } }
  }

  func resolve(owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session)
    async throws(ResolutionError) -> T
  {
    if let parent { try Resolution.checkPath(self, parent: parent, start: start) }
    if let asyncCache, !session.dryRun {
      // The creation runs in its own session so that one waiter's path or cancellation never
      // leaks into the shared instance; the first waiter's path is kept for error messages.
      return try await asyncCache.value { () async throws(ResolutionError) -> T in
        let creation = Session.async(recorder: session.recorder)
        let value = try await self.build(container: owner, parent: parent, session: creation)
        try creation.finish()
        return value
      }
    }
    if scope == .graph || (session.dryRun && scope.isCached), let shared = session.instance(for: key) as? T {
      return shared
    }
    return try await build(container: scope.isCached ? owner : start, parent: parent, session: session)
  }

  private func build(container: Dependencies, parent: ResolutionContext?, session: Session)
    async throws(ResolutionError) -> T
  {
    let context = ResolutionContext(container: container, entry: self, parent: parent, session: session)
    let value: T
    do {
      value = try await factory(context)
    } catch let error as ResolutionError {
      throw error
    } catch {
      throw Diagnostics.factoryFailed(self, error: error, context: context)
    }
    try Resolution.finishBuilding(value, entry: self, container: container, session: session)
    return value
  }
}

/// The cached instance of an async `singleton` or `custom` registration.
///
/// The first caller starts the creation in an unstructured task; every caller, first included,
/// awaits that task, so cancelling one waiter cancels nobody else's creation. A failed
/// creation empties the cache so the next caller retries.
final class AsyncInstanceCache<T: Sendable>: Sendable {
  private enum State {
    case empty
    case creating(Task<T, any Error>)
    case ready(T)
  }
  private let state = Protected(State.empty)

  static func make(for scope: Scope) -> AsyncInstanceCache<T>? {
    scope.isCached && scope != .weak ? AsyncInstanceCache() : nil
  }

  func value(create: @escaping @Sendable () async throws(ResolutionError) -> T) async throws(ResolutionError) -> T {
    let task: Task<T, any Error> = state.withLock { state in
      switch state {
      case .ready(let value): return Task { value }
      case .creating(let task): return task
      case .empty:
        let task = Task<T, any Error> { try await create() }
        state = .creating(task)
        return task
      }
    }
    do {
      let value = try await task.value
      state.withLock { if case .creating(let current) = $0, current == task { $0 = .ready(value) } }
      return value
    } catch {
      state.withLock { if case .creating(let current) = $0, current == task { $0 = .empty } }
      if let resolutionError = error as? ResolutionError { throw resolutionError }
      throw ResolutionError(code: .factoryFailed, key: Diagnostics.describe(T.self, name: nil),
                            message: "creating \(T.self) failed: \(error)", fix: "see the underlying error.")
    }
  }

  func removeAll() -> T? {
    state.withLock { state in
      defer { state = .empty }
      if case .ready(let value) = state { return value }
      return nil
    }
  }
}
