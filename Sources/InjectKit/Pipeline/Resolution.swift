/// The one road every resolve takes, from the public call to the factory.
///
/// ```
/// Dependencies.resolve / tryResolve / Resolver.resolve / @Inject / verify()
///   → resolve(from:)        join the thread's resolution, or start one
///   → resolve(root:)        … whose session, if it made one, runs the hooks at the end
///   → resolve(_ request:)   1. lookup: this container, then its parents (edges recorded)
///   → resolve(_ entry:)     2. forwarding  3. cached instance  4. path: cycles, depth
///                           5. isolation   6. scope: instance slot, session, or none
///                              (a verification dry run: its memo, `resolveDryRun`)
///   → build                 7. the factory, then its decorators, each in a frame of its own
///                           8. `onResolved` hooks queued
/// ```
///
/// Values keep their type all the way: the key an entry was found by fixes its `T` and
/// `Arguments`, so the entry's factory is called as returning a `T` (a closure's `FactoryEntry`
/// restores its factory's type; other entries are downcast without a check to
/// `TypedEntry<T, Arguments>`) — no `Any`, no cast. None of it is inlinable: it is compiled
/// once, here, and runs unspecialised for every caller's types (a caller's module pays one call
/// per resolve, not a copy of the pipeline: see `Benchmarks/scale.py`). So it never forms a
/// type built on `T` (`T?`, a tuple) on the way, whose metadata would be looked up per call,
/// and passes its stack values (key, session slot, frames) by pointer as arguments rather than
/// through closures.
/// The async driver (`Resolution+Async.swift`) reaches synchronous registrations through the
/// same steps.
///
/// The key, the session slot and the frames live on the stack and are passed by pointer. The
/// `_withUnprotected…` forms skip the stack protector's canary: the pointers are only read and
/// written as their pointee types, never indexed, so there is no buffer to overrun.
enum Resolution {
  // MARK: Entry points

  /// A resolve from a public entry point of `container`. A factory running on this thread
  /// that resolves through a container instead of its `Resolver` joins its resolution, so the
  /// path and cycle checks stay whole.
  ///
  /// - Parameter isolation: The actor the caller is proven to run on (its `#isolation`), or nil.
  @inline(__always)
  static func resolve<T, Arguments>(
    from container: Dependencies, name: consuming String?, arguments: Arguments, isolation: ObjectIdentifier?
  ) throws(ResolutionError) -> T {
    // The name is hashed borrowed, then moved into the key (taken, not copied: no retain).
    let hash = DependencyKey.quickHash(ObjectIdentifier(T.self), ObjectIdentifier(Arguments.self), name)
    var key = DependencyKey(T.self, arguments: Arguments.self, name: name)
    if let active = Frame.active { return try resolve(joining: active, &key, container, arguments) }
    var slot = ResolutionSlot(session: nil, isolation: isolation)
    // A top-level resolve needs no session to start with, so nothing records its edge: the
    // lookup is done here, once, and a cached instance is read without building a request (3).
    guard let entry = container.registry.entry(for: &key, hash: hash) else {
      guard let found = container.lookupPastOwnEntries(&key, hash: hash) else {
        return try resolve(root: .passUnretained(container), &key, &slot, arguments)
      }
      return try resolve(root: .passUnretained(container), &key, &slot, found, arguments)
    }
    let found = Found(entry: entry, owner: .passUnretained(container))
    if let direct = found.directSlot {
      // The slot borrowed, not retained: a count would be a write every reader shares.
      do { return try direct._withUnsafeGuaranteedRef { slot in try slot.cachedValue(T.self) } } catch {}
      return try resolve(root: .passUnretained(container), &key, &slot, found, arguments)
    }
    return try resolve(root: .passUnretained(container), &key, &slot, found, arguments)
  }

