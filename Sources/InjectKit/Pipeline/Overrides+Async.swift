/// `Overrides.swift`'s rule for async cached registrations (`addAsync(scope: .singleton)`): a
/// parent's instance is the child's own when its graph reaches a key the child registers.
extension AsyncFactoryBody {
  /// Steps 3 and 6 for `entry`, this body's, of `owner`, a parent of the container asking, which
  /// (or a parent of which, below `owner`) registers keys.
  func resolveOverridable(
    _ entry: RegistryEntry, _ request: AsyncRequest, owner: Dependencies, cache: AsyncInstanceCache<T>
  ) async throws(ResolutionError) -> T {
    let bottom = request.container
    if let home = cache.reach?.home(from: bottom, below: owner, registration: ObjectIdentifier(cache)) {
      return try await resolveOwn(entry, request, in: home, cache: cache)
    }
    // The owner's instance serves the child as far as is known: awaited, or built in the owner,
    // watched.
    let recording = ReachRecording(entry: entry, parent: request.parentFrame, watch: (bottom, owner))
    let value: T
    let cached = ThreadState.isTracing && cache.isReady
    do {
      value = try await cache.value { () async throws(ResolutionError) -> T in
        try await self.create(entry, request, in: owner, reachOf: cache, recording: recording)
      }
    } catch {
      // Stopped at a key a container below the owner registers: that container builds its own.
      guard let overridden = recording.overriddenAfterClose else { throw error }
      let home = overridden.container
      let own = try await resolveOwn(entry, request, in: home, cache: cache)
      guard let lower = cache.reach?.home(from: bottom, below: owner, registration: ObjectIdentifier(cache)),
        lower !== home
      else { return own }
      return try await resolveOwn(entry, request, in: lower, cache: cache)
    }
    // Built by another caller's creation (or before this one looked): its reach decides.
    if let home = cache.reach?.home(from: bottom, below: owner, registration: ObjectIdentifier(cache)) {
      return try await resolveOwn(entry, request, in: home, cache: cache)
    }
    if cached { request.withSync { Resolution.traceCached(entry, keptBy: owner, $0) } }
    return value
  }

  /// `home`'s own instance, built there on first use.
  private func resolveOwn(
    _ entry: RegistryEntry, _ request: AsyncRequest, in home: Dependencies, cache: AsyncInstanceCache<T>
  ) async throws(ResolutionError) -> T {
    let own = home.ownInstances.cache(for: entry, registered: cache)
    let cached = ThreadState.isTracing && own.isReady
    let value = try await own.value { () async throws(ResolutionError) -> T in
      try await self.create(entry, request, in: home, reachOf: cache)
    }
    if cached { request.withSync { Resolution.traceCached(entry, keptBy: home, $0) } }
    return value
  }

  /// The creation of a cached instance from `container`, recording what it looks up in
  /// `cache`'s reach. It runs in a session of its own, so one waiter's cancellation or hooks never
  /// leak into the shared instance; the first waiter's path is kept for errors.
  func create(
    _ entry: RegistryEntry, _ request: AsyncRequest, in container: Dependencies, reachOf cache: AsyncInstanceCache<T>,
    recording: ReachRecording? = nil
  ) async throws(ResolutionError) -> T {
    let creation = AsyncResolutionState(ResolutionState.async(recorder: request.slot.session.recorder))
    let recording = recording ?? ReachRecording(entry: entry, parent: request.parentFrame)
    creation.session.open(recording)
    let value: T
    do {
      value = try await build(entry, request.with(slot: creation), container: container)
    } catch {
      recording.closed(creation.session.close(recording))
      throw error
    }
    let (keys, overridden) = creation.session.close(recording)
    recording.closed((keys, overridden))
    if let overridden { throw Diagnostics.overriddenWhileShared(entry, overridden, in: container) }
    cache.setReach(Reach(keys: keys))
    try creation.finish()
    return value
  }

  /// Where a dry run builds this cached registration (`Resolution.dryRunHome`).
  func asyncDryRunHome(_ request: AsyncRequest, owner: Dependencies) -> Dependencies {
    guard owner !== request.container, request.container.registersKeys(below: owner) else {
      return owner
    }
    return request.container
  }
}
