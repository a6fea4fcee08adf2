/// The resolution algorithm: path checks, isolation, scopes, building and hooks.
enum Resolution {
  /// Deepest nesting allowed regardless of stack size; deeper graphs are surely runaway recursion.
  static let maximumDepth = 4_096

  static func resolve<T, Arguments>(
    _ entry: FactoryEntry<T, Arguments>, owner: Dependencies, start: Dependencies, parent: ResolutionContext?,
    session: Session?, arguments: Arguments
  ) throws(ResolutionError) -> T {
    if let parent { try checkPath(entry, parent: parent, start: start) }
    if entry.traits.mainActor, !CurrentThread.current.isMain {
      throw Diagnostics.isolationViolation(entry, container: start, parent: parent)
    }
    guard let session else {
      // Top of a resolution: a cached instance needs no session at all; otherwise build in a
      // new session and run its `onResolved` hooks once every cache involved has been filled.
      if let cached = entry.cache?.cached { return cached }
      let session = Session.sync()
      let value = try resolve(entry, owner: owner, start: start, parent: parent, session: session,
                              arguments: arguments)
      try session.finish()
      return value
    }
    let dryRun = session.dryRun
    if let cache = entry.cache, !dryRun {
      return try cache.value(deadlockError: { Diagnostics.cycle(entry, container: start, parent: parent) }) {
        () throws(ResolutionError) -> T in
        try build(entry, container: owner, parent: parent, session: session, arguments: arguments)
      }
    }
    if entry.scope == .graph || (dryRun && entry.scope.isCached), let shared = session.instance(for: entry.key) as? T {
      return shared
    }
    return try build(entry, container: entry.scope.isCached ? owner : start, parent: parent, session: session,
                     arguments: arguments)
  }

  /// Runs the factory with a fresh context, recording it as this thread's active resolution.
  private static func build<T, Arguments>(
    _ entry: FactoryEntry<T, Arguments>, container: Dependencies, parent: ResolutionContext?, session: Session,
    arguments: Arguments
  ) throws(ResolutionError) -> T {
    let context = ResolutionContext(container: container, entry: entry, parent: parent, session: session)
    let thread = CurrentThread.current
    let outer = thread.activeContext
    thread.activeContext = context
    defer { thread.activeContext = outer }

    let value: T
    do {
      value = try entry.factory(context, arguments)
    } catch let error as ResolutionError {
      throw error
    } catch {
      throw Diagnostics.factoryFailed(entry, error: error, context: context)
    }
    try finishBuilding(value, entry: entry, container: container, session: session)
    return value
  }

  /// Shares a `graph` (or dry-run) instance with the session and queues its hooks.
  static func finishBuilding<T>(_ value: T, entry: TypedEntry<T>, container: Dependencies, session: Session)
    throws(ResolutionError)
  {
    if entry.scope == .graph || (session.dryRun && entry.scope.isCached) { session.store(value, for: entry.key) }
    let hooks = entry.hooks.onResolved
    guard !hooks.isEmpty else { return }
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
          throw Diagnostics.factoryFailed(entry, error: error, context: context)
        }
      }
    }
  }

  /// Fails when `entry` is already being built on this path (a cycle) or the path is too deep.
  static func checkPath(_ entry: Entry, parent: ResolutionContext, start: Dependencies) throws(ResolutionError) {
    var node: ResolutionContext? = parent
    while let current = node {
      if current.entry.key == entry.key { throw Diagnostics.cycle(entry, container: start, parent: parent) }
      node = current.parent
    }
    if parent.depth >= maximumDepth || (parent.depth > 32 && !CurrentThread.current.hasStackRoom()) {
      throw Diagnostics.tooDeep(entry, container: start, parent: parent)
    }
  }
}
