/// What an entry does that needs its service type `T` and argument types `Arguments`: the entry,
/// which is not generic, passes the metatypes it stores (Swift opens them).
///
/// Static methods of a non-generic enum, so no metadata is made for a type built on `T` to
/// call them.
enum TypedOperations {
  /// An element's collection: `[T]` with the element's collection name; nil for the rest.
  static func collectionKey<T>(_ entry: RegistryEntry, _ service: T.Type) -> DependencyKey? {
    entry.extras.element.map { DependencyKey.collection([T].self, name: $0.collectionName) }
  }

  /// `implements(P.self)`: an entry at `P`'s key that resolves `entry`'s and casts.
  static func forwardingEntry<T, Arguments, P>(
    _ entry: RegistryEntry, _ service: T.Type, _ arguments: Arguments.Type, as type: P.Type, site: CallSite
  ) -> RegistryEntry {
    ForwardingBody<P, Arguments>.implementing(
      T.self, key: DependencyKey(P.self, arguments: Arguments.self, name: entry.key.name), target: entry.key,
      site: site, scope: entry.scope)
  }

  /// Empties the instance slot; returns the `onReset` calls to make, outside any lock, and the box.
  static func dropCachedInstances<T>(_ entry: RegistryEntry, _ service: T.Type) -> DroppedInstances {
    guard let slot = entry.slot else { return DroppedInstances() }
    return dropCachedInstance(entry, service, in: slot)
  }

  /// Empties `slot` (the entry's own, or a child container's for it); returns the `onReset`
  /// calls to make, outside any lock, and the box.
  static func dropCachedInstance<T>(_ entry: RegistryEntry, _ service: T.Type, in slot: InstanceSlot)
    -> DroppedInstances
  {
    guard let box = slot.take() else { return DroppedInstances() }
    var dropped = DroppedInstances(boxes: [(entry, box)])
    let hooks = entry.extras.onReset
    guard !hooks.isEmpty else { return dropped }
    // `weak` slots hold the object itself; hooks expect the value's box.
    let typed: AnyObject
    if let weak = box as? WeakBox {
      guard let value = weak.object as? T else { return dropped }
      typed = ValueBox(value)
    } else {
      typed = box
    }
    dropped.resets = hooks.map { hook in { hook(typed) } }
    return dropped
  }

  /// Adds `keys` to the `Reach` of the instance in `slot`, if any (what an `onResolved` hook of
  /// the last built instance looked up).
  static func extendReach(of slot: InstanceSlot?, with keys: [DependencyKey]) {
    guard !keys.isEmpty, let slot else { return }
    slot.setReach(Reach(keys: (slot.reach?.keys ?? []) + keys))
  }

  /// Resolves `entry`'s key from `container` in a verification session, with the arguments a
  /// dry run passes: none, or the registration's samples (nil without them).
  static func dryRun<T, Arguments>(
    _ entry: RegistryEntry, _ service: T.Type, _ arguments: Arguments.Type, from container: Dependencies,
    session: ResolutionState
  ) throws(ResolutionError) -> Any? {
    guard let arguments = dryRunArguments(entry, Arguments.self) else { return nil }
    let value: T = try Resolution.resolve(
      root: container, key: entry.key, arguments: arguments, session: session, isolation: session.isolation)
    return value
  }

  /// Like `dryRun`, through the async pipeline: only async factories are dry-run this way, and
  /// they take no runtime arguments (an async request carries none).
  static func dryRunAsync<T, Arguments>(
    _ entry: RegistryEntry, _ service: T.Type, _ arguments: Arguments.Type, from container: Dependencies,
    session: ResolutionState
  ) async throws(ResolutionError) -> Any? {
    guard Arguments.self == Void.self else { return nil }
    let slot = AsyncResolutionState(session)
    let request = AsyncRequest(
      container: container, key: entry.key, service: T.self, argumentsType: Arguments.self, arguments: (),
      parent: nil, slot: slot)
    let value = (try await Resolution.resolveAsync(request, isolation: nil) as! ValueBox<T>).value
    try slot.finish()
    return value
  }

  /// A synchronous registration reached from async code: the synchronous pipeline, on the
  /// caller's actor (`isolation`, which the async pipeline's `isolated` parameters prove); the
  /// instance in a `ValueBox<T>`.
  static func resolveSync<T, Arguments>(
    _ entry: RegistryEntry, _ service: T.Type, _ arguments: Arguments.Type, _ request: AsyncRequest,
    owner: Dependencies,
    isolation: (any Actor)?
  ) throws(ResolutionError) -> AnyObject {
    // An async request's key has no arguments: `Arguments` is `Void`, so the cast of `()` to it
    // succeeds.
    let caller = Isolation.identity(isolation)
    let value: T = try request.withSync(isolation: caller) { (sync) throws(ResolutionError) -> T in
      try Resolution.resolve(
        Found(entry: entry, owner: owner), sync,
        () as! Arguments)
    }
    return ValueBox(value)
  }

  /// The arguments a dry run passes: none, or the registration's samples.
  private static func dryRunArguments<Arguments>(_ entry: RegistryEntry, _ type: Arguments.Type) -> Arguments? {
    // `Arguments` is `Void`, so the cast succeeds.
    if Arguments.self == Void.self { return () as? Arguments }
    // `verifying(with:)` stores samples of this registration's own `Arguments` (its handle is
    // typed by them), so the cast succeeds whenever samples exist.
    guard case .samples(let samples, _)? = entry.extras.verification,
      let typed = samples as? SampleArguments<Arguments>
    else { return nil }
    return typed.make()
  }
}
