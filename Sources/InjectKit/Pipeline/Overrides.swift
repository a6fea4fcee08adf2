/// A child container's registrations reaching its parents' cached instances.
///
/// ```swift
/// root.add(APIClient.self) { LiveAPI() }
/// root.add(Repo.self, scope: .singleton) { r in Repo(api: try r.resolve()) }
/// let child = Dependencies(parent: root)
/// child.add(APIClient.self) { StubAPI() }
/// child.resolve(Repo.self).api   // StubAPI: the child's own Repo; root's keeps LiveAPI
/// ```
///
/// A cached registration of a parent, asked for through a container that registers keys (it,
/// or a container between it and the registration's), is:
/// - the owner's instance, when the graph that instance was built with reaches none of those
///   keys. Every cached build records the keys it looks up (`Reach`), so this is decided
///   without building anything, once per container and registry epoch;
/// - else an instance of the lowest such container's own (`OwnInstances`), built there, from
///   its registrations; the owner's instance is untouched.
/// When the owner has no instance yet, it is built in the owner, watched: a lookup of a key
/// registered below the owner stops that build (`ReachRecording`), and the child builds an
/// instance of its own instead, so nothing the child overrides is built for it.
///
/// None of this runs for a container without registrations, or for a registration of the
/// container itself (`Dependencies.registersKeys(below:)`, tested before the cached read).
extension Resolution {
  /// Steps 3 and 6 for `found`, a cached registration of a parent of the container asking,
  /// which (or a parent of which, below the registration's container) registers keys.
  @inline(never)
  static func resolveOverridable<T, Arguments>(
    _ entry: RegistryEntry, _ found: Found, _ request: Request, _ arguments: Arguments,
    slot: InstanceSlot
  ) throws(ResolutionError) -> T {
    let bottom = request.container
    let owner = found.owner
    let registration = ObjectIdentifier(slot)
    if let home = slot.reach?.home(
      from: bottom, below: owner, registration: registration)
    {
      return try resolveOwn(entry, in: home, request, arguments, registration: slot)
    }
    // The owner's instance serves this container as far as is known: read it, or build it in the
    // owner, watched.
    let recording = ReachRecording(entry: entry, parent: request.parent, watch: (bottom, owner))
    var built = false
    let value: T
    do {
      value = try slot.value { () throws(ResolutionError) -> T in
        try checkPath(entry, request)
        return try slot.create(
          reentered: { Diagnostics.cycle(entry, container: request.container, parent: request.parent) },
          build: { () throws(ResolutionError) -> T in
            built = true
            return try buildCached(entry, request, from: owner, arguments, reachOf: slot, recording: recording)
          })
      }
    } catch {
      // Stopped at a key a container below the owner registers: that container builds its own.
      guard let overridden = recording.overridden else { throw error }
      let home = overridden.container
      let own: T = try resolveOwn(entry, in: home, request, arguments, registration: slot)
      // Its reach is whole now: a container lower still may register another key it reaches.
      guard
        let lower = slot.reach?.home(
          from: bottom, below: owner, registration: registration), lower !== home
      else { return own }
      return try resolveOwn(entry, in: lower, request, arguments, registration: slot)
    }
    // Built meanwhile by another resolve, or published before this one looked: its reach decides.
    if !built,
      let home = slot.reach?.home(
        from: bottom, below: owner, registration: registration)
    {
      return try resolveOwn(entry, in: home, request, arguments, registration: slot)
    }
    if !built, ThreadState.isTracing { traceCached(entry, keptBy: owner, request) }
    return value
  }

  /// `home`'s own instance of `entry`, built there on first use, from `home`'s registrations.
  static func resolveOwn<T, Arguments>(
    _ entry: RegistryEntry, in home: Dependencies, _ request: Request, _ arguments: Arguments,
    registration: InstanceSlot
  ) throws(ResolutionError) -> T {
    let slot = home.ownInstances.slot(for: entry)
    var built = false
    let value: T = try readOrBuild(
      entry, request, arguments, in: slot, from: home, reachOf: registration, built: &built)
    if !built, ThreadState.isTracing { traceCached(entry, keptBy: home, request) }
    return value
  }

  /// The instance in `slot`, or one built from `home` once, however many ask together (steps 3,
  /// 4 and 7); `built` is set when this call built it. What the build looks up goes to the `Reach`
  /// of `reachOf` (the registration's slot).
  static func readOrBuild<T, Arguments>(
    _ entry: RegistryEntry, _ request: Request, _ arguments: Arguments, in slot: InstanceSlot,
    from home: Dependencies, reachOf registration: InstanceSlot, built: inout Bool
  ) throws(ResolutionError) -> T {
    try slot.value { () throws(ResolutionError) -> T in
      try checkPath(entry, request)
      return try slot.create(
        reentered: { Diagnostics.cycle(entry, container: request.container, parent: request.parent) },
        build: { () throws(ResolutionError) -> T in
          built = true
          return try buildCached(entry, request, from: home, arguments, reachOf: registration)
        })
    }
  }

  /// Step 7 for a cached registration, recording what the build looks up in the `Reach` of
  /// `slot` (the registration's), which a child container decides with later. Out of line: it
  /// runs once per instance.
  ///
  /// - Parameter recording: A watched recording (`resolveOverridable`); nil for the rest.
  @inline(never)
  static func buildCached<T, Arguments>(
    _ entry: RegistryEntry, _ request: Request, from container: Dependencies, _ arguments: Arguments,
    reachOf slot: InstanceSlot, recording: ReachRecording? = nil
  ) throws(ResolutionError) -> T {
    // A factory without a `Resolver` or a decorator looks nothing up: no session needed.
    guard recording != nil || entry.flags.options.contains(.usesResolver) || entry.flags.isDecorated else {
      let value: T = try build(entry, request, from: container, arguments)
      slot.setReach(Reach(keys: []))
      return value
    }
    let recording = recording ?? ReachRecording(entry: entry, parent: request.parent)
    let session = request.sessionForUpdate
    session.open(recording)
    let value: T
    do {
      value = try build(entry, request, from: container, arguments)
    } catch {
      _ = session.close(recording)
      throw error
    }
    let (keys, overridden) = session.close(recording)
    // The factory caught what stopped it and built something anyway, from what the child overrides.
    if let overridden {
      throw Diagnostics.overriddenWhileShared(entry, overridden, in: container)
    }
    slot.setReach(Reach(keys: keys))
    return value
  }

  /// Where a dry run builds a cached registration: its owner, or the container asking when that
  /// (or a parent below the owner) registers keys, so `verify()` there checks the graph the
  /// container would build (an instance of its own, when it reaches what the container overrides).
  static func dryRunHome(_ found: Found, _ request: Request) -> Dependencies {
    let owner = found.owner
    guard owner !== request.container, request.container.registersKeys(below: owner) else { return owner }
    return request.container
  }
}
