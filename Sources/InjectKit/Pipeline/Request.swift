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