  /// A resolve through a container from inside a factory: a request on behalf of `active`.
  ///
  /// The key and the session slot are passed by pointer to these functions, as arguments,
  /// instead of through `withUnsafePointer` closures: the engine runs unspecialised, and there
  /// a closure is a generic call and a context to build.
  static func resolve<T, Arguments>(
    joining active: UnsafePointer<Frame>, _ key: UnsafePointer<DependencyKey>, _ container: Dependencies,
    _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let request = Request(
      key: key, container: .passUnretained(container), parent: active, session: active.pointee.session,
      throughContainer: true)
    return try resolve(request, arguments)
  }

  /// A new resolution of `key`: its session, if one is made, runs the queued hooks once the
  /// graph is built and is released when the resolution ends.
  ///
  /// - Parameters:
  ///   - session: A verification session to run in.
  ///   - isolation: The actor the caller is proven to run on, or nil.
  static func resolve<T, Arguments>(
    root container: Dependencies, key: DependencyKey, arguments: Arguments, session: ResolutionState?,
    isolation: ObjectIdentifier?
  ) throws(ResolutionError) -> T {
    var slot = ResolutionSlot(session: session.map { Unmanaged.passRetained($0) }, isolation: isolation)
    var key = key
    return try resolve(root: .passUnretained(container), &key, &slot, arguments)
  }

  /// A new resolution, its key and session slot on the caller's stack.
  static func resolve<T, Arguments>(
    root container: Unmanaged<Dependencies>, _ key: UnsafePointer<DependencyKey>, _ slot: SessionSlot,
    _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let value: T
    do throws(ResolutionError) {
      value = try resolve(Request(key: key, container: container, parent: nil, session: slot), arguments)
    } catch {
      if let session = slot.pointee.session { ResolutionState.close(session) }
      throw error
    }
    if let session = slot.pointee.session { try finish(session, slot) }
    return value
  }

  /// A new resolution of a registration already found (step 1 done by the caller). Not merged
  /// with the form above through a `Found?`: the branch cost every resolve 7 instructions.
  static func resolve<T, Arguments>(
    root container: Unmanaged<Dependencies>, _ key: UnsafePointer<DependencyKey>, _ slot: SessionSlot,
    _ found: Found, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let value: T
    do throws(ResolutionError) {
      value = try resolve(found, Request(key: key, container: container, parent: nil, session: slot), arguments)
    } catch {
      if let session = slot.pointee.session { ResolutionState.close(session) }
      throw error
    }
    if let session = slot.pointee.session { try finish(session, slot) }
    return value
  }

  /// Runs the hooks the resolution queued, then releases its session.
  static func finish(_ session: Unmanaged<ResolutionState>, _ slot: SessionSlot) throws(ResolutionError) {
    defer { ResolutionState.close(session) }
    try session.takeUnretainedValue().runHooks(isolation: slot.pointee.isolation)
  }

  // MARK: The pipeline

  /// 1. Lookup: the registration for the key here or in a parent, else `Optional`'s fallback.
  @inline(__always)
  static func resolve<T, Arguments>(_ request: Request, _ arguments: Arguments) throws(ResolutionError) -> T {
    if request.session.pointee.session != nil { try request.recordEdge(service: T.self, arguments: Arguments.self) }
    guard let found = request.unmanagedContainer._withUnsafeGuaranteedRef({ $0.lookup(request.keyPointer) }) else {
      return try resolveUnregistered(request, arguments)
    }
    return try resolve(found, request, arguments)
  }

  /// Steps 2–6 for a registration found by `request`, borrowed from the registry (which keeps
  /// every entry alive) without reference counting.
  @inline(__always)
  static func resolve<T, Arguments>(_ found: Found, _ request: Request, _ arguments: Arguments)
    throws(ResolutionError) -> T
  {
    try borrowed(found.unmanagedEntry) { entry throws(ResolutionError) in
      try resolve(entry, found, request, arguments)
    }
  }

