/// The resolution algorithm: path checks, isolation, scopes, building and hooks.
enum Resolution {
  /// Deepest nesting allowed regardless of stack size; deeper graphs are surely runaway recursion.
  static let maximumDepth = 4_096

  static func resolve(
    _ entry: Entry, owner: Dependencies, start: Dependencies, parent: ResolutionContext?, session: Session?,
    arguments: Any
  ) throws(ResolutionError) -> Any {
    // The hot path: a cached instance asked for at the top of a resolution needs nothing but
    // the isolation check (a main-actor singleton is never handed to another thread).
    if session == nil, let cache = entry.cache, let cached = cache.cached {
      if entry.needsMainThread, !CurrentThread.isOnMainActor {
        throw Diagnostics.isolationViolation(entry, container: start, parent: parent)
      }
      return cached
    }
    guard let make = entry.make else { return try resolveSpecial(entry, owner, start, parent, session, arguments) }
    if let parent { try checkPath(entry, parent: parent, start: start) }
    if entry.needsMainThread, !CurrentThread.isOnMainActor {
      throw Diagnostics.isolationViolation(entry, container: start, parent: parent)
    }
    guard let session else {
      // Top of a resolution, nothing cached yet. A factory that takes no resolver and has no
      // hooks needs no session. Otherwise build in a new session and run its `onResolved`
      // hooks once every cache involved has been filled.
      if !entry.usesResolver, !entry.hasResolvedHooks, !entry.isGraphScoped {
        guard let cache = entry.cache else { return try run(entry, make, context: nil, arguments: arguments) }
        return try cache.value(
          deadlockError: { Diagnostics.cycle(entry, container: start, parent: parent) },
          create: { () throws(ResolutionError) -> Any in try run(entry, make, context: nil, arguments: arguments) })
      }
      let session = Session.sync()
      let value = try resolve(
        entry, owner: owner, start: start, parent: parent, session: session,
        arguments: arguments)
      try session.finish()
      return value
    }
    let dryRun = session.dryRun
    if let cache = entry.cache, !dryRun {
      return try cache.value(
        deadlockError: { Diagnostics.cycle(entry, container: start, parent: parent) },
        create: { () throws(ResolutionError) -> Any in
          try build(entry, make, container: owner, parent: parent, session: session, arguments: arguments)
        })
    }
    if entry.isGraphScoped || (dryRun && entry.isCacheScoped), let shared = session.instance(for: entry.key) {
      return shared
    }
    return try build(
      entry, make, container: entry.isCacheScoped ? owner : start, parent: parent, session: session,
      arguments: arguments)
  }

  /// Forwarding entries and async factories reached from a synchronous resolve.
  private static func resolveSpecial(
    _ entry: Entry, _ owner: Dependencies, _ start: Dependencies, _ parent: ResolutionContext?, _ session: Session?,
    _ arguments: Any
  ) throws(ResolutionError) -> Any {
    switch entry.producer {
    case .forward(let target, let targetService, let cast):
      return try forward(
        entry, to: target, service: targetService, cast: cast, from: owner, start: start,
        parent: parent, session: session, arguments: arguments)
    case .asyncFactory, .factory:
      throw Diagnostics.requiresAsync(entry, container: start, parent: parent)
    }
  }

  /// Runs the factory (with a fresh context if it takes a resolver, recorded as this thread's
  /// active resolution), then shares the instance with the session and queues its hooks.
  private static func build(
    _ entry: Entry, _ make: @Sendable (ResolutionContext?, Any) throws -> Any, container: Dependencies,
    parent: ResolutionContext?, session: Session, arguments: Any
  ) throws(ResolutionError) -> Any {
    let value: Any
    if entry.usesResolver || session.recorder != nil {
      let context = ResolutionContext(container: container, entry: entry, parent: parent, session: session)
      let outer = CurrentThread.activeContext
      CurrentThread.activeContext = context
      defer { CurrentThread.activeContext = outer }
      value = try run(entry, make, context: context, arguments: arguments)
    } else {
      value = try run(entry, make, context: nil, arguments: arguments)
    }
    try finishBuilding(value, entry: entry, container: container, session: session)
    return value
  }

  /// Calls a factory, wrapping anything but a `ResolutionError` as `factoryFailed`.
  private static func run(
    _ entry: Entry, _ make: @Sendable (ResolutionContext?, Any) throws -> Any, context: ResolutionContext?,
    arguments: Any
  ) throws(ResolutionError) -> Any {
    do {
      return try make(context, arguments)
    } catch let error as ResolutionError {
      throw error
    } catch {
      throw Diagnostics.factoryFailed(entry, error: error, container: context?.container, parent: context?.parent)
    }
  }

  private static func forward(
    _ entry: Entry, to target: DependencyKey, service: Any.Type, cast: @Sendable (Any) -> Any?,
    from owner: Dependencies,
    start: Dependencies, parent: ResolutionContext?, session: Session?, arguments: Any
  ) throws(ResolutionError) -> Any {
    guard let (targetEntry, targetOwner) = owner.lookup(target) else {
      throw Diagnostics.notRegistered(
        service, arguments: entry.arguments, name: target.name, container: start,
        parent: parent)
    }
    let value = try resolve(
      targetEntry, owner: targetOwner, start: start, parent: parent, session: session,
      arguments: arguments)
    guard let forwarded = cast(value) else {
      throw Diagnostics.typeMismatch(entry, instance: type(of: value), container: start, parent: parent)
    }
    return forwarded
  }

  /// Shares a `graph` (or dry-run) instance with the session and queues its hooks.
  static func finishBuilding(_ value: Any, entry: Entry, container: Dependencies, session: Session)
    throws(ResolutionError)
  {
    if entry.isGraphScoped || (session.dryRun && entry.isCacheScoped) { session.store(value, for: entry.key) }
    guard entry.hasResolvedHooks else { return }
    let hooks = entry.hooks.onResolved
    session.enqueue { () throws(ResolutionError) in
      // A fresh path: the hook runs after the graph is built, so the keys that led here are
      // no longer "in progress" and resolving them again is not a cycle.
      let context = ResolutionContext(container: container, entry: entry, parent: nil, session: session)
      for hook in hooks {
        do {
          try hook(context, value)
        } catch let error as ResolutionError {
          throw error
        } catch {
          throw Diagnostics.factoryFailed(entry, error: error, container: container, parent: nil)
        }
      }
    }
  }

  /// Fails when `entry` is already being built on this path (a cycle) or the path is too deep.
  static func checkPath(_ entry: Entry, parent: ResolutionContext, start: Dependencies) throws(ResolutionError) {
    if parent.pathKeys & entry.key.pathBit != 0 {
      var node: ResolutionContext? = parent
      while let current = node {
        if current.entry.key == entry.key { throw Diagnostics.cycle(entry, container: start, parent: parent) }
        node = current.parent
      }
    }
    if parent.depth >= maximumDepth || (parent.depth > 32 && !CurrentThread.current.hasStackRoom()) {
      throw Diagnostics.tooDeep(entry, container: start, parent: parent)
    }
  }
}
