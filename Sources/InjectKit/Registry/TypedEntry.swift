/// A registration whose service type `T` and runtime-argument tuple `Arguments` are known.
///
/// The registry's key includes both types, so the entry found for a request is the one whose
/// `T` the request asks for: the pipeline downcasts the entry to its `TypedEntry<T, Arguments>`,
/// and these methods, compiled with `T` known from the class, return a `T` — no `Any`.
/// Each kind of registration is a subclass that adds its factory. Closure registrations, the
/// common kind, are not among them: see `FactoryEntry`, which is not generic.
// Safety: as `RegistryEntry`: every stored property is a `let` of a Sendable type.
class TypedEntry<T, Arguments>: RegistryEntry, @unchecked Sendable {
  /// Builds a new instance in `frame`; `container` is where its own dependencies resolve from.
  func produce(_ frame: Frame, _ container: Dependencies, _ arguments: Arguments) throws -> T {
    fatalError("abstract")
  }

  /// Forwarding entries: the target's instance, cast.
  func forward(_ request: Request, owner: Dependencies, _ arguments: Arguments) throws(ResolutionError) -> T {
    fatalError("not a forwarding entry")
  }

  override var service: Any.Type { T.self }
  override var arguments: Any.Type { Arguments.self }
  override var collectionKey: DependencyKey? { TypedOperations.collectionKey(self, T.self) }

  override func forwardingEntry<P>(as type: P.Type, site: CallSite) -> RegistryEntry {
    TypedOperations.forwardingEntry(self, T.self, Arguments.self, as: P.self, site: site)
  }

  override func dropCachedInstances() -> DroppedInstances { TypedOperations.dropCachedInstances(self, T.self) }

  override func dropCachedInstance(in storage: AnyObject) -> DroppedInstances {
    TypedOperations.dropCachedInstance(self, T.self, in: storage as! InstanceSlot)
  }

  override func dryRun(from container: Dependencies, session: ResolutionState) throws(ResolutionError) -> Any? {
    try TypedOperations.dryRun(self, T.self, Arguments.self, from: container, session: session)
  }

  override func dryRunAsync(from container: Dependencies, session: ResolutionState) async throws(ResolutionError)
    -> Any?
  {
    try await TypedOperations.dryRunAsync(self, T.self, Arguments.self, from: container, session: session)
  }

  /// Synchronous registrations reached from async code run the synchronous pipeline, on the
  /// caller's actor; async factories override this.
  override func resolveAsync(_ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?)
    async throws(ResolutionError) -> AnyObject
  {
    try TypedOperations.resolveSync(self, T.self, Arguments.self, request, owner: owner, isolation: isolation)
  }
}

/// `addAsync(T.self) { r in try await … }`: a factory only `resolveAsync` can run.
// Safety: as `RegistryEntry`: every stored property is a `let` of a Sendable type.
final class AsyncFactoryEntry<T: Sendable>: TypedEntry<T, Void>, @unchecked Sendable {
  let make: @Sendable (any Resolver) async throws -> T
  /// The instance of a cached scope (`weak` is not supported and behaves as `transient`).
  let cache: AsyncInstanceCache<T>?

  init(key: DependencyKey, site: CallSite, scope: Scope, make: @escaping @Sendable (any Resolver) async throws -> T) {
    self.make = make
    cache = scope.isCached && scope != .weak ? AsyncInstanceCache() : nil
    super.init(
      key: key, site: site, scope: scope.kind, kind: .asyncFactory, options: .usesResolver,
      extras: RegistrationDetails.forScope(scope), slot: nil)
  }

  init(copying entry: AsyncFactoryEntry<T>, extras: RegistrationDetails) {
    make = entry.make
    cache = entry.cache
    super.init(copying: entry, extras: extras)
  }

  override func copy(extras: RegistrationDetails) -> RegistryEntry { AsyncFactoryEntry(copying: self, extras: extras) }

  override func produce(_ frame: Frame, _ container: Dependencies, _ arguments: Void) throws -> T {
    throw Diagnostics.requiresAsync(self, container: container, parent: frame.parent)
  }

  /// Steps 4–8 of the pipeline for an async factory: the same path check, scope and hooks,
  /// awaiting the factory.
  override func resolveAsync(_ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?)
    async throws(ResolutionError) -> AnyObject
  {
    try request.withSync { (sync) throws(ResolutionError) in try Resolution.checkPath(self, sync) }
    let session = request.slot.session
    if let cache, !session.dryRun {
      // A parent's instance, asked for by a child that registers keys (`Overrides+Async.swift`).
      if owner !== request.container, request.container.registersKeys(below: owner) {
        return ValueBox(try await resolveOverridable(request, owner: owner, cache: cache))
      }
      let cached = ThreadState.isTracing && cache.isReady
      let value = try await cache.value { () async throws(ResolutionError) -> T in
        try await self.create(request, in: owner, reachOf: cache)
      }
      if cached { request.withSync { Resolution.traceCached(self, keptBy: owner, $0) } }
      return ValueBox(value)
    }
    let shares = flags.isGraphScoped || (session.dryRun && flags.isCached)
    let container = flags.isCached ? asyncDryRunHome(request, owner: owner) : request.container
    let builtFrom = ObjectIdentifier(container)
    if shares, let shared = session.instance(for: key, builtFrom: builtFrom) {
      if ThreadState.isTracing { request.withSync { Resolution.traceCached(self, keptBy: container, $0) } }
      return shared
    }
    let box = ValueBox(try await build(request, container: container))
    if shares { session.store(box, for: key, builtFrom: builtFrom) }
    return box
  }