  /// `body(object)` with `object` borrowed, without reference counting: for what the registry
  /// keeps alive (entries, their owners). `_withUnsafeGuaranteedRef` rethrows untyped; only the
  /// `ResolutionError`s `body` throws come through it.
  @inline(__always)
  static func borrowed<Object: AnyObject, R>(
    _ object: Unmanaged<Object>, _ body: (Object) throws(ResolutionError) -> R
  ) throws(ResolutionError) -> R {
    do {
      return try object._withUnsafeGuaranteedRef { try body($0) }
    } catch {
      throw error as! ResolutionError
    }
  }

  /// Steps 2–6.
  @inline(__always)
  static func resolve<T, Arguments>(
    _ entry: RegistryEntry, _ found: Found, _ request: Request, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let flags = entry.flags
    // 2. Forwarding (`implements`, a collection's alias): the target does the rest, with the
    // owner borrowed.
    if flags.isForward {
      // The key fixes the entry's types: forwarding entries are `TypedEntry`s.
      let forwarding = unsafeDowncast(entry, to: TypedEntry<T, Arguments>.self)
      return try borrowed(found.unmanagedOwner) { owner throws(ResolutionError) in
        try forwarding.forward(request, owner: owner, arguments)
      }
    }
    let dryRun = request.isDryRun
    if flags.isCached, !dryRun, let slot = entry.unmanagedSlot {
      // 5, first: an isolated instance is handed out on its actor only, cached or not.
      if flags.needsIsolation { try checkIsolation(entry, request) }
      // A parent's instance, asked for by a child that registers keys: the child may need one
      // of its own (`Overrides.swift`).
      if found.unmanagedOwner.toOpaque() != request.unmanagedContainer.toOpaque(),
        request.unmanagedContainer._withUnsafeGuaranteedRef({ $0.registersKeys(below: found.unmanagedOwner) })
      {
        return try resolveOverridable(entry, found, request, arguments, slot: slot)
      }
      // 3. A cached instance: a load, a check and a copy — else created once (6).
      return try slot._withUnsafeGuaranteedRef { $0 }.value { () throws(ResolutionError) -> T in
        try checkPath(entry, request)
        return try slot._withUnsafeGuaranteedRef { $0 }.create(
          reentered: { Diagnostics.cycle(entry, container: request.container, parent: request.parent) },
          build: { () throws(ResolutionError) -> T in
            try buildCached(entry, request, from: found.unmanagedOwner, arguments, reachOf: slot)
          }
        )
      }
    }
    // 4. Path: cycles and runaway depth.  5. Isolation.
    try checkPath(entry, request)
    if flags.needsIsolation { try checkIsolation(entry, request) }
    // 6. Scope: one instance per resolution (`graph`), or a new one; a verification dry run's
    // instances are its own (`resolveDryRun`).
    if dryRun { return try resolveDryRun(entry, found, request, arguments) }
    if flags.isGraphScoped { return try resolveShared(entry, found, request, arguments) }
    return try build(entry, request, from: request.unmanagedContainer, arguments)
  }

  /// 6, for the session's instances: one per resolution and container built from.
  static func resolveShared<T, Arguments>(
    _ entry: RegistryEntry, _ found: Found, _ request: Request, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let session = request.sessionForUpdate
    let container = entry.flags.isCached ? dryRunHome(found, request) : request.unmanagedContainer
    if let shared = session.instance(for: entry.key, builtFrom: container.toOpaque()) {
      return unsafeDowncast(shared, to: ValueBox<T>.self).value
    }
    let value: T = try build(entry, request, from: container, arguments)
    session.store(ValueBox(value), for: entry.key, builtFrom: container.toOpaque())
    return value
  }

