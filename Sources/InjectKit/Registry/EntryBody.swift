/// What a kind of registration other than a closure adds to its `RegistryEntry`: an autowired
/// initializer (`AutowireBody`), an async factory (`AsyncFactoryBody`), a forward
/// (`ForwardingBody`), a collection (`CollectionBody`).
///
/// A body is a final generic class, so that Swift checks it is `Sendable` as it does the entry,
/// and knows the types the entry keeps as metatypes: the pipeline casts the body to its class
/// for the types of the key it looked up (a class cast, not one to a parameterized existential,
/// which is far slower), and gets a `T` without boxing it into `Any`. This protocol is what
/// the engine asks of any body without knowing its types; each requirement receives the entry
/// the body belongs to (a body shares its entry's copies, so it holds no reference to one), and
/// its default does what the entry does without a body.
protocol EntryBody: AnyObject, Sendable {
  /// The key and type a forwarding entry resolves; nil for other entries.
  var forwardTarget: (key: DependencyKey, service: Any.Type)? { get }
  /// A collection's alias: the collection it stands for; nil for other entries.
  var aliasedCollection: RegistryEntry? { get }
  /// A collection: the alias that lets `[T]`'s own key find `collection`.
  func alias(of collection: RegistryEntry) -> RegistryEntry?
  /// A collection: `collection` with the entry of `element`'s key replaced by `element`.
  func replacingElement(_ element: RegistryEntry, in collection: RegistryEntry) -> RegistryEntry
  /// A collection's elements as `container` resolves them, parents' first, with their type.
  func collectedElements(of collection: RegistryEntry, from container: Dependencies)
    -> (keys: [DependencyKey], service: Any.Type)
  /// Empties the instance `entry` caches; returns the `onReset` calls to make, outside any lock,
  /// and the box.
  func dropCachedInstances(of entry: RegistryEntry) -> DroppedInstances
  /// Empties `storage`, a child container's own instance of `entry`'s registration.
  func dropCachedInstance(of entry: RegistryEntry, in storage: AnyObject) -> DroppedInstances
  /// The instance `entry` caches, if any, untyped.
  func inspectedInstance(of entry: RegistryEntry) -> Any?
  /// The instance in `storage`, a child container's own instance of the registration, untyped.
  func inspectedInstance(in storage: AnyObject) -> Any?
  /// What the last build of `entry`'s registration looked up.
  func lastReach(of entry: RegistryEntry) -> Reach?
  /// Adds what an `onResolved` hook of the last built instance looked up to its `Reach`.
  func extendReach(of entry: RegistryEntry, with keys: [DependencyKey])
  /// `RegistryEntry.dryRun` for `entry`.
  func dryRun(of entry: RegistryEntry, from container: Dependencies, session: ResolutionState)
    throws(ResolutionError) -> Any?
  /// `RegistryEntry.dryRunAsync` for `entry`.
  func dryRunAsync(of entry: RegistryEntry, from container: Dependencies, session: ResolutionState)
    async throws(ResolutionError) -> Any?
  /// Steps 2–8 of an async request for `entry`; the instance comes back in a `ValueBox<T>`.
  func resolveAsync(
    of entry: RegistryEntry, _ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> AnyObject
}

// What an entry without a body does: the instance in its slot, and what needs its types done by
// `TypedOperations` with its metatypes opened.
extension EntryBody {
  /// Not a forward.
  var forwardTarget: (key: DependencyKey, service: Any.Type)? { nil }
  /// Not an alias.
  var aliasedCollection: RegistryEntry? { nil }
  /// Not a collection: no alias.
  func alias(of collection: RegistryEntry) -> RegistryEntry? { nil }
  /// Not a collection: nothing to replace.
  func replacingElement(_ element: RegistryEntry, in collection: RegistryEntry) -> RegistryEntry { collection }

  /// Not a collection: no elements.
  func collectedElements(of collection: RegistryEntry, from container: Dependencies)
    -> (keys: [DependencyKey], service: Any.Type)
  {
    ([], Void.self)
  }

  /// The instance in the entry's slot.
  func dropCachedInstances(of entry: RegistryEntry) -> DroppedInstances {
    TypedOperations.dropCachedInstances(entry, entry.serviceType)
  }

  /// A child's own instance is an `InstanceSlot` too.
  func dropCachedInstance(of entry: RegistryEntry, in storage: AnyObject) -> DroppedInstances {
    TypedOperations.dropCachedInstance(entry, entry.serviceType, in: storage as! InstanceSlot)
  }

  /// The instance in the entry's slot.
  func inspectedInstance(of entry: RegistryEntry) -> Any? { entry.slot?.inspectedValue }
  /// The instance in a child's `InstanceSlot`.
  func inspectedInstance(in storage: AnyObject) -> Any? { (storage as? InstanceSlot)?.inspectedValue }
  /// The reach the entry's slot keeps.
  func lastReach(of entry: RegistryEntry) -> Reach? { entry.slot?.reach }

  /// Extends the reach the entry's slot keeps.
  func extendReach(of entry: RegistryEntry, with keys: [DependencyKey]) {
    TypedOperations.extendReach(of: entry.slot, with: keys)
  }

  /// The entry's key resolved with the arguments a dry run passes (`TypedOperations.dryRun`).
  func dryRun(of entry: RegistryEntry, from container: Dependencies, session: ResolutionState)
    throws(ResolutionError) -> Any?
  {
    try TypedOperations.dryRun(entry, entry.serviceType, entry.argumentsType, from: container, session: session)
  }

  /// The entry's key resolved through the async pipeline (`TypedOperations.dryRunAsync`).
  func dryRunAsync(of entry: RegistryEntry, from container: Dependencies, session: ResolutionState)
    async throws(ResolutionError) -> Any?
  {
    try await TypedOperations.dryRunAsync(
      entry, entry.serviceType, entry.argumentsType, from: container, session: session)
  }

  /// A synchronous registration reached from async code: the synchronous pipeline, on the
  /// caller's actor (`TypedOperations.resolveSync`).
  func resolveAsync(
    of entry: RegistryEntry, _ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> AnyObject {
    try TypedOperations.resolveSync(
      entry, entry.serviceType, entry.argumentsType, request, owner: owner, isolation: isolation)
  }
}
