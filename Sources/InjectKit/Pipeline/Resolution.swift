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
/// A trace (`Tracing/`) costs this road one test of a process-wide flag where a resolve's outcome
/// is decided (a cached registration before its slot, a shared `graph` instance, step 7); set, the
/// resolve goes out of line to be recorded.
///
/// Values keep their type all the way: the key an entry was found by fixes its `T` and `Arguments`,
/// so the entry's factory is called as returning a `T` (a closure registration's entry restores its
/// factory's type; the other kinds' bodies are downcast to their generic class, `AutowireBody<T>`
/// or `ForwardingBody<T, Arguments>`, a class cast that cannot fail) — no `Any`. None of it is
/// inlinable: it is compiled once, here, and runs unspecialised for every caller's types (a
/// caller's module pays one call per resolve, not a copy of the pipeline: see
/// `Benchmarks/scale.py`). So it never forms a type built on `T` (`T?`, a tuple) on the way, whose
/// metadata would be looked up per call, and passes what it carries (the request, the frame) as
/// arguments rather than through closures. The async driver (`Resolution+Async.swift`) reaches
/// synchronous registrations through the same steps.
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
    let key = DependencyKey(T.self, arguments: Arguments.self, name: name)
    if let active = Frame.active { return try resolve(joining: active, key, container, arguments) }
    // A top-level resolve needs no session to start with, so nothing records its edge: the
    // lookup is done here, once, and a cached instance is read without building a request (3).
    // The entry is borrowed from the registry's table: a retain of it (or of its slot) would be a
    // write every thread reading the same singleton shares.
    return try container.registry.withEntry(for: key, hash: hash) { (entry) throws(ResolutionError) -> T in
      try resolve(root: container, key, hash, entry, isolation, arguments)
    }
  }

  /// A top-level resolve of `key`, whose entry in `container`'s own table is `entry` (or none).
  /// Out of line, so `entry` is a borrowed argument: neither it nor its slot is copied on the way to
  /// a cached instance (a retain is a write every thread reading the same singleton shares).
  @inline(never)
  static func resolve<T, Arguments>(
    root container: Dependencies, _ key: DependencyKey, _ hash: Int, _ entry: RegistryEntry?,
    _ isolation: ObjectIdentifier?, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    switch entry {
    case .none:
      guard let found = container.lookupPastOwnEntries(key, hash: hash) else {
        return try ThreadState.withNewContext(isolation: isolation) { (context) throws(ResolutionError) -> T in
          try resolve(root: container, key, context, arguments)
        }
      }
      return try resolve(root: container, key, found, isolation, arguments)
    case .some(let entry):
      do throws(NoInstance) { return try entry.cachedInstance(T.self) } catch {}
      return try resolve(root: container, key, Found(entry: entry, owner: container), isolation, arguments)
    }
  }

  /// A new resolution of a registration already found, in a context of its own.
  static func resolve<T, Arguments>(
    root container: Dependencies, _ key: DependencyKey, _ found: Found, _ isolation: ObjectIdentifier?,
    _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    try ThreadState.withNewContext(isolation: isolation) { (context) throws(ResolutionError) -> T in
      try resolve(root: container, key, context, found, arguments)
    }
  }

  /// A resolve through a container from inside a factory: a request on behalf of `active`.
  static func resolve<T, Arguments>(
    joining active: Frame, _ key: DependencyKey, _ container: Dependencies, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let request = Request(
      key: key, container: container, parent: active, context: active.context, throughContainer: true)
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
    try resolve(root: container, key, ResolutionContext(session: session, isolation: isolation), arguments)
  }

  /// A new resolution, in `context`.
  static func resolve<T, Arguments>(
    root container: Dependencies, _ key: DependencyKey, _ context: ResolutionContext, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let value: T
    do throws(ResolutionError) {
      value = try resolve(Request(key: key, container: container, parent: nil, context: context), arguments)
    } catch {
      if let session = context.session { ResolutionState.close(session, in: context) }
      throw error
    }
    if let session = context.session { try finish(session, context) }
    return value
  }

  /// A new resolution of a registration already found (step 1 done by the caller). Not merged
  /// with the form above through a `Found?`: the branch cost every resolve 7 instructions.
  static func resolve<T, Arguments>(
    root container: Dependencies, _ key: DependencyKey, _ context: ResolutionContext, _ found: Found,
    _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let value: T
    do throws(ResolutionError) {
      value = try resolve(found, Request(key: key, container: container, parent: nil, context: context), arguments)
    } catch {
      if let session = context.session { ResolutionState.close(session, in: context) }
      throw error
    }
    if let session = context.session { try finish(session, context) }
    return value
  }

  /// Runs the hooks the resolution queued, then releases its session.
  static func finish(_ session: ResolutionState, _ context: ResolutionContext) throws(ResolutionError) {
    defer { ResolutionState.close(session, in: context) }
    try session.runHooks(isolation: context.isolation)
  }

  // MARK: The pipeline

  /// 1. Lookup: the registration for the key here or in a parent, else `Optional`'s fallback.
  @inline(__always)
  static func resolve<T, Arguments>(_ request: Request, _ arguments: Arguments) throws(ResolutionError) -> T {
    if request.context.session != nil { try request.recordEdge(service: T.self, arguments: Arguments.self) }
    guard let found = request.container.lookup(request.key) else {
      return try resolveUnregistered(request, arguments)
    }
    return try resolve(found, request, arguments)
  }

  /// Steps 2–6 for a registration found by `request`.
  @inline(__always)
  static func resolve<T, Arguments>(_ found: Found, _ request: Request, _ arguments: Arguments)
    throws(ResolutionError) -> T
  {
    try resolve(found.entry, found, request, arguments)
  }

  /// Steps 2–6.
  @inline(__always)
  static func resolve<T, Arguments>(
    _ entry: RegistryEntry, _ found: Found, _ request: Request, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let flags = entry.flags
    // 2. Forwarding (`implements`, a collection's alias): the target does the rest.
    if flags.isForward {
      // The key fixes the entry's types: a forwarding entry's body is a `ForwardingBody` of
      // them. Cast as an object (`AnyObject`), so the cast is a class cast.
      let forwarding = (entry.body! as AnyObject) as! ForwardingBody<T, Arguments>
      return try forwarding.forward(entry, request, found.owner, arguments)
    }
    let dryRun = request.isDryRun
    if flags.isCached, !dryRun, let slot = entry.slot {
      // 5, first: an isolated instance is handed out on its actor only, cached or not.
      if flags.needsIsolation { try checkIsolation(entry, request) }
      // A trace running: the read or the build is recorded (`Resolution+Tracing.swift`).
      if ThreadState.isTracing { return try resolveCachedTraced(entry, found, request, arguments, slot: slot) }
      // A parent's instance, asked for by a child that registers keys: the child may need one
      // of its own (`Overrides.swift`).
      if found.owner !== request.container, request.container.registersKeys(below: found.owner) {
        return try resolveOverridable(entry, found, request, arguments, slot: slot)
      }
      // 3. A cached instance: a load, a check and a copy — else created once (6).
      return try slot.value { () throws(ResolutionError) -> T in
        try checkPath(entry, request)
        return try slot.create(
          reentered: { Diagnostics.cycle(entry, container: request.container, parent: request.parent) },
          build: { () throws(ResolutionError) -> T in
            try buildCached(entry, request, from: found.owner, arguments, reachOf: slot)
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
    return try build(entry, request, from: request.container, arguments)
  }

  /// 6, for the session's instances: one per resolution and container built from.
  static func resolveShared<T, Arguments>(
    _ entry: RegistryEntry, _ found: Found, _ request: Request, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let session = request.sessionForUpdate
    let container = entry.flags.isCached ? dryRunHome(found, request) : request.container
    if let shared = session.instance(for: entry.key, builtFrom: ObjectIdentifier(container)) {
      if ThreadState.isTracing { traceCached(entry, keptBy: container, request) }
      return (shared as! ValueBox<T>).value
    }
    let value: T = try build(entry, request, from: container, arguments)
    session.store(ValueBox(value), for: entry.key, builtFrom: ObjectIdentifier(container))
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
    _ entry: RegistryEntry, _ request: Request, from container: Dependencies, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let frame = Frame(entry, parent: request.parent, context: request.context)
    // One test for what few registrations have (decorators, hooks, a live service), one for a
    // dry run and one for a trace running (`Resolution+Tracing.swift`); without them the factory
    // writes the value straight into the caller's, not into a local moved out through `T`'s value
    // witness (~19 instructions a resolve).
    guard entry.flags.hasDecoratorsHooksOrLive || request.isDryRun || ThreadState.isTracing else {
      return try produce(entry, in: frame, request, from: container, arguments)
    }
    return try buildAndFinish(entry, frame, request, from: container, arguments)
  }

  /// `build` for an entry with decorators, hooks or a live service, in a dry run, or while a trace
  /// runs: out of line, so what it keeps on the stack is not in every caller's frame.
  @inline(never)
  static func buildAndFinish<T, Arguments>(
    _ entry: RegistryEntry, _ frame: Frame, _ request: Request, from container: Dependencies, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    if ThreadState.isTracing, !request.isDryRun {
      return try buildTraced(entry, frame, request, from: container, arguments)
    }
    let value: T = try produce(entry, in: frame, request, from: container, arguments)
    if entry.flags.hasDecoratorsHooksOrLive { return try finishBuild(entry, value, request, from: container) }
    recordBuild(entry, ValueBox(value), request.context, parent: request.parent)
    return value
  }

  /// 7. The factory, with `frame` as this thread's innermost frame; a thrown error becomes
  /// `factoryFailed` with the path.
  static func produce<T, Arguments>(
    _ entry: RegistryEntry, in frame: Frame, _ request: Request, from container: Dependencies,
    _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    do {
      return try ThreadState.withActiveFrame(frame) { () throws -> T in
        try produce(entry, frame, container, arguments)
      }
    } catch {
      throw Diagnostics.factoryFailed(entry, error: error, container: request.container, parent: request.parent)
    }
  }

  /// 7: the entry's factory, by kind.
  @inline(__always)
  static func produce<T, Arguments>(
    _ entry: RegistryEntry, _ frame: Frame, _ container: Dependencies, _ arguments: Arguments
  ) throws -> T {
    // The key fixes the entry's types: a closure registration's factory, else an autowired
    // initializer's body (the other kind of `factory`), cast as an object (`AnyObject`) so the
    // cast is a class cast. The other kinds build nothing here.
    if entry.flags.isClosure {
      return try entry.make(frame, container, arguments)
    }
    guard entry.flags.kindRaw == RegistryEntry.Kind.factory.rawValue else { throw entry.refusal(frame, container) }
    return try ((entry.body! as AnyObject) as! AutowireBody<T>).produce(frame, container)
  }

  /// 7, continued: the decorators wrap the instance before anything else sees it (a dry run,
  /// a cache, a hook).  8. The `onResolved` hooks, queued. A live service built for real (not
  /// in a dry run) is reported to InjectKitTesting, which tells a per-test container's test.
  ///
  /// The value is taken (`consuming`): decorating it moves it, where a copy cost a retain and a
  /// release through `T`'s value witnesses.
  @inline(__always)
  static func finishBuild<T>(
    _ entry: RegistryEntry, _ value: consuming T, _ request: Request, from container: Dependencies
  ) throws(ResolutionError) -> T {
    if entry.flags.isLive && !request.isDryRun { LiveServices.built(entry, in: request.container) }
    if entry.flags.isDecorated { value = try decorate(value, entry, request, from: container) }
    if request.isDryRun { recordBuild(entry, ValueBox(copy value), request.context, parent: request.parent) }
    if entry.flags.hasResolvedHooks { try queueHooks(entry, ValueBox(copy value), request, from: container) }
    return value
  }

  // MARK: Steps that do not depend on the types

  /// 4. Fails when `entry` is already being built on this path (a cycle) or the path is too
  /// deep. Most checks end at the path's bit mask.
  @inline(__always)
  static func checkPath(_ entry: RegistryEntry, _ request: Request) throws(ResolutionError) {
    guard let parent = request.parent else { return }
    if parent.pathKeys & entry.flags.pathBit != 0 || parent.depth > 32 {
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
    _ entry: RegistryEntry, _ box: AnyObject, _ request: Request, from container: Dependencies
  )
    throws(ResolutionError)
  {
    try request.sessionForUpdate.enqueueHooks(of: entry, box: box, container: container)
  }

  /// 1, when nothing is registered: `Wrapped?` falls back to the registration of `Wrapped`
  /// (`child.parent = try r.resolve()` infers an optional), and is nil when no container in
  /// reach registers `Wrapped` at all; anything else is an error. (`[T]` needs no fallback: its
  /// collection's alias sits at its key, see `CollectionAlias.swift`.)
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
    let value: Wrapped = try Resolution.resolve(found, request.retargeted(to: key), arguments)
    return Self.some(value)
  }
}
