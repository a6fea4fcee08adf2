/// The one road every resolve takes, from the public call to the factory.
///
/// ```
/// Dependencies.resolve / tryResolve / Resolver.resolve / @Inject / verify()
///   → resolve(from:)        join the thread's resolution, or start one
///   → resolve(root:)        … whose session, if it made one, runs the hooks at the end
///     (resolve(plain:)      a plain transient resolved at the top: straight to 7)
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
      // A parent's plain transient builds from this container, as any transient does.
      if takesPlainRoad(found.entry) {
        return try ThreadState.withNewContext(isolation: isolation) { (context) throws(ResolutionError) -> T in
          try resolve(plain: found.entry, container, context, arguments)
        }
      }
      return try resolve(root: container, key, found, isolation, arguments)
    case .some(let entry):
      if takesPlainRoad(entry) {
        return try ThreadState.withNewContext(isolation: isolation) { (context) throws(ResolutionError) -> T in
          try resolve(plain: entry, container, context, arguments)
        }
      }
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
  /// with the form above through a `Found?`, whose branch every resolve would pay.
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

  /// Whether a top-level resolve of `entry` goes straight to step 7 (`resolve(plain:)`): a plain
  /// transient, which steps 2–6 have nothing to do for at the top, with no decorator, hook or live
  /// check to finish, and no trace to record it.
  @inline(__always)
  static func takesPlainRoad(_ entry: RegistryEntry) -> Bool {
    entry.flags.isPlainTransient && !entry.flags.hasDecoratorsHooksOrLive && !ThreadState.isTracing
  }

  /// A new resolution of a plain transient (no actor, decorators, hooks or live check) found in
  /// `container`'s table or a parent's, built from `container`: step 7 only, as `produce` runs it,
  /// with no `Request` or `Found`. So the container stays borrowed and the entry is retained once,
  /// by its frame: each copy into a request was a write to a reference count that every thread
  /// resolving the same registration shares (`Benchmarks/threads.py`). Step 4 has no path to check
  /// at the top, and a new context has no session, so no dry run.
  static func resolve<T, Arguments>(
    plain entry: RegistryEntry, _ container: Dependencies, _ context: ResolutionContext, _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    let frame = Frame(entry, parent: nil, context: context)
    let value: T
    do {
      value = try ThreadState.withActiveFrame(frame) { () throws -> T in
        try produce(entry, frame, container, arguments)
      }
    } catch {
      let failure = Diagnostics.factoryFailed(entry, error: error, container: container, parent: nil)
      if let session = context.session { ResolutionState.close(session, in: context) }
      throw failure
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
    // witness.
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

// MARK: - A request

/// What one step of a resolution asks for: a key, from a container, on behalf of a frame.
///
/// Every reference in it is passed at +0 down the pipeline (a request is a borrowed
/// argument), so making one costs the retains of its fields once, not per step.
struct Request {
  /// What is asked for.
  let key: DependencyKey
  /// Where the resolve started: lookups begin here, and transient dependencies resolve from it.
  let container: Dependencies
  /// The frame of the factory asking, or nil at the top of a resolution.
  let parent: Frame?
  /// The resolution's session and isolation, shared by all its requests and frames.
  let context: ResolutionContext
  /// The factory asked through a container instead of its `Resolver` (reported by `verify()`).
  let throughContainer: Bool

  init(
    key: DependencyKey, container: Dependencies, parent: Frame?, context: ResolutionContext,
    throughContainer: Bool = false
  ) {
    self.key = key
    self.container = container
    self.parent = parent
    self.context = context
    self.throughContainer = throughContainer
  }

  /// The same request for another key (forwarding's target, `Optional`'s wrapped type).
  func retargeted(to key: DependencyKey) -> Request {
    Request(key: key, container: container, parent: parent, context: context, throughContainer: throughContainer)
  }

  /// The session, if one was made.
  var session: ResolutionState? { context.session }

  /// A verification dry run: caching scopes keep their instances in the session.
  var isDryRun: Bool { context.session?.dryRun ?? false }

  /// The session, made when first needed (a `graph` instance or an `onResolved` hook).
  var sessionForUpdate: ResolutionState {
    if let session = context.session { return session }
    let made = ResolutionState.sync()
    context.session = made
    return made
  }

  /// The actor the asking code is proven to run on (`Isolation`), for step 5: the actor of the
  /// nearest factory on the path isolated to one (step 5 let it run there), else the actor the
  /// resolution was started on. An async factory runs on no actor: nothing above it counts.
  var isolation: ObjectIdentifier? {
    var frame = parent
    while let current = frame {
      let entry = current.entry
      if entry.flags.kind == .asyncFactory { return nil }
      if entry.flags.needsIsolation { return Isolation.context(of: entry) }
      frame = current.parent
    }
    return context.isolation
  }

  /// Tells the session which registration asked for this key: a verification session records
  /// the edge, and a cached registration being built records the key in its `Reach`.
  ///
  /// - Throws: What stops a parent's registration built for a child that overrides this key
  ///   (`ResolutionState.noteLookup`).
  func recordEdge(service: Any.Type, arguments: Any.Type) throws(ResolutionError) {
    guard let session = context.session else { return }
    if let recorder = session.recorder {
      recorder.record(
        DryRunRecorder.Edge(
          from: parent?.entry.key, to: key, service: service, arguments: arguments,
          throughContainer: throughContainer, fromHook: parent?.isHook ?? false))
    }
    try session.noteLookup(key, service: service, parent: parent)
  }

  /// Tells a cached registration being built that the fallback of a `Wrapped?` looked up
  /// `Wrapped`'s `key`, found or not (a child registering it changes the instance).
  func noteFallback(to key: DependencyKey, service: Any.Type) throws(ResolutionError) {
    guard let session = context.session else { return }
    try session.noteLookup(key, service: service, parent: parent)
  }
}

/// A registration found by a lookup, with the container that holds it.
struct Found {
  let entry: RegistryEntry
  let owner: Dependencies
}

// MARK: - A frame

/// One factory running: a node of the path from the top-level resolve to the factory.
///
/// Each frame holds its parent, so the path for cycle checks and error messages is a walk up
/// the chain. The thread's innermost frame is kept in a thread-local (`Frame.active`), so a
/// factory that resolves through a container instead of its `Resolver` still joins the path.
/// A `Resolver` keeps its frame's generation, which no other frame has
/// (`FactoryResolver.currentFrame`).
final class Frame: Sendable {
  /// The registration being built.
  let entry: RegistryEntry
  /// The frame of the factory that asked for this one; nil at the top.
  let parent: Frame?
  /// The resolution's shared state: its session and isolation.
  let context: ResolutionContext
  /// Frames from the top, this one included.
  let depth: Int
  /// One bit per key on the path: a key whose bit is clear cannot be on it, so most cycle
  /// checks finish without walking the path.
  let pathKeys: UInt64
  /// What runs in this frame: the factory, a hook or a decorator of `entry`.
  let role: Role
  /// Tells this frame from every other of the process, before, after or at the same time
  /// (`FactoryResolver.currentFrame`).
  let generation: UInt64

  init(_ entry: RegistryEntry, parent: Frame?, context: ResolutionContext, role: Role = .factory) {
    self.entry = entry
    self.parent = parent
    self.context = context
    depth = (parent?.depth ?? 0) + 1
    pathKeys = (parent?.pathKeys ?? 0) | (role.isHook ? 0 : entry.flags.pathBit)
    self.role = role
    generation = ThreadState.nextFrameGeneration()
  }

  /// An `onResolved` hook runs in this frame: it is not on the path of what it resolves.
  var isHook: Bool { role.isHook }

  /// What a frame runs for its entry, in one word: `0` the factory, `1` an `onResolved` hook,
  /// `2 + i` the entry's decorator `i`. A decorator's frame is on the path like the factory's:
  /// the instance it wraps is still being built.
  struct Role: Equatable {
    let raw: UInt32

    init(raw: UInt32) { self.raw = raw }

    static var factory: Role { Role(raw: 0) }
    static var hook: Role { Role(raw: 1) }
    static func decorator(_ index: Int) -> Role { Role(raw: 2 &+ UInt32(truncatingIfNeeded: index)) }

    var isHook: Bool { raw == 1 }
    /// The index of the decorator running, if a decorator runs.
    var decoratorIndex: Int? { raw >= 2 ? Int(raw - 2) : nil }
  }

  /// The innermost frame of the resolution running on this thread, if any.
  static var active: Frame? { ThreadState.activeFrame }

  /// The entries from the top of the resolution down to `frame`, with what ran for each.
  static func chain(_ frame: Frame?) -> [(entry: RegistryEntry, role: Role)] {
    var links: [(entry: RegistryEntry, role: Role)] = []
    var node = frame
    while let current = node {
      links.append((current.entry, current.role))
      node = current.parent
    }
    return links.reversed()
  }
}

extension Resolution {
  /// Deepest nesting allowed regardless of stack size; deeper graphs are surely runaway recursion.
  static let maximumDepth = 4_096

  /// Walks the path for `entry`'s key, and checks the depth (step 4, past its bit mask).
  static func walkPath(_ entry: RegistryEntry, _ request: Request) throws(ResolutionError) {
    guard let parent = request.parent else { return }
    if parent.pathKeys & entry.flags.pathBit != 0 {
      var node: Frame? = parent
      while let current = node {
        if !current.isHook, current.entry.key == entry.key {
          noteDryRunPathFailure(request.context)
          throw Diagnostics.cycle(entry, container: request.container, parent: parent)
        }
        node = current.parent
      }
    }
    let depth = parent.depth
    if depth >= maximumDepth || (depth > 32 && !CurrentThread.current.hasStackRoom()) {
      noteDryRunPathFailure(request.context)
      throw Diagnostics.tooDeep(entry, container: request.container, parent: parent)
    }
  }
}

// MARK: - A factory's resolver

/// The `Resolver` a synchronous factory receives: its frame in the resolution in progress.
///
/// Two words, but a weak reference does not move as bits, so the `any Resolver` a factory gets
/// boxes it (a small allocation per factory that takes a resolver; holding the registry strongly
/// instead measured slower, `Benchmarks/README.md`). It holds its container weakly: while its
/// factory runs, the resolution holds the container; kept past its factory (in a closure, an
/// object), it resolves as a new top-level call from the container while it lives, or fails with
/// `containerReleased` once it is gone: the runtime's weak reference says so, and never hands out a
/// container whose `deinit` has begun.
///
/// It keeps its frame's generation, not the frame: generations are unique in the process
/// (`ThreadState.nextFrameGeneration`), so the thread's innermost frame has it only while that
/// very factory runs (see `currentFrame`).
struct FactoryResolver: Resolver {
  /// The generation of the frame the factory runs in.
  let generation: UInt64
  /// Where the factory's dependencies are resolved from: nil once it is gone.
  weak let kept: Dependencies?

  init(container: Dependencies, frame: Frame) {
    generation = frame.generation
    kept = container
  }

  func resolve<T>(_ type: T.Type, name: String?) throws(ResolutionError) -> T {
    try resolve(name: name, arguments: ())
  }

  func resolve<T, each A>(_ type: T.Type, name: String?, arguments: repeat each A) throws(ResolutionError) -> T {
    try resolve(name: name, arguments: (repeat each arguments))
  }

  func resolveAsync<T: Sendable>(_ type: T.Type, name: String?) async throws(ResolutionError) -> T {
    // A synchronous factory cannot await: this step has escaped into a task, which holds the
    // container (if it is still alive) until the resolve is done.
    guard let owner = kept else { throw Diagnostics.containerReleased(T.self, name: name) }
    return try await owner.resolveAsync(T.self, name: name, isolation: nil)
  }

  /// The `FactoryResolver` a factory's `any Resolver` holds, when it holds one, so the resolve
  /// enters the pipeline directly instead of through the protocol's witness.
  @inline(__always)
  static func of<R: Resolver>(_ resolver: R) -> FactoryResolver? {
    // One comparison of type metadata first: the cast below is then of a type to itself.
    guard ObjectIdentifier(R.self) == ObjectIdentifier(FactoryResolver.self) else { return nil }
    return resolver as? FactoryResolver
  }

  /// The frame of the factory that received this step while it runs on this thread and has not
  /// returned: the thread's innermost frame, if it has this step's generation.
  var currentFrame: Frame? {
    guard let active = Frame.active, active.generation == generation else { return nil }
    return active
  }

  @inline(__always)
  func resolve<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
    // The container lives while its factory's frame is current: the resolution holds it.
    guard let frame = currentFrame, let container = kept else {
      return try resolveEscaped(name: name, arguments: arguments)
    }
    return try resolve(DependencyKey(T.self, arguments: Arguments.self, name: name), arguments, in: frame, container)
  }

  /// A resolve through a step used after its factory returned: a new top-level call from its
  /// container, if the container still exists (an escaped step proves nothing about where it
  /// runs now, so no isolation is claimed).
  @inline(never)
  func resolveEscaped<T, Arguments>(name: String?, arguments: Arguments) throws(ResolutionError) -> T {
    // Held strongly until the resolve returns; its `deinit` may then run here.
    guard let owner = kept else { throw Diagnostics.containerReleased(T.self, name: name) }
    return try Resolution.resolve(from: owner, name: name, arguments: arguments, isolation: nil)
  }

  /// A request for `key` from `container` on behalf of this step's `frame`.
  func resolve<T, Arguments>(
    _ key: DependencyKey, _ arguments: Arguments, in frame: Frame, _ container: Dependencies
  ) throws(ResolutionError) -> T {
    try Resolution.resolve(Request(key: key, container: container, parent: frame, context: frame.context), arguments)
  }
}