  /// 7. The factory, in a frame of its own on this thread, then its decorators (`decorate`).
  /// 8. Its `onResolved` hooks, queued to run once the whole graph is built: they, a cache and
  /// a dry run see the decorated instance.
  ///
  /// - Parameter container: Where the factory's own dependencies resolve from: the registering
  ///   container for cached scopes, the starting one otherwise.
  @inline(__always)
  static func build<T, Arguments>(
    _ entry: RegistryEntry, _ request: Request, from container: Unmanaged<Dependencies>,
    _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    var frame = Frame(entry, parent: request.parent, session: request.session)
    // One test for what few registrations have (decorators, hooks, a live service) and one for a
    // dry run; without them the factory writes the value straight into the caller's, not into a
    // local moved out through `T`'s value witness (~19 instructions a resolve).
    guard entry.flags.hasDecoratorsHooksOrLive || request.isDryRun else {
      return try produce(entry, in: &frame, request, from: container, arguments)
    }
    return try buildAndFinish(entry, &frame, request, from: container, arguments)
  }

  /// `build` for an entry with decorators, hooks or a live service, or in a dry run: out of line,
  /// so what it keeps on the stack is not in every caller's frame.
  @inline(never)
  static func buildAndFinish<T, Arguments>(
    _ entry: RegistryEntry, _ frame: UnsafeMutablePointer<Frame>, _ request: Request,
    from container: Unmanaged<Dependencies>, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let value: T = try produce(entry, in: frame, request, from: container, arguments)
    if entry.flags.hasDecoratorsHooksOrLive { return try finishBuild(entry, value, request, from: container) }
    recordBuild(entry, ValueBox(value), request.session, parent: request.parent)
    return value
  }

  /// 7. The factory, with `frame` as this thread's innermost frame; a thrown error becomes
  /// `factoryFailed` with the path.
  static func produce<T, Arguments>(
    _ entry: RegistryEntry, in frame: UnsafeMutablePointer<Frame>, _ request: Request,
    from container: Unmanaged<Dependencies>, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let outer = ThreadState.activeFrame()
    ThreadState.setActiveFrame(frame)
    defer { ThreadState.setActiveFrame(outer) }
    do {
      // The key fixes the entry's types: a closure's `FactoryEntry`, else a `TypedEntry`.
      if entry.flags.isClosure {
        return try unsafeDowncast(entry, to: FactoryEntry.self).make(frame, container, arguments)
      }
      return try unsafeDowncast(entry, to: TypedEntry<T, Arguments>.self).produce(frame, container, arguments)
    } catch {
      throw Diagnostics.factoryFailed(entry, error: error, container: request.container, parent: request.parent)
    }
  }

  /// 7, continued: the decorators wrap the instance before anything else sees it (a dry run,
  /// a cache, a hook).  8. The `onResolved` hooks, queued. A live service built for real (not
  /// in a dry run) is reported to InjectKitTesting, which tells a per-test container's test.
  ///
  /// The value is taken (`consuming`): decorating it moves it, where a copy cost a retain and a
  /// release through `T`'s value witnesses.
  @inline(__always)
  static func finishBuild<T>(
    _ entry: RegistryEntry, _ value: consuming T, _ request: Request, from container: Unmanaged<Dependencies>
  ) throws(ResolutionError) -> T {
    if entry.flags.isLive && !request.isDryRun { LiveServices.built(entry, in: request.container) }
    if entry.flags.isDecorated { value = try decorate(value, entry, request, from: container) }
    if request.isDryRun { recordBuild(entry, ValueBox(copy value), request.session, parent: request.parent) }
    if entry.flags.hasResolvedHooks { try queueHooks(entry, ValueBox(copy value), request, from: container) }
    return value
  }

  // MARK: Steps that do not depend on the types

  /// 4. Fails when `entry` is already being built on this path (a cycle) or the path is too
  /// deep. Most checks end at the path's bit mask.
  @inline(__always)
  static func checkPath(_ entry: RegistryEntry, _ request: Request) throws(ResolutionError) {
    guard let parent = request.parent else { return }
    if parent.pointee.pathKeys & entry.flags.pathBit != 0 || parent.pointee.depth > 32 {
      try walkPath(entry, request)
    }
  }