  /// 7–8 for an async factory: it runs in a heap frame of its own, then its hooks are queued.
  func build(_ request: AsyncRequest, container: Dependencies) async throws(ResolutionError) -> T {
    let frame = AsyncFrame(self, parent: request.parent, slot: request.slot)
    // A trace running: the factory is timed and recorded, as a synchronous one is.
    let traced = TracedAsyncBuild(self, in: frame.frame, request, from: container)
    var value: T
    do {
      value = try await make(AsyncFactoryResolver(container: container, frame: frame))
    } catch {
      traced?.end(failed: true)
      throw Diagnostics.factoryFailed(self, error: error, container: container, parent: request.parentFrame)
    }
    traced?.end(failed: false)
    if flags.isDecorated {
      let built = value
      value = try request.withSync { (sync) throws(ResolutionError) -> T in
        try Resolution.decorate(built, self, sync, from: container)
      }
    }
    if flags.isLive && !request.slot.session.dryRun { LiveServices.built(self, in: container) }
    Resolution.recordBuild(self, value, request.slot.session, parent: request.parentFrame)
    if flags.hasResolvedHooks {
      try request.slot.session.enqueueHooks(of: self, box: ValueBox(value), container: container)
    }
    return value
  }

  override func dropCachedInstances() -> DroppedInstances {
    guard let cache else { return DroppedInstances() }
    return dropCachedInstance(in: cache)
  }

  override func dropCachedInstance(in storage: AnyObject) -> DroppedInstances {
    // A child's own cache of this registration is an `AsyncInstanceCache<T>` too.
    guard let value = (storage as! AsyncInstanceCache<T>).removeAll() else { return DroppedInstances() }
    let box = ValueBox(value)
    return DroppedInstances(resets: extras.onReset.map { hook in { hook(box) } }, boxes: [(self, box)])
  }

  override var inspectedInstance: Any? { cache?.inspectedValue }

  override func inspectedInstance(in storage: AnyObject) -> Any? {
    (storage as! AsyncInstanceCache<T>).inspectedValue
  }

  override var lastReach: Reach? { cache?.reach }

  override func extendReach(with keys: [DependencyKey]) {
    guard !keys.isEmpty, let cache else { return }
    cache.setReach(Reach(keys: (cache.reach?.keys ?? []) + keys))
  }
}

/// `implements(P.self)`: resolves the registration of `Target` and casts the instance to `T`.
// Safety: as `RegistryEntry`: every stored property is a `let` of a Sendable type.
final class ForwardEntry<Target, Arguments, T>: TypedEntry<T, Arguments>, @unchecked Sendable {
  let target: DependencyKey

  init(key: DependencyKey, target: DependencyKey, site: CallSite, scope: Scope) {
    self.target = target
    super.init(
      key: key, site: site, scope: scope.kind, kind: .forward, options: [], extras: RegistrationDetails.forScope(scope),
      slot: nil)
  }

  init(copying entry: ForwardEntry<Target, Arguments, T>, extras: RegistrationDetails) {
    target = entry.target
    super.init(copying: entry, extras: extras)
  }

  override func copy(extras: RegistrationDetails) -> RegistryEntry { ForwardEntry(copying: self, extras: extras) }
  override var forwardTarget: (key: DependencyKey, service: Any.Type)? { (target, Target.self) }

  /// The target is looked up from the container holding this entry.
  override func forward(_ request: Request, owner: Dependencies, _ arguments: Arguments) throws(ResolutionError) -> T {
    if flags.isDecorated {
      throw Diagnostics.decoratedForward(self, container: request.container, parent: request.parent)
    }
    guard let found = owner.lookup(target) else { throw missingTarget(request.container, request.parent) }
    let value: Target = try Resolution.resolve(found, request.retargeted(to: target), arguments)
    return try cast(value, request.container, request.parent)
  }

  override func resolveAsync(_ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?)
    async throws(ResolutionError) -> AnyObject
  {
    if flags.isDecorated {
      throw Diagnostics.decoratedForward(self, container: request.container, parent: request.parentFrame)
    }
    guard let found = owner.lookup(target) else { throw missingTarget(request.container, request.parentFrame) }
    let box = try await found.entry.resolveAsync(
      request.retargeted(to: target, service: Target.self), owner: found.owner, isolation: isolation)
    let value = (box as! ValueBox<Target>).value
    return ValueBox(try cast(value, request.container, request.parentFrame))
  }

  private func missingTarget(_ container: Dependencies, _ parent: Frame?) -> ResolutionError {
    Diagnostics.notRegistered(
      Target.self, arguments: Arguments.self, name: target.name, container: container, parent: parent)
  }

  private func cast(_ value: Target, _ container: Dependencies, _ parent: Frame?) throws(ResolutionError)
    -> T
  {
    guard let forwarded = value as? T else {
      throw Diagnostics.typeMismatch(self, instance: type(of: value as Any), container: container, parent: parent)
    }
    return forwarded
  }
}
