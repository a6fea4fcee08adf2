/// What an entry that hands its request over adds (step 2 of `Resolution`): `implements(P.self)`,
/// which resolves the registration of another type and casts its instance to `T`, and a
/// collection's alias (`CollectionAlias.swift`), which builds its collection as `[T]`'s.
///
/// One class for both, generic over exactly the `T` and `Arguments` of the key the entry is
/// stored at, so the pipeline, which knows them from the key, casts the body to it (a class cast)
/// whatever the target's type is: the forward itself is a closure made where that type is known.
final class ForwardingBody<T, Arguments>: EntryBody {
  /// Step 2 for a request of `T`: the target's instance, as a `T`. Receives the entry, the
  /// request, the container holding the entry (where the target is looked up) and the arguments.
  typealias Forward =
    @Sendable (_ entry: RegistryEntry, _ request: Request, _ owner: Dependencies, _ arguments: Arguments)
    throws(ResolutionError) -> T
  /// The same for an async request: the instance comes back in a `ValueBox<T>`.
  typealias ForwardAsync =
    @Sendable (
      _ entry: RegistryEntry, _ request: AsyncRequest, _ owner: Dependencies, _ isolation: isolated (any Actor)?
    ) async throws(ResolutionError) -> AnyObject

  /// Step 2, for a synchronous request.
  let forward: Forward
  /// Step 2, for an async request.
  let forwardAsync: ForwardAsync
  /// `implements`: the key and type resolved; nil for an alias.
  let forwardTarget: (key: DependencyKey, service: Any.Type)?
  /// An alias: its collection's entry; nil for `implements`.
  let aliasedCollection: RegistryEntry?

  /// A body forwarding as `forward` and `forwardAsync` do, to `target` (`implements`) or to
  /// `collection` (an alias).
  init(
    forward: @escaping Forward, forwardAsync: @escaping ForwardAsync,
    target: (key: DependencyKey, service: Any.Type)?, collection: RegistryEntry?
  ) {
    self.forward = forward
    self.forwardAsync = forwardAsync
    forwardTarget = target
    aliasedCollection = collection
  }

  /// Step 2 for an async request: `forwardAsync`.
  func resolveAsync(
    of entry: RegistryEntry, _ request: AsyncRequest, owner: Dependencies, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> AnyObject {
    try await forwardAsync(entry, request, owner, isolation)
  }
}

extension ForwardingBody {
  /// `implements(T.self)` on a registration of `Target`: an entry at `key` that resolves the one
  /// at `target`, looked up from the container holding the entry, and casts its instance.
  static func implementing<Target>(
    _ type: Target.Type, key: DependencyKey, target: DependencyKey, site: CallSite, scope: Scope
  ) -> RegistryEntry {
    let body = ForwardingBody(
      forward: { (entry, request, owner, arguments) throws(ResolutionError) -> T in
        try forward(Target.self, entry, to: target, request, owner: owner, arguments)
      },
      forwardAsync: { (entry, request, owner, isolation) async throws(ResolutionError) -> AnyObject in
        try await forwardAsync(Target.self, entry, to: target, request, owner: owner, isolation: isolation)
      },
      target: (target, Target.self), collection: nil)
    return RegistryEntry(
      key: key, site: site, scope: scope.kind, kind: .forward, options: [], extras: RegistrationDetails.forScope(scope),
      slot: nil, service: T.self, arguments: Arguments.self, body: body)
  }

  /// `implements`'s step 2.
  private static func forward<Target>(
    _ type: Target.Type, _ entry: RegistryEntry, to target: DependencyKey, _ request: Request, owner: Dependencies,
    _ arguments: Arguments
  ) throws(ResolutionError) -> T {
    if entry.flags.isDecorated {
      throw Diagnostics.decoratedForward(entry, container: request.container, parent: request.parent)
    }
    guard let found = owner.lookup(target) else {
      throw missingTarget(Target.self, target, request.container, request.parent)
    }
    let value: Target = try Resolution.resolve(found, request.retargeted(to: target), arguments)
    return try cast(value, entry, request.container, request.parent)
  }

  /// `implements`'s step 2 for an async request.
  private static func forwardAsync<Target>(
    _ type: Target.Type, _ entry: RegistryEntry, to target: DependencyKey, _ request: AsyncRequest,
    owner: Dependencies, isolation: isolated (any Actor)?
  ) async throws(ResolutionError) -> AnyObject {
    if entry.flags.isDecorated {
      throw Diagnostics.decoratedForward(entry, container: request.container, parent: request.parentFrame)
    }
    guard let found = owner.lookup(target) else {
      throw missingTarget(Target.self, target, request.container, request.parentFrame)
    }
    let box = try await found.entry.resolveAsync(
      request.retargeted(to: target, service: Target.self), owner: found.owner, isolation: isolation)
    let value = (box as! ValueBox<Target>).value
    return ValueBox(try cast(value, entry, request.container, request.parentFrame))
  }

  /// The error when the target is not registered where the entry is.
  private static func missingTarget<Target>(
    _ type: Target.Type, _ target: DependencyKey, _ container: Dependencies, _ parent: Frame?
  ) -> ResolutionError {
    Diagnostics.notRegistered(
      Target.self, arguments: Arguments.self, name: target.name, container: container, parent: parent)
  }

  /// The target's instance as a `T`; `typeMismatch` when it is not one.
  private static func cast<Target>(_ value: Target, _ entry: RegistryEntry, _ container: Dependencies, _ parent: Frame?)
    throws(ResolutionError) -> T
  {
    guard let forwarded = value as? T else {
      throw Diagnostics.typeMismatch(entry, instance: type(of: value as Any), container: container, parent: parent)
    }
    return forwarded
  }
}
