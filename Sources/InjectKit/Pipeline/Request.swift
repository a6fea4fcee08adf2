/// Where a resolution keeps its session and its caller's isolation, shared by all its frames.
typealias SessionSlot = UnsafeMutablePointer<ResolutionSlot>

/// A resolution's shared state, on the stack of the call that started it.
struct ResolutionSlot {
  /// The session: made when first needed, owned (+1) by the call that started the resolution,
  /// which finishes and releases it.
  var session: Unmanaged<ResolutionState>?
  /// The actor the code that started the resolution is proven to run on (its `#isolation`), or
  /// nil. Kept here, beside the session, so no request or frame carries it: only step 5 reads it.
  let isolation: ObjectIdentifier?
}

/// What one step of a resolution asks for: a key, from a container, on behalf of a frame.
///
/// Every field is borrowed from the caller — the key from its stack, the container it holds,
/// the frame and session of the resolution — so a request is a few plain words: making,
/// copying and dropping one costs no reference counting.
struct Request {
  /// What is asked for; lives on the stack of the call that made the request.
  let keyPointer: UnsafePointer<DependencyKey>
  /// Where the resolve started: lookups begin here, and transient dependencies resolve from it.
  let unmanagedContainer: Unmanaged<Dependencies>
  /// The frame of the factory asking, or nil at the top of a resolution.
  let parent: UnsafePointer<Frame>?
  let session: SessionSlot
  /// The factory asked through a container instead of its `Resolver` (reported by `verify()`).
  let throughContainer: Bool

  init(
    key: UnsafePointer<DependencyKey>, container: Unmanaged<Dependencies>, parent: UnsafePointer<Frame>?,
    session: SessionSlot, throughContainer: Bool = false
  ) {
    keyPointer = key
    unmanagedContainer = container
    self.parent = parent
    self.session = session
    self.throughContainer = throughContainer
  }

  var key: DependencyKey { keyPointer.pointee }
  var container: Dependencies { unmanagedContainer.takeUnretainedValue() }

  /// The same request for another key (forwarding's target, `Optional`'s wrapped type), for
  /// the duration of `body`.
  func retargeted<R>(to key: DependencyKey, _ body: (Request) throws(ResolutionError) -> R) throws(ResolutionError) -> R
  {
    try withUnsafePointer(to: key) { (key) throws(ResolutionError) -> R in
      try body(
        Request(
          key: key, container: unmanagedContainer, parent: parent, session: session,
          throughContainer: throughContainer))
    }
  }

  /// A verification dry run: caching scopes keep their instances in the session.
  var isDryRun: Bool { session.pointee.session?._withUnsafeGuaranteedRef { $0.dryRun } ?? false }

  /// The session, made when first needed (a `graph` instance or an `onResolved` hook).
  var sessionForUpdate: ResolutionState {
    if let session = session.pointee.session { return session.takeUnretainedValue() }
    let made = ResolutionState.sync()
    session.pointee.session = .passRetained(made)
    return made
  }

  /// The actor the asking code is proven to run on (`Isolation`), for step 5: the actor of the
  /// nearest factory on the path isolated to one (step 5 let it run there), else the actor the
  /// resolution was started on. An async factory runs on no actor: nothing above it counts.
  var isolation: ObjectIdentifier? {
    var frame = parent
    while let current = frame {
      let entry = current.pointee.entry.takeUnretainedValue()
      if entry.flags.kind == .asyncFactory { return nil }
      if entry.flags.needsIsolation { return Isolation.context(of: entry) }
      frame = current.pointee.parent
    }
    return session.pointee.isolation
  }

  /// Tells the session which registration asked for this key: a verification session records
  /// the edge, and a cached registration being built records the key in its `Reach`.
  ///
  /// - Throws: What stops a parent's registration built for a child that overrides this key
  ///   (`ResolutionState.noteLookup`).
  func recordEdge(service: Any.Type, arguments: Any.Type) throws(ResolutionError) {
    guard let session = session.pointee.session?.takeUnretainedValue() else { return }
    if let recorder = session.recorder {
      recorder.record(
        DryRunRecorder.Edge(
          from: parent?.pointee.entry._withUnsafeGuaranteedRef { $0.key }, to: key, service: service,
          arguments: arguments, throughContainer: throughContainer, fromHook: parent?.pointee.isHook ?? false))
    }
    try session.noteLookup(key, service: service, parent: parent)
  }

  /// Tells a cached registration being built that the fallback of a `Wrapped?` looked up
  /// `Wrapped`'s `key`, found or not (a child registering it changes the instance).
  func noteFallback(to key: DependencyKey, service: Any.Type) throws(ResolutionError) {
    guard let session = session.pointee.session?.takeUnretainedValue() else { return }
    try session.noteLookup(key, service: service, parent: parent)
  }
}

/// A registration found by a lookup, with the container that holds it. Unretained: the
/// registry keeps its entries, and the caller its container (and so its parents), alive.
struct Found {
  let unmanagedEntry: Unmanaged<RegistryEntry>
  let unmanagedOwner: Unmanaged<Dependencies>

  init(entry: Unmanaged<RegistryEntry>, owner: Unmanaged<Dependencies>) {
    unmanagedEntry = entry
    unmanagedOwner = owner
  }

  var entry: RegistryEntry { unmanagedEntry.takeUnretainedValue() }

  /// The instance slot a top-level resolve may read directly: a cached scope, neither
  /// forwarding nor isolated to an actor.
  @inline(__always) var directSlot: Unmanaged<InstanceSlot>? {
    unmanagedEntry._withUnsafeGuaranteedRef { entry in
      let flags = entry.flags
      guard flags.isCached, !flags.isForward, !flags.needsIsolation else { return nil }
      return entry.unmanagedSlot
    }
  }
  var owner: Dependencies { unmanagedOwner.takeUnretainedValue() }
}
