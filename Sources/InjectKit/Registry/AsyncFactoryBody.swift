/// `addAsync(T.self) { r in try await … }`: a factory only `resolveAsync` can run (a synchronous
/// resolve fails with `requiresAsync`, `RegistryEntry.refusal`). Its cached instance is kept here,
/// awaited by every caller that wants it while it is built, not in the entry's slot.
final class AsyncFactoryBody<T: Sendable>: EntryBody {
  /// The factory.
  let make: @Sendable (any Resolver) async throws -> T
  /// The instance of a cached scope (`weak` is not supported and behaves as `transient`).
  let cache: AsyncInstanceCache<T>?

  /// The body of a factory of `scope`.
  private init(scope: Scope, make: @escaping @Sendable (any Resolver) async throws -> T) {
    self.make = make
    cache = scope.isCached && scope != .weak ? AsyncInstanceCache() : nil
  }

  /// The entry of an async factory registered at `key`.
  static func entry(
    key: DependencyKey, site: CallSite, scope: Scope, make: @escaping @Sendable (any Resolver) async throws -> T
  ) -> RegistryEntry {
    RegistryEntry(
      key: key, site: site, scope: scope.kind, kind: .asyncFactory, options: .usesResolver,
      extras: RegistrationDetails.forScope(scope), slot: nil, service: T.self, arguments: Void.self,
      body: AsyncFactoryBody(scope: scope, make: make))
  }

  /// Steps 4–8 of the pipeline for an async factory: the same path check, scope and hooks,
  /// awaiting the factory.
  func resolveAsync(
    of entry: RegistryEntry, _ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> AnyObject {
    try request.withSync { (sync) throws(ResolutionError) in try Resolution.checkPath(entry, sync) }
    let session = request.slot.session
    if let cache, !session.dryRun {
      // A parent's instance, asked for by a child that registers keys (`Overrides+Async.swift`).
      if owner !== request.container, request.container.registersKeys(below: owner) {
        return ValueBox(try await resolveOverridable(entry, request, owner: owner, cache: cache))
      }
      let cached = ThreadState.isTracing && cache.isReady
      let value = try await cache.value { () async throws(ResolutionError) -> T in
        try await self.create(entry, request, in: owner, reachOf: cache)
      }
      if cached { request.withSync { Resolution.traceCached(entry, keptBy: owner, $0) } }
      return ValueBox(value)
    }
    let flags = entry.flags
    let shares = flags.isGraphScoped || (session.dryRun && flags.isCached)
    let container = flags.isCached ? asyncDryRunHome(request, owner: owner) : request.container
    let builtFrom = ObjectIdentifier(container)
    if shares, let shared = session.instance(for: entry.key, builtFrom: builtFrom) {
      if ThreadState.isTracing { request.withSync { Resolution.traceCached(entry, keptBy: container, $0) } }
      return shared
    }
    let box = ValueBox(try await build(entry, request, container: container))
    if shares { session.store(box, for: entry.key, builtFrom: builtFrom) }
    return box
  }

  /// 7–8 for an async factory: it runs in a heap frame of its own, then its hooks are queued.
  func build(_ entry: RegistryEntry, _ request: AsyncRequest, container: Dependencies) async throws(ResolutionError)
    -> T
  {
    let frame = AsyncFrame(entry, parent: request.parent, slot: request.slot)
    // A trace running: the factory is timed and recorded, as a synchronous one is.
    let traced = TracedAsyncBuild(entry, in: frame.frame, request, from: container)
    var value: T
    do {
      value = try await make(AsyncFactoryResolver(container: container, frame: frame))
    } catch {
      traced?.end(failed: true)
      throw Diagnostics.factoryFailed(entry, error: error, container: container, parent: request.parentFrame)
    }
    traced?.end(failed: false)
    let flags = entry.flags
    if flags.isDecorated {
      let built = value
      value = try request.withSync { (sync) throws(ResolutionError) -> T in
        try Resolution.decorate(built, entry, sync, from: container)
      }
    }
    if flags.isLive && !request.slot.session.dryRun { LiveServices.built(entry, in: container) }
    Resolution.recordBuild(entry, value, request.slot.session, parent: request.parentFrame)
    if flags.hasResolvedHooks {
      try request.slot.session.enqueueHooks(of: entry, box: ValueBox(value), container: container)
    }
    return value
  }

  /// Empties the cache; nothing for a scope that caches nothing.
  func dropCachedInstances(of entry: RegistryEntry) -> DroppedInstances {
    guard let cache else { return DroppedInstances() }
    return dropCachedInstance(of: entry, in: cache)
  }

  /// Empties `storage`, this cache or a child's own for the registration; the `onReset` calls
  /// receive the instance's box.
  func dropCachedInstance(of entry: RegistryEntry, in storage: AnyObject) -> DroppedInstances {
    // A child's own cache of this registration is an `AsyncInstanceCache<T>` too.
    guard let value = (storage as! AsyncInstanceCache<T>).removeAll() else { return DroppedInstances() }
    let box = ValueBox(value)
    return DroppedInstances(resets: entry.extras.onReset.map { hook in { hook(box) } }, boxes: [(entry, box)])
  }

  /// The instance in the cache, if built.
  func inspectedInstance(of entry: RegistryEntry) -> Any? { cache?.inspectedValue }

  /// The instance in a child's own `AsyncInstanceCache`.
  func inspectedInstance(in storage: AnyObject) -> Any? {
    (storage as! AsyncInstanceCache<T>).inspectedValue
  }

  /// The reach the cache keeps.
  func lastReach(of entry: RegistryEntry) -> Reach? { cache?.reach }

  /// Extends the reach the cache keeps.
  func extendReach(of entry: RegistryEntry, with keys: [DependencyKey]) {
    guard !keys.isEmpty, let cache else { return }
    cache.setReach(Reach(keys: (cache.reach?.keys ?? []) + keys))
  }
}