  /// 5. An isolated registration is built and handed out on its actor only. Out of line, with
  /// the check below: the rare path, kept out of the callers' code.
  @inline(never)
  static func checkIsolation(_ entry: RegistryEntry, _ request: Request) throws(ResolutionError) {
    if !Isolation.holds(entry, proven: { request.isolation }) {
      throw Diagnostics.isolationViolation(entry, container: request.container, parent: request.parent)
    }
  }

  /// 5, for a main-actor decorator of `entry`: it runs on the main actor only.
  @inline(never)
  static func checkMainActor(_ entry: RegistryEntry, _ request: Request) throws(ResolutionError) {
    if !Isolation.isOnMainActor(proven: { request.isolation }) {
      throw Diagnostics.isolationViolation(entry, container: request.container, parent: request.parent)
    }
  }

  /// 8. Queues `entry`'s hooks for the instance in `box`.
  static func queueHooks(
    _ entry: RegistryEntry, _ box: AnyObject, _ request: Request, from container: Unmanaged<Dependencies>
  )
    throws(ResolutionError)
  {
    try request.sessionForUpdate.enqueueHooks(of: entry, box: box, container: container.takeUnretainedValue())
  }

  /// 1, when nothing is registered: `Wrapped?` falls back to the registration of `Wrapped`
  /// (`child.parent = try r.resolve()` infers an optional), and is nil when no container in
  /// reach registers `Wrapped` at all; anything else is an error. (`[T]` needs no fallback: its
  /// collection's alias sits at its key, see `CollectionAlias`.)
  static func resolveUnregistered<T, Arguments>(_ request: Request, _ arguments: Arguments)
    throws(ResolutionError) -> T
  {
    if let optional = T.self as? any OptionalResolvable.Type,
      let value = try optional.resolveWrapped(request, arguments)
    {
      // `value` is a `T` (an `Optional<Wrapped>`), erased by the protocol's static method.
      return value as! T
    }
    throw Diagnostics.notRegistered(
      T.self, arguments: Arguments.self, name: request.key.name, container: request.container,
      parent: request.parent)
  }
}

/// Lets a resolve of `Wrapped?` fall back to the registration of `Wrapped`.
protocol OptionalResolvable {
  /// `Wrapped`.
  static var wrappedType: Any.Type { get }
  /// The wrapped registration's instance as a `Self`; `Self.none` when no container in reach
  /// registers `Wrapped` under any name or arguments; nil (not registered: an error) when one
  /// registers it under others.
  static func resolveWrapped<Arguments>(_ request: Request, _ arguments: Arguments) throws(ResolutionError) -> Any?
  /// The wrapped registration's instance, as a `Self` in a `ValueBox`, from async code; as
  /// `resolveWrapped` otherwise.
  static func resolveWrappedAsync(_ request: AsyncRequest, isolation: isolated (any Actor)?)
    async throws(ResolutionError) -> AnyObject?
}

extension Optional: OptionalResolvable {
  static var wrappedType: Any.Type { Wrapped.self }

  static func resolveWrapped<Arguments>(_ request: Request, _ arguments: Arguments) throws(ResolutionError) -> Any? {
    let key = DependencyKey(Wrapped.self, arguments: Arguments.self, name: request.key.name)
    try request.noteFallback(to: key, service: Wrapped.self)
    guard let found = request.container.lookup(key) else {
      // `as Any`: converted to `Any?` directly, `Self.none` would become nil.
      return request.container.registersType(Wrapped.self) ? nil : Self.none as Any
    }
    return try request.retargeted(to: key) { (wrapped) throws(ResolutionError) -> Any? in
      let value: Wrapped = try Resolution.resolve(found, wrapped, arguments)
      return Self.some(value)
    }
  }
}
